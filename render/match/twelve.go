package match

import (
	"errors"
	"fmt"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
)

// TwelveMatch is a game of Twelve Janggi in the window, as Match is one of Janggi (it shares its
// core: who plays each side, undo and redo, review, hints, the clock, the computer thinking in a
// goroutine that Tick polls without waiting), with the selection of board and hand pieces. Its
// methods are called from the window's update loop only. The core's methods speak of the game's
// own types: Game returns the *twelve.Game, Shown a *twelve.Position, Hint a twelve.Move.
type TwelveMatch struct {
	core[*twelve.Position, twelve.Move, twelve.Piece, *twelve.Game]
	Sel Selector[Spot, twelve.Move] // the pointer's selection and drag
}

// newTwelve starts a match of Twelve Janggi with e's Twelve Janggi player, as newJanggi does one
// of Janggi: on g, or the config's start when g is nil, with clk, or a fresh clock of the
// config's time control when clk is nil. The match owns g and clk from then on.
func newTwelve(cfg Config, e Engines, g *twelve.Game, clk *clock.Clock) (*TwelveMatch, error) {
	if cfg.Mode != kind.HotSeat && e.Twelve == nil {
		return nil, errors.New("match: the computer plays a side of Twelve Janggi but no Twelve Janggi engine was given")
	}
	cfg.Game = kind.Twelve
	if g == nil { // the config's start: its position, or Twelve Janggi's
		if cfg.StartFEN == "" {
			g = twelve.NewGame(twelve.TwelveJanggi)
		} else {
			var err error
			if g, err = twelve.NewGameFromFEN(twelve.TwelveJanggi, cfg.StartFEN); err != nil {
				return nil, fmt.Errorf("twelve janggi start position: %w", err)
			}
		}
	}
	m := &TwelveMatch{}
	m.init(cfg, e.Twelve, g, clk, m)
	return m, nil
}

// CanPick implements Picker: a person may pick up their own pieces, on the board or in
// their hand, on their turn.
func (m *TwelveMatch) CanPick(at Spot) bool {
	if !m.HumanToMove() {
		return false
	}
	side := m.shown.SideToMove()
	switch {
	case at.OnBoard():
		pc := m.shown.PieceAt(at.Square)
		return pc != twelve.NoPiece && pc.Color() == side
	case at.InHand():
		return at.Side == side && m.shown.Hand(side, at.Hand) > 0
	}
	return false
}

// MovesFrom implements Picker: board moves, or drops.
func (m *TwelveMatch) MovesFrom(at Spot) []twelve.Move {
	var out []twelve.Move
	for _, mv := range m.shown.LegalMoves(nil) {
		if at.OnBoard() && mv.From() == at.Square || at.InHand() && mv.DropType() == at.Hand {
			out = append(out, mv)
		}
	}
	return out
}

// Target implements Picker: the square a move or a drop goes to.
func (*TwelveMatch) Target(mv twelve.Move) Spot { return BoardSpot(mv.To()) }

// OnBoard implements Picker.
func (*TwelveMatch) OnBoard(at Spot) bool { return at.OnBoard() }

// Press, Drag and Release pass the pointer to the selector and play the move it completes.
// at is the spot under the pointer (NoSpot off the board and the hands); x, y are in pixels.
func (m *TwelveMatch) Press(at Spot, x, y float64) {
	mv, ok := m.Sel.Press(m, at, x, y)
	m.pointed(mv, false, ok, &m.Sel.Refused)
}

// Drag moves the pointer with the button held; slop is the distance that starts a drag.
func (m *TwelveMatch) Drag(x, y, slop float64) { m.Sel.Move(x, y, slop) }

// Release ends a press over the spot at.
func (m *TwelveMatch) Release(at Spot) {
	mv, dropped, ok := m.Sel.Release(m, at)
	m.pointed(mv, dropped, ok, &m.Sel.Refused)
}

// Flick plays the move of the piece at from (a square, or a hand: a drop) to the square of to,
// as Match.Flick does; it reports whether it played.
func (m *TwelveMatch) Flick(from, to Spot) bool {
	if !to.OnBoard() || !m.CanPick(from) {
		return false
	}
	for _, mv := range m.MovesFrom(from) {
		if mv.To() == to.Square && m.play(mv, false) {
			m.unrefuse() // the press on to was this drag's, not a click
			return true
		}
	}
	return false
}

// motion implements variant: the piece slides from its square, or from its hand for a drop (Piece
// as it was before the move: a soldier that promotes lands as a lord).
func (m *TwelveMatch) motion(pos *twelve.Position, mv twelve.Move, dropped bool) Motion[twelve.Move, twelve.Piece] {
	a := Motion[twelve.Move, twelve.Piece]{Move: mv, Captured: pos.PieceAt(mv.To()), Slide: SlideTicks}
	if mv.IsDrop() {
		a.Piece = twelve.MakePiece(pos.SideToMove(), mv.DropType())
	} else {
		a.Piece = pos.PieceAt(mv.From())
	}
	if dropped {
		a.Slide = 0
	}
	if a.Captured != twelve.NoPiece {
		a.Fade = FadeTicks
	}
	return a
}

// announce implements variant: a capture or a quiet move, and then (unless the game is over) a
// king stepping into the camp, a king that can be taken, or a promotion.
func (m *TwelveMatch) announce(pos *twelve.Position, mv twelve.Move) {
	mover := pos.SideToMove().Other()
	if m.Anim.Captured != twelve.NoPiece {
		m.events = append(m.events, EventCapture)
	} else {
		m.events = append(m.events, EventMove)
	}
	switch {
	case m.g.Result().Over():
	case m.Anim.Piece.Type() == twelve.King && CampOf(mover.Other()) == mv.To().Rank():
		m.events = append(m.events, EventCheck)
		m.notice(NoticeCamp, mover)
	case pos.InCheck():
		m.events = append(m.events, EventCheck)
		m.notice(NoticeCheck, mover)
	case mv.IsPromotion():
		m.notice(NoticePromotion, mover)
	}
}

// resetSelection implements variant.
func (m *TwelveMatch) resetSelection() { m.Sel.Reset() }

// flagFall implements variant: Twelve Janggi counts no points, the side out of time loses.
func (m *TwelveMatch) flagFall(loser game.Color) { m.g.FlagFall(loser) }

// isPass implements variant: Twelve Janggi has no pass.
func (*TwelveMatch) isPass(twelve.Move) bool { return false }

// CampOf returns the rank index of side c's camp (its back row): 0 for Cho, 3 for Han.
func CampOf(c game.Color) int {
	if c == game.Han {
		return twelve.Ranks - 1
	}
	return 0
}

// PlayMove makes mv on the live game as a move of the person's would be (its animation, sounds
// and notices), as Match.PlayMove does: the puzzles' opponent answers with it. It reports whether
// mv was legal.
func (m *TwelveMatch) PlayMove(mv twelve.Move) bool { return m.play(mv, false) }
