package uci

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"janggi/ai"
	"janggi/game"
	"janggi/game/kind"
	"janggi/internal/testenv"
)

// engineLines is a UCI engine being driven: send writes a command, lines brings its output.
type engineLines struct {
	send  func(string)
	lines chan string
}

// driven returns the engine whose input is in and whose output is out.
func driven(in io.Writer, out io.Reader) engineLines {
	e := engineLines{send: func(l string) { io.WriteString(in, l+"\n") }, lines: make(chan string, 10000)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			e.lines <- sc.Text()
		}
		close(e.lines)
	}()
	return e
}

// startServer starts a Server on pipes; end closes its input and returns what Run returned (the
// output lines not read yet stay in e.lines, which is closed when the server is done).
func startServer() (e engineLines, end func() error) { return startServerOf(mustNew(kind.Janggi, 8)) }

// startServerOf is startServer with eng as the engine of Janggi.
func startServerOf(eng Engine) (e engineLines, end func() error) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := NewServer("Test", outW, eng, mustNew(kind.Twelve, 8))
	done := make(chan error, 1)
	go func() { done <- s.Run(inR); outW.Close() }()
	return driven(inW, outR), func() error {
		inW.Close()
		return <-done
	}
}

// runningServer starts a Server on pipes; it quits when the test ends.
func runningServer(t *testing.T) engineLines {
	t.Helper()
	return runningServerOf(t, mustNew(kind.Janggi, 8))
}

// runningServerOf is runningServer with eng as the engine of Janggi.
func runningServerOf(t *testing.T, eng Engine) engineLines {
	t.Helper()
	e, end := startServerOf(eng)
	t.Cleanup(func() {
		if err := end(); err != nil {
			t.Error(err)
		}
		for range e.lines {
		}
	})
	return e
}

// runningFairyStockfish starts Fairy-Stockfish playing Janggi, or skips the test when it is not
// installed (fails instead when JANGGI_REQUIRE_ORACLE=1, as in CI; testenv.FairyStockfish).
func runningFairyStockfish(t *testing.T) engineLines {
	t.Helper()
	cmd := exec.Command(testenv.FairyStockfish(t))
	in, out := testenv.Pipes(t, cmd)
	e := driven(in, out)
	t.Cleanup(func() { in.Close(); cmd.Process.Kill(); cmd.Wait() })
	e.send("setoption name UCI_Variant value janggi")
	return e
}

// hangTimeout only turns a hang into a failure: no verdict depends on it.
const hangTimeout = 2 * time.Minute

// await reads lines until one starts with prefix. The commands tested answer in milliseconds;
// hangTimeout only keeps a test that gets no answer from waiting for ever.
func (e engineLines) await(t *testing.T, prefix, after string) []string {
	t.Helper()
	var got []string
	timeout := time.After(hangTimeout)
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				t.Fatalf("%s: the engine's output ended without %q: %q", after, prefix, got)
			}
			got = append(got, l)
			if strings.HasPrefix(l, prefix) {
				return got
			}
		case <-timeout:
			t.Fatalf("%s: no %q in %v; the engine said %q", after, prefix, hangTimeout, got)
		}
	}
}

// goAtOnce are the "go" commands that a client expects answered at once because the side to
// move (Cho, "w") has no time left or no limit was given; Fairy-Stockfish answers every one.
var goAtOnce = []string{
	"go wtime 0 btime 5000", "go wtime 0 btime 0", "go", "go depth 0", "go nodes 0", "go movetime 0",
	"go movestogo 5", "go wtime 0 winc 1000 btime 1000", "go mate 0", "go depth 0 nodes 0 movetime 0 byoyomi 0",
}

// limitsSeen is an engine that passes on the limits of each search it is asked for.
type limitsSeen struct {
	Engine
	seen chan Go
}

func (e limitsSeen) Search(ctx context.Context, pos Position, g Go, info func(string)) (string, string, error) {
	e.seen <- g
	return e.Engine.Search(ctx, pos, g, info)
}

// TestGoAnswersAtOnce sends each of goAtOnce and checks that the engine is asked for one ply and
// a legal bestmove comes from a search of one ply (before, each searched without end until
// "stop"), and that with time on the mover's clock the clock decides. The same commands are sent
// to Fairy-Stockfish, the reference, which answers each of them too.
func TestGoAnswersAtOnce(t *testing.T) {
	seen := make(chan Go, 1)
	e := runningServerOf(t, limitsSeen{mustNew(kind.Janggi, 8), seen})
	start := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	for _, g := range goAtOnce {
		e.send("position startpos")
		e.send(g)
		lines := e.await(t, "bestmove", g)
		if lim := <-seen; lim.Depth != 1 {
			t.Errorf("%s: the engine was asked for depth %d, want 1", g, lim.Depth)
		}
		best := strings.Fields(lines[len(lines)-1])
		if len(best) < 2 {
			t.Fatalf("%s: %q", g, lines)
		}
		if _, err := start.ParseMove(best[1]); err != nil {
			t.Errorf("%s: %q is not a legal move: %v", g, best[1], err)
		}
		for _, l := range find(lines, "info depth ") {
			if d, _ := strconv.Atoi(strings.Fields(l)[2]); d > 1 {
				t.Errorf("%s: searched to depth %d, want one ply: %q", g, d, l)
			}
		}
	}
	// With time on the clock of the side to move, the clock decides (Han to move, 5 s).
	e.send("position startpos moves b1c3")
	e.send("go wtime 0 btime 5000")
	e.await(t, "bestmove", "go wtime 0 btime 5000 with Han to move")
	// How deep the 5 s take it depends on the machine; that the clock, not the one-ply rule,
	// bounds the search does not.
	if lim := <-seen; lim.Depth != 0 || lim.Time[game.Han] != 5*time.Second {
		t.Errorf("Han with 5 s: the engine was asked for depth %d with %v on Han's clock, want no depth and 5s", lim.Depth, lim.Time[game.Han])
	}

	t.Run("fairy-stockfish", func(t *testing.T) {
		fsf := runningFairyStockfish(t)
		for _, g := range goAtOnce {
			fsf.send("position startpos")
			fsf.send(g)
			fsf.await(t, "bestmove", "Fairy-Stockfish: "+g)
		}
	})
}

// TestGoErrorsAnswer checks that a "go" the server cannot read still gets a bestmove, after the
// error: a client waits for one after every "go".
func TestGoErrorsAnswer(t *testing.T) {
	e := runningServer(t)
	for _, g := range []string{"go depth x", "go movetime", "go ponder", "go searchmoves z9z9", "go searchmoves", "go searchmoves depth 3", "go nodes -1", "go wtime 99999999999999999999"} {
		e.send(g)
		lines := e.await(t, "bestmove", g)
		if len(find(lines, "info string error: ")) != 1 || lines[len(lines)-1] != "bestmove (none)" {
			t.Errorf("%s: %q, want an error and bestmove (none)", g, lines)
		}
	}
	e.send("isready")
	e.await(t, "readyok", "isready after the bad go commands")
}

// TestHashOption checks the Hash option against the machine: the advertised maximum is what
// the engines accept here (half of the memory for the two tables, Janggi's and Twelve Janggi's,
// together: each had been given half, which was the whole), a value past it (65536, the old
// advertised maximum, on a machine of less than 128 GB) is refused with an error and the old
// table kept, and the engine goes on searching.
func TestHashOption(t *testing.T) {
	e := runningServer(t)
	e.send("uci")
	lines := e.await(t, "uciok", "uci")
	if got := MaxHash(2); got != ai.MaxHash()/2 {
		t.Fatalf("MaxHash(2) = %d, want half of %d", got, ai.MaxHash())
	}
	want := fmt.Sprintf("option name Hash type spin default %d min 1 max %d", min(64, MaxHash(2)), MaxHash(2))
	if len(find(lines, want)) != 1 {
		t.Errorf("no %q in %q", want, lines)
	}
	for _, v := range []string{strconv.Itoa(MaxHash(2) + 1), strconv.Itoa(ai.MaxHash() + 1), "65536", "17592186044416", "0"} {
		if v == "65536" && ai.MaxHash() >= 65536 {
			continue
		}
		e.send("setoption name Hash value " + v)
		e.send("isready")
		lines := e.await(t, "readyok", "Hash "+v)
		if len(find(lines, "info string error: setoption Hash: value")) != 1 {
			t.Errorf("setoption name Hash value %s: %q, want an error", v, lines)
		}
	}
	e.send("position startpos")
	e.send("go depth 2")
	lines = e.await(t, "bestmove", "go depth 2 after the refused Hash sizes")
	if len(find(lines, "bestmove (none)")) > 0 {
		t.Errorf("no move after the refused Hash sizes: %q", lines)
	}
}

// TestGoHugeNumbers checks that numbers near the int64 limit read as large limits, not as
// overflowed negative ones: a mate distance of 2^62 searched for ever (its depth overflowed to
// -1), a wtime of 2^63-1 ms read as no time.
func TestGoHugeNumbers(t *testing.T) {
	for _, tt := range []struct {
		args string
		ok   func(ai.Limits) bool
	}{
		{"mate 4611686018427387904", func(l ai.Limits) bool { return l.Depth == 1000 }},
		{"mate 9223372036854775807", func(l ai.Limits) bool { return l.Depth == 1000 }},
		{"movetime 9223372036854775807", func(l ai.Limits) bool { return l.MoveTime > 365*24*time.Hour }},
		{"wtime 9223372036854775807 winc 9223372036854775807", func(l ai.Limits) bool {
			return l.Time[game.Cho] > 365*24*time.Hour && l.Inc[game.Cho] > 365*24*time.Hour
		}},
		{"nodes 9223372036854775807", func(l ai.Limits) bool { return l.Nodes > 1<<39 }},
	} {
		l, err := parseGo(strings.Fields(tt.args))
		if err != nil || !tt.ok(l.Limits) {
			t.Errorf("go %s: %+v, %v", tt.args, l, err)
		}
	}
	e := runningServer(t)
	e.send("position startpos")
	e.send("go mate 4611686018427387904 nodes 2000")
	e.await(t, "bestmove", "go mate 4611686018427387904 nodes 2000")
}

// TestGoSearchmoves checks "go searchmoves": the search keeps to the moves given (one alone is
// answered at once, as Fairy-Stockfish does), and the words after the moves still count.
func TestGoSearchmoves(t *testing.T) {
	e := runningServer(t)
	for _, tt := range []struct {
		cmd  string
		want []string
	}{
		{"go searchmoves b1c3", []string{"b1c3"}},
		{"go searchmoves a4a5 i4i5 depth 3", []string{"a4a5", "i4i5"}},
		{"go depth 2 searchmoves e2e2", []string{"e2e2"}},
	} {
		e.send("position startpos")
		e.send(tt.cmd)
		lines := e.await(t, "bestmove", tt.cmd)
		best := strings.Fields(lines[len(lines)-1])
		if len(best) < 2 || !slices.Contains(tt.want, best[1]) {
			t.Errorf("%s: %q, want one of %v", tt.cmd, lines[len(lines)-1], tt.want)
		}
		if strings.Contains(tt.cmd, "depth 3") && len(find(lines, "info depth 3 ")) == 0 {
			t.Errorf("%s: no iteration of depth 3: %q", tt.cmd, lines)
		}
	}
}

// mustNew is New for a game and a size known to fit.
func mustNew(g kind.Game, hashMB int) Engine {
	e, err := New(g, hashMB)
	if err != nil {
		panic(err)
	}
	return e
}

// TestNew checks that each game's engine plays that game's variants, its core's other game's
// too, and that a game or a size it cannot have is refused with a reason.
func TestNew(t *testing.T) {
	for _, c := range []struct {
		g    kind.Game
		want []string
	}{
		{kind.Janggi, []string{"janggi", "xiangqi"}},
		{kind.Xiangqi, []string{"xiangqi", "janggicasual"}},
		{kind.Twelve, []string{"twelvejanggi", "dobutsu"}},
		{kind.Dobutsu, []string{"dobutsu"}},
	} {
		e, err := New(c.g, 2)
		if err != nil {
			t.Fatalf("%v: %v", c.g, err)
		}
		if !slices.Equal(e.Variants(), Variants(c.g)) || e.HashSize() != 2 {
			t.Errorf("%v: variants %q, Variants %q, hash %d MB", c.g, e.Variants(), Variants(c.g), e.HashSize())
		}
		for _, v := range c.want {
			if _, err := e.NewPosition(v, ""); err != nil || !slices.Contains(e.Variants(), v) {
				t.Errorf("%v's engine and variant %s: %v", c.g, v, err)
			}
		}
	}
	if _, err := New(kind.Twelve, 0); err == nil || !strings.Contains(err.Error(), "below 1") {
		t.Errorf("a table of 0 MB: %v", err)
	}
	if _, err := New(kind.Janggi, 0); err == nil {
		t.Error("a table of 0 MB for Janggi taken")
	}
	if _, err := New(kind.Game(9), 1); err == nil || Variants(kind.Game(9)) != nil {
		t.Errorf("game 9: %v", err)
	}
	// Every game kind knows has an engine: the table is indexed by the game, and a game added to
	// kind without a row would be out of its bounds.
	for g := kind.Game(0); g.Valid(); g++ {
		if e, err := New(g, 1); err != nil || len(Variants(g)) == 0 {
			t.Errorf("%v: an engine %v (%v), variants %q", g, e, err, Variants(g))
		}
	}
}
