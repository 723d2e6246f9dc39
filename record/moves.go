package record

import (
	"fmt"

	"janggi/game"
	"janggi/game/port"
)

// How the readers and writers play a record's moves, whatever its game: a mover stands on the
// record's start position (package port's Position) and plays the moves one after the other,
// reading and writing each in the notation a format asks for.
//
// A game of package game's 9×10 rules core (Janggi, Xiangqi: its rules are a preset of that core)
// is played by the replay of replay.go, which is that core's adapter here: it checks a move
// against its own piece's moves only, so that a collection of records reads fast, it plays on
// where sites with other rules did after a pass ended the game, and it reads and writes the
// notations of that core (san.go, gibmove.go). Every other game is played through the port alone
// (portMover): its moves are in UCI form in every format, and a move after the end is refused.

// notation is a way of writing moves: UCI form, which records keep and every game has, the
// algebraic notation of PGN, or .gib's. A game without the last two writes UCI for them.
type notation uint8

const (
	uciNotation notation = iota
	sanNotation
	gibNotation
)

// notationOf returns the notation of format f's moves (a line in the FEN format is in PGN's).
func notationOf(f Format) notation {
	if f == GIB {
		return gibNotation
	}
	return sanNotation
}

// A mover plays a record's moves from its start.
type mover interface {
	// position returns the position reached. It belongs to the mover: a caller that keeps it
	// clones it.
	position() port.Position
	// read reads a move written in notation n (UCI form is read in every notation) and checks
	// that it can be played now; the error says why not, without repeating the text.
	read(text string, n notation) (port.Move, error)
	// write writes m, a move read now, in notation n.
	write(m port.Move, n notation) string
	// apply makes m, a move read now.
	apply(m port.Move)
	// ended returns the number of moves after which the rules ended the game, and how, when
	// they did before the last move played; -1 otherwise (a mover that refuses a move after the
	// end never sees that).
	ended() (int, game.Result)
}

// mover returns a mover on the record's start position; track watches for the first ending
// (ended), which only the readers need.
func (r *Record) mover(track bool) (mover, error) {
	rules, err := port.For(r.Game, r.Rules)
	if err != nil {
		return nil, err
	}
	if preset := rules.Preset(); preset != nil {
		return newReplay(preset, r.StartFEN, track)
	}
	p, err := rules.ParseFEN(r.StartFEN)
	if err != nil {
		return nil, err
	}
	return portMover{p}, nil
}

// portMover plays the moves of any game through the port: UCI form in every notation, and no
// move once the game is over.
type portMover struct{ p port.Position }

func (w portMover) position() port.Position              { return w.p }
func (w portMover) write(m port.Move, _ notation) string { return m.String() }
func (w portMover) apply(m port.Move)                    { w.p.Make(m) }
func (portMover) ended() (int, game.Result)              { return -1, game.Result{} }
func (w portMover) read(text string, _ notation) (port.Move, error) {
	if res := w.p.Result(); res.Over() {
		return port.NoMove, fmt.Errorf("the game is over (%v)", res)
	}
	m, err := w.p.ParseMove(text)
	if err != nil {
		return port.NoMove, withoutEcho(err)
	}
	return m, nil
}

// walk plays the record's first ply moves (all of them when ply is negative or past the end),
// calling each (when not nil) with the position before each move; each returning false stops the
// walk. It returns the mover where it stopped, and a *MoveError for a move it cannot play.
func (r *Record) walk(ply int, track bool, each func(i int, p port.Position) bool) (mover, error) {
	w, err := r.mover(track)
	if err != nil {
		return nil, err
	}
	for i, text := range r.movesTo(ply) {
		if each != nil && !each(i, w.position()) {
			return w, nil
		}
		m, err := w.read(text, uciNotation)
		if err != nil {
			return w, &MoveError{Number: i + 1, Text: text, Err: err}
		}
		w.apply(m)
	}
	return w, nil
}
