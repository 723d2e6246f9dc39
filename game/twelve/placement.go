package twelve

import (
	"fmt"
	"strconv"
	"strings"

	"janggi/game"
	"janggi/internal/fentext"
)

// Placement is a Twelve Janggi board being set up by hand (the window's position editor): pieces
// on any squares, pieces in the hands, and the side to move, which need not be a position of the
// game yet. Flaws says why it is not one; Position makes it one.
type Placement struct {
	Board [SquareCount]Piece
	// Hand counts the pieces each side holds, by color and type (General, Elephant, Soldier).
	Hand [2][pieceTypeCount]int
	Side game.Color
}

// PlacementOf returns the pieces, hands and side to move of p.
func PlacementOf(p *Position) Placement {
	var pl Placement
	copy(pl.Board[:], p.board[:SquareCount])
	for c := range pl.Hand {
		for t := range pl.Hand[c] {
			pl.Hand[c][t] = int(p.hand[c][t])
		}
	}
	pl.Side = p.side
	return pl
}

// FEN returns the placement in Fairy-Stockfish's FEN (the counters 0 and 1), impossible or not.
func (pl Placement) FEN() string {
	b := appendPlacement(make([]byte, 0, 48), func(s Square) Piece { return pl.Board[s] },
		func(c game.Color, t PieceType) int { return max(0, min(pl.Hand[c][t], 9)) }, pl.Side)
	return string(append(b, " 0 1"...))
}

// FlawKind is a reason why a placement cannot be a position of Twelve Janggi.
type FlawKind uint8

// The flaws, in the order Flaws reports them.
const (
	FlawNoKing        FlawKind = iota + 1 // a side has no king
	FlawExtraKing                         // a side has more than one
	FlawTooMany                           // more than two of a type on the board and in the hands
	FlawSoldierFarRow                     // an unpromoted soldier on its far row
	FlawKingInHand                        // a king in a hand: the game would be over
	flawKindCount
)

var flawKindNames = [...]string{"", "no king", "extra king", "too many", "soldier on far row", "king in hand"}

// String names the kind in English, for tests and traces.
func (k FlawKind) String() string {
	if k < flawKindCount {
		return flawKindNames[k]
	}
	return "FlawKind(" + strconv.Itoa(int(k)) + ")"
}

// Flaw is one reason why a placement is not a position of Twelve Janggi: its kind, the side and
// type concerned, the square (NoSquare when none is at fault alone), and for the counts how many
// there are and how many there may be.
type Flaw struct {
	Kind       FlawKind
	Side       game.Color
	Type       PieceType
	Square     Square
	Count, Max int
}

// Error says what is wrong, in English.
func (f Flaw) Error() string {
	switch f.Kind {
	case FlawNoKing:
		return fmt.Sprintf("%s has no king", f.Side)
	case FlawExtraKing:
		return fmt.Sprintf("%s has %d kings, want exactly 1", f.Side, f.Count)
	case FlawTooMany:
		what := f.Type.String() + "s"
		if f.Type == Soldier {
			what = "soldiers and lords"
		}
		return fmt.Sprintf("%d %s on the board and in the hands; the game has %d", f.Count, what, f.Max)
	case FlawSoldierFarRow:
		return fmt.Sprintf("%s's soldier on %s, its far row, must be a lord: soldiers promote there", f.Side, f.Square)
	case FlawKingInHand:
		return fmt.Sprintf("%s holds a king in hand: the game would be over", f.Side)
	}
	return f.Kind.String()
}

// Flaws returns every reason why the placement cannot be a position of Twelve Janggi, or nil: a
// side without a king or with two, more than two generals, elephants or soldiers (lords counted
// as soldiers) on the board and in both hands together, an unpromoted soldier on its far row, or
// a king in a hand.
func (pl Placement) Flaws() []Flaw {
	var out []Flaw
	var kings [2]int
	var total [pieceTypeCount]int
	for s := Square(0); s < SquareCount; s++ {
		pc := pl.Board[s]
		if pc == NoPiece || pc.Type() >= pieceTypeCount {
			continue
		}
		t := pc.Type().Demoted()
		if t == King {
			kings[pc.Color()]++
		}
		total[t]++
	}
	for c := game.Cho; c <= game.Han; c++ {
		if pl.Hand[c][King] > 0 {
			out = append(out, Flaw{Kind: FlawKingInHand, Side: c, Type: King, Square: NoSquare, Count: pl.Hand[c][King]})
		}
		for _, t := range handTypes {
			total[t] += max(0, pl.Hand[c][t])
		}
	}
	for c := game.Cho; c <= game.Han; c++ {
		switch {
		case kings[c] == 0:
			out = append(out, Flaw{Kind: FlawNoKing, Side: c, Type: King, Square: NoSquare})
		case kings[c] > 1:
			out = append(out, Flaw{Kind: FlawExtraKing, Side: c, Type: King, Square: NoSquare, Count: kings[c], Max: 1})
		}
	}
	for _, t := range handTypes {
		if total[t] > maxHand {
			out = append(out, Flaw{Kind: FlawTooMany, Type: t, Square: NoSquare, Count: total[t], Max: maxHand})
		}
	}
	for s := Square(0); s < SquareCount; s++ {
		if pc := pl.Board[s]; pc.Type() == Soldier && farRow[pc.Color()].has(s) {
			out = append(out, Flaw{Kind: FlawSoldierFarRow, Side: pc.Color(), Type: Soldier, Square: s})
		}
	}
	return out
}

// handTypes are the types a hand holds in a game under way.
var handTypes = [...]PieceType{General, Elephant, Soldier}

// Position returns the placement as a position of Twelve Janggi to play from, or the first of its
// flaws.
func (pl Placement) Position() (*Position, error) {
	if flaws := pl.Flaws(); len(flaws) > 0 {
		return nil, flaws[0]
	}
	return ParseFEN(TwelveJanggi, pl.FEN())
}

// ParsePlacement reads a FEN into a placement for the editor: any position ParseFEN accepts, and
// also a board ParseFEN refuses only for a flaw that Flaws names, so that the editor can show it
// and say what is wrong. Anything else gives ParseFEN's error.
func ParsePlacement(fen string) (Placement, error) {
	p, err := ParseFEN(TwelveJanggi, fen)
	if err == nil {
		return PlacementOf(p), nil
	}
	fields := strings.Fields(fen)
	if len(fields) < 2 || len(fields) > 6 {
		return Placement{}, err
	}
	if _, _, bad := fentext.NotText(fen); bad {
		return Placement{}, err
	}
	q := &Position{variant: TwelveJanggi}
	boardText, handText := fields[0], ""
	if i := strings.IndexByte(boardText, '['); i >= 0 {
		if !strings.HasSuffix(boardText, "]") {
			return Placement{}, err
		}
		boardText, handText = boardText[:i], boardText[i+1:len(boardText)-1]
	}
	if q.parseBoard(boardText) != nil || q.parseHand(handText) != nil {
		return Placement{}, err
	}
	pl := PlacementOf(q)
	switch fields[1] {
	case "w":
	case "b":
		pl.Side = game.Han
	default:
		return Placement{}, err
	}
	if len(pl.Flaws()) == 0 {
		return Placement{}, err
	}
	return pl, nil
}
