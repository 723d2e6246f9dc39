#!/usr/bin/env bash
# Regenerates the two embedded font subsets from Debian's fonts-noto-cjk (SIL OFL 1.1, see OFL.txt):
#   NotoSansCJKkr-Subset.otf       interface text: ASCII, a few symbols, every Hangul syllable of
#                                  KS X 1001 (2,350) and the hanja of all skins
#   NotoSerifCJKkr-Bold-Subset.otf the characters on the counters and the board's coordinates
# The whole fonts are 16-20 MB each; the subsets keep the window's binary small. Needs the Debian
# packages fonts-noto-cjk and python3-fonttools. render's font test fails if a UI string needs a
# rune that is not here: add it to EXTRA (or HANJA) and run this script again.
set -euo pipefail
cd "$(dirname "$0")"
src=/usr/share/fonts/opentype/noto
# The Korean face of each collection (index 1 in Debian's .ttc files: JP, KR, SC, TC, HK).
kr=1
# Janggi (Cho, Han), Xiangqi (with the river's 楚河 漢界 and 紅 黑) and Twelve Janggi characters.
HANJA="楚漢車包馬象士卒兵將帥仕相傌俥炮砲王子侯河界紅黑"
EXTRA="·×–—−…←→↑↓▲▼▶◀●○◎★☆「」『』‘’“”"
hangul=$(/usr/bin/python3 - <<'PY'
# Every Hangul syllable of KS X 1001 (EUC-KR rows 0xB0-0xC8).
out = []
for hi in range(0xB0, 0xC9):
    for lo in range(0xA1, 0xFF):
        try:
            out.append(bytes([hi, lo]).decode("euc-kr"))
        except UnicodeDecodeError:
            pass
print("".join(out))
PY
)
subset() { # in out text
  /usr/bin/python3 -m fontTools.subset "$1" --font-number=$kr --output-file="$2" \
    --unicodes=U+0020-007E --text="$3" --layout-features='kern,liga,locl,vert,palt' \
    --no-hinting --desubroutinize --name-IDs='*' --name-languages='*'
}
subset "$src/NotoSansCJK-Regular.ttc" NotoSansCJKkr-Subset.otf "$HANJA$EXTRA$hangul"
subset "$src/NotoSerifCJK-Bold.ttc" NotoSerifCJKkr-Bold-Subset.otf "$HANJA$EXTRA"
ls -l NotoSansCJKkr-Subset.otf NotoSerifCJKkr-Bold-Subset.otf
