package game

import (
	"slices"
	"strings"
	"testing"

	"janggi/internal/testenv"
)

// destinations returns the sorted destinations of the legal moves from one square (passes excluded).
func destinations(p *Position, from Square) []string {
	var buf [MaxMoves]Move
	var out []string
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.From() == from && !m.IsPass() {
			out = append(out, m.To().String())
		}
	}
	slices.Sort(out)
	return out
}

func mustSquare(t *testing.T, s string) Square {
	t.Helper()
	return testenv.Parse(t, ParseSquare, s)
}

// TestPieceMovement checks each piece's moves in positions chosen for one rule each.
func TestPieceMovement(t *testing.T) {
	tests := []struct {
		name   string
		preset string
		fen    string
		from   string
		want   string // space-separated destinations, sorted
	}{
		{"chariot's palace diagonal is blocked by its own general", "standard",
			"5k3/9/9/9/9/9/9/9/4K4/3R5 w - - 0 1", "d1", "a1 b1 c1 d10 d2 d3 d4 d5 d6 d7 d8 d9 e1 f1 g1 h1 i1"},
		{"chariot from the palace corner passes the empty centre", "standard",
			"4k4/9/9/9/9/9/9/3A5/9/3R1K3 w - - 0 1", "d1", "a1 b1 c1 d2 e1 e2 f3"},
		{"chariot captures along the diagonal", "standard",
			"3k5/4p4/5R3/9/9/9/9/9/4K4/9 w - - 0 1", "f8", "a8 b8 c8 d8 e8 e9 f1 f10 f2 f3 f4 f5 f6 f7 f9 g8 h8 i8"},
		{"cannon without a screen cannot move", "standard",
			"3k5/9/9/9/9/9/9/9/4K4/C8 w - - 0 1", "a1", ""},
		{"cannon jumps a screen on a file", "standard",
			"3k5/9/9/9/9/9/9/9/4P4/1C2K4 w - - 0 1", "b1", "f1 g1 h1 i1"},
		{"cannon may not jump a cannon", "standard",
			"3k5/9/9/9/9/9/9/9/9/1C1cK4 w - - 0 1", "b1", ""},
		{"cannon may not capture a cannon", "standard",
			"3k5/9/9/9/9/9/9/9/5K3/1CP1c4 w - - 0 1", "b1", "d1"},
		{"cannon jumps the palace centre to the far corner", "standard",
			"4k4/9/9/9/9/9/9/5p3/3KP4/3C5 w - - 0 1", "d1", "d10 d3 d4 d5 d6 d7 d8 d9 f3"},
		{"cannon takes over the palace centre", "standard",
			"3k5/9/9/9/9/9/9/5r3/4A4/3C1K3 w - - 0 1", "d1", "f3"},
		{"horse blocked at the leg", "standard",
			"3k5/9/9/9/9/9/9/9/1P2K4/1N7 w - - 0 1", "b1", "d2"},
		{"elephant blocked at either point", "standard",
			"3k5/9/9/9/9/9/9/9/1P1P1K3/1B7 w - - 0 1", "b1", ""},
		{"elephant jumps three by two, river or not", "standard",
			"3k5/9/9/9/9/9/9/9/4K4/1B7 w - - 0 1", "b1", "d4 e3"},
		{"soldier steps forward and sideways, never back", "standard",
			"4k4/9/9/9/9/4P4/9/9/4K4/9 w - - 0 1", "e5", "d5 e6 f5"},
		{"soldier in the enemy palace steps forward on the diagonals", "standard",
			"3k5/9/3P5/9/9/9/9/9/4K4/9 w - - 0 1", "d8", "c8 d9 e8 e9"},
		{"soldier at the palace centre steps to the far corners", "standard",
			"9/4P4/4k4/9/9/9/9/9/3K5/9 w - - 0 1", "e9", "d10 d9 e10 f10 f9"},
		{"guard keeps to the palace lines: no diagonal from an edge middle", "standard",
			"3k5/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1", "d2", "d1 d3 e2"},
		{"general steps along the diagonals from a corner", "standard",
			"4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1", "d2 e1 e2"},
		{"xiangqi cannon slides like a chariot and captures over a screen", "xiangqi",
			"4k4/9/9/9/4p4/9/9/4P4/9/4CK3 w - - 0 1", "e1", "a1 b1 c1 d1 e2 e6"},
		{"xiangqi elephant stays on its side of the river", "xiangqi",
			"4k4/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1", "c5", "a3 e3"},
		{"xiangqi soldier goes sideways only across the river", "xiangqi",
			"3k5/9/9/9/4P4/9/2P6/9/9/4K4 w - - 0 1", "c4", "c5"},
		{"xiangqi advisor steps diagonally in the palace", "xiangqi",
			"3k5/9/9/9/9/9/9/9/4A4/5K3 w - - 0 1", "e2", "d1 d3 f3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParseFEN(MustPreset(tt.preset), tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Join(destinations(p, mustSquare(t, tt.from)), " ")
			if got != tt.want {
				t.Errorf("moves from %s: got %q, want %q\n%s", tt.from, got, tt.want, p.Diagram())
			}
		})
	}
}

// TestLegality checks moves that the general's safety or the bikjang rule forbid.
func TestLegality(t *testing.T) {
	tests := []struct {
		name, preset, fen, move string
		legal                   bool
	}{
		{"a pinned chariot may not leave the file", "standard", "4k4/9/9/9/4r4/9/9/4R4/4K4/9 w - - 0 1", "e3d3", false},
		{"a pinned chariot may slide along the file", "standard", "4k4/9/9/9/4r4/9/9/4R4/4K4/9 w - - 0 1", "e3e4", true},
		{"moving a screen away opens a cannon's line", "standard", "3k5/9/4c4/9/4P4/4P4/9/9/4K4/9 w - - 0 1", "e5d5", false},
		{"adding a second screen blocks a cannon", "standard", "3k5/9/4c4/9/9/4P4/3P5/9/4K4/9 w - - 0 1", "d4e4", true},
		{"a piece on the line can become a cannon's screen", "standard", "3k5/9/4c4/9/9/9/3P5/9/4K4/9 w - - 0 1", "d4e4", false},
		{"the general may stand beside a horse", "standard", "3k5/9/9/9/9/9/9/3n5/4K4/9 w - - 0 1", "e2e3", true},
		{"the general may not step into a horse's reach", "standard", "3k5/9/9/9/9/3n5/9/9/4K4/9 w - - 0 1", "e2e3", false},
		{"a pass is illegal in check", "standard", "3k5/9/9/9/9/9/9/9/4K4/4r4 w - - 0 1", "e2e2", false},
		{"bikjang: a move that keeps the generals facing is illegal", "standard", "4k4/9/9/9/9/R8/9/9/4K4/9 w - - 0 1", "a5a6", false},
		{"bikjang: interposing breaks the facing", "standard", "4k4/9/9/9/9/R8/9/9/4K4/9 w - - 0 1", "a5e5", true},
		{"bikjang: the general steps off the file", "standard", "4k4/9/9/9/9/R8/9/9/4K4/9 w - - 0 1", "e2d2", true},
		{"bikjang: passing accepts it, even in check", "standard", "3k5/4R4/9/9/9/9/9/9/3K5/9 b - - 0 1", "d10d10", true},
		{"no bikjang in casual: any move", "casual", "4k4/9/9/9/9/R8/9/9/4K4/9 w - - 0 1", "a5a6", true},
		{"yeeqia: leaving the general attacked is legal", "yeeqia", "4k4/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1", "d1e1", true},
		{"yeeqia: a pass in check is still illegal", "yeeqia", "4k4/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1", "d1d1", false},
		{"kja: no bikjang while a side counts 30 or more", "kja", "4k4/9/9/9/9/9/9/9/4K4/RRC6 w - - 0 1", "a1a2", true},
		{"kja: bikjang applies when both are under 30", "kja", "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1", "a1a2", false},
		{"xiangqi: the generals may not face each other", "xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e1d1", false},
		{"xiangqi: no pass", "xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e1e1", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParseFEN(MustPreset(tt.preset), tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			from, n := scanSquare(tt.move)
			to := mustSquare(t, tt.move[n:])
			if got := p.IsLegal(NewMove(from, to)); got != tt.legal {
				t.Errorf("%s legal = %v, want %v\n%s", tt.move, got, tt.legal, p.Diagram())
			}
			_, err = p.ParseMove(tt.move)
			if (err == nil) != tt.legal {
				t.Errorf("ParseMove(%s) error = %v, want legal=%v", tt.move, err, tt.legal)
			}
		})
	}
}
