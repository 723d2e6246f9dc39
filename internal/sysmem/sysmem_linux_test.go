package sysmem

import "testing"

func TestParseMeminfo(t *testing.T) {
	in := parseMeminfo([]byte("MemTotal:       24683548 kB\nMemFree:        22894136 kB\nMemAvailable:   24081708 kB\nBogus\nHuge: 99999999999999999999999 kB\n"))
	if in.Total != 24683548<<10 || in.Available != 24081708<<10 {
		t.Errorf("parseMeminfo = %+v", in)
	}
	if in := parseMeminfo([]byte("MemTotal: lots\n")); in != (Info{}) {
		t.Errorf("unreadable figures gave %+v", in)
	}
}
