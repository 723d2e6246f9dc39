package latest

import (
	"sync"
	"testing"
)

func TestPutReplacesTheValueNotTaken(t *testing.T) {
	ch := make(chan int, 1)
	if _, ok := Take(ch); ok {
		t.Fatal("Take on an empty channel reported a value")
	}
	Put(ch, 1)
	Put(ch, 2)
	Put(ch, 3)
	if v, ok := Take(ch); !ok || v != 3 {
		t.Fatalf("Take = %d, %v; want 3, true", v, ok)
	}
	if v, ok := Take(ch); ok {
		t.Fatalf("Take after the value was taken = %d, want nothing", v)
	}
}

// TestPutNeverBlocks has several senders race a slow reader: every Put returns, and the reader
// ends with one of the last values sent.
func TestPutNeverBlocks(t *testing.T) {
	ch := make(chan int, 1)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 1000 {
				Put(ch, g*1000+i)
			}
		}()
	}
	wg.Wait()
	v, ok := Take(ch)
	if !ok || v%1000 != 999 {
		t.Fatalf("Take = %d, %v; want some sender's last value (…999)", v, ok)
	}
}
