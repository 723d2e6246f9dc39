package uci

import (
	"strings"
	"testing"

	"janggi/game/twelve"
)

// twelveMove checks that the session's last bestmove is legal in variant after the given moves
// from the start, and returns it.
func twelveMove(t *testing.T, lines []string, v twelve.Variant, moves string) twelve.Move {
	t.Helper()
	best := find(lines, "bestmove ")
	if len(best) == 0 {
		t.Fatalf("no bestmove in %q", lines)
	}
	p := twelve.NewPosition(v)
	for _, s := range strings.Fields(moves) {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p.Make(m)
	}
	f := strings.Fields(best[len(best)-1])
	m, err := p.ParseMove(f[1])
	if err != nil {
		t.Fatalf("%s: %v", best[len(best)-1], err)
	}
	return m
}

// TestServerTwelve plays Twelve Janggi and Dobutsu through the same server as Janggi: the variants
// are offered, a search at the top level reports its iterations, a lower level answers with a
// legal move, and Janggi is played again after.
func TestServerTwelve(t *testing.T) {
	lines := session(t, "uci", "setoption name UCI_Variant value twelvejanggi", "position startpos moves b2b3",
		"go depth 4", "d", "quit")
	if len(find(lines, "option name UCI_Variant type combo default janggi var janggi")) != 1 ||
		!strings.Contains(find(lines, "option name UCI_Variant")[0], " var twelvejanggi var dobutsu") {
		t.Errorf("the variants offered: %q", find(lines, "option name UCI_Variant"))
	}
	infos := find(lines, "info depth ")
	if len(infos) != 4 {
		t.Errorf("%d info lines for depth 4, want 4: %q", len(infos), infos)
	}
	for _, l := range infos {
		for _, field := range []string{" score ", " time ", " pv "} {
			if !strings.Contains(l, field) {
				t.Errorf("info line without%s: %q", field, l)
			}
		}
	}
	twelveMove(t, lines, twelve.TwelveJanggi, "b2b3")
	if fen := find(lines, "Fen: "); len(fen) != 1 || !strings.HasPrefix(fen[0], "Fen: gle/1C1/3/ELG[C] b") {
		t.Errorf("d after b2b3: %q", fen)
	}

	lines = session(t, "setoption name UCI_Variant value Dobutsu", "setoption name Skill Level value 2",
		"position fen gle/1c1/1C1/ELG[] w - - 0 1", "go movetime 100", "quit")
	twelveMove(t, lines, twelve.Dobutsu, "")

	lines = session(t, "setoption name UCI_Variant value dobutsu", "setoption name UCI_Variant value janggi",
		"position startpos moves c4c5", "go depth 2", "quit")
	lastMove(t, lines, "standard", "c4c5")
}

// TestServerTwelveErrors checks the answers a Twelve Janggi server gives to what it cannot play:
// a Janggi move, a bad FEN, searchmoves, a finished game.
func TestServerTwelveErrors(t *testing.T) {
	lines := session(t, "setoption name UCI_Variant value twelvejanggi", "position startpos moves b1c3",
		"position fen 9/9 w", "go searchmoves b2b3", "position startpos moves b2b3 b4b3 b1b2 b3b2",
		"go depth 2", "quit")
	errs := find(lines, "info string error: ")
	if len(errs) != 3 {
		t.Errorf("%d errors, want 3 (move, FEN, searchmoves): %q", len(errs), lines)
	}
	if len(find(lines, "bestmove (none)")) != 2 {
		t.Errorf("want bestmove (none) after searchmoves and after the king's capture: %q", lines)
	}
}

func TestTwelveInfo(t *testing.T) {
	for _, tt := range []struct {
		score int
		want  string
	}{
		{35, "score cp 35 "}, {-12, "score cp -12 "},
		{32000 - 1, "score mate 1 "}, {32000 - 3, "score mate 2 "}, {-(32000 - 2), "score mate -1 "}, {-(32000 - 4), "score mate -2 "},
	} {
		if got := twelveInfo(3, tt.score, 0, nil); !strings.Contains(got, tt.want) {
			t.Errorf("twelveInfo(score %d) = %q, want %q", tt.score, got, tt.want)
		}
	}
}
