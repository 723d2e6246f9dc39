// Package nnue is a small neural evaluation of Janggi and Xiangqi positions (the same board, and
// pieces of the same seven kinds), of the kind chess engines call NNUE: one hidden layer over the
// pieces on their points, seen from each side, so that a move changes only the few inputs of the
// pieces it moves or takes and the hidden layer can be updated instead of recomputed. This package
// holds the network, its inputs and its training (Adam on the squared error of the winning chance,
// as the evaluation's Texel fit does); tools/nnue trains one on game logs. The engine adds the ones
// built into package ai to its evaluation at full strength (janggi.nnue under every Janggi preset,
// xiangqi.nnue in Xiangqi), or another file it is given (ai.Engine.SetEvalFile, UCI's EvalFile):
// docs/ai.md has what they measured.
package nnue

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"

	"janggi/game"
)

// Inputs is the number of the network's inputs on each side: a piece of either side (own or
// enemy, as the side the inputs belong to sees it), of each of the 7 types, on each of the 90
// points.
const Inputs = 2 * 7 * game.SquareCount

// Feature returns the input that piece pc on point s sets for side c's half of the network. Han
// sees the board turned, so that each side's half learns from its own side of the board: the same
// weights serve both.
func Feature(c game.Color, pc game.Piece, s game.Square) int {
	rel := 0
	if pc.Color() != c {
		rel = 1
	}
	if c == game.Han {
		s = game.SquareAt(s.File(), game.Ranks-1-s.Rank())
	}
	return (rel*7+int(pc.Type())-1)*game.SquareCount + int(s)
}

// Features appends the inputs of every piece of board for side c's half to dst.
func Features(dst []uint16, board *[game.SquareCount]game.Piece, c game.Color) []uint16 {
	for s, pc := range board {
		if pc != game.NoPiece {
			dst = append(dst, uint16(Feature(c, pc, game.Square(s))))
		}
	}
	return dst
}

// PalacePoints is the number of points of a palace: a Palace network has a set of Inputs for each.
const PalacePoints = 9

// PalacePoint returns the point of c's palace that its general stands on, as c sees the board
// (0 to 8, row by row from the palace's back row), given the general's square; the centre, 4, when
// c has no general or it stands outside its palace (a composed position).
func PalacePoint(c game.Color, general game.Square) int {
	if general == game.NoSquare {
		return 4
	}
	f, r := general.File(), general.Rank()
	if c == game.Han {
		r = game.Ranks - 1 - r
	}
	if f < 3 || f > 5 || r > 2 {
		return 4
	}
	return f - 3 + 3*r
}

// PalaceFeature returns the input that the plain input f (Feature's) sets besides on a Palace
// network, for a side whose general stands on palace point pp.
func PalaceFeature(f, pp int) int { return Inputs*(1+pp) + f }

// Features appends the inputs of every piece of board for side c's half to dst: Feature's, and on
// a Palace network PalaceFeature's by the point of c's general.
func (n *Net) Features(dst []uint16, board *[game.SquareCount]game.Piece, c game.Color) []uint16 {
	start := len(dst)
	dst = Features(dst, board, c)
	if !n.Palace {
		return dst
	}
	general := game.NoSquare
	for s, pc := range board {
		if pc.Type() == game.General && pc.Color() == c {
			general = game.Square(s)
		}
	}
	pp := PalacePoint(c, general)
	for _, f := range dst[start:] {
		dst = append(dst, uint16(PalaceFeature(int(f), pp)))
	}
	return dst
}

// Net is the network in floating point, as trained: the hidden layer's weights W1 (one row of
// Hidden for each input) and biases B1, shared by both sides' halves, and the output's weights W2
// (the side to move's half, then the other's) and bias B2. Its output is the logit of the side to
// move's winning chance; Scale turns it into centipawns of the evaluation it is compared with.
//
// A Palace network has PalacePoints more sets of Inputs: each piece sets its plain input and the
// one of the same piece and point in the set of the point its side's general stands on, so that
// the network can weigh a piece by where the general it guards or attacks is.
type Net struct {
	Hidden int
	Palace bool
	W1     []float32
	folded []float32 // W1 as Refresh and Move read it (Fold)
	B1     []float32
	W2     []float32
	B2     float32
	Scale  float32
}

// MaxHidden bounds the hidden layer's size, for Read's sake as much as anything.
const MaxHidden = 1024

// What Read accepts of a network file, beyond its form: a file larger than MaxFileSize (a Palace
// network of more than 317 hidden units; a plain one is under it at MaxHidden) is refused from
// its header, before its weights are read, and so is a weight or bias larger than MaxWeight in
// size or a Scale outside 0..MaxScale. The networks trained here have weights under 2 and a
// scale near 1000; a network of absurd but finite values (3e38) would otherwise load and give
// senseless evaluations, or none at all once the arithmetic overflows.
const (
	MaxFileSize = 16 << 20
	MaxWeight   = 100
	MaxScale    = 10_000
)

// New returns a network of hidden units with small random weights from seed; palace makes it a
// Palace network.
func New(hidden int, palace bool, seed uint64) (*Net, error) {
	if hidden < 1 || hidden > MaxHidden {
		return nil, fmt.Errorf("nnue: %d hidden units: want 1..%d", hidden, MaxHidden)
	}
	if size := (&Net{Hidden: hidden, Palace: palace}).FileSize(); size > MaxFileSize {
		return nil, fmt.Errorf("nnue: %d hidden units make a file of %.1f MB: Read takes at most %d MB", hidden, float64(size)/(1<<20), MaxFileSize>>20)
	}
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	n := &Net{Hidden: hidden, Palace: palace, B1: make([]float32, hidden), W2: make([]float32, 2*hidden), Scale: 1}
	n.W1 = make([]float32, n.inputs()*hidden)
	for i := range n.W1 {
		n.W1[i] = float32(r.Float64()*2-1) * 0.05
	}
	for i := range n.B1 {
		n.B1[i] = 0.5
	}
	for i := range n.W2 {
		n.W2[i] = float32(r.Float64()*2-1) * 0.1
	}
	n.Fold()
	return n, nil
}

// inputs returns the number of the network's inputs on each side.
func (n *Net) inputs() int {
	if n.Palace {
		return (1 + PalacePoints) * Inputs
	}
	return Inputs
}

// crelu is the hidden layer's activation, clipped to [0, 1].
func crelu(x float32) float32 { return min(max(x, 0), 1) }

// accumulate sets acc to the hidden layer's input for the given features.
func (n *Net) accumulate(acc []float32, feats []uint16) {
	copy(acc, n.B1)
	h := n.Hidden
	for _, f := range feats {
		row := n.W1[int(f)*h : int(f)*h+h]
		for j, w := range row {
			acc[j] += w
		}
	}
}

// Output returns the network's output (the logit of the side to move's winning chance) for the
// features of the side to move (us) and of the other side (them).
func (n *Net) Output(us, them []uint16) float32 {
	a := make([]float32, 2*n.Hidden)
	return n.output(a, us, them)
}

func (n *Net) output(a []float32, us, them []uint16) float32 {
	h := n.Hidden
	n.accumulate(a[:h], us)
	n.accumulate(a[h:], them)
	out := n.B2
	for j, x := range a {
		out += n.W2[j] * crelu(x)
	}
	return out
}

// Sample is one training position: the inputs of the side to move and of the other, and the
// target winning chance of the side to move. Base, when not zero, is added to the network's output
// (a logit): the network then learns a correction to another evaluation, the one Base comes from.
type Sample struct {
	Us, Them []uint16
	Base     float32
	Target   float32
}

// Loss returns the mean squared error of the network's winning chance against the samples' targets.
func (n *Net) Loss(samples []Sample) float64 {
	a := make([]float32, 2*n.Hidden)
	var e float64
	for _, s := range samples {
		d := sigmoid(float64(s.Base+n.output(a, s.Us, s.Them))) - float64(s.Target)
		e += d * d
	}
	return e / float64(max(len(samples), 1))
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// grads holds a gradient of every weight, the size of the network.
type grads struct {
	w1, b1, w2 []float32
	b2         float32
	a, da      []float32
	used       []bool // rows of w1 touched since the last clear
	rows       []uint16
}

func newGrads(n *Net) *grads {
	return &grads{w1: make([]float32, len(n.W1)), b1: make([]float32, n.Hidden), w2: make([]float32, 2*n.Hidden),
		a: make([]float32, 2*n.Hidden), da: make([]float32, 2*n.Hidden), used: make([]bool, n.inputs())}
}

// add adds the gradient of one sample's squared error to g.
func (g *grads) add(n *Net, s *Sample) {
	h := n.Hidden
	out := s.Base + n.output(g.a, s.Us, s.Them)
	p := float32(sigmoid(float64(out)))
	d := 2 * (p - s.Target) * p * (1 - p)
	g.b2 += d
	for j, x := range g.a {
		g.w2[j] += d * crelu(x)
		if x > 0 && x < 1 {
			g.da[j] = d * n.W2[j]
		} else {
			g.da[j] = 0
		}
	}
	for j := 0; j < h; j++ {
		g.b1[j] += g.da[j] + g.da[h+j]
	}
	for half, feats := range [2][]uint16{s.Us, s.Them} {
		da := g.da[half*h : half*h+h]
		for _, f := range feats {
			if !g.used[f] {
				g.used[f] = true
				g.rows = append(g.rows, f)
			}
			row := g.w1[int(f)*h : int(f)*h+h]
			for j := range row {
				row[j] += da[j]
			}
		}
	}
}

// clear sets g back to zero.
func (g *grads) clear(h int) {
	for _, f := range g.rows {
		clear(g.w1[int(f)*h : int(f)*h+h])
		g.used[f] = false
	}
	g.rows = g.rows[:0]
	clear(g.b1)
	clear(g.w2)
	g.b2 = 0
}

// Trainer fits a network by Adam, one batch of samples at a time.
type Trainer struct {
	Net  *Net
	Rate float64 // Adam's step size (0.001 is usual)
	// Decay pulls the weights (not the biases) toward zero by this part of the step at every
	// step (AdamW's decoupled weight decay): a network fitted to few games learns them by heart
	// without it.
	Decay float64

	m, v   []float32 // Adam's moments of every weight, in the order of params
	t      int
	shards []*grads
}

// NewTrainer returns a trainer of n that computes each batch's gradient in shards parts at once
// (one per core).
func NewTrainer(n *Net, rate float64, shards int) *Trainer {
	size := len(n.W1) + len(n.B1) + len(n.W2) + 1
	t := &Trainer{Net: n, Rate: rate, m: make([]float32, size), v: make([]float32, size)}
	for range max(shards, 1) {
		t.shards = append(t.shards, newGrads(n))
	}
	return t
}

// Step moves the weights once against the mean gradient of the batch's squared error.
func (t *Trainer) Step(batch []Sample) {
	n := t.Net
	k := len(t.shards)
	done := make(chan struct{}, k)
	for i, g := range t.shards {
		lo, hi := len(batch)*i/k, len(batch)*(i+1)/k
		go func() {
			for s := range batch[lo:hi] {
				g.add(n, &batch[lo+s])
			}
			done <- struct{}{}
		}()
	}
	for range k {
		<-done
	}
	t.t++
	const b1, b2, eps = 0.9, 0.999, 1e-8
	c1 := 1 - math.Pow(b1, float64(t.t))
	c2 := 1 - math.Pow(b2, float64(t.t))
	lr := float32(t.Rate * math.Sqrt(c2) / c1)
	scale := 1 / float32(max(len(batch), 1))
	off := 0
	update := func(w []float32, decay float32, grad func(int) float32) {
		m, v := t.m[off:off+len(w)], t.v[off:off+len(w)]
		for i := range w {
			gr := grad(i) * scale
			m[i] = b1*m[i] + (1-b1)*gr
			v[i] = b2*v[i] + (1-b2)*gr*gr
			w[i] -= lr*m[i]/(float32(math.Sqrt(float64(v[i])))+eps) + decay*w[i]
		}
		off += len(w)
	}
	decay := float32(t.Rate * t.Decay)
	sum := func(pick func(g *grads) []float32) func(int) float32 {
		return func(i int) float32 {
			var s float32
			for _, g := range t.shards {
				s += pick(g)[i]
			}
			return s
		}
	}
	update(n.W1, decay, sum(func(g *grads) []float32 { return g.w1 }))
	update(n.B1, 0, sum(func(g *grads) []float32 { return g.b1 }))
	update(n.W2, decay, sum(func(g *grads) []float32 { return g.w2 }))
	b := []float32{n.B2}
	var gb2 float32
	for _, g := range t.shards {
		gb2 += g.b2
	}
	update(b, 0, func(int) float32 { return gb2 })
	n.B2 = b[0]
	for _, g := range t.shards {
		g.clear(n.Hidden)
	}
	n.Fold()
}

// magic opens a network file.
const magic = "janggi-nnue-2\n"

// Write writes the network: the magic line, the hidden size, the layout (1 for a Palace network,
// 0 for a plain one) and the scale, then every weight, little-endian.
func (n *Net) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(magic)
	layout := int32(0)
	if n.Palace {
		layout = 1
	}
	for _, v := range []any{int32(n.Hidden), layout, n.Scale, n.W1, n.B1, n.W2, n.B2} {
		if err := binary.Write(bw, binary.LittleEndian, v); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// Read reads a network written by Write, of at most MaxFileSize bytes and values within MaxWeight
// and MaxScale. It holds no more memory than the network (the weights are read a block at a time,
// not through a copy of the whole file).
func Read(r io.Reader) (*Net, error) {
	br := bufio.NewReader(r)
	head := make([]byte, len(magic))
	if _, err := io.ReadFull(br, head); err != nil || string(head) != magic {
		return nil, errors.New("nnue: not a network file (its first line is not " + fmt.Sprintf("%q", magic) + ")")
	}
	var hidden, layout int32
	var scale float32
	if err := binary.Read(br, binary.LittleEndian, &hidden); err != nil {
		return nil, fmt.Errorf("nnue: reading the hidden size: %w", err)
	}
	if hidden < 1 || hidden > MaxHidden {
		return nil, fmt.Errorf("nnue: the file says %d hidden units: want 1..%d", hidden, MaxHidden)
	}
	if err := binary.Read(br, binary.LittleEndian, &layout); err != nil {
		return nil, fmt.Errorf("nnue: reading the layout: %w", err)
	}
	if layout != 0 && layout != 1 {
		return nil, fmt.Errorf("nnue: the file says layout %d: want 0 (plain) or 1 (palace)", layout)
	}
	if err := binary.Read(br, binary.LittleEndian, &scale); err != nil {
		return nil, fmt.Errorf("nnue: reading the scale: %w", err)
	}
	if !(scale >= 0 && scale <= MaxScale) { // NaN fails both
		return nil, fmt.Errorf("nnue: the scale is %.3g: want 0 to %d", scale, MaxScale)
	}
	n := &Net{Hidden: int(hidden), Palace: layout == 1, Scale: scale}
	if size := n.FileSize(); size > MaxFileSize {
		kind := "plain"
		if n.Palace {
			kind = "Palace"
		}
		return nil, fmt.Errorf("nnue: a %s network of %d hidden units is %.1f MB: a network file is at most %d MB", kind, hidden, float64(size)/(1<<20), MaxFileSize>>20)
	}
	n.W1 = make([]float32, n.inputs()*int(hidden))
	n.B1 = make([]float32, hidden)
	n.W2 = make([]float32, 2*hidden)
	b2 := make([]float32, 1)
	for _, l := range []struct {
		name string
		w    []float32
	}{{"the first layer's weights", n.W1}, {"the first layer's biases", n.B1}, {"the output's weights", n.W2}, {"the output's bias", b2}} {
		if err := readFloats(br, l.w); err != nil {
			return nil, fmt.Errorf("nnue: the weights end early: %w", err)
		}
		for i, x := range l.w {
			if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
				return nil, fmt.Errorf("nnue: %s: number %d is not a finite number", l.name, i+1)
			}
			if math.Abs(float64(x)) > MaxWeight {
				return nil, fmt.Errorf("nnue: %s: number %d is %.3g: a network's weights are at most %d in size", l.name, i+1, x, MaxWeight)
			}
		}
	}
	n.B2 = b2[0]
	if _, err := br.ReadByte(); err != io.EOF {
		return nil, errors.New("nnue: bytes after the last weight")
	}
	n.Fold()
	return n, nil
}

// FileSize returns the size in bytes of the network's file, as Write writes it.
func (n *Net) FileSize() int64 {
	h := int64(n.Hidden)
	return int64(len(magic)) + 3*4 + 4*(int64(n.inputs())*h+h+2*h+1)
}

// readFloats fills w with little-endian float32s from r, a block at a time.
func readFloats(r io.Reader, w []float32) error {
	var buf [16 << 10]byte
	for len(w) > 0 {
		k := min(len(w), len(buf)/4)
		if _, err := io.ReadFull(r, buf[:4*k]); err != nil {
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return err
		}
		for i := range k {
			w[i] = math.Float32frombits(binary.LittleEndian.Uint32(buf[4*i:]))
		}
		w = w[k:]
	}
	return nil
}

// The search keeps the hidden layer's input up to date move by move: an accumulator is 2×Hidden
// numbers, Cho's half then Han's, each the sum of the first layer's rows of that side's inputs and
// its biases. It reads the rows from a copy in which a Palace network's two rows of each piece
// (its plain input's and its palace point's) are one, their sum: Fold makes it.

// Fold makes the copy of the first layer's weights that Refresh and Move read. New, Read and
// Trainer.Step call it; whoever changes W1 otherwise calls it before those.
func (n *Net) Fold() {
	if !n.Palace {
		n.folded = n.W1
		return
	}
	h := n.Hidden
	if len(n.folded) != PalacePoints*Inputs*h {
		n.folded = make([]float32, PalacePoints*Inputs*h)
	}
	for pp := 0; pp < PalacePoints; pp++ {
		for f := 0; f < Inputs; f++ {
			dst := n.folded[(pp*Inputs+f)*h:][:h]
			a, b := n.W1[f*h:][:h], n.W1[PalaceFeature(f, pp)*h:][:h]
			for j := range dst {
				dst[j] = a[j] + b[j]
			}
		}
	}
}

// foldedRow returns the index in the folded weights of plain input f for a side whose general stands
// on palace point pp.
func (n *Net) foldedRow(f, pp int) int {
	if n.Palace {
		return pp*Inputs + f
	}
	return f
}

// Refresh sets acc (2×Hidden) to the accumulator of board.
func (n *Net) Refresh(acc []float32, board *[game.SquareCount]game.Piece) {
	h := n.Hidden
	var general [2]game.Square
	general[game.Cho], general[game.Han] = game.NoSquare, game.NoSquare
	for s, pc := range board {
		if pc.Type() == game.General {
			general[pc.Color()] = game.Square(s)
		}
	}
	for half, c := range [2]game.Color{game.Cho, game.Han} {
		a := acc[half*h : half*h+h]
		copy(a, n.B1)
		pp := PalacePoint(c, general[c])
		for s, pc := range board {
			if pc == game.NoPiece {
				continue
			}
			row := n.folded[n.foldedRow(Feature(c, pc, game.Square(s)), pp)*h:][:h]
			for j, w := range row {
				a[j] += w
			}
		}
	}
}

// NeedsRefresh reports whether Move cannot follow pc's move taking captured: on a Palace network a
// general's move (or its capture, in a position where the search lets one happen) changes every
// input of its side, and the accumulator must be rebuilt by Refresh.
func (n *Net) NeedsRefresh(pc, captured game.Piece) bool {
	return n.Palace && (pc.Type() == game.General || captured.Type() == game.General)
}

// Move sets dst to src's accumulator after piece pc moves from one point to another, taking
// captured there (game.NoPiece when it takes nothing). generals holds the squares of Cho's and
// Han's generals (game.NoSquare for none), which only a Palace network reads; there neither pc nor
// captured may be a general (NeedsRefresh).
func (n *Net) Move(dst, src []float32, pc game.Piece, from, to game.Square, captured game.Piece, generals [2]game.Square) {
	h := n.Hidden
	for half, c := range [2]game.Color{game.Cho, game.Han} {
		d, s := dst[half*h:half*h+h], src[half*h:half*h+h]
		pp := PalacePoint(c, generals[c])
		add := n.folded[n.foldedRow(Feature(c, pc, to), pp)*h:][:h]
		sub := n.folded[n.foldedRow(Feature(c, pc, from), pp)*h:][:h]
		if captured == game.NoPiece {
			for j := range d {
				d[j] = s[j] + add[j] - sub[j]
			}
			continue
		}
		cap := n.folded[n.foldedRow(Feature(c, captured, to), pp)*h:][:h]
		for j := range d {
			d[j] = s[j] + add[j] - sub[j] - cap[j]
		}
	}
}

// Evaluate returns the network's output for the side to move from the accumulator acc: the logit of
// its winning chance (times Scale, centipawns).
func (n *Net) Evaluate(acc []float32, toMove game.Color) float32 {
	h := n.Hidden
	us, them := acc[:h], acc[h:2*h]
	if toMove == game.Han {
		us, them = them, us
	}
	out := n.B2
	w := n.W2[:2*h]
	for j, x := range us {
		out += w[j] * crelu(x)
	}
	for j, x := range them {
		out += w[h+j] * crelu(x)
	}
	return out
}
