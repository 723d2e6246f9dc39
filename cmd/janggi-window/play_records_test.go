package main

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/record"
	"janggi/render"
)

func TestRecordFlags(t *testing.T) {
	dir := t.TempDir()
	settings := filepath.Join(dir, "settings.toml")
	bad := filepath.Join(dir, "broken.gib")
	if err := os.WriteFile(bad, []byte("[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸78 2. 99차11\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var said strings.Builder
	p, err := parsePlay([]string{"--settings", settings, "--open", bad}, &said)
	if err != nil || p.opts.Open == nil || len(p.opts.Open.Moves) != 1 || p.opts.Open.Stopped == nil ||
		!strings.Contains(said.String(), bad+`: line 4: move 2 "99차11": `) {
		t.Errorf("--open of a record that stops at move 2: %v, said %q; want its first move opened and where it stops said", err, said.String())
	}
	// What is not a regular file is refused at once, however it would read, and the window says
	// why: it opens as it would without a record (a desktop that opened the file shows no error
	// output), offering the game left in the autosave.
	notFiles := map[string]string{dir: "a folder", "/dev/zero": "a device", filepath.Join(dir, "missing.gib"): "no such file"}
	if fifo := filepath.Join(dir, "pipe.gib"); mkfifo(fifo) == nil {
		notFiles[fifo] = "a named pipe"
	}
	for path, what := range notFiles {
		for _, args := range [][]string{{"--open", path}, {path}} {
			p, err := parsePlay(append([]string{"--settings", settings, "--autosave", filepath.Join(dir, "auto.pgn")}, args...), io.Discard)
			if err != nil || p.openErr == nil || !strings.Contains(p.openErr.Error(), path+": "+what) || p.opts.Open != nil || !p.offerResume {
				t.Errorf("%q: %v, open error %v, opened %v, offer to resume %v; want the window without it, saying why", args, err, p.openErr, p.opts.Open != nil, p.offerResume)
			}
		}
	}
	for _, args := range [][]string{{"a.gib", "b.gib"}, {"--open", "a.gib", "b.gib"}, {"a.gib", "--lang", "en", "b.gib"}} {
		if _, err := parsePlay(append([]string{"--settings", settings}, args...), io.Discard); err == nil {
			t.Errorf("%q: no error; want one record at a time", args)
		}
	}
	good := filepath.Join(dir, "game.pgn")
	if err := os.WriteFile(good, []byte("[Variant \"Janggi\"]\n\n1. Hc3 Hc8 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"--open", good, "--records", dir}, {good, "--records", dir}, {"--records", dir, good}} {
		p, err = parsePlay(append([]string{"--settings", settings}, args...), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if p.opts.Open == nil || len(p.opts.Open.Moves) != 2 || p.opts.OpenName != "game.pgn" || p.opts.RecordsDir != dir || p.offerResume || p.openPath != good {
			t.Errorf("%q: open %v (%q), records %q, offer to resume %v", args, p.opts.Open, p.opts.OpenName, p.opts.RecordsDir, p.offerResume)
		}
	}
	auto := filepath.Join(dir, "auto.pgn")
	if p, err = parsePlay([]string{"--settings", settings, "--autosave", auto}, io.Discard); err != nil || p.opts.Autosave != auto || !p.offerResume {
		t.Errorf("--autosave %s: autosave %q, offer to resume %v, %v", auto, p.opts.Autosave, p.offerResume, err)
	}
	if p, err = parsePlay([]string{"--settings", settings, "--autosave", ""}, io.Discard); err != nil || p.opts.Autosave != "" || p.offerResume {
		t.Errorf("--autosave \"\": autosave %q, offer to resume %v, %v", p.opts.Autosave, p.offerResume, err)
	}
}

func TestOpenAFENReadsItAsTheSettingsGameFirst(t *testing.T) {
	dir := t.TempDir()
	settings := filepath.Join(dir, "settings.toml")
	fen := filepath.Join(dir, "pos.fen")
	// Both games' rules accept this position; only the game played says which it is.
	if err := os.WriteFile(fen, []byte("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		flags []string
		want  kind.Game
	}{
		{nil, kind.Janggi},
		{[]string{"--game", "xiangqi"}, kind.Xiangqi},
		{[]string{"--game", "twelve"}, kind.Janggi},
	} {
		p, err := parsePlay(append([]string{"--settings", settings, "--open", fen}, tt.flags...), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if p.opts.Open == nil || p.opts.Open.Game != tt.want {
			t.Errorf("--open pos.fen %v: read as %v, want %v", tt.flags, p.opts.Open.Game, tt.want)
		}
	}
}

func TestBenchFlags(t *testing.T) {
	settings := filepath.Join(t.TempDir(), "settings.toml")
	if _, err := parsePlay([]string{"--settings", settings, "--bench-empty"}, io.Discard); err == nil || !strings.Contains(err.Error(), "--bench") {
		t.Errorf("--bench-empty alone: %v; want an error saying it needs --bench", err)
	}
	if _, err := parsePlay([]string{"--settings", settings, "--bench", "5s", "--bench-level", "11"}, io.Discard); err == nil || !strings.Contains(err.Error(), "11") {
		t.Errorf("--bench-level 11: %v; want an error naming the level", err)
	}
	p, err := parsePlay([]string{"--settings", settings, "--bench", "5s", "--bench-empty"}, io.Discard)
	if err != nil || !p.benchEmpty || p.opts.Bench == nil || p.opts.Bench.Duration != 5*time.Second || p.offerResume {
		t.Errorf("--bench 5s --bench-empty: empty %v, bench %+v, offer to resume %v, %v", p.benchEmpty, p.opts.Bench, p.offerResume, err)
	}
	if _, err := parsePlay([]string{"--settings", settings, "--bench-heap", "x.pprof"}, io.Discard); err == nil || !strings.Contains(err.Error(), "--bench") {
		t.Errorf("--bench-heap alone: %v; want an error saying it needs --bench", err)
	}
}

// TestBenchHeapProfile: the benchmark's end prints the live heap and writes a heap profile, into
// a new file only.
func TestBenchHeapProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "heap.pprof")
	var out strings.Builder
	benchDone(&out, "test", path)(render.BenchResult{Ticks: 1})
	if !strings.Contains(out.String(), "Go heap live after a collection: ") {
		t.Errorf("printed %q, want the live heap", out.String())
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f) // a profile is a gzipped protocol buffer
	if err != nil {
		t.Fatalf("the heap profile is not gzipped: %v", err)
	}
	if b, err := io.ReadAll(zr); err != nil || len(b) == 0 {
		t.Errorf("the heap profile: %d bytes, %v", len(b), err)
	}
	if err := writeHeapProfile(path); err == nil || !strings.Contains(err.Error(), "exists") {
		t.Errorf("writing over %s: %v, want an error saying it exists", path, err)
	}
}

// TestACutAutosaveIsResumedSayingWhatWasLost: an autosave cut short after 2 of its 4 moves is
// offered with the 2 moves it holds, and the player is told, on standard error and in the window,
// that the game can be resumed but the last moves are lost. A corrupt autosave is not offered and
// the player is told why.
func TestACutAutosaveIsResumedSayingWhatWasLost(t *testing.T) {
	dir := t.TempDir()
	auto := filepath.Join(dir, "autosave.pgn")
	g := game.NewGame(game.Standard(), game.HEEH, game.HEEH)
	for _, m := range []string{"b1c3", "b10c8", "a4b4", "i7h7"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := record.Autosave(auto, record.FromGame(port.GameOf(g))); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(auto)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(auto, data[:strings.Index(string(data), "2. ")], 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := parsePlay([]string{"--settings", filepath.Join(dir, "settings.toml"), "--autosave", auto}, io.Discard)
	if err != nil || !p.offerResume {
		t.Fatalf("parsePlay: %v, offer to resume %v", err, p.offerResume)
	}
	var stderr strings.Builder
	p.resume(&stderr)
	const said = "the last game can be resumed, but its autosave was cut short"
	if p.opts.Resume == nil || len(p.opts.Resume.Moves) != 2 {
		t.Errorf("resumed %v, want the 2 moves the file holds", p.opts.Resume)
	}
	if len(p.opts.Problems) != 1 || !strings.Contains(p.opts.Problems[0], said) || !strings.Contains(p.opts.Problems[0], "the last 2 are lost") {
		t.Errorf("the window's problems %q, want one saying %q and what was lost", p.opts.Problems, said)
	}
	if !strings.Contains(stderr.String(), "janggi: "+said) {
		t.Errorf("standard error %q, want %q", stderr.String(), said)
	}

	if err := os.WriteFile(auto, []byte("[Event \"x\"]\n\n1. Zz9 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p.opts.Problems, p.opts.Resume = nil, nil
	stderr.Reset()
	p.resume(&stderr)
	if p.opts.Resume != nil || len(p.opts.Problems) != 1 || !strings.HasPrefix(p.opts.Problems[0], "the last game could not be resumed: ") ||
		!strings.Contains(stderr.String(), p.opts.Problems[0]) {
		t.Errorf("a corrupt autosave: resumed %v, problems %q, standard error %q", p.opts.Resume, p.opts.Problems, stderr.String())
	}
}
