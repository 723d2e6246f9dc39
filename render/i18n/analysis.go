package i18n

// The words of the game analysis (the Analyse button, the evaluation graph, the classes).
var (
	Analyse       = Text{"분석", "Analyse"}
	AnalyseDeeper = Text{"깊이 분석", "Deeper"}
	StopAnalysis  = Text{"분석 중지", "Stop"}
	// Analysing is the progress line: the strength, the positions done and in all.
	Analysing = Text{"분석 중 (%s) %d/%d", "Analysing (%s) %d/%d"}
	Analysed  = Text{"분석 (%s)", "Analysis (%s)"}
	// FromFile names an analysis read from the record opened (its annotations), not run here.
	FromFile = Text{"기보에 적힌 분석", "from the record"}
	Quick    = Text{"빠르게", "quick"}
	Deep     = Text{"깊게", "deep"}
	// GraphLabel names the graph's scale: Cho's expected score, from 0 to 100%.
	GraphLabel = Text{"초의 승률", "Cho's winning chance"}
	// SideAccuracy is a side's summary: its name, accuracy and the counts of ?!, ? and ??.
	SideAccuracy = Text{"%s 정확도 %.0f%% · ?! %d · ? %d · ?? %d", "%s accuracy %.0f%% · ?! %d · ? %d · ?? %d"}
	// Better is the engine's better move and its line.
	Better = Text{"더 나은 수: %s", "Better: %s"}
	// ResultChange says a Twelve Janggi move changed the solved result.
	ResultChange = Text{"결과가 바뀐 수: %s → %s", "Changes the result: %s → %s"}
	// ResultChanges counts a side's moves that changed Twelve Janggi's solved result.
	ResultChanges = Text{"결과 바뀜 %d", "result changed %d"}
	ValueWin      = Text{"승", "win"}
	ValueDraw     = Text{"무", "draw"}
	ValueLoss     = Text{"패", "loss"}
	// ClassNames are the classes, best first (analysis.Class).
	ClassNames = [5]Text{{"최선", "best"}, {"좋은 수", "good"}, {"부정확", "inaccuracy"}, {"실수", "mistake"}, {"대실수", "blunder"}}
	// AnalysisKeys and AnalysisHelp are the help's lines on the analysis.
	AnalysisKeys = Text{"A: 분석 (Shift+A: 깊게, 분석 중이면 중지), [ ]: 이전 / 다음 실수",
		"A: analyse (Shift+A: deep; while it runs: stop), [ ]: previous / next mistake"}
	AnalysisHelp = Text{"분석: 잃은 기대 승점으로 수를 가립니다. 5% 이상 ?! 부정확, 10% ? 실수, 20% ?? 대실수",
		"Analysis classes a move by the expected score it loses: 5% ?! inaccuracy, 10% ? mistake, 20% ?? blunder"}
	AnalysisFailed = Text{"분석 실패: %v", "Analysis failed: %v"}
	// EvalBarName names the evaluation bar (the menu's switch, the bar before its first depth).
	EvalBarName = Text{"형세 막대", "Evaluation bar"}
	// EvalBarModes are the switch's options (render.EvalBarMode): off, in reviews and hot-seat, always.
	EvalBarModes = [3]Text{{"끔", "off"}, {"복기·2인", "review"}, {"항상", "always"}}
	// EvalBarLine is the bar's text: the evaluation, the side whose chance the bar shows, its chance.
	EvalBarLine  = Text{"%s · %s 승률 %.0f%%", "%s · %s %.0f%% to win"}
	EvalBarDepth = Text{"깊이 %d", "depth %d"}
	// WinsIn is a forced win: the side, in how many of its moves.
	WinsIn = Text{"%s %d수 안에 승", "%s wins in %d"}
)

// analysisTexts are the analysis's words, for Texts.
func analysisTexts() []Text {
	return append([]Text{Analyse, AnalyseDeeper, StopAnalysis, Analysing, Analysed, FromFile, Quick, Deep, GraphLabel,
		SideAccuracy, Better, ResultChange, ResultChanges, ValueWin, ValueDraw, ValueLoss, AnalysisKeys, AnalysisHelp, AnalysisFailed,
		EvalBarName, EvalBarLine, EvalBarDepth, WinsIn}, append(ClassNames[:], EvalBarModes[:]...)...)
}
