//go:build unix

package main

import (
	"bufio"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"janggi/game/kind"
	"janggi/record"
)

// TestAnalyseSignalsWriteFinished stops "janggi analyse" of three games with SIGTERM and SIGHUP
// once the first game is finished: each writes that game and says so, as Ctrl+C does (the two
// killed it outright, and nothing was written).
func TestAnalyseSignalsWriteFinished(t *testing.T) {
	bin := janggiBinary(t)
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP} {
		dir := t.TempDir()
		in := filepath.Join(dir, "games.pgn")
		rec := record.New(kind.Janggi, nil)
		rec.Moves = []string{"a4b4", "a7a6", "a1a5", "a6a5", "b1c3", "b10c8"}
		if err := record.WriteFile(in, []*record.Record{rec, rec, rec}, record.Options{}, false); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, "analyse", in, "--movetime", "300", "--threads", "1")
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var said strings.Builder
		cmd.Stderr = &said
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(stdout)
		signalled := false
		for sc.Scan() { // the summary of a game is printed once it is finished
			if !signalled && strings.Contains(sc.Text(), "game 1 of 3 (") {
				cmd.Process.Signal(sig)
				signalled = true
			}
		}
		err = cmd.Wait()
		if !signalled || err == nil || !strings.Contains(said.String(), "the 1 games finished before it are written") {
			t.Errorf("%v: %v, said:\n%s", sig, err, said.String())
			continue
		}
		recs, err := record.ReadFile(filepath.Join(dir, "games.analysed.pgn"), record.Options{})
		if err != nil || len(recs) != 1 {
			t.Errorf("%v: the finished game is not written: %v", sig, err)
		}
	}
}
