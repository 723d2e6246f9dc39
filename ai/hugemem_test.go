package ai

import (
	"runtime"
	"testing"
	"unsafe"
)

// TestHugeSlice checks the memory the hash and history tables live in: n zero values that can be
// written, aligned to 2 MB on Linux from 2 MB on, whatever the size.
func TestHugeSlice(t *testing.T) {
	for _, n := range []int{1, 1000, hugePage / 16, hugePage/16 + 3, 5 * hugePage / 16} {
		owner := new(int)
		s := hugeSlice[ttSlot](owner, n)
		if len(s) != n {
			t.Fatalf("hugeSlice(%d): %d slots", n, len(s))
		}
		for i := range s {
			if s[i].key.Load() != 0 || s[i].data.Load() != 0 {
				t.Fatalf("hugeSlice(%d): slot %d is not zero", n, i)
			}
			s[i].data.Store(uint64(i) + 1)
		}
		if s[n-1].data.Load() != uint64(n) {
			t.Fatalf("hugeSlice(%d): the last slot does not keep what was written", n)
		}
		if addr := uintptr(unsafe.Pointer(&s[0])); runtime.GOOS == "linux" && n*16 >= hugePage && addr%hugePage != 0 {
			t.Errorf("hugeSlice(%d) starts at %#x, not on a 2 MB boundary", n, addr)
		}
		runtime.KeepAlive(owner)
	}
}
