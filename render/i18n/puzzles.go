package i18n

import (
	"janggi/game"
	"janggi/game/kind"
)

// The puzzles' screen (묘수풀이).
var (
	Puzzles     = Text{"묘수풀이", "Puzzles"}
	PuzzleTitle = Text{"묘수풀이 %s", "Puzzle %s"}
	// themeNames name the puzzles' themes, in the order of puzzle.Themes.
	themeNames = []Text{
		{"한 수 외통", "Mate in 1"},
		{"두 수 외통", "Mate in 2"},
		{"세 수 외통", "Mate in 3"},
		{"기물 얻기", "Win material"},
		{"수비", "Defence"},
	}
	// themeGoals say what a puzzle of each theme asks, in the same order.
	themeGoals = []Text{
		{"한 수 만에 외통을 만드세요.", "Checkmate in one move."},
		{"두 수 만에 외통을 만드세요. 상대의 응수는 자동으로 둡니다.", "Checkmate in two moves; the opponent's reply is played for it."},
		{"세 수 만에 외통을 만드세요. 상대의 응수는 자동으로 둡니다.", "Checkmate in three moves; the opponent's replies are played for it."},
		{"상대 기물을 얻는 수를 찾으세요.", "Find the move that wins material."},
		{"상대가 위협하고 있습니다. 막아 내는 단 하나의 수를 찾으세요.", "The opponent threatens: find the one move that holds."},
	}
	// twelveThemeNames and twelveThemeGoals are themeNames and themeGoals of Twelve Janggi's
	// puzzles (wins in 1, 2 or 3: the king taken, or the king's stay in the other camp).
	twelveThemeNames = []Text{
		{"한 수 승리", "Win in 1"},
		{"두 수 승리", "Win in 2"},
		{"세 수 승리", "Win in 3"},
	}
	twelveThemeGoals = []Text{
		{"한 수 만에 이기세요: 상대 왕을 잡거나, 내 왕을 상대 진영에 넣어 한 수를 버티세요.",
			"Win in one move: take the king, or bring yours into the other camp to stay a turn."},
		{"두 수 만에 이기세요: 상대 왕을 잡거나, 내 왕을 상대 진영에 넣어 한 수를 버티세요. 상대의 응수는 자동으로 둡니다.",
			"Win in two moves: take the king, or bring yours into the other camp to stay a turn; the opponent's reply is played for it."},
		{"세 수 만에 이기세요: 상대 왕을 잡거나, 내 왕을 상대 진영에 넣어 한 수를 버티세요. 상대의 응수는 자동으로 둡니다.",
			"Win in three moves: take the king, or bring yours into the other camp to stay a turn; the opponent's replies are played for it."},
	}
	// PuzzleRules names the rules a puzzle is posed under, and what they make of the endings
	// on points (PuzzleRulesNote).
	PuzzleRules    = Text{"규칙: %s (%s)", "Rules: %s (%s)"}
	puzzleCounted  = Text{"빅장과 양측 한수쉼은 점수로 승패", "bikjang and a double pass are won on points"}
	puzzlePassOnly = Text{"양측 한수쉼은 점수로 승패", "a double pass is won on points"}
	puzzleNoCount  = Text{"점수 계산 없음: 외통으로만 이김", "no counting: only a checkmate wins"}
	puzzleXiangqi  = Text{"외통이나 둘 수 없게 만들면 이김", "checkmate or stalemate wins"}
	PuzzleToMove   = Text{"%s 차례", "%s to move"}
	PuzzleRating   = Text{"내 점수 %d", "Your rating %d"}
	PuzzleStreak   = Text{"연속 정답 %d (최고 %d)", "Streak %d (best %d)"}
	PuzzleLevel    = Text{"문제 난이도 %d", "Puzzle rating %d"}
	PuzzleRight    = Text{"좋은 수입니다! 계속하세요.", "Good move! Go on."}
	PuzzleReply    = Text{"상대의 응수: %s", "The reply: %s"}
	PuzzleSolved   = Text{"정답입니다! 점수 %+d", "Solved! Rating %+d"}
	PuzzleSolvedNo = Text{"정답입니다 (점수는 그대로).", "Solved (the rating stays)."}
	PuzzleWrong    = Text{"틀렸습니다: %s. 점수 %+d. 다시 해 보거나 정답을 보세요.", "Wrong: %s. Rating %+d. Try again, or show the solution."}
	PuzzleWrongNo  = Text{"틀렸습니다: %s. 다시 해 보거나 정답을 보세요.", "Wrong: %s. Try again, or show the solution."}
	PuzzleShown    = Text{"정답: %s", "Solution: %s"}
	HintPiece      = Text{"훈수: 빛나는 말을 움직이세요.", "Hint: move the piece that glows."}
	HintTarget     = Text{"훈수: 화살표대로 두세요.", "Hint: play the arrow's move."}
	ShowSolution   = Text{"정답 보기", "Solution"}
	NextPuzzle     = Text{"다음 문제", "Next puzzle"}
	BackToGame     = Text{"대국으로", "Back to game"}
	// PuzzleGame is the button that shows the game of the puzzles and goes on to the next game's.
	PuzzleGame     = Text{"게임: %s", "Game: %s"}
	PuzzleHelpKeys = []Text{
		{"클릭 또는 끌기: 말 움직이기", "Click or drag: move a piece"},
		{"H: 훈수 (먼저 움직일 말, 다시 누르면 갈 곳)", "H: hint (the piece to move, then where it goes)"},
		{"Enter 또는 N: 다음 문제", "Enter or N: next puzzle"},
		{"F: 판 돌리기", "F: flip the board"},
		{"G: 장기 / 샹치 / 십이장기 문제 바꾸기 (점수는 게임마다 따로)", "G: Janggi, Xiangqi or Twelve Janggi puzzles (a rating for each)"},
		{"S: 말 모양 바꾸기 (한자 / 그림)", "S: switch pieces (hanja / pictures)"},
		LanguageKey,
		{"점수: 문제를 풀면 오르고 틀리면 내립니다. 훈수를 쓰면 반만 칩니다.", "Rating: solving raises it, a wrong move lowers it; a hint counts half."},
		{"Esc: 메뉴, ?: 이 도움말, Ctrl+Q: 끝내기", "Esc: menu, ?: this help, Ctrl+Q: quit"},
	}
)

// Themes returns the names of game g's puzzles' themes and what a puzzle of each asks, in the
// order of puzzle.Themes: Twelve Janggi's (and Dobutsu's) mates are wins, the king taken or the
// king's stay in the camp.
func Themes(g kind.Game) (names, goals []Text) {
	w := words(g)
	return w.themeNames, w.themeGoals
}

// PuzzleRulesNote says what the rules r make of the endings that are no checkmate: won on points
// (standard), none won (casual), or Xiangqi's stalemate.
func PuzzleRulesNote(l Lang, r *game.Rules) string {
	switch {
	case r.Game == kind.Xiangqi:
		return puzzleXiangqi.In(l)
	case r.Bikjang == game.BikjangCounted:
		return puzzleCounted.In(l)
	case r.CountDoublePass:
		return puzzlePassOnly.In(l)
	}
	return puzzleNoCount.In(l)
}

// puzzleTexts lists the puzzles' texts for Texts.
func puzzleTexts() []Text {
	out := []Text{Puzzles, PuzzleTitle, PuzzleRules, puzzleCounted, puzzlePassOnly, puzzleNoCount, puzzleXiangqi, PuzzleToMove, PuzzleRating, PuzzleStreak, PuzzleLevel, PuzzleRight, PuzzleReply,
		PuzzleSolved, PuzzleSolvedNo, PuzzleWrong, PuzzleWrongNo, PuzzleShown, HintPiece, HintTarget, ShowSolution, NextPuzzle, BackToGame, PuzzleGame}
	out = append(out, themeNames...)
	out = append(out, themeGoals...)
	out = append(out, twelveThemeNames...)
	out = append(out, twelveThemeGoals...)
	return append(out, PuzzleHelpKeys...)
}
