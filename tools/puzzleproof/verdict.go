package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"janggi/puzzle"
)

// A verdict is one row of the verdict file (puzzle/verdicts.tsv): what the deep check found of a
// puzzle, and for which content of it.
type verdict struct {
	ID     string
	Hash   string // contentHash of the puzzle the verdict is of
	OK     bool   // the puzzle holds
	Method string // exact (a mate, proven), or fsf-dN (Fairy-Stockfish at depth N)
	Date   string // the day of the check, YYYY-MM-DD
	Detail string // what was found: the scores of the two best moves, or why the puzzle fails
}

// contentHash is the key of what a verdict depends on: the game and preset the puzzle is posed
// under, its theme, position and solution. Its ID and rating do not change what is true of it, so
// a new rating leaves the verdict fresh; a changed position, line or preset makes it stale.
func contentHash(p *puzzle.Puzzle) string {
	preset := p.Game().String()
	if r := p.Rules.Preset(); r != nil {
		preset = r.Name
	}
	moves := make([]string, len(p.Line))
	for i, m := range p.Line {
		moves[i] = m.String()
	}
	sum := sha256.Sum256([]byte(strings.Join([]string{p.Game().String(), preset, string(p.Theme), p.FEN, strings.Join(moves, " ")}, "|")))
	return hex.EncodeToString(sum[:8])
}

const verdictHeader = `# The deep check of the shipped puzzles (tools/puzzleproof): one row a puzzle, tab-separated:
# ID, content hash, verdict (ok or fail), method (exact: the win proven by the exact search under
# every ending of the puzzle's rules; fsf-dN: Fairy-Stockfish at depth N, two lines), date, detail.
`

// readVerdicts reads a verdict file; a missing file is an empty one.
func readVerdicts(path string) (map[string]verdict, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return map[string]verdict{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseVerdicts(f)
}

// parseVerdicts reads verdict rows; an error names the line and what is wrong.
func parseVerdicts(r io.Reader) (map[string]verdict, error) {
	out := map[string]verdict{}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 6 {
			return nil, fmt.Errorf("line %d: %d fields, want 6 (ID, hash, verdict, method, date, detail)", n, len(f))
		}
		v := verdict{ID: f[0], Hash: f[1], Method: f[3], Date: f[4], Detail: f[5]}
		switch f[2] {
		case "ok":
			v.OK = true
		case "fail":
		default:
			return nil, fmt.Errorf("line %d: puzzle %s: verdict %q, want ok or fail", n, v.ID, f[2])
		}
		if _, ok := methodDepth(v.Method); !ok {
			return nil, fmt.Errorf("line %d: puzzle %s: method %q, want exact or fsf-dN", n, v.ID, v.Method)
		}
		if _, dup := out[v.ID]; dup {
			return nil, fmt.Errorf("line %d: puzzle %s has a verdict already", n, v.ID)
		}
		out[v.ID] = v
	}
	return out, sc.Err()
}

// methodDepth returns the Fairy-Stockfish depth of a method (0 for exact), and false for a method
// it does not know.
func methodDepth(m string) (int, bool) {
	if m == "exact" {
		return 0, true
	}
	var d int
	if _, err := fmt.Sscanf(m, "fsf-d%d", &d); err != nil || d <= 0 || m != fmt.Sprintf("fsf-d%d", d) {
		return 0, false
	}
	return d, true
}

// writeVerdicts writes the verdicts in ID order through a temporary file renamed over path, so
// that a run stopped at any moment leaves the file whole.
func writeVerdicts(path string, vs map[string]verdict) error {
	ids := make([]string, 0, len(vs))
	for id := range vs {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	var b strings.Builder
	b.WriteString(verdictHeader)
	for _, id := range ids {
		v := vs[id]
		word := "fail"
		if v.OK {
			word = "ok"
		}
		detail := strings.NewReplacer("\t", " ", "\n", " ").Replace(v.Detail)
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\t%s\n", v.ID, v.Hash, word, v.Method, v.Date, detail)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".verdicts-*")
	if err != nil {
		return err
	}
	if _, err := tmp.WriteString(b.String()); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// readUnchecked reads the exception file: the IDs of shipped puzzles the deep check has not
// reached yet, one a line (# comments), which may lack a verdict. A missing file lists none.
func readUnchecked(path string) (map[string]bool, error) {
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return map[string]bool{}, nil
	}
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line != "" && !strings.HasPrefix(line, "#") {
			out[line] = true
		}
	}
	return out, nil
}

// audit returns what is wrong with the verdicts of the shipped puzzles all: a puzzle with no
// verdict (unless it is unchecked, named in the exception file), a stale one (the puzzle changed
// since), a failing one, one by a method not deep enough (Fairy-Stockfish under depth 16, or a win
// puzzle not proven exactly); an unchecked puzzle that is not shipped or has a verdict after all
// (the exception list must shrink as the check goes on), and a verdict of no shipped puzzle.
func audit(all []*puzzle.Puzzle, vs map[string]verdict, unchecked map[string]bool) []string {
	var out []string
	shipped := map[string]bool{}
	for _, p := range all {
		shipped[p.ID] = true
		v, ok := vs[p.ID]
		switch {
		case unchecked[p.ID] && ok:
			out = append(out, fmt.Sprintf("%s is listed unchecked but has a verdict: take it off the list", p.ID))
		case unchecked[p.ID]:
		case !ok:
			out = append(out, fmt.Sprintf("%s has no verdict: run go run ./tools/puzzleproof", p.ID))
		case v.Hash != contentHash(p):
			out = append(out, fmt.Sprintf("%s: the verdict is stale (the puzzle changed since %s): run go run ./tools/puzzleproof", p.ID, v.Date))
		case !v.OK:
			out = append(out, fmt.Sprintf("%s fails the deep check (%s: %s): mend it or drop it", p.ID, v.Method, v.Detail))
		default:
			d, _ := methodDepth(v.Method)
			if mate := p.Theme.MateIn() > 0; mate && v.Method != "exact" || !mate && d < 16 {
				out = append(out, fmt.Sprintf("%s: checked by %s, not deep enough for a %s", p.ID, v.Method, p.Theme))
			}
		}
	}
	for _, set := range []map[string]bool{unchecked, keys(vs)} {
		for id := range set {
			if !shipped[id] {
				out = append(out, fmt.Sprintf("%s is no shipped puzzle: take it out of the files", id))
			}
		}
	}
	slices.Sort(out)
	return out
}

func keys(vs map[string]verdict) map[string]bool {
	out := make(map[string]bool, len(vs))
	for id := range vs {
		out[id] = true
	}
	return out
}
