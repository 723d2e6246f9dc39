package ai

import (
	"context"
	"strings"
	"testing"

	"janggi/game"
	"janggi/internal/sysmem"
)

// fakeMemory makes the engine see a machine with the given memory until the test ends.
func fakeMemory(t *testing.T, total, available uint64) {
	t.Helper()
	old := memInfo
	memInfo = func() sysmem.Info { return sysmem.Info{Total: total, Available: available} }
	t.Cleanup(func() { memInfo = old })
}

// TestHashLimit checks the hash limit at the limit and one past it: half of the machine's
// memory is accepted, a megabyte more is refused with the old table kept and the engine still
// searching.
func TestHashLimit(t *testing.T) {
	fakeMemory(t, 64<<20, 60<<20) // a machine of 64 MB: tables up to 32 MB
	if got := MaxHash(); got != 32 {
		t.Fatalf("MaxHash on a 64 MB machine = %d, want 32", got)
	}
	e := NewEngine(4)
	if err := e.SetHash(32); err != nil {
		t.Fatalf("SetHash at the limit: %v", err)
	}
	if got := e.HashSize(); got != 32 {
		t.Errorf("after SetHash(32) the table has %d MB", got)
	}
	for _, mb := range []int{33, 0, -1, 1 << 40} {
		err := e.SetHash(mb)
		if err == nil || !strings.Contains(err.Error(), "1..32") {
			t.Errorf("SetHash(%d) on a 64 MB machine: err %v, want one naming 1..32", mb, err)
		}
		if got := e.HashSize(); got != 32 {
			t.Errorf("after the refused SetHash(%d) the table has %d MB, want the old 32", mb, got)
		}
	}
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	if m, err := e.BestMove(context.Background(), p, 1, nil); err != nil || !p.IsLegal(m) {
		t.Errorf("search after the refused sizes: %s, %v", m, err)
	}
}

// TestHashFreeMemory checks that a table larger than the memory free now is refused, even
// within the machine's limit, and that one that fits is made.
func TestHashFreeMemory(t *testing.T) {
	fakeMemory(t, 64<<30, 20<<20) // a big machine with 20 MB free
	e := NewEngine(2)
	if err := e.SetHash(20); err != nil {
		t.Fatalf("SetHash of all the free memory: %v", err)
	}
	err := e.SetHash(21)
	if err == nil || !strings.Contains(err.Error(), "20 MB of memory free") {
		t.Errorf("SetHash(21) with 20 MB free: err %v", err)
	}
	if got := e.HashSize(); got != 20 {
		t.Errorf("after the refused SetHash the table has %d MB, want 20", got)
	}
}

// TestNewEngineClampsHash checks that NewEngine, which cannot fail, brings any size within the
// limit instead of panicking (a slice bound or makeslice for sizes near 2^44 MB before).
func TestNewEngineClampsHash(t *testing.T) {
	fakeMemory(t, 64<<20, 60<<20)
	for _, mb := range []int{17592186044416, 4398046511104, 1000000, -5, 0} {
		if got := NewEngine(mb).HashSize(); got < 1 || got > 32 {
			t.Errorf("NewEngine(%d) made a table of %d MB, want 1..32", mb, got)
		}
	}
}

// TestMaxHashOnThisMachine checks the real limit: at most half the memory the system reports,
// within HashCap.
func TestMaxHashOnThisMachine(t *testing.T) {
	got := MaxHash()
	if total := sysmem.Read().Total; total > 0 && uint64(got)<<20 > total/2 {
		t.Errorf("MaxHash = %d MB on a machine of %d MB", got, total>>20)
	}
	if got < 1 || got > HashCap {
		t.Errorf("MaxHash = %d, outside 1..%d", got, HashCap)
	}
}
