package sysmem

import (
	"bufio"
	"bytes"
	"os"
	"strconv"
	"strings"
)

func read() Info {
	var in Info
	data, err := os.ReadFile("/proc/meminfo")
	if err == nil {
		in = parseMeminfo(data)
	}
	// A container's limit (cgroup v2, then v1) bounds both figures.
	for _, f := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		limit, err := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64)
		if err != nil || limit == 0 {
			continue // "max": no limit
		}
		if in.Total == 0 || limit < in.Total {
			in.Total = limit
		}
		if in.Available > in.Total {
			in.Available = in.Total
		}
		break
	}
	return in
}

// parseMeminfo reads MemTotal and MemAvailable (in kB) from the text of /proc/meminfo.
func parseMeminfo(data []byte) Info {
	var in Info
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		name, rest, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) == 0 {
			continue
		}
		kb, err := strconv.ParseUint(f[0], 10, 64)
		if err != nil || kb > 1<<53 {
			continue
		}
		switch name {
		case "MemTotal":
			in.Total = kb << 10
		case "MemAvailable":
			in.Available = kb << 10
		}
	}
	return in
}
