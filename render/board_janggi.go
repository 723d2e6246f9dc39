package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/ui"
)

// janggiMatch is a match of Janggi or Xiangqi, over package game's types: the points of its board
// are game.Squares.
type janggiMatch = match.Match[*game.Position, game.Move, game.Piece, *game.Game, game.Square]

// janggiBoard is the board of Janggi or Xiangqi: counters on the 90 points of the 9×10 board.
type janggiBoard struct {
	st    *State
	m     *janggiMatch
	spec  *layout.Board // made once: the board layer is redrawn only when the geometry changes
	style Style
	geo   layout.Geometry
	layer boardLayer
}

// newJanggiBoard returns the board of a Janggi or Xiangqi match: the points, the counters' look
// and the pass where the rules know one.
func newJanggiBoard(st *State, m *janggiMatch) board {
	b, _ := janggiBoardAndView(st, m)
	return b
}

// janggiBoardAndView returns the board of m and its view, on which a puzzle draws its hint.
func janggiBoardAndView(st *State, m *janggiMatch) (board, *janggiBoard) {
	v := &janggiBoard{st: st, m: m, spec: layout.Janggi()}
	if m.Game().Rules().Game == kind.Xiangqi {
		v.spec, v.style = layout.Xiangqi(), StyleXiangqi
	}
	b := board{boardView: v, gameLook: &janggiLook{st: st, m: m, style: v.style}}
	if m.Game().Rules().Pass {
		b.pass = m
	}
	return b, v
}

func (b *janggiBoard) fit()               { b.geo = b.st.screen.FitBoard(b.spec, b.m.Flipped()) }
func (b *janggiBoard) frame() layout.Rect { return b.geo.Frame }

func (b *janggiBoard) spots() [][2]int {
	out := make([][2]int, 0, game.SquareCount)
	for s := game.Square(0); s < game.SquareCount; s++ {
		x, y := b.center(s)
		out = append(out, [2]int{int(x), int(y)})
	}
	return out
}

func (b *janggiBoard) chosen() (int, []int) {
	sel := b.m.Sel
	if !sel.Selected() {
		return -1, nil
	}
	out := make([]int, len(sel.Moves))
	for i, mv := range sel.Moves {
		out[i] = int(mv.To())
	}
	return int(sel.From), out
}

func (b *janggiBoard) noticeSize(isErr bool) float64 {
	if isErr {
		return b.geo.Cell * 0.32
	}
	return b.geo.Cell * 0.75
}

func (b *janggiBoard) noticeAvoid() []layout.Rect {
	pos := b.m.Shown()
	return noticeAvoidOf(pos.LastMove(), game.NoMove, pos.GeneralSquare(game.Cho), pos.GeneralSquare(game.Han), game.NoSquare, b.cellRect)
}

// cellRect returns the cell-sized square centred on point s.
func (b *janggiBoard) cellRect(s game.Square) layout.Rect {
	x, y := b.center(s)
	return layout.Rect{X: x - b.geo.Cell/2, Y: y - b.geo.Cell/2, W: b.geo.Cell, H: b.geo.Cell}
}

// square returns the square under pixel (x, y), or game.NoSquare.
func (b *janggiBoard) square(x, y float64) game.Square {
	p, ok := b.geo.Hit(x, y)
	if !ok {
		return game.NoSquare
	}
	return game.SquareAt(p.File, p.Rank)
}

// center returns the pixel at the centre of square s.
func (b *janggiBoard) center(s game.Square) (float64, float64) {
	return b.geo.Center(layout.Point{File: s.File(), Rank: s.Rank()})
}

func (b *janggiBoard) pointer(in *input) {
	passPointer(b.st, in, b.m, b.square, b.geo.Cell*0.15)
}

// janggiKey is what a Janggi or Xiangqi board's picture depends on.
type janggiKey struct {
	pos          uint64
	sel, drag    bool
	from         game.Square
	targets      int
	dragX, dragY int
	anim         match.Motion[game.Move, game.Piece]
	hint         game.Move
	geo          layout.Geometry
	shake        int
}

func (b *janggiBoard) key() any {
	m := b.m
	k := janggiKey{pos: m.Shown().Hash(), sel: m.Sel.Selected(), drag: m.Sel.Dragging, from: m.Sel.From,
		targets: len(m.Sel.Moves), anim: m.Anim, hint: m.Hint(), geo: b.geo, shake: m.Shake}
	if k.drag {
		k.dragX, k.dragY = int(m.Sel.X), int(m.Sel.Y)
	}
	return k
}

func (b *janggiBoard) pulsing() bool {
	return b.m.Shown().InCheck() || b.m.Shown().Bikjang() || b.m.Shake > 0
}

func (b *janggiBoard) draw(dst *ebiten.Image, ticks int) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(b.geo.Frame.X, b.geo.Frame.Y)
	dst.DrawImage(b.layer.image(b.geo, b.st.fonts, b.st.pen().Legible()), op)
	b.drawMarks(dst, ticks)
	b.drawPieces(dst)
	b.drawTargets(dst)
	b.drawHint(dst)
	b.drawDragged(dst)
}

// radius returns the radius of a counter of type t on this board.
func (b *janggiBoard) radius(t game.PieceType) float64 {
	return b.geo.Cell * 0.46 * counterSize(b.style, t)
}

// drawPiece draws piece pc centred on (x, y); lift raises it (selected or dragged), alpha fades it.
func (b *janggiBoard) drawPiece(dst *ebiten.Image, pc game.Piece, x, y, lift, alpha float64) {
	t := Token{Style: b.style, Side: pc.Color(), Type: pc.Type()}
	img := b.st.pieces.image(b.st.settings.Skin, t, b.radius(pc.Type())*(1+lift*0.08))
	op := &ebiten.DrawImageOptions{}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	op.GeoM.Translate(x-float64(w)/2, y-float64(h)/2-lift*b.geo.Cell*0.08)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// drawMarks draws the last move's from and to points, and a red glow under a general in check.
func (b *janggiBoard) drawMarks(dst *ebiten.Image, ticks int) {
	pos := b.m.Shown()
	c := b.geo.Cell
	if lm := pos.LastMove(); lm != game.NoMove {
		mark := ui.Fade(color.RGBA{0x2f, 0x80, 0xc0, 0xff}, 0.6)
		fx, fy := b.center(lm.From())
		tx, ty := b.center(lm.To())
		if lm.IsPass() {
			b.st.shapes.Ring(dst, fx, fy, c*0.5, c*0.06, mark)
		} else {
			b.st.shapes.Ring(dst, fx, fy, c*0.2, c*0.05, mark)
			b.counterShape(dst, tx, ty, c*0.54, 0, ui.Fade(color.RGBA{0x2f, 0x80, 0xc0, 0xff}, 0.45))
		}
	}
	if pos.InCheck() || pos.Bikjang() {
		side := pos.SideToMove()
		if k := pos.GeneralSquare(side); k != game.NoSquare {
			x, y := b.center(k)
			pulse := 0.55 + 0.25*math.Sin(float64(ticks)/6)
			b.st.shapes.Disc(dst, x, y, c*0.6, color.RGBA{0xe0, 0x20, 0x20, 0xff}, pulse)
		}
	}
}

// drawPieces draws every counter of the shown position, with the last move's slide and fade.
func (b *janggiBoard) drawPieces(dst *ebiten.Image) {
	pos := b.m.Shown()
	anim := b.m.Anim
	_, reviewing := b.m.Reviewing()
	animating := anim.Busy() && !reviewing && anim.Move != game.NoMove
	sel := b.m.Sel
	for s := game.Square(0); s < game.SquareCount; s++ {
		pc := pos.At(s)
		if pc == game.NoPiece || (animating && s == anim.Move.To()) || (sel.Dragging && s == sel.From) {
			continue
		}
		x, y := b.center(s)
		lift := 0.0
		if sel.Selected() && s == sel.From {
			lift = 1
			x += match.ShakeAt(b.m.Shake) * b.geo.Cell // a refused click shakes it
			b.drawSelectionRing(dst, pc, x, y-b.geo.Cell*0.08)
		}
		b.drawPiece(dst, pc, x, y, lift, 1)
	}
	if !animating {
		return
	}
	tx, ty := b.center(anim.Move.To())
	if anim.Captured != game.NoPiece {
		b.drawPiece(dst, anim.Captured, tx, ty, 0, anim.FadeAt())
	}
	fx, fy := b.center(anim.Move.From())
	k := anim.SlideAt()
	b.drawPiece(dst, anim.Piece, fx+(tx-fx)*k, fy+(ty-fy)*k, 0, 1)
}

// selectionInk is the ring around the selected piece: a bright gold that reads on the wood, on
// either side's counters and under the destinations' dots.
var selectionInk = color.RGBA{0xff, 0xc4, 0x2e, 0xff}

// drawSelectionRing draws a clear ring around the selected counter pc at (x, y), under it: the
// counter's own shape, a little larger, in gold with a dark rim so that it shows on light wood.
func (b *janggiBoard) drawSelectionRing(dst *ebiten.Image, pc game.Piece, x, y float64) {
	c := b.geo.Cell
	r := b.radius(pc.Type()) * 1.08
	b.counterShape(dst, x, y, r+c*0.13, c*0.13, ui.Fade(color.RGBA{0x3a, 0x26, 0x14, 0xff}, 0.55))
	b.counterShape(dst, x, y, r+c*0.1, c*0.08, selectionInk)
}

// drawTargets draws the selected piece's legal destinations: dots, and rings on captures.
func (b *janggiBoard) drawTargets(dst *ebiten.Image) {
	sel := b.m.Sel
	if !sel.Selected() || !b.st.settings.Hints {
		return
	}
	pos := b.m.Shown()
	c := b.geo.Cell
	ink := ui.Fade(inkOf(b.style, pos.SideToMove()), 0.75)
	for _, mv := range sel.Moves {
		t := mv.To()
		x, y := b.center(t)
		if pc := pos.At(t); pc != game.NoPiece {
			b.counterShape(dst, x, y, b.radius(pc.Type())*1.08, c*0.07, ink)
		} else {
			b.st.shapes.Disc(dst, x, y, c*0.13, ink, 1)
		}
	}
}

// drawHint draws the suggested move as an arrow.
func (b *janggiBoard) drawHint(dst *ebiten.Image) {
	h := b.m.Hint()
	if h == game.NoMove {
		return
	}
	c := b.geo.Cell
	fx, fy := b.center(h.From())
	if h.IsPass() {
		b.st.shapes.Ring(dst, fx, fy, c*0.55, c*0.08, hintInk)
		return
	}
	tx, ty := b.center(h.To())
	drawHintArrow(dst, b.st, fx, fy, tx, ty, c)
}

// drawDragged draws the piece following the pointer, above everything on the board.
func (b *janggiBoard) drawDragged(dst *ebiten.Image) {
	sel := b.m.Sel
	if !sel.Dragging {
		return
	}
	if pc := b.m.Shown().At(sel.From); pc != game.NoPiece {
		b.drawPiece(dst, pc, sel.X, sel.Y, 1.5, 1)
	}
}

// counterShape draws a shape the size of a counter centred on (x, y), an octagon on Janggi's
// board and a circle on Xiangqi's: filled when width is 0, else its outline width pixels wide.
func (b *janggiBoard) counterShape(dst *ebiten.Image, x, y, r, width float64, c color.RGBA) {
	switch {
	case b.style != StyleXiangqi:
		b.st.shapes.Octagon(dst, x, y, r, width, c)
	case width == 0:
		b.st.shapes.Disc(dst, x, y, r, c, 1)
	default:
		b.st.shapes.Ring(dst, x, y, r, width, c)
	}
}

// arrowFor implements boardView: a move from one point to another (the same point twice for a
// pass, "e2e2").
func (b *janggiBoard) arrowFor(uci string, _ game.Color) (fx, fy, tx, ty, cell float64, ok bool) {
	from, n := scanPoint(uci)
	to, m := scanPoint(uci[n:])
	if n == 0 || m == 0 || n+m != len(uci) {
		return 0, 0, 0, 0, 0, false
	}
	fx, fy = b.center(from)
	tx, ty = b.center(to)
	return fx, fy, tx, ty, b.geo.Cell, true
}

// scanPoint reads a point of a UCI move ("a1" to "i10") at the start of s: the point and its
// length, 0 when there is none.
func scanPoint(s string) (game.Square, int) {
	for n := min(3, len(s)); n >= 2; n-- {
		if sq, err := game.ParseSquare(s[:n]); err == nil {
			return sq, n
		}
	}
	return game.NoSquare, 0
}

// janggiLook is Janggi's or Xiangqi's words, colours and moves, as the panel, the move list and
// the dialogs show them: the counters' style, the preset, the points where Janggi counts them.
type janggiLook struct {
	st    *State
	m     *janggiMatch
	style Style
}

func (b *janggiLook) game() kind.Game      { return b.style.game() }
func (b *janggiLook) rules() *game.Rules   { return b.m.Game().Rules() }
func (b *janggiLook) shown() port.Position { return port.PositionOf(b.m.Shown()) }

func (b *janggiLook) title(l i18n.Lang) string {
	if b.style == StyleXiangqi {
		return i18n.GameName(kind.Xiangqi, l)
	}
	return i18n.Title.In(l) + " · " + i18n.Preset(l, b.rules())
}

func (b *janggiLook) rulesName(l i18n.Lang) string { return i18n.Preset(l, b.rules()) }

func (b *janggiLook) emblem(dst *ebiten.Image, r layout.Rect, side game.Color) float64 {
	u := b.st.screen.Unit
	rad := r.H * 0.34
	img := b.st.pieces.image(b.st.settings.Skin, Token{Style: b.style, Side: side, Type: game.General}, rad)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X+u*1.0+rad-float64(img.Bounds().Dx())/2+rad*0.2, r.Y+r.H/2-float64(img.Bounds().Dy())/2)
	dst.DrawImage(img, op)
	return r.X + u*1.6 + rad*2.4
}

func (b *janggiLook) light(c game.Color) color.RGBA { return lightOf(b.style, c) }
func (b *janggiLook) ink(c game.Color) color.RGBA   { return inkOf(b.style, c) }

func (b *janggiLook) points(c game.Color) (game.Points, bool) {
	return b.m.Shown().Points(c), b.rules().Game == kind.Janggi
}

func (b *janggiLook) help() (keys, glossary []i18n.Text) {
	if b.style == StyleXiangqi {
		return without(i18n.HelpKeys, i18n.PassKey), nil
	}
	return i18n.HelpKeys, i18n.Glossary
}

func (b *janggiLook) firstNote() i18n.Text { return i18n.Text{} }
func (b *janggiLook) traceTag() string     { return "" }

func (b *janggiLook) moves() []string { return uci(b.m.Game().Moves()) }

func (b *janggiLook) moveTexts(dst []string, l i18n.Lang) []string {
	g := b.m.Game()
	pos, err := game.ParseFEN(g.Rules(), g.StartFEN())
	if err != nil {
		return dst
	}
	return moveTexts(dst, pos, g.Moves(), func(p *game.Position, mv game.Move) string { return coreMoveText(p, mv, l) })
}
