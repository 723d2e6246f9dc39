package twelve

import (
	"strings"
	"testing"

	"janggi/game"
)

// TestGameSteps plays, takes back and replays moves as a table of steps, checking after each the
// position, the number of moves, whether redo is possible and how the game stands.
func TestGameSteps(t *testing.T) {
	type step struct {
		do      string // "play MOVE", "undo", "redo", "resign cho|han", "flag cho|han"
		ok      bool   // play: no error; undo and redo: they reported true
		fen     string // the position after the step
		ply     int
		canRedo bool
		result  game.Result
	}
	const (
		start   = "gle/1c1/1C1/ELG[] w - - 0 1"
		afterB3 = "gle/1C1/3/ELG[C] b - - 0 1"
		afterA3 = "g1e/lC1/3/ELG[C] w - - 1 2"
	)
	tests := []struct {
		name  string
		fen   string
		steps []step
	}{
		{"play, undo, redo", "", []step{
			{do: "play b2b3", ok: true, fen: afterB3, ply: 1},
			{do: "play b4a3", ok: true, fen: afterA3, ply: 2},
			{do: "undo", ok: true, fen: afterB3, ply: 1, canRedo: true},
			{do: "undo", ok: true, fen: start, ply: 0, canRedo: true},
			{do: "undo", ok: false, fen: start, ply: 0, canRedo: true},
			{do: "redo", ok: true, fen: afterB3, ply: 1, canRedo: true},
			{do: "redo", ok: true, fen: afterA3, ply: 2},
			{do: "redo", ok: false, fen: afterA3, ply: 2},
		}},
		{"the move taken back keeps the redo list, another clears it", "", []step{
			{do: "play b2b3", ok: true, fen: afterB3, ply: 1},
			{do: "undo", ok: true, fen: start, ply: 0, canRedo: true},
			{do: "play b2b3", ok: true, fen: afterB3, ply: 1},
			{do: "undo", ok: true, fen: start, ply: 0, canRedo: true},
			{do: "play c1c2", ok: true, fen: "gle/1c1/1CG/EL1[] b - - 1 1", ply: 1},
			{do: "redo", ok: false, fen: "gle/1c1/1CG/EL1[] b - - 1 1", ply: 1},
		}},
		{"an illegal move changes nothing", "", []step{
			{do: "play b2b3", ok: true, fen: afterB3, ply: 1},
			{do: "undo", ok: true, fen: start, ply: 0, canRedo: true},
			{do: "play b1b2", ok: false, fen: start, ply: 0, canRedo: true},
			{do: "play C@b3", ok: false, fen: start, ply: 0, canRedo: true},
		}},
		{"a resignation is taken back before the moves", "", []step{
			{do: "play b2b3", ok: true, fen: afterB3, ply: 1},
			{do: "resign han", fen: afterB3, ply: 1, result: game.Result{Outcome: game.ChoWins, Reason: game.Resignation}},
			{do: "play b4a3", ok: false, fen: afterB3, ply: 1, result: game.Result{Outcome: game.ChoWins, Reason: game.Resignation}},
			{do: "undo", ok: true, fen: afterB3, ply: 1},
			{do: "undo", ok: true, fen: start, ply: 0, canRedo: true},
		}},
		{"a flag fall loses", "", []step{
			{do: "flag cho", fen: start, result: game.Result{Outcome: game.HanWins, Reason: game.FlagFall}},
			{do: "undo", ok: true, fen: start},
		}},
		{"the king captured ends the game on the board", "1l1/1C1/3/1L1[] w - - 0 7", []step{
			{do: "play b3b4+", ok: true, fen: "1+C1/3/3/1L1[L] b - - 0 7", ply: 1, result: game.Result{Outcome: game.ChoWins, Reason: game.KingCaptured}},
			{do: "play b1b2", ok: false, fen: "1+C1/3/3/1L1[L] b - - 0 7", ply: 1, result: game.Result{Outcome: game.ChoWins, Reason: game.KingCaptured}},
			{do: "undo", ok: true, fen: "1l1/1C1/3/1L1[] w - - 0 7", canRedo: true},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewGame(TwelveJanggi)
			if tt.fen != "" {
				var err error
				if g, err = NewGameFromFEN(TwelveJanggi, tt.fen); err != nil {
					t.Fatal(err)
				}
			}
			for i, s := range tt.steps {
				var ok bool
				verb, arg, _ := strings.Cut(s.do, " ")
				side := game.Cho
				if arg == "han" {
					side = game.Han
				}
				switch verb {
				case "play":
					_, err := g.PlayText(arg)
					ok = err == nil
				case "undo":
					ok = g.Undo()
				case "redo":
					ok = g.Redo()
				case "resign":
					g.Resign(side)
					ok = s.ok
				case "flag":
					g.FlagFall(side)
					ok = s.ok
				}
				if ok != s.ok || g.Position().FEN() != s.fen || g.Ply() != s.ply || g.CanRedo() != s.canRedo || g.Result() != s.result {
					t.Fatalf("step %d %q: ok %v, %s, ply %d, redo %v, %v; want ok %v, %s, ply %d, redo %v, %v\n%s",
						i+1, s.do, ok, g.Position().FEN(), g.Ply(), g.CanRedo(), g.Result(), s.ok, s.fen, s.ply, s.canRedo, s.result, g.Position().Diagram())
				}
			}
		})
	}
}

func TestGamePlaySaysWhyAMoveIsRefused(t *testing.T) {
	tests := []struct{ move, want string }{
		{"b1b3", "a king cannot move from b1 to b3"},
		{"C@b3", "Cho has no soldier in hand"},
		{"b2", `bad move "b2"`},
	}
	for _, tt := range tests {
		g := NewGame(TwelveJanggi)
		_, err := g.PlayText(tt.move)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("PlayText(%q) = %v, want an error containing %q", tt.move, err, tt.want)
		}
		m, _ := parseMoveText(tt.move)
		if err := g.Play(m); m != NoMove && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("Play(%v) = %v, want an error containing %q", m, err, tt.want)
		}
	}
}

func TestGameFromFENKeepsItsStartAndCountsItsOwnMoves(t *testing.T) {
	const fen = "g1e/lC1/3/ELG[C] w - - 0 2"
	g, err := NewGameFromFEN(TwelveJanggi, fen)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayText("b3b4"); err != nil { // the promotion is compulsory: b3b4+
		t.Fatal(err)
	}
	if g.StartFEN() != fen || g.Ply() != 1 || len(g.Moves()) != 1 || g.Moves()[0].String() != "b3b4+" {
		t.Errorf("start %s, ply %d, moves %v; want %s, 1, [b3b4+]", g.StartFEN(), g.Ply(), g.Moves(), fen)
	}
	if _, err := NewGameFromFEN(TwelveJanggi, "gle/1c1/1C1 w"); err == nil || !strings.Contains(err.Error(), "ranks") {
		t.Errorf("a board of three ranks: %v, want an error about the ranks", err)
	}
}

func TestGameCloneIsIndependent(t *testing.T) {
	g := NewGame(TwelveJanggi)
	g.PlayText("b2b3")
	g.PlayText("b4a3")
	g.Undo()
	c := g.Clone()
	c.Resign(game.Cho)
	if _, err := g.PlayText("a4a3"); err != nil {
		t.Fatal(err)
	}
	if !c.CanRedo() || c.Ply() != 1 || !c.Result().Over() {
		t.Errorf("the clone changed with the original: ply %d, redo %v, %v", c.Ply(), c.CanRedo(), c.Result())
	}
	if g.Result().Over() || g.CanRedo() || g.Ply() != 2 {
		t.Errorf("the original changed with the clone: ply %d, redo %v, %v", g.Ply(), g.CanRedo(), g.Result())
	}
}
