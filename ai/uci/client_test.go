package uci

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"janggi/ai"
	"janggi/game"
	"janggi/game/kind"
	"janggi/internal/testenv"
)

// engineEnv makes the test binary itself a UCI engine, so that the client is tested against our
// server as a real process without building the janggi command.
const engineEnv = "JANGGI_UCI_TEST_ENGINE"

func TestMain(m *testing.M) {
	if os.Getenv(engineEnv) == "1" {
		if err := NewServer("Self", os.Stdout, mustNew(kind.Janggi, 8), mustNew(kind.Twelve, 8)).Run(os.Stdin); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// startSelf starts the test binary as an engine.
func startSelf(t *testing.T) *Client {
	t.Helper()
	t.Setenv(engineEnv, "1")
	c, err := Start(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Error(err)
		}
	})
	return c
}

func TestClient(t *testing.T) {
	c := startSelf(t)
	if c.Name != "Self" {
		t.Errorf("engine name %q, want Self", c.Name)
	}
	if err := c.NewGame(); err != nil {
		t.Fatal(err)
	}
	p := game.NewPosition(game.Standard(), game.EHHE, game.HEHE)
	p.Play("c4c5 e9e9")
	var depths int
	res, err := c.Search(context.Background(), p, ai.Limits{Depth: 3}, func(i ai.Info) { depths++ })
	if err != nil {
		t.Fatal(err)
	}
	if !p.IsLegal(res.Move) || depths != 3 || res.Depth != 3 {
		t.Errorf("search: move %s, %d info lines, depth %d", res.Move, depths, res.Depth)
	}
	// An option the engine refuses is an error that says what it answered.
	for _, o := range [][2]string{{"Hash", "lots"}, {"No Such Option", "1"}, {"EvalFile", "/no/such/network"}} {
		if err := c.SetOption(o[0], o[1]); err == nil || !strings.Contains(err.Error(), "error") {
			t.Errorf("SetOption(%q, %q): err %v, want the engine's error", o[0], o[1], err)
		}
	}
	if err := c.SetOption("Hash", "4"); err != nil {
		t.Errorf("SetOption(Hash, 4): %v", err)
	}
	// A Xiangqi position switches the engine's UCI_Variant.
	x := game.NewPosition(game.MustPreset("xiangqi"), game.HEEH, game.HEEH)
	m, err := c.BestMove(context.Background(), x, 2, nil)
	if err != nil || !x.IsLegal(m) {
		t.Errorf("Xiangqi BestMove: %s, %v", m, err)
	}
}

// TestClientStop checks that a cancelled search of an external engine returns its move.
func TestClientStop(t *testing.T) {
	c := startSelf(t)
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	res, err := c.Search(ctx, p, ai.Limits{Infinite: true}, nil)
	if err != nil || !p.IsLegal(res.Move) {
		t.Errorf("stopped search: %s, %v", res.Move, err)
	}
}

// TestClientFairyStockfish plays a few moves against Fairy-Stockfish, when it is installed (CI
// installs it and sets JANGGI_REQUIRE_ORACLE=1 to make its absence an error; testenv.FairyStockfish).
func TestClientFairyStockfish(t *testing.T) {
	c, err := Start(testenv.FairyStockfish(t))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.SetOption("No Such Option", "1"); err == nil || !strings.Contains(err.Error(), "No such option") {
		t.Errorf("an option Fairy-Stockfish lacks: err %v, want its answer", err)
	}
	for _, preset := range []string{"modern", "xiangqi"} {
		p := game.NewPosition(game.MustPreset(preset), game.HEHE, game.EHEH)
		for i := 0; i < 4; i++ {
			res, err := c.Search(context.Background(), p, ai.Limits{MoveTime: 20 * time.Millisecond}, nil)
			if err != nil {
				t.Fatalf("%s: %v", preset, err)
			}
			p.Make(res.Move)
		}
	}
	// A level sets Skill Level; the answer must still be a legal move.
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	m, err := c.BestMove(context.Background(), p, 1, nil)
	if err != nil || !p.IsLegal(m) {
		t.Errorf("BestMove at level 1: %s, %v", m, err)
	}
}

// TestSkillLevel checks that stronger levels never map to a weaker Fairy-Stockfish Skill Level,
// and that the mapping stays within the engine's range.
func TestSkillLevel(t *testing.T) {
	prev := -21
	for lv := 1; lv <= ai.MaxLevel; lv++ {
		s := SkillLevel(lv)
		if s < prev || s < -20 || s > 20 {
			t.Errorf("SkillLevel(%d) = %d after %d", lv, s, prev)
		}
		prev = s
	}
	if SkillLevel(ai.MaxLevel) != 20 {
		t.Errorf("the maximum level maps to Skill Level %d, want full strength 20", SkillLevel(ai.MaxLevel))
	}
}
