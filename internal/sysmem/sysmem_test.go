package sysmem

import (
	"runtime"
	"testing"
)

func TestReadGivesTheMachinesMemory(t *testing.T) {
	in := Read()
	if runtime.GOOS != "linux" && runtime.GOOS != "windows" {
		t.Skip("no memory figures on", runtime.GOOS)
	}
	if in.Total < 64<<20 {
		t.Errorf("total memory %d bytes: a machine that runs this test has more", in.Total)
	}
	if in.Available == 0 || in.Available > in.Total {
		t.Errorf("available memory %d bytes of %d", in.Available, in.Total)
	}
}
