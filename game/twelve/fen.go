package twelve

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"janggi/game"
	"janggi/internal/fentext"
)

// FEN format (Fairy-Stockfish's, so positions can be exchanged with it byte for byte):
//
//	gle/1c1/1C1/ELG[Cg] w - - 0 1
//
// Ranks from 4 down to 1, files a to c; upper case is Cho, lower case Han; L king, G general,
// E elephant, C soldier, +C lord; digits count empty squares. The brackets hold both hands, Cho's first,
// each in the order L G C E (a king is in hand only after it was captured). Then the side to move
// (w = Cho, b = Han), castling and en passant (always "-"), the halfmove clock and the move number.

// maxCounter bounds the two FEN counters, so that no arithmetic on them can overflow; FEN writes a
// larger count as the bound, so that what it writes ParseFEN reads.
const maxCounter = game.MaxFENCounter

// ParseFEN reads a position of variant v in Fairy-Stockfish's FEN. It accepts what Fairy-Stockfish
// writes and the shorter forms it reads: "[-]" or no brackets for empty hands, and without the
// castling and en passant fields, the counters, or both ("gle/1c1/1C1/ELG[-] w 0 1").
// It refuses positions that cannot arise in the game: each side has one king (on the board, or in the
// opponent's hand once captured), at most two pieces of each other type exist, and in Twelve Janggi
// no unpromoted soldier stands on its far row. The error says what is wrong.
func ParseFEN(v Variant, fen string) (*Position, error) {
	if v >= variantCount {
		return nil, fmt.Errorf("unknown variant %d", uint8(v))
	}
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, fmt.Errorf("empty FEN: want the board's four ranks from rank 4 down, separated by '/', then the side to move (w or b)")
	}
	quoted := game.Excerpt(strings.TrimSpace(fen))
	if what, at, bad := fentext.NotText(fen); bad {
		return nil, fmt.Errorf("FEN %s: %s at byte %d: this is not text, and a FEN is one line of letters, digits, '/' and spaces",
			game.ExcerptN(strings.TrimSpace(fen), 16), what, at+1)
	}
	p := &Position{variant: v, history: make([]undo, 0, 64)}
	boardText, handText := fields[0], ""
	if i := strings.IndexByte(boardText, '['); i >= 0 {
		if !strings.HasSuffix(boardText, "]") {
			return nil, fmt.Errorf("FEN %s: the hand must end with ']'", quoted)
		}
		boardText, handText = boardText[:i], boardText[i+1:len(boardText)-1]
	}
	if err := p.parseBoard(boardText); err != nil {
		return nil, fmt.Errorf("FEN %s: %v", quoted, err)
	}
	if err := p.parseHand(handText); err != nil {
		return nil, fmt.Errorf("FEN %s: %v", quoted, err)
	}
	if len(fields) < 2 {
		return nil, fmt.Errorf("FEN %s: missing side to move (w or b) after the board", quoted)
	}
	switch fields[1] {
	case "w":
		p.side = game.Cho
	case "b":
		p.side = game.Han
	default:
		return nil, fmt.Errorf("FEN %s: the side to move must be w (Cho) or b (Han), not %s", quoted, game.Excerpt(fields[1]))
	}
	fullmove, err := p.parseCounters(fields[2:])
	if err != nil {
		return nil, fmt.Errorf("FEN %s: %v", quoted, err)
	}
	// Fairy-Stockfish reads move number 0 as 1.
	p.ply = 2*max(fullmove-1, 0) + int(p.side)
	if err := p.validate(); err != nil {
		return nil, fmt.Errorf("FEN %s: %v", quoted, err)
	}
	if p.side == game.Han {
		p.hash ^= zobrist.side
	}
	return p, nil
}

func (p *Position) parseBoard(text string) error {
	ranks := strings.Split(text, "/")
	if len(ranks) != Ranks {
		return fmt.Errorf("the board, the first field, has %d ranks; want %d separated by '/', from rank 4 down", len(ranks), Ranks)
	}
	for i, rank := range ranks {
		r := Ranks - 1 - i
		f := 0
		for j := 0; j < len(rank); j++ {
			ch := rank[j]
			if ch >= '0' && ch <= '9' {
				if ch < '1' || ch > '3' || (j > 0 && rank[j-1] >= '0' && rank[j-1] <= '9') {
					return fmt.Errorf("rank %d %s: bad count of empty squares", r+1, game.Excerpt(rank))
				}
				f += int(ch - '0')
				if f > Files {
					return fmt.Errorf("rank %d %s is longer than %d files", r+1, game.Excerpt(rank), Files)
				}
				continue
			}
			promoted := ch == '+'
			if promoted {
				j++
				if j == len(rank) || rank[j]|0x20 != 'c' {
					return fmt.Errorf("rank %d %s: '+' must come before C or c (a lord)", r+1, game.Excerpt(rank))
				}
				ch = rank[j]
			}
			t := pieceTypeFromLetter(ch)
			if t == NoPieceType {
				if ch|0x20 == 'h' {
					return fmt.Errorf("rank %d %s: write a lord as +C or +c (Fairy-Stockfish's H is a gold that never demotes)", r+1, game.Excerpt(rank))
				}
				q, _ := game.QuoteRune(rank[j:])
				return fmt.Errorf("rank %d %s: %s is not a piece letter: %s", r+1, game.Excerpt(rank), q, letterHint(rank[j:]))
			}
			if f >= Files {
				return fmt.Errorf("rank %d %s is longer than %d files", r+1, game.Excerpt(rank), Files)
			}
			if promoted {
				t = Lord
			}
			c := game.Cho
			if ch >= 'a' {
				c = game.Han
			}
			p.put(MakePiece(c, t), SquareAt(f, r))
			f++
		}
		if f != Files {
			return fmt.Errorf("rank %d %s has %d files; want %d", r+1, game.Excerpt(rank), f, Files)
		}
	}
	return nil
}

func (p *Position) parseHand(text string) error {
	if text == "-" {
		return nil
	}
	for i := 0; i < len(text); i++ {
		t := pieceTypeFromLetter(text[i])
		if t == NoPieceType {
			q, _ := game.QuoteRune(text[i:])
			return fmt.Errorf("hand %s: %s is not a piece letter: %s", game.Excerpt(text), q, letterHint(text[i:]))
		}
		c := game.Cho
		if text[i] >= 'a' {
			c = game.Han
		}
		if p.hand[c][t] >= maxHand {
			return fmt.Errorf("hand %s: %s holds more than %d of %s", game.Excerpt(text), c, maxHand, t)
		}
		p.addToHand(c, t)
	}
	return nil
}

// parseCounters reads the fields after the side to move: optional "-" for castling and
// en passant, then the optional halfmove clock and move number. It returns the move number.
func (p *Position) parseCounters(fields []string) (int, error) {
	dashes := 0
	for len(fields) > 0 && fields[0] == "-" && dashes < 2 {
		fields = fields[1:]
		dashes++
	}
	counters := []int{0, 1}
	names := []string{"halfmove clock", "move number"}
	for i, f := range fields {
		if i >= len(counters) {
			return 0, fmt.Errorf("unexpected field %s after the move number (a FEN ends with it)", game.Excerpt(f))
		}
		n, err := strconv.Atoi(f)
		if err != nil && i == 0 && dashes == 0 {
			return 0, fmt.Errorf("unexpected field %s: want castling and en passant as \"- -\", or the halfmove clock", game.Excerpt(f))
		}
		if err != nil || n < 0 || n > maxCounter {
			return 0, fmt.Errorf("%s %s: want a number from 0 to %d", names[i], game.Excerpt(f), maxCounter)
		}
		counters[i] = n
	}
	p.rule50 = counters[0]
	return counters[1], nil
}

// validate refuses piece sets that no game can reach.
func (p *Position) validate() error {
	for c := game.Cho; c <= game.Han; c++ {
		kings := popcount(p.byType[c][King]) + int(p.hand[c^1][King])
		switch {
		case kings == 0:
			return fmt.Errorf("%s has no king (on the board, or captured in %s's hand)", c, c^1)
		case kings > 1:
			return fmt.Errorf("%s has %d kings; want 1", c, kings)
		}
	}
	if p.byType[game.Cho][King] == 0 && p.byType[game.Han][King] == 0 {
		return fmt.Errorf("both kings are captured")
	}
	for t := General; t <= Soldier; t++ {
		n := int(p.hand[game.Cho][t]) + int(p.hand[game.Han][t])
		for c := game.Cho; c <= game.Han; c++ {
			n += popcount(p.byType[c][t])
			if t == Soldier {
				n += popcount(p.byType[c][Lord])
			}
		}
		if n > 2 {
			what := t.String() + "s"
			if t == Soldier {
				what = "soldiers and lords"
			}
			return fmt.Errorf("%d %s; the game has 2", n, what)
		}
	}
	if p.variant == TwelveJanggi {
		for c := game.Cho; c <= game.Han; c++ {
			if s := p.byType[c][Soldier] & farRow[c]; s != 0 {
				return fmt.Errorf("%s soldier on %s, its far row, must be a lord (+C): soldiers promote there and may not be dropped there", c, s.first())
			}
		}
	}
	return nil
}

// appendBoard appends a board (the piece on each square, by at) as FEN's board field, from rank 4
// down, a run of empty squares as its count.
func appendBoard(b []byte, at func(Square) Piece) []byte {
	return fentext.AppendBoard(b, Files, Ranks, func(f, r int) string {
		if pc := at(SquareAt(f, r)); pc != NoPiece {
			return pc.String()
		}
		return ""
	})
}

// FEN returns the position in Fairy-Stockfish's FEN, byte for byte as it writes it.
func (p *Position) FEN() string {
	b := appendPlacement(make([]byte, 0, 48), func(s Square) Piece { return p.board[s] },
		func(c game.Color, t PieceType) int { return int(p.hand[c][t]) }, p.side)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(min(p.rule50, maxCounter)), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(min(p.ply/2+1, maxCounter)), 10)
	return string(b)
}

// appendPlacement appends FEN's fields up to the counters: the board (the piece on each square,
// by at), the hands in brackets (how many of each type a side holds, by held), the side to move,
// and "- -" for castling and en passant.
func appendPlacement(b []byte, at func(Square) Piece, held func(game.Color, PieceType) int, side game.Color) []byte {
	b = append(appendBoard(b, at), '[')
	for c := game.Cho; c <= game.Han; c++ {
		for _, t := range handOrder {
			for range held(c, t) {
				b = append(b, MakePiece(c, t).String()...)
			}
		}
	}
	if side == game.Cho {
		return append(b, "] w - -"...)
	}
	return append(b, "] b - -"...)
}

// handOrder is the order in which Fairy-Stockfish lists a hand (its piece types from the highest down).
var handOrder = [...]PieceType{King, General, Soldier, Elephant}

func popcount(b bitboard) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}

// letterHint says which letters a Twelve Janggi FEN uses, and which one a hanja name stands for.
func letterHint(text string) string {
	const letters = "L king, G general, E elephant, C soldier, +C lord (upper case for Cho, lower case for Han)"
	names := map[rune]string{'王': "L", '將': "G", '相': "E", '子': "C", '侯': "+C", '왕': "L", '장': "G", '상': "E", '자': "C", '후': "+C"}
	r, _ := utf8.DecodeRuneInString(text)
	if l, ok := names[r]; ok {
		return fmt.Sprintf("FEN writes %c as %s; its letters are %s", r, l, letters)
	}
	return "FEN's letters are " + letters
}
