package i18n

// The registry of every text the window shows, for the tests that every text exists in both
// languages and that the embedded font has every character. A new label goes here too.

import (
	"strings"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
)

// Texts returns every label of the window in both languages, the names it gives levels, presets,
// setups, reasons and time controls included, for the tests that every text exists in
// both languages and that the embedded font has every character.
func Texts() []Text {
	out := gameTexts()
	out = append(out, Title, Pass, Undo, Redo, Hint, Flip, NewGame, Skin, Menu, Resign, Review, Resume, Quit, Start,
		Cancel, Help, Close, DrawGame, ToMove, Points, Deom, Moves, Person, Computer, Thinking, Depth,
		HintWait, Reviewing, StepBack, StepOn, FlipShort, Counted, PointsAt, PassTitle, PassEndsNow, PassAcceptsBikjang, PassBack, PassAnyway, Check, Bikjang, PassNotice, AIFailed,
		ModeLabel, YourSide, LevelLabel, RulesLabel, SetupHelp, AutoFlip, Preview, NewGameTitle, Language,
		Sound, LegalDots, On, Off, LanguageName, HelpTitle, LanguageKey, GlossaryTitle)
	for _, ts := range [][]Text{Side[:], SideWins[:], ModeNames[:], SideChoice[:], LevelOf[:], SetupLabel[:],
		SkinNames[:], SkinShort[:], HelpKeys, Glossary, levelNames[:], PlayAs[:]} {
		out = append(out, ts...)
	}
	out = append(out, TimeLabel, NoClock, PresetClock, Pause, Paused, PausedHint, PointsShort, AutoMoved)
	out = append(out, Save, SaveTitle, Saving, Saved, SaveFailed, Open,
		OpenFailed, Opened, OpenedFEN, FirstOfGames, OpenedStopped, OpenedPlayedOn, Viewing, ViewingEnd, PlayFrom, PlayFromHow, PlayFromTop, ResumeTitle, ResumeGame, ResumeInfo,
		AutosaveFail, ClockLabel, OpenButton, Replace, PlaceRecords, PlaceHome, PlaceHere, UpFolder, FolderUnreadable,
		EmptyFolder, ChooserOpenHint, ChooserSaveHint, FileNameLabel, NoName, ReplaceWarn, Unreadable, MovesCount, GamesInFile,
		NothingToSave, Margin)
	for t := record.Termination(1); !strings.HasPrefix(t.String(), "Termination("); t++ {
		out = append(out, Text{Termination(Korean, t), Termination(English, t)})
	}
	out = append(out, problemTexts()...)
	out = append(out, editorTexts()...)
	out = append(out, confirmTexts()...)
	out = append(out, analysisTexts()...)
	out = append(out, tutorialTexts()...)
	out = append(out, puzzleTexts()...)
	out = append(out, standingTexts()...)
	both := func(f func(Lang) string) Text { return Text{f(Korean), f(English)} }
	for r := game.Reason(1); !strings.HasPrefix(r.String(), "Reason("); r++ {
		out = append(out, both(func(l Lang) string { return Reason(kind.Janggi, l, r) }))
	}
	for _, p := range game.Presets() {
		out = append(out, both(func(l Lang) string { return Preset(l, p) }), both(func(l Lang) string { return Description(l, p) }))
		for _, tc := range clock.Suggested(p) {
			out = append(out, both(func(l Lang) string { return TimeControl(l, tc) }))
		}
	}
	for _, s := range game.Setups() {
		out = append(out, both(func(l Lang) string { return Setup(l, s) }))
	}
	return out
}

// All returns every label and name the window can show in either language, and the signs on
// its buttons, for the test that the embedded font has every character.
func All() []string {
	out := append(gameLabels(), Minus, Plus, Previous, Next, First, Last)
	for _, t := range Texts() {
		out = append(out, t.Ko, t.En)
	}
	// The move list writes the pieces' Korean names (record.GIBMove).
	for c := game.Cho; c <= game.Han; c++ {
		for t := game.General; t <= game.Soldier; t++ {
			out = append(out, record.PieceName(game.MakePiece(c, t)))
		}
	}
	return out
}

// gameTexts returns the labels of games.go in both languages, for Texts.
func gameTexts() []Text {
	var out []Text
	for _, g := range []kind.Game{kind.Janggi, kind.Xiangqi, kind.Twelve, kind.Dobutsu} {
		out = append(out, gameNames[g])
	}
	for _, g := range []kind.Game{kind.Janggi, kind.Xiangqi, kind.Twelve} {
		w := wordsOf[g]
		for _, ts := range [][2]Text{w.name, w.wins, w.choice, w.level, w.playAs} {
			out = append(out, ts[:]...)
		}
	}
	out = append(out, GameLabel, CampNotice, PromotionNotice, DropHelp, CampHelp, Hand, BikjangMark)
	for _, w := range wordsOf {
		for _, t := range w.reasons {
			out = append(out, t)
		}
	}
	return out
}

// gameLabels returns the characters of the counters and tiles, the same in both languages, for All.
func gameLabels() []string {
	var out []string
	for _, w := range wordsOf {
		for _, side := range w.hanja {
			out = append(out, side...)
		}
	}
	return out
}

// problemTexts returns the words of the problem box, for Texts.
func problemTexts() []Text {
	return []Text{ProblemsTitle, ProblemsHint, ProblemsLine, OK, SettingsNotSaved}
}

// confirmTexts are the questions before a game is ended or dropped, and the welcome.
func confirmTexts() []Text {
	return []Text{ResignTitle, ResignInfo, ResignYes, KeepPlaying, LeaveTitle, LeaveInfo, LeaveYes, SaveFirst,
		WelcomeTitle, WelcomeAsk, WelcomeNew, WelcomeVsAI, WelcomeTwo, WelcomeLater, WelcomeLevel, TaskDoneLost, CopyPasteKeys}
}
