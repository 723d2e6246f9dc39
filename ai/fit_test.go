package ai

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
)

// TestWeightsFilesAreTheGeneratorsOutput checks that weights_janggi.go and weights_xiangqi.go are
// exactly what Weights.Source writes for the weights they hold, so that a hand edit, or a change
// to the writer, shows.
func TestWeightsFilesAreTheGeneratorsOutput(t *testing.T) {
	for _, g := range []kind.Game{kind.Janggi, kind.Xiangqi} {
		x, err := GameWeights(g)
		if err != nil {
			t.Fatal(err)
		}
		file, got, err := x.Source()
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what the generator writes for its weights", file)
		}
	}
}

// TestGameWeights checks the parameters tools fit: their names are unique, a change moves the
// evaluation by these weights and not the engine's, a piece-square entry and its mirror image
// are one parameter, and a game without weights is refused by name.
func TestGameWeights(t *testing.T) {
	x, err := GameWeights(kind.Janggi)
	if err != nil {
		t.Fatal(err)
	}
	index := map[string]int{}
	for j := range x.Len() {
		if _, dup := index[x.Name(j)]; dup {
			t.Fatalf("two parameters named %q", x.Name(j))
		}
		index[x.Name(j)] = j
	}
	// Cho's chariot on i1, or on a1: each stands on a square the parameter of a1 holds.
	right := position(t, "casual", "3k5/9/9/9/9/9/9/9/4K4/8R w - - 0 1")
	left := position(t, "casual", "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1")
	han := position(t, "casual", "3k5/9/9/9/9/9/9/9/4K4/8R b - - 0 1")
	before := map[*game.Position]Score{right: x.Eval(right), left: x.Eval(left), han: x.Eval(han)}
	if before[right] <= 0 || before[han] <= 0 {
		t.Errorf("a chariot up: %v with Cho to move, %v with Han to move; want both above 0 (Cho's view)", before[right], before[han])
	}
	pst, ok := index["pst chariot a1 eg"]
	if !ok {
		t.Fatalf("no parameter %q among %d", "pst chariot a1 eg", x.Len())
	}
	x.Set(pst, x.Value(pst)+600)
	if x.Value(pst) != janggiWeights.pst[game.Chariot][game.SquareAt(0, 0)][1]+600 {
		t.Errorf("Set: %v, want the compiled-in value + 600", x.Value(pst))
	}
	dr, dl := x.Eval(right)-before[right], x.Eval(left)-before[left]
	if dr <= 0 || dr != dl {
		t.Errorf("pst chariot a1 eg + 600: the chariot on i1 gains %v, on a1 %v; want the same, above 0", dr, dl)
	}
	if got := NewProbe().Eval(right); got != before[right] {
		t.Errorf("the engine's evaluation after a Weights change: %v, want %v as before", got, before[right])
	}
	tempo := index["tempo"]
	x.Set(tempo, x.Value(tempo)+7)
	if d := x.Eval(han) - before[han] - dr; d != -7 {
		t.Errorf("tempo + 7 with Han to move: Cho's view moved %v, want -7", d)
	}
	if _, err := GameWeights(kind.Twelve); err == nil || !strings.Contains(err.Error(), kind.Twelve.String()) {
		t.Errorf("weights of %v: %v, want an error naming it", kind.Twelve, err)
	}
}

// TestProbe checks the quiet leaf (a free chariot is taken, a quiet position is its own leaf) and the static evaluation is from Cho's view whoever is to move.
func TestProbe(t *testing.T) {
	pr := NewProbe()
	// Cho's chariot on e1 takes Han's undefended chariot on e5 (the general d2 stands aside).
	free := position(t, "casual", "3k5/9/9/9/9/4r4/9/9/3K5/4R4 w - - 0 1")
	leaf := pr.QuietLeaf(free)
	if leaf == nil || leaf.At(game.SquareAt(4, 4)) != game.MakePiece(game.Cho, game.Chariot) || leaf.SideToMove() != game.Han {
		t.Fatalf("the leaf of %s: %v, want Cho's chariot on e5 and Han to move", free.FEN(), leaf)
	}
	quiet := position(t, "casual", "3k5/9/9/9/9/9/9/9/4K4/8R w - - 0 1")
	if leaf := pr.QuietLeaf(quiet); leaf == nil || leaf.FEN() != quiet.FEN() {
		t.Errorf("the leaf of the quiet %s: %v, want itself", quiet.FEN(), leaf)
	}
	cho, han := pr.Eval(quiet), pr.Eval(position(t, "casual", "3k5/9/9/9/9/9/9/9/4K4/8R b - - 0 1"))
	if cho <= 0 || han <= 0 {
		t.Errorf("Cho a chariot up: %v with Cho to move, %v with Han to move; want both above 0 (Cho's view)", cho, han)
	}
}
