#!/usr/bin/env bash
# Regenerates ChoCursive-Subset.ttf, the cursive script (초서) of Cho's counters, from Liu Jian Mao
# Cao (SIL OFL 1.1, Copyright 2018 The Liu Jian Mao Cao Project Authors; its notice is in OFL.txt),
# as the npm package @fontsource/liu-jian-mao-cao ships it: woff2 slices of the font by Unicode
# range. The script takes the slices that hold Cho's characters, keeps those glyphs only, merges them
# into one small TrueType font and maps 車 and 馬 to the cursive forms the font has under 车 and 马:
# the simplified characters were taken from the cursive forms of 車 and 馬, so on a counter they are
# the cursive 車 and 馬 a real set carries. Needs npm and the Debian packages python3-fonttools and
# python3-brotli. render's font test fails if a character of Cho's counters is missing.
set -euo pipefail
cd "$(dirname "$0")"
version=5.3.0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "@fontsource/liu-jian-mao-cao@$version" >/dev/null && tar xzf ./*.tgz)
/usr/bin/python3 - "$work/package/files" ChoCursive-Subset.ttf <<'PY'
import glob, os, sys
from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

files, out = sys.argv[1], sys.argv[2]
# Cho's counters: 楚 車 包 馬 象 士 卒, with 車 and 馬 in the font's cursive forms 车 and 马.
wanted = "楚车包马象士卒"
aliases = {"車": "车", "馬": "马"}
parts, found = [], set()
for path in sorted(glob.glob(files + "/liu-jian-mao-cao-*-400-normal.woff2")):
    cmap = TTFont(path).getBestCmap()
    chars = "".join(c for c in wanted if ord(c) in cmap and c not in found)
    if not chars:
        continue
    found.update(chars)
    font = TTFont(path)
    font.flavor = None
    font.recalcTimestamp = False
    opts = subset.Options()
    opts.name_IDs, opts.name_languages, opts.layout_features = ["*"], ["*"], []
    opts.notdef_outline = True
    sub = subset.Subsetter(opts)
    sub.populate(text=chars)
    sub.subset(font)
    part = "%s.%d.ttf" % (out, len(parts))
    font.save(part)
    parts.append(part)
missing = set(wanted) - found
if missing:
    sys.exit("cursive.sh: the font lacks " + "".join(sorted(missing)))
merged = Merger().merge(parts)
for table in merged["cmap"].tables:
    for trad, simp in aliases.items():
        if ord(simp) in table.cmap:
            table.cmap[ord(trad)] = table.cmap[ord(simp)]
merged.recalcTimestamp = False  # the same file from the same slices
first = TTFont(sorted(glob.glob(files + "/liu-jian-mao-cao-*-400-normal.woff2"))[0])
merged["head"].created = first["head"].created
merged["head"].modified = first["head"].modified
merged.save(out)
for part in parts:
    os.remove(part)
PY
ls -l ChoCursive-Subset.ttf
