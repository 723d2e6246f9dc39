package game

import (
	"fmt"
	"strconv"
	"strings"
)

// maxCount is how many pieces of each type a side starts with; a FEN may not hold more.
var maxCount = [pieceTypeCount]int{General: 1, Guard: 2, Elephant: 2, Horse: 2, Chariot: 2, Cannon: 2, Soldier: 5}

// pieceFromLetter maps a FEN letter to a piece. E and H are accepted for the elephant and the horse
// (pychess writes them); K A B N R C P are what Fairy-Stockfish writes.
func pieceFromLetter(l byte) (Piece, bool) {
	c := Cho
	if l >= 'a' && l <= 'z' {
		c = Han
		l -= 'a' - 'A'
	}
	var t PieceType
	switch l {
	case 'K':
		t = General
	case 'A':
		t = Guard
	case 'B', 'E':
		t = Elephant
	case 'N', 'H':
		t = Horse
	case 'R':
		t = Chariot
	case 'C':
		t = Cannon
	case 'P':
		t = Soldier
	default:
		return NoPiece, false
	}
	return MakePiece(c, t), true
}

// ParseFEN reads a position in the FEN of Fairy-Stockfish and pychess: ten ranks from rank 10 down,
// the side to move (w = Cho, b = Han), then optionally "- -", the halfmove clock and the move number.
// It refuses, with an error that names the problem, anything that is not a position of the rules'
// game: bad letters or rank lengths, missing or extra generals, more pieces of a kind than a side
// starts with, a general or guard outside its palace, or the side not to move left in check.
func ParseFEN(r *Rules, fen string) (*Position, error) {
	if r == nil {
		r = Standard()
	}
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, fmt.Errorf("empty FEN")
	}
	p := &Position{rules: r, geo: janggiGeo, kings: [2]Square{NoSquare, NoSquare}, fullmove: 1}
	if r.Variant == Xiangqi {
		p.geo = xiangqiGeo
	}
	if err := p.parseBoard(fields[0]); err != nil {
		return nil, fmt.Errorf("FEN %q: %w", fen, err)
	}
	rest := fields[1:]
	if len(rest) > 0 {
		switch rest[0] {
		case "w", "W":
			p.side = Cho
		case "b", "B":
			p.side = Han
		default:
			return nil, fmt.Errorf("FEN %q: side to move must be w (Cho) or b (Han), not %q", fen, rest[0])
		}
		rest = rest[1:]
	}
	// Skip the castling and en passant fields, which Janggi FENs write as "-".
	for i := 0; i < 2 && len(rest) > 0; i++ {
		if _, err := strconv.Atoi(rest[0]); err == nil {
			break
		}
		if rest[0] != "-" {
			return nil, fmt.Errorf("FEN %q: unexpected field %q (Janggi has no castling or en passant: want \"-\")", fen, rest[0])
		}
		rest = rest[1:]
	}
	if len(rest) > 0 {
		n, err := strconv.Atoi(rest[0])
		if err != nil || n < 0 || n > 10000 {
			return nil, fmt.Errorf("FEN %q: halfmove clock %q is not a number from 0 to 10000", fen, rest[0])
		}
		p.halfmove = n
		rest = rest[1:]
	}
	if len(rest) > 0 {
		n, err := strconv.Atoi(rest[0])
		if err != nil || n < 1 || n > 10000 {
			return nil, fmt.Errorf("FEN %q: move number %q is not a number from 1 to 10000", fen, rest[0])
		}
		p.fullmove = n
		rest = rest[1:]
	}
	if len(rest) > 0 {
		return nil, fmt.Errorf("FEN %q: unexpected text after the move number: %q", fen, strings.Join(rest, " "))
	}
	if err := p.validate(); err != nil {
		return nil, fmt.Errorf("FEN %q: %w", fen, err)
	}
	if p.side == Han {
		p.hash ^= zobristSide
	}
	if r.Variant == Janggi {
		p.points[Han] += deom
	}
	p.check = p.attacked(p.kings[p.side], p.side.Other())
	p.bikjang = p.bikjangApplies() && p.Facing()
	p.startFEN = p.FEN()
	return p, nil
}

func (p *Position) parseBoard(field string) error {
	ranks := strings.Split(field, "/")
	if len(ranks) != Ranks {
		return fmt.Errorf("board has %d ranks, want %d separated by '/'", len(ranks), Ranks)
	}
	for i, row := range ranks {
		r := Ranks - 1 - i
		f := 0
		for j := 0; j < len(row); j++ {
			ch := row[j]
			if ch >= '1' && ch <= '9' {
				f += int(ch - '0')
				continue
			}
			pc, ok := pieceFromLetter(ch)
			if !ok {
				return fmt.Errorf("rank %d: unknown piece letter %q (want K A B/E N/H R C P, upper case for Cho)", r+1, ch)
			}
			if f >= Files {
				return fmt.Errorf("rank %d has more than %d points", r+1, Files)
			}
			p.put(SquareAt(f, r), pc)
			f++
		}
		if f != Files {
			return fmt.Errorf("rank %d has %d points, want %d", r+1, f, Files)
		}
	}
	return nil
}

// validate checks that the board is a position of the game (see ParseFEN).
func (p *Position) validate() error {
	var count [2][pieceTypeCount]int
	for s := Square(0); s < SquareCount; s++ {
		pc := p.board[s]
		if pc == NoPiece {
			continue
		}
		c, t := pc.Color(), pc.Type()
		count[c][t]++
		if t == General || t == Guard {
			if !inPalace(s.File(), s.Rank()) || palaceOf(s.Rank()) != c {
				return fmt.Errorf("%s's %s on %s is outside its palace", c, t, s)
			}
		}
	}
	for c := Cho; c <= Han; c++ {
		if count[c][General] != 1 {
			return fmt.Errorf("%s has %d generals, want exactly 1", c, count[c][General])
		}
		for t := Guard; t < pieceTypeCount; t++ {
			if count[c][t] > maxCount[t] {
				return fmt.Errorf("%s has %d %ss, at most %d", c, count[c][t], t, maxCount[t])
			}
		}
	}
	if !p.rules.AllowSelfCheck && p.attacked(p.kings[p.side.Other()], p.side) {
		return fmt.Errorf("%s's general is attacked but it is %s's turn", p.side.Other(), p.side)
	}
	return nil
}

// FEN returns the position in the FEN that Fairy-Stockfish writes.
func (p *Position) FEN() string {
	var b strings.Builder
	for r := Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < Files; f++ {
			pc := p.board[SquareAt(f, r)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(pc.Letter())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	side := "w"
	if p.side == Han {
		side = "b"
	}
	fmt.Fprintf(&b, " %s - - %d %d", side, p.halfmove, p.fullmove)
	return b.String()
}
