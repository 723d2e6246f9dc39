package uci

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"janggi/ai"
	"janggi/game"
)

// TestOpponent plays through the external engine (this test binary's own UCI server), falls back
// to the built-in engine for rules without a UCI_Variant name, and lets a new search wait for a
// cancelled one instead of failing busy.
func TestOpponent(t *testing.T) {
	o := NewOpponent(startSelf(t), ai.NewEngine(8))
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	if m, err := o.BestMove(context.Background(), p, 1, nil); err != nil || !p.IsLegal(m) || o.client.variant != "janggi" {
		t.Fatalf("standard rules: %s, %v, the external engine's variant %q", m, err, o.client.variant)
	}
	yeeqia := game.NewPosition(game.MustPreset("yeeqia"), game.HEEH, game.HEEH)
	if m, err := o.BestMove(context.Background(), yeeqia, 1, nil); err != nil || !yeeqia.IsLegal(m) {
		t.Fatalf("yeeqia, which the external engine does not play: %s, %v", m, err)
	}
	if err := o.Err(); err != nil {
		t.Errorf("Err after two good moves: %v", err)
	}

	// The window cancels a search and starts the next at once.
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	var first error
	searching := make(chan struct{}, 1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		_, first = o.BestMove(ctx, p, ai.MaxLevel, func(int, int, []game.Move) {
			select {
			case searching <- struct{}{}:
			default:
			}
		})
	}()
	select {
	case <-searching: // the engine reported a depth: the search runs
	case <-time.After(2 * time.Minute):
		t.Fatal("the search reported no depth")
	}
	cancel()
	m, err := o.BestMove(context.Background(), p, 1, nil)
	wg.Wait()
	if first != nil || err != nil || !p.IsLegal(m) {
		t.Errorf("a search right after a cancelled one: %s, %v (the cancelled one: %v)", m, err, first)
	}
}

// TestOpponentEngineDies checks that the game goes on with the built-in engine when the external
// one dies, and that Err says so.
func TestOpponentEngineDies(t *testing.T) {
	t.Setenv(engineEnv, "1")
	c, err := Start(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	o := NewOpponent(c, ai.NewEngine(8))
	c.kill()
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	m, err := o.BestMove(context.Background(), p, 1, nil)
	if err != nil || !p.IsLegal(m) {
		t.Fatalf("after the engine died: %s, %v", m, err)
	}
	if err := o.Err(); err == nil || !strings.Contains(err.Error(), "built-in") {
		t.Errorf("Err after the engine died: %v", err)
	}
	if m, err := o.BestMove(context.Background(), p, 1, nil); err != nil || !p.IsLegal(m) {
		t.Errorf("the next move: %s, %v", m, err)
	}
	o.Close() // the process is gone already; Close only tidies up
}
