// Package i18n holds every word the window shows, in Korean and English. Piece and rule names stay
// Korean in the English interface too, with the English word alongside (장군 · check), because
// that is what players meet in records and in other programs.
package i18n

import (
	"fmt"

	"janggi/clock"
	"janggi/game"
	"janggi/record"
)

// Lang is an interface language.
type Lang uint8

// The interface languages.
const (
	Korean Lang = iota
	English
)

// String returns "ko" or "en".
func (l Lang) String() string {
	if l == English {
		return "en"
	}
	return "ko"
}

// Text is one label in both languages.
type Text struct{ Ko, En string }

// In returns the label in language l.
func (t Text) In(l Lang) string {
	if l == English {
		return t.En
	}
	return t.Ko
}

// Format returns the label in language l with the arguments filled in (fmt verbs).
func (t Text) Format(l Lang, args ...any) string { return fmt.Sprintf(t.In(l), args...) }

// The signs on buttons, the same in both languages; All lists them, so that the font test
// finds a sign the embedded font lacks (the level's minus was an en dash until it had U+2212).
const (
	Minus    = "−" // U+2212 MINUS SIGN: one level down
	Plus     = "+"
	Previous = "◀"
	Next     = "▶"
	First    = "|◀"
	Last     = "▶|"
)

// The labels of the window.
var (
	Title = Text{"장기", "Janggi"}

	Pass    = Text{"한수쉼", "Pass 한수쉼"}
	Undo    = Text{"무르기", "Undo"}
	Redo    = Text{"다시", "Redo"}
	Hint    = Text{"훈수", "Hint"}
	Flip    = Text{"판 돌리기", "Flip"}
	NewGame = Text{"새 대국", "New game"}
	Skin    = Text{"말 모양", "Pieces"}
	Menu    = Text{"메뉴", "Menu"}
	Resign  = Text{"기권", "Resign"}
	Review  = Text{"복기", "Review"}
	Resume  = Text{"계속", "Resume"}
	Quit    = Text{"끝내기", "Quit"}
	Start   = Text{"대국 시작", "Start"}
	Cancel  = Text{"취소", "Cancel"}
	Help    = Text{"도움말", "Help"}
	Close   = Text{"닫기", "Close"}

	Side = [2]Text{{"초", "Cho 초"}, {"한", "Han 한"}}
	// SideShort names a side in one word, for notices on the board.
	SideShort = [2]Text{{"초", "Cho"}, {"한", "Han"}}
	SideWins  = [2]Text{{"초 승리", "Cho 초 wins"}, {"한 승리", "Han 한 wins"}}
	DrawGame  = Text{"무승부", "Draw"}
	ToMove    = Text{"차례", "to move"}
	Points    = Text{"점수", "Points"}
	Deom      = Text{"덤 %s", "덤 deom %s"}
	Moves     = Text{"기보", "Moves"}
	Person    = Text{"사람", "Player"}
	Computer  = Text{"컴퓨터 %s", "Computer %s"}
	Thinking  = Text{"생각 중", "Thinking"}
	Depth     = Text{"깊이 %d  평가 %+d", "depth %d  eval %+d"}
	HintWait  = Text{"훈수를 찾는 중", "Looking for a hint"}
	Reviewing = Text{"복기 중: %d수째 (→ 다음, End 현재)", "Reviewing move %d (→ next, End: back to the game)"}
	Counted   = Text{"계가: 초 %s · 한 %s", "Counted 계가: Cho %s · Han %s"}
	PointsAt  = Text{"점수: 초 %s · 한 %s", "Points: Cho %s · Han %s"}

	Check      = Text{"장군!", "장군 · Check!"}
	Bikjang    = Text{"빅장", "빅장 · Bikjang"}
	PassNotice = Text{"%s 한수쉼", "%s 한수쉼 · pass"}
	AIFailed   = Text{"컴퓨터 오류: %v", "Computer error: %v"}

	// The new-game screen.
	ModeLabel    = Text{"대국 방식", "Mode"}
	ModeNames    = [3]Text{{"컴퓨터와 대국", "Against the computer"}, {"둘이서 (한 컴퓨터)", "Two players (hot-seat)"}, {"컴퓨터끼리", "Computer against computer"}}
	YourSide     = Text{"내 편", "Your side"}
	SideChoice   = [2]Text{{"초 (먼저 둠)", "Cho 초 (moves first)"}, {"한", "Han 한"}}
	LevelLabel   = Text{"컴퓨터 수준", "Computer level"}
	LevelOf      = [2]Text{{"초 컴퓨터 수준", "Cho computer level"}, {"한 컴퓨터 수준", "Han computer level"}}
	RulesLabel   = Text{"규칙", "Rules"}
	SetupLabel   = [2]Text{{"초 차림", "Cho 초 setup"}, {"한 차림 (먼저 고름)", "Han 한 setup (chosen first)"}}
	AutoFlip     = Text{"둘 때마다 판 돌리기", "Turn the board after each move"}
	Preview      = Text{"미리 보기", "Preview"}
	NewGameTitle = Text{"새 대국", "New game"}

	// The menu.
	SkinNames = [2]Text{{"한자 말", "Hanja counters"}, {"그림 말", "Picture counters"}}
	Language  = Text{"English", "한국어"} // the label names the language the button switches to
	SoundOn   = Text{"소리: 켬", "Sound: on"}
	SoundOff  = Text{"소리: 끔", "Sound: off"}
	HintsOn   = Text{"둘 곳 표시: 켬", "Legal moves: shown"}
	HintsOff  = Text{"둘 곳 표시: 끔", "Legal moves: hidden"}

	HelpTitle = Text{"단축키", "Keys"}
	HelpKeys  = []Text{
		{"클릭 또는 끌기: 말 움직이기", "Click or drag: move a piece"},
		{"← →: 기보 앞뒤로 보기, Home/End: 처음/현재", "← →: step through the moves, Home/End: first/current"},
		{"Ctrl+Z / Ctrl+Y: 무르기 / 다시", "Ctrl+Z / Ctrl+Y: undo / redo"},
		PassKey,
		{"F: 판 돌리기", "F: flip the board"},
		{"S: 말 모양 바꾸기 (한자 / 그림)", "S: switch pieces (hanja / pictures)"},
		{"H: 훈수 (컴퓨터가 추천하는 수)", "H: hint (the computer's suggestion)"},
		{"N: 새 대국", "N: new game"},
		{"L: 한국어 / English", "L: English / 한국어"},
		{"M: 소리 켜기 / 끄기", "M: sound on / off"},
		PauseKey,
		RecordKeys,
		{"Esc: 메뉴, ?: 이 도움말, Ctrl+Q: 끝내기", "Esc: menu, ?: this help, Ctrl+Q: quit"},
	}
)

// PieceName returns the Korean name of a piece type as the side calls it (Cho's soldier is 졸,
// Han's is 병), with the English name alongside in the English interface.
func PieceName(l Lang, c game.Color, t game.PieceType) string {
	ko := pieceKorean[t]
	if t == game.Soldier && c == game.Han {
		ko = "병"
	}
	if l == English {
		return ko + " " + t.String()
	}
	return ko
}

var pieceKorean = [...]string{"", "장", "사", "상", "마", "차", "포", "졸"}

// PieceKorean returns the one-syllable Korean name used in move notation (차, 포, 마, 졸, 병 ...).
func PieceKorean(p game.Piece) string {
	if p.Type() == game.Soldier && p.Color() == game.Han {
		return "병"
	}
	return pieceKorean[p.Type()]
}

// GibMove writes move m of position p (before it is made) as .gib records do (record.GIBMove),
// which is how Korean players read moves: 71졸72, 74상42병, 85포55장군. A pass is 한수쉼
// ("Pass 한수쉼" in the English interface).
func GibMove(p *game.Position, m game.Move, l Lang) string {
	if m.IsPass() {
		return Pass.In(l)
	}
	return record.GIBMove(p, m)
}

// Reason returns why a game ended, in words.
func Reason(l Lang, r game.Reason) string {
	if l == English {
		return r.String()
	}
	return r.Korean()
}

var presetKorean = map[string]string{
	"standard": "표준", "casual": "친선", "traditional": "전통", "modern": "현대 (카카오)",
	"yeeqia": "이끼아", "chessplayx": "체스플레이엑스", "kja": "대한장기협회", "xiangqi": "중국 장기 (상치)",
}

// Preset returns a rules preset's name for menus.
func Preset(l Lang, r *game.Rules) string {
	if ko, ok := presetKorean[r.Name]; ok && l == Korean {
		return ko
	}
	return r.Name
}

// Setup returns a setup's name: 마상상마 in Korean, "HEEH 마상상마" in English.
func Setup(l Lang, s game.Setup) string {
	if l == English {
		return s.String() + " " + s.Korean()
	}
	return s.Korean()
}

// All returns every label and name the window can show in either language, for the test that
// the embedded font has every character.
func All() []string {
	out := append(gameLabels(), Minus, Plus, Previous, Next, First, Last)
	add := func(ts ...Text) {
		for _, t := range ts {
			out = append(out, t.Ko, t.En)
		}
	}
	add(Title, Pass, Undo, Redo, Hint, Flip, NewGame, Skin, Menu, Resign, Review, Resume, Quit, Start,
		Cancel, Help, Close, DrawGame, ToMove, Points, Deom, Moves, Person, Computer, Thinking, Depth,
		HintWait, Reviewing, Counted, PointsAt, Check, Bikjang, PassNotice, AIFailed,
		ModeLabel, YourSide, LevelLabel, RulesLabel, AutoFlip, Preview, NewGameTitle, Language,
		SoundOn, SoundOff, HintsOn, HintsOff, HelpTitle)
	add(Side[:]...)
	add(SideShort[:]...)
	add(SideWins[:]...)
	add(ModeNames[:]...)
	add(SideChoice[:]...)
	add(LevelOf[:]...)
	add(SetupLabel[:]...)
	add(SkinNames[:]...)
	add(HelpKeys...)
	add(levelNames[:]...)
	add(TimeLabel, NoClock, PresetClock, Pause, Paused, PausedHint, PointsShort, AutoMoved)
	add(Save, SaveTitle, SaveGIB, SavePGN, SaveWhere, Saving, Saved, SaveFailed, Open, OpenEmpty, OpenHint,
		OpenFailed, Opened, OpenedFEN, FirstOfGames, Viewing, PlayFrom, PlayFromHow, PlayFromTop, ResumeTitle, ResumeGame, ResumeInfo,
		AutosaveFail, ClockLabel)
	add(PlayAs[:]...)
	for _, l := range []Lang{Korean, English} {
		for c := game.Cho; c <= game.Han; c++ {
			for t := game.General; t <= game.Soldier; t++ {
				out = append(out, PieceName(l, c, t))
			}
		}
		for r := game.NoReason; r <= game.KingCaptured; r++ {
			out = append(out, Reason(l, r))
		}
		for _, p := range game.Presets() {
			out = append(out, Preset(l, p), p.Description)
		}
		for _, s := range game.Setups() {
			out = append(out, Setup(l, s))
		}
		for _, r := range game.Presets() {
			for _, tc := range clock.Suggested(r) {
				out = append(out, TimeControl(l, tc))
			}
		}
	}
	return out
}
