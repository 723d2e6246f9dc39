package record

import (
	"bufio"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/internal/testenv"
)

type notationRequest struct {
	Variant string   `json:"variant,omitempty"`
	FEN     string   `json:"fen,omitempty"`
	Moves   []string `json:"moves,omitempty"`
	PGN     string   `json:"pgn,omitempty"`
}

type notationReply struct {
	SAN    []string `json:"san"`
	Janggi []string `json:"janggi"`
	Moves  []string `json:"moves"`
	Error  string   `json:"error"`
}

// fsfNotation asks Fairy-Stockfish's rules library (testdata/fsf_notation.js) how it writes the
// moves of each request. Without node or the npm package the test is skipped, or fails when
// JANGGI_REQUIRE_ORACLE=1 (testenv.Oracle).
func fsfNotation(t *testing.T, reqs []notationRequest) []notationReply {
	t.Helper()
	node, _ := testenv.Oracle(t)
	var in strings.Builder
	enc := json.NewEncoder(&in)
	for _, r := range reqs {
		if err := enc.Encode(r); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(node, filepath.Join("testdata", "fsf_notation.js"))
	cmd.Stdin = strings.NewReader(in.String())
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("fsf_notation.js: %v", err)
	}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	var replies []notationReply
	for sc.Scan() {
		var r notationReply
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		replies = append(replies, r)
	}
	if len(replies) != len(reqs) {
		t.Fatalf("fsf_notation.js answered %d of %d requests", len(replies), len(reqs))
	}
	return replies
}

// TestNotationMatchesFairyStockfish writes random Janggi and Xiangqi games in the PGN notation and
// the .gib points and wants, move for move, what Fairy-Stockfish writes (its SAN, and the points of
// its Janggi notation), so that PGN files go both ways with pychess and .gib points are right.
func TestNotationMatchesFairyStockfish(t *testing.T) {
	testenv.Oracle(t) // before the games are played
	rng := rand.New(rand.NewPCG(7, 8))
	var reqs []notationRequest
	var recs []*Record
	for i := range 40 {
		rules := game.Standard()
		if i%4 == 3 {
			rules = game.MustPreset("xiangqi")
		}
		rec := FromGame(port.GameOf(randomGame(rng, rules, 150)))
		recs = append(recs, rec)
		reqs = append(reqs, notationRequest{Variant: rules.Oracle, FEN: rec.StartFEN, Moves: rec.Moves})
	}
	replies := fsfNotation(t, reqs)
	for i, rec := range recs {
		r := replies[i]
		if r.Error != "" {
			t.Fatalf("game %d: Fairy-Stockfish: %s", i, r.Error)
		}
		ours, err := rec.moveTexts(false)
		if err != nil {
			t.Fatal(err)
		}
		p := janggiAt(t, rec, 0)
		for j, m := range rec.Moves {
			if ours[j] != r.SAN[j] {
				t.Fatalf("game %d move %d %s: we write %q, Fairy-Stockfish %q\n%s", i, j+1, m, ours[j], r.SAN[j], p.Diagram())
			}
			// Fairy-Stockfish's Janggi notation: piece letter, from point, "-" or "x", to point.
			if rec.Game == kind.Janggi {
				mv, _ := p.ParseMove(m)
				fsf := strings.NewReplacer("-", "", "x", "", "+", "", "#", "").Replace(r.Janggi[j][1:])
				if got := GIBPoint(mv.From()) + GIBPoint(mv.To()); !mv.IsPass() && got != fsf {
					t.Fatalf("game %d move %d %s: .gib points %s, Fairy-Stockfish %s", i, j+1, m, got, r.Janggi[j])
				}
			}
			mv, _ := p.ParseMove(m)
			p.Make(mv)
		}
	}
}

// TestFairyStockfishReadsOurPGN hands the PGN this package writes to Fairy-Stockfish's PGN reader
// and wants the same moves back.
func TestFairyStockfishReadsOurPGN(t *testing.T) {
	testenv.Oracle(t) // before the games are played
	rng := rand.New(rand.NewPCG(9, 10))
	var reqs []notationRequest
	var recs []*Record
	for range 10 {
		rec := FromGame(port.GameOf(randomGame(rng, game.Standard(), 120)))
		var b strings.Builder
		if err := WritePGN(&b, rec, PGNOptions{}); err != nil {
			t.Fatal(err)
		}
		recs = append(recs, rec)
		reqs = append(reqs, notationRequest{PGN: b.String()})
	}
	for i, r := range fsfNotation(t, reqs) {
		if strings.Join(r.Moves, " ") != strings.Join(recs[i].Moves, " ") {
			t.Fatalf("game %d: Fairy-Stockfish read\n%s\nwant\n%s\nfrom\n%s", i, strings.Join(r.Moves, " "), strings.Join(recs[i].Moves, " "), reqs[i].PGN)
		}
	}
}
