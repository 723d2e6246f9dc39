package game

import (
	"janggi/game/kind"
	"janggi/internal/testenv"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The differential test plays seeded random games with this package and replays them on
// Fairy-Stockfish's rules library, comparing at every ply the legal-move set, check, bikjang, the
// FEN, and the game result. The random player passes, walks its general into bikjang and moves
// pieces back and forth often enough that every ending of every preset shows up.

// differentialGames is the number of games per preset (JANGGI_DIFF_GAMES overrides it): 200 in
// a full run, some 40,000 plies a preset, with every ending docs/rules-engine.md lists; a change
// to the rules is checked with more (JANGGI_DIFF_GAMES=500 gives the table there).
func differentialGames(t *testing.T) int {
	if s := os.Getenv("JANGGI_DIFF_GAMES"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("JANGGI_DIFF_GAMES=%q: %v", s, err)
		}
		return n
	}
	if testing.Short() {
		return 60
	}
	return 200
}

type diffGame struct {
	start    string
	moves    []Move
	expected map[int]map[string]string // ply -> look move -> our result after it ("illegal" when we refuse it)
}

func TestDifferentialAgainstFairyStockfish(t *testing.T) {
	// The oracle first: without it the games below would be played for nothing and every subtest
	// skipped, a PASS that checked nothing.
	testenv.Oracle(t)
	for _, name := range []string{"standard", "casual", "traditional", "modern", "xiangqi"} {
		t.Run(name, func(t *testing.T) {
			rules := MustPreset(name)
			n := differentialGames(t)
			games := make([]diffGame, n)
			reqs := make([]oracleRequest, n)
			for i := range games {
				games[i] = playRandomGame(rules, uint64(i))
				reqs[i] = games[i].request(rules)
			}
			replies := runOracle(t, reqs)
			var plies, mismatches, refused int
			endings := map[string]int{}
			for i, g := range games {
				ply, bad := compareGame(t, rules, g, replies[i])
				plies += ply
				mismatches += bad
				for _, look := range g.expected {
					for _, v := range look {
						if v == "illegal" {
							refused++
						}
					}
				}
				if mismatches > 20 {
					t.Fatalf("too many mismatches; stopping")
				}
				p, _ := ParseFEN(rules, g.start)
				for _, m := range g.moves {
					p.Make(m)
				}
				endings[p.Result().Reason.String()]++
			}
			t.Logf("%s: %d games, %d plies compared, %d mismatches, %d back-and-forth refusals confirmed; endings %v",
				name, n, plies, mismatches, refused, endings)
			if rules.ChasingLoses && endings[PerpetualChase.String()] < n/10 {
				t.Errorf("only %d of %d games ended by a perpetual chase: the chase style no longer chases", endings[PerpetualChase.String()], n)
			}
		})
	}
}

func (g diffGame) request(rules *Rules) oracleRequest {
	r := oracleRequest{Variant: rules.Oracle, FEN: g.start}
	for _, m := range g.moves {
		r.Moves = append(r.Moves, m.String())
	}
	for ply, look := range g.expected {
		entry := []any{ply}
		for m := range look {
			entry = append(entry, m)
		}
		r.Look = append(r.Look, entry)
	}
	return r
}

// playRandomGame plays one seeded random game to its end or 600 plies.
func playRandomGame(rules *Rules, seed uint64) diffGame {
	rng := rand.New(rand.NewPCG(seed, 0x6a616e676769))
	setups := Setups()
	p := NewPosition(rules, setups[rng.IntN(4)], setups[rng.IntN(4)])
	g := diffGame{start: p.FEN(), expected: map[int]map[string]string{}}
	var buf [MaxMoves]Move
	for ply := 0; ; ply++ {
		moves := p.LegalMoves(buf[:0])
		if rules.BackAndForthIllegal {
			if look := lookAhead(p, moves); len(look) > 0 {
				g.expected[ply] = look
			}
		}
		if ply == 600 || p.Result().Over() {
			return g
		}
		style := int(seed % 4)
		if rules.ChasingLoses && seed%2 == 1 {
			style = chaseStyle // every other Xiangqi game chases
		}
		m := pickRandomMove(p, moves, rng, style)
		g.moves = append(g.moves, m)
		p.Make(m)
	}
}

// lookAhead lists, for the modern preset, the moves whose legality depends on the back-and-forth
// rule, with what this package says of each: "illegal", or the result after making it.
func lookAhead(p *Position, legal []Move) map[string]string {
	n := len(p.hist)
	if n < 2 {
		return nil
	}
	targets := []Square{p.hist[n-2].move.To()}
	if n >= 4 {
		targets = append(targets, p.hist[n-4].move.To())
	}
	look := map[string]string{}
	loose := *p.rules
	loose.BackAndForthIllegal = false
	saved := p.rules
	p.rules = &loose
	var buf [MaxMoves]Move
	all := p.LegalMoves(buf[:0])
	p.rules = saved
	for _, m := range all {
		if m.IsPass() || !slices.Contains(targets, m.From()) {
			continue
		}
		if !slices.Contains(legal, m) {
			look[m.String()] = "illegal"
			continue
		}
		p.Make(m)
		look[m.String()] = p.Result().Outcome.String()
		p.Unmake()
	}
	return look
}

// chaseStyle is the style of games biased toward chases (Xiangqi): a piece attacks the same piece
// move after move, which flees, often back and forth, until the position repeats.
const chaseStyle = 4

// pickRandomMove picks a move in one of five styles chosen by the game's seed: quiet moves (long
// games), captures (bare endgames), checks (perpetual checks), a mix, or chases.
func pickRandomMove(p *Position, moves []Move, rng *rand.Rand, style int) Move {
	last := moves[len(moves)-1]
	r := rng.Float64()
	if style == chaseStyle && r < 0.9 {
		if m, ok := pickChase(p, moves, rng); ok {
			return m
		}
	}
	passRate := 0.05
	if style == 0 {
		passRate = 0.008 // long quiet games reach the move limits
	}
	if last.IsPass() && rng.Float64() < passRate {
		return last
	}
	if n := len(p.hist); n >= 2 && r < 0.30 && style != chaseStyle {
		prev := p.hist[n-2].move
		back := NewMove(prev.To(), prev.From())
		if !prev.IsPass() && slices.Contains(moves, back) {
			return back
		}
	}
	var facing, checks, captures, quiet []Move
	for _, m := range moves {
		if m.IsPass() {
			continue
		}
		if p.board[m.To()] != NoPiece {
			captures = append(captures, m)
		} else {
			quiet = append(quiet, m)
		}
		p.Make(m)
		if p.Facing() {
			facing = append(facing, m)
		}
		if p.check {
			checks = append(checks, m)
		}
		p.Unmake()
	}
	pick := func(ms []Move) Move { return ms[rng.IntN(len(ms))] }
	switch {
	case r < 0.40 && len(facing) > 0 && p.rules.Game == kind.Janggi:
		return pick(facing)
	case style == 2 && r < 0.75 && len(checks) > 0:
		return pick(checks)
	case style == 1 && r < 0.80 && len(captures) > 0:
		return pick(captures)
	case style != 1 && r < 0.85 && len(quiet) > 0:
		return pick(quiet)
	}
	return pick(moves)
}

// compareGame replays one game and reports every difference from the oracle's reply.
func compareGame(t *testing.T, rules *Rules, g diffGame, reply oracleReply) (plies, mismatches int) {
	t.Helper()
	p, err := ParseFEN(rules, g.start)
	if err != nil {
		t.Fatal(err)
	}
	report := func(format string, args ...any) {
		mismatches++
		t.Error(oracleMismatch(p, format, args...))
	}
	if reply.Error != "" && len(reply.Plies) != len(g.moves)+1 {
		report("oracle refused the game: %s", reply.Error)
	}
	var buf [MaxMoves]Move
	for i, o := range reply.Plies {
		plies++
		ours := p.LegalMoves(buf[:0])
		names := make([]string, len(ours))
		for j, m := range ours {
			names[j] = m.String()
		}
		slices.Sort(names)
		theirs := o.Moves
		if rules.BackAndForthIllegal {
			theirs = slices.DeleteFunc(slices.Clone(theirs), func(m string) bool { return g.expected[i][m] == "illegal" })
		}
		if !slices.Equal(names, theirs) {
			report("ply %d: legal moves differ\nours:   %s\ntheirs: %s", i, strings.Join(names, " "), strings.Join(theirs, " "))
		}
		if p.InCheck() != o.Check || p.Bikjang() != o.Bikjang {
			report("ply %d: check/bikjang ours %v/%v, theirs %v/%v", i, p.InCheck(), p.Bikjang(), o.Check, o.Bikjang)
		}
		if p.FEN() != o.FEN {
			report("ply %d: FEN ours %s, theirs %s", i, p.FEN(), o.FEN)
		}
		res := p.Result()
		if res.Outcome.String() != o.Claim {
			report("ply %d: result ours %v, theirs %s (without claims %s)", i, res, o.Claim, o.Result)
		}
		claimOnly := res.Reason == Repetition || res.Reason == PerpetualCheck || res.Reason == PerpetualChase || res.Reason == MoveLimit
		if (o.Result != "*") == claimOnly && res.Over() {
			report("ply %d: ours ends by %v, theirs says %s without claims", i, res.Reason, o.Result)
		}
		for m, want := range g.expected[i] {
			got := o.Look[m]
			if want == "illegal" {
				mover := Win(p.side.Other()).String()
				if got != mover {
					report("ply %d: we refuse %s as back-and-forth, but the oracle's result after it is %s, not a loss for the mover", i, m, got)
				}
			} else if got != want {
				report("ply %d: after %s ours %s, theirs %s", i, m, want, got)
			}
		}
		if i < len(g.moves) {
			p.Make(g.moves[i])
		}
	}
	return plies, mismatches
}

// pickChase picks, for the chase style, a move that keeps a chase going: when the last move chased
// one of our pieces, a move of that piece (back where it came from if it can); else a move that
// chases, preferring one that attacks again what our previous move chased. It finds none
// in about half the positions of a game.
func pickChase(p *Position, moves []Move, rng *rand.Rand) (Move, bool) {
	pick := func(ms []Move) (Move, bool) {
		if len(ms) == 0 {
			return NoMove, false
		}
		return ms[rng.IntN(len(ms))], true
	}
	chased := p.chaseSets(0)[0]
	if !chased.empty() {
		var flee, back []Move
		for _, m := range moves {
			if !m.IsPass() && chased.has(m.From()) {
				flee = append(flee, m)
				if n := len(p.hist); n >= 2 && p.hist[n-2].move == NewMove(m.To(), m.From()) {
					back = append(back, m)
				}
			}
		}
		if len(back) > 0 && rng.Float64() < 0.7 {
			return pick(back)
		}
		if m, ok := pick(flee); ok {
			return m, true
		}
	}
	var chases, again []Move
	var before bits
	if n := len(p.hist); n >= 2 {
		before = p.chaseSets(1)[1]
	}
	for _, m := range moves {
		if m.IsPass() || p.board[m.To()] != NoPiece {
			continue
		}
		p.Make(m)
		if c := p.chaseSets(0)[0]; !c.empty() {
			chases = append(chases, m)
			if !c.and(before).empty() || (len(p.hist) >= 2 && !c.and(before.undoMove(p.hist[len(p.hist)-2].move)).empty()) {
				again = append(again, m)
			}
		}
		p.Unmake()
	}
	if len(again) > 0 && rng.Float64() < 0.8 {
		return pick(again)
	}
	return pick(chases)
}
