package twelve

import (
	"context"
	"testing"

	"janggi/game/twelve"
)

// BenchmarkSearchStart searches the start position of each variant to a fixed depth with a fresh
// table, and reports the speed in nodes per second.
func BenchmarkSearchStart(b *testing.B) {
	for _, v := range []twelve.Variant{twelve.TwelveJanggi, twelve.Dobutsu} {
		b.Run(v.String(), func(b *testing.B) {
			e := NewEngine(64)
			p := twelve.NewPosition(v)
			var nodes int64
			for b.Loop() {
				e.NewGame()
				r, err := e.Search(context.Background(), p, Limits{Depth: 14}, nil)
				if err != nil {
					b.Fatal(err)
				}
				nodes += r.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
