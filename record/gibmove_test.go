package record

import (
	"testing"

	"janggi/game"
	"janggi/internal/testenv"
)

// TestGIBMove writes moves of a short game as Korean programs do, and checks that the position
// it is given comes back unchanged.
func TestGIBMove(t *testing.T) {
	pos, err := game.ParseFEN(game.Standard(), "4k4/9/9/9/9/p8/9/9/3K5/R8 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ uci, want string }{
		{"a1a5", "01차61병"}, // the chariot takes Han's soldier
		{"a1a3", "01차81"},  // a quiet move up the file
		{"a1c1", "01차03"},  // along the back rank
		{"d2d2", "한수쉼"},    // a pass
		{"a1a5", "01차61병"}, // the first move again: the position was not changed
	}
	for _, c := range cases {
		m, err := pos.ParseMove(c.uci)
		if err != nil {
			t.Fatalf("%s: %v", c.uci, err)
		}
		before := pos.FEN()
		if got := GIBMove(pos, m); got != c.want {
			t.Errorf("GIBMove(%s) = %q, want %q", c.uci, got, c.want)
		}
		if pos.FEN() != before {
			t.Errorf("GIBMove(%s) changed the position:\n%s", c.uci, pos.Diagram())
		}
	}
	check, err := game.ParseFEN(game.Standard(), "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if got := GIBMove(check, testenv.Parse(t, check.ParseMove, "a1a10")); got != "01차11장군" {
		t.Errorf("a chariot check writes %q, want 01차11장군", got)
	}
}
