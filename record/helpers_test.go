package record

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// randomGame plays random legal moves from a random setup until the game ends or maxPlies moves
// are made. Passes are rare (as in real games), so that games do not all end by a double pass.
func randomGame(rng *rand.Rand, rules *game.Rules, maxPlies int) *game.Game {
	setups := game.Setups()
	g := game.NewGame(rules, setups[rng.IntN(4)], setups[rng.IntN(4)])
	var buf [game.MaxMoves]game.Move
	for g.Ply() < maxPlies && !g.Result().Over() {
		moves := g.Position().LegalMoves(buf[:0])
		if len(moves) == 0 {
			break
		}
		m := moves[rng.IntN(len(moves))]
		if m.IsPass() && len(moves) > 1 && rng.IntN(8) != 0 {
			m = moves[rng.IntN(len(moves)-1)] // the pass comes last in LegalMoves
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	return g
}

// randomTwelve plays a random game of Twelve Janggi or Dobutsu.
func randomTwelve(rng *rand.Rand, g kind.Game, maxPlies int) port.Game {
	tg, err := port.MustFor(g, nil).NewGame("")
	if err != nil {
		panic(err)
	}
	for tg.Ply() < maxPlies && !tg.Result().Over() {
		moves := tg.Position().LegalMoves(nil)
		if err := tg.Play(moves[rng.IntN(len(moves))]); err != nil {
			panic(err)
		}
	}
	return tg
}

// janggiAt returns the position of a Janggi or Xiangqi record after its first ply moves, as
// package game's core has it.
func janggiAt(t *testing.T, rec *Record, ply int) *game.Position {
	t.Helper()
	p, err := rec.Position(ply)
	if err != nil {
		t.Fatal(err)
	}
	jp, ok := port.Core[*game.Position](p)
	if !ok {
		t.Fatalf("a %s record has no position of package game", rec.Game)
	}
	return jp
}

// uciText writes moves in UCI form, separated by spaces.
func uciText(moves []port.Move) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}

// sameGame fails the test when two records differ in game, rules, start or moves.
func sameGame(t *testing.T, what string, want, got *Record) {
	t.Helper()
	if got.Game != want.Game || got.rules().Name != want.rules().Name {
		t.Fatalf("%s: game %s/%s, want %s/%s", what, got.Game, got.rules().Name, want.Game, want.rules().Name)
	}
	if !sameBoard(got.StartFEN, want.StartFEN) {
		t.Fatalf("%s: start %q, want %q", what, got.StartFEN, want.StartFEN)
	}
	if !slices.Equal(got.Moves, want.Moves) {
		for i := range min(len(got.Moves), len(want.Moves)) {
			if got.Moves[i] != want.Moves[i] {
				t.Fatalf("%s: move %d is %s, want %s (of %d, got %d)", what, i+1, got.Moves[i], want.Moves[i], len(want.Moves), len(got.Moves))
			}
		}
		t.Fatalf("%s: %d moves, want %d", what, len(got.Moves), len(want.Moves))
	}
}

// writeForm is a format a test writes records in, with its options.
type writeForm struct {
	f    Format
	opts Options
}

// writeForms lists the forms a record is written in: PGN with algebraic moves and with UCI ones
// and, for a Janggi game, .gib in each of the encodings, read with rules (nil: the record's own).
func writeForms(janggi bool, rules *game.Rules, encodings ...Encoding) []writeForm {
	forms := []writeForm{{PGN, Options{}}, {PGN, Options{UCI: true}}}
	if janggi {
		for _, enc := range encodings {
			forms = append(forms, writeForm{GIB, Options{Encoding: enc, Rules: rules}})
		}
	}
	return forms
}
