package ai

import (
	"math/rand/v2"
	"slices"
	"testing"

	"janggi/game"
)

// TestPickerHandsOutEveryMove plays random games and checks at every ply that the move picker
// hands out each pseudo-legal move (and the pass where allowed) exactly once, whatever hash move
// it is given; in quiescence, the captures only, or every move when in check.
func TestPickerHandsOutEveryMove(t *testing.T) {
	for _, preset := range []string{"standard", "xiangqi"} {
		rng := rand.New(rand.NewPCG(3, 4))
		w, p := startWorker(preset)
		for ply := 0; ply < 200 && !p.Result().Over(); ply++ {
			all := p.PseudoMoves(nil)
			if p.CanPass() {
				all = append(all, game.PassMove(p.GeneralSquare(p.SideToMove())))
			}
			caps := p.Captures(nil)
			legal := p.LegalMoves(nil)
			for _, tt := range []game.Move{game.NoMove, legal[rng.IntN(len(legal))], game.NewMove(0, 1)} {
				for _, quiescent := range []bool{false, true} {
					want := all
					if quiescent && !p.InCheck() {
						want = caps
					}
					mp := w.newPicker(1, tt, quiescent)
					var got []game.Move
					for m := w.nextMove(&mp, 1); m != game.NoMove; m = w.nextMove(&mp, 1) {
						got = append(got, m)
					}
					if !sameSet(got, want) {
						t.Fatalf("%s ply %d, hash move %s, quiescent %v: picker gave %s, want %s\n%s", preset, ply, tt,
							quiescent, game.FormatMoves(got), game.FormatMoves(want), p.Diagram())
					}
				}
			}
			m := legal[rng.IntN(len(legal))]
			p.Make(m)
		}
	}
}

func sameSet(a, b []game.Move) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// startWorker returns a worker prepared to search the start position of preset (horses and
// elephants HEHE against EHHE), and that position, which the worker plays its moves on.
func startWorker(preset string) (*worker, *game.Position) {
	p := game.NewPosition(game.MustPreset(preset), game.HEHE, game.EHHE)
	w := newWorker(0)
	w.prepare(&search{tt: newTable(1)}, p, nil)
	w.pos = p
	return w, p
}
