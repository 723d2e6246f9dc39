package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"janggi/internal/testenv"
)

// TestBenchMates runs the mate suite's first positions, mates in 3, which any search finds in a
// few thousand nodes: every one is found, and the counts by side and by length add up to them.
func TestBenchMates(t *testing.T) {
	var out bytes.Buffer
	if err := benchMates([]string{"--positions", "3", "--nodes", "30000", "--hash", "4", "-v"}, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if len(lines) != 1+3+4 || !strings.HasPrefix(lines[0], "mate suite: janggi, 3 positions") {
		t.Fatalf("want a header, 3 position lines, 4 summary lines; got:\n%s", text)
	}
	for _, l := range lines[1:4] {
		if !strings.Contains(l, "found at") {
			t.Errorf("position line %q: a mate in 3 not found in 30 000 nodes", l)
		}
	}
	m := regexp.MustCompile(`found (\d+) of 3 within 30000 nodes: side to move mates (\d+) of (\d+), is mated (\d+) of (\d+)`).FindStringSubmatch(lines[4])
	if m == nil {
		t.Fatalf("summary %q: not the form wanted", lines[4])
	}
	n := make([]int, len(m))
	for i := 1; i < len(m); i++ {
		n[i], _ = strconv.Atoi(m[i])
	}
	if n[1] != 3 || n[2]+n[4] != 3 || n[3]+n[5] != 3 {
		t.Errorf("summary %q: want all 3 found, the sides adding up to them", lines[4])
	}
	if !strings.HasPrefix(lines[5], "by length: mate in 5 or fewer 3 of 3, 6-8 0 of 0") {
		t.Errorf("by length %q: want the 3 mates in 3 among the short ones", lines[5])
	}
	out.Reset()
	if err := benchMates([]string{"--positions", "1", "--nodes", "30000", "--hash", "4", "--eval-file", "<empty>"}, &out); err != nil || !strings.Contains(out.String(), "found 1 of 1") {
		t.Errorf("--eval-file <empty> (no network): err %v, output:\n%s", err, out.String())
	}
}

// TestBenchMatesOtherEngine asks Fairy-Stockfish the same, through --engine: it is named, and finds
// the mates (the suite is made of mates it announces).
func TestBenchMatesOtherEngine(t *testing.T) {
	path := testenv.FairyStockfish(t)
	var out bytes.Buffer
	if err := benchMates([]string{"--engine", path, "--positions", "2", "--nodes", "30000", "--hash", "4"}, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.HasPrefix(text, "mate suite: Fairy-Stockfish") || !strings.Contains(text, "found 2 of 2 within 30000 nodes") {
		t.Errorf("want Fairy-Stockfish named and both mates found; got:\n%s", text)
	}
}

// TestBenchMatesBadFlags checks that bad flags are refused with an error naming them.
func TestBenchMatesBadFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--positions", "0"}, "--positions 0"},
		{[]string{"--positions", "100000"}, "--positions 100000"},
		{[]string{"--nodes", "0"}, "--nodes 0"},
		{[]string{"--hash", "0"}, "--hash 0"},
		{[]string{"--eval-file", "/no/such.nnue"}, "--eval-file"},
		{[]string{"--engine", "/no/such/engine"}, "--engine /no/such/engine"},
		{[]string{"--engine", "/no/such/engine", "--eval-file", "<empty>"}, "--eval-file is for our engine"},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		var out bytes.Buffer
		err := benchMates(tt.args, &out)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("bench mates %v: err %v, want one containing %q", tt.args, err, tt.want)
		}
	}
}
