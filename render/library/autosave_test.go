package library

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"janggi/game"
	"janggi/game/port"
	"janggi/record"
)

// hangTimeout only turns a hang into a failure: no verdict depends on it.
const hangTimeout = 2 * time.Minute

// pollUntil polls the keeper, as the window's loop does, until cond holds: writes happen in
// goroutines. The pause between polls only spares the processor; a keeper that never gets there
// fails after hangTimeout.
func pollUntil(t *testing.T, k *Keeper, what string, cond func() bool) {
	t.Helper()
	hang := time.After(hangTimeout)
	for !cond() {
		if err := k.Poll(); err != nil {
			t.Fatalf("while waiting until %s: %v", what, err)
		}
		select {
		case <-hang:
			t.Fatalf("%s did not happen in %v", what, hangTimeout)
		case <-time.After(time.Millisecond):
		}
	}
}

// savedMoves returns the moves of the autosave at path, or "none" when there is no file.
func savedMoves(t *testing.T, path string) string {
	t.Helper()
	rec, err := record.LoadAutosave(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "none"
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(rec.Moves, " ")
}

func TestKeeperSavesClearsAndSavesAgainInOrder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "janggi", "autosave.pgn")
	k := NewKeeper(path)
	t.Cleanup(func() { k.Close() })
	k.Save(sampleGame(t, "b1c3"))
	k.Save(sampleGame(t, "b1c3", "b10c8"))
	pollUntil(t, k, "the second save is on disk", func() bool { return savedMoves(t, path) == "b1c3 b10c8" })

	// The game ends and a new one starts at once: the removal must not take the new game's
	// save with it, nor a late write bring the old game back.
	k.Save(sampleGame(t, "b1c3", "b10c8", "a4a5"))
	k.Clear()
	k.Save(sampleGame(t, "h1g3"))
	pollUntil(t, k, "the new game is saved", func() bool { return savedMoves(t, path) == "h1g3" })
	k.Clear()
	pollUntil(t, k, "the autosave is removed", func() bool { return savedMoves(t, path) == "none" })
	// Close waits for every write and removal under way: a late write would be on disk after it.
	if err := k.Close(); err != nil {
		t.Fatal(err)
	}
	if got := savedMoves(t, path); got != "none" {
		t.Errorf("the autosave came back after it was cleared: %s", got)
	}
	k.Save(sampleGame(t, "i1i2"))
	if err := k.Close(); err != nil {
		t.Fatal(err)
	}
	if got := savedMoves(t, path); got != "i1i2" {
		t.Errorf("after Close the autosave holds %s, want i1i2", got)
	}
}

func TestKeeperReportsAFailedWriteOnce(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	k := NewKeeper(filepath.Join(blocker, "autosave.pgn")) // a folder inside a file: every write fails
	defer k.Close()
	k.Save(sampleGame(t, "b1c3"))
	hang := time.After(hangTimeout) // the pause between polls only spares the processor
	for k.Poll() == nil {
		select {
		case <-hang:
			t.Fatal("a failed autosave was not reported")
		case <-time.After(time.Millisecond):
		}
	}
	k.Save(sampleGame(t, "b1c3", "b10c8"))
	// The writer's Close waits for the second write, whose result then waits in its Done channel
	// for the next Poll: no window in which a late report could hide.
	saver := k.saver
	if err := saver.Close(); err == nil {
		t.Fatal("the second write into a file's folder succeeded")
	}
	if err := k.Poll(); err != nil {
		t.Fatalf("the same failure was reported again: %v", err)
	}
	if len(saver.Done()) != 0 {
		t.Fatal("Poll did not read the second write's result")
	}
	k.saver = nil // closed above
}

func TestKeeperWithoutAPathDoesNothing(t *testing.T) {
	for _, k := range []*Keeper{NewKeeper(""), nil} {
		k.Save(sampleGame(t, "b1c3"))
		k.Clear()
		if err := k.Poll(); err != nil {
			t.Error(err)
		}
		if err := k.Close(); err != nil {
			t.Error(err)
		}
		if k.Path() != "" {
			t.Errorf("path %q", k.Path())
		}
	}
}

// BenchmarkKeeperSave measures what an autosave costs the window's loop: the copy of the record
// and the hand-over to the writing goroutine (the disk is not waited for).
func BenchmarkKeeperSave(b *testing.B) {
	g := game.NewGame(game.Standard(), game.HEEH, game.HEEH)
	for i := 0; g.Ply() < 80 && !g.Result().Over(); i++ { // a game of up to 80 plies
		moves := g.Position().LegalMoves(nil)
		if err := g.Play(moves[i*7%len(moves)]); err != nil {
			b.Fatal(err)
		}
	}
	rec := record.FromGame(port.GameOf(g))
	k := NewKeeper(filepath.Join(b.TempDir(), "autosave.pgn"))
	defer k.Close()
	b.ResetTimer()
	for range b.N {
		k.Save(rec)
		k.Poll()
	}
	b.ReportMetric(float64(len(rec.Moves)), "plies")
}
