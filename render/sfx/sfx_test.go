package sfx

import (
	"encoding/binary"
	"math"
	"testing"
)

// energy returns the strength of frequency f in samples[from:to] (Goertzel's algorithm).
func energy(samples []float64, f float64, from, to int) float64 {
	w := 2 * math.Pi * f / SampleRate
	c := 2 * math.Cos(w)
	var s1, s2 float64
	for _, x := range samples[from:to] {
		s1, s2 = x+c*s1-s2, s1
	}
	return math.Sqrt(s1*s1+s2*s2-c*s1*s2) / float64(to-from)
}

func TestSoundsAreAudibleAndBounded(t *testing.T) {
	for _, s := range Sounds() {
		x := Samples(s)
		if len(x) < SampleRate/20 || len(x) > SampleRate {
			t.Errorf("%v: %d samples, want 50 ms to 1 s", s, len(x))
		}
		if p := peak(x); p < 0.1 || p > 1 {
			t.Errorf("%v: peak %.2f, want audible and unclipped", s, p)
		}
		if last := math.Abs(x[len(x)-1]); last > 0.001 {
			t.Errorf("%v: ends at %.3f, want silence (no click at the end)", s, last)
		}
	}
}

func TestCaptureIsLowerAndLongerThanMove(t *testing.T) {
	mv, cp := Samples(Move), Samples(Capture)
	if len(cp) <= len(mv) {
		t.Errorf("capture %d samples, move %d: the knock should ring longer", len(cp), len(mv))
	}
	n := len(mv)
	if lowM, lowC := energy(mv, 240, 0, n), energy(cp, 240, 0, n); lowC < 2*lowM {
		t.Errorf("240 Hz: capture %.4f, move %.4f; want the capture clearly heavier", lowC, lowM)
	}
}

func TestCheckRisesFromOneToneToAnother(t *testing.T) {
	x := Samples(Check)
	cut := int(0.16 * SampleRate)
	first, second := energy(x, 659.3, 0, cut), energy(x, 987.8, 0, cut)
	if first < 3*second {
		t.Errorf("first part: 659 Hz %.4f, 988 Hz %.4f; want the low tone first", first, second)
	}
	late := energy(x, 987.8, cut, cut+cut/2)
	if late < 3*energy(x, 659.3, cut+cut/4, cut+cut/2) {
		t.Errorf("second part: the high tone (%.4f) does not dominate", late)
	}
}

func TestPCMIsStereo16Bit(t *testing.T) {
	x := Samples(Move)
	b := PCM(Move, 0.5)
	if len(b) != 4*len(x) {
		t.Fatalf("%d bytes for %d samples, want 4 each", len(b), len(x))
	}
	for i := 0; i < len(x); i += 97 {
		l := int16(binary.LittleEndian.Uint16(b[4*i:]))
		r := int16(binary.LittleEndian.Uint16(b[4*i+2:]))
		want := int16(math.Round(x[i] * 0.5 * 32767))
		if l != r || l != want {
			t.Fatalf("sample %d: left %d right %d, want %d in both", i, l, r, want)
		}
	}
}

// peak is the largest magnitude of the samples x.
func peak(x []float64) float64 {
	p := 0.0
	for _, v := range x {
		p = math.Max(p, math.Abs(v))
	}
	return p
}

func TestTickIsShortAndQuieterThanAMove(t *testing.T) {
	tick, mv := Samples(Tick), Samples(Move)
	if len(tick) >= len(mv) {
		t.Errorf("tick %d samples, move %d: a countdown tick must be shorter than a move", len(tick), len(mv))
	}
	if pt, pm := peak(tick), peak(mv); pt >= pm {
		t.Errorf("tick peak %.2f, move %.2f: ten ticks in a row must not drown the moves", pt, pm)
	}
	if hi, lo := energy(tick, 2400, 0, len(tick)), energy(tick, 300, 0, len(tick)); hi < 3*lo {
		t.Errorf("tick: 2400 Hz %.4f, 300 Hz %.4f; want a high tick", hi, lo)
	}
}

// TestRefusedIsLowShortAndSoft: the refused click is two low knocks, shorter than a capture and
// no louder than a move, so that it tells "no" without sounding like a move.
func TestRefusedIsLowShortAndSoft(t *testing.T) {
	no, mv, capture := Samples(Refused), Samples(Move), Samples(Capture)
	if len(no) >= len(capture) {
		t.Errorf("refused %d samples, capture %d: want it shorter", len(no), len(capture))
	}
	if pn, pm := peak(no), peak(mv); pn > pm {
		t.Errorf("refused peak %.2f, move %.2f: want it no louder", pn, pm)
	}
	if lo, hi := energy(no, 196, 0, len(no)), energy(no, 1750, 0, len(no)); lo < 5*hi {
		t.Errorf("refused: 196 Hz %.4f, 1750 Hz %.4f; want a low sound", lo, hi)
	}
	half := len(no) / 2
	if first, second := energy(no, 196, 0, half), energy(no, 155.6, half, len(no)); first == 0 || second == 0 {
		t.Errorf("refused: the two knocks are not both there (%.4f, %.4f)", first, second)
	}
}
