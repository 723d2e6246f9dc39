package record

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"janggi/game"
)

// TestReadFENMessages reads broken FEN files as a user would meet them and checks that each error
// names what is wrong, briefly (issue 14: random bytes were called "a second position").
func TestReadFENMessages(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 10))
	random := make([]byte, 4096)
	for i := range random {
		random[i] = byte(rng.UintN(256))
	}
	long := strings.Repeat("x", 1<<20)
	for _, c := range []struct {
		name, text string
		want       []string // parts of the message
	}{
		{"random bytes", string(random), []string{"line 1: FEN ", "not UTF-8"}},
		{"a text file that is no FEN", "Hello,\nthis is a letter.\n", []string{"line 1: FEN \"Hello,\"", "has no '/'"}},
		{"hanja in the board", "# start\n\nrnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/車NBA1ABNR w - - 0 1\n",
			[]string{"line 3: FEN", "'車' is not a piece letter: FEN writes the chariot as R"}},
		{"two positions", game.DefaultFEN + "\n# another\n" + game.DefaultFEN + "\n",
			[]string{"line 3: a FEN file holds one position, the one on line 1", "line 3 holds \"rnba1abnr"}},
		{"a long second line", game.DefaultFEN + "\n" + long, []string{"line 2: a FEN file holds one position", "(1048576 bytes)"}},
		{"a long first line", long, []string{"line 1: FEN \"xxxx", "(1048576 bytes)", "has no '/'"}},
		{"nothing", "\n  \n# only a comment\n", []string{"holds no position"}},
		{"a Twelve Janggi FEN with a bad piece", "gle/1王1/1C1/ELG[] w - - 0 1", []string{"line 1: FEN", "'王' is not a piece letter"}},
	} {
		_, err := ReadFEN(c.text, nil)
		if err == nil {
			t.Errorf("%s: read without error", c.name)
			continue
		}
		msg := err.Error()
		t.Logf("%s: %s", c.name, msg)
		for _, w := range c.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%s: error %q does not say %q", c.name, msg, w)
			}
		}
		if strings.Contains(msg, "this is a second") || len(msg) > 500 || !utf8.ValidString(msg) {
			t.Errorf("%s: error %.300q", c.name, msg)
		}
	}
	if _, err := ReadFEN("# a comment\n\n"+game.DefaultFEN+"\n\n# and another\n", nil); err != nil {
		t.Errorf("a FEN between comments: %v", err)
	}
}
