package ai

import (
	"math/rand/v2"
	"testing"

	"janggi/game"
)

// TestCorrKeysFollowMoves plays random games (captures and passes included) through the worker's
// makeMove and makeNull and checks at every ply that the correction keys kept move by move are
// those computed from the board, and that taking moves back restores them.
func TestCorrKeysFollowMoves(t *testing.T) {
	for _, preset := range []string{"standard", "xiangqi"} {
		rng := rand.New(rand.NewPCG(5, 6))
		w, p := startWorker(preset)
		captures := 0
		for ply := 0; ply < maxPly && !p.Result().Over(); ply++ {
			if got, want := w.stack[ply].ck, computeCorrKeys(p); got != want {
				t.Fatalf("%s ply %d: kept keys %+v, from the board %+v\n%s", preset, ply, got, want, p.Diagram())
			}
			if ply%17 == 5 && w.canNull(ply) {
				w.makeNull(ply)
				continue
			}
			legal := p.LegalMoves(nil)
			m := legal[rng.IntN(len(legal))]
			if c := p.Captures(nil); len(c) > 0 && rng.IntN(3) == 0 && p.IsLegalPseudo(c[0]) {
				m = c[0]
			}
			if !m.IsPass() && p.At(m.To()) != game.NoPiece {
				captures++
			}
			w.makeMove(m, ply)
		}
		if captures < 5 {
			t.Fatalf("%s: only %d captures played; the test needs more", preset, captures)
		}
		for p.Ply() > 0 {
			w.unmakeMove()
		}
		if got, want := computeCorrKeys(p), w.stack[0].ck; got != want {
			t.Fatalf("%s: keys after taking every move back %+v, at the start %+v", preset, got, want)
		}
	}
}

// TestCorrectionLearns checks that the correction moves toward what searches find, stays within
// its bound, and that positions with other keys are not corrected.
func TestCorrectionLearns(t *testing.T) {
	w, _ := startWorker("standard")
	if c := w.correction(0); c != 0 {
		t.Fatalf("a new worker corrects by %d", c)
	}
	for range 200 {
		w.updateCorrection(0, 10, 80)
	}
	if c := w.correction(0); c < 75 || c > 80 {
		t.Fatalf("after 200 searches finding +80, correction %d", c)
	}
	for range 500 {
		w.updateCorrection(0, 20, -5000)
	}
	if c := w.correction(0); c < -250 || c > -240 {
		t.Fatalf("after searches finding -5000, correction %d, want about the bound -250", c)
	}
	if got := w.correctedEval(-MateBound+100, 0); got != -MateBound+1 {
		t.Fatalf("corrected evaluation %d reaches the mate scores", got)
	}
	// The other side to move has its own entries.
	w.makeNull(0)
	if c := w.correction(1); c != 0 {
		t.Fatalf("the other side's correction is %d, want 0", c)
	}
}
