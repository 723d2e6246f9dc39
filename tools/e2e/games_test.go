package e2e

import (
	"fmt"
	"image"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/record"
	"janggi/render/layout"
)

// TestOtherGames plays Twelve Janggi through the real window (a move, a drop from the hand, the
// computer's replies) and looks at Xiangqi's start screen, with one build of the binary.
func TestOtherGames(t *testing.T) {
	requireTools(t)
	bin := build(t)
	t.Run("twelve", func(t *testing.T) { playTwelve(t, bin) })
	t.Run("twelve record", func(t *testing.T) { openTwelveRecord(t, bin) })
	t.Run("xiangqi", func(t *testing.T) { lookAtXiangqi(t, bin) })
}

// twelveAt returns the screen pixel of a Twelve Janggi square.
func twelveAt(g layout.Geometry, sq twelve.Square) (int, int) {
	x, y := g.Center(layout.Point{File: sq.File(), Rank: sq.Rank()})
	return int(x), int(y)
}

// patchAt counts the pixels of a square patch of half-side h around (x, y) that match.
func patchAt(img image.Image, x, y, h int, match func(r, g, b int) bool) float64 {
	n, hit := 0, 0
	for dy := -h; dy <= h; dy++ {
		for dx := -h; dx <= h; dx++ {
			r, g, b, _ := img.At(x+dx, y+dy).RGBA()
			n++
			if match(int(r>>8), int(g>>8), int(b>>8)) {
				hit++
			}
		}
	}
	return float64(hit) / float64(n)
}

// replay returns the Twelve Janggi position after the moves the trace reports, and the moves.
func (s *session) replayTwelve(plies int) (*twelve.Position, []string) {
	s.t.Helper()
	p := twelve.NewPosition(twelve.TwelveJanggi)
	var moves []string
	for ply := 1; ply <= plies; ply++ {
		text := strings.Fields(s.waitFor(fmt.Sprintf("move ply=%d ", ply), 30*time.Second))[2]
		m, err := p.ParseMove(text)
		if err != nil {
			s.t.Fatalf("the trace's move %d %q: %v", ply, text, err)
		}
		p.Make(m)
		moves = append(moves, text)
	}
	return p, moves
}

// twelveScreen reads Twelve Janggi's board on the screen.
type twelveScreen struct {
	t *testing.T
	g layout.Geometry
}

func newTwelveScreen(t *testing.T) twelveScreen {
	return twelveScreen{t, layout.Split(winW, winH, 1).FitBoard(layout.Twelve(), false)}
}

// occupied reports whether a tile stands on sq in img.
func (ts twelveScreen) occupied(img image.Image, sq twelve.Square) bool {
	x, y := twelveAt(ts.g, sq)
	return patchAt(img, x, y, int(ts.g.Cell*0.15), func(r, g, b int) bool { return !bare(r, g, b) }) > 0.4
}

// shows reports whether img shows a tile exactly where p has a piece.
func (ts twelveScreen) shows(img image.Image, p *twelve.Position) bool {
	for sq := twelve.Square(0); sq < twelve.SquareCount; sq++ {
		if ts.occupied(img, sq) != (p.PieceAt(sq) != twelve.NoPiece) {
			return false
		}
	}
	return true
}

// check reports every square where img and p disagree.
func (ts twelveScreen) check(img image.Image, p *twelve.Position, when string) {
	ts.t.Helper()
	for sq := twelve.Square(0); sq < twelve.SquareCount; sq++ {
		if want := p.PieceAt(sq) != twelve.NoPiece; ts.occupied(img, sq) != want {
			ts.t.Errorf("%s: a tile on %s is %v on the screen, want %v\n%s", when, sq, ts.occupied(img, sq), want, p.Diagram())
		}
	}
}

func playTwelve(t *testing.T, bin string) {
	s := start(t, bin, "--game", "twelve", "--level", "1", "--lang", "en", "--autosave", filepath.Join(t.TempDir(), "autosave.pgn"))
	ts := newTwelveScreen(t)
	g, occupied, check := ts.g, ts.occupied, ts.check
	tile := int(g.Cell * 0.15)
	startPos := twelve.NewPosition(twelve.TwelveJanggi)
	img := s.shotUntil("twelve-1-start", shotWait, func(img image.Image) bool {
		return occupied(img, twelve.B1) && occupied(img, twelve.B4)
	})
	check(img, startPos, "start")
	x, y := twelveAt(g, twelve.B1)
	// Twelve Janggi's rulebook: "Red moves first, then Blue".
	if r, gr := patchAt(img, x, y, tile, red), patchAt(img, x, y, tile, green); r < 0.03 || gr > 0.005 {
		t.Errorf("the first player's king on b1 has %.0f%% red and %.1f%% green ink; want Red's, red", 100*r, 100*gr)
	}
	x, y = twelveAt(g, twelve.B4)
	if bl, r := patchAt(img, x, y, tile, blue), patchAt(img, x, y, tile, red); bl < 0.03 || r > 0.005 {
		t.Errorf("the second player's king on b4 has %.0f%% blue and %.1f%% red ink; want Blue's, blue", 100*bl, 100*r)
	}
	if t.Failed() {
		t.FailNow()
	}

	// The soldier takes Han's (b2xb3); the computer replies.
	s.clickXY(twelveAt(g, twelve.B2))
	s.clickXY(twelveAt(g, twelve.B3))
	s.waitFor("move ply=1 b2b3", 20*time.Second)
	p, _ := s.replayTwelve(2)
	if p.Result().Over() {
		t.Fatalf("the game ended after two moves: %v", p.Result())
	}
	// Drop the captured soldier, from Cho's tray, on the first square it may go to.
	var drop twelve.Move
	for _, m := range p.LegalMoves(nil) {
		if m.IsDrop() && m.DropType() == twelve.Soldier {
			drop = m
			break
		}
	}
	if drop == twelve.NoMove {
		t.Fatalf("Cho has no soldier to drop after %v\n%s", s.trace(), p.Diagram())
	}
	hx, hy := g.SlotCenter(int(game.Cho), 2) // the soldier's place: general, elephant, soldier
	s.clickXY(int(hx), int(hy))
	s.clickXY(twelveAt(g, drop.To()))
	s.waitFor("move ply=3 "+drop.String(), 20*time.Second)
	p, _ = s.replayTwelve(4)
	img = s.shotUntil("twelve-2-dropped", shotWait, func(img image.Image) bool { return ts.shows(img, p) })
	check(img, p, "after the drop and the computer's reply")
}

// openTwelveRecord opens a Twelve Janggi record with --open in a window set to play Janggi, steps
// through it with the arrows and plays on from its second move as two players.
func openTwelveRecord(t *testing.T, bin string) {
	g := twelve.NewGame(twelve.TwelveJanggi)
	for _, m := range []string{"b2b3", "b4a3", "C@b2", "a3b3"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	rec := record.FromGame(port.GameOf(g))
	path := filepath.Join(t.TempDir(), "twelve.pgn")
	if err := record.WriteFile(path, []*record.Record{rec}, record.Options{}, false); err != nil {
		t.Fatal(err)
	}
	s := start(t, bin, "--open", path, "--lang", "en")
	s.waitFor("open twelve.pgn plies=4 game=twelve", 10*time.Second)
	ts := newTwelveScreen(t)
	for _, step := range []struct {
		key string
		ply int
	}{{"", 0}, {"Right", 1}, {"Right", 2}, {"End", 4}, {"Left", 3}} {
		if step.key != "" {
			s.key(step.key)
		}
		at, err := rec.Position(step.ply)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := port.Core[*twelve.Position](at)
		img := s.shotUntil(fmt.Sprintf("twelve-record-%d", step.ply), 15*time.Second, func(img image.Image) bool { return ts.shows(img, want) })
		ts.check(img, want, fmt.Sprintf("move %d of the record", step.ply))
		if t.Failed() {
			t.FailNow()
		}
	}
	s.key("Left") // move 2: Han's king on a3, Cho to move with a soldier in hand
	_, row := s.panelParts()
	s.clickXY(int(row.X+row.W/4), int(row.Y+row.H/2)) // Play from here, the left of the row
	s.key("Return")                                   // two players
	s.waitFor("play from ply=2 mode=hotseat", 10*time.Second)
	s.clickXY(twelveAt(ts.g, twelve.C1))
	s.clickXY(twelveAt(ts.g, twelve.C2))
	s.waitFor("move ply=3 c1c2", 10*time.Second)
}

func lookAtXiangqi(t *testing.T, bin string) {
	s := start(t, bin, "--game", "xiangqi", "--mode", "hotseat", "--lang", "en", "--autosave", filepath.Join(t.TempDir(), "autosave.pgn"))
	s.geo = layout.Split(winW, winH, 1).FitBoard(layout.Xiangqi(), false)
	img := s.shotUntil("xiangqi-start", shotWait, func(img image.Image) bool {
		return s.occupied(img, "a1") && s.occupied(img, "i10")
	})
	start, err := game.ParseFEN(game.MustPreset("xiangqi"), game.StartFEN(kind.Xiangqi, game.HEEH, game.HEEH))
	if err != nil {
		t.Fatal(err)
	}
	for sq := game.Square(0); sq < game.SquareCount; sq++ {
		if want := start.At(sq) != game.NoPiece; s.occupied(img, sq.String()) != want {
			t.Errorf("start: counter on %s is %v on the screen, want %v", sq, s.occupied(img, sq.String()), want)
		}
	}
	// Red at the bottom, in red; Black at the top, in black (dark and grey, not red).
	if r := s.patch(img, "a1", red); r < 0.03 {
		t.Errorf("Red's chariot on a1 has %.0f%% red ink", 100*r)
	}
	black := func(r, g, b int) bool { return r < 70 && g < 70 && b < 70 }
	if k, r := s.patch(img, "a10", black), s.patch(img, "a10", red); k < 0.03 || r > 0.005 {
		t.Errorf("Black's chariot on a10 has %.0f%% black and %.1f%% red ink", 100*k, 100*r)
	}
	// The river: no line crosses it between the e-file's points of ranks 5 and 6, where the
	// same stretch between ranks 4 and 5 is a line.
	lineAt := func(from, to string) float64 {
		x0, y0 := s.at(from)
		_, y1 := s.at(to)
		hit, n := 0, 0
		for y := min(y0, y1) + int(s.geo.Cell*0.3); y < max(y0, y1)-int(s.geo.Cell*0.3); y++ {
			n++
			r, g, b, _ := img.At(x0, y).RGBA()
			if int(r>>8) < 120 && int(g>>8) < 100 && int(b>>8) < 80 {
				hit++
			}
		}
		return float64(hit) / float64(max(n, 1))
	}
	if l := lineAt("d5", "d6"); l > 0.2 {
		t.Errorf("a line crosses the river on the d-file (%.0f%% of its pixels dark)", 100*l)
	}
	if l := lineAt("d4", "d5"); l < 0.8 {
		t.Errorf("the d-file's line between ranks 4 and 5 is %.0f%% dark, want a line", 100*l)
	}
}
