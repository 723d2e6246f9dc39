package main

import (
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"janggi/ai"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/internal/testenv"
	"janggi/puzzle"
)

// The verdict file and the exception file beside the puzzles.
var (
	verdictFile   = filepath.Join("..", "..", "puzzle", "verdicts.tsv")
	uncheckedFile = filepath.Join("..", "..", "puzzle", "unchecked.txt")
)

func shippedVerdicts(t *testing.T) ([]*puzzle.Puzzle, map[string]verdict) {
	t.Helper()
	vs, err := readVerdicts(verdictFile)
	if err != nil {
		t.Fatal(err)
	}
	return puzzle.All(), vs
}

// TestEveryShippedPuzzleHasAFreshVerdict holds every shipped puzzle to the deep check's verdict
// file: a verdict of the puzzle as it is now, ok, deep enough; the only puzzles without one are
// those the exception file names, and none of those may have one.
func TestEveryShippedPuzzleHasAFreshVerdict(t *testing.T) {
	all, vs := shippedVerdicts(t)
	unchecked, err := readUnchecked(uncheckedFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, problem := range audit(all, vs, unchecked) {
		t.Error(problem)
	}
	if len(unchecked) > 0 {
		ids := slices.Sorted(func(yield func(string) bool) {
			for id := range unchecked {
				if !yield(id) {
					return
				}
			}
		})
		t.Logf("%d puzzles not through the deep check yet: %s", len(ids), strings.Join(ids, " "))
	}
}

// TestAuditFindsEveryFault gives audit a verdict file with each fault it must find.
func TestAuditFindsEveryFault(t *testing.T) {
	all := puzzle.All()
	var mate, engine *puzzle.Puzzle
	for _, p := range all {
		if p.Theme.MateIn() > 0 && mate == nil {
			mate = p
		}
		if p.Theme.MateIn() == 0 && engine == nil {
			engine = p
		}
	}
	good := map[string]verdict{}
	for _, p := range all {
		good[p.ID] = verdict{ID: p.ID, Hash: contentHash(p), OK: true, Method: "fsf-d16"}
		if p.Theme.MateIn() > 0 {
			good[p.ID] = verdict{ID: p.ID, Hash: contentHash(p), OK: true, Method: "exact"}
		}
	}
	if got := audit(all, good, nil); len(got) != 0 {
		t.Fatalf("a verdict for every puzzle: %v", got)
	}
	changed := *mate
	changed.FEN = engine.FEN
	if contentHash(&changed) == contentHash(mate) {
		t.Error("another position, the same content hash")
	}
	cases := []struct {
		name      string
		edit      func(map[string]verdict)
		unchecked map[string]bool
		want      string
	}{
		{"missing", func(vs map[string]verdict) { delete(vs, mate.ID) }, nil, mate.ID + " has no verdict"},
		{"stale", func(vs map[string]verdict) { v := vs[mate.ID]; v.Hash = "0000000000000000"; vs[mate.ID] = v }, nil, mate.ID + ": the verdict is stale"},
		{"fail", func(vs map[string]verdict) { v := vs[engine.ID]; v.OK = false; vs[engine.ID] = v }, nil, engine.ID + " fails the deep check"},
		{"shallow", func(vs map[string]verdict) { v := vs[engine.ID]; v.Method = "fsf-d12"; vs[engine.ID] = v }, nil, engine.ID + ": checked by fsf-d12"},
		{"mate by engine", func(vs map[string]verdict) { v := vs[mate.ID]; v.Method = "fsf-d20"; vs[mate.ID] = v }, nil, mate.ID + ": checked by fsf-d20"},
		{"unknown", func(vs map[string]verdict) { vs["J9999"] = verdict{ID: "J9999", OK: true, Method: "exact"} }, nil, "J9999 is no shipped puzzle"},
		{"unchecked with a verdict", func(map[string]verdict) {}, map[string]bool{engine.ID: true}, engine.ID + " is listed unchecked but has a verdict"},
		{"unchecked unknown", func(map[string]verdict) {}, map[string]bool{"X9999": true}, "X9999 is no shipped puzzle"},
	}
	for _, c := range cases {
		vs := map[string]verdict{}
		for k, v := range good {
			vs[k] = v
		}
		c.edit(vs)
		got := audit(all, vs, c.unchecked)
		if len(got) != 1 || !strings.HasPrefix(got[0], c.want) {
			t.Errorf("%s: audit says %q, want one problem beginning %q", c.name, got, c.want)
		}
	}
	vs := map[string]verdict{}
	for k, v := range good {
		vs[k] = v
	}
	delete(vs, engine.ID)
	if got := audit(all, vs, map[string]bool{engine.ID: true}); len(got) != 0 {
		t.Errorf("an unchecked puzzle without a verdict: %v", got)
	}
}

// TestVerdictFileRoundTrips writes verdicts and reads them back, and refuses malformed rows.
func TestVerdictFileRoundTrips(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v.tsv")
	in := map[string]verdict{
		"J0001": {ID: "J0001", Hash: "abc", OK: true, Method: "fsf-d18", Date: "2026-01-02", Detail: "best a1a2 cp 30\twith a tab"},
		"T0001": {ID: "T0001", Hash: "def", Method: "exact", Date: "2026-01-02", Detail: "wins sooner"},
	}
	if err := writeVerdicts(path, in); err != nil {
		t.Fatal(err)
	}
	out, err := readVerdicts(path)
	if err != nil {
		t.Fatal(err)
	}
	in["J0001"] = verdict{ID: "J0001", Hash: "abc", OK: true, Method: "fsf-d18", Date: "2026-01-02", Detail: "best a1a2 cp 30 with a tab"}
	for id, v := range in {
		if out[id] != v {
			t.Errorf("%s: read back %+v, want %+v", id, out[id], v)
		}
	}
	for _, bad := range []string{
		"J0001\tabc\tok\texact\t2026-01-02",
		"J0001\tabc\tmaybe\texact\t2026-01-02\tx",
		"J0001\tabc\tok\tfsf-d\t2026-01-02\tx",
		"J0001\tabc\tok\tdeep\t2026-01-02\tx",
		"J0001\tabc\tok\texact\t2026-01-02\tx\nJ0001\tabc\tok\texact\t2026-01-02\tx",
	} {
		if _, err := parseVerdicts(strings.NewReader(bad)); err == nil {
			t.Errorf("%q is read", bad)
		}
	}
}

// TestJudge holds the engine's verdict to its thresholds.
func TestJudge(t *testing.T) {
	var defence, material *puzzle.Puzzle
	for _, p := range puzzle.All() {
		if p.Theme == puzzle.Defence && defence == nil {
			defence = p
		}
		if p.Theme == puzzle.Material && material == nil {
			material = p
		}
	}
	sol := func(p *puzzle.Puzzle, score int) line {
		return line{move: coreMove(p.Line[0]), score: ai.Score(score)}
	}
	other := func(p *puzzle.Puzzle, score int) line {
		return line{move: coreMove(otherMove(p)), score: ai.Score(score)}
	}
	cases := []struct {
		p            *puzzle.Puzzle
		best, second line
		ok           bool
	}{
		{defence, sol(defence, 20), other(defence, -200), true},
		{defence, sol(defence, 20), other(defence, -100), false},               // not clear enough
		{defence, other(defence, 20), sol(defence, -200), false},               // another move is best
		{defence, sol(defence, 400), other(defence, 0), false},                 // not level
		{material, sol(material, 400), other(material, 100), true},             //
		{material, sol(material, 200), other(material, -100), false},           // less than a horse
		{material, sol(material, 32000-5), other(material, 300), true},         // a mate wins more than material
		{defence, sol(defence, -(32000 - 5)), other(defence, -32000+3), false}, // lost: no defence
	}
	for i, c := range cases {
		if ok, detail := judge(c.p, c.best, c.second, 2); ok != c.ok {
			t.Errorf("case %d (%s %s): judged %v (%s), want %v", i, c.p.ID, c.p.Theme, ok, detail, c.ok)
		}
	}
}

// TestASampleOfVerdictsHolds checks a few verdicts again, chosen at random each run, so that the
// file cannot say ok of a puzzle that fails unseen: win puzzles by the exact search, two material
// or defence puzzles by Fairy-Stockfish at a low depth (its best move must be the solution; the
// deep margins are the tool's to prove), required under JANGGI_REQUIRE_ORACLE.
func TestASampleOfVerdictsHolds(t *testing.T) {
	all, vs := shippedVerdicts(t)
	seed := rand.Uint64()
	r := rand.New(rand.NewPCG(seed, 0))
	t.Logf("sample seed %d", seed)
	var mates, engine []*puzzle.Puzzle
	for _, p := range all {
		if v, ok := vs[p.ID]; ok && v.OK && v.Hash == contentHash(p) {
			if p.Theme.MateIn() > 0 {
				mates = append(mates, p)
			} else {
				engine = append(engine, p)
			}
		}
	}
	r.Shuffle(len(mates), func(i, j int) { mates[i], mates[j] = mates[j], mates[i] })
	r.Shuffle(len(engine), func(i, j int) { engine[i], engine[j] = engine[j], engine[i] })
	for _, p := range mates[:min(6, len(mates))] {
		if ok, detail := proveMate(p); !ok {
			t.Errorf("%s: the verdict says ok, the exact search %s", p.ID, detail)
		}
	}
	if len(engine) == 0 {
		return
	}
	c, err := startEngine(testenv.FairyStockfish(t))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, p := range engine[:min(2, len(engine))] {
		if err := sampleEngine(c, p, 10); err != nil {
			t.Errorf("%s (%s %s): the verdict says ok, %v", p.ID, p.Theme, p.FEN, err)
		}
	}
}

// TestTheSampleCatchesALie gives the sample's checks a win puzzle and a defence with another
// first move, and wants both refused.
func TestTheSampleCatchesALie(t *testing.T) {
	var mate, engine *puzzle.Puzzle
	for _, p := range puzzle.All() {
		if p.Theme == puzzle.Mate2 && p.Game() == kind.Janggi && mate == nil {
			mate = p
		}
		if p.Theme == puzzle.Defence && engine == nil {
			engine = p
		}
	}
	q := *mate
	q.Line = append([]port.Move{otherMove(mate)}, mate.Line[1:]...)
	if ok, _ := proveMate(&q); ok {
		t.Errorf("%s with the first move %v is proven", q.ID, q.Line[0])
	}
	c, err := startEngine(testenv.FairyStockfish(t))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	e := *engine
	e.Line = []port.Move{otherMove(engine)}
	if err := sampleEngine(c, &e, 10); err == nil {
		t.Errorf("%s with the first move %v passes", e.ID, e.Line[0])
	}
}

// otherMove returns a legal first move of p that is not its solution's.
func otherMove(p *puzzle.Puzzle) port.Move {
	for _, m := range p.Position().LegalMoves(nil) {
		if m != p.Line[0] {
			return m
		}
	}
	return port.NoMove
}

// TestFlagsAreChecked refuses a shallow depth, an unknown kind, a bad date and a puzzle that does
// not exist, each with an error naming it.
func TestFlagsAreChecked(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-depth", "12"}, "-depth 12"},
		{[]string{"-kind", "some"}, "-kind"},
		{[]string{"-date", "yesterday"}, "-date"},
		{[]string{"stray"}, "unexpected arguments"},
		{[]string{"-only", "J9999", "-out", filepath.Join(t.TempDir(), "v.tsv")}, "no puzzle J9999"},
	} {
		var out, errs strings.Builder
		err := run(c.args, &out, &errs)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error naming %q", c.args, err, c.want)
		}
	}
}
