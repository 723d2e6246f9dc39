package game

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"janggi/internal/testenv"
)

// oracleRequest and oracleReply follow the protocol of tools/oracle/oracle.js.
type oracleRequest struct {
	Variant string   `json:"variant"`
	FEN     string   `json:"fen"`
	Moves   []string `json:"moves"`
	Look    [][]any  `json:"look,omitempty"`
}

type oraclePly struct {
	Moves   []string          `json:"moves"`
	Check   bool              `json:"check"`
	Bikjang bool              `json:"bikjang"`
	Result  string            `json:"result"`
	Claim   string            `json:"claim"`
	FEN     string            `json:"fen"`
	Look    map[string]string `json:"look"`
}

type oracleReply struct {
	Plies []oraclePly `json:"plies"`
	Error string      `json:"error"`
}

// runOracle sends the requests to Fairy-Stockfish's rules library (through tools/oracle/oracle.js)
// and returns its replies in order. Without node or the npm package the test is skipped, or fails
// when JANGGI_REQUIRE_ORACLE=1, as in CI (testenv.Oracle).
func runOracle(t *testing.T, reqs []oracleRequest) []oracleReply {
	t.Helper()
	node, dir := testenv.Oracle(t)
	cmd := exec.Command(node, filepath.Join(dir, "oracle.js"))
	cmd.Stderr = os.Stderr
	stdin, stdout := testenv.Pipes(t, cmd)
	writeErr := make(chan error, 1)
	go func() {
		w := bufio.NewWriter(stdin)
		enc := json.NewEncoder(w)
		for _, r := range reqs {
			if err := enc.Encode(r); err != nil {
				writeErr <- err
				return
			}
		}
		if err := w.Flush(); err != nil {
			writeErr <- err
			return
		}
		writeErr <- stdin.Close()
	}()
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	replies := make([]oracleReply, 0, len(reqs))
	for len(replies) < len(reqs) && sc.Scan() {
		var r oracleReply
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("oracle reply %d: %v", len(replies), err)
		}
		replies = append(replies, r)
	}
	if err := <-writeErr; err != nil {
		t.Fatalf("writing to the oracle: %v", err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("oracle: %v", err)
	}
	if len(replies) != len(reqs) {
		t.Fatalf("oracle answered %d of %d requests (%v)", len(replies), len(reqs), sc.Err())
	}
	return replies
}

// oracleMismatch formats a difference between this package and the oracle with the position.
func oracleMismatch(p *Position, what string, args ...any) string {
	return fmt.Sprintf("%s\nstart: %s\nmoves: %s\n%s", fmt.Sprintf(what, args...), p.StartFEN(), FormatMoves(p.Moves()), p.Diagram())
}
