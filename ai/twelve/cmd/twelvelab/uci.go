package main

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"
)

// uciEngine is an external engine spoken to over UCI, here Fairy-Stockfish playing dobutsu.
type uciEngine struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string // the engine's output, line by line; closed when it exits
}

// startUCI starts the engine at path, sets the variant and options, and waits until it is ready.
func startUCI(path, variant string, hashMB int) (*uciEngine, error) {
	cmd := exec.Command(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %v", path, err)
	}
	u := &uciEngine{cmd: cmd, in: in, lines: make(chan string, 64)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			u.lines <- sc.Text()
		}
		close(u.lines)
	}()
	if err := u.send("uci"); err != nil {
		return nil, err
	}
	if _, err := u.waitFor("uciok", 10*time.Second); err != nil {
		return nil, err
	}
	for _, opt := range []string{
		"setoption name UCI_Variant value " + variant,
		fmt.Sprintf("setoption name Hash value %d", hashMB),
		"setoption name Threads value 1",
		"setoption name Ponder value false",
	} {
		if err := u.send(opt); err != nil {
			return nil, err
		}
	}
	return u, u.ready()
}

func (u *uciEngine) send(line string) error {
	_, err := io.WriteString(u.in, line+"\n")
	return err
}

// waitFor reads lines until one starts with prefix and returns it.
func (u *uciEngine) waitFor(prefix string, timeout time.Duration) (string, error) {
	deadline := time.After(timeout)
	for {
		select {
		case line, ok := <-u.lines:
			if !ok {
				return "", fmt.Errorf("engine exited while we waited for %q", prefix)
			}
			if strings.HasPrefix(line, prefix) {
				return line, nil
			}
		case <-deadline:
			return "", fmt.Errorf("no %q from the engine within %v", prefix, timeout)
		}
	}
}

func (u *uciEngine) ready() error {
	if err := u.send("isready"); err != nil {
		return err
	}
	_, err := u.waitFor("readyok", 10*time.Second)
	return err
}

// newGame clears the engine's memory of earlier games, as the match does for its own engine.
func (u *uciEngine) newGame() error {
	if err := u.send("ucinewgame"); err != nil {
		return err
	}
	return u.ready()
}

// bestMove asks for a move in the position reached by moves from fen, thinking movetime.
func (u *uciEngine) bestMove(fen string, moves []string, movetime time.Duration) (string, error) {
	pos := "position fen " + fen
	if len(moves) > 0 {
		pos += " moves " + strings.Join(moves, " ")
	}
	if err := u.send(pos); err != nil {
		return "", err
	}
	if err := u.send(fmt.Sprintf("go movetime %d", movetime.Milliseconds())); err != nil {
		return "", err
	}
	line, err := u.waitFor("bestmove", movetime+10*time.Second)
	if err != nil {
		return "", err
	}
	f := strings.Fields(line)
	if len(f) < 2 {
		return "", fmt.Errorf("bad line from the engine: %q", line)
	}
	return f[1], nil
}

func (u *uciEngine) close() {
	u.send("quit")
	u.in.Close()
	done := make(chan struct{})
	go func() { u.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		u.cmd.Process.Kill()
		<-done
	}
}
