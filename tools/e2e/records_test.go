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
	"janggi/record"
	"janggi/render/layout"
)

// The panel's parts, as render's panelLayout places them (a change there must change these):
// inside a margin of one unit, the title (2.2 units), the two players' cards (4.2 units high, each
// with its tray under it, one every 6.2 units, the top one Han's unless the board is turned), and
// at the foot six rows of buttons 2.4 units high and 0.45 apart, the first row of an opened record
// being "Play from here" and Analyse.
func (s *session) panelParts() (cards [2]layout.Rect, firstButtonRow layout.Rect) {
	sc := layout.Split(winW, winH, 1)
	u := sc.Unit
	p := sc.Panel.Inset(u)
	y := p.Y + u*2.2
	cards[0] = layout.Rect{X: p.X, Y: y, W: p.W, H: u * 4.2}
	cards[1] = layout.Rect{X: p.X, Y: y + u*6.2, W: p.W, H: u * 4.2}
	top := p.Y + p.H - 6*2.4*u - 5*0.45*u
	return cards, layout.Rect{X: p.X, Y: top, W: p.W, H: 2.4 * u}
}

// litClock returns the share of the right third of a player's card that shows the lit face of a
// running clock (render's clockRunning, a light ivory on the dark card).
func litClock(img image.Image, card layout.Rect) float64 {
	n, hit := 0, 0
	for y := int(card.Y); y < int(card.Y+card.H); y++ {
		for x := int(card.X + card.W*0.66); x < int(card.X+card.W); x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			n++
			if near(r>>8, 0xf1) && near(g>>8, 0xe8) && near(b>>8, 0xd8) {
				hit++
			}
		}
	}
	return float64(hit) / float64(n)
}

func near(v, want uint32) bool { return v+12 >= want && v <= want+12 }

// shows reports whether the screenshot shows exactly the counters of pos.
func (s *session) shows(img image.Image, pos *game.Position) bool {
	return len(s.misplaced(img, pos)) == 0
}

// misplaced lists the squares where the screenshot and pos disagree about a counter.
func (s *session) misplaced(img image.Image, pos *game.Position) []string {
	seen := s.occupancy(img)
	var out []string
	for sq := game.Square(0); sq < game.SquareCount; sq++ {
		if want := pos.At(sq) != game.NoPiece; seen[sq.String()] != want {
			out = append(out, sq.String())
		}
	}
	return out
}

// TestResumeAfterKill plays two moves with a clock, kills the window with SIGKILL once the
// autosave holds them, starts it again, accepts the offer to resume, and checks the board and the
// clocks on the screen.
func TestResumeAfterKill(t *testing.T) {
	requireTools(t)
	bin := build(t)
	auto := filepath.Join(t.TempDir(), "autosave.pgn")
	args := []string{"--mode", "hotseat", "--time", "5m 3x30s", "--lang", "en", "--autosave", auto}
	s := start(t, bin, args...)
	s.shotUntil("r1-start", shotWait, func(img image.Image) bool { return s.occupied(img, "a1") })
	s.click("a4")
	s.click("a5")
	s.waitFor("move ply=1 a4a5", 10*time.Second)
	s.click("a7")
	s.click("a6")
	s.waitFor("move ply=2 a7a6", 10*time.Second)
	deadline := time.Now().Add(10 * time.Second)
	for {
		rec, err := record.LoadAutosave(auto)
		if err == nil && strings.Join(rec.Moves, " ") == "a4a5 a7a6" && rec.Clock != "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the autosave does not hold both moves and the clock: %v %v", rec, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err := s.cmd.Process.Kill(); err != nil { // SIGKILL: no chance to save anything more
		t.Fatal(err)
	}
	select {
	case <-s.exited:
	case <-time.After(10 * time.Second):
		t.Fatal("the killed window did not exit")
	}

	r := start(t, bin, args...)
	r.waitFor("resume offered plies=2", 10*time.Second)
	r.key("Return")
	r.waitFor("resume plies=2", 10*time.Second)
	want, err := game.ParseFEN(game.Standard(), game.StartFEN(kind.Janggi, game.HEEH, game.HEEH))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"a4a5", "a7a6"} {
		mv, err := want.ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		want.Make(mv)
	}
	cards, _ := r.panelParts()
	img := r.shotUntil("r2-resumed", shotWait, func(img image.Image) bool {
		return r.shows(img, want) && litClock(img, cards[1]) > 0.1
	})
	if d := r.misplaced(img, want); len(d) > 0 {
		t.Errorf("the resumed board differs from the game after a4a5 a7a6 on %v", d)
	}
	if cho, han := litClock(img, cards[1]), litClock(img, cards[0]); cho < 0.1 || han > 0.01 {
		t.Errorf("clocks after resuming: Cho's face lit on %.0f%% of its part, Han's on %.0f%%; want Cho's running, Han's standing", 100*cho, 100*han)
	}
}

// TestOpenARecordStepAndPlayOn opens a record with --open, steps through it with the arrow keys
// and End and Home, checking the board at each step, then plays on from its second move as two
// players.
func TestOpenARecordStepAndPlayOn(t *testing.T) {
	requireTools(t)
	moves := []string{"a4a5", "a7a6", "c4c5", "c7c6", "b1c3", "b10c8"}
	g := game.NewGame(game.Standard(), game.HEEH, game.HEEH)
	for _, m := range moves {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	rec := record.FromGame(port.GameOf(g))
	rec.Cho, rec.Han = "Kim", "Lee"
	path := filepath.Join(t.TempDir(), "game.pgn")
	if err := record.WriteFile(path, []*record.Record{rec}, record.Options{}, false); err != nil {
		t.Fatal(err)
	}
	after := func(n int) *game.Position {
		p, err := rec.Position(n)
		if err != nil {
			t.Fatal(err)
		}
		jp, _ := port.Core[*game.Position](p)
		return jp
	}
	s := start(t, build(t), "--open", path, "--lang", "en")
	s.waitFor("open game.pgn plies=6", 10*time.Second)
	steps := []struct {
		keys []string
		ply  int
	}{{nil, 0}, {[]string{"Right", "Right"}, 2}, {[]string{"End"}, 6}, {[]string{"Home"}, 0}, {[]string{"Right", "Right"}, 2}}
	for i, st := range steps {
		for _, k := range st.keys {
			s.key(k)
		}
		want := after(st.ply)
		img := s.shotUntil(fmt.Sprintf("o%d-ply%d", i, st.ply), 15*time.Second, func(img image.Image) bool { return s.shows(img, want) })
		if d := s.misplaced(img, want); len(d) > 0 {
			t.Fatalf("after %v the board should show move %d; it differs on %v", st.keys, st.ply, d)
		}
	}
	_, row := s.panelParts()
	s.clickXY(int(row.X+row.W/4), int(row.Y+row.H/2)) // Play from here, the left of the row
	s.key("Return")                                   // the dialog's first choice: two players
	s.waitFor("play from ply=2 mode=hotseat", 10*time.Second)
	s.click("i4")
	s.click("i5")
	s.waitFor("move ply=3 i4i5", 10*time.Second)
}
