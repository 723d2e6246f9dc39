package game

import (
	"fmt"
	"strings"

	"janggi/game/kind"
	"janggi/internal/fentext"
)

// Placement is a board being set up by hand (the window's position editor): any pieces on any
// points and the side to move, which need not be a position of the game yet. Flaws says why it is
// not one; Position makes it one.
type Placement struct {
	Board [SquareCount]Piece
	Side  Color
}

// PlacementOf returns the pieces and the side to move of p.
func PlacementOf(p *Position) Placement { return Placement{Board: p.board, Side: p.side} }

// FEN returns the placement in FEN (the counters 0 and 1), impossible or not.
func (pl Placement) FEN() string {
	var b strings.Builder
	writeBoard(&b, &pl.Board)
	side := "w"
	if pl.Side == Han {
		side = "b"
	}
	fmt.Fprintf(&b, " %s - - 0 1", side)
	return b.String()
}

// Count returns how many pieces pc stand on the board.
func (pl Placement) Count(pc Piece) int {
	n := 0
	for _, x := range pl.Board {
		if x == pc {
			n++
		}
	}
	return n
}

// FlawKind is a reason why a placement cannot be a position of the game.
type FlawKind uint8

// The flaws, in the order Flaws reports them.
const (
	FlawNoGeneral            FlawKind = iota + 1 // a side has no general
	FlawExtraGeneral                             // a side has more than one
	FlawTooMany                                  // more pieces of a kind than a side starts with
	FlawGeneralOutsidePalace                     // a general outside its own palace
	FlawGuardOutsidePalace                       // a guard (advisor) outside its own palace
	FlawAdvisorPoint                             // Xiangqi: an advisor off the palace's diagonals
	FlawElephantPoint                            // Xiangqi: an elephant across the river or off its seven points
	FlawSoldierBehind                            // a soldier behind its side's start rank
	FlawSoldierFile                              // Xiangqi: a soldier on its own side of the river off its start files
	FlawGeneralsFacing                           // Xiangqi: the generals face each other on an open file
	FlawOpponentInCheck                          // the side not to move is in check
	flawKindCount
)

var flawKindNames = [...]string{"", "no general", "extra general", "too many", "general outside palace",
	"guard outside palace", "advisor point", "elephant point", "soldier behind", "soldier file",
	"generals facing", "opponent in check"}

// String names the kind in English, for tests and traces.
func (k FlawKind) String() string {
	if k < flawKindCount {
		return flawKindNames[k]
	}
	return fmt.Sprintf("FlawKind(%d)", uint8(k))
}

// Flaw is one reason why a placement is not a position of the game: its kind, the side and piece
// type concerned, the point (NoSquare when none is at fault alone), and for FlawTooMany and the
// generals' count how many there are and how many there may be.
type Flaw struct {
	Kind       FlawKind
	Side       Color
	Type       PieceType
	Square     Square
	Count, Max int
	Game       kind.Game
}

// Error says what is wrong, in English, naming the side, the piece and the point.
func (f Flaw) Error() string {
	side, other := sideName(f.Side, f.Game), sideName(f.Side.Other(), f.Game)
	piece := pieceName(f.Type, f.Game)
	switch f.Kind {
	case FlawNoGeneral:
		return fmt.Sprintf("%s has no general", side)
	case FlawExtraGeneral:
		return fmt.Sprintf("%s has %d generals, want exactly 1", side, f.Count)
	case FlawTooMany:
		return fmt.Sprintf("%s has %d %ss, at most %d (as many as a side starts with)", side, f.Count, piece, f.Max)
	case FlawGeneralOutsidePalace, FlawGuardOutsidePalace:
		return fmt.Sprintf("%s's %s on %s is outside its palace (files d-f, ranks %s)", side, piece, f.Square, palaceRanks(f.Side))
	case FlawAdvisorPoint:
		return fmt.Sprintf("%s's advisor on %s is off the palace's diagonals: an advisor stands only on a corner or the centre of its palace", side, f.Square)
	case FlawElephantPoint:
		return fmt.Sprintf("%s's elephant on %s is on a point no elephant reaches: it never crosses the river and stands on seven points only", side, f.Square)
	case FlawSoldierBehind:
		return fmt.Sprintf("%s's soldier on %s is behind its start rank: soldiers never move back", side, f.Square)
	case FlawSoldierFile:
		return fmt.Sprintf("%s's soldier on %s is off its start files before the river: a soldier moves only forward until it crosses", side, f.Square)
	case FlawGeneralsFacing:
		return "the generals face each other on an open file"
	case FlawOpponentInCheck:
		return fmt.Sprintf("%s's general on %s is attacked but it is %s's turn", side, f.Square, other)
	}
	return f.Kind.String()
}

// maxCountOf is how many pieces of type t a side starts with, under both games.
func maxCountOf(t PieceType) int { return maxCount[t] }

// xiangqiElephant and xiangqiAdvisor are the points, as (file, rank) from Red's side, where a
// Xiangqi elephant or advisor can stand; Black's are the same turned round.
var (
	xiangqiElephant = [][2]int{{2, 0}, {6, 0}, {0, 2}, {4, 2}, {8, 2}, {2, 4}, {6, 4}}
	xiangqiAdvisor  = [][2]int{{3, 0}, {5, 0}, {4, 1}, {3, 2}, {5, 2}}
)

// onOwnPoints reports whether the piece of side c on square s is on one of points (given from
// Cho's side).
func onOwnPoints(points [][2]int, c Color, s Square) bool {
	f, r := s.File(), s.Rank()
	if c == Han {
		r = Ranks - 1 - r
	}
	for _, p := range points {
		if p[0] == f && p[1] == r {
			return true
		}
	}
	return false
}

// Flaws returns every reason why the placement cannot be a position of the rules' game, or nil
// when it is one: a side without a general or with two, more pieces of a kind than a side starts
// with, a general or guard outside its palace, a soldier behind its start rank; under Xiangqi an
// advisor off the palace's diagonals, an elephant across the river or off its seven points, a
// soldier off its start files before the river, generals facing on an open file; and the side
// not to move in check (unless the rules allow leaving the general attacked).
func (pl Placement) Flaws(r *Rules) []Flaw {
	if r == nil {
		r = Standard()
	}
	v := r.Game
	var out []Flaw
	add := func(f Flaw) {
		f.Game = v
		out = append(out, f)
	}
	var count [2][pieceTypeCount]int
	for s := Square(0); s < SquareCount; s++ {
		pc := pl.Board[s]
		if pc == NoPiece || pc.Type() >= pieceTypeCount || pc.Type() == NoPieceType {
			continue
		}
		count[pc.Color()][pc.Type()]++
	}
	for c := Cho; c <= Han; c++ {
		switch n := count[c][General]; {
		case n == 0:
			add(Flaw{Kind: FlawNoGeneral, Side: c, Type: General, Square: NoSquare})
		case n > 1:
			add(Flaw{Kind: FlawExtraGeneral, Side: c, Type: General, Square: NoSquare, Count: n, Max: 1})
		}
	}
	for c := Cho; c <= Han; c++ {
		for t := Guard; t < pieceTypeCount; t++ {
			if n := count[c][t]; n > maxCountOf(t) {
				add(Flaw{Kind: FlawTooMany, Side: c, Type: t, Square: NoSquare, Count: n, Max: maxCountOf(t)})
			}
		}
	}
	for s := Square(0); s < SquareCount; s++ {
		pc := pl.Board[s]
		if pc == NoPiece {
			continue
		}
		c, t := pc.Color(), pc.Type()
		f, rank := s.File(), s.Rank()
		own := rank // the rank counted from c's side: 0 is its back rank
		if c == Han {
			own = Ranks - 1 - rank
		}
		inOwnPalace := inPalace(f, rank) && palaceOf(rank) == c
		switch {
		case t == General && !inOwnPalace:
			add(Flaw{Kind: FlawGeneralOutsidePalace, Side: c, Type: t, Square: s})
		case t == Guard && !inOwnPalace:
			add(Flaw{Kind: FlawGuardOutsidePalace, Side: c, Type: t, Square: s})
		case t == Guard && v == kind.Xiangqi && !onOwnPoints(xiangqiAdvisor, c, s):
			add(Flaw{Kind: FlawAdvisorPoint, Side: c, Type: t, Square: s})
		case t == Elephant && v == kind.Xiangqi && !onOwnPoints(xiangqiElephant, c, s):
			add(Flaw{Kind: FlawElephantPoint, Side: c, Type: t, Square: s})
		case t == Soldier && own < 3:
			add(Flaw{Kind: FlawSoldierBehind, Side: c, Type: t, Square: s})
		case t == Soldier && v == kind.Xiangqi && own <= 4 && f%2 != 0:
			add(Flaw{Kind: FlawSoldierFile, Side: c, Type: t, Square: s})
		}
	}
	if len(out) > 0 {
		return out // the checks below need one general a side, each in its palace
	}
	p := pl.position(r)
	if v == kind.Xiangqi && p.Facing() {
		add(Flaw{Kind: FlawGeneralsFacing, Side: pl.Side, Type: General, Square: NoSquare})
		return out
	}
	if !r.AllowSelfCheck && p.attacked(p.kings[pl.Side.Other()], pl.Side) {
		add(Flaw{Kind: FlawOpponentInCheck, Side: pl.Side.Other(), Type: General, Square: p.kings[pl.Side.Other()]})
	}
	return out
}

// position returns the placement as a position of r without checking it.
func (pl Placement) position(r *Rules) *Position {
	p := &Position{rules: r, geo: janggiGeo, kings: [2]Square{NoSquare, NoSquare}, side: pl.Side, fullmove: 1}
	if r.Game == kind.Xiangqi {
		p.geo = xiangqiGeo
	}
	for s := Square(0); s < SquareCount; s++ {
		if pc := pl.Board[s]; pc != NoPiece {
			p.put(s, pc)
		}
	}
	return p
}

// Position returns the placement as a position of the rules' game to play from, or the first of
// its flaws (see Flaws).
func (pl Placement) Position(r *Rules) (*Position, error) {
	if r == nil {
		r = Standard()
	}
	if flaws := pl.Flaws(r); len(flaws) > 0 {
		return nil, flaws[0]
	}
	return ParseFEN(r, pl.FEN())
}

// ParsePlacement reads a FEN into a placement for the editor: any position ParseFEN accepts, and
// also a board ParseFEN refuses only for a flaw that Flaws names (two generals, a soldier behind
// its start...), so that the editor can show it and say what is wrong. Text that is not a board
// of the game, or a FEN refused for another reason, gives ParseFEN's error.
func ParsePlacement(r *Rules, fen string) (Placement, error) {
	if r == nil {
		r = Standard()
	}
	p, err := ParseFEN(r, fen)
	if err == nil {
		return PlacementOf(p), nil
	}
	fields := strings.Fields(fen)
	if len(fields) == 0 || len(fields) > 6 {
		return Placement{}, err
	}
	if _, _, found := fentext.NotText(fen); found {
		return Placement{}, err
	}
	q := &Position{rules: r, geo: janggiGeo, kings: [2]Square{NoSquare, NoSquare}}
	if q.parseBoard(fields[0]) != nil {
		return Placement{}, err
	}
	pl := Placement{Board: q.board}
	if len(fields) > 1 {
		switch fields[1] {
		case "w", "W":
		case "b", "B":
			pl.Side = Han
		default:
			return Placement{}, err
		}
	}
	if len(pl.Flaws(r)) == 0 {
		return Placement{}, err // refused for something else: the counters, say
	}
	return pl, nil
}
