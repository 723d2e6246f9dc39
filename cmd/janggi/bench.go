package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"janggi/game"
)

// runBench runs one of the benchmarks: perft (bench perft), the search (bench search) or the mate
// suite (bench mates).
func runBench(args []string) error {
	if len(args) > 0 && args[0] == "search" {
		return benchSearch(args[1:], os.Stdout)
	}
	if len(args) > 0 && args[0] == "mates" {
		return benchMates(args[1:], os.Stdout)
	}
	if len(args) == 0 || args[0] != "perft" {
		return errors.New("bench: usage: janggi bench perft [--depth N] [--runs N] [--engine PATH] | janggi bench search [--threads 1,2] [--positions N] [--depth N] [--hash MB] | janggi bench mates [--nodes N] [--positions N] [--engine PATH]")
	}
	return benchPerft(args)
}

// benchPerft measures perft speed against Fairy-Stockfish on the same machine in one run and
// prints the ratio: bench perft [--depth 5] [--runs 3] [--engine /usr/games/fairy-stockfish].
func benchPerft(args []string) error {
	fs := flag.NewFlagSet("bench perft", flag.ContinueOnError)
	depth := fs.Int("depth", 5, "perft depth from the start position")
	runs := fs.Int("runs", 3, "runs of each side; the fastest counts")
	engine := fs.String("engine", "/usr/games/fairy-stockfish", "Fairy-Stockfish binary")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	var ours time.Duration
	var nodes uint64
	for i := 0; i < *runs; i++ {
		start := time.Now()
		nodes = p.Perft(*depth)
		if el := time.Since(start); i == 0 || el < ours {
			ours = el
		}
	}
	fmt.Printf("janggi          perft %d: %d nodes in %v (%.1f M nodes/s)\n", *depth, nodes, ours.Round(time.Millisecond), float64(nodes)/ours.Seconds()/1e6)
	theirs, theirNodes, err := fsfPerft(*engine, *depth, *runs)
	if err != nil {
		return fmt.Errorf("bench: Fairy-Stockfish: %w", err)
	}
	fmt.Printf("fairy-stockfish perft %d: %d nodes in %v (%.1f M nodes/s)\n", *depth, theirNodes, theirs.Round(time.Millisecond), float64(theirNodes)/theirs.Seconds()/1e6)
	if theirNodes != nodes {
		return fmt.Errorf("bench: node counts differ: %d vs %d", nodes, theirNodes)
	}
	fmt.Printf("ratio: janggi is %.2fx the speed of Fairy-Stockfish\n", theirs.Seconds()/ours.Seconds())
	return nil
}

// fsfPerft times "go perft depth" from the Janggi start position in Fairy-Stockfish, runs times,
// and returns the fastest time and the node count it printed.
func fsfPerft(path string, depth, runs int) (time.Duration, uint64, error) {
	cmd := exec.Command(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		return 0, 0, err
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		return 0, 0, err
	}
	if err := cmd.Start(); err != nil {
		return 0, 0, err
	}
	defer cmd.Wait()
	defer in.Close()
	out := bufio.NewScanner(outPipe)
	send := func(s string) { io.WriteString(in, s+"\n") }
	waitFor := func(prefix string) (string, error) {
		for out.Scan() {
			if line := out.Text(); strings.HasPrefix(line, prefix) {
				return line, nil
			}
		}
		return "", fmt.Errorf("no %q from the engine", prefix)
	}
	send("uci")
	if _, err := waitFor("uciok"); err != nil {
		return 0, 0, err
	}
	send("setoption name UCI_Variant value janggi")
	send("isready")
	if _, err := waitFor("readyok"); err != nil {
		return 0, 0, err
	}
	var best time.Duration
	var nodes uint64
	for i := 0; i < runs; i++ {
		send("position startpos")
		start := time.Now()
		send(fmt.Sprintf("go perft %d", depth))
		line, err := waitFor("Nodes searched")
		if err != nil {
			return 0, 0, err
		}
		el := time.Since(start)
		if i == 0 || el < best {
			best = el
		}
		f := strings.Fields(line)
		nodes, err = strconv.ParseUint(f[len(f)-1], 10, 64)
		if err != nil {
			return 0, 0, fmt.Errorf("bad line %q", line)
		}
	}
	send("quit")
	return best, nodes, nil
}
