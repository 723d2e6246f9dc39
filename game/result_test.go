package game

import (
	"strings"
	"testing"

	"janggi/internal/testenv"
)

// Moves and positions of the ending tests.
const (
	defaultStart = DefaultFEN
	knights      = "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10"
	perpetual    = "a1a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10"
	yeeqiaHorse  = "9/4k4/5r3/4pN3/9/9/9/9/4B4/3KA4 b - - 0 1" // issue 13's example
	chariotChase = "i1g1 g10i8 g1i1 i8g10 i1g1 g10i8 g1i1 i8g10"
	horseChase   = "b7c9 a10a9 c9b7 a9a10 b7c9 a10a9 c9b7 a9a10"
	// 27 plies in which Cho checks 14 times: 73 + 27 = 100 plies without a capture, 4 short of the
	// limit once the four checks beyond ten are taken off; from 81, 108 - 8 reach it.
	manyChecks = "a2d2 e9d8 e3d3 d8e9 d3f3 e9d8 f3d3 d8e9 c3d5 d10e10 d3e3 e9d10 h1h10 e10e9 h10e10 e9d9 e10e9 d9d8 e9e8 d8d9 e8e9 d9d8 e9e8 d8d9 e8d8 d9e9 d8e8"
	guardsOnly = "3k5/9/9/9/9/9/9/9/4K4/3A1A3 w - - 0 1" // issue 13's example: 6 against 1.5
)

// endingTests are positions and moves with how the game stands afterwards.
var endingTests = []struct {
	name, preset, fen, moves string
	outcome                  Outcome
	reason                   Reason
	counted                  bool
}{
	{"double pass is counted: Han's 덤 wins", "standard", defaultStart, "e2e2 e9e9", HanWins, DoublePass, true},
	{"double pass is a draw without counting", "casual", defaultStart, "e2e2 e9e9", Draw, DoublePass, false},
	{"one pass goes on", "standard", defaultStart, "e2e2", Ongoing, NoReason, false},
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
	{"third repetition is counted", "standard", defaultStart, knights, HanWins, Repetition, true},
	{"third repetition is a draw in casual", "casual", defaultStart, knights, Draw, Repetition, false},
	{"modern needs a fourth repetition", "modern", defaultStart, knights, Ongoing, NoReason, false},
	{"kja adjudicates repetition only under 30 points", "kja", defaultStart, knights, Ongoing, NoReason, false},
	{"perpetual check loses", "standard", "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 0 1", perpetual, HanWins, PerpetualCheck, false},
	{"perpetual check loses in casual too", "casual", "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 0 1", perpetual, HanWins, PerpetualCheck, false},
	{"yeeqia: the general left attacked is captured", "yeeqia", "4k4/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1", "d1e1 f1e1", HanWins, GeneralCaptured, false},
	{"yeeqia: 240 plies in all are counted", "yeeqia", "4k4/9/9/9/9/9/9/9/3K5/R8 b - - 0 120", "e10d10", ChoWins, MoveLimit, true},
	{"xiangqi: no legal move loses", "xiangqi", "3k5/R8/9/9/9/9/9/9/9/4RK3 b - - 0 1", "", ChoWins, NoLegalMove, false},

	// Issue 13, item 1: under yeeqia, taking the general that the last move left attacked is
	// always a way out of check, so that move never checkmates.
	{"yeeqia: a check that leaves one's own general attacked is no checkmate", "yeeqia", yeeqiaHorse, "f8d8", Ongoing, NoReason, false},
	{"yeeqia: ... the horse takes the general", "yeeqia", yeeqiaHorse, "f8d8 f7e9", ChoWins, GeneralCaptured, false},
	{"yeeqia: mirrored, Cho leaves its general to Han's horse", "yeeqia", "3ka4/4b4/9/9/9/9/4Pn3/5R3/4K4/9 w - - 0 1", "f3d3", Ongoing, NoReason, false},
	{"yeeqia: mirrored, the horse takes the general", "yeeqia", "3ka4/4b4/9/9/9/9/4Pn3/5R3/4K4/9 w - - 0 1", "f3d3 f4e2", HanWins, GeneralCaptured, false},
	{"yeeqia: a chariot's check opens the file to the other chariot", "yeeqia", "9/4k4/9/4r4/9/9/9/6n2/9/3KR4 b - - 0 1", "e7d7", Ongoing, NoReason, false},
	{"yeeqia: ... which takes the general", "yeeqia", "9/4k4/9/4r4/9/9/9/6n2/9/3KR4 b - - 0 1", "e7d7 e1e9", ChoWins, GeneralCaptured, false},
	{"yeeqia: without the horse it is checkmate", "yeeqia", "9/4k4/5r3/4p4/9/9/9/9/4B4/3KA4 b - - 0 1", "f8d8", HanWins, Checkmate, false},

	// Issue 13, item 2: Xiangqi's perpetual chase loses (WXF, as Fairy-Stockfish has it).
	{"xiangqi: a chariot chasing an elephant loses", "xiangqi", "4k1b2/9/9/9/9/9/9/9/9/3K4R w - - 0 1", chariotChase, HanWins, PerpetualChase, false},
	{"xiangqi: mirrored, Han's chariot chases and loses", "xiangqi", "3k4r/9/9/9/9/9/9/9/9/4K1B2 b - - 0 1", "i10g10 g1i3 g10i10 i3g1 i10g10 g1i3 g10i10 i3g1", ChoWins, PerpetualChase, false},
	{"xiangqi: a horse chasing a cannon loses", "xiangqi", "c4k3/9/9/1N7/9/9/9/9/9/4K4 w - - 0 1", horseChase, HanWins, PerpetualChase, false},
	{"xiangqi: a horse chasing a chariot loses", "xiangqi", "r4k3/9/9/1N7/9/9/9/9/9/4K4 w - - 0 1", horseChase, HanWins, PerpetualChase, false},
	{"xiangqi: a horse chasing a protected cannon is no chase", "xiangqi", "cr3k3/9/9/1N7/9/9/9/9/9/4K4 w - - 0 1", horseChase, Draw, Repetition, false},
	{"xiangqi: attacking a protected elephant every other move is no chase", "xiangqi", "4k1b2/9/4b4/9/9/9/9/9/9/3K4R w - - 0 1", chariotChase, Draw, Repetition, false},
	{"xiangqi: perpetual check outranks a perpetual chase", "xiangqi", "2b5n/4a4/5k3/p3c1p2/5r3/8P/9/5A3/5C1c1/5K3 w - - 6 191", "f3e2 f6e6 e2f3 e6f6 f3e2 f6e6 e2f3 e6f6", HanWins, PerpetualCheck, false},
	{"xiangqi: 100 plies without a capture draw", "xiangqi", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 99 60", "a1a2", Draw, MoveLimit, false},
	{"xiangqi: checks beyond ten put the move limit off", "xiangqi", "3k5/4a4/5a3/9/9/9/9/2N1C4/R8/4K2R1 w - - 73 40", manyChecks, Ongoing, NoReason, false},
	{"xiangqi: ... by two plies each", "xiangqi", "3k5/4a4/5a3/9/9/9/9/2N1C4/R8/4K2R1 w - - 81 40", manyChecks, Draw, MoveLimit, false},

	// Issue 13, item 3: under kja a perpetual checker loses whatever the points; a plain
	// repetition counts only while both sides are under 30.
	{"kja: perpetual check loses at 30 points or more", "kja", "4k4/9/9/9/9/9/9/9/3K5/R6CR w - - 0 1", perpetual, HanWins, PerpetualCheck, false},
	{"kja: mirrored, Han's perpetual check loses", "kja", "rc6r/3k5/9/9/9/9/9/9/9/4K4 b - - 0 1", "a10a1 e1e2 a1a2 e2e1 a2a1 e1e2 a1a2 e2e1 a2a1", ChoWins, PerpetualCheck, false},
	{"kja: a horse's perpetual check loses too", "kja", "3k5/2N6/9/9/9/9/9/R7R/9/5K3 w - - 0 1", "c9e8 d10e10 e8c9 e10d10 c9e8 d10e10 e8c9 e10d10", HanWins, PerpetualCheck, false},
	{"kja: a plain repetition at 30 points ends nothing", "kja", "3k5/9/9/9/9/9/9/9/9/R4K1RC w - - 0 1", "a1a2 d10e10 a2a1 e10d10 a1a2 d10e10 a2a1 e10d10", Ongoing, NoReason, false},
	{"kja: a plain repetition under 30 points is counted", "kja", "3k5/9/9/9/9/9/9/9/9/R4K3 w - - 0 1", "a1a2 d10e10 a2a1 e10d10 a1a2 d10e10 a2a1 e10d10", ChoWins, Repetition, true},

	// Issue 13, item 4: the presets without draws count a game with no mating material at once.
	{"yeeqia: no mating material is counted", "yeeqia", guardsOnly, "", ChoWins, InsufficientMaterial, true},
	{"chessplayx: no mating material is counted", "chessplayx", guardsOnly, "", ChoWins, InsufficientMaterial, true},
	{"kja: no mating material is counted", "kja", guardsOnly, "", ChoWins, InsufficientMaterial, true},
	{"kja: Han's guards outcount Cho's", "kja", "3ak4/3a5/9/9/9/9/9/9/4K4/3A5 w - - 0 1", "", HanWins, InsufficientMaterial, true},
	{"chessplayx: one guard each: Han's 덤 wins", "chessplayx", "3ak4/9/9/9/9/9/9/9/4K4/3A5 b - - 0 1", "", HanWins, InsufficientMaterial, true},
	{"standard: no mating material is a draw, as in Fairy-Stockfish", "standard", guardsOnly, "", Draw, InsufficientMaterial, false},

	// Issue 13, item 6: kja's 30 points are counted points, Han's 1.5 included.
	{"kja: Han at 29 + 1.5: facing generals are no bikjang", "kja", "r2a4r/4k4/9/9/9/9/9/9/4K4/R8 w - - 0 1", "e2e2", Ongoing, NoReason, false},
	{"kja: Han at 28 + 1.5: a pass accepts the bikjang", "kja", "r7r/4k4/9/p8/9/9/9/9/4K4/R8 w - - 0 1", "e2e2", HanWins, Bikjang, true},
}

// TestEndings plays moves from a FEN and checks how the game stands afterwards.
func TestEndings(t *testing.T) {
	tests := endingTests
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
	first, second := g.Undo(), g.Undo()
	if !first || !second || g.Ply() != 1 {
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

// TestEndingsAgainstOracle replays every ending test whose preset Fairy-Stockfish knows and checks
// that its result with draw claims is ours: the examples of the chase rule and of the move limit's
// check allowance among them.
func TestEndingsAgainstOracle(t *testing.T) {
	testenv.Oracle(t) // before the requests are built, so that a missing oracle is all it reports
	// Where rules.md and Fairy-Stockfish part, on positions only a FEN can set up.
	differs := map[string]string{
		"checkmate by a cannon over the general's own soldier": "a soldier in its own palace (which no game " +
			"reaches: soldiers never step back) moves diagonally in Fairy-Stockfish, only in the enemy palace in rules.md",
	}
	var reqs []oracleRequest
	var rows []int
	for i, tt := range endingTests {
		r := MustPreset(tt.preset)
		if r.Oracle == "" || differs[tt.name] != "" {
			continue
		}
		reqs = append(reqs, oracleRequest{Variant: r.Oracle, FEN: tt.fen, Moves: strings.Fields(tt.moves)})
		rows = append(rows, i)
	}
	replies := runOracle(t, reqs)
	for k, reply := range replies {
		tt := endingTests[rows[k]]
		if reply.Error != "" || len(reply.Plies) == 0 {
			t.Errorf("%s: the oracle refused the game: %s", tt.name, reply.Error)
			continue
		}
		if got := reply.Plies[len(reply.Plies)-1].Claim; got != tt.outcome.String() {
			t.Errorf("%s: ours %v, the oracle's %s", tt.name, tt.outcome, got)
		}
	}
}

// TestFlagFallCounted checks rules.md's "flag fall → counted" under kja: the side whose time ran
// out wins when it is ahead on points, and loses when it is behind; outside the counted presets a
// flag fall loses.
func TestFlagFallCounted(t *testing.T) {
	const fen = "3k5/9/9/9/9/9/9/9/9/R4K3 w - - 0 1" // Cho 13, Han 1.5
	for _, c := range []struct {
		preset string
		loser  Color
		want   Outcome
	}{
		{"kja", Cho, ChoWins},
		{"kja", Han, ChoWins},
		{"yeeqia", Cho, ChoWins},
		{"standard", Cho, HanWins},
	} {
		g, err := NewGameFromFEN(MustPreset(c.preset), fen)
		if err != nil {
			t.Fatal(err)
		}
		g.FlagFall(c.loser, g.Rules().CountFlagFall)
		r := g.Result()
		if r.Outcome != c.want || r.Reason != FlagFall || r.Counted != g.Rules().CountFlagFall {
			t.Errorf("%s, %v's flag falls: %v, want %v (counted %v)", c.preset, c.loser, r, c.want, g.Rules().CountFlagFall)
		}
	}
}

// TestYeeqiaCaptureAfterCheck plays issue 13's example through Game, as the window does: the
// check that leaves Han's general attacked does not end the game, and the capture is accepted.
func TestYeeqiaCaptureAfterCheck(t *testing.T) {
	g, err := NewGameFromFEN(MustPreset("yeeqia"), yeeqiaHorse)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"f8d8", "f7e9"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if r := g.Result(); r.Outcome != ChoWins || r.Reason != GeneralCaptured {
		t.Errorf("after the capture: %v", r)
	}
}
