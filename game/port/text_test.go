package port

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
)

// everyRules returns the rules of the four games, Janggi under two of its presets.
func everyRules(t testing.TB) []Rules {
	var out []Rules
	for _, name := range []string{"janggi", "modern", "xiangqi", "twelve", "dobutsu"} {
		r, err := Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// TestTextRoundTrips plays seeded random games of every game through the port and wants, at every
// position, its FEN read back to the same position and every legal move's UCI text read back to
// the same move; Make and Unmake to restore the position; and a move of the other core refused.
func TestTextRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewPCG(52, 1))
	for _, rules := range everyRules(t) {
		name := rules.Game().String()
		if p := rules.Preset(); p != nil {
			name += "/" + p.Name
		}
		positions, moves := 0, 0
		for range 12 {
			p, err := rules.ParseFEN(rules.StartFEN())
			if err != nil {
				t.Fatalf("%s: the start: %v", name, err)
			}
			for ply := 0; ply < 60 && !p.Result().Over(); ply++ {
				fen := p.FEN()
				q, err := rules.ParseFEN(fen)
				if err != nil || q.FEN() != fen || q.SideToMove() != p.SideToMove() || q.Hash() != p.Hash() {
					t.Fatalf("%s: %s read back as %v (%v)", name, fen, q, err)
				}
				legal := p.LegalMoves(nil)
				if len(legal) == 0 {
					t.Fatalf("%s: %s: a game going on without a legal move", name, fen)
				}
				for _, m := range legal {
					back, err := p.ParseMove(m.String())
					if err != nil || back != m || !p.IsLegal(m) {
						t.Fatalf("%s: %s: move %v read back as %v (%v)", name, fen, m, back, err)
					}
					p.Make(m)
					if p.LastMove() != m || p.Ply() != ply+1 {
						t.Fatalf("%s: %s: after %v the last move is %v, ply %d", name, fen, m, p.LastMove(), p.Ply())
					}
					p.Unmake()
					if p.FEN() != fen {
						t.Fatalf("%s: %s: %v made and taken back gives %s", name, fen, m, p.FEN())
					}
					moves++
				}
				p.Make(legal[rng.IntN(len(legal))])
				positions++
			}
		}
		if positions < 100 {
			t.Errorf("%s: only %d positions", name, positions)
		}
		t.Logf("%s: %d positions, %d moves", name, positions, moves)
	}
	j, _ := MustFor(kind.Janggi, nil).ParseFEN(game.DefaultFEN)
	tw, _ := MustFor(kind.Twelve, nil).ParseFEN(twelve.StartFEN(twelve.TwelveJanggi))
	for _, m := range tw.LegalMoves(nil) {
		if j.IsLegal(m) {
			t.Errorf("Janggi takes Twelve Janggi's move %v", m)
		}
	}
	for _, m := range j.LegalMoves(nil) {
		if tw.IsLegal(m) {
			t.Errorf("Twelve Janggi takes Janggi's move %v", m)
		}
	}
}

// TestCoreValues wraps and unwraps the cores' positions, games and moves.
func TestCoreValues(t *testing.T) {
	jp := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	if c, ok := Core[*game.Position](PositionOf(jp)); !ok || c != jp {
		t.Error("a Janggi position does not unwrap to itself")
	}
	if _, ok := Core[*twelve.Position](PositionOf(jp)); ok {
		t.Error("a Janggi position unwraps to a Twelve Janggi one")
	}
	tp := twelve.NewPosition(twelve.Dobutsu)
	if c, ok := Core[*twelve.Position](PositionOf(tp)); !ok || c != tp || PositionOf(tp).Rules().Game() != kind.Dobutsu {
		t.Error("a Dobutsu position does not unwrap to itself")
	}
	jg, tg := game.NewGame(game.Standard(), game.HEEH, game.HEEH), twelve.NewGame(twelve.TwelveJanggi)
	if c, ok := Core[*game.Game](GameOf(jg)); !ok || c != jg {
		t.Error("a Janggi game does not unwrap to itself")
	}
	if c, ok := Core[*twelve.Game](GameOf(tg)); !ok || c != tg {
		t.Error("a Twelve Janggi game does not unwrap to itself")
	}
	for _, m := range jp.LegalMoves(nil) {
		if c, ok := CoreMove[game.Move](MoveOf(m)); !ok || c != m || MoveOf(m).String() != m.String() {
			t.Errorf("Janggi's move %v comes back as %v", m, c)
		}
		if _, ok := CoreMove[twelve.Move](MoveOf(m)); ok {
			t.Errorf("Janggi's move %v unwraps to a Twelve Janggi move", m)
		}
	}
	for _, m := range tp.LegalMoves(nil) {
		if c, ok := CoreMove[twelve.Move](MoveOf(m)); !ok || c != m || MoveOf(m).String() != m.String() {
			t.Errorf("Dobutsu's move %v comes back as %v", m, c)
		}
		if _, ok := CoreMove[game.Move](MoveOf(m)); ok {
			t.Errorf("Dobutsu's move %v unwraps to a Janggi move", m)
		}
	}
	if MoveOf(game.NoMove) != NoMove || MoveOf(twelve.NoMove) != NoMove || NoMove.String() != "0000" {
		t.Error("the cores' NoMove is not the port's")
	}
}

// TestGameThroughThePort plays, takes back, plays again and resigns a game of every kind through
// the port.
func TestGameThroughThePort(t *testing.T) {
	for _, rules := range everyRules(t) {
		g, err := rules.NewGame("")
		if err != nil {
			t.Fatal(err)
		}
		var played []Move
		for range 6 {
			m := g.Position().LegalMoves(nil)[0]
			if got, err := g.PlayText(m.String()); err != nil || got != m {
				t.Fatalf("%s: PlayText(%v) = %v, %v", rules.Game(), m, got, err)
			}
			played = append(played, m)
		}
		if !slices.Equal(g.Moves(), played) || g.Ply() != 6 || g.StartFEN() != rules.StartFEN() {
			t.Errorf("%s: moves %v, ply %d, start %s; played %v", rules.Game(), g.Moves(), g.Ply(), g.StartFEN(), played)
		}
		c := g.Clone()
		first, second := g.Undo(), g.Undo()
		if !first || !second || !g.CanRedo() || !g.Redo() || g.Ply() != 5 || c.Ply() != 6 {
			t.Errorf("%s: undo and redo: ply %d, the clone's %d", rules.Game(), g.Ply(), c.Ply())
		}
		if err := g.Play(NoMove); err == nil {
			t.Errorf("%s: NoMove played", rules.Game())
		}
		side := g.Position().SideToMove()
		g.Resign(side)
		if r := g.Result(); r.Reason != game.Resignation || r.Outcome != game.Win(side.Other()) {
			t.Errorf("%s: after %s resigns: %v", rules.Game(), side, r)
		}
		if _, err := g.PlayText(played[5].String()); err == nil || !strings.Contains(err.Error(), "over") {
			t.Errorf("%s: a move after the resignation: %v", rules.Game(), err)
		}
		if !g.Undo() || g.Result().Over() {
			t.Errorf("%s: the resignation is not taken back", rules.Game())
		}
		g.FlagFall(side, true)
		if r := g.Result(); r.Reason != game.FlagFall || !r.Over() {
			t.Errorf("%s: after %s's flag fell: %v", rules.Game(), side, r)
		}
	}
}

// TestRulesByNameAndGame reads every game's names and refuses a preset of another game.
func TestRulesByNameAndGame(t *testing.T) {
	for name, want := range map[string]string{
		"janggi": "janggi/standard", " XIANGQI ": "xiangqi/xiangqi", "twelve": "twelve", "dobutsu": "dobutsu",
		"twelvejanggi": "twelve", "십이장기": "twelve", "casual": "janggi/casual", "janggimodern": "janggi/modern",
	} {
		r, err := Lookup(name)
		if err != nil {
			t.Errorf("%q: %v", name, err)
			continue
		}
		got := r.Game().String()
		if p := r.Preset(); p != nil {
			got += "/" + p.Name
		}
		if got != want {
			t.Errorf("%q gives %s, want %s", name, got, want)
		}
	}
	if _, err := Lookup("chess"); err == nil || !strings.Contains(err.Error(), `unknown game "chess"`) {
		t.Errorf("chess: %v", err)
	}
	for _, c := range []struct {
		g      kind.Game
		preset *game.Rules
		want   string
	}{
		{kind.Janggi, game.MustPreset("xiangqi"), "the xiangqi preset is not one of janggi"},
		{kind.Xiangqi, game.Standard(), "the standard preset is not one of xiangqi"},
		{kind.Twelve, game.Standard(), "twelve has no presets"},
		{kind.Game(9), nil, "unknown game 9"},
	} {
		if _, err := For(c.g, c.preset); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("For(%v, %v): %v, want %q", c.g, c.preset, err, c.want)
		}
	}
	for g := kind.Game(0); g.Valid(); g++ {
		r := MustFor(g, nil)
		files, ranks := r.Board()
		p, err := r.ParseFEN(r.StartFEN())
		if r.Game() != g || err != nil || len(strings.Split(strings.Fields(p.FEN())[0], "/")) != ranks || files < 3 {
			t.Errorf("%s: the start %s (%v) on a %d×%d board", g, r.StartFEN(), err, files, ranks)
		}
		if n := len(r.Starts()); (g == kind.Janggi) != (n == 16) || r.Starts()[0] != r.StartFEN() {
			t.Errorf("%s: %d opening positions, the first %s", g, n, r.Starts()[0])
		}
	}
}
