package twelve

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"janggi/game"
)

// The differential test plays seeded random games with this engine, replays them on Fairy-Stockfish's
// rules library (tools/oracle) and compares every ply: the legal move set, check, the result with and
// without claims, the FEN, and the result after every legal move ("look").
//
// Dobutsu must agree exactly. Twelve Janggi is compared with Fairy-Stockfish's dobutsu on the same
// moves, and the places where the rules differ are asserted one by one (see checkTwelvePly).

// diffGames is the number of games per variant; batches are streamed to one node process.
const (
	diffGamesDobutsu = 500
	diffGamesTwelve  = 300
	diffBatch        = 50
)

// gamePolicy makes random games long and varied: with probability careful a move is picked among those
// that neither end the game nor let the opponent end it at once; with probability shuffle the piece
// moved two plies ago goes back, so positions repeat.
type gamePolicy struct {
	careful  float64
	shuffle  float64
	maxPlies int
}

// diffStartFENs are the positions games start from: mostly the start, some with full hands or mid-game.
var diffStartFENs = []string{
	startFEN, startFEN, startFEN, startFEN, startFEN,
	"g1e/1cL/lC1/E1G[] w - - 4 3",
	"1l1/3/3/1L1[GCEgce] w - - 0 1",
	"1l1/3/3/1L1[GCEgce] b - - 0 1",
	"2l/1C1/3/1L1[GEgce] w - - 0 1",
}

// playRandomGame plays one game from fen with the given seed; it returns the start position and the moves.
func playRandomGame(t *testing.T, v Variant, seed uint64) (*Position, []Move) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, uint64(v)+1))
	fen := diffStartFENs[rng.IntN(len(diffStartFENs))]
	pol := gamePolicy{
		careful:  []float64{0.5, 0.8, 0.9, 0.97}[rng.IntN(4)],
		shuffle:  []float64{0, 0, 0.1, 0.3, 0.6}[rng.IntN(5)],
		maxPlies: 150 + rng.IntN(250),
	}
	start, err := ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	p := start.Clone()
	var moves []Move
	var buf, reply [MaxMoves]Move
	for len(moves) < pol.maxPlies && !p.Result().Over() {
		legal := p.LegalMoves(buf[:0])
		m := NoMove
		if n := len(moves); n >= 2 && rng.Float64() < pol.shuffle {
			if prev := moves[n-2]; !prev.IsDrop() && !prev.IsPromotion() && p.IsLegal(NewMove(prev.To(), prev.From())) {
				m = NewMove(prev.To(), prev.From())
			}
		}
		if m == NoMove && rng.Float64() < pol.careful {
			var quiet []Move
			for _, c := range legal {
				p.Make(c)
				ok := !p.Result().Over()
				for _, r := range p.LegalMoves(reply[:0]) {
					if !ok {
						break
					}
					p.Make(r)
					ok = !p.Result().Over()
					p.Unmake()
				}
				p.Unmake()
				if ok {
					quiet = append(quiet, c)
				}
			}
			if len(quiet) > 0 {
				m = quiet[rng.IntN(len(quiet))]
			}
		}
		if m == NoMove {
			m = legal[rng.IntN(len(legal))]
		}
		moves = append(moves, m)
		p.Make(m)
	}
	return start, moves
}

// oracleGame builds the oracle request for a game, asking at every ply for the result after each legal move.
func oracleGame(start *Position, moves []Move) oracleRequest {
	p := start.Clone()
	req := oracleRequest{Variant: "dobutsu", FEN: start.FEN(), Moves: make([]string, len(moves))}
	for i := 0; i <= len(moves); i++ {
		look := []any{i}
		for _, m := range p.LegalMoves(nil) {
			look = append(look, m.String())
		}
		if len(look) > 1 {
			req.Look = append(req.Look, look)
		}
		if i < len(moves) {
			req.Moves[i] = moves[i].String()
			p.Make(moves[i])
		}
	}
	return req
}

// diffStats counts what the games covered, so a weak run shows up in the log.
type diffStats struct {
	games, plies, looks, mismatches          int
	drops, promotions, captures              int
	kingCaptured, campReached, repetitions   int
	moveLimit, campAttacked, farDropsRefused int
	dobutsuFirst                             int // Twelve Janggi games that dobutsu ended a ply earlier (difference 2)
}

func (s diffStats) String() string {
	return fmt.Sprintf("%d games, %d plies, %d looked-at moves, %d mismatches; played %d drops, %d promotions, %d captures; "+
		"ends: %d king captured, %d camp, %d repetition, %d move limit, %d a ply earlier in dobutsu; "+
		"%d positions with a king attacked on its far row; %d far-row drops only Fairy-Stockfish allows",
		s.games, s.plies, s.looks, s.mismatches, s.drops, s.promotions, s.captures,
		s.kingCaptured, s.campReached, s.repetitions, s.moveLimit, s.dobutsuFirst, s.campAttacked, s.farDropsRefused)
}

func TestDifferentialDobutsu(t *testing.T) {
	runDifferential(t, Dobutsu, diffGamesDobutsu, checkDobutsuPly)
}

func TestDifferentialTwelve(t *testing.T) {
	runDifferential(t, TwelveJanggi, diffGamesTwelve, checkTwelvePly)
}

// plyCheck compares one position with what Fairy-Stockfish says about it and returns the differences.
// It may also report that Fairy-Stockfish's game ended here while ours goes on (stop).
type plyCheck func(p *Position, o oraclePly, st *diffStats) (problems []string, stop bool)

func runDifferential(t *testing.T, v Variant, games int, check plyCheck) {
	o := startOracle(t)
	if testing.Short() {
		games /= 10
	}
	var st diffStats
	for first := 0; first < games; first += diffBatch {
		n := min(diffBatch, games-first)
		starts := make([]*Position, n)
		movesOf := make([][]Move, n)
		reqs := make([]oracleRequest, n)
		for i := range n {
			starts[i], movesOf[i] = playRandomGame(t, v, uint64(first+i))
			reqs[i] = oracleGame(starts[i], movesOf[i])
		}
		replies, err := o.replay(reqs)
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range replies {
			compareGame(t, v, uint64(first+i), starts[i], movesOf[i], r, check, &st)
			if st.mismatches > 20 {
				t.Fatalf("too many mismatches; stopping. So far: %s", st)
			}
		}
	}
	t.Logf("%s: %s", v, st)
	if st.mismatches > 0 {
		t.Errorf("%d mismatches with Fairy-Stockfish", st.mismatches)
	}
}

func compareGame(t *testing.T, v Variant, seed uint64, start *Position, moves []Move, r oracleReply, check plyCheck, st *diffStats) {
	t.Helper()
	st.games++
	p := start.Clone()
	fail := func(ply int, problems []string) {
		st.mismatches++
		t.Errorf("%s game seed %d, ply %d after %s\n%s\n%s", v, seed, ply, strings.Join(moveTexts(moves[:ply]), " "),
			strings.Join(problems, "\n"), p.Diagram())
	}
	for i := 0; i <= len(moves); i++ {
		if i >= len(r.Plies) {
			fail(i, []string{fmt.Sprintf("the oracle stopped early: %q", r.Error)})
			return
		}
		st.plies++
		st.looks += len(r.Plies[i].Look)
		for c := game.Cho; c <= game.Han; c++ {
			if k := p.KingSquare(c); k != NoSquare && farRow[c].has(k) && p.Attacked(k, c^1) {
				st.campAttacked++
			}
		}
		problems, stop := check(p, r.Plies[i], st)
		if len(problems) > 0 {
			fail(i, problems)
			return
		}
		if stop {
			// Fairy-Stockfish's game is over here and ours goes on; it refuses the next move.
			st.dobutsuFirst++
			if i < len(moves) && r.Error != fmt.Sprintf("illegal move %s at ply %d", moves[i], i) {
				fail(i, []string{fmt.Sprintf("expected the oracle to refuse %s at ply %d, its error is %q", moves[i], i, r.Error)})
			}
			return
		}
		if i == len(moves) {
			break
		}
		m := moves[i]
		switch {
		case m.IsDrop():
			st.drops++
		case p.PieceAt(m.To()) != NoPiece:
			st.captures++
		}
		if m.IsPromotion() {
			st.promotions++
		}
		p.Make(m)
	}
	if r.Error != "" {
		fail(len(moves), []string{"oracle error: " + r.Error})
	}
	switch res := p.Result(); res.Reason {
	case game.KingCaptured:
		st.kingCaptured++
	case game.CampReached:
		st.campReached++
	case game.Repetition:
		st.repetitions++
	case game.MoveLimit:
		st.moveLimit++
	}
}

func moveTexts(ms []Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

func sortedMoveTexts(p *Position) []string {
	out := moveTexts(p.LegalMoves(nil))
	slices.Sort(out)
	return out
}

// claimText is our result as Fairy-Stockfish's result(true) writes it.
func claimText(r game.Result) string { return r.Outcome.String() }

// immediateText is our result as Fairy-Stockfish's result(false) writes it: repetition is only a claim there.
func immediateText(r game.Result) string {
	if r.Reason == game.Repetition {
		return "*"
	}
	return r.Outcome.String()
}

// checkDobutsuPly demands exact agreement.
func checkDobutsuPly(p *Position, o oraclePly, st *diffStats) ([]string, bool) {
	var problems []string
	if got := sortedMoveTexts(p); !slices.Equal(got, o.Moves) {
		problems = append(problems, fmt.Sprintf("legal moves differ:\n  ours %v\n  FSF  %v", got, o.Moves))
	}
	// Fairy-Stockfish's lion is not royal, so it never reports check; our InCheck is information only.
	if o.Check {
		problems = append(problems, "FSF reports check, which its dobutsu never does")
	}
	if p.FEN() != o.FEN {
		problems = append(problems, fmt.Sprintf("FEN differs:\n  ours %s\n  FSF  %s", p.FEN(), o.FEN))
	}
	res := p.Result()
	if immediateText(res) != o.Result || claimText(res) != o.Claim {
		problems = append(problems, fmt.Sprintf("result differs: ours %v (%s/%s), FSF %s/%s", res, immediateText(res), claimText(res), o.Result, o.Claim))
	}
	problems = append(problems, lookAhead(p, o.Look, func(mv, fsf string) []string {
		if got := claimText(p.Result()); got != fsf {
			return []string{fmt.Sprintf("after %s: our result %v, FSF %s", mv, p.Result(), fsf)}
		}
		return nil
	})...)
	return problems, false
}

// lookAhead plays each of the oracle's look moves on p (a move to Fairy-Stockfish's result
// after it), has check compare the position after it, and takes it back; it returns the problems
// check found, and the moves p cannot read.
func lookAhead(p *Position, look map[string]string, check func(mv, fsf string) []string) []string {
	var problems []string
	for mv, fsf := range look {
		m, err := p.ParseMove(mv)
		if err != nil {
			problems = append(problems, fmt.Sprintf("look %s: %v", mv, err))
			continue
		}
		p.Make(m)
		problems = append(problems, check(mv, fsf)...)
		p.Unmake()
	}
	return problems
}

// fsfBoardResult is Fairy-Stockfish's dobutsu rule for a game decided on the board, written out
// independently of the engine: a side without its king lost; a king on its far row that no enemy
// attacks wins (two such kings draw), whoever is to move. The oracle checks this model at every ply.
func fsfBoardResult(p *Position) string {
	for c := game.Cho; c <= game.Han; c++ {
		if p.KingSquare(c) == NoSquare {
			return game.Win(c ^ 1).String()
		}
	}
	safe := [2]bool{}
	for c := game.Cho; c <= game.Han; c++ {
		k := p.KingSquare(c)
		far := Ranks - 1
		if c == game.Han {
			far = 0
		}
		safe[c] = k.Rank() == far && !p.Attacked(k, c^1)
	}
	switch {
	case safe[game.Cho] && safe[game.Han]:
		return game.Draw.String()
	case safe[game.Cho]:
		return game.ChoWins.String()
	case safe[game.Han]:
		return game.HanWins.String()
	}
	return "*"
}

// checkTwelvePly compares a Twelve Janggi position with Fairy-Stockfish's dobutsu on the same moves.
// What must agree: the FEN; the decided-on-the-board result of Fairy-Stockfish's rule (fsfBoardResult);
// its repetition claim. What differs, asserted exactly:
//  1. Moves: ours are Fairy-Stockfish's without the drops into the opponent's camp (while both games go on).
//  2. A king that enters the far row unattacked wins at once in dobutsu, one ply later with us
//     (the opponent's reply cannot capture it); Fairy-Stockfish's game then stops (stop = true).
//  3. A king that entered the far row attacked and was not captured wins with us even if still attacked;
//     dobutsu goes on in that case (or declares a win for whichever king is safe).
//  4. Our game is drawn after MaxPlies plies; dobutsu has no limit.
func checkTwelvePly(p *Position, o oraclePly, st *diffStats) ([]string, bool) {
	var problems []string
	if p.FEN() != o.FEN {
		problems = append(problems, fmt.Sprintf("FEN differs:\n  ours %s\n  FSF  %s", p.FEN(), o.FEN))
	}
	if o.Check {
		problems = append(problems, "FSF reports check, which its dobutsu never does")
	}
	problems = append(problems, compareTwelveResult(p, o.Result, o.Claim, st)...)
	us := p.SideToMove()
	res := p.Result()
	fsfOver := o.Result != "*"
	ourDecided := res.Reason == game.KingCaptured || res.Reason == game.CampReached
	ours := sortedMoveTexts(p)
	switch {
	case !fsfOver && !ourDecided:
		// Difference 1: exactly Fairy-Stockfish's moves without the drops into the opponent's camp.
		var want []string
		for _, mv := range o.Moves {
			if to, err := ParseSquare(mv[len(mv)-2:]); mv[1] == '@' && err == nil && farRow[us].has(to) {
				st.farDropsRefused++
				continue
			}
			want = append(want, mv)
		}
		if !slices.Equal(ours, want) {
			problems = append(problems, fmt.Sprintf("legal moves differ:\n  ours                              %v\n  FSF without drops into the camp  %v", ours, want))
		}
	case fsfOver && !ourDecided:
		// Difference 2: the opponent's king arrived just now and is safe; every reply of ours loses.
		them := us ^ 1
		last := p.LastMove()
		if o.Result != game.Win(them).String() || last == NoMove || last.IsDrop() || p.PieceAt(last.To()) != MakePiece(them, King) {
			problems = append(problems, fmt.Sprintf("FSF ended the game (%s) where ours goes on, but not by a king that just entered the camp", o.Result))
			break
		}
		for _, m := range p.LegalMoves(nil) {
			p.Make(m)
			if r := p.Result(); r.Outcome != game.Win(them) || r.Reason != game.CampReached {
				problems = append(problems, fmt.Sprintf("after %s the king in the camp should have won, result %v", m, r))
			}
			p.Unmake()
		}
		return problems, true
	case !fsfOver && ourDecided:
		// Difference 3: our king survived in the camp while attacked; dobutsu plays on, our game is over.
		k := p.KingSquare(us)
		if res.Reason != game.CampReached || len(ours) != 0 || k == NoSquare || !p.Attacked(k, us^1) {
			problems = append(problems, fmt.Sprintf("ours %v with moves %v, FSF goes on", res, ours))
		}
	default:
		if len(ours) != 0 || len(o.Moves) != 0 {
			problems = append(problems, fmt.Sprintf("a decided game has moves: ours %v, FSF %v", ours, o.Moves))
		}
	}
	problems = append(problems, lookAhead(p, o.Look, func(_, fsfClaim string) []string {
		fsf := fsfClaim
		if fsf == game.Draw.String() && fsfBoardResult(p) == "*" {
			fsf = "*" // a repetition claim; compareTwelveResult checks it from the claim
		}
		return compareTwelveResult(p, fsf, fsfClaim, st)
	})...)
	return problems, false
}

// compareTwelveResult checks our result against Fairy-Stockfish's result and claim for the same position.
func compareTwelveResult(p *Position, fsfResult, fsfClaim string, st *diffStats) []string {
	var problems []string
	model := fsfBoardResult(p)
	if fsfResult != model {
		problems = append(problems, fmt.Sprintf("FSF result %s, but its rule as we model it gives %s", fsfResult, model))
	}
	wantClaim := model
	if model == "*" && p.Repetitions() >= RepetitionLimit {
		wantClaim = game.Draw.String()
	}
	if fsfClaim != wantClaim {
		problems = append(problems, fmt.Sprintf("FSF claim %s, want %s (repetitions %d)", fsfClaim, wantClaim, p.Repetitions()))
	}
	res := p.Result()
	us := p.SideToMove()
	switch res.Reason {
	case game.KingCaptured:
		if model != res.Outcome.String() {
			problems = append(problems, fmt.Sprintf("ours %v, FSF %s", res, model))
		}
	case game.CampReached:
		// Our king survived the opponent's turn in the camp (difference 3 when it is attacked there).
		k := p.KingSquare(us)
		if res.Outcome != game.Win(us) || k == NoSquare || !farRow[us].has(k) {
			problems = append(problems, fmt.Sprintf("camp win %v without our king in the camp", res))
		}
	default:
		if model != "*" {
			// Difference 2: only a king that has just arrived, unattacked, wins there first in dobutsu.
			them := us ^ 1
			k := p.KingSquare(them)
			if model != game.Win(them).String() || k == NoSquare || !farRow[them].has(k) || p.Attacked(k, us) {
				problems = append(problems, fmt.Sprintf("ours %v, FSF %s", res, model))
			}
			break
		}
		want := game.Result{}
		switch {
		case !p.hasMove():
			want = game.Result{Outcome: game.Win(us ^ 1), Reason: game.NoLegalMove}
		case p.Ply() >= MaxPlies:
			want = game.Result{Outcome: game.Draw, Reason: game.MoveLimit} // difference 4
		case fsfClaim == game.Draw.String():
			want = game.Result{Outcome: game.Draw, Reason: game.Repetition}
		}
		if res != want {
			problems = append(problems, fmt.Sprintf("ours %v, want %v (FSF %s/%s)", res, want, fsfResult, fsfClaim))
		}
	}
	return problems
}
