package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"janggi/ai/nnue"
	"janggi/internal/testenv"
)

// TestBenchSearch runs bench search as a user would, on three positions to a small depth with one
// and two threads, and checks that every position gets a line with both times and a ratio, and
// that the summary gives the median and mean ratio.
func TestBenchSearch(t *testing.T) {
	var out bytes.Buffer
	if err := benchSearch([]string{"--positions", "3", "--depth", "3", "--threads", "1,2", "--hash", "4"}, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if len(lines) != 1+1+3+2+2+1 {
		t.Fatalf("want a header, 3 positions, 2 totals, two summaries and the load after; got:\n%s", text)
	}
	for _, l := range lines[2:5] {
		if f := strings.Fields(l); len(f) < 4 || !strings.HasSuffix(f[len(f)-1], "x") || !strings.HasSuffix(f[len(f)-2], "s") {
			t.Errorf("position line %q: want two times and a ratio", l)
		}
	}
	if !strings.Contains(text, "2 threads against 1: time to depth 3") || !strings.Contains(text, "median") || !strings.Contains(text, "mean") {
		t.Errorf("no summary of the ratios:\n%s", text)
	}
	if !strings.Contains(text, "2 threads against 1, in nodes of the busiest thread") {
		t.Errorf("no summary in nodes:\n%s", text)
	}
}

// TestBenchSearchNodes checks the speed-up in nodes on one thread against one thread: a search on
// one thread from an empty table is repeatable, so its nodes, and the ratio, are exactly the same
// whatever the machine's load.
func TestBenchSearchNodes(t *testing.T) {
	var out bytes.Buffer
	if err := benchSearch([]string{"--positions", "4", "--depth", "4", "--threads", "1,1", "--hash", "4"}, &out); err != nil {
		t.Fatal(err)
	}
	if want := "1 threads against 1, in nodes of the busiest thread (the time on idle cores, every thread searching as fast as one alone): 1.00x faster in all; per position median 1.00x, mean 1.00x"; !strings.Contains(out.String(), want) {
		t.Errorf("want %q in:\n%s", want, out.String())
	}
}

// TestBenchSearchEvalFile compares our engine without and with a network (--eval-file): the column
// and the total of the second say so, and its search differs (another number of nodes); a file
// list that does not match --threads, a missing file, and --eval-file with --engine are refused.
func TestBenchSearchEvalFile(t *testing.T) {
	n, err := nnue.New(8, false, 1)
	if err != nil {
		t.Fatal(err)
	}
	n.Scale = 300
	path := filepath.Join(t.TempDir(), "net.nnue")
	var buf bytes.Buffer
	if err := n.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := benchSearch([]string{"--positions", "3", "--depth", "4", "--threads", "1,1", "--hash", "4", "--eval-file", "," + path}, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	var plain, withNet int64
	for _, l := range strings.Split(text, "\n") {
		if i := strings.Index(l, " nodes, "); strings.HasPrefix(l, "1 thread(s)") && i > 0 {
			f := strings.Fields(l[:i])
			v, _ := strconv.ParseInt(f[len(f)-1], 10, 64)
			if strings.HasPrefix(l, "1 thread(s) with "+path+":") {
				withNet = v
			} else {
				plain = v
			}
		}
	}
	if !strings.Contains(text, "1 thread+net") || plain == 0 || withNet == 0 || plain == withNet {
		t.Errorf("want a column \"1 thread+net\" and two totals of different nodes (%d, %d):\n%s", plain, withNet, text)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--threads", "1,1", "--eval-file", path}, "names 1 files"},
		{[]string{"--threads", "1", "--eval-file", "/no/such.nnue"}, "/no/such.nnue"},
		{[]string{"--engine", "/usr/games/fairy-stockfish", "--threads", "1", "--eval-file", path}, "not --engine's"},
	} {
		err := benchSearch(append(tt.args, "--positions", "1", "--depth", "1"), &out)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("bench search %v: err %v, want one containing %q", tt.args, err, tt.want)
		}
	}
}

// TestBenchSearchOtherEngine times Fairy-Stockfish's searches with --engine: every position gets
// its two times and a ratio, the engine is named, and the nodes come from its info lines; there is no
// line about the busiest thread, which a UCI engine does not report. A missing engine is an error
// that names it.
func TestBenchSearchOtherEngine(t *testing.T) {
	path := testenv.FairyStockfish(t)
	var out bytes.Buffer
	if err := benchSearch([]string{"--engine", path, "--positions", "3", "--depth", "4", "--threads", "1,2", "--hash", "4"}, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if len(lines) != 1+1+1+3+2+1+1 || !strings.HasPrefix(lines[0], "engine Fairy-Stockfish") {
		t.Fatalf("want the engine's name, a header, 3 positions, 2 totals, one summary and the load after; got:\n%s", text)
	}
	for _, l := range lines[3:6] {
		if f := strings.Fields(l); len(f) < 4 || !strings.HasSuffix(f[len(f)-1], "x") || !strings.HasSuffix(f[len(f)-2], "s") {
			t.Errorf("position line %q: want two times and a ratio", l)
		}
	}
	for _, l := range lines[6:8] {
		if strings.Contains(l, " 0 nodes") {
			t.Errorf("total %q: the engine's nodes were not read", l)
		}
	}
	if strings.Contains(text, "busiest thread") {
		t.Errorf("a line on the busiest thread, which the engine does not report:\n%s", text)
	}
	err := benchSearch([]string{"--engine", "/no/such/engine", "--positions", "1"}, &out)
	if err == nil || !strings.Contains(err.Error(), "--engine /no/such/engine") {
		t.Errorf("a missing engine: err %v, want one naming it", err)
	}
}

// TestBenchSearchBadFlags checks that bad flags are refused with an error naming them.
func TestBenchSearchBadFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--threads", "1,x"}, `"x" is not a thread count`},
		{[]string{"--threads", "0"}, `"0" is not a thread count`},
		{[]string{"--positions", "0"}, "--positions 0"},
		{[]string{"--positions", "1000"}, "--positions 1000"},
		{[]string{"--depth", "0"}, "--depth 0"},
		{[]string{"--hash", "0"}, "--hash 0"},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		var out bytes.Buffer
		err := benchSearch(tt.args, &out)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("bench search %v: err %v, want one containing %q", tt.args, err, tt.want)
		}
	}
}
