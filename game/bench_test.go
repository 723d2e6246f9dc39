package game

import (
	"math/rand/v2"
	"testing"
)

func BenchmarkPerft5Start(b *testing.B) {
	p := NewPosition(Standard(), HEEH, HEEH)
	for i := 0; i < b.N; i++ {
		if n := p.Perft(5); n != 35243995 {
			b.Fatal(n)
		}
	}
	b.ReportMetric(float64(35243995*b.N)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkIsLegal asks IsLegal of every from-to pair (and every pass) in the positions of a
// seeded random game: what checking a player's click, a UCI move or Game.Play costs.
func BenchmarkIsLegal(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 9))
	p := NewPosition(Standard(), HEEH, EHHE)
	var positions []*Position
	for ply := 0; ply < 120 && !p.Result().Over(); ply++ {
		if ply%10 == 0 {
			positions = append(positions, p.Clone())
		}
		moves := p.LegalMoves(nil)
		p.Make(moves[rng.IntN(len(moves))])
	}
	b.ResetTimer()
	for b.Loop() {
		for _, q := range positions {
			for from := range Square(SquareCount) {
				for to := range Square(SquareCount) {
					q.IsLegal(NewMove(from, to))
				}
			}
		}
	}
	b.ReportMetric(float64(b.N*len(positions)*SquareCount*SquareCount)/b.Elapsed().Seconds(), "moves/s")
}
