package ai

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"janggi/ai/nnue"
	"janggi/game/kind"
)

// TestALoudNetworkIsBounded: a network at the limits Read accepts (every weight nnue.MaxWeight,
// the scale nnue.MaxScale) says some 2e10 centipawns: its correction is held to MaxCorrection
// either way, and the evaluation stays below the won endings' scores, so that it neither reads as
// a mate nor wraps in the hash table's 16-bit slot.
func TestALoudNetworkIsBounded(t *testing.T) {
	for _, sign := range []float32{1, -1} {
		n, err := nnue.New(8, false, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range [][]float32{n.W1, n.B1, n.W2} {
			for i := range w {
				w[i] = nnue.MaxWeight
			}
		}
		for i := range n.W2 {
			n.W2[i] *= sign
		}
		n.B2, n.Scale = sign*nnue.MaxWeight, nnue.MaxScale
		n.Fold()
		var buf bytes.Buffer
		if err := n.Write(&buf); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "loud.nnue")
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		e := NewEngine(1)
		if err := e.SetEvalFile(path); err != nil {
			t.Fatalf("a network at the limits: %v", err)
		}
		w := newWorker(0)
		s := &search{tt: newTable(1)}
		w.prepare(s, position(t, "casual", benchFENs[5]), nil)
		w.prepareNN(e.searchNet(nil, kind.Janggi))
		if got, want := w.nnCorrection(), Score(sign)*MaxCorrection; got != want {
			t.Errorf("sign %v: correction %d, want %d", sign, got, want)
		}
		ev := w.evaluate()
		if ev.IsMate() {
			t.Errorf("sign %v: evaluation %d reads as a won or lost ending", sign, ev)
		}
		s.tt.store(1, 0, 0, ev, 1, boundExact)
		if ent, ok := s.tt.probe(1); !ok || ent.eval != ev {
			t.Errorf("sign %v: the table gives back %d for an evaluation of %d", sign, ent.eval, ev)
		}
	}
}
