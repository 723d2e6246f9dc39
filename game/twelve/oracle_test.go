package twelve

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"janggi/internal/testenv"
)

// This file runs Fairy-Stockfish's rules library (npm ffish, via tools/oracle/oracle.js) as a test oracle.
// Set it up with: cd tools/oracle && npm install.

// oracleRequest asks the oracle to replay one game; see the header of tools/oracle/oracle.js.
type oracleRequest struct {
	Variant string   `json:"variant"`
	FEN     string   `json:"fen"`
	Moves   []string `json:"moves"`
	Look    [][]any  `json:"look,omitempty"` // [ply, move, move, ...]: result(true) after each listed move
}

// oraclePly is what Fairy-Stockfish says about the position before one move of the game.
type oraclePly struct {
	Moves  []string          `json:"moves"` // sorted legal moves
	Check  bool              `json:"check"`
	Result string            `json:"result"` // result(false): "*", "1-0", "0-1", "1/2-1/2"
	Claim  string            `json:"claim"`  // result(true): with draws that may be claimed (repetition)
	FEN    string            `json:"fen"`
	Look   map[string]string `json:"look"`
}

// oracleReply describes a whole game: Plies[i] is the position before Moves[i], the last one after all moves.
type oracleReply struct {
	Plies []oraclePly `json:"plies"`
	Error string      `json:"error"`
}

// oracle is one running node process that answers requests in order.
type oracle struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *bufio.Reader
	stderr bytes.Buffer
}

// startOracle starts node on tools/oracle/oracle.js; without node or the npm package the test is
// skipped, or fails when JANGGI_REQUIRE_ORACLE=1 (testenv.Oracle). The process ends with the test.
func startOracle(t *testing.T) *oracle {
	t.Helper()
	node, dir := testenv.Oracle(t)
	script := filepath.Join(dir, "oracle.js")
	o := &oracle{cmd: exec.Command(node, script)}
	o.cmd.Stderr = &o.stderr
	var out io.Reader
	o.stdin, out = testenv.Pipes(t, o.cmd)
	o.stdout = bufio.NewReaderSize(out, 1<<20)
	t.Cleanup(func() {
		o.stdin.Close()
		done := make(chan error, 1)
		go func() { done <- o.cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			o.cmd.Process.Kill()
			<-done
		}
	})
	return o
}

// replay sends all requests and returns the replies in the same order. Requests are written from
// another goroutine so that neither side blocks on a full pipe.
func (o *oracle) replay(reqs []oracleRequest) ([]oracleReply, error) {
	werr := make(chan error, 1)
	go func() {
		w := bufio.NewWriter(o.stdin)
		enc := json.NewEncoder(w) // Encode ends each request with the newline the oracle reads lines by
		for _, r := range reqs {
			if err := enc.Encode(r); err != nil {
				werr <- err
				return
			}
		}
		werr <- w.Flush()
	}()
	replies := make([]oracleReply, len(reqs))
	for i := range replies {
		line, err := o.stdout.ReadBytes('\n')
		if err != nil {
			return nil, fmt.Errorf("reading oracle reply %d: %v (stderr: %s)", i, err, o.stderr.String())
		}
		if err := json.Unmarshal(line, &replies[i]); err != nil {
			return nil, fmt.Errorf("oracle reply %d: %v", i, err)
		}
	}
	if err := <-werr; err != nil {
		return nil, fmt.Errorf("writing to the oracle: %v", err)
	}
	return replies, nil
}
