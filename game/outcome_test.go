package game

import (
	"strings"
	"testing"
)

// TestEndings plays moves from a FEN and checks how the game stands afterwards.
func TestEndings(t *testing.T) {
	const start = DefaultFEN
	const knights = "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10"
	const perpetual = "a1a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10"
	tests := []struct {
		name, preset, fen, moves string
		outcome                  Outcome
		reason                   Reason
		counted                  bool
	}{
		{"double pass is counted: Han's 덤 wins", "standard", start, "e2e2 e9e9", HanWins, DoublePass, true},
		{"double pass is a draw without counting", "casual", start, "e2e2 e9e9", Draw, DoublePass, false},
		{"one pass goes on", "standard", start, "e2e2", Ongoing, NoReason, false},
		{"passing while facing accepts the bikjang: counted", "standard", "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1", "e2e2", ChoWins, Bikjang, true},
		{"bikjang is a draw in traditional", "traditional", "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1", "e2e2", Draw, Bikjang, false},
		{"no bikjang in casual: a pass is a pass", "casual", "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1", "e2e2", Ongoing, NoReason, false},
		{"checkmate by a cannon over the general's own soldier", "standard", "3aka3/3bpb3/9/9/9/4C4/9/9/4K4/9 b - - 0 1", "", ChoWins, Checkmate, false},
		{"generals and guards only: insufficient material", "standard", "3aka3/9/9/9/9/9/9/9/4K4/3A5 w - - 0 1", "", Draw, InsufficientMaterial, false},
		{"100 plies without capture are counted", "standard", "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 99 60", "a1a2", ChoWins, MoveLimit, true},
		{"100 plies without capture draw in casual", "casual", "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 99 60", "a1a2", Draw, MoveLimit, false},
		{"modern waits for 200 plies", "modern", "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 99 60", "a1a2", Ongoing, NoReason, false},
		{"modern ends at 200 plies", "modern", "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 199 60", "a1a2", ChoWins, MoveLimit, true},
		{"chessplayx has no move limit", "chessplayx", "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 199 60", "a1a2", Ongoing, NoReason, false},
		{"third repetition is counted", "standard", start, knights, HanWins, Repetition, true},
		{"third repetition is a draw in casual", "casual", start, knights, Draw, Repetition, false},
		{"modern needs a fourth repetition", "modern", start, knights, Ongoing, NoReason, false},
		{"kja adjudicates repetition only under 30 points", "kja", start, knights, Ongoing, NoReason, false},
		{"perpetual check loses", "standard", "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 0 1", perpetual, HanWins, PerpetualCheck, false},
		{"perpetual check loses in casual too", "casual", "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 0 1", perpetual, HanWins, PerpetualCheck, false},
		{"yeeqia: the general left attacked is captured", "yeeqia", "4k4/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1", "d1e1 f1e1", HanWins, GeneralCaptured, false},
		{"yeeqia: 240 plies in all are counted", "yeeqia", "4k4/9/9/9/9/9/9/9/3K5/R8 b - - 0 120", "e10d10", ChoWins, MoveLimit, true},
		{"xiangqi: no legal move loses", "xiangqi", "3k5/R8/9/9/9/9/9/9/9/4RK3 b - - 0 1", "", ChoWins, NoLegalMove, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParseFEN(MustPreset(tt.preset), tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Play(tt.moves); err != nil {
				t.Fatalf("%v\n%s", err, p.Diagram())
			}
			r := p.Result()
			if r.Outcome != tt.outcome || r.Reason != tt.reason || r.Counted != tt.counted {
				t.Errorf("result %v (counted %v), want %v %v (counted %v)\n%s", r, r.Counted, tt.outcome, tt.reason, tt.counted, p.Diagram())
			}
		})
	}
}

// TestGameOverHasNoMoves checks that a pass accepting bikjang and a double pass leave no legal move.
func TestGameOverHasNoMoves(t *testing.T) {
	p := NewPosition(Standard(), HEEH, HEEH)
	if err := p.Play("e2e2 e9e9"); err != nil {
		t.Fatal(err)
	}
	if n := p.CountLegalMoves(); n != 0 {
		t.Errorf("after a double pass %d legal moves, want 0", n)
	}
	if _, err := p.ParseMove("b1c3"); err == nil || !strings.Contains(err.Error(), "game is over") {
		t.Errorf("ParseMove after the end: error %v, want one saying the game is over", err)
	}
}

// TestPoints checks the counting points of the start and after a capture.
func TestPoints(t *testing.T) {
	p := NewPosition(Standard(), HEEH, HEEH)
	if p.Points(Cho).String() != "72" || p.Points(Han).String() != "73.5" {
		t.Fatalf("start points %s : %s, want 72 : 73.5", p.Points(Cho), p.Points(Han))
	}
	if err := p.Play("c4c5 c7c6 c5c6"); err != nil {
		t.Fatal(err)
	}
	if p.Points(Han).String() != "71.5" {
		t.Errorf("Han after losing a soldier: %s, want 71.5", p.Points(Han))
	}
	p.Unmake()
	if p.Points(Han).String() != "73.5" {
		t.Errorf("Han after taking the capture back: %s, want 73.5", p.Points(Han))
	}
}

// TestBackAndForth checks the modern preset's rule against moving one piece to and fro.
func TestBackAndForth(t *testing.T) {
	p := NewPosition(MustPreset("modern"), HEEH, HEEH)
	if err := p.Play("b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10"); err != nil {
		t.Fatal(err)
	}
	_, err := p.ParseMove("b1c3")
	if err == nil || !strings.Contains(err.Error(), "back and forth") {
		t.Fatalf("fifth b1c3: error %v, want the back-and-forth rule\n%s", err, p.Diagram())
	}
	if _, err := p.ParseMove("b1a3"); err != nil {
		t.Errorf("another horse move should stay legal: %v", err)
	}
	std := NewPosition(Standard(), HEEH, HEEH)
	_ = std.Play("b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1")
	if _, err := std.ParseMove("c8b10"); err != nil {
		t.Errorf("standard has no back-and-forth rule: %v", err)
	}
}

// TestGameUndoRedo checks the Game wrapper: undo, redo, a new move clearing redo, resignation.
func TestGameUndoRedo(t *testing.T) {
	g := NewGame(Standard(), EHHE, HEHE)
	for _, m := range []string{"c1d3", "b10c8", "a1a2"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Undo() || !g.Undo() || g.Ply() != 1 {
		t.Fatalf("after two undos ply %d, want 1", g.Ply())
	}
	if !g.Redo() || g.Ply() != 2 || g.Moves()[1].String() != "b10c8" {
		t.Fatalf("redo gave %s", FormatMoves(g.Moves()))
	}
	if _, err := g.PlayText("e2e2"); err != nil {
		t.Fatal(err)
	}
	if g.CanRedo() {
		t.Error("a different move must clear the redo list")
	}
	g.Resign(Han)
	if r := g.Result(); r.Outcome != ChoWins || r.Reason != Resignation {
		t.Errorf("after Han resigns: %v", r)
	}
	if _, err := g.PlayText("e9e9"); err == nil {
		t.Error("a move after resignation must fail")
	}
	g.Undo()
	if g.Result().Over() {
		t.Error("undo must take the resignation back")
	}
	g.FlagFall(Cho, true)
	if r := g.Result(); r.Outcome != HanWins || !r.Counted || r.Reason != FlagFall {
		t.Errorf("counted flag fall at 72 : 73.5: %v", r)
	}
}
