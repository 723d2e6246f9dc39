package i18n

import (
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
		FENEmpty, FENFieldHint, FENLabel, EditorHelp, EditorHandHelp, EditorKeys, Eraser, LoadFEN}
	for c := game.Cho; c <= game.Han; c++ {
		out = append(out, Text{SetupOfSide.Format(Korean, SideName(kind.Janggi, c).Ko), SetupOfSide.Format(English, SideName(kind.Janggi, c).En)})
	}
	for _, f := range sampleFlaws() {
		out = append(out, Text{Flaw(kind.Janggi, Korean, f), Flaw(kind.Janggi, English, f)},
			Text{Flaw(kind.Xiangqi, Korean, f), Flaw(kind.Xiangqi, English, f)})
	}
	for _, f := range sampleTwelveFlaws() {
		out = append(out, Text{TwelveFlaw(Korean, f), TwelveFlaw(English, f)})
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
			if ko == en || ko == f.Error() || strings.ContainsAny(strings.ReplaceAll(ko, f.Square.String(), ""), "abcghijklmnopqrstuvwxyz") {
				t.Errorf("%v in %v: Korean %q, English %q", f.Kind, g, ko, en)
			}
			if f.Square.Valid() && strings.Contains(f.Error(), f.Square.String()) && (!strings.Contains(ko, f.Square.String()) || !strings.Contains(en, f.Square.String())) {
				t.Errorf("%v: %q / %q do not name %s", f.Kind, ko, en, f.Square)
			}
		}
	}
	for _, f := range sampleTwelveFlaws() {
		ko, en := TwelveFlaw(Korean, f), TwelveFlaw(English, f)
		if ko == en || ko == f.Error() {
			t.Errorf("%v: Korean %q, English %q", f.Kind, ko, en)
		}
	}
}
