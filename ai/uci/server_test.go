package uci

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"janggi/ai"
	"janggi/game"
	"janggi/game/kind"
)

// session runs the server on the given lines and returns its output lines. After a "go" it
// waits for the bestmove before sending more, as a GUI does ("quit" would stop the search).
func session(t *testing.T, lines ...string) []string {
	t.Helper()
	e, end := startServer()
	var out []string
	for _, l := range lines {
		e.send(l)
		if !strings.HasPrefix(l, "go") {
			continue
		}
		for got := range e.lines {
			out = append(out, got)
			if strings.HasPrefix(got, "bestmove") || strings.HasPrefix(got, "info string error") {
				break
			}
		}
	}
	if err := end(); err != nil {
		t.Fatal(err)
	}
	for got := range e.lines {
		out = append(out, got)
	}
	return out
}

// find returns the lines that start with prefix.
func find(lines []string, prefix string) []string {
	var out []string
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			out = append(out, l)
		}
	}
	return out
}

// lastMove checks that the session's last bestmove is legal after the given moves from the start.
func lastMove(t *testing.T, lines []string, preset, moves string) game.Move {
	t.Helper()
	best := find(lines, "bestmove ")
	if len(best) == 0 {
		t.Fatalf("no bestmove in %q", lines)
	}
	p := game.NewPosition(game.MustPreset(preset), game.HEEH, game.HEEH)
	if err := p.Play(moves); err != nil {
		t.Fatal(err)
	}
	m, err := p.ParseMove(strings.Fields(best[len(best)-1])[1])
	if err != nil {
		t.Fatalf("%s: %v", best[len(best)-1], err)
	}
	return m
}

func TestServerSession(t *testing.T) {
	lines := session(t, "uci", "isready", "ucinewgame", "setoption name Hash value 4",
		"position startpos moves c4c5 e9e9 b1c3", "go depth 4", "isready", "quit")
	for _, want := range []string{"id name Test", "option name UCI_Variant type combo default janggi", "option name EvalFile type string default <builtin>", "uciok", "readyok"} {
		if len(find(lines, want)) == 0 {
			t.Errorf("no %q in %q", want, lines)
		}
	}
	infos := find(lines, "info depth ")
	if len(infos) != 4 {
		t.Errorf("%d info lines for depth 4, want 4: %q", len(infos), infos)
	}
	for _, l := range infos {
		for _, field := range []string{" score ", " nodes ", " nps ", " time ", " pv "} {
			if !strings.Contains(l, field) {
				t.Errorf("info line without%s: %q", field, l)
			}
		}
	}
	lastMove(t, lines, "standard", "c4c5 e9e9 b1c3")
}

// TestServerEvalFileNames checks that EvalFile takes its two names, <empty> (no network) and
// <builtin> (the built-in one), without an error, and that a casual-rules search follows each.
func TestServerEvalFileNames(t *testing.T) {
	lines := session(t, "setoption name UCI_Variant value janggicasual", "setoption name EvalFile value <empty>",
		"position startpos", "go depth 3", "setoption name EvalFile value <builtin>", "go depth 3", "quit")
	if errs := find(lines, "info string error"); len(errs) > 0 {
		t.Errorf("errors for EvalFile's names: %q", errs)
	}
	if got := len(find(lines, "bestmove ")); got != 2 {
		t.Errorf("%d best moves for two searches: %q", got, lines)
	}
}

// TestServerBadInput sends lines a server must refuse: each gets an "info string error" and the
// server goes on answering.
func TestServerBadInput(t *testing.T) {
	bad := []string{
		"foo",
		"go depth x",
		"go movetime",
		"go ponder",
		"position",
		"position fen 9/9/9 w",
		"position startpos moves b1c3 a1a5",
		"position startpos e2e2",
		"setoption name Hash value lots",
		"setoption name Threads value 0",
		"setoption name Skill Level value 99",
		"setoption name UCI_Variant value chess",
		"setoption name Colour value red",
		"setoption Hash",
		"setoption name EvalFile value /no/such/network",
		"setoption name EvalFile value /etc/hostname",
	}
	lines := session(t, append(bad, "isready", "position startpos", "go depth 2", "quit")...)
	errs := find(lines, "info string error: ")
	if len(errs) != len(bad) {
		t.Errorf("%d errors for %d bad lines:\n%s", len(errs), len(bad), strings.Join(lines, "\n"))
	}
	if len(find(lines, "readyok")) != 1 {
		t.Errorf("no readyok after the bad lines")
	}
	lastMove(t, lines, "standard", "")
}

// TestServerVariants plays a Xiangqi and a casual-rules search.
func TestServerVariants(t *testing.T) {
	lines := session(t, "setoption name UCI_Variant value xiangqi", "position startpos moves h3e3", "go depth 3", "quit")
	lastMove(t, lines, "xiangqi", "h3e3")
	lines = session(t, "setoption name UCI_Variant value janggicasual", "setoption name Skill Level value 1",
		"position startpos moves 0000", "go nodes 5000", "quit")
	lastMove(t, lines, "casual", "e2e2")
}

// TestServerGameOver checks that a search of a finished game answers "bestmove (none)".
func TestServerGameOver(t *testing.T) {
	lines := session(t, "position startpos moves e2e2 e9e9", "go depth 3", "quit")
	if len(find(lines, "bestmove (none)")) != 1 {
		t.Errorf("want bestmove (none) after a double pass: %q", lines)
	}
}

// TestServerInfinite checks that after "go infinite" the bestmove waits for "stop". It decides by
// the engine's own reports, not by a clock: the search must report depth infiniteDepth, deeper than
// a search of this position ends by itself in any other mode, with no bestmove before it; after
// "stop" the bestmove must come. Only a hang is timed.
func TestServerInfinite(t *testing.T) {
	const infiniteDepth = 6
	e, end := startServer()
	e.send("position startpos")
	e.send("go infinite")
	got := e.await(t, fmt.Sprintf("info depth %d ", infiniteDepth), "go infinite")
	for _, l := range got {
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("bestmove before stop: %q", got)
		}
	}
	e.send("stop")
	e.await(t, "bestmove", "stop")
	e.send("quit")
	if err := end(); err != nil {
		t.Fatal(err)
	}
}

func TestParseInfo(t *testing.T) {
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	i, ok := ParseInfo(strings.Fields("depth 7 seldepth 9 multipv 2 score mate -3 nodes 1234 nps 99 hashfull 5 time 42 pv b1c3 a7a6 zz9 h1g3"), p)
	if !ok {
		t.Fatal("a line with a depth was not read")
	}
	if i.Depth != 7 || i.SelDepth != 9 || i.MultiPV != 2 || i.Score != ai.MateScore(-3) || i.Nodes != 1234 ||
		i.Time != 42*time.Millisecond || i.Hashfull != 5 || game.FormatMoves(i.PV) != "b1c3 a7a6" {
		t.Errorf("ParseInfo = %+v", i)
	}
	if _, ok := ParseInfo(strings.Fields("string depth 3"), p); ok {
		t.Error("info string read as a search report")
	}
}

// TestServerLongLine checks that a line too long to be a command is refused, not fatal.
func TestServerLongLine(t *testing.T) {
	var out strings.Builder
	s := NewServer("Test", &out, mustNew(kind.Janggi, 1), mustNew(kind.Twelve, 1))
	in := "isready\nposition startpos moves " + strings.Repeat("b1c3 ", maxLine/4) + "\nisready\n"
	if err := s.Run(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(find(lines, "readyok")) != 2 || len(find(lines, "info string error: line longer")) != 1 {
		t.Errorf("long line: %q", lines)
	}
}

// FuzzServer feeds the server arbitrary command lines (all but "go", whose searches the session
// tests cover; parseGo gets the fuzzed "go" arguments instead) and checks that it never panics and
// still answers "isready" afterwards.
func FuzzServer(f *testing.F) {
	for _, s := range []string{
		"uci\nisready", "position startpos moves h1g3 e2e2", "position fen 9/9 w", "setoption name Hash value -3",
		"setoption name UCI_Variant value xiangqi\nposition startpos moves h3e3", "position startpos moves zz",
		"go depth x", "go wtime 1000 btime", "go movetime -5", "ucinewgame\nd", "\x00\xff", "position fen",
		"setoption name Skill Level value 99", "go nodes 9999999999999999999999",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		var out strings.Builder
		s := NewServer("Fuzz", &out, mustNew(kind.Janggi, 1), mustNew(kind.Twelve, 1))
		for _, line := range strings.Split(input, "\n") {
			if f := strings.Fields(line); len(f) > 0 && f[0] == "go" {
				if lim, err := parseGo(f[1:]); err == nil && (lim.Depth < 0 || lim.Nodes < 0 || lim.MoveTime < 0) {
					t.Errorf("go %q gave negative limits %+v", f[1:], lim)
				}
				continue
			}
			if f := strings.Fields(line); len(f) > 0 && f[0] == "quit" {
				continue
			}
			s.Handle(line)
		}
		s.Handle("isready")
		s.stopSearch()
		s.out.Flush()
		if !strings.HasSuffix(out.String(), "readyok\n") {
			t.Errorf("after %q the server did not answer isready:\n%s", input, out.String())
		}
	})
}

// TestServerRefusedPosition checks what a refused "position" leaves, as Fairy-Stockfish does: a
// refused move keeps the position after the legal moves before it (so "go" answers for the side
// those moves put to move), and a refused FEN leaves no position ("go" answers bestmove (none)),
// never the position of the command before.
func TestServerRefusedPosition(t *testing.T) {
	lines := session(t, "position startpos", "position startpos moves b1c3 zz9 b10c8", "go depth 1", "quit")
	errs := find(lines, "info string error: ")
	if len(errs) != 1 || !strings.Contains(errs[0], "move 2: \"zz9\"") || !strings.Contains(errs[0], "the position after move 1 is kept") {
		t.Errorf("errors %q: want one naming move 2 and the position kept", errs)
	}
	lastMove(t, lines, "standard", "b1c3") // Han's move: the old position had Cho to move

	lines = session(t, "position startpos moves b1c3", "position fen rnba1abnr/4k4/9 w", "go depth 1", "d", "quit")
	if len(find(lines, "bestmove (none)")) != 1 {
		t.Errorf("want bestmove (none) after a refused FEN: %q", lines)
	}
	if len(find(lines, "Fen: ")) != 0 || len(find(lines, "info string error: no position")) != 2 {
		t.Errorf("want go and d to say there is no position: %q", lines)
	}
}

// TestServerDFENReadsBack checks that the FEN "d" prints is one "position fen" takes, whatever the
// counters a game played on from a FEN reaches (Fairy-Stockfish reads any).
func TestServerDFENReadsBack(t *testing.T) {
	for _, tt := range []struct{ variant, fen, moves string }{
		{"janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 10000 5000", "b1c3 b10c8 c3b1 c8b10"},
		{"janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 1048576 1048576", "b1c3 b10c8"},
	} {
		lines := session(t, "setoption name UCI_Variant value "+tt.variant, "position fen "+tt.fen+" moves "+tt.moves, "d", "quit")
		fen := find(lines, "Fen: ")
		if len(fen) != 1 {
			t.Fatalf("%s: d printed %q", tt.fen, lines)
		}
		again := session(t, "setoption name UCI_Variant value "+tt.variant, "position fen "+strings.TrimPrefix(fen[0], "Fen: "), "d", "quit")
		if errs := find(again, "info string error"); len(errs) > 0 {
			t.Errorf("%s: position fen refuses what d printed: %q", fen[0], errs)
		}
	}
}
