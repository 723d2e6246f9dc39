package ai

import (
	"math"
	"math/rand/v2"
	"testing"

	"janggi/ai/nnue"
	"janggi/game"
)

// TestNNCorrectionFollowsTheSearch walks random lines the way the search does (moves, passes,
// takebacks, evaluations at some plies and not others) and checks that the correction at every
// evaluation is what the network gives for the board from scratch.
func TestNNCorrectionFollowsTheSearch(t *testing.T) {
	n, err := nnue.New(8, 5)
	if err != nil {
		t.Fatal(err)
	}
	n.Scale = 300
	r := rand.New(rand.NewPCG(6, 7))
	w := newWorker(0)
	s := &search{tt: newTable(1)}
	p := position(t, "casual", benchFENs[5])
	w.prepare(s, p, nil)
	w.prepareNN(n)
	ply, checked := 0, 0
	for step := 0; step < 3000; step++ {
		switch {
		case ply > 0 && (r.IntN(3) == 0 || ply >= 40 || w.pos.Result().Over()):
			w.unmakeMove()
			ply--
		case r.IntN(8) == 0 && !w.pos.LastMove().IsPass():
			w.makeNull(ply)
			ply++
		default:
			moves := w.pos.LegalMoves(nil)
			if len(moves) == 0 {
				continue
			}
			w.makeMove(moves[r.IntN(len(moves))], ply)
			ply++
		}
		if r.IntN(2) == 0 {
			continue
		}
		var board [game.SquareCount]game.Piece
		for sq := range board {
			board[sq] = w.pos.At(game.Square(sq))
		}
		side := w.pos.SideToMove()
		want := n.Output(nnue.Features(nil, &board, side), nnue.Features(nil, &board, 1-side)) * n.Scale
		if got := float64(w.nnCorrection()); math.Abs(got-float64(Score(want))) > 1 {
			t.Fatalf("step %d, ply %d: correction %v, from the board %v", step, ply, got, want)
		}
		checked++
	}
	if checked < 1000 {
		t.Fatalf("only %d evaluations checked", checked)
	}
}
