package i18n

import (
	"regexp"
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
)

// editorTexts returns the position editor's words, and every flaw it can name in both
// languages, for Texts.
func editorTexts() []Text {
	out := []Text{Editor, EditPosition, SetUpPosition, ClearBoard, StartPosition, ToMoveLabel, PlayComputer, PlayHotSeat,
		AnalyseIt, CopyFEN, PasteFEN, Back, PositionOK, PositionBad, MoreFlaws, FENCopied, FENInField, FENPasted, FENBad,
		FENEmpty, FENTooLong, FENFieldHint, FENLabel, EditorHelp, EditorHandHelp, EditorKeys, Eraser, LoadFEN}
	for c := game.Cho; c <= game.Han; c++ {
		out = append(out, Text{SetupOfSide.Format(Korean, SideName(kind.Janggi, c).Ko), SetupOfSide.Format(English, SideName(kind.Janggi, c).En)})
	}
	for _, f := range sampleFlaws() {
		out = append(out, Text{Flaw(kind.Janggi, Korean, f), Flaw(kind.Janggi, English, f)},
			Text{Flaw(kind.Xiangqi, Korean, f), Flaw(kind.Xiangqi, English, f)})
	}
	for _, f := range sampleTwelveFlaws() {
		out = append(out, Text{Flaw(kind.Twelve, Korean, f), Flaw(kind.Twelve, English, f)})
	}
	return out
}

// sampleFlaws returns a flaw of every kind, on each side and of each piece it can name.
func sampleFlaws() []game.Flaw {
	var out []game.Flaw
	for k := game.FlawKind(1); !strings.HasPrefix(k.String(), "FlawKind("); k++ {
		for c := game.Cho; c <= game.Han; c++ {
			for t := game.General; t <= game.Soldier; t++ {
				out = append(out, game.Flaw{Kind: k, Side: c, Type: t, Square: game.SquareAt(4, 4), Count: 3, Max: 2})
			}
		}
	}
	return out
}

func sampleTwelveFlaws() []twelve.Flaw {
	var out []twelve.Flaw
	for k := twelve.FlawKind(1); !strings.HasPrefix(k.String(), "FlawKind("); k++ {
		for c := game.Cho; c <= game.Han; c++ {
			for t := twelve.King; t <= twelve.Lord; t++ {
				out = append(out, twelve.Flaw{Kind: k, Side: c, Type: t, Square: twelve.SquareAt(1, 1), Count: 3, Max: 2})
			}
		}
	}
	return out
}

// TestEveryFlawIsSaidInBothLanguages: each flaw's message is its own (not the English fallback
// of an unknown kind), Korean without Latin words, and names the point it concerns.
func TestEveryFlawIsSaidInBothLanguages(t *testing.T) {
	for _, f := range sampleFlaws() {
		for _, g := range []kind.Game{kind.Janggi, kind.Xiangqi} {
			ko, en := Flaw(g, Korean, f), Flaw(g, English, f)
			if strings.Contains(ko+en, "%!") { // a verb without its argument, or an argument left over
				t.Errorf("%v in %v: a formatting error: %q / %q", f.Kind, g, ko, en)
			}
			point := PointName(g, f.Square)
			if ko == en || ko == f.Error() || strings.ContainsAny(strings.ReplaceAll(strings.ReplaceAll(ko, palacePoints(g, f.Side), ""), point, ""), "abcdefghijklmnopqrstuvwxyz") {
				t.Errorf("%v in %v: Korean %q, English %q", f.Kind, g, ko, en)
			}
			if f.Square.Valid() && strings.Contains(f.Error(), f.Square.String()) && (!strings.Contains(ko, point) || !strings.Contains(en, point)) {
				t.Errorf("%v: %q / %q do not name %s", f.Kind, ko, en, point)
			}
			if g == kind.Janggi && strings.ContainsAny(en+ko, "abcdefghi") && strings.Contains(en, f.Square.String()) {
				t.Errorf("%v in Janggi names the point in chess coordinates: %q", f.Kind, en)
			}
			if g == kind.Janggi && (strings.Contains(ko, "장") || strings.Contains(ko, "졸(병)")) {
				t.Errorf("%v in Janggi: %q does not name the pieces as the tutorial does (궁; 졸 or 병)", f.Kind, ko)
			}
		}
	}
	for _, f := range sampleTwelveFlaws() {
		ko, en := Flaw(kind.Twelve, Korean, f), Flaw(kind.Twelve, English, f)
		if strings.Contains(ko+en, "%!") {
			t.Errorf("%v: a formatting error: %q / %q", f.Kind, ko, en)
		}
		if ko == en || ko == f.Error() {
			t.Errorf("%v: Korean %q, English %q", f.Kind, ko, en)
		}
	}
}

// TestFlawsNameThePointsAsTheBoardLabelsThem: Cho's general outside its palace on the board's
// point 75 (e4 in FEN) is named so, with the palace's points, as the board's edges number them.
func TestFlawsNameThePointsAsTheBoardLabelsThem(t *testing.T) {
	f := game.Flaw{Kind: game.FlawGeneralOutsidePalace, Side: game.Cho, Type: game.General, Square: game.SquareAt(4, 3)}
	if got, want := Flaw(kind.Janggi, Korean, f), "초의 궁(75): 궁성 밖에 있습니다 (궁성: 84–86, 94–96, 04–06)"; got != want {
		t.Errorf("Korean: %q, want %q", got, want)
	}
	if got, want := Flaw(kind.Janggi, English, f), "Cho's general on 75 is outside its palace (84–86, 94–96, 04–06)"; got != want {
		t.Errorf("English: %q, want %q", got, want)
	}
}

// TestFENErrorsAreSaidInKorean reads bad FENs as the editor does and finds the Korean message in
// Korean: no English word is left outside the text it quotes.
func TestFENErrorsAreSaidInKorean(t *testing.T) {
	english := regexp.MustCompile(`[A-Za-z]{3,}`)
	quoted := regexp.MustCompile(`"[^"]*"|'[^']*'`)
	for _, fen := range []string{
		"", "\x01\x02", "rnbakabnr", "9/9/9 w", "rnbakabnrr/9/9/9/9/9/9/9/9/9 w", "rnba/9/9/9/9/9/9/9/9/9 w",
		"xnbakabnr/9/9/9/9/9/9/9/9/9 w", "4k4/9/9/9/9/9/9/9/9/4K4 x", "4k4/9/9/9/9/9/9/9/9/4K4 w - - x 1",
		"4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 extra", "gle/3/1C1/ELG[c b",
	} {
		_, err := game.ParsePlacement(nil, fen)
		if err == nil {
			t.Fatalf("%q is read as a FEN", fen)
		}
		ko := FENError(Korean, err)
		if w := english.FindString(quoted.ReplaceAllString(strings.ReplaceAll(ko, "FEN", ""), "")); w != "" {
			t.Errorf("%q: the Korean message %q keeps the English word %q", fen, ko, w)
		}
		if strings.Contains(ko, "  ") || strings.Contains(ko, " :") {
			t.Errorf("%q: the Korean message %q lost a part of the error", fen, ko)
		}
		if en := FENError(English, err); !strings.Contains(en, err.Error()) {
			t.Errorf("%q: the English message %q drops the reader's %q", fen, en, err)
		}
	}
	_, err := twelve.ParsePlacement("gle/3/1C1/ELG[c b")
	if ko := FENError(Korean, err); err == nil || english.MatchString(quoted.ReplaceAllString(strings.ReplaceAll(ko, "FEN", ""), "")) {
		t.Errorf("Twelve Janggi: %v said as %q", err, ko)
	}
}

// TestTheHelpListsCopyAndPaste: the game copies and pastes the position with Ctrl+C and Ctrl+V,
// and its help says so.
func TestTheHelpListsCopyAndPaste(t *testing.T) {
	for _, l := range []Lang{Korean, English} {
		found := false
		for _, k := range HelpKeys {
			if s := k.In(l); strings.Contains(s, "Ctrl+C") && strings.Contains(s, "Ctrl+V") {
				found = true
			}
		}
		if !found {
			t.Errorf("the help in %v does not list Ctrl+C and Ctrl+V", l)
		}
	}
}
