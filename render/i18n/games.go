package i18n

import (
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/record"
)

// The games' labels are for kind.Game: Janggi, Twelve Janggi, Xiangqi (and Dobutsu, which only
// records hold: it has Twelve Janggi's words). Xiangqi's sides are Red and Black, never Cho and
// Han, and Twelve Janggi's pieces have their own names.

// GameOf returns the game of a rules preset of package game (Janggi or Xiangqi).
func GameOf(r *game.Rules) kind.Game {
	if r != nil && r.Game == kind.Xiangqi {
		return kind.Xiangqi
	}
	return kind.Janggi
}

var gameNames = map[kind.Game]Text{
	kind.Janggi: {"장기", "Janggi"}, kind.Twelve: {"십이장기", "Twelve Janggi"}, kind.Xiangqi: {"샹치 (중국 장기)", "Xiangqi"},
	kind.Dobutsu: {"동물 쇼기", "Dobutsu shogi"},
}

// GameName returns game g's name.
func GameName(g kind.Game, l Lang) string { return gameNames[g].In(l) }

// gameWords are the words a game has of its own: for its two sides (Janggi's Cho and Han, Twelve
// Janggi's Red and Blue, its rulebook's "Red moves first, then Blue", Xiangqi's Red and Black),
// the characters on its pieces, and the reasons a game ends that read better said of it.
type gameWords struct {
	name, wins, choice, level, playAs [2]Text
	// hanja are the characters on the pieces, by side and by the rules core's piece type.
	hanja [2][]string
	// reasons say why a game ended where the rules core's own words (game.Reason) do not fit.
	reasons map[game.Reason]Text
	// themeNames and themeGoals name the puzzles' themes and say what each asks (Themes).
	themeNames, themeGoals []Text
}

// twelveHanja are the characters on Twelve Janggi's pieces (the counters' faces), the same on
// both sides.
var twelveHanja = []string{
	twelve.King:     "王",
	twelve.General:  "將",
	twelve.Elephant: "相",
	twelve.Soldier:  "子",
	twelve.Lord:     "侯",
}

// twelveWords are Twelve Janggi's words.
var twelveWords = &gameWords{
	hanja:      [2][]string{twelveHanja, twelveHanja},
	themeNames: twelveThemeNames, themeGoals: twelveThemeGoals,
	reasons: map[game.Reason]Text{
		game.MoveLimit:    {"양쪽 합해 300수: 무승부", "draw after 300 plies (both sides' moves)"},
		game.Repetition:   {"같은 국면 네 번: 무승부", "the same position four times: draw"},
		game.KingCaptured: {"왕 잡힘", "king captured"},
		game.CampReached:  {"왕이 상대 진영에서 한 수를 버팀", "king reached the camp and survived a turn"},
		game.NoLegalMove:  {"둘 수 있는 수 없음", "no legal move"},
	},
	name:   [2]Text{{"빨강", "Red"}, {"파랑", "Blue"}},
	wins:   [2]Text{{"빨강 승리", "Red wins"}, {"파랑 승리", "Blue wins"}},
	choice: [2]Text{{"빨강 (먼저 둠)", "Red (moves first)"}, {"파랑", "Blue"}},
	level:  [2]Text{{"빨강 컴퓨터 수준", "Red's computer level"}, {"파랑 컴퓨터 수준", "Blue's computer level"}},
	playAs: [2]Text{{"컴퓨터와: 내가 빨강", "Against the computer as Red"}, {"컴퓨터와: 내가 파랑", "Against the computer as Blue"}},
}

// The words of each game, the one table of what the interface says differently in each.
var wordsOf = map[kind.Game]*gameWords{
	kind.Janggi: {name: Side, wins: SideWins, choice: SideChoice, level: LevelOf, playAs: PlayAs,
		// as real Janggi sets write them: Cho's 楚 車 包 馬 象 士 卒, Han's 漢 車 包 馬 象 士 兵
		hanja: [2][]string{
			{"", "楚", "士", "象", "馬", "車", "包", "卒"},
			{"", "漢", "士", "象", "馬", "車", "包", "兵"},
		},
		themeNames: themeNames, themeGoals: themeGoals},
	kind.Twelve: twelveWords, kind.Dobutsu: twelveWords, // Dobutsu has Twelve Janggi's words
	kind.Xiangqi: {
		// Red's 帥仕相傌俥炮兵, Black's 將士象馬車砲卒
		hanja: [2][]string{
			{"", "帥", "仕", "相", "傌", "俥", "炮", "兵"},
			{"", "將", "士", "象", "馬", "車", "砲", "卒"},
		},
		themeNames: themeNames, themeGoals: themeGoals,
		name:   [2]Text{{"홍", "Red"}, {"흑", "Black"}},
		wins:   [2]Text{{"홍 승리", "Red wins"}, {"흑 승리", "Black wins"}},
		choice: [2]Text{{"홍 (먼저 둠)", "Red (moves first)"}, {"흑", "Black"}},
		level:  [2]Text{{"홍 컴퓨터 수준", "Red's computer level"}, {"흑 컴퓨터 수준", "Black's computer level"}},
		playAs: [2]Text{{"컴퓨터와: 내가 홍", "Against the computer as Red"}, {"컴퓨터와: 내가 흑", "Against the computer as Black"}},
	},
}

// words returns game g's words, an unknown game's Janggi's.
func words(g kind.Game) *gameWords {
	if w, ok := wordsOf[g]; ok {
		return w
	}
	return wordsOf[kind.Janggi]
}

// SideName names side c in game g: 초/한 (Cho/Han), 빨강/파랑 (Red/Blue) in Twelve Janggi, 홍/흑
// (Red/Black) in Xiangqi.
func SideName(g kind.Game, c game.Color) Text { return words(g).name[c&1] }

// WinsText says that side c won game g.
func WinsText(g kind.Game, c game.Color) Text { return words(g).wins[c&1] }

// SideChoiceText is the new-game screen's button for playing side c of game g.
func SideChoiceText(g kind.Game, c game.Color) Text { return words(g).choice[c&1] }

// LevelOfText labels the level of the computer playing side c of game g, computer against computer.
func LevelOfText(g kind.Game, c game.Color) Text { return words(g).level[c&1] }

// PlayAsText is the play-from dialog's choice of playing side c of game g against the computer.
func PlayAsText(g kind.Game, c game.Color) Text { return words(g).playAs[c&1] }

// Labels of the new-game screen's game choice and of Twelve Janggi.
var (
	GameLabel = Text{"게임", "Game"}

	// CampNotice announces a king that stepped into the opponent's camp: it wins unless taken at once.
	CampNotice = Text{"%s 왕이 상대 진영에 들어감!", "%s's king is in the camp!"}
	// PromotionNotice announces a soldier become a lord.
	PromotionNotice = Text{"자 → 후 (侯)", "Soldier → Lord (侯)"}
	// DropHelp is the help line about drops.
	DropHelp = Text{"손의 말 클릭 후 빈 칸 클릭: 말 놓기 (상대 진영에는 못 놓음)", "Click a piece in hand, then an empty square: drop it (not in the opponent's camp)"}
	// CampHelp explains the camp rule, shown in the panel until the first move.
	CampHelp = Text{"왕을 잡거나, 내 왕이 상대 진영(맨 끝 줄)에 들어가 한 수를 버티거나, 상대가 둘 수 있는 수가 없으면 이깁니다.",
		"Win by taking the king, by moving your king into the opponent's camp (the far row) and surviving one turn, or when the opponent has no legal move."}
	// PassKey is the help line about the pass, which Twelve Janggi and Xiangqi leave out;
	// PauseKey and RecordKeys are the lines about the pause and the records.
	PassKey    = Text{"P: 한수쉼", "P: pass"}
	PauseKey   = Text{"Space: 일시 정지 / 계속", "Space: pause / go on"}
	RecordKeys = Text{"Ctrl+S: 기보 저장, Ctrl+O: 기보 열기", "Ctrl+S: save the game, Ctrl+O: open a record"}
	// Hand labels a side's tray of captured pieces.
	Hand = Text{"%s 잡은 말", "%s's hand"}
)

// Reason returns why a game of g ended, in words: in g's own where it has them (Twelve Janggi's
// draw after 300 plies counts both sides' moves), else in the rules core's.
func Reason(g kind.Game, l Lang, r game.Reason) string {
	if t, ok := words(g).reasons[r]; ok {
		return t.In(l)
	}
	if l == English {
		return r.String()
	}
	return r.Korean()
}

// Hanja returns the character on a piece of type t (its rules core's) and side c in game g: 楚 車
// 包 ... in Janggi, 帥 俥 炮 ... in Xiangqi (Red is game.Cho), 王 將 相 子 侯 in Twelve Janggi; "" for
// no piece of g.
func Hanja[T game.PieceType | twelve.PieceType](g kind.Game, c game.Color, t T) string {
	if h := words(g).hanja[c&1]; int(t) < len(h) {
		return h[t]
	}
	return ""
}

// MoveText writes move m of position p (before it is made) as the move list shows it, in the
// notation of p's game: Janggi's as Korean records write it in the Korean interface (GibMove) and
// in the English notation of the same points in the English one (EnglishMove), with a bikjang
// marked; Xiangqi's in the coordinates printed around the board (XiangqiMove), as it has no .gib
// notation; Twelve Janggi's and Dobutsu's by the pieces' characters (twelveMove).
func MoveText(p port.Position, m port.Move, l Lang) string {
	if tp, ok := port.Core[*twelve.Position](p); ok {
		tm, _ := port.CoreMove[twelve.Move](m)
		return twelveMove(p.Rules().Game(), tp, tm)
	}
	jp, _ := port.Core[*game.Position](p)
	jm, _ := port.CoreMove[game.Move](m)
	return janggiMove(jp, jm, l)
}

// twelveMove writes move m of a position p of g, Twelve Janggi or Dobutsu (before it is made): the
// piece's character, then from-to as in FEN coordinates, "x" for a capture, "*" and the square for
// a drop, and "=侯" for a promotion, as chess writes one (a "+" would read as check): 子b2xb3,
// 將c1-c2, 子*b2, 子b3-b4=侯.
func twelveMove(g kind.Game, p *twelve.Position, m twelve.Move) string {
	if m.IsDrop() {
		return Hanja(g, p.SideToMove(), m.DropType()) + "*" + m.To().String()
	}
	s := Hanja(g, p.SideToMove(), p.PieceAt(m.From()).Type()) + m.From().String()
	if p.PieceAt(m.To()) != twelve.NoPiece {
		s += "x"
	} else {
		s += "-"
	}
	s += m.To().String()
	if m.IsPromotion() {
		s += "=" + Hanja(g, p.SideToMove(), twelve.Lord)
	}
	return s
}

// XiangqiMove writes Xiangqi move m of position p (before it is made) for the move list, in the
// coordinates printed around the board: the piece's character, from-to, "x" for a capture and
// "+" for check: 炮h3-e3, 馬h10-g8, 俥a1xa10+.
func XiangqiMove(p *game.Position, m game.Move) string {
	pc := p.At(m.From())
	s := Hanja(kind.Xiangqi, pc.Color(), pc.Type()) + m.From().String()
	if p.At(m.To()) != game.NoPiece {
		s += "x"
	} else {
		s += "-"
	}
	s += m.To().String()
	after := p.Clone()
	after.Make(m)
	if after.InCheck() {
		s += "+"
	}
	return s
}

// janggiMove is MoveText for a position of Janggi or Xiangqi.
func janggiMove(p *game.Position, m game.Move, l Lang) string {
	if p.Rules().Game == kind.Xiangqi {
		return XiangqiMove(p, m)
	}
	s := GibMove(p, m, l)
	if l == English {
		s = EnglishMove(p, m)
	}
	after := p.Clone()
	after.Make(m)
	if after.Bikjang() && !m.IsPass() {
		s += " " + BikjangMark.In(l)
	}
	return s
}

// BikjangMark follows a move in the move list that makes bikjang.
var BikjangMark = Text{"빅장", "bikjang"}

// englishLetters are the letters of Janggi's pieces in English notation: K (general), A (guard,
// "advisor"), E, H, R (chariot, "rook"), C, P (soldier, "pawn").
var englishLetters = [...]string{"", "K", "A", "E", "H", "R", "C", "P"}

// EnglishMove writes move m of position p (before it is made) in the English notation of Janggi
// players, on the .gib points (row, then column, as the board's edges number them): the piece's
// letter, from-to, "x" and the taken piece's letter for a capture, "+" for check: P71-72,
// H08-87, E44xP72, C85-55+. A pass is "Pass".
func EnglishMove(p *game.Position, m game.Move) string {
	if m.IsPass() {
		return Pass.In(English)
	}
	mover, taken := p.At(m.From()), p.At(m.To())
	s := englishLetters[mover.Type()&7] + record.GIBPoint(m.From())
	if taken != game.NoPiece {
		s += "x" + englishLetters[taken.Type()&7]
	} else {
		s += "-"
	}
	s += record.GIBPoint(m.To())
	after := p.Clone()
	after.Make(m)
	if after.InCheck() {
		s += "+"
	}
	return s
}

// Handicap games (접장기): the label of the new-game row, and what the note under it says of
// counting.
var (
	HandicapLabel = Text{"접장기", "Handicap"}
	HandicapNone  = Text{"없음 (맞장기)", "None (even game)"}
	HandicapHelp  = Text{"강한 쪽이 말 하나를 떼고 둡니다. 뗀 말의 점수는 그쪽 점수에서 빠지고, 한의 덤 1.5는 그대로입니다.",
		"The stronger side starts without one piece. Its points come off that side's count; Han keeps his 1.5 points for moving second."}
)

// Handicap names a handicap on the new-game screen: which side gives which piece ("한 차 떼기",
// "Han gives a chariot"). Against the computer the giver is the computer or the player, as the
// screen asks; hot-seat games name the sides.
func Handicap(l Lang, h game.Handicap, mode kind.Mode, human game.Color) string {
	if h.None() {
		return HandicapNone.In(l)
	}
	piece := janggiPieceNames[h.Piece]
	who := Side[h.Giver].In(l)
	if mode == kind.VsAI {
		who = Text{"컴퓨터", "Computer"}.In(l)
		if h.Giver == human {
			who = Text{"내가", "You"}.In(l)
		}
	}
	if l == English {
		article, verb := "a", "gives"
		if h.Piece == game.Elephant {
			article = "an"
		}
		if mode == kind.VsAI && h.Giver == human {
			verb = "give"
		}
		return who + " " + verb + " " + article + " " + piece.In(l)
	}
	return who + " " + piece.In(l) + " 떼기"
}
