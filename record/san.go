package record

import (
	"fmt"
	"regexp"
	"strings"

	"janggi/game"
)

// The PGN move text is the algebraic notation Fairy-Stockfish writes for Janggi and Xiangqi
// (its "SAN", which pychess puts in its PGN files), so that records go both ways between them:
//
//   - the piece's letter, always, soldiers included: K general, A guard, E elephant, H horse,
//     R chariot, C cannon, P soldier;
//   - when another piece of the same kind could also go to that point by a legal move, the from
//     file ("Rai1"), or the from rank when they share the file ("R1a2"), or the whole from square;
//   - "x" for a capture, the to point, then "+" for check or "#" when the side in check has no
//     legal move;
//   - a pass is the general "moving" to its own point: "Ke2".
//
// The reader also takes UCI moves ("b1c3", "e2e2"), B and N for the elephant and the horse, a
// soldier without its letter, and "pass", "0000", "@@@@", "--" or 한수쉼 for a pass.

var sanLetters = [...]byte{game.General: 'K', game.Guard: 'A', game.Elephant: 'E', game.Horse: 'H',
	game.Chariot: 'R', game.Cannon: 'C', game.Soldier: 'P'}

// sanPieces maps the letters the reader accepts to piece types.
var sanPieces = map[byte]game.PieceType{'K': game.General, 'A': game.Guard, 'E': game.Elephant, 'B': game.Elephant,
	'H': game.Horse, 'N': game.Horse, 'R': game.Chariot, 'C': game.Cannon, 'P': game.Soldier}

// sanOf writes legal move m of position p in the notation above.
func sanOf(p *game.Position, m game.Move) string {
	from, to := m.From(), m.To()
	pc := p.At(from)
	var b strings.Builder
	b.WriteByte(sanLetters[pc.Type()])
	if !m.IsPass() {
		others, sameFile, sameRank := false, false, false
		var buf [game.MaxMoves]game.Move
		for _, o := range p.LegalMoves(buf[:0]) {
			if o == m || o.To() != to || o.IsPass() || p.At(o.From()).Type() != pc.Type() {
				continue
			}
			others = true
			sameFile = sameFile || o.From().File() == from.File()
			sameRank = sameRank || o.From().Rank() == from.Rank()
		}
		sq := from.String()
		switch {
		case !others:
		case !sameFile:
			b.WriteByte(sq[0])
		case !sameRank:
			b.WriteString(sq[1:])
		default:
			b.WriteString(sq)
		}
		if p.At(to) != game.NoPiece {
			b.WriteByte('x')
		}
	}
	b.WriteString(to.String())
	p.Make(m)
	if p.InCheck() {
		if p.CountLegalMoves() == 0 {
			b.WriteByte('#')
		} else {
			b.WriteByte('+')
		}
	}
	p.Unmake()
	return b.String()
}

var (
	uciMove   = regexp.MustCompile(`^[a-i](?:10|[1-9])[a-i](?:10|[1-9])$`)
	sanTarget = regexp.MustCompile(`[a-i](?:10|[1-9])$`)
	sanFrom   = regexp.MustCompile(`^([a-i])?(10|[1-9])?$`)
	sanPasses = map[string]bool{"pass": true, "0000": true, "@@@@": true, "--": true, "한수쉼": true}
)

// notAMove is the reason for text that reads as no move at all (as opposed to a move the
// position refuses).
type notAMove string

func (e notAMove) Error() string { return string(e) }

// parseSAN reads a move in the notation above (or in UCI form) and returns it if it is legal in p.
// The errors do not repeat the text: the caller's MoveError shows it.
func parseSAN(p *game.Position, text string) (game.Move, error) {
	t := strings.TrimRight(text, "+#!?")
	if sanPasses[strings.ToLower(t)] {
		return p.ParseMove("pass")
	}
	if uciMove.MatchString(t) {
		return p.ParseMove(t)
	}
	pt := game.Soldier
	if t != "" && t[0] >= 'A' && t[0] <= 'Z' {
		var ok bool
		if pt, ok = sanPieces[t[0]]; !ok {
			return game.NoMove, notAMove(fmt.Sprintf("not a move: %q is no piece letter (K A E H R C P)", t[:1]))
		}
		t = t[1:]
	}
	loc := sanTarget.FindStringIndex(t)
	if loc == nil {
		return game.NoMove, notAMove("not a move: want a piece letter and a to point such as Hc3, Rxa10 or P1a5, or b1c3")
	}
	to, _ := game.ParseSquare(t[loc[0]:])
	dis := strings.TrimSuffix(t[:loc[0]], "x")
	d := sanFrom.FindStringSubmatch(dis)
	if d == nil {
		return game.NoMove, notAMove(fmt.Sprintf("not a move: cannot read %q before the to point", clip(dis)))
	}
	var found []game.Move
	var buf [game.MaxMoves]game.Move
	// The general "moving" to its own point is the pass, as pychess writes it (LegalMovesTo has it).
	for _, m := range p.LegalMovesTo(to, buf[:0]) {
		from := m.From()
		sq := from.String()
		if p.At(from).Type() != pt ||
			(d[1] != "" && sq[:1] != d[1]) || (d[2] != "" && sq[1:] != d[2]) {
			continue
		}
		found = append(found, m)
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		if res := p.Result(); res.Over() {
			return game.NoMove, fmt.Errorf("the game is over (%v)", res)
		}
		return game.NoMove, fmt.Errorf("no %s can move to %s here", pt, to)
	}
	return game.NoMove, fmt.Errorf("ambiguous: %s all fit; add the from file or rank", game.FormatMoves(found))
}

// parseSAN reads a move as parseSAN does; after a pass that ended the game (a site that played
// on), on the board as it stands.
func (r *replay) parseSAN(text string) (game.Move, error) {
	if !r.p.EndedByPass() {
		return parseSAN(r.p, text)
	}
	f := strings.Fields(r.p.FEN())
	q, err := game.ParseFEN(r.p.Rules(), f[0]+" "+f[1]+" - - 0 1")
	if err != nil {
		return parseSAN(r.p, text)
	}
	m, err := parseSAN(q, text)
	if err != nil {
		if _, err2 := parseSAN(r.p, text); err2 != nil {
			return game.NoMove, err2 // the game-over reason says more
		}
	}
	return m, err
}
