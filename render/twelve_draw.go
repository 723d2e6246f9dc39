package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/ui"
)

// cellRect returns the rectangle of square sq's cell on Twelve Janggi's board g.
func cellRect(g layout.Geometry, sq twelve.Square) layout.Rect {
	x, y := g.Center(layout.Point{File: sq.File(), Rank: sq.Rank()})
	return layout.Rect{X: x - g.Cell/2, Y: y - g.Cell/2, W: g.Cell, H: g.Cell}
}

// drawTwelveCamps tints each side's back row, its camp, in the side's colour.
func drawTwelveCamps(dst *ebiten.Image, g layout.Geometry) {
	for c := game.Cho; c <= game.Han; c++ {
		rank := match.CampOf(c)
		for f := 0; f < twelve.Files; f++ {
			r := cellRect(g, twelve.SquareAt(f, rank)).Inset(g.Cell * 0.03)
			ui.FillRect(dst, r.X, r.Y, r.W, r.H, ui.Fade(twelveInk[c&1], 0.14))
		}
	}
}

// tileSize is the side of a tile on the board.
func (b *twelveBoard) tileSize() float64 { return b.geo.Cell * 0.82 }

// drawTile draws piece pc centred on (x, y) on the scene's board.
func (b *twelveBoard) drawTile(dst *ebiten.Image, pc twelve.Piece, x, y, size, lift, alpha float64) {
	drawTwelveTile(dst, b.st, pc, x, y, size, lift, alpha, b.m.Flipped())
}

// drawTwelveTile draws piece pc centred on (x, y), facing its side's forward on the screen (Han's
// down unless the board is flipped); lift raises and enlarges it (selected or dragged), alpha
// fades it.
func drawTwelveTile(dst *ebiten.Image, st *State, pc twelve.Piece, x, y, size, lift, alpha float64, flipped bool) {
	tileShadow(dst, st, x, y, size, alpha)
	img := st.tiles.image(st.settings.Skin, pc, size*(1+lift*0.08))
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-w/2, -h/2)
	if (pc.Color() == game.Han) != flipped {
		op.GeoM.Rotate(math.Pi)
	}
	op.GeoM.Translate(x, y-lift*size*0.08)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// drawMarks draws the last move's squares, a red glow under a king that can be taken and a gold
// one under a king standing in the opponent's camp.
func (b *twelveBoard) drawMarks(dst *ebiten.Image, ticks int) {
	pos := b.m.Shown()
	c := b.geo.Cell
	mark := color.RGBA{0x2f, 0x80, 0xc0, 0xff}
	if lm := pos.LastMove(); lm != twelve.NoMove {
		if !lm.IsDrop() {
			x, y := b.center(lm.From())
			b.st.shapes.Ring(dst, x, y, c*0.2, c*0.05, ui.Fade(mark, 0.6))
		}
		r := cellRect(b.geo, lm.To()).Inset(c * 0.04)
		b.st.shapes.RoundRect(dst, r.X, r.Y, r.W, r.H, c*0.1, ui.Fade(mark, 0.4))
	}
	pulse := 0.55 + 0.25*math.Sin(float64(ticks)/6)
	if pos.InCheck() {
		if k := pos.KingSquare(pos.SideToMove()); k != twelve.NoSquare {
			x, y := b.center(k)
			b.st.shapes.Disc(dst, x, y, c*0.55, color.RGBA{0xe0, 0x20, 0x20, 0xff}, pulse)
		}
	}
	if k, ok := kingInCamp(pos); ok {
		x, y := b.center(k)
		b.st.shapes.Disc(dst, x, y, c*0.55, color.RGBA{0xf0, 0xb0, 0x20, 0xff}, pulse)
	}
}

// kingInCamp returns the square of the king that stands in its opponent's camp, if one does.
func kingInCamp(pos *twelve.Position) (twelve.Square, bool) {
	for c := game.Cho; c <= game.Han; c++ {
		if k := pos.KingSquare(c); k != twelve.NoSquare && k.Rank() == match.CampOf(c.Other()) {
			return k, true
		}
	}
	return twelve.NoSquare, false
}

// animating reports whether the last move still slides or fades on the board.
func (b *twelveBoard) animating() bool {
	_, reviewing := b.m.Reviewing()
	return b.m.Anim.Busy() && !reviewing && b.m.Anim.Move != twelve.NoMove
}

// drawPieces draws the tiles of the shown position; the moving piece and the dragged one are
// drawn later, above everything.
func (b *twelveBoard) drawPieces(dst *ebiten.Image) {
	pos := b.m.Shown()
	sel := &b.m.Sel
	anim := b.animating()
	for sq := twelve.Square(0); sq < twelve.SquareCount; sq++ {
		pc := pos.PieceAt(sq)
		if pc == twelve.NoPiece || anim && sq == b.m.Anim.Move.To() || sel.Dragging && sel.From.Square == sq {
			continue
		}
		x, y := b.center(sq)
		lift := 0.0
		if sel.Selected() && sel.From.Square == sq {
			lift = 1
			x += match.ShakeAt(b.m.Shake) * b.geo.Cell // a refused click shakes it
			b.drawSelectionRing(dst, x, y-b.tileSize()*0.08, b.tileSize())
		}
		b.drawTile(dst, pc, x, y, b.tileSize(), lift, 1)
	}
}

// drawSelectionRing draws a clear ring around the selected tile of side size at (x, y): gold
// with a dark rim, as on Janggi's board (selectionInk).
func (b *twelveBoard) drawSelectionRing(dst *ebiten.Image, x, y, size float64) {
	hl := size * 1.18
	w := math.Max(3, size*0.06)
	k := ui.SpriteKey{Shape: "selRing", W: int(hl + 2*w), H: int(hl + 2*w), C: selectionInk}
	b.st.shapes.Draw(dst, k, x-hl/2-w, y-hl/2-w, 1, func(img *ebiten.Image) {
		ui.Stroke(img, ui.RoundRect(w, w, hl, hl, hl*0.14), ui.Fade(color.RGBA{0x3a, 0x26, 0x14, 0xff}, 0.55), w*1.6)
		ui.Stroke(img, ui.RoundRect(w, w, hl, hl, hl*0.14), selectionInk, w)
	})
}

// drawHands draws both trays: each kind of piece in hand once, with its count when there are
// several; the selected kind lifts, and a dragged piece leaves the others behind.
func (b *twelveBoard) drawHands(dst *ebiten.Image) {
	drawTwelveHands(dst, b.st, b.geo, b.m.Shown(), b.m.Sel.From, b.m.Sel.Dragging, match.ShakeAt(b.m.Shake), b.m.Flipped())
}

// drawTwelveHands draws the trays of geo with pos's pieces in hand, as the game shows them (the
// tutorial too): each kind once, with its count when there are several; the kind on sel lifts
// in a ring, shifted by shake cells (a refused click), or, dragging, leaves one piece behind.
func drawTwelveHands(dst *ebiten.Image, st *State, geo layout.Geometry, pos *twelve.Position, sel match.Spot, dragging bool, shake float64, flipped bool) {
	u := st.screen.Unit
	size := geo.Slot * 0.84
	for c := game.Cho; c <= game.Han; c++ {
		t := geo.Trays[c]
		st.shapes.RoundRect(dst, t.X, t.Y, t.W, t.H, geo.Cell*0.12, color.RGBA{0x4a, 0x43, 0x3c, 0xff})
		st.shapes.RoundRect(dst, t.X, t.Y, t.W, geo.Cell*0.06, geo.Cell*0.03, twelveInk[c&1])
		if pos.Hand(c, twelve.General)+pos.Hand(c, twelve.Elephant)+pos.Hand(c, twelve.Soldier) == 0 {
			label := i18n.Hand.Format(st.lang(), i18n.SideName(kind.Twelve, c).In(st.lang()))
			st.pen().FitText(dst, u*0.85, label, t.X+t.W/2, t.Y+t.H/2, t.W*0.9, ui.Centered, ui.PanelDim)
		}
		for i, ty := range handTypes {
			n := pos.Hand(c, ty)
			here := sel == match.HandSpot(c, ty)
			if here && dragging {
				n--
			}
			if n <= 0 {
				continue
			}
			x, y := geo.SlotCenter(int(c), i)
			lift := 0.0
			if here && !dragging {
				lift = 1
				x += shake * geo.Cell
				hl := geo.Slot * 0.98
				k := ui.SpriteKey{Shape: "slotRing", W: int(hl) + 4, H: int(hl) + 4, C: twelveLight[c&1]}
				st.shapes.Draw(dst, k, x-hl/2-2, y-hl/2-2, 1, func(img *ebiten.Image) {
					ui.Stroke(img, ui.RoundRect(2, 2, hl, hl, hl*0.14), twelveLight[c&1], math.Max(2, hl*0.04))
				})
			}
			drawTwelveTile(dst, st, twelve.MakePiece(c, ty), x, y, size, lift, 1, flipped)
			if n > 1 {
				bx, by := x+size*0.42, y+size*0.38
				st.shapes.Disc(dst, bx, by, u*0.85, color.RGBA{0x2a, 0x24, 0x1f, 0xff}, 0.9)
				ui.DrawText(dst, st.fonts.Sans, u*0.95, fmt.Sprintf("×%d", n), bx, by, ui.Centered, ui.PanelText)
			}
		}
	}
}

// drawTargets marks where the selected piece may go: dots on empty squares (every square it may
// be dropped on, for a hand piece) and frames around the pieces it may take.
func (b *twelveBoard) drawTargets(dst *ebiten.Image) {
	sel := &b.m.Sel
	if !sel.Selected() || !b.st.settings.Hints {
		return
	}
	pos := b.m.Shown()
	c := b.geo.Cell
	ink := ui.Fade(twelveInk[pos.SideToMove()&1], 0.75)
	for _, mv := range sel.Moves {
		x, y := b.center(mv.To())
		if pos.PieceAt(mv.To()) != twelve.NoPiece {
			r := cellRect(b.geo, mv.To()).Inset(c * 0.04)
			k := ui.SpriteKey{Shape: "tileRing", W: int(r.W) + 2, H: int(r.H) + 2, P: [2]float64{c}, C: ink}
			b.st.shapes.Draw(dst, k, r.X-1, r.Y-1, 1, func(img *ebiten.Image) {
				ui.Stroke(img, ui.RoundRect(c*0.04, c*0.04, r.W-c*0.08+2, r.H-c*0.08+2, c*0.1), ink, c*0.06)
			})
		} else {
			b.st.shapes.Disc(dst, x, y, c*0.12, ink, 1)
		}
	}
}

// drawHint draws the suggested move as an arrow, from the hand for a drop.
func (b *twelveBoard) drawHint(dst *ebiten.Image) {
	h := b.m.Hint()
	if h == twelve.NoMove {
		return
	}
	fx, fy := b.from(h, b.m.Shown().SideToMove())
	tx, ty := b.center(h.To())
	drawHintArrow(dst, b.st, fx, fy, tx, ty, b.geo.Cell)
}

// drawMoving draws the last move's animation (the taken piece fading, the mover sliding from its
// square or its hand) and the dragged piece under the pointer.
func (b *twelveBoard) drawMoving(dst *ebiten.Image) {
	if b.animating() {
		a := b.m.Anim
		tx, ty := b.center(a.Move.To())
		if a.Captured != twelve.NoPiece {
			b.drawTile(dst, a.Captured, tx, ty, b.tileSize(), 0, a.FadeAt())
		}
		fx, fy := b.from(a.Move, a.Piece.Color())
		k := a.SlideAt()
		b.drawTile(dst, a.Piece, fx+(tx-fx)*k, fy+(ty-fy)*k, b.tileSize(), 0, 1)
	}
	sel := &b.m.Sel
	if !sel.Dragging {
		return
	}
	pc := twelve.MakePiece(sel.From.Side, sel.From.Hand)
	if sel.From.OnBoard() {
		pc = b.m.Shown().PieceAt(sel.From.Square)
	}
	if pc != twelve.NoPiece {
		b.drawTile(dst, pc, sel.X, sel.Y, b.tileSize(), 1.5, 1)
	}
}
