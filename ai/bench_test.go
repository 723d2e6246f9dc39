package ai

import (
	"context"
	"runtime"
	"testing"
	"time"

	"janggi/ai/nnue"
	"janggi/game"
	"janggi/internal/lowprio"
	"janggi/internal/testenv"
)

// benchFENs are middlegame and endgame positions from games against Fairy-Stockfish (standard
// rules), and the start position.
var benchFENs = []string{
	game.DefaultFEN,
	"r2a1ab1r/4k4/2n1c1n2/p3bpp1p/2C2c3/P1P6/5PPP1/1C4N2/5K3/RNBA1AB1R w - - 9 9",
	"3a1abr1/4kc3/4c1n2/p4pp1p/2C6/P8/2b1n1PP1/5CN2/4K4/RNBA1AB1R w - - 2 16",
	"r1ba1ab1r/4k4/1c1c2n2/1p2p2C1/2pn2p1p/P2R5/2P1P1PP1/1CN3N2/4K4/R1BA1AB2 w - - 16 9",
	"2ba1a2r/5k3/3c2n2/1C1pb4/1cp3p1p/R8/4P1PP1/2N1C1N2/4K4/2BA1AB2 w - - 1 16",
	"2ba1c3/4ak3/3c2R2/1C1pb1B2/6p2/7pr/B3PP3/4C1N2/4K4/3A1A3 w - - 2 26",
	"3a1c3/4a1R2/5k2c/4b1B1r/4N4/6p2/B3PP1p1/4C4/9/3AKA3 w - - 15 36",
	"2ba1ab2/4k4/r1n1ccn1r/pp3pp1p/9/2R1N4/P1P1PP1P1/3N2CC1/4K4/RB1A1A1B1 w - - 16 9",
	"2bc1ab2/rR1ak4/2n1c1n1r/4p1p1p/1p7/2N1N4/1PP1PP1P1/C6C1/4KA3/RB1A3B1 w - - 5 16",
	"2bckab2/R1Ca5/9/4p3p/1p2cn3/2r1N2P1/1P1PP4/4B3C/4KA3/3A3B1 w - - 0 26",
	"2bck4/R1Caa4/9/4b3p/1P2p4/6P2/4n4/3CB4/2r1KA2B/3A5 w - - 6 36",
	"r1ba1abnr/4k4/2n4c1/pp3pp1p/9/2R6/1PP3PP1/1C1N3C1/5K3/1B1A1AcBR w - - 0 9",
	"r1ba1ab1r/4k4/2n1c1n2/pp3pp1p/9/3R5/1PP2P1P1/3NC2C1/4AK3/1B1B2R2 w - - 11 16",
	"r1ba1ab1r/4k2C1/1R7/4ppp1p/p2n1n3/2P6/1P3P1P1/9/4AK3/1B1BC3R w - - 9 26",
	"r1bakab2/4n2r1/5R3/3Pp3p/p4p3/7P1/1P1B5/9/4AK3/3BC1R2 w - - 0 36",
}

// BenchmarkSearchDepth searches every bench position to a fixed depth on a fresh hash table; it
// reports the speed in nodes per second and the nodes needed (fewer is a more selective search).
func BenchmarkSearchDepth(b *testing.B) {
	benchSearch(b, Limits{Depth: 9}, nil)
}

// BenchmarkSearchDepthEvalFile is BenchmarkSearchDepth with a network of 32 hidden units added to
// the evaluation, as EvalFile adds one, plain and Palace: its nodes per second against BenchmarkSearchDepth's are
// the network's cost. The weights are random; the work per node does not depend on them.
func BenchmarkSearchDepthEvalFile(b *testing.B) {
	for _, palace := range []bool{false, true} {
		b.Run(map[bool]string{false: "plain", true: "palace"}[palace], func(b *testing.B) {
			n, err := nnue.New(32, palace, 1)
			if err != nil {
				b.Fatal(err)
			}
			n.Scale = 800
			benchSearch(b, Limits{Depth: 9}, n)
		})
	}
}

// BenchmarkSearchNodes searches every bench position for a fixed number of nodes and reports the
// depth reached: the time-to-depth measure at equal effort.
func BenchmarkSearchNodes(b *testing.B) {
	benchSearch(b, Limits{Nodes: 50000}, nil)
}

// BenchmarkSearchDepthBackground is BenchmarkSearchDepth as the window's analysis runs it: on a
// thread lowered by lowprio.Background, whose search gives its core up every 128 nodes: run on an
// idle machine, beside BenchmarkSearchDepth, it measures what those system calls cost.
func BenchmarkSearchDepthBackground(b *testing.B) {
	testenv.OnLowered(lowprio.Background, func() {
		if !lowprio.Yielding() && runtime.GOOS == "linux" {
			b.Error("a thread lowered by lowprio.Background does not yield")
			return
		}
		benchSearch(b, Limits{Depth: 9}, nil)
	})
}

// benchSearch searches the bench positions within lim; it reports its failures with b.Error, not
// b.Fatal: it may run on a goroutine of its own. A network, when not nil, is added to the
// evaluation.
func benchSearch(b *testing.B, lim Limits, net *nnue.Net) {
	var positions []*game.Position
	for _, fen := range benchFENs {
		positions = append(positions, position(b, "standard", fen))
	}
	e := NewEngine(32)
	e.setNet(false, net)
	var nodes int64
	var depth int
	for i := 0; i < b.N; i++ {
		for _, p := range positions {
			e.NewGame()
			res, err := e.Search(context.Background(), p, lim, nil)
			if err != nil {
				b.Error(err)
				return
			}
			nodes += res.Nodes
			depth += res.Depth
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(depth)/float64(b.N*len(positions)), "depth")
}

// BenchmarkEvaluate measures the static evaluation on the bench positions.
func BenchmarkEvaluate(b *testing.B) {
	var ws []*worker
	for _, fen := range benchFENs {
		w := newWorker(0)
		w.prepare(&search{tt: newTable(1)}, position(b, "standard", fen), nil)
		ws = append(ws, w)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ws[i%len(ws)].evaluate()
	}
}

// BenchmarkCancel measures how long a search takes to answer once its context is cancelled in
// the middle of an infinite search of the start position (during its ninth iteration), reported
// as cancel-ms.
func BenchmarkCancel(b *testing.B) {
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	e := NewEngine(16)
	var total time.Duration
	for i := 0; i < b.N; i++ {
		if err := e.NewGame(); err != nil {
			b.Fatal(err)
		}
		total += testenv.CancelDelay(b.Fatalf, func(ctx context.Context, deep func()) error {
			_, err := e.Search(ctx, p, Limits{Infinite: true}, func(in Info) {
				if in.Depth == 8 {
					deep()
				}
			})
			return err
		})
	}
	b.ReportMetric(total.Seconds()*1000/float64(b.N), "cancel-ms")
}
