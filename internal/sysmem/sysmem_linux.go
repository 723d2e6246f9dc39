package sysmem

import (
	"bufio"
	"bytes"
	"os"
	"path"
	"strconv"
	"strings"
)

func read() Info { return readUnder("/") }

// readUnder reads the memory figures from the files under root ("/", or a test's folder that
// holds proc/meminfo, proc/self/cgroup and sys/fs/cgroup).
func readUnder(root string) Info {
	var in Info
	if data, err := os.ReadFile(path.Join(root, "proc/meminfo")); err == nil {
		in = parseMeminfo(data)
	}
	self, _ := os.ReadFile(path.Join(root, "proc/self/cgroup"))
	limit, free, ok := cgroupMemory(root, self)
	if !ok {
		return in
	}
	// A container's limit bounds both figures: the memory it may take, and what is left of it.
	if in.Total == 0 || limit < in.Total {
		in.Total = limit
	}
	if in.Available == 0 || free < in.Available {
		in.Available = free
	}
	in.Available = min(in.Available, in.Total)
	return in
}

// cgroupMemory returns the memory limit of the process's own control group and what is left
// under it, the tightest over the group and the groups above it (a limit set on a parent binds its
// children): cgroup v2's memory.max and memory.current, or v1's memory.limit_in_bytes and
// memory.usage_in_bytes. The group is the process's, read from /proc/self/cgroup, not the
// hierarchy's root: in a container that does not have a cgroup namespace of its own, or a
// session's slice, the root's file says nothing of the limit. ok is false where no group has one.
func cgroupMemory(root string, self []byte) (limit, free uint64, ok bool) {
	type hier struct{ base, group, limitFile, usageFile string }
	var found []hier
	for _, line := range strings.Split(string(self), "\n") {
		f := strings.SplitN(line, ":", 3)
		if len(f) != 3 {
			continue
		}
		switch {
		case f[0] == "0" && f[1] == "":
			found = append(found, hier{"sys/fs/cgroup", f[2], "memory.max", "memory.current"})
		case strings.Contains(","+f[1]+",", ",memory,"):
			found = append(found, hier{"sys/fs/cgroup/memory", f[2], "memory.limit_in_bytes", "memory.usage_in_bytes"})
		}
	}
	if len(found) == 0 {
		// No /proc/self/cgroup: the hierarchies' roots, as a container with a namespace of its
		// own shows them.
		found = []hier{{"sys/fs/cgroup", "/", "memory.max", "memory.current"}, {"sys/fs/cgroup/memory", "/", "memory.limit_in_bytes", "memory.usage_in_bytes"}}
	}
	for _, h := range found {
		base := path.Join(root, h.base)
		if _, err := os.Stat(base); err != nil {
			continue
		}
		// From the group up to the hierarchy's root; a group not mounted where its path says
		// (a container that sees only its own part) is skipped, and its parents still looked at.
		for g := path.Clean("/" + h.group); ; g = path.Dir(g) {
			dir := path.Join(base, g)
			if l, has := readBytes(path.Join(dir, h.limitFile)); has {
				used, _ := readBytes(path.Join(dir, h.usageFile))
				left := uint64(0)
				if used < l {
					left = l - used
				}
				if !ok || l < limit {
					limit = l
				}
				if !ok || left < free {
					free = left
				}
				ok = true
			}
			if g == "/" {
				break
			}
		}
		if ok {
			return limit, free, true
		}
	}
	return 0, 0, false
}

// noLimit is where a cgroup v1 limit means none: the kernel writes "no limit" as the largest
// page-aligned 63-bit number.
const noLimit = 1 << 62

// readBytes reads a cgroup memory file's number of bytes; "max", a missing file, 0 or v1's
// unlimited value give false.
func readBytes(file string) (uint64, bool) {
	b, err := os.ReadFile(file)
	if err != nil {
		return 0, false
	}
	n, err := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64)
	if err != nil || n == 0 || n >= noLimit {
		return 0, false
	}
	return n, true
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
