package game

import "testing"

// TestSquareNames: every point's name is its file letter and rank number, reads back as the same
// point, and is had without an allocation (a record's reader names every move's points).
func TestSquareNames(t *testing.T) {
	for s := range Square(SquareCount) {
		name := s.String()
		want := string(rune('a'+s.File())) + string(rune('1'+s.Rank()))
		if s.Rank() == 9 {
			want = want[:1] + "10"
		}
		if name != want {
			t.Errorf("square %d: String() = %q, want %q", s, name, want)
		}
		if back, err := ParseSquare(name); err != nil || back != s {
			t.Errorf("ParseSquare(%q) = %v, %v; want %d", name, back, err, s)
		}
	}
	for _, s := range []Square{NoSquare, SquareCount, 127} {
		if got := s.String(); got != "-" {
			t.Errorf("square %d: String() = %q, want \"-\"", s, got)
		}
	}
	if n := testing.AllocsPerRun(100, func() { nameSink = SquareAt(4, 9).String() }); n != 0 {
		t.Errorf("naming a square: %.0f allocations, want none", n)
	}
}

var nameSink string
