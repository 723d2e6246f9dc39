package game

import "testing"

func BenchmarkPerft5Start(b *testing.B) {
	p := NewPosition(Standard(), HEEH, HEEH)
	for i := 0; i < b.N; i++ {
		if n := p.Perft(5); n != 35243995 {
			b.Fatal(n)
		}
	}
	b.ReportMetric(float64(35243995*b.N)/b.Elapsed().Seconds(), "nodes/s")
}
