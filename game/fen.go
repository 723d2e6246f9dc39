package game

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"janggi/game/kind"
	"janggi/internal/fentext"
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
		return nil, fmt.Errorf("empty FEN: want the board's ten ranks from rank 10 down, separated by '/', then the side to move (w or b)")
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("FEN %s: %s", Excerpt(strings.TrimSpace(fen)), fmt.Sprintf(format, args...))
	}
	if what, at, found := fentext.NotText(fen); found {
		// Quote less of what is not text: its escapes are long and say little.
		return nil, fmt.Errorf("FEN %s: %s at byte %d: this is not text, and a FEN is one line of letters, digits, '/' and spaces",
			ExcerptN(strings.TrimSpace(fen), 16), what, at+1)
	}
	p := &Position{rules: r, geo: janggiGeo, kings: [2]Square{NoSquare, NoSquare}, fullmove: 1}
	if r.Game == kind.Xiangqi {
		p.geo = xiangqiGeo
	}
	if err := p.parseBoard(fields[0]); err != nil {
		return nil, bad("%v", err)
	}
	rest := fields[1:]
	if len(rest) > 0 {
		switch rest[0] {
		case "w", "W":
			p.side = Cho
		case "b", "B":
			p.side = Han
		default:
			return nil, bad("the side to move must be w (%s) or b (%s), not %s", sideName(Cho, r.Game), sideName(Han, r.Game), Excerpt(rest[0]))
		}
		rest = rest[1:]
	}
	// Skip the castling and en passant fields, which Janggi FENs write as "-".
	for i := 0; i < 2 && len(rest) > 0; i++ {
		if _, err := strconv.Atoi(rest[0]); err == nil {
			break
		}
		if rest[0] != "-" {
			return nil, bad("unexpected field %s after the side to move: %s has no castling or en passant, so FEN writes \"- -\" there, then the halfmove clock and the move number",
				Excerpt(rest[0]), gameTitle(r.Game))
		}
		rest = rest[1:]
	}
	for _, c := range []struct {
		name string
		min  int
		set  *int
	}{{"halfmove clock", 0, &p.halfmove}, {"move number", 1, &p.fullmove}} {
		if len(rest) == 0 {
			break
		}
		n, err := strconv.Atoi(rest[0])
		if err != nil || n < c.min || n > MaxFENCounter {
			return nil, bad("the %s %s is not a number from %d to %d", c.name, Excerpt(rest[0]), c.min, MaxFENCounter)
		}
		*c.set = n
		rest = rest[1:]
	}
	if len(rest) > 0 {
		return nil, bad("unexpected text after the move number: %s (a FEN ends with the move number)", Excerpt(strings.Join(rest, " ")))
	}
	if err := p.validate(); err != nil {
		return nil, bad("%v", err)
	}
	if p.side == Han {
		p.hash ^= zobristSide
	}
	if r.Game == kind.Janggi {
		p.points[Han] += deom
	}
	p.check = p.attacked(p.kings[p.side], p.side.Other())
	p.bikjang = p.bikjangApplies() && p.Facing()
	p.startFEN = p.FEN()
	return p, nil
}

// gameTitle names the game in a sentence: Janggi or Xiangqi.
func gameTitle(v kind.Game) string {
	if v == kind.Xiangqi {
		return "Xiangqi"
	}
	return "Janggi"
}

func (p *Position) parseBoard(field string) error {
	n := strings.Count(field, "/") + 1
	if n == 1 {
		return fmt.Errorf("the board, the first field, has no '/': a FEN gives the board's ten ranks from rank 10 down, separated by '/' (the start is %s)",
			strings.Fields(StartFEN(p.rules.Game, HEEH, HEEH))[0])
	}
	if n != Ranks {
		return fmt.Errorf("the board has %s, want %d separated by '/'", plural(n, "rank"), Ranks)
	}
	ranks := strings.Split(field, "/")
	for i, row := range ranks {
		r := Ranks - 1 - i
		f := 0
		for j := 0; j < len(row); {
			ch := row[j]
			if ch >= '1' && ch <= '9' {
				f += int(ch - '0')
				j++
				if f > Files {
					return fmt.Errorf("rank %d %s has more than %d points", r+1, Excerpt(row), Files)
				}
				continue
			}
			pc, ok := pieceFromLetter(ch)
			if !ok {
				q, _ := QuoteRune(row[j:])
				rn, _ := utf8.DecodeRuneInString(row[j:])
				return fmt.Errorf("rank %d, file %c: %s is not a piece letter: %s", r+1, 'a'+min(f, Files-1), q, letterHint(rn, p.rules.Game))
			}
			if f >= Files {
				return fmt.Errorf("rank %d %s has more than %d points", r+1, Excerpt(row), Files)
			}
			p.put(SquareAt(f, r), pc)
			f++
			j++
		}
		if f != Files {
			return fmt.Errorf("rank %d %s has %d points, want %d", r+1, Excerpt(row), f, Files)
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
				return fmt.Errorf("%s's %s on %s is outside its palace (files d-f, ranks %s)", sideName(c, p.rules.Game), pieceName(t, p.rules.Game), s, palaceRanks(c))
			}
		}
	}
	for c := Cho; c <= Han; c++ {
		if count[c][General] != 1 {
			return fmt.Errorf("%s has %d generals, want exactly 1", sideName(c, p.rules.Game), count[c][General])
		}
		for t := Guard; t < pieceTypeCount; t++ {
			if count[c][t] > maxCount[t] {
				return fmt.Errorf("%s has %d %ss, at most %d (as many as a side starts with)", sideName(c, p.rules.Game), count[c][t], pieceName(t, p.rules.Game), maxCount[t])
			}
		}
	}
	if !p.rules.AllowSelfCheck && p.attacked(p.kings[p.side.Other()], p.side) {
		return fmt.Errorf("%s's general is attacked but it is %s's turn", sideName(p.side.Other(), p.rules.Game), sideName(p.side, p.rules.Game))
	}
	return nil
}

// palaceRanks returns the ranks of c's palace, for messages.
func palaceRanks(c Color) string {
	if c == Cho {
		return "1-3"
	}
	return "8-10"
}

// writeBoard writes a board as FEN's first field, from rank 10 down, a run of empty points as its
// count.
func writeBoard(b *strings.Builder, board *[SquareCount]Piece) {
	b.Write(fentext.AppendBoard(make([]byte, 0, 90), Files, Ranks, func(f, r int) string {
		if pc := board[SquareAt(f, r)]; pc != NoPiece {
			return string(pc.Letter())
		}
		return ""
	}))
}

// MaxFENCounter bounds the halfmove clock and the move number of a FEN, read or written: so far past
// every move limit that no rule tells the difference, and small enough that no arithmetic on them
// overflows. FEN writes a larger count (a game played on from a FEN at the bound) as the bound, so
// that what FEN writes ParseFEN reads (Fairy-Stockfish reads any number).
const MaxFENCounter = 1 << 20

// FEN returns the position in the FEN that Fairy-Stockfish writes, its counters at most
// MaxFENCounter.
func (p *Position) FEN() string {
	var b strings.Builder
	writeBoard(&b, &p.board)
	side := "w"
	if p.side == Han {
		side = "b"
	}
	fmt.Fprintf(&b, " %s - - %d %d", side, min(p.halfmove, MaxFENCounter), min(p.fullmove, MaxFENCounter))
	return b.String()
}
