package match

import (
	"math"

	"janggi/game"
)

// Ticks per second of the window's update loop; animation lengths are counted in ticks.
const TPS = 60

// Animation lengths in ticks (at 60 ticks a second): a move slides in 200 ms with ease-out, a
// captured piece fades a little longer so it is still seen going when the mover arrives.
const (
	SlideTicks    = 12
	FadeTicks     = 16
	AnnounceTicks = 75 // how long 장군, 빅장 and 한수쉼 stay on the board
	ShakeTicks    = 18 // a refused click's shake of the selected piece: 0.3 s, three swings
)

// ShakeAt returns the selected piece's sideways offset while it shakes after a refused click,
// in cells (shake is Match.Shake): three swings dying away; 0 when it does not shake.
func ShakeAt(shake int) float64 {
	if shake <= 0 {
		return 0
	}
	left := float64(shake) / ShakeTicks // 1 at the start, towards 0
	return 0.09 * left * math.Sin((1-left)*3*2*math.Pi+math.Pi/2)
}

// Motion is the animation of the last move of a game whose moves are M and pieces Pc: the mover
// sliding to the move's target and the piece it took fading out. Tick counts up from 0; the zero
// Motion is finished.
type Motion[M, Pc comparable] struct {
	Move     M
	Piece    Pc // the piece that moves, as it stood before the move
	Captured Pc // the piece taken, or the game's NoPiece
	Tick     int
	Slide    int // ticks the slide takes; 0 when the piece was dropped in place
	Fade     int // ticks the captured piece takes to fade
}

// newAnim returns the animation of a Janggi or Xiangqi move m played on pos (before it is made),
// from its From square to its To square; a pass has none.
func newAnim(pos *game.Position, m game.Move, dropped bool) Motion[game.Move, game.Piece] {
	if m.IsPass() {
		return Motion[game.Move, game.Piece]{}
	}
	a := Motion[game.Move, game.Piece]{Move: m, Piece: pos.At(m.From()), Slide: SlideTicks}
	if dropped {
		a.Slide = 0
	}
	if c := pos.At(m.To()); c != game.NoPiece {
		a.Captured, a.Fade = c, FadeTicks
	}
	return a
}

// Busy reports whether the animation is still running.
func (a Motion[M, Pc]) Busy() bool { return a.Tick < max(a.Slide, a.Fade) }

// Step advances the animation by one tick.
func (a *Motion[M, Pc]) Step() {
	if a.Busy() {
		a.Tick++
	}
}

// SlideAt returns how far the mover has travelled, 0 to 1, eased out (fast start, soft landing).
func (a Motion[M, Pc]) SlideAt() float64 {
	if a.Slide == 0 || a.Tick >= a.Slide {
		return 1
	}
	return EaseOut(float64(a.Tick) / float64(a.Slide))
}

// FadeAt returns the opacity of the captured piece, 1 (whole) to 0 (gone).
func (a Motion[M, Pc]) FadeAt() float64 {
	if a.Fade == 0 || a.Tick >= a.Fade {
		return 0
	}
	return 1 - float64(a.Tick)/float64(a.Fade)
}

// EaseOut is the cubic ease-out curve: 0 at 0, 1 at 1, steep at the start and flat at the end.
func EaseOut(t float64) float64 {
	t = min(max(t, 0), 1)
	u := 1 - t
	return 1 - u*u*u
}

// Notice is something announced on the board for a moment.
type Notice uint8

// The notices.
const (
	NoNotice        Notice = iota
	NoticeCheck            // 장군: the side to move is in check
	NoticeBikjang          // 빅장: the generals face each other
	NoticePass             // 한수쉼: the last move was a pass
	NoticeAIError          // the computer player failed; Err says why
	NoticeCamp             // Twelve Janggi: a king stepped into the opponent's camp (it wins unless taken at once)
	NoticePromotion        // Twelve Janggi: a soldier reached the far row and became a lord (侯)
)

// Announcement is the notice on show and the ticks it has left.
type Announcement struct {
	Notice Notice
	Side   game.Color // the side that passed or gives check
	Ticks  int
}

// Alpha returns the notice's opacity: whole most of the time, fading over its last third of a second.
func (a Announcement) Alpha() float64 {
	if a.Ticks <= 0 {
		return 0
	}
	return min(1, float64(a.Ticks)/20)
}
