package sysmem

import (
	"os"
	"path/filepath"
	"testing"
)

func TestParseMeminfo(t *testing.T) {
	in := parseMeminfo([]byte("MemTotal:       24683548 kB\nMemFree:        22894136 kB\nMemAvailable:   24081708 kB\nBogus\nHuge: 99999999999999999999999 kB\n"))
	if in.Total != 24683548<<10 || in.Available != 24081708<<10 {
		t.Errorf("parseMeminfo = %+v", in)
	}
	if in := parseMeminfo([]byte("MemTotal: lots\n")); in != (Info{}) {
		t.Errorf("unreadable figures gave %+v", in)
	}
}

// tree writes files under a new folder: name -> content.
func tree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, content := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// TestCgroupLimitOfTheProcess: the limit that binds is the one of the process's own control
// group (or a group above it), found from /proc/self/cgroup, under cgroup v2 and v1; the root's
// file, which says "max", says nothing of it. What is left is the limit less what the group uses.
func TestCgroupLimitOfTheProcess(t *testing.T) {
	const meminfo = "MemTotal:       24683548 kB\nMemAvailable:   20000000 kB\n"
	const gb = 1 << 30
	for _, c := range []struct {
		name        string
		files       map[string]string
		total, free uint64
	}{
		{"v2, a limit on the parent", map[string]string{
			"proc/meminfo":                                      meminfo,
			"proc/self/cgroup":                                  "0::/user.slice/app.scope\n",
			"sys/fs/cgroup/memory.max":                          "max\n",
			"sys/fs/cgroup/user.slice/memory.max":               "2147483648\n",
			"sys/fs/cgroup/user.slice/memory.current":           "1610612736\n",
			"sys/fs/cgroup/user.slice/app.scope/memory.max":     "max\n",
			"sys/fs/cgroup/user.slice/app.scope/memory.current": "1073741824\n",
		}, 2 * gb, gb / 2},
		{"v2, the process's own", map[string]string{
			"proc/meminfo":                            meminfo,
			"proc/self/cgroup":                        "0::/docker/abc\n",
			"sys/fs/cgroup/memory.max":                "max\n",
			"sys/fs/cgroup/docker/abc/memory.max":     "2147483648\n",
			"sys/fs/cgroup/docker/abc/memory.current": "1073741824\n",
		}, 2 * gb, gb},
		{"v1, beside other controllers", map[string]string{
			"proc/meminfo":     meminfo,
			"proc/self/cgroup": "9:name=systemd:/\n4:memory:/process_api/x\n1:cpu:/\n0::/\n",
			"sys/fs/cgroup/memory/memory.limit_in_bytes":               "9223372036854771712\n",
			"sys/fs/cgroup/memory/process_api/x/memory.limit_in_bytes": "2147483648\n",
			"sys/fs/cgroup/memory/process_api/x/memory.usage_in_bytes": "536870912\n",
		}, 2 * gb, 3 * gb / 2},
		{"a namespace of its own: the root is the container's", map[string]string{
			"proc/meminfo":                 "MemTotal: 24683548 kB\nMemAvailable: 20000000 kB\n",
			"proc/self/cgroup":             "0::/\n",
			"sys/fs/cgroup/memory.max":     "2147483648\n",
			"sys/fs/cgroup/memory.current": "0\n",
		}, 2 * gb, 2 * gb},
		{"no limit anywhere", map[string]string{
			"proc/meminfo":             meminfo,
			"proc/self/cgroup":         "0::/a\n",
			"sys/fs/cgroup/memory.max": "max\n",
		}, 24683548 << 10, 20000000 << 10},
	} {
		in := readUnder(tree(t, c.files))
		if in.Total != c.total || in.Available != c.free {
			t.Errorf("%s: total %d MB, available %d MB; want %d MB, %d MB", c.name, in.Total>>20, in.Available>>20, c.total>>20, c.free>>20)
		}
	}
}
