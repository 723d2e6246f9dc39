package tutorial

import (
	"fmt"
	"slices"

	"janggi/game"
	"janggi/game/port"
	"janggi/game/twelve"
)

// Verdict is what a move did to the step's task.
type Verdict uint8

// The verdicts.
const (
	// Illegal: the move is not legal; nothing changed.
	Illegal Verdict = iota
	// Wrong: a legal move that is not the task; the position is set back.
	Wrong
	// Progress: one more dot visited; the piece is back on its point.
	Progress
	// Done: the task is done; the position shows the move.
	Done
)

// Play is a step being played: its position, the dots visited, whether the task is done.
type Play struct {
	Step    *Step
	fen     string
	jg      *game.Position
	tw      *twelve.Position
	visited []string
	done    bool
	last    [2]string // the last move's points, "" before one
}

// Start returns the step's play from its position.
func (s *Step) Start() (*Play, error) {
	fen, err := s.FEN()
	if err != nil {
		return nil, err
	}
	p := &Play{Step: s, fen: fen}
	if err := p.reset(); err != nil {
		return nil, err
	}
	p.done = s.Task == Read
	return p, nil
}

// reset sets the position back to the step's start, read by the port: the position of its game's
// rules core (jg or tw) is set, the other stays nil.
func (p *Play) reset() error {
	p.last = [2]string{}
	r, err := port.For(p.Step.Game, p.Step.Rules())
	if err != nil {
		return err
	}
	pos, err := r.ParseFEN(p.fen)
	if err != nil {
		return err
	}
	p.jg, _ = port.Core[*game.Position](pos)
	p.tw, _ = port.Core[*twelve.Position](pos)
	return nil
}

// Position returns the step's position now: the position of its rules core behind the port
// (port.Core gives it to a board view).
func (p *Play) Position() port.Position {
	if p.tw != nil {
		return port.PositionOf(p.tw)
	}
	return port.PositionOf(p.jg)
}

// Done reports whether the task is done.
func (p *Play) Done() bool { return p.done }

// Visited returns the dots visited so far (Visit).
func (p *Play) Visited() []string { return p.visited }

// LastMove returns the points of the last move shown, or "", "".
func (p *Play) LastMove() (from, to string) { return p.last[0], p.last[1] }

// Need returns how many dots a Visit must reach.
func (p *Play) Need() int {
	if p.Step.Visits > 0 {
		return p.Step.Visits
	}
	return len(p.startDots())
}

// startDots returns the dots of the step's piece in its start position.
func (p *Play) startDots() []string {
	q, err := p.Step.Start()
	if err != nil || q.done && p.Step.Task != Read {
		return nil
	}
	return q.Dots(p.Step.Piece)
}

// Dots returns the points the piece on from may move to: its legal moves as the engine finds
// them (never a pass); for a piece in the Twelve Janggi player's hand (from "C@", see
// Step.Piece), the points it may be dropped on. None once the task is done.
func (p *Play) Dots(from string) []string {
	if p.done && p.Step.Task != Read {
		return nil
	}
	var out []string
	if p.tw != nil {
		for _, m := range p.tw.LegalMoves(nil) {
			if source(m) == from {
				out = append(out, m.To().String())
			}
		}
		return out
	}
	for _, m := range p.jg.LegalMoves(nil) {
		if !m.IsPass() && m.From().String() == from {
			out = append(out, m.To().String())
		}
	}
	return out
}

// source returns where a Twelve Janggi move starts: its square, or for a drop the piece's
// letter and "@" ("C@").
func source(m twelve.Move) string {
	if m.IsDrop() {
		return string(m.DropType().Letter()) + "@"
	}
	return m.From().String()
}

// HandTypes are the kinds of piece a Twelve Janggi hand holds, in the order the window's trays
// show them.
var HandTypes = []twelve.PieceType{twelve.General, twelve.Elephant, twelve.Soldier}

// Hand returns the pieces in the player's hand of a Twelve Janggi step, one name each kind
// ("C@", as Dots and Move take them), in the order of HandTypes; none for the other games.
func (p *Play) Hand() []string {
	if p.tw == nil {
		return nil
	}
	var out []string
	for _, t := range HandTypes {
		if p.tw.Hand(p.tw.SideToMove(), t) > 0 {
			out = append(out, string(t.Letter())+"@")
		}
	}
	return out
}

// Mine reports whether a piece of the player stands on point sq, or (Twelve Janggi) whether
// sq names a kind of piece the player holds in hand ("C@").
func (p *Play) Mine(sq string) bool {
	if p.tw != nil {
		if slices.Contains(p.Hand(), sq) {
			return true
		}
		s, err := twelve.ParseSquare(sq)
		return err == nil && p.tw.PieceAt(s) != twelve.NoPiece && p.tw.PieceAt(s).Color() == p.tw.SideToMove()
	}
	s, err := game.ParseSquare(sq)
	return err == nil && p.jg.At(s) != game.NoPiece && p.jg.At(s).Color() == p.jg.SideToMove()
}

// CanPass reports whether the player may pass now (Janggi, not in check, task not done).
func (p *Play) CanPass() bool {
	return p.jg != nil && !p.done && p.jg.Rules().Pass && p.jg.CanPass()
}

// Move plays the move from → to (in Twelve Janggi, from "C@" drops the soldier in hand) and says
// what it did to the task.
func (p *Play) Move(from, to string) Verdict {
	if p.done && p.Step.Task != Read || !slices.Contains(p.Dots(from), to) {
		return Illegal
	}
	if p.tw != nil {
		for _, m := range p.tw.LegalMoves(nil) { // a promotion where one is due: the engine's move
			if source(m) == from && m.To().String() == to {
				p.tw.Make(m)
				break
			}
		}
	} else {
		fs, _ := game.ParseSquare(from)
		ts, _ := game.ParseSquare(to)
		p.jg.Make(game.NewMove(fs, ts))
	}
	p.last = [2]string{from, to}
	return p.judge(from, to, false)
}

// Pass passes and says what it did to the task.
func (p *Play) Pass() Verdict {
	if !p.CanPass() {
		return Illegal
	}
	k := p.jg.GeneralSquare(p.jg.SideToMove())
	p.jg.Make(game.PassMove(k))
	p.last = [2]string{k.String(), k.String()}
	return p.judge("", "", true)
}

// judge returns the verdict on the move just made (a pass if pass), setting the position back
// for a wrong move or a dot visited.
func (p *Play) judge(from, to string, pass bool) Verdict {
	s := p.Step
	ok := false
	switch s.Task {
	case Read, AnyMove:
		ok = true
	case Visit:
		if from != s.Piece {
			break
		}
		if !slices.Contains(p.visited, to) {
			p.visited = append(p.visited, to)
		}
		if len(p.visited) < p.Need() {
			p.reset()
			return Progress
		}
		ok = true
	case MoveTo:
		ok = to == s.Target && (s.Piece == "" || from == s.Piece)
	case MoveFrom:
		ok = from == s.Piece
	case GiveCheck:
		ok = !pass && p.inCheck()
	case Mate:
		res := p.Result()
		ok = !pass && res.Over() && res.Reason == game.Checkmate
	case Pass:
		ok = pass
	}
	if !ok {
		p.reset()
		return Wrong
	}
	p.done = true
	return Done
}

// inCheck reports whether the side to move is in check.
func (p *Play) inCheck() bool {
	if p.tw != nil {
		return p.tw.InCheck()
	}
	return p.jg.InCheck()
}

// Result returns how the game stands in the position shown.
func (p *Play) Result() game.Result { return p.Position().Result() }

// Points returns each side's counting points in the position shown (Janggi only; false else).
func (p *Play) Points() ([2]game.Points, bool) { return p.Position().Points() }

// Retry sets the step back to its start, the dots visited forgotten.
func (p *Play) Retry() error {
	p.visited, p.done = nil, p.Step.Task == Read
	return p.reset()
}

// String names the step's position, for errors and the trace.
func (p *Play) String() string { return fmt.Sprintf("%v %s", p.Step.Game, p.fen) }
