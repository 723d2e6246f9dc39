package record

import (
	"fmt"
	"strings"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/internal/grid"
)

// A replay checks a record's moves on the rules core, one after the other, the way every reader
// and writer of this package does, so that what one accepts the others accept too.
//
// Two things make it more than Position.ParseMove and Make:
//
//   - Speed. A move is checked against its own piece's moves only (IsPseudoLegal and
//     IsLegalPseudo), not by generating every legal move, and the board's result is asked only
//     after a move that could end the game (a pass, a check, a capture, a position seen before,
//     a move limit reached). Reading a collection of records is then linear in its moves and
//     fast enough for thousands of games a second.
//   - Records from sites with other rules. Sites that do not end the game on a double pass (or on
//     a pass that accepts a bikjang) play on; the rules core has no legal move after such a pass,
//     so a move after it is checked on the same board as if the game had just begun there, and
//     played. Endings that only the result knows (repetition, move limits) never stop a move.
//     The replay notes the first ply where the rules end the game (endPly), so that the window,
//     whose game stops at its end, can show the record up to there and say so.
type replay struct {
	p      *game.Position
	rules  *game.Rules
	track  bool             // watch for the first ending
	seen   map[uint64]uint8 // positions since the last capture, to spot repetitions cheaply
	end    game.Result      // the first ending the rules see, when endPly >= 0
	endPly int              // the number of moves made when the rules ended the game; -1 when they did not
	after  int              // moves played after a pass ended the game
	nMoves int              // moves made
}

// newReplay starts a replay from a FEN. track watches for the first ending (readers need it;
// the writers do not).
func newReplay(rules *game.Rules, fen string, track bool) (*replay, error) {
	p, err := game.ParseFEN(rules, fen)
	if err != nil {
		return nil, err
	}
	r := &replay{p: p, track: track, endPly: -1, rules: rules}
	if track {
		r.seen = make(map[uint64]uint8, 64)
		r.seen[p.Hash()] = 1
		if p.HalfmoveClock() > 0 { // a start from a FEN may be at a move limit already
			if res := p.Result(); res.Over() {
				r.end, r.endPly = res, 0
			}
		}
	}
	return r, nil
}

// legalNow reports whether m is a legal move of p, cheaply.
func legalNow(p *game.Position, m game.Move) bool {
	if m == game.NoMove || p.EndedByPass() ||
		p.GeneralSquare(game.Cho) == game.NoSquare || p.GeneralSquare(game.Han) == game.NoSquare {
		return false
	}
	if m.IsPass() {
		return m.From() == p.GeneralSquare(p.SideToMove()) && p.CanPass()
	}
	return p.IsPseudoLegal(m) && p.IsLegalPseudo(m)
}

// check returns nil when m can be played now, else why not: the rules core's own words.
func (r *replay) check(m game.Move) error {
	if legalNow(r.p, m) {
		return nil
	}
	if r.p.EndedByPass() && r.legalAfterPassEnding(m) {
		return nil
	}
	return r.why(m)
}

// why explains why m cannot be played now.
func (r *replay) why(m game.Move) error {
	if m.From() == m.To() && m.From() != r.p.GeneralSquare(r.p.SideToMove()) {
		pc := r.p.At(m.From())
		if pc == game.NoPiece {
			return fmt.Errorf("a move from %s to itself is a pass, which only the general makes, and %s is empty", m.From(), m.From())
		}
		return fmt.Errorf("a move from %s to itself is a pass, which only the general makes, not the %s there", m.From(), pc.Type())
	}
	_, err := r.p.ParseMove(m.String())
	if err == nil {
		return fmt.Errorf("illegal move %s", m)
	}
	return err
}

// legalAfterPassEnding reports whether m would be legal on the board as it stands if the game
// had not ended there (a site that plays on after a double pass).
func (r *replay) legalAfterPassEnding(m game.Move) bool {
	p := r.p
	if p.GeneralSquare(game.Cho) == game.NoSquare || p.GeneralSquare(game.Han) == game.NoSquare {
		return false
	}
	// Only the rule against moving back and forth looks at the history; without it the board
	// decides, as on a position just read from its FEN.
	if m.IsPass() {
		return m.From() == p.GeneralSquare(p.SideToMove()) && p.Rules().Pass && (!p.InCheck() || p.Bikjang())
	}
	if !p.Rules().BackAndForthIllegal {
		return p.IsPseudoLegal(m) && p.IsLegalPseudo(m)
	}
	f := strings.Fields(p.FEN())
	if len(f) < 2 {
		return false
	}
	q, err := game.ParseFEN(r.rules, f[0]+" "+f[1]+" - - 0 1")
	if err != nil {
		return false
	}
	return legalNow(q, m)
}

// play checks m and makes it.
func (r *replay) play(m game.Move) error {
	if err := r.check(m); err != nil {
		return err
	}
	r.make(m)
	return nil
}

// make makes a move check accepted.
func (r *replay) make(m game.Move) {
	p := r.p
	if p.EndedByPass() {
		r.after++
	}
	p.Make(m)
	r.nMoves++
	if !r.track || r.endPly >= 0 {
		return
	}
	rules := p.Rules()
	// Only these can end the game with the record going on: a pass ending it, a general taken
	// or nothing left to mate with (after a capture), a self-check (presets that allow it), a
	// repetition, a move limit. A checkmate leaves no move to follow.
	need := p.EndedByPass() || p.InCheck() && rules.AllowSelfCheck
	if p.HalfmoveClock() == 0 {
		clear(r.seen)
		if p.LastCapture() != game.NoPiece {
			need = need || p.GeneralSquare(game.Cho) == game.NoSquare || p.GeneralSquare(game.Han) == game.NoSquare ||
				noMatingMaterial(p)
		}
	}
	if n := r.seen[p.Hash()]; n < 255 {
		r.seen[p.Hash()] = n + 1
		need = need || n > 0
	}
	if (rules.MoveLimit > 0 && p.HalfmoveClock() >= rules.MoveLimit) ||
		(rules.TotalPlyLimit > 0 && p.GamePly() >= rules.TotalPlyLimit) {
		need = true
	}
	if need {
		if res := p.Result(); res.Over() {
			r.end, r.endPly = res, r.nMoves
		}
	}
}

// noMatingMaterial reports whether only generals and guards (and in Xiangqi elephants) are
// left, the board's insufficient material; Result says what it means under the rules.
func noMatingMaterial(p *game.Position) bool {
	xiangqi := p.Rules().Game == kind.Xiangqi
	for s := game.Square(0); s < game.SquareCount; s++ {
		switch pc := p.At(s); {
		case pc == game.NoPiece, pc.Type() == game.General, pc.Type() == game.Guard:
		case pc.Type() == game.Elephant && xiangqi:
		default:
			return false
		}
	}
	return true
}

// uciString returns m.String() with one allocation (the squares' names are game's, made once).
func uciString(m game.Move) string {
	return m.From().String() + m.To().String()
}

// playedOn reports whether the record goes on after the rules ended the game.
func (r *replay) playedOn() bool { return r.endPly >= 0 && r.endPly < r.nMoves }

// parseUCI reads a move the record stores ("a4b4", "a10a9", "e2e2") without checking it.
func parseUCI(text string) (game.Move, bool) {
	from, n := scanUCISquare(text)
	if n == 0 {
		return game.NoMove, false
	}
	to, m := scanUCISquare(text[n:])
	if m == 0 || n+m != len(text) {
		return game.NoMove, false
	}
	return game.NewMove(from, to), true
}

// scanUCISquare reads a square such as "a4" or "a10" at the start of s and returns its length.
func scanUCISquare(s string) (game.Square, int) {
	f, r, n := grid.Scan(s, game.Files, game.Ranks)
	if n == 0 {
		return game.NoSquare, 0
	}
	return game.SquareAt(f, r), n
}

// readUCI reads a move the record stores in UCI form ("b1c3", "e2e2"; "0000" and "pass" for a
// pass too), without checking it.
func (r *replay) readUCI(text string) (game.Move, error) {
	if m, ok := parseUCI(text); ok {
		return m, nil
	}
	if t := strings.ToLower(text); t == "0000" || t == "pass" {
		return game.PassMove(r.p.GeneralSquare(r.p.SideToMove())), nil
	}
	return game.NoMove, fmt.Errorf("%q is not a move: want UCI form such as b1c3, a10a9 or e2e2 (pass)", text)
}

// playText checks and makes a move the record stores in UCI form.
func (r *replay) playText(text string) (game.Move, error) {
	m, err := r.readUCI(text)
	if err != nil {
		return game.NoMove, err
	}
	return m, r.play(m)
}

// The replay is a mover (moves.go): package game's core as the readers and writers meet it.

// core returns the rules core's move behind m.
func core(m port.Move) game.Move {
	gm, _ := port.CoreMove[game.Move](m)
	return gm
}

func (r *replay) position() port.Position { return port.PositionOf(r.p) }

func (r *replay) apply(m port.Move) { r.make(core(m)) }

func (r *replay) ended() (int, game.Result) {
	if !r.playedOn() {
		return -1, game.Result{}
	}
	return r.endPly, r.end
}

func (r *replay) read(text string, n notation) (port.Move, error) {
	var m game.Move
	var err error
	switch n {
	case sanNotation:
		m, err = r.parseSAN(text)
	case gibNotation:
		m, err = lineGIBMove(r.p, text)
	default:
		m, err = r.readUCI(text)
	}
	if err == nil {
		err = r.check(m)
	}
	return port.MoveOf(m), err
}

func (r *replay) write(pm port.Move, n notation) string {
	m := core(pm)
	switch n {
	case sanNotation:
		if !r.p.EndedByPass() {
			return sanOf(r.p, m)
		}
		// A move after a pass that ended the game: written as on the board as it stands, which
		// is how the reader reads it back.
		f := strings.Fields(r.p.FEN())
		if q, err := game.ParseFEN(r.p.Rules(), f[0]+" "+f[1]+" - - 0 1"); err == nil {
			return sanOf(q, m)
		}
	case gibNotation:
		return GIBMove(r.p, m)
	}
	return uciString(m)
}
