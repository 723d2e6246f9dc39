package i18n

import (
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
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
	FENFieldHint   = Text{"FEN 입력 · Ctrl+V 붙여넣기 · Enter 불러오기 · Esc 닫기", "Type a FEN · Ctrl+V paste · Enter load · Esc close"}
	FENLabel       = Text{"FEN 문자열", "FEN"}
	EditorHelp     = Text{"말을 골라 판에 클릭하거나 끌어 놓기 · 오른쪽 클릭이나 판 밖으로 끌면 치우기", "Pick a piece, then click or drag it onto the board · right-click or drag it off to remove"}
	EditorHandHelp = Text{"오른쪽 칸은 손에 든 말입니다", "The places beside the board are the hands"}
	EditorKeys     = Text{"Ctrl+C / Ctrl+V: FEN 복사 / 붙여넣기", "Ctrl+C / Ctrl+V: copy / paste FEN"}
	Eraser         = Text{"지우개", "Eraser"}
	LoadFEN        = Text{"불러오기", "Load"}
	SetupOfSide    = Text{"%s 차림", "%s's setup"}
)

// janggiPieceNames are the pieces' names in a sentence, by game.PieceType: Janggi's and Xiangqi's
// (whose guard is the advisor).
var (
	janggiPieceNames  = [...]Text{game.General: {"장", "general"}, game.Guard: {"사", "guard"}, game.Elephant: {"상", "elephant"}, game.Horse: {"마", "horse"}, game.Chariot: {"차", "chariot"}, game.Cannon: {"포", "cannon"}, game.Soldier: {"졸(병)", "soldier"}}
	xiangqiPieceNames = [...]Text{game.General: {"장(수)", "general"}, game.Guard: {"사", "advisor"}, game.Elephant: {"상", "elephant"}, game.Horse: {"마", "horse"}, game.Chariot: {"차", "chariot"}, game.Cannon: {"포", "cannon"}, game.Soldier: {"졸(병)", "soldier"}}
	twelvePieceNames  = [...]Text{twelve.King: {"왕", "king"}, twelve.General: {"장", "general"}, twelve.Elephant: {"상", "elephant"}, twelve.Soldier: {"자", "soldier"}, twelve.Lord: {"후", "lord"}}
)

// pieceName names piece type t of game g.
func pieceName(g kind.Game, t game.PieceType, l Lang) string {
	names := janggiPieceNames[:]
	if g == kind.Xiangqi {
		names = xiangqiPieceNames[:]
	}
	if int(t) < len(names) {
		return names[t].In(l)
	}
	return ""
}

// Flaw says why a board of Janggi or Xiangqi (game g) set up in the editor cannot be played,
// naming the side, the piece and the point.
func Flaw(g kind.Game, l Lang, f game.Flaw) string {
	side := SideName(g, f.Side).In(l)
	other := SideName(g, f.Side.Other()).In(l)
	piece := pieceName(g, f.Type, l)
	palace := "d-f, 1-3"
	if f.Side == game.Han {
		palace = "d-f, 8-10"
	}
	switch f.Kind {
	case game.FlawNoGeneral:
		return Text{"%s에게 장이 없습니다", "%s has no general"}.Format(l, side)
	case game.FlawExtraGeneral:
		return Text{"%s의 장이 %d개입니다 (하나여야 합니다)", "%s has %d generals, one allowed"}.Format(l, side, f.Count)
	case game.FlawTooMany:
		return Text{"%s의 %s: %d개 (많아야 %d개)", "%[1]s has %[3]d %[2]ss, at most %[4]d"}.Format(l, side, piece, f.Count, f.Max)
	case game.FlawGeneralOutsidePalace, game.FlawGuardOutsidePalace:
		return Text{"%s의 %s(%s): 궁 밖에 있습니다 (궁: %s)", "%s's %s on %s is outside its palace (%s)"}.Format(l, side, piece, f.Square, palace)
	case game.FlawAdvisorPoint:
		return Text{"%s의 사(%s)는 궁의 모서리나 가운데에만 설 수 있습니다", "%s's advisor on %s: an advisor stands only on a corner or the centre of its palace"}.Format(l, side, f.Square)
	case game.FlawElephantPoint:
		return Text{"%s의 상(%s)은 강을 건너지 못하고 일곱 자리에만 설 수 있습니다", "%s's elephant on %s: an elephant never crosses the river and stands on seven points only"}.Format(l, side, f.Square)
	case game.FlawSoldierBehind:
		return Text{"%s의 졸(%s)이 처음 줄보다 뒤에 있습니다: 졸은 뒤로 가지 못합니다", "%s's soldier on %s is behind its start rank: soldiers never move back"}.Format(l, side, f.Square)
	case game.FlawSoldierFile:
		return Text{"%s의 졸(%s): 강을 건너기 전에는 앞으로만 가므로 처음 세로줄에만 있을 수 있습니다", "%s's soldier on %s: before the river a soldier only moves forward, so it stays on its start file"}.Format(l, side, f.Square)
	case game.FlawGeneralsFacing:
		return Text{"두 장이 사이에 아무것도 없이 마주 보고 있습니다", "the generals face each other on an open file"}.In(l)
	case game.FlawOpponentInCheck:
		return Text{"%s의 장(%s)이 잡힐 수 있는데 %s 차례입니다", "%s's general on %s can be taken, and it is %s's turn"}.Format(l, side, f.Square, other)
	}
	return f.Error()
}

// TwelveFlaw says why a board of Twelve Janggi set up in the editor cannot be played.
func TwelveFlaw(l Lang, f twelve.Flaw) string {
	side := SideName(kind.Twelve, f.Side).In(l)
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
