package match

import (
	"errors"
	"fmt"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
)

// twelveMatch is a match of Twelve Janggi, over package game/twelve's types, with the selection
// of board and hand pieces (Spot).
type twelveMatch = Match[*twelve.Position, twelve.Move, twelve.Piece, *twelve.Game, Spot]

// twelveRules are Twelve Janggi's rules as a match plays them (its variant): the 3×4 squares and
// the hands, drops, promotion and the camp; no pass.
type twelveRules struct{ m *twelveMatch }

// newTwelve starts a match of Twelve Janggi with e's Twelve Janggi player, as newJanggi does one
// of Janggi: on g, or the config's start when g is nil, with clk, or a fresh clock of the
// config's time control when clk is nil. The match owns g and clk from then on.
func newTwelve(cfg Config, e Engines, g *twelve.Game, clk *clock.Clock) (*twelveMatch, error) {
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
	m := &twelveMatch{}
	m.init(cfg, e.Twelve, g, clk, twelveRules{m})
	return m, nil
}

// CanPick implements Picker: a piece of the side to move, on the board or in its hand.
func (r twelveRules) CanPick(at Spot) bool {
	pos := r.m.shown
	side := pos.SideToMove()
	switch {
	case at.OnBoard():
		pc := pos.PieceAt(at.Square)
		return pc != twelve.NoPiece && pc.Color() == side
	case at.InHand():
		return at.Side == side && pos.Hand(side, at.Hand) > 0
	}
	return false
}

// MovesFrom implements Picker: board moves, or drops.
func (r twelveRules) MovesFrom(at Spot) []twelve.Move {
	var out []twelve.Move
	for _, mv := range r.m.shown.LegalMoves(nil) {
		if at.OnBoard() && mv.From() == at.Square || at.InHand() && mv.DropType() == at.Hand {
			out = append(out, mv)
		}
	}
	return out
}

// Target implements Picker: the square a move or a drop goes to.
func (twelveRules) Target(mv twelve.Move) Spot { return BoardSpot(mv.To()) }

// OnBoard implements Picker.
func (twelveRules) OnBoard(at Spot) bool { return at.OnBoard() }

// passMove and passEnding implement variant: Twelve Janggi has no pass.
func (twelveRules) passMove() (twelve.Move, bool) { return twelve.NoMove, false }
func (twelveRules) passEnding(twelve.Move) (res game.Result, now, ok bool) {
	return game.Result{}, false, false
}

// motion implements variant: the piece slides from its square, or from its hand for a drop (Piece
// as it was before the move: a soldier that promotes lands as a lord).
func (twelveRules) motion(pos *twelve.Position, mv twelve.Move, dropped bool) Motion[twelve.Move, twelve.Piece] {
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
func (r twelveRules) announce(pos *twelve.Position, mv twelve.Move) {
	m, mover := r.m, pos.SideToMove().Other()
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

// flagFall implements variant: Twelve Janggi counts no points, the side out of time loses.
func (r twelveRules) flagFall(loser game.Color) { r.m.g.FlagFall(loser) }

// isPass implements variant: Twelve Janggi has no pass.
func (twelveRules) isPass(twelve.Move) bool { return false }

// portGame implements variant.
func (r twelveRules) portGame() port.Game { return port.GameOf(r.m.g) }

// playOn implements variant.
func (twelveRules) playOn(cfg Config, e Engines, g *twelve.Game, clk *clock.Clock) (Session, error) {
	return session(newTwelve(cfg, e, g, clk))
}

// CampOf returns the rank index of side c's camp (its back row): 0 for Cho, 3 for Han.
func CampOf(c game.Color) int {
	if c == game.Han {
		return twelve.Ranks - 1
	}
	return 0
}
