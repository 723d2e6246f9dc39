package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"janggi/ai"
	"janggi/game/twelve"
	"janggi/internal/sysmem"
)

// TestUCIFlags checks that uci --hash and --threads are range-checked before anything is made:
// the sizes that panicked in the table's slice bounds (2^44 MB), in makeslice (2^42 MB) or died
// out of memory (a million MB on a 24 GB machine) are errors naming the flag, as is one
// megabyte past the machine's limit; a good size serves.
func TestUCIFlags(t *testing.T) {
	past := strconv.Itoa(ai.MaxHash() + 1)
	for _, args := range [][]string{
		{"--hash", "17592186044416"}, {"--hash", "4398046511104"}, {"--hash", past}, {"--hash", "0"},
		{"--hash", "-1"}, {"--threads", "0"}, {"--threads", "257"}, {"--hash", "lots"}, {"extra"},
	} {
		var out, errOut bytes.Buffer
		err := serveUCI(args, strings.NewReader("isready\n"), &out, &errOut)
		if err == nil || out.Len() > 0 {
			t.Errorf("uci %v: err %v, output %q; want an error before serving", args, err, out.String())
		}
	}
	if ai.MaxHash() < 1000000 {
		var out bytes.Buffer
		if err := serveUCI([]string{"--hash", "1000000"}, strings.NewReader("isready\n"), &out, &out); err == nil ||
			!strings.Contains(err.Error(), "--hash 1000000") {
			t.Errorf("uci --hash 1000000 on a machine that holds %d MB: err %v", ai.MaxHash(), err)
		}
	}
	var out, errOut bytes.Buffer
	if err := serveUCI([]string{"--hash", "2", "--threads", "2"}, strings.NewReader("isready\nposition startpos\ngo depth 1\nquit\n"), &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "readyok\n") || !strings.Contains(out.String(), "bestmove ") {
		t.Errorf("uci --hash 2 --threads 2 answered %q", out.String())
	}
}

// TestUCITwelve checks that janggi uci plays Twelve Janggi once UCI_Variant names it: the move
// after the soldier's capture is Han's.
func TestUCITwelve(t *testing.T) {
	var out, errOut bytes.Buffer
	in := "setoption name UCI_Variant value twelvejanggi\nposition startpos moves b2b3\ngo depth 3\nisready\n"
	if err := serveUCI(nil, strings.NewReader(in), &out, &errOut); err != nil {
		t.Fatal(err)
	}
	p := twelve.NewPosition(twelve.TwelveJanggi)
	m, err := p.ParseMove("b2b3")
	if err != nil {
		t.Fatal(err)
	}
	p.Make(m)
	_, best, ok := strings.Cut(out.String(), "bestmove ")
	if !ok {
		t.Fatalf("no bestmove in %q", out.String())
	}
	if _, err := p.ParseMove(strings.Fields(best)[0]); err != nil {
		t.Errorf("bestmove %s: %v", strings.Fields(best)[0], err)
	}
	if strings.Contains(out.String(), "error") {
		t.Errorf("errors in %q", out.String())
	}
}

// TestUCIHashTotal: uci --hash sizes Janggi's and Twelve Janggi's tables, each; on a machine of
// 256 MB (128 MB for hash tables in all) 64 MB is taken and 65 refused, before anything is made.
func TestUCIHashTotal(t *testing.T) {
	defer sysmem.Fake(sysmem.Info{Total: 256 << 20, Available: 200 << 20})()
	var out, errOut bytes.Buffer
	err := serveUCI([]string{"--hash", "65"}, strings.NewReader("isready\n"), &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "130 MB in all") || out.Len() > 0 {
		t.Errorf("uci --hash 65 in 256 MB: err %v, output %q; want an error naming the total", err, out.String())
	}
	out.Reset()
	if err := serveUCI([]string{"--hash", "64"}, strings.NewReader("uci\nisready\n"), &out, &errOut); err != nil ||
		!strings.Contains(out.String(), "option name Hash type spin default 64 min 1 max 64") {
		t.Errorf("uci --hash 64 in 256 MB: %v, %q", err, out.String())
	}
}
