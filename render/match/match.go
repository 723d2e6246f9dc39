package match

import (
	"errors"
	"time"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
)

// Event is something that just happened, for the window to play a sound or show a panel.
type Event uint8

// The events, in the order a move can raise them.
const (
	EventMove      Event = iota + 1 // a quiet move
	EventCapture                    // a move that took a piece
	EventPass                       // a pass (한수쉼)
	EventCheck                      // the side to move is now in check (장군)
	EventBikjang                    // the generals now face each other (빅장)
	EventGameOver                   // the game just ended
	EventHint                       // a hint arrived
	EventCountdown                  // the running clock counts down another second (Countdown)
	EventAutoMove                   // a person's time for the move ran out and the computer played it
	EventRefused                    // a click or a drop where the selected piece cannot go (Shake)
)

// Timing of the computer player.
const (
	// ComputerPause is how long the computer waits after a move before its own move is shown
	// in computer-against-computer games, so that a person can follow them.
	ComputerPause = TPS / 2
	// HintTime bounds the search behind a hint.
	HintTime = 3 * time.Second
)

// Match is a game of Janggi or Xiangqi in the window: the game itself, who plays each side, what
// is selected, what moves on the board and what the computer is doing (the core it shares with
// TwelveMatch), with Janggi's selection of board points and its pass. Its methods are called
// from the window's update loop only (it is not safe for concurrent use); the computer thinks
// in goroutines that report on channels which Tick polls without waiting. The core's methods
// speak of the game's own types: Game returns the *game.Game, Shown a *game.Position, Hint a
// game.Move.
type Match struct {
	core[*game.Position, game.Move, game.Piece, *game.Game]
	Sel Selector[game.Square, game.Move] // the pointer's selection and drag
}

// newJanggi starts a match of Janggi or Xiangqi (Start, Resume, View, PlayFrom) with e's Janggi
// player: on g, a game under way (resumed from the autosave, or continued from a move of a
// record), or the config's start when g is nil, with clk, or a fresh clock of the config's time
// control when clk is nil. The match owns g and clk from then on.
func newJanggi(cfg Config, e Engines, g *game.Game, clk *clock.Clock) (*Match, error) {
	if cfg.Mode != kind.HotSeat && e.Janggi == nil {
		return nil, errors.New("match: the computer plays a side but no engine was given")
	}
	if g == nil { // the config's start: its position, its handicap or its setups
		rules := cfg.Rules
		if rules == nil {
			rules = game.Standard()
		}
		fen := cfg.StartFEN
		if fen == "" && !cfg.Handicap.None() && rules.Game == kind.Janggi {
			var err error
			if fen, err = game.HandicapFEN(cfg.Setups[game.Cho], cfg.Setups[game.Han], cfg.Handicap); err != nil {
				return nil, err
			}
		}
		if fen == "" {
			g = game.NewGame(rules, cfg.Setups[game.Cho], cfg.Setups[game.Han])
		} else {
			var err error
			if g, err = game.NewGameFromFEN(rules, fen); err != nil {
				return nil, err
			}
		}
	}
	cfg.Game = GameOf(g.Rules())
	m := &Match{}
	m.init(cfg, e.Janggi, g, clk, m)
	return m, nil
}

// CanPick implements Picker: a person may pick up their own pieces on their turn.
func (m *Match) CanPick(sq game.Square) bool {
	if !m.HumanToMove() || !sq.Valid() {
		return false
	}
	pc := m.shown.At(sq)
	return pc != game.NoPiece && pc.Color() == m.shown.SideToMove()
}

// MovesFrom implements Picker.
func (m *Match) MovesFrom(sq game.Square) []game.Move {
	var out []game.Move
	for _, mv := range m.shown.LegalMoves(nil) {
		if mv.From() == sq && !mv.IsPass() {
			out = append(out, mv)
		}
	}
	return out
}

// Target implements Picker: the point a move goes to.
func (*Match) Target(mv game.Move) game.Square { return mv.To() }

// OnBoard implements Picker: every valid square is a point of the board.
func (*Match) OnBoard(sq game.Square) bool { return sq.Valid() }

// Press, Drag and Release pass the pointer to the selector and play the move it completes.
// sq is the board square under the pointer, or game.NoSquare; x, y are in pixels.
func (m *Match) Press(sq game.Square, x, y float64) {
	mv, ok := m.Sel.Press(m, sq, x, y)
	m.pointed(mv, false, ok, &m.Sel.Refused)
}

// Drag moves the pointer with the button held; slop is the distance that starts a drag.
func (m *Match) Drag(x, y, slop float64) { m.Sel.Move(x, y, slop) }

// Release ends a press over sq.
func (m *Match) Release(sq game.Square) {
	mv, dropped, ok := m.Sel.Release(m, sq)
	m.pointed(mv, dropped, ok, &m.Sel.Refused)
}

// Flick plays the move of the piece on from to square to, when the person to move may move that
// piece there: a drag so quick (press, move and release between two of the window's ticks) that
// the window saw the press only where the button was let go. It reports whether it played; when
// it did not, nothing changed. The piece slides, since it was never seen following the pointer.
func (m *Match) Flick(from, to game.Square) bool {
	if !m.CanPick(from) {
		return false
	}
	for _, mv := range m.MovesFrom(from) {
		if mv.To() == to && m.play(mv, false) {
			m.unrefuse() // the press on to was this drag's, not a click
			return true
		}
	}
	return false
}

// passMove returns the pass of the person to move, when the rules allow one now.
func (m *Match) passMove() (game.Move, bool) {
	if !m.HumanToMove() {
		return game.NoMove, false
	}
	pos := m.g.Position()
	k := pos.GeneralSquare(pos.SideToMove())
	if k == game.NoSquare || !pos.IsLegal(game.PassMove(k)) {
		return game.NoMove, false
	}
	return game.PassMove(k), true
}

// Pass plays a pass (한수쉼) for the person to move, when the rules allow it now.
func (m *Match) Pass() bool {
	mv, ok := m.passMove()
	return ok && m.play(mv, false)
}

// PassEnding says what a pass by the person to move would open the way to: the game ends at once
// (now: a pass that answers a pass, or that accepts a bikjang), or the opponent can end it by
// passing back. res is that ending, with its points; ok is false when a pass ends nothing (or the
// person cannot pass), so that the window can warn before a pass that decides the game.
func (m *Match) PassEnding() (res game.Result, now, ok bool) {
	mv, can := m.passMove()
	if !can {
		return game.Result{}, false, false
	}
	p := m.g.Position().Clone()
	p.Make(mv)
	if r := p.Result(); r.Over() {
		return r, true, true
	}
	k := p.GeneralSquare(p.SideToMove())
	if k == game.NoSquare || !p.IsLegal(game.PassMove(k)) {
		return game.Result{}, false, false
	}
	p.Make(game.PassMove(k))
	if r := p.Result(); r.Over() {
		return r, false, true
	}
	return game.Result{}, false, false
}

// CanPass reports whether the Pass button does something now.
func (m *Match) CanPass() bool {
	_, ok := m.passMove()
	return ok
}

// motion implements variant.
func (m *Match) motion(pos *game.Position, mv game.Move, dropped bool) Motion[game.Move, game.Piece] {
	return newAnim(pos, mv, dropped)
}

// announce implements variant: a pass, a capture or a quiet move, and then bikjang or check.
func (m *Match) announce(pos *game.Position, mv game.Move) {
	mover := pos.SideToMove().Other()
	switch {
	case mv.IsPass():
		m.events = append(m.events, EventPass)
		m.notice(NoticePass, mover)
	case m.Anim.Captured != game.NoPiece:
		m.events = append(m.events, EventCapture)
	default:
		m.events = append(m.events, EventMove)
	}
	switch {
	case pos.Bikjang():
		m.events = append(m.events, EventBikjang)
		m.notice(NoticeBikjang, mover)
	case pos.InCheck():
		m.events = append(m.events, EventCheck)
		m.notice(NoticeCheck, mover)
	}
}

// resetSelection implements variant.
func (m *Match) resetSelection() { m.Sel.Reset() }

// flagFall implements variant: a loss, or counting where the preset says so.
func (m *Match) flagFall(loser game.Color) { clock.FlagFall(m.g, loser) }

// isPass implements variant.
func (m *Match) isPass(mv game.Move) bool { return mv.IsPass() }

// PlayMove makes mv on the live game as a move of the person's would be (its animation, sounds
// and notices): the puzzles' opponent answers with it. It reports whether mv was legal.
func (m *Match) PlayMove(mv game.Move) bool { return m.play(mv, false) }
