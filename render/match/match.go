package match

import (
	"errors"
	"time"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
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

// janggiMatch is a match of Janggi or Xiangqi, over package game's types.
type janggiMatch = Match[*game.Position, game.Move, game.Piece, *game.Game, game.Square]

// janggiRules are Janggi's and Xiangqi's rules as a match plays them (its variant): the points of
// the 9×10 board, and Janggi's pass.
type janggiRules struct{ m *janggiMatch }

// newJanggi starts a match of Janggi or Xiangqi (Start, Resume, View, PlayFrom) with e's Janggi
// player: on g, a game under way (resumed from the autosave, or continued from a move of a
// record), or the config's start when g is nil, with clk, or a fresh clock of the config's time
// control when clk is nil. The match owns g and clk from then on.
func newJanggi(cfg Config, e Engines, g *game.Game, clk *clock.Clock) (*janggiMatch, error) {
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
	m := &janggiMatch{}
	m.init(cfg, e.Janggi, g, clk, janggiRules{m})
	return m, nil
}

// CanPick implements Picker: a piece of the side to move.
func (r janggiRules) CanPick(sq game.Square) bool {
	if !sq.Valid() {
		return false
	}
	pc := r.m.shown.At(sq)
	return pc != game.NoPiece && pc.Color() == r.m.shown.SideToMove()
}

// MovesFrom implements Picker.
func (r janggiRules) MovesFrom(sq game.Square) []game.Move {
	var out []game.Move
	for _, mv := range r.m.shown.LegalMoves(nil) {
		if mv.From() == sq && !mv.IsPass() {
			out = append(out, mv)
		}
	}
	return out
}

// Target implements Picker: the point a move goes to.
func (janggiRules) Target(mv game.Move) game.Square { return mv.To() }

// OnBoard implements Picker: every valid square is a point of the board.
func (janggiRules) OnBoard(sq game.Square) bool { return sq.Valid() }

// passMove implements variant: the pass of the general of the side to move, when the rules allow
// it now.
func (r janggiRules) passMove() (game.Move, bool) {
	pos := r.m.g.Position()
	k := pos.GeneralSquare(pos.SideToMove())
	if k == game.NoSquare || !pos.IsLegal(game.PassMove(k)) {
		return game.NoMove, false
	}
	return game.PassMove(k), true
}

// passEnding implements variant: the pass mv ends the game at once, or opens the way to an
// ending by a pass back.
func (r janggiRules) passEnding(mv game.Move) (res game.Result, now, ok bool) {
	p := r.m.g.Position().Clone()
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

// motion implements variant.
func (janggiRules) motion(pos *game.Position, mv game.Move, dropped bool) Motion[game.Move, game.Piece] {
	return newAnim(pos, mv, dropped)
}

// announce implements variant: a pass, a capture or a quiet move, and then bikjang or check.
func (r janggiRules) announce(pos *game.Position, mv game.Move) {
	m, mover := r.m, pos.SideToMove().Other()
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

// flagFall implements variant: a loss, or counting where the preset says so.
func (r janggiRules) flagFall(loser game.Color) { clock.FlagFall(r.m.g, loser) }

// isPass implements variant.
func (janggiRules) isPass(mv game.Move) bool { return mv.IsPass() }

// portGame implements variant.
func (r janggiRules) portGame() port.Game { return port.GameOf(r.m.g) }

// playOn implements variant: the rules and the setups are the game's.
func (janggiRules) playOn(cfg Config, e Engines, g *game.Game, clk *clock.Clock) (Session, error) {
	cfg.Rules = g.Rules()
	for c := game.Cho; c <= game.Han; c++ {
		cfg.Setups[c] = g.Setup(c)
	}
	return session(newJanggi(cfg, e, g, clk))
}
