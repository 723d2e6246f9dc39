package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/twelve"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
)

// Draw implements scene.
func (s *twelveScene) Draw(dst *ebiten.Image) {
	dst.Fill(backdrop)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(s.geo.Frame.X, s.geo.Frame.Y)
	dst.DrawImage(s.board.image(s.geo.Geometry, s.st.fonts), op)
	drawTwelveCamps(dst, s.geo.Geometry)
	s.drawMarks(dst)
	s.drawPieces(dst)
	s.drawHands(dst)
	s.drawTargets(dst)
	s.drawHint(dst)
	s.drawMoving(dst)
	s.drawNotice(dst)
	s.drawPanel(dst)
	if s.m.ShowResult() && s.overlay == noOverlay {
		s.drawResult(dst)
	}
	drawNews(dst, s.st, s.geo.Frame)
	switch s.overlay {
	case menuOverlay:
		shade(dst)
		drawPanelBox(dst, s.st, menuBox(s.st.screen, len(s.extra)), s.st.screen.Unit)
		drawButtons(dst, s.st, s.extra)
	case helpOverlay:
		s.drawHelp(dst)
	case resumeOverlay:
		s.drawResume(dst)
	}
}

// cellRect returns the rectangle of a board square's cell.
func (s *twelveScene) cellRect(sq twelve.Square) layout.Rect {
	return cellRect(s.geo.Geometry, sq)
}

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
			vectorFillRect(dst, r.X, r.Y, r.W, r.H, fade(sideInk(c), 0.2))
		}
	}
}

// tileSize is the side of a tile on the board.
func (s *twelveScene) tileSize() float64 { return s.geo.Cell * 0.82 }

// drawTile draws piece pc centred on (x, y) on the scene's board.
func (s *twelveScene) drawTile(dst *ebiten.Image, pc twelve.Piece, x, y, size, lift, alpha float64) {
	drawTwelveTile(dst, s.st, pc, x, y, size, lift, alpha, s.m.Flipped())
}

// drawTwelveTile draws piece pc centred on (x, y), facing its side's forward on the screen (Han's
// down unless the board is flipped); lift raises and enlarges it (selected or dragged), alpha
// fades it.
func drawTwelveTile(dst *ebiten.Image, st *State, pc twelve.Piece, x, y, size, lift, alpha float64, flipped bool) {
	tileShadow(dst, st, x, y, size, alpha)
	img := st.tiles.image(st.prefs.Skin, pc, size*(1+lift*0.08))
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
func (s *twelveScene) drawMarks(dst *ebiten.Image) {
	pos := s.m.Shown()
	c := s.geo.Cell
	mark := color.RGBA{0x2f, 0x80, 0xc0, 0xff}
	if lm := pos.LastMove(); lm != twelve.NoMove {
		if !lm.IsDrop() {
			x, y := s.center(lm.From())
			s.st.shapes.ring(dst, x, y, c*0.2, c*0.05, fade(mark, 0.6))
		}
		r := s.cellRect(lm.To()).Inset(c * 0.04)
		s.st.shapes.roundRect(dst, r.X, r.Y, r.W, r.H, c*0.1, fade(mark, 0.4))
	}
	pulse := 0.55 + 0.25*math.Sin(float64(s.ticks)/6)
	if pos.InCheck() {
		if k := pos.KingSquare(pos.SideToMove()); k != twelve.NoSquare {
			x, y := s.center(k)
			s.st.shapes.disc(dst, x, y, c*0.55, color.RGBA{0xe0, 0x20, 0x20, 0xff}, pulse)
		}
	}
	if k, ok := s.kingInCamp(pos); ok {
		x, y := s.center(k)
		s.st.shapes.disc(dst, x, y, c*0.55, color.RGBA{0xf0, 0xb0, 0x20, 0xff}, pulse)
	}
}

// kingInCamp returns the square of the king that stands in its opponent's camp, if one does.
func (s *twelveScene) kingInCamp(pos *twelve.Position) (twelve.Square, bool) {
	for c := game.Cho; c <= game.Han; c++ {
		if k := pos.KingSquare(c); k != twelve.NoSquare && k.Rank() == match.CampOf(c.Other()) {
			return k, true
		}
	}
	return twelve.NoSquare, false
}

// animating reports whether the last move still slides or fades on the board.
func (s *twelveScene) animating() bool {
	_, reviewing := s.m.Reviewing()
	return s.m.Anim.Busy() && !reviewing && s.m.Anim.Move != twelve.NoMove
}

// drawPieces draws the tiles of the shown position; the moving piece and the dragged one are
// drawn later, above everything.
func (s *twelveScene) drawPieces(dst *ebiten.Image) {
	pos := s.m.Shown()
	sel := &s.m.Sel
	anim := s.animating()
	for sq := twelve.Square(0); sq < twelve.SquareCount; sq++ {
		pc := pos.PieceAt(sq)
		if pc == twelve.NoPiece || anim && sq == s.m.Anim.Move.To() || sel.Dragging && sel.From.Square == sq {
			continue
		}
		x, y := s.center(sq)
		lift := 0.0
		if sel.Selected() && sel.From.Square == sq {
			lift = 1
		}
		s.drawTile(dst, pc, x, y, s.tileSize(), lift, 1)
	}
}

// drawHands draws both trays: each kind of piece in hand once, with its count when there are
// several; the selected kind lifts, and a dragged piece leaves the others behind.
func (s *twelveScene) drawHands(dst *ebiten.Image) {
	pos := s.m.Shown()
	st := s.st
	u := st.screen.Unit
	sel := &s.m.Sel
	size := s.geo.Slot * 0.84
	for c := game.Cho; c <= game.Han; c++ {
		t := s.geo.Trays[c]
		st.shapes.roundRect(dst, t.X, t.Y, t.W, t.H, s.geo.Cell*0.12, color.RGBA{0x4a, 0x43, 0x3c, 0xff})
		st.shapes.roundRect(dst, t.X, t.Y, t.W, s.geo.Cell*0.06, s.geo.Cell*0.03, sideInk(c))
		if pos.Hand(c, twelve.General)+pos.Hand(c, twelve.Elephant)+pos.Hand(c, twelve.Soldier) == 0 {
			label := i18n.Hand.Format(s.lang(), i18n.SideShort[c].In(s.lang()))
			fitText(dst, st, u*0.85, label, t.X+t.W/2, t.Y+t.H/2, t.W*0.9, centered, panelDim)
		}
		for i, ty := range handTypes {
			n := pos.Hand(c, ty)
			here := sel.From == match.HandSpot(c, ty)
			if here && sel.Dragging {
				n--
			}
			if n <= 0 {
				continue
			}
			x, y := s.geo.SlotCenter(int(c), i)
			lift := 0.0
			if here && !sel.Dragging {
				lift = 1
				hl := s.geo.Slot * 0.98
				k := spriteKey{shape: "slotRing", w: int(hl) + 4, h: int(hl) + 4, c: sideLight(c)}
				st.shapes.draw(dst, k, x-hl/2-2, y-hl/2-2, 1, func(img *ebiten.Image) {
					stroke(img, roundRect(2, 2, hl, hl, hl*0.14), sideLight(c), math.Max(2, hl*0.04))
				})
			}
			s.drawTile(dst, twelve.MakePiece(c, ty), x, y, size, lift, 1)
			if n > 1 {
				bx, by := x+size*0.42, y+size*0.38
				st.shapes.disc(dst, bx, by, u*0.85, color.RGBA{0x2a, 0x24, 0x1f, 0xff}, 0.9)
				drawText(dst, st.fonts.sans, u*0.95, fmt.Sprintf("×%d", n), bx, by, centered, panelText)
			}
		}
	}
}

// drawTargets marks where the selected piece may go: dots on empty squares (every square it may
// be dropped on, for a hand piece) and frames around the pieces it may take.
func (s *twelveScene) drawTargets(dst *ebiten.Image) {
	sel := &s.m.Sel
	if !sel.Selected() || !s.st.prefs.Hints {
		return
	}
	pos := s.m.Shown()
	c := s.geo.Cell
	ink := fade(sideInk(pos.SideToMove()), 0.75)
	for _, mv := range sel.Moves {
		x, y := s.center(mv.To())
		if pos.PieceAt(mv.To()) != twelve.NoPiece {
			r := s.cellRect(mv.To()).Inset(c * 0.04)
			k := spriteKey{shape: "tileRing", w: int(r.W) + 2, h: int(r.H) + 2, p: [2]float64{c}, c: ink}
			s.st.shapes.draw(dst, k, r.X-1, r.Y-1, 1, func(img *ebiten.Image) {
				stroke(img, roundRect(c*0.04, c*0.04, r.W-c*0.08+2, r.H-c*0.08+2, c*0.1), ink, c*0.06)
			})
		} else {
			s.st.shapes.disc(dst, x, y, c*0.12, ink, 1)
		}
	}
}

// drawHint draws the suggested move as an arrow, from the hand for a drop.
func (s *twelveScene) drawHint(dst *ebiten.Image) {
	h := s.m.Hint()
	if h == twelve.NoMove {
		return
	}
	ink := fade(color.RGBA{0x10, 0x70, 0xd0, 0xff}, 0.8)
	c := s.geo.Cell
	fx, fy := s.from(h, s.m.Shown().SideToMove())
	tx, ty := s.center(h.To())
	drawHintArrow(dst, s.st, fx, fy, tx, ty, c, ink)
}

// drawMoving draws the last move's animation (the taken piece fading, the mover sliding from its
// square or its hand) and the dragged piece under the pointer.
func (s *twelveScene) drawMoving(dst *ebiten.Image) {
	if s.animating() {
		a := s.m.Anim
		tx, ty := s.center(a.Move.To())
		if a.Captured != twelve.NoPiece {
			s.drawTile(dst, a.Captured, tx, ty, s.tileSize(), 0, a.FadeAt())
		}
		fx, fy := s.from(a.Move, a.Piece.Color())
		k := a.SlideAt()
		s.drawTile(dst, a.Piece, fx+(tx-fx)*k, fy+(ty-fy)*k, s.tileSize(), 0, 1)
	}
	sel := &s.m.Sel
	if !sel.Dragging {
		return
	}
	pc := twelve.MakePiece(sel.From.Side, sel.From.Hand)
	if sel.From.OnBoard() {
		pc = s.m.Shown().PieceAt(sel.From.Square)
	}
	if pc != twelve.NoPiece {
		s.drawTile(dst, pc, sel.X, sel.Y, s.tileSize(), 1.5, 1)
	}
}

// drawNotice announces check, a king in the camp, a promotion or a failure of the computer
// across the board.
func (s *twelveScene) drawNotice(dst *ebiten.Image) {
	a := s.m.Announcement()
	l := s.lang()
	var text string
	ink := sideInk(a.Side)
	switch a.Notice {
	case match.NoticeCheck:
		text = i18n.Check.In(l)
	case match.NoticeCamp:
		text = i18n.CampNotice.Format(l, i18n.SideShort[a.Side].In(l))
	case match.NoticePromotion:
		text = i18n.PromotionNotice.In(l)
	case match.NoticeAIError:
		text, ink = i18n.AIFailed.Format(l, s.m.Err()), color.RGBA{0xa0, 0x10, 0x10, 0xff}
	}
	if text == "" || s.m.ShowResult() {
		return
	}
	size := s.geo.Cell * 0.34 // the board is small: the notice must leave most of it in sight
	if a.Notice == match.NoticeAIError {
		size = s.geo.Cell * 0.2
	}
	drawNoticeBox(dst, s.st, s.geo.Frame, text, size, ink, a.Alpha())
}
