// Package assets embeds the files the window needs: two subsets of the Noto CJK fonts and one of
// Liu Jian Mao Cao (SIL Open Font License 1.1, see fonts/OFL.txt; fonts/subset.sh and
// fonts/cursive.sh regenerate them) and the window icon
// (drawn by this project: gen_icon.go). Sounds are synthesized at start-up (package render/sfx),
// so no sound file is shipped. The package has no code that touches the screen.
package assets

import _ "embed"

// SansFont is Noto Sans CJK KR reduced to ASCII, the Hangul syllables of KS X 1001, the hanja of
// every skin and a few symbols: the interface text.
//
//go:embed fonts/NotoSansCJKkr-Subset.otf
var SansFont []byte

// SerifBoldFont is Noto Serif CJK KR Bold reduced to the hanja of every skin: the characters on
// the counters.
//
//go:embed fonts/NotoSerifCJKkr-Bold-Subset.otf
var SerifBoldFont []byte

// ChoCursiveFont is Liu Jian Mao Cao reduced to the cursive script (초서) of Cho's counters, 楚 車 包
// 馬 象 士 卒, as real Janggi sets write Cho's pieces (Han's are in regular script, SerifBoldFont).
//
//go:embed fonts/ChoCursive-Subset.ttf
var ChoCursiveFont []byte

// FontLicense is the SIL Open Font License of the fonts, to show with the program's licences.
//
//go:embed fonts/OFL.txt
var FontLicense string

// Icon is the window icon: a Han counter with 將, 256×256 PNG.
//
//go:embed icon.png
var Icon []byte
