package i18n

import (
	"regexp"
	"strings"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/record"
)

// The words of the position editor and of FEN copy and paste.
var (
	Editor         = Text{"배치 편집", "Position editor"}
	EditPosition   = Text{"이 배치 편집", "Edit this position"}
	SetUpPosition  = Text{"배치 편집하기", "Set up a position"}
	ClearBoard     = Text{"모두 치우기", "Clear"}
	StartPosition  = Text{"처음 배치", "Start position"}
	ToMoveLabel    = Text{"둘 차례", "To move"}
	PlayComputer   = Text{"컴퓨터와 두기", "Play the computer"}
	PlayHotSeat    = Text{"둘이서 두기", "Hot-seat"}
	AnalyseIt      = Text{"분석하기", "Analyse"}
	CopyFEN        = Text{"FEN 복사", "Copy FEN"}
	PasteFEN       = Text{"FEN 붙여넣기", "Paste FEN"}
	Back           = Text{"돌아가기", "Back"}
	PositionOK     = Text{"둘 수 있는 배치입니다.", "This position can be played."}
	PositionBad    = Text{"둘 수 없는 배치: %s", "Impossible position: %s"}
	MoreFlaws      = Text{"(그 밖에 %d가지)", "(and %d more)"}
	FENCopied      = Text{"FEN을 클립보드에 복사했습니다", "FEN copied to the clipboard"}
	FENInField     = Text{"클립보드를 쓸 수 없어 FEN을 입력란에 두었습니다", "No clipboard: the FEN is in the text field"}
	FENPasted      = Text{"FEN을 불러왔습니다", "FEN loaded"}
	FENBad         = Text{"잘못된 FEN: %s", "Bad FEN: %s"}
	FENEmpty       = Text{"클립보드가 비어 있습니다: FEN을 입력란에 입력하세요", "The clipboard is empty: type the FEN in the text field"}
	FENTooLong     = Text{"클립보드의 글이 %d자를 넘습니다: 그렇게 긴 FEN은 없습니다", "The clipboard holds more than %d characters: no FEN is that long"}
	FENFieldHint   = Text{"FEN 입력 · Ctrl+V 붙여넣기 · Enter 불러오기 · Esc 닫기", "Type a FEN · Ctrl+V paste · Enter load · Esc close"}
	FENLabel       = Text{"FEN 문자열", "FEN"}
	EditorHelp     = Text{"말을 골라 판에 클릭하거나 끌어 놓기 · 오른쪽 클릭이나 판 밖으로 끌면 치우기", "Pick a piece, then click or drag it onto the board · right-click or drag it off to remove"}
	EditorHandHelp = Text{"오른쪽 칸은 손에 든 말입니다", "The places beside the board are the hands"}
	EditorKeys     = Text{"Ctrl+C / Ctrl+V: FEN 복사 / 붙여넣기", "Ctrl+C / Ctrl+V: copy / paste FEN"}
	Eraser         = Text{"지우개", "Eraser"}
	LoadFEN        = Text{"불러오기", "Load"}
	SetupOfSide    = Text{"%s 차림", "%s's setup"}
)

// janggiPieceNames are the pieces' names in a sentence, by game.PieceType: Janggi's, one word each
// as the tutorial says them (the soldier is 졸 or 병 by its side, see pieceName), and
// Xiangqi's (whose guard is the advisor).
var (
	janggiPieceNames  = [...]Text{game.General: {"궁", "general"}, game.Guard: {"사", "guard"}, game.Elephant: {"상", "elephant"}, game.Horse: {"마", "horse"}, game.Chariot: {"차", "chariot"}, game.Cannon: {"포", "cannon"}, game.Soldier: {"졸", "soldier"}}
	xiangqiPieceNames = [...]Text{game.General: {"장", "general"}, game.Guard: {"사", "advisor"}, game.Elephant: {"상", "elephant"}, game.Horse: {"마", "horse"}, game.Chariot: {"차", "chariot"}, game.Cannon: {"포", "cannon"}, game.Soldier: {"졸", "soldier"}}
	twelvePieceNames  = [...]Text{twelve.King: {"왕", "king"}, twelve.General: {"장", "general"}, twelve.Elephant: {"상", "elephant"}, twelve.Soldier: {"자", "soldier"}, twelve.Lord: {"후", "lord"}}
)

// pieceName names piece type t of side c in game g.
func pieceName(g kind.Game, c game.Color, t game.PieceType, l Lang) string {
	names := janggiPieceNames[:]
	if g == kind.Xiangqi {
		names = xiangqiPieceNames[:]
	}
	// Han's soldiers are 병 (兵) in Janggi; in Xiangqi Red's (Cho's) are 兵 and Black's 卒.
	if t == game.Soldier && l == Korean && (c == game.Han) == (g != kind.Xiangqi) {
		return "병"
	}
	if int(t) < len(names) {
		return names[t].In(l)
	}
	return ""
}

// PointName names a point as the board's edges label it: in Janggi the .gib point, row then
// file ("95" for Cho's palace centre), which the move list uses too; in Xiangqi the board's
// letters and numbers ("e2").
func PointName(g kind.Game, sq game.Square) string {
	if g == kind.Xiangqi {
		return sq.String()
	}
	return record.GIBPoint(sq)
}

// palacePoints names the points of a side's palace as the board's edges label them.
func palacePoints(g kind.Game, c game.Color) string {
	ranks := [3]int{2, 1, 0} // from the top of the board down, as the edges are read
	if c == game.Han {
		ranks = [3]int{9, 8, 7}
	}
	var out []string
	for _, r := range ranks {
		out = append(out, PointName(g, game.SquareAt(3, r))+"–"+PointName(g, game.SquareAt(5, r)))
	}
	return strings.Join(out, ", ")
}

// Flaw says why a board of game g set up in the editor cannot be played: f is its rules core's
// reason (a game.Flaw of Janggi or Xiangqi, a twelve.Flaw of Twelve Janggi), which names the
// side, the piece and the point as the board labels it. Any other error says itself.
func Flaw(g kind.Game, l Lang, f error) string {
	switch f := f.(type) {
	case game.Flaw:
		return janggiFlaw(g, l, f)
	case twelve.Flaw:
		return twelveFlaw(g, l, f)
	case nil:
		return ""
	}
	return f.Error()
}

// janggiFlaw is Flaw on package game's core.
func janggiFlaw(g kind.Game, l Lang, f game.Flaw) string {
	side := SideName(g, f.Side).In(l)
	other := SideName(g, f.Side.Other()).In(l)
	piece := pieceName(g, f.Side, f.Type, l)
	general := pieceName(g, f.Side, game.General, l)
	soldier := pieceName(g, f.Side, game.Soldier, l)
	point := ""
	if f.Square.Valid() {
		point = PointName(g, f.Square)
	}
	palace := palacePoints(g, f.Side)
	switch f.Kind {
	case game.FlawNoGeneral:
		return Text{"%s에게 %s이 없습니다", "%s has no %s"}.Format(l, side, general)
	case game.FlawExtraGeneral:
		return Text{"%s의 %s이 %d개입니다 (하나여야 합니다)", "%s has %[3]d %[2]ss, one allowed"}.Format(l, side, general, f.Count)
	case game.FlawTooMany:
		return Text{"%s의 %s: %d개 (많아야 %d개)", "%[1]s has %[3]d %[2]ss, at most %[4]d"}.Format(l, side, piece, f.Count, f.Max)
	case game.FlawGeneralOutsidePalace, game.FlawGuardOutsidePalace:
		return Text{"%s의 %s(%s): 궁성 밖에 있습니다 (궁성: %s)", "%s's %s on %s is outside its palace (%s)"}.Format(l, side, piece, point, palace)
	case game.FlawAdvisorPoint:
		return Text{"%s의 사(%s)는 궁성의 모서리나 가운데에만 설 수 있습니다", "%s's advisor on %s: an advisor stands only on a corner or the centre of its palace"}.Format(l, side, point)
	case game.FlawElephantPoint:
		return Text{"%s의 상(%s)은 강을 건너지 못하고 일곱 자리에만 설 수 있습니다", "%s's elephant on %s: an elephant never crosses the river and stands on seven points only"}.Format(l, side, point)
	case game.FlawSoldierBehind:
		return Text{"%s의 %s(%s)이 처음 줄보다 뒤에 있습니다: %s은 뒤로 가지 못합니다", "%[1]s's %[2]s on %[3]s is behind its start rank: soldiers never move back"}.Format(l, side, soldier, point, soldier)
	case game.FlawSoldierFile:
		return Text{"%s의 %s(%s): 강을 건너기 전에는 앞으로만 가므로 처음 세로줄에만 있을 수 있습니다", "%s's %s on %s: before the river a soldier only moves forward, so it stays on its start file"}.Format(l, side, soldier, point)
	case game.FlawGeneralsFacing:
		return Text{"두 %s이 사이에 아무것도 없이 마주 보고 있습니다", "the %ss face each other on an open file"}.Format(l, general)
	case game.FlawOpponentInCheck:
		return Text{"%s의 %s(%s)이 잡힐 수 있는데 %s 차례입니다", "%s's %s on %s can be taken, and it is %s's turn"}.Format(l, side, general, point, other)
	}
	return f.Error()
}

// twelveFlaw is Flaw on package twelve's core.
func twelveFlaw(g kind.Game, l Lang, f twelve.Flaw) string {
	side := SideName(g, f.Side).In(l)
	piece := ""
	if int(f.Type) < len(twelvePieceNames) {
		piece = twelvePieceNames[f.Type].In(l)
	}
	switch f.Kind {
	case twelve.FlawNoKing:
		return Text{"%s에게 왕이 없습니다", "%s has no king"}.Format(l, side)
	case twelve.FlawExtraKing:
		return Text{"%s의 왕이 %d개입니다 (하나여야 합니다)", "%s has %d kings, one allowed"}.Format(l, side, f.Count)
	case twelve.FlawTooMany:
		if f.Type == twelve.Soldier {
			piece = Text{"자와 후", "soldiers and lords"}.In(l)
		} else if l != Korean {
			piece += "s"
		}
		return Text{"판과 손에 %s %d개 (모두 %d개뿐입니다)", "%[2]d %[1]s on the board and in the hands; the game has %[3]d"}.Format(l, piece, f.Count, f.Max)
	case twelve.FlawSoldierFarRow:
		return Text{"%s의 자(%s)가 끝줄에 있습니다: 그곳에서는 후가 됩니다", "%s's soldier on %s is on its far row, where soldiers become lords"}.Format(l, side, f.Square)
	case twelve.FlawKingInHand:
		return Text{"%s의 손에 왕이 있습니다: 대국이 끝난 배치입니다", "%s holds a king: the game would be over"}.Format(l, side)
	}
	return f.Error()
}

// fenErrors put the errors of reading a FEN (package game's and game/twelve's, in English) into
// Korean: each pattern is one kind of error, its Korean says the same with the quoted text kept.
// An error none matches gets fenErrorKo, which says what a FEN is.
var fenErrors = []struct {
	re *regexp.Regexp
	ko string // with ${1}, ${2} ... of re's groups
}{
	{regexp.MustCompile(`^empty FEN`), "FEN이 비어 있습니다"},
	{regexp.MustCompile(`this is not text`), "글자가 아닌 것이 들어 있습니다: FEN은 영문자, 숫자, '/'와 빈칸으로 된 한 줄입니다"},
	{regexp.MustCompile(`has no '/'`), "판이 '/'로 나뉘어 있지 않습니다: FEN은 판의 줄들을 위에서부터 '/'로 나누어 적습니다"},
	{regexp.MustCompile(`the board has (\d+) ranks?, want (\d+)`), "판이 ${1}줄입니다: '/'로 나눈 ${2}줄이어야 합니다"},
	{regexp.MustCompile(`has (\d+) ranks; want (\d+)`), "판이 ${1}줄입니다: '/'로 나눈 ${2}줄이어야 합니다"},
	{regexp.MustCompile(`rank \d+ ("[^"]*"[^ ]*) has more than (\d+) points`), "판의 한 줄 ${1}의 칸이 ${2}개보다 많습니다"},
	{regexp.MustCompile(`rank \d+ ("[^"]*"[^ ]*) is longer than (\d+) files`), "판의 한 줄 ${1}의 칸이 ${2}개보다 많습니다"},
	{regexp.MustCompile(`rank \d+ ("[^"]*"[^ ]*) has (\d+) (?:points|files),? want (\d+)`), "판의 한 줄 ${1}의 칸이 ${2}개입니다: ${3}개여야 합니다"},
	{regexp.MustCompile(`('[^']*'|"[^"]*"|\S+) is not a piece letter`), "${1}은(는) 말을 나타내는 글자가 아닙니다"},
	{regexp.MustCompile(`the side to move must be w`), "둘 차례는 w(초) 또는 b(한)로 적어야 합니다"},
	{regexp.MustCompile(`missing side to move`), "판 다음에 둘 차례(w 또는 b)가 없습니다"},
	{regexp.MustCompile(`the hand must end with '\]'`), "손에 든 말의 목록이 ']'로 끝나지 않습니다"},
	{regexp.MustCompile(`is not a number from (\d+) to (\d+)`), "수를 센 값이 ${1}에서 ${2} 사이의 수가 아닙니다"},
	{regexp.MustCompile(`unexpected (?:field|text)`), "FEN 끝에 알 수 없는 내용이 있습니다"},
}

const fenErrorKo = "FEN으로 읽을 수 없습니다: FEN은 판의 줄들을 위에서부터 '/'로 나누어 적고, 빈칸을 두고 둘 차례(w 또는 b)를 적습니다"

// FENError says why text pasted or typed in the editor is no FEN: the reader's own words in
// English, and in Korean the same said in Korean (see fenErrors).
func FENError(l Lang, err error) string {
	if l != Korean {
		return FENBad.Format(l, err)
	}
	msg := err.Error()
	for _, e := range fenErrors {
		if m := e.re.FindStringSubmatchIndex(msg); m != nil {
			return FENBad.Format(l, string(e.re.ExpandString(nil, e.ko, msg, m)))
		}
	}
	return FENBad.Format(l, fenErrorKo)
}
