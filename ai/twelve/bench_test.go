package twelve

import (
	"context"
	"fmt"
	"testing"
	"time"

	"janggi/game/twelve"
	"janggi/internal/testenv"
)

// BenchmarkSearchStart searches the start position of each variant to a fixed depth with an emptied
// 64 MB table each time: ns/op is the time to reach that depth, nodes/s the speed.
func BenchmarkSearchStart(b *testing.B) {
	for _, v := range []twelve.Variant{twelve.TwelveJanggi, twelve.Dobutsu} {
		for _, depth := range []int{8, 12, 16} {
			b.Run(fmt.Sprintf("%v/depth=%d", v, depth), func(b *testing.B) {
				e := NewEngine(64)
				p := twelve.NewPosition(v)
				var nodes int64
				for b.Loop() {
					b.StopTimer() // emptying the table is not searching
					e.NewGame()
					b.StartTimer()
					r, err := e.Search(context.Background(), p, Limits{Depth: depth}, nil)
					if err != nil {
						b.Fatal(err)
					}
					nodes += r.Nodes
				}
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
				b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			})
		}
	}
}

// BenchmarkEvaluate measures the static evaluation alone.
func BenchmarkEvaluate(b *testing.B) {
	p, err := twelve.ParseFEN(twelve.TwelveJanggi, "g1e/1l1/cL1/E1G[C] w - - 0 3")
	if err != nil {
		b.Fatal(err)
	}
	sum := 0
	for b.Loop() {
		sum += evaluate(p)
	}
	if sum == 1 {
		b.Log(sum) // keeps the call from being optimised away
	}
}

// BenchmarkSecondFromStart searches each variant's start position for one second of wall time with
// an emptied 64 MB table, as the top level thinks: depth is the last iteration completed, nodes/s
// the speed over the whole second.
func BenchmarkSecondFromStart(b *testing.B) {
	for _, v := range []twelve.Variant{twelve.TwelveJanggi, twelve.Dobutsu} {
		b.Run(v.String(), func(b *testing.B) {
			e := NewEngine(64)
			p := twelve.NewPosition(v)
			var nodes int64
			depths := 0
			for b.Loop() {
				b.StopTimer()
				e.NewGame()
				b.StartTimer()
				completed := 0
				r, err := e.Search(context.Background(), p, Limits{Time: time.Second}, func(depth, _ int, _ []twelve.Move) {
					completed = depth
				})
				if err != nil {
					b.Fatal(err)
				}
				nodes += r.Nodes
				depths += completed
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(depths)/float64(b.N), "depth")
		})
	}
}

// BenchmarkCancel measures how long a search without limits takes to answer once its context is
// cancelled, in the middle of its eighth iteration from the start, reported as cancel-ms.
func BenchmarkCancel(b *testing.B) {
	p := twelve.NewPosition(twelve.TwelveJanggi)
	e := NewEngine(16)
	var total time.Duration
	for b.Loop() {
		e.NewGame()
		total += testenv.CancelDelay(b.Fatalf, func(ctx context.Context, deep func()) error {
			_, err := e.Search(ctx, p, Limits{}, func(depth, _ int, _ []twelve.Move) {
				if depth == 7 {
					deep()
				}
			})
			return err
		})
	}
	b.ReportMetric(total.Seconds()*1000/float64(b.N), "cancel-ms")
}
