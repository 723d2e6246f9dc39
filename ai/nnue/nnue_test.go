package nnue

import (
	"bytes"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"janggi/game"
)

// TestFeatures checks that every piece on every point sets an input of its own for each side, and
// that Han's half sees the board as Cho's does, turned: Han's piece on a point is, to Han, what
// Cho's piece on the turned point is to Cho.
func TestFeatures(t *testing.T) {
	for _, c := range []game.Color{game.Cho, game.Han} {
		seen := make(map[int]bool)
		for _, pc := range pieces() {
			for s := game.Square(0); s < game.SquareCount; s++ {
				f := Feature(c, pc, s)
				if f < 0 || f >= Inputs || seen[f] {
					t.Fatalf("side %v, %v on %v: input %d out of range or taken twice", c, pc, s, f)
				}
				seen[f] = true
				turned := game.SquareAt(s.File(), game.Ranks-1-s.Rank())
				other := game.MakePiece(1-pc.Color(), pc.Type())
				if g := Feature(1-c, other, turned); g != f {
					t.Fatalf("%v on %v for %v is input %d; %v on %v for %v is %d, want the same", pc, s, c, f, other, turned, 1-c, g)
				}
			}
		}
	}
}

// TestPalaceFeatures checks that a Palace network's inputs are each piece's plain input and one
// more for the point of its side's general, all distinct, and that the point is read as the side sees
// the board.
func TestPalaceFeatures(t *testing.T) {
	seen := make(map[int]bool)
	for pp := 0; pp < PalacePoints; pp++ {
		for f := 0; f < Inputs; f++ {
			g := PalaceFeature(f, pp)
			if g < Inputs || g >= (1+PalacePoints)*Inputs || seen[g] {
				t.Fatalf("palace point %d, input %d: %d out of range or taken twice", pp, f, g)
			}
			seen[g] = true
		}
	}
	for _, tc := range []struct {
		c       game.Color
		general game.Square
		want    int
	}{
		{game.Cho, game.SquareAt(4, 1), 4}, {game.Cho, game.SquareAt(3, 0), 0}, {game.Cho, game.SquareAt(5, 2), 8},
		{game.Han, game.SquareAt(4, 8), 4}, {game.Han, game.SquareAt(3, 9), 0}, {game.Han, game.SquareAt(5, 7), 8},
		{game.Cho, game.NoSquare, 4}, {game.Cho, game.SquareAt(0, 0), 4},
	} {
		if got := PalacePoint(tc.c, tc.general); got != tc.want {
			t.Errorf("PalacePoint(%v, %v) = %d, want %d", tc.c, tc.general, got, tc.want)
		}
	}
	n, err := New(2, true, 1)
	if err != nil {
		t.Fatal(err)
	}
	var board [game.SquareCount]game.Piece
	board[game.SquareAt(3, 0)] = game.MakePiece(game.Cho, game.General)
	board[game.SquareAt(5, 9)] = game.MakePiece(game.Han, game.General)
	board[game.SquareAt(0, 3)] = game.MakePiece(game.Han, game.Soldier)
	for _, c := range []game.Color{game.Cho, game.Han} {
		plain := Features(nil, &board, c)
		got := n.Features(nil, &board, c)
		pp := map[game.Color]int{game.Cho: 0, game.Han: 2}[c]
		want := slices.Clone(plain)
		for _, f := range plain {
			want = append(want, uint16(PalaceFeature(int(f), pp)))
		}
		if !slices.Equal(got, want) {
			t.Errorf("%v's inputs %v, want %v", c, got, want)
		}
	}
}

// eachLayout runs f as a subtest on each layout of network: plain, then Palace.
func eachLayout(t *testing.T, f func(t *testing.T, palace bool)) {
	for _, palace := range []bool{false, true} {
		t.Run(map[bool]string{false: "plain", true: "palace"}[palace], func(t *testing.T) { f(t, palace) })
	}
}

func pieces() []game.Piece {
	var out []game.Piece
	for _, c := range []game.Color{game.Cho, game.Han} {
		for ty := game.General; ty <= game.Soldier; ty++ {
			out = append(out, game.MakePiece(c, ty))
		}
	}
	return out
}

// randomSample returns a sample of k random pieces on distinct points (a general of each side
// among them, in its palace), with a target that follows the material (the chariots and cannons
// of each side), so that a network can learn it. Its inputs are n's.
func randomSample(r *rand.Rand, k int, n *Net) Sample {
	var board [game.SquareCount]game.Piece
	board[game.SquareAt(3+r.IntN(3), r.IntN(3))] = game.MakePiece(game.Cho, game.General)
	board[game.SquareAt(3+r.IntN(3), game.Ranks-1-r.IntN(3))] = game.MakePiece(game.Han, game.General)
	ps := pieces()
	var material float64
	for i := 0; i < k; i++ {
		s := r.IntN(game.SquareCount)
		if board[s] != game.NoPiece {
			continue
		}
		pc := ps[r.IntN(len(ps))]
		if pc.Type() == game.General {
			continue
		}
		board[s] = pc
		v := map[game.PieceType]float64{game.Chariot: 1, game.Cannon: 0.5}[pc.Type()]
		if pc.Color() == game.Han {
			v = -v
		}
		material += v
	}
	return Sample{Us: n.Features(nil, &board, game.Cho), Them: n.Features(nil, &board, game.Han), Target: float32(sigmoid(material))}
}

// TestGradient checks the gradient add computes against the change in the squared error when each
// of a sample of weights is moved a little (finite differences).
func TestGradient(t *testing.T) {
	eachLayout(t, testGradient)
}

func testGradient(t *testing.T, palace bool) {
	n, err := New(8, palace, 1)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(2, 3))
	s := randomSample(r, 20, n)
	// Weights large enough that some hidden units are clipped at 0 and some at 1, where no
	// gradient flows back.
	for i := range n.W1 {
		n.W1[i] *= 8
	}
	a := make([]float32, 2*n.Hidden)
	n.output(a, s.Us, s.Them)
	if slices.Max(a) <= 1 || slices.Min(a) >= 0 {
		t.Fatalf("hidden inputs %v: want some above 1 and some below 0", a)
	}
	loss := func() float64 {
		d := sigmoid(float64(n.Output(s.Us, s.Them))) - float64(s.Target)
		return d * d
	}
	g := newGrads(n)
	g.add(n, &s)
	check := func(name string, w []float32, grad []float32, i int) {
		const h = 1e-3
		old := w[i]
		w[i] = old + h
		up := loss()
		w[i] = old - h
		down := loss()
		w[i] = old
		num := (up - down) / (2 * h)
		if math.Abs(num-float64(grad[i])) > 1e-4+0.02*math.Abs(num) {
			t.Errorf("%s[%d]: gradient %.6g, finite differences %.6g", name, i, grad[i], num)
		}
	}
	for i := range n.W2 {
		check("W2", n.W2, g.w2, i)
	}
	for i := range n.B1 {
		check("B1", n.B1, g.b1, i)
	}
	for _, f := range append(s.Us[:3:3], s.Us[len(s.Us)-3:]...) { // a Palace network's last inputs are its palace ones
		for j := 0; j < n.Hidden; j++ {
			check("W1", n.W1, g.w1, int(f)*n.Hidden+j)
		}
	}
	b := []float32{n.B2}
	loss2 := loss
	loss = func() float64 { n.B2 = b[0]; return loss2() }
	check("B2", b, []float32{g.b2}, 0)
}

// TestTrainingLearns fits a network to targets that follow the material on random boards and checks
// that the error on boards it did not see falls to a small part of what it was.
func TestTrainingLearns(t *testing.T) {
	eachLayout(t, testTrainingLearns)
}

func testTrainingLearns(t *testing.T, palace bool) {
	n, err := New(16, palace, 7)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(4, 5))
	var train, test []Sample
	for i := 0; i < 6000; i++ {
		train = append(train, randomSample(r, 24, n))
	}
	for i := 0; i < 1000; i++ {
		test = append(test, randomSample(r, 24, n))
	}
	before := n.Loss(test)
	tr := NewTrainer(n, 0.01, 2)
	for epoch := 0; epoch < 15; epoch++ {
		for i := 0; i+256 <= len(train); i += 256 {
			tr.Step(train[i : i+256])
		}
	}
	after := n.Loss(test)
	if after > before/4 || after > 0.01 {
		t.Errorf("held-out error %.5f before training, %.5f after: want under a quarter and under 0.01", before, after)
	}
	// The search's view of the trained weights (Refresh, Evaluate) is the trainer's (Output).
	p := game.NewPosition(game.MustPreset("casual"), game.HEEH, game.EHHE)
	var board [game.SquareCount]game.Piece
	for s := range board {
		board[s] = p.At(game.Square(s))
	}
	acc := make([]float32, 2*n.Hidden)
	n.Refresh(acc, &board)
	want := n.Output(n.Features(nil, &board, game.Cho), n.Features(nil, &board, game.Han))
	if got := n.Evaluate(acc, game.Cho); math.Abs(float64(got-want)) > 1e-4 {
		t.Errorf("after training, Evaluate %v, Output %v", got, want)
	}
}

// TestWriteRead checks that a network read back is the one written, and that broken files are
// refused with an error saying what is wrong.
func TestWriteRead(t *testing.T) {
	eachLayout(t, testWriteRead)
	if _, err := New(0, false, 1); err == nil {
		t.Error("New(0): no error")
	}
}

func testWriteRead(t *testing.T, palace bool) {
	n, err := New(4, palace, 9)
	if err != nil {
		t.Fatal(err)
	}
	n.Scale, n.B2 = 350, -0.25
	var buf bytes.Buffer
	if err := n.Write(&buf); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	m, err := Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	s := randomSample(rand.New(rand.NewPCG(1, 1)), 16, n)
	if m.Palace != palace || m.Hidden != 4 || m.Scale != 350 || m.B2 != -0.25 || m.Output(s.Us, s.Them) != n.Output(s.Us, s.Them) {
		t.Errorf("read back: hidden %d scale %v bias %v, output %v; want 4, 350, -0.25, %v", m.Hidden, m.Scale, m.B2, m.Output(s.Us, s.Them), n.Output(s.Us, s.Them))
	}
	nan := bytes.Clone(data)
	copy(nan[len(nan)-4:], []byte{0, 0, 0xc0, 0x7f}) // B2 = NaN
	huge := bytes.Clone(data)
	copy(huge[len(magic):], []byte{0, 0, 0, 0x7f})
	layout := bytes.Clone(data)
	copy(layout[len(magic)+4:], []byte{2, 0, 0, 0})
	// Absurd but finite values, 3e38 (0x7f61ed4f), as the scale and as a weight.
	hugeScale := bytes.Clone(data)
	copy(hugeScale[len(magic)+8:], []byte{0x4f, 0xed, 0x61, 0x7f})
	hugeWeight := bytes.Clone(data)
	copy(hugeWeight[len(magic)+12:], []byte{0x4f, 0xed, 0x61, 0x7f})
	negScale := bytes.Clone(data)
	copy(negScale[len(magic)+8:], []byte{0, 0, 0x80, 0xbf}) // -1
	// A Palace network of MaxHidden units is 51 MB: refused from its header, before any weight.
	big := []byte(magic + "\x00\x04\x00\x00\x01\x00\x00\x00\x00\x00\x80\x3f")
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not a network file"},
		{"text", []byte("hello, world\nthis is not a network"), "not a network file"},
		{"truncated", data[:len(data)-10], "end early"},
		{"trailing bytes", append(bytes.Clone(data), 1), "bytes after"},
		{"a weight NaN", nan, "not a finite number"},
		{"hidden size absurd", huge, "hidden units"},
		{"layout unknown", layout, "layout 2"},
		{"scale 3e38", hugeScale, "the scale is 3e+38: want 0 to 10000"},
		{"scale negative", negScale, "the scale is -1"},
		{"a weight 3e38", hugeWeight, "the first layer's weights: number 1 is 3e+38: a network's weights are at most 100 in size"},
		{"51 MB", big, "a Palace network of 1024 hidden units is 49.2 MB: a network file is at most 16 MB"},
		{"the first format", append([]byte("janggi-nnue-1\n"), data[len(magic):]...), "not a network file"},
	} {
		if _, err := Read(bytes.NewReader(tc.data)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err %v, want one containing %q", tc.name, err, tc.want)
		}
	}
}

// TestAccumulatorFollowsMoves plays random legal moves and checks that the accumulator updated move
// by move (Move) stays what Refresh computes from the board, and that Evaluate gives Output's value.
func TestAccumulatorFollowsMoves(t *testing.T) {
	eachLayout(t, testAccumulatorFollowsMoves)
}

func testAccumulatorFollowsMoves(t *testing.T, palace bool) {
	n, err := New(16, palace, 3)
	if err != nil {
		t.Fatal(err)
	}
	p, err := game.ParseFEN(game.MustPreset("casual"), "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	board := func() *[game.SquareCount]game.Piece {
		var b [game.SquareCount]game.Piece
		for s := range b {
			b[s] = p.At(game.Square(s))
		}
		return &b
	}
	r := rand.New(rand.NewPCG(8, 9))
	acc, next, fresh := make([]float32, 32), make([]float32, 32), make([]float32, 32)
	n.Refresh(acc, board())
	captures, generalMoves := 0, 0
	for ply := 0; ply < 300; ply++ {
		moves := p.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		m := moves[r.IntN(len(moves))]
		if !m.IsPass() {
			pc, captured := p.At(m.From()), p.At(m.To())
			if captured != game.NoPiece {
				captures++
			}
			if n.NeedsRefresh(pc, captured) {
				generalMoves++
				p.Make(m)
				n.Refresh(acc, board())
			} else {
				n.Move(next, acc, pc, m.From(), m.To(), captured, [2]game.Square{p.GeneralSquare(game.Cho), p.GeneralSquare(game.Han)})
				acc, next = next, acc
				p.Make(m)
			}
		} else {
			p.Make(m)
		}
		b := board()
		n.Refresh(fresh, b)
		for j := range fresh {
			if math.Abs(float64(fresh[j]-acc[j])) > 1e-4 {
				t.Fatalf("after %d moves (%s): accumulator[%d] %v, from the board %v", ply+1, m, j, acc[j], fresh[j])
			}
		}
		side := p.SideToMove()
		want := n.Output(n.Features(nil, b, side), n.Features(nil, b, 1-side))
		if got := n.Evaluate(acc, side); math.Abs(float64(got-want)) > 1e-4 {
			t.Fatalf("after %d moves: Evaluate %v, Output %v", ply+1, got, want)
		}
		if p.Result().Over() {
			break
		}
	}
	if captures == 0 {
		t.Error("no capture in the random game: the test did not check them")
	}
	if palace && generalMoves == 0 {
		t.Error("no general's move in the random game: the test did not check one")
	}
}

// TestDecay checks that weight decay shrinks the weights, and only the weights, by its part of the
// step when the batch asks for no change (every target is the network's own prediction).
func TestDecay(t *testing.T) {
	n, err := New(4, false, 11)
	if err != nil {
		t.Fatal(err)
	}
	s := randomSample(rand.New(rand.NewPCG(2, 2)), 10, n)
	s.Target = float32(sigmoid(float64(n.Output(s.Us, s.Them))))
	w1, b1, w2 := slices.Clone(n.W1), slices.Clone(n.B1), slices.Clone(n.W2)
	tr := NewTrainer(n, 0.01, 1)
	tr.Decay = 5
	tr.Step([]Sample{s})
	const keep = 1 - 0.01*5
	for i := range w1 {
		if math.Abs(float64(n.W1[i]-w1[i]*keep)) > 1e-4 {
			t.Fatalf("W1[%d] %v -> %v, want %v", i, w1[i], n.W1[i], w1[i]*keep)
		}
	}
	for i := range w2 {
		if math.Abs(float64(n.W2[i]-w2[i]*keep)) > 1e-4 {
			t.Fatalf("W2[%d] %v -> %v, want %v", i, w2[i], n.W2[i], w2[i]*keep)
		}
	}
	if !slices.Equal(b1, n.B1) {
		t.Errorf("biases %v -> %v: decay moved them", b1, n.B1)
	}
}

// FuzzRead checks that any bytes read as a network give a network or an error, never a panic, and
// that a network read back writes the same bytes (so nothing read is lost or invented).
func FuzzRead(f *testing.F) {
	for _, palace := range []bool{false, true} {
		n, err := New(1, palace, 1)
		if err != nil {
			f.Fatal(err)
		}
		var buf bytes.Buffer
		if err := n.Write(&buf); err != nil {
			f.Fatal(err)
		}
		f.Add(buf.Bytes())
	}
	f.Add([]byte(magic))
	f.Add([]byte(magic + "\xff\xff\xff\x7f"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := m.Write(&out); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), data) {
			t.Fatalf("read %d bytes, wrote back %d different ones", len(data), out.Len())
		}
	})
}
