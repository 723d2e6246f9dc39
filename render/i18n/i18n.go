// Package i18n holds every word the window shows, in Korean and English. Each interface speaks
// one language: the English one says Cho, Han, pass and check rather than 초, 한, 한수쉼 and 장군,
// and its help explains the Korean game words a player meets in records and other programs
// (Glossary); the Korean one has no English left in it. The only exception is the language
// switch, which names the other language in that language (Language).
package i18n

import (
	"fmt"
	"slices"

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

	Pass = Text{"한수쉼", "Pass"}
	Undo = Text{"무르기", "Undo"}
	Redo = Text{"다시", "Redo"}
	Hint = Text{"훈수", "Hint"}
	Flip = Text{"판 돌리기", "Flip"}
	// The panel's short labels, for its narrow buttons: one move back and on, turn the board.
	StepBack  = Text{"← 복기", "← Back"}
	StepOn    = Text{"복기 →", "Next →"}
	FlipShort = Text{"회전", "Flip"}
	NewGame   = Text{"새 대국", "New game"}
	Skin      = Text{"말 모양", "Pieces"}
	Menu      = Text{"메뉴", "Menu"}
	Resign    = Text{"기권", "Resign"}
	Review    = Text{"복기", "Review"}
	Resume    = Text{"계속", "Resume"}
	Quit      = Text{"끝내기", "Quit"}
	Start     = Text{"대국 시작", "Start"}
	Cancel    = Text{"취소", "Cancel"}
	Help      = Text{"도움말", "Help"}
	Close     = Text{"닫기", "Close"}

	// Side names Janggi's sides: 초 and 한, Cho and Han in English (SideName names any game's).
	Side      = [2]Text{{"초", "Cho"}, {"한", "Han"}}
	SideWins  = [2]Text{{"초 승리", "Cho wins"}, {"한 승리", "Han wins"}}
	DrawGame  = Text{"무승부", "Draw"}
	ToMove    = Text{"차례", "to move"}
	Points    = Text{"점수", "Points"}
	Deom      = Text{"덤 %s 포함", "incl. deom %s"}
	Moves     = Text{"기보", "Moves"}
	Person    = Text{"사람", "Player"}
	Computer  = Text{"컴퓨터 %s", "Computer %s"}
	Thinking  = Text{"생각 중", "thinking"}
	Depth     = Text{"깊이 %d  평가 %+d", "depth %d  eval %+d"}
	HintWait  = Text{"훈수를 찾는 중", "Looking for a hint"}
	Reviewing = Text{"복기 중: %d수째 (→ 다음, End 현재)", "Reviewing move %d (→ next, End: back to the game)"}
	Counted   = Text{"점수 판정: %s %s · %s %s", "Counted: %s %s · %s %s"}
	PointsAt  = Text{"점수: %s %s · %s %s", "Points: %s %s · %s %s"}

	// The question before a pass that decides the game.
	PassTitle          = Text{"한수쉼할까요?", "Pass?"}
	PassEndsNow        = Text{"지금 한수쉼하면 대국이 끝납니다.", "Passing now ends the game."}
	PassAcceptsBikjang = Text{"지금 한수쉼하면 빅장을 받아들여 대국이 끝납니다.", "Passing now accepts the bikjang and ends the game."}
	PassBack           = Text{"이어서 %s도 한수쉼하면 대국이 끝납니다.", "If %s then passes too, the game ends."}
	PassAnyway         = Text{"그래도 한수쉼", "Pass anyway"}

	Check      = Text{"장군!", "Check!"}
	Bikjang    = Text{"빅장!", "Bikjang!"}
	PassNotice = Text{"%s 한수쉼", "%s passes"}
	AIFailed   = Text{"컴퓨터 오류: %v", "Computer error: %v"}

	// The new-game screen.
	ModeLabel    = Text{"대국 방식", "Mode"}
	ModeNames    = [3]Text{{"컴퓨터와 대국", "Against the computer"}, {"둘이서 (한 컴퓨터)", "Two players (hot-seat)"}, {"컴퓨터끼리", "Computer against computer"}}
	YourSide     = Text{"내 편", "Your side"}
	SideChoice   = [2]Text{{"초 (먼저 둠)", "Cho (moves first)"}, {"한", "Han"}}
	LevelLabel   = Text{"컴퓨터 수준", "Computer level"}
	LevelOf      = [2]Text{{"초 컴퓨터 수준", "Cho's computer level"}, {"한 컴퓨터 수준", "Han's computer level"}}
	RulesLabel   = Text{"규칙", "Rules"}
	SetupLabel   = [2]Text{{"초 차림", "Cho's setup"}, {"한 차림 (먼저 고름)", "Han's setup (chosen first)"}}
	SetupHelp    = Text{"마: 말, 상: 코끼리. 각자 자기 자리에서 보는 대로 왼쪽부터 적습니다.", "H: horse, E: elephant, from the left as each player sees the board from his seat."}
	AutoFlip     = Text{"둘 때마다 판 돌리기", "Turn the board after each move"}
	Preview      = Text{"미리 보기", "Preview"}
	NewGameTitle = Text{"새 대국", "New game"}

	// The menu. A switch shows what it switches and its state, the same way for all (On, Off).
	SkinNames = [2]Text{{"한자 말", "Hanja counters"}, {"그림 말", "Picture counters"}}
	// SkinShort names the skin shown on the panel's switch: 한자 말, Hanja.
	SkinShort = [2]Text{{"한자 말", "Hanja"}, {"그림 말", "Pictures"}}
	Language  = Text{"English", "한국어"} // the label names the language the button switches to, in that language
	// LanguageName names the language switch.
	LanguageName = Text{"언어 Language", "Language 언어"}
	Sound        = Text{"소리", "Sound"}
	LegalDots    = Text{"둘 곳 표시", "Show legal moves"}
	On           = Text{"켬", "on"}
	Off          = Text{"끔", "off"}

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
		LanguageKey,
		{"M: 소리 켜기 / 끄기", "M: sound on / off"},
		PauseKey,
		RecordKeys,
		CopyPasteKeys,
		AnalysisKeys,
		AnalysisHelp,
		{"Esc: 메뉴, ?: 이 도움말, Ctrl+Q: 끝내기", "Esc: menu, ?: this help, Ctrl+Q: quit"},
	}
	// LanguageKey is the help's line about L, which names both languages in their own words.
	LanguageKey = Text{"L: English / 한국어", "L: 한국어 / English"}

	// GlossaryTitle heads the help's words of Janggi, which the English interface says in English
	// or in Latin letters and explains here once.
	GlossaryTitle = Text{"장기 용어", "Janggi words"}
	Glossary      = []Text{
		{"초, 한: 두 편. 초(녹색)가 먼저 둡니다.", "Cho (초), Han (한): the two sides; Cho (green) moves first."},
		{"장군: 장을 잡겠다는 수. 멍군: 장군을 막는 수.", "Check: 장군 (janggun); the reply that parries it: 멍군 (meonggun)."},
		{"한수쉼: 말을 움직이지 않고 차례를 넘김. 양측 한수쉼(둘 다 잇달아 쉼)이면 대국이 끝납니다.", "Pass: 한수쉼 (hansuswim), skip a turn; a double pass (both in a row) ends the game."},
		{"빅장: 두 장이 사이에 아무것도 없이 마주 봄. 풀지 않으면 대국이 끝납니다.", "Bikjang: 빅장, the generals face each other on an open file; unless it is broken, the game ends."},
		{"점수와 덤: 남은 말의 점수. 나중에 두는 한은 덤 1.5점을 받습니다.", "Points and deom: the value of the pieces left; Han, moving second, gets 1.5 (덤, deom)."},
		{"기보: 71졸72는 졸이 7행 1열에서 7행 2열로 간 수 (판 가장자리의 숫자).", "Moves: P71-72 is a soldier (P) from 71 to 72, row then column as the board's edges number them."},
	}
)

// GibMove writes move m of position p (before it is made) as .gib records do (record.GIBMove),
// which is how Korean players read moves: 71졸72, 74상42병, 85포55장군. A pass is 한수쉼
// ("Pass" in the English interface).
func GibMove(p *game.Position, m game.Move, l Lang) string {
	if m.IsPass() {
		return Pass.In(l)
	}
	return record.GIBMove(p, m)
}

// presetNames name the rules presets for menus and titles; their descriptions say the rest.
var presetNames = map[string]Text{
	"standard":    {"표준", "Standard"},
	"casual":      {"친선", "Casual"},
	"traditional": {"전통", "Traditional"},
	"modern":      {"현대 (카카오)", "Modern (Kakao)"},
	// yeeqia and chessplayx are named by what sets them apart, as a Korean player would look for
	// them; their descriptions keep the sites' names.
	"yeeqia":     {"궁 잡기 · 수당 40초", "General capture, 40 s"},
	"chessplayx": {"수 제한 없음", "No move limit"},
	"kja":        {"대한장기협회", "KJA"},
	"xiangqi":    {"샹치", "Xiangqi"},
}

// presetKorean translates each preset's Description (package game's, in English), which is kept
// beside it as it was translated: a test fails when the two part, so that a change of the rules'
// words cannot leave the Korean interface describing the old rules.
var presetKorean = map[string]Text{
	"standard": {"대회 규칙: 빅장, 양측 한수쉼, 동형반복, 잡지 않고 둔 100수는 점수로 판정합니다",
		"Tournament rules: bikjang, double pass, repetition and 100 quiet plies are decided by counting"},
	"casual": {"빅장도 점수 판정도 없음: 양측 한수쉼, 동형반복, 잡지 않고 둔 100수는 무승부입니다",
		"No bikjang, no counting: double pass, repetition and 100 quiet plies are draws"},
	"traditional": {"빅장은 무승부, 점수 판정은 하지 않습니다", "Bikjang is a draw; nothing is counted"},
	"modern": {"카카오 규칙: 빅장 없음, 양측 한수쉼과 잡지 않고 둔 200수는 점수 판정, 왔다 갔다 하는 반복수는 둘 수 없습니다",
		"Kakao rules: no bikjang; double pass and 200 quiet plies are counted; back-and-forth repetition is illegal"},
	"yeeqia": {"이끼아(janggi.yeeqia.com) 규칙: 공격받는 장을 잡을 수 있고, 모두 240수에서 점수 판정, 수당 40초",
		"janggi.yeeqia.com: an attacked general may be captured; 240 plies in all are counted; 40 s a move"},
	"chessplayx": {"체스플레이엑스(ChessPlayX) 규칙: 빅장, 양측 한수쉼, 세 번째 동형반복은 점수 판정, 수 제한 없음",
		"ChessPlayX: bikjang, double pass and the third repetition are counted; no move limit"},
	"kja": {"대한장기협회 규칙: 빅장과 동형반복은 양측 모두 30점 미만일 때만 점수로 판정합니다",
		"Korea Janggi Association: bikjang and repetition count only while both sides are under 30 points"},
	"xiangqi": {"샹치 (세계샹치연맹 규칙): 두 장이 마주 볼 수 없고, 둘 수 없거나 연속 장군이나 연속 추격을 하면 집니다",
		"Xiangqi (World Xiangqi Federation): flying general forbidden, stalemate loses, perpetual check and perpetual chase lose"},
}

// Preset returns a rules preset's name for menus and titles: 표준, Standard; KJA.
func Preset(l Lang, r *game.Rules) string {
	if t, ok := presetNames[r.Name]; ok {
		return t.In(l)
	}
	return r.Name
}

// Description returns what a rules preset is, in a line: game.Rules.Description in English, its
// translation in Korean.
func Description(l Lang, r *game.Rules) string {
	if t, ok := presetKorean[r.Name]; ok && l == Korean {
		return t.Ko
	}
	return r.Description
}

// Setup returns a setup's name: 마상상마 in Korean, HEEH (H horse, E elephant; SetupHelp) in
// English.
func Setup(l Lang, s game.Setup) string {
	if l == English {
		return s.String()
	}
	return s.Korean()
}

// SideSetup names side c's setup as its player sees it from his seat, as Korean sites do: Han
// sits across the board, so his left is Cho's right and his 마상마상 is Cho's 상마상마 (game.Setup
// names both sides from Cho's seat).
func SideSetup(l Lang, s game.Setup, c game.Color) string {
	name := []rune(Setup(l, s))
	if c == game.Han {
		slices.Reverse(name)
	}
	return string(name)
}
