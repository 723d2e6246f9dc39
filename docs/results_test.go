package docs

import (
	"bufio"
	"errors"
	"math"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// resultColumns are the columns of results.tsv, in order; results.md says what each holds.
var resultColumns = []string{"id", "date", "commit", "what", "engine", "opponent", "rules", "tc", "command",
	"games", "w", "d", "l", "score", "elo", "elo_low", "elo_high", "combines", "machine", "figures", "source", "notes"}

// resultKinds are the values of the what column (results.md lists them).
var resultKinds = map[string]bool{
	"match": true, "selfplay": true, "levels": true, "threads": true, "speed": true, "mates": true, "fit": true,
	"window": true, "memory": true, "rules": true, "records": true, "analysis": true, "clock": true, "solve": true,
	"accuracy": true, "tests": true, "release": true, "puzzles": true,
}

// resultRow is one line of results.tsv, by column name, with the line number for messages.
type resultRow struct {
	line   int
	fields map[string]string
}

// readResults reads results.tsv: a header line naming the columns, then one row per line, each with
// as many tab-separated fields as the header has.
func readResults(t *testing.T) []resultRow {
	t.Helper()
	f, err := os.Open("results.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	var header []string
	var rows []resultRow
	for n := 1; sc.Scan(); n++ {
		fields := strings.Split(sc.Text(), "\t")
		if header == nil {
			header = fields
			if strings.Join(header, ",") != strings.Join(resultColumns, ",") {
				t.Fatalf("results.tsv: header %q, want the columns %q (results.md describes them)", header, resultColumns)
			}
			continue
		}
		if len(fields) != len(header) {
			t.Errorf("results.tsv:%d: %d fields, the header has %d", n, len(fields), len(header))
			continue
		}
		r := resultRow{line: n, fields: map[string]string{}}
		for i, c := range header {
			r.fields[c] = fields[i]
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if header == nil || len(rows) == 0 {
		t.Fatal("results.tsv: no header or no rows")
	}
	return rows
}

// optInt reads an optional whole number: ok is false for an empty field.
func optInt(s string) (n int, ok bool, err error) {
	if s == "" {
		return 0, false, nil
	}
	n, err = strconv.Atoi(s)
	return n, true, err
}

// optFloat reads an optional number, with its number of decimals (which says how it was rounded).
func optFloat(s string) (x float64, decimals int, ok bool, err error) {
	if s == "" {
		return 0, 0, false, nil
	}
	x, err = strconv.ParseFloat(s, 64)
	if i := strings.IndexByte(s, '.'); i >= 0 {
		decimals = len(s) - i - 1
	}
	return x, decimals, true, err
}

// eloOf is the Elo difference a score (0 to 1, both excluded) implies, as tools/match computes it.
func eloOf(score float64) float64 { return -400 * math.Log10(1/score-1) }

// TestResultsArithmetic checks every row of the measurement history: dates that parse, counts that
// add up, a score that is what the wins, draws and losses give, an Elo difference that is what
// the score gives and lies inside its interval, and combined rows that are the sums of their parts.
func TestResultsArithmetic(t *testing.T) {
	rows := readResults(t)
	byID := map[int]resultRow{}
	hexCommit := regexp.MustCompile(`^[0-9a-f]{7,40}$`)
	for _, r := range rows {
		f := r.fields
		at := func(format string, args ...any) {
			t.Helper()
			t.Errorf("results.tsv:%d (id %s): "+format, append([]any{r.line, f["id"]}, args...)...)
		}
		id, err := strconv.Atoi(f["id"])
		if err != nil || id <= 0 {
			at("id %q is not a positive whole number", f["id"])
			continue
		}
		if _, dup := byID[id]; dup {
			at("id %d is used twice", id)
		}
		byID[id] = r
		if _, err := time.Parse(time.DateOnly, f["date"]); err != nil {
			at("date %q: %v", f["date"], err)
		}
		if c := f["commit"]; c != "" && !hexCommit.MatchString(c) {
			at("commit %q is not an abbreviated commit hash", c)
		}
		if !resultKinds[f["what"]] {
			at("what %q is none of the kinds results.md lists", f["what"])
		}
		if f["source"] == "" {
			at("no source: every figure says where it was written down")
		}
		games, hasGames, err1 := optInt(f["games"])
		w, hasW, err2 := optInt(f["w"])
		d, hasD, err3 := optInt(f["d"])
		l, hasL, err4 := optInt(f["l"])
		if err := errors.Join(err1, err2, err3, err4); err != nil {
			at("games, w, d, l: %v", err)
			continue
		}
		if (hasW || hasD || hasL) && !(hasW && hasD && hasL && hasGames) {
			at("w, d and l go together, with games")
			continue
		}
		if games < 0 || w < 0 || d < 0 || l < 0 {
			at("a negative count")
		}
		hasWDL := hasW
		if hasWDL && w+d+l != games {
			at("w+d+l = %d+%d+%d = %d, but games = %d", w, d, l, w+d+l, games)
		}
		score, decimals, hasScore, err := optFloat(f["score"])
		if err != nil {
			at("score: %v", err)
		}
		if hasScore && (score < 0 || score > 100) {
			at("score %v is not a percentage", score)
		}
		exact := math.NaN() // the score the results give, as a fraction
		if hasWDL && games > 0 {
			exact = (float64(w) + float64(d)/2) / float64(games)
			if hasScore {
				if tol := 0.5*math.Pow(10, -float64(decimals)) + 1e-9; math.Abs(100*exact-score) > tol {
					at("score %s%%, but +%d =%d -%d over %d games is %.3f%%", f["score"], w, d, l, games, 100*exact)
				}
			}
		} else if hasScore {
			exact = score / 100
		}
		elo, _, hasElo, err5 := optFloat(f["elo"])
		lo, _, hasLo, err6 := optFloat(f["elo_low"])
		hi, _, hasHi, err7 := optFloat(f["elo_high"])
		if err := errors.Join(err5, err6, err7); err != nil {
			at("elo, elo_low, elo_high: %v", err)
			continue
		}
		if hasLo != hasHi || (hasLo && !hasElo) {
			at("elo_low and elo_high go together, with elo")
		}
		if hasLo && !(lo <= elo && elo <= hi) {
			at("elo %v is outside its interval %v to %v", elo, lo, hi)
		}
		if hasElo && exact > 0 && exact < 1 {
			// An Elo printed from the exact results is within rounding of eloOf; one printed from a
			// rounded percentage, within what that rounding moves it.
			tol := 0.5 + 1e-9
			if !hasWDL {
				step := 0.5 * math.Pow(10, -float64(decimals)) / 100
				tol += math.Abs(eloOf(min(exact+step, 0.9999))-eloOf(max(exact-step, 0.0001))) / 2
			}
			if want := eloOf(exact); math.Abs(want-elo) > tol {
				at("elo %s, but a score of %.4f gives %+.1f", f["elo"], exact, want)
			}
		}
	}
	for _, r := range rows {
		if r.fields["combines"] == "" {
			continue
		}
		var games, w, d, l int
		for _, s := range strings.Fields(r.fields["combines"]) {
			id, err := strconv.Atoi(s)
			part, ok := byID[id]
			if err != nil || !ok || s == r.fields["id"] {
				t.Errorf("results.tsv:%d: combines %q: %q is no other row's id", r.line, r.fields["combines"], s)
				continue
			}
			if part.fields["what"] != r.fields["what"] || part.fields["rules"] != r.fields["rules"] || part.fields["tc"] != r.fields["tc"] {
				t.Errorf("results.tsv:%d: combines row %d, which measured another thing (what, rules or tc differ)", r.line, id)
			}
			if part.fields["date"] > r.fields["date"] {
				t.Errorf("results.tsv:%d: combines row %d, measured later (%s)", r.line, id, part.fields["date"])
			}
			for _, c := range []struct {
				sum  *int
				name string
			}{{&games, "games"}, {&w, "w"}, {&d, "d"}, {&l, "l"}} {
				n, _ := strconv.Atoi(part.fields[c.name])
				*c.sum += n
			}
		}
		got := []string{r.fields["games"], r.fields["w"], r.fields["d"], r.fields["l"]}
		want := []string{strconv.Itoa(games), strconv.Itoa(w), strconv.Itoa(d), strconv.Itoa(l)}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("results.tsv:%d: games w d l %q, but the rows it combines add up to %q", r.line, got, want)
		}
	}
}

// TestResultsCommitsExist checks that every build the history names is a commit of this repository.
// A copy without its git history (a source archive, a shallow clone) has nothing to check them
// against.
func TestResultsCommitsExist(t *testing.T) {
	out, err := exec.Command("git", "rev-parse", "--is-shallow-repository").Output()
	// Both are how a copy is made, not a missing tool: CI may well check out a shallow clone, and
	// a run there must not fail for it. A full clone checks every commit.
	if err != nil {
		t.Skip("not in a git checkout: the commits cannot be looked up")
	}
	if strings.TrimSpace(string(out)) != "false" {
		t.Skip("a shallow clone: the history the commits are in is not here (git fetch --unshallow)")
	}
	seen := map[string]bool{}
	for _, r := range readResults(t) {
		c := r.fields["commit"]
		if c == "" || seen[c] {
			continue
		}
		seen[c] = true
		// An object that exists is not enough: a commit of a branch that was rebased before it
		// landed stays in the local object store, yet a clone of main does not have it.
		if err := exec.Command("git", "merge-base", "--is-ancestor", c, "HEAD").Run(); err != nil {
			t.Errorf("results.tsv:%d: commit %s is not in the history of HEAD (rebased or never landed? name the commit on main)", r.line, c)
		}
	}
}
