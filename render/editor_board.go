package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/render/editor"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// editorView is what differs between the games on the editor's board, the adapter of each rules
// core's look: the board's geometry, its picture and pieces, and Twelve Janggi's hands. Spots are
// numbered as editor.Model numbers them.
type editorView interface {
	// fit lays the board out in the screen's board area.
	fit(sc layout.Screen)
	// frame is the board's wood, over which the news is drawn; cell a point's or square's size.
	frame() layout.Rect
	cell() float64
	// center returns the centre of spot i; hit the spot under (x, y), or -1.
	center(i int) (x, y float64)
	hit(x, y float64) int
	// draw draws the board and its pieces (and the hands), but not the spot dragged from.
	draw(dst *ebiten.Image, e *editorScene, dragged int)
	// drawPiece draws p centred on (x, y), r the half of a cell, lifted by lift.
	drawPiece(dst *ebiten.Image, st *State, p editor.Piece, x, y, r, lift float64)
	// help is how to use the editor on this board.
	help(l i18n.Lang) string
}

// editorViews returns the board view of each game the editor edits.
func editorViews() map[kind.Game]editorView {
	return map[kind.Game]editorView{
		kind.Janggi:  &pointsView{pointsFit{spec: layout.Janggi(), style: StyleJanggi}},
		kind.Xiangqi: &pointsView{pointsFit{spec: layout.Xiangqi(), style: StyleXiangqi}},
		kind.Twelve:  &squaresView{squaresFit{spec: layout.Twelve()}},
	}
}

// pointsView is Janggi's and Xiangqi's board: 90 points, counters of style.
type pointsView struct{ pointsFit }

func (v *pointsView) frame() layout.Rect { return v.geo.Frame }
func (v *pointsView) cell() float64      { return v.geo.Cell }
func (v *pointsView) help(l i18n.Lang) string {
	return i18n.EditorHelp.In(l) + " · " + i18n.EditorKeys.In(l)
}

func (v *pointsView) center(i int) (float64, float64) {
	s := game.Square(i)
	return v.geo.Center(layout.Point{File: s.File(), Rank: s.Rank()})
}

func (v *pointsView) hit(x, y float64) int {
	if p, ok := v.geo.Hit(x, y); ok {
		return int(game.SquareAt(p.File, p.Rank))
	}
	return -1
}

func (v *pointsView) draw(dst *ebiten.Image, e *editorScene, dragged int) {
	drawEditorLayer(dst, e, v.geo)
	drawEditorPieces(dst, e, v, dragged)
}

func (v *pointsView) drawPiece(dst *ebiten.Image, st *State, p editor.Piece, x, y, r, lift float64) {
	if p == editor.Eraser || p == editor.NoPiece {
		return
	}
	pc := game.Piece(p)
	img := st.pieces.image(st.settings.Skin, Token{v.style, pc.Color(), pc.Type()}, r*0.92*counterSize(v.style, pc.Type())*(1+lift*0.08))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x-float64(img.Bounds().Dx())/2, y-float64(img.Bounds().Dy())/2)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// squaresView is Twelve Janggi's board: 12 squares, tiles, and each side's hand in a tray.
type squaresView struct{ squaresFit }

func (v *squaresView) frame() layout.Rect { return v.geo.Frame }
func (v *squaresView) cell() float64      { return v.geo.Cell }

func (v *squaresView) help(l i18n.Lang) string {
	return i18n.EditorHandHelp.In(l) + " · " + i18n.EditorHelp.In(l) + " · " + i18n.EditorKeys.In(l)
}

func (v *squaresView) center(i int) (float64, float64) {
	if i < twelve.SquareCount {
		s := twelve.Square(i)
		return v.geo.Center(layout.Point{File: s.File(), Rank: s.Rank()})
	}
	i -= twelve.SquareCount
	return v.geo.SlotCenter(i/editor.HandSlots, i%editor.HandSlots)
}

func (v *squaresView) hit(x, y float64) int {
	if p, ok := v.geo.Hit(x, y); ok {
		return int(twelve.SquareAt(p.File, p.Rank))
	}
	if player, slot, ok := v.geo.HitSlot(x, y); ok {
		return twelve.SquareCount + player*editor.HandSlots + slot
	}
	return -1
}

func (v *squaresView) draw(dst *ebiten.Image, e *editorScene, dragged int) {
	drawEditorLayer(dst, e, v.geo)
	drawTwelveCamps(dst, v.geo)
	v.drawHands(dst, e, dragged)
	drawEditorPieces(dst, e, v, dragged)
}

func (v *squaresView) drawPiece(dst *ebiten.Image, st *State, p editor.Piece, x, y, r, lift float64) {
	if p == editor.Eraser || p == editor.NoPiece {
		return
	}
	drawTwelveTile(dst, st, twelve.Piece(p), x, y, r*2*0.82, lift, 1, false)
}

// drawHands draws the trays with the pieces in hand and their counts.
func (v *squaresView) drawHands(dst *ebiten.Image, e *editorScene, dragged int) {
	st := e.st
	u := st.screen.Unit
	for c := game.Cho; c <= game.Han; c++ {
		t := v.geo.Trays[c]
		st.shapes.RoundRect(dst, t.X, t.Y, t.W, t.H, v.geo.Cell*0.12, ui.ButtonBG)
		st.shapes.RoundRect(dst, t.X, t.Y, t.W, v.geo.Cell*0.06, v.geo.Cell*0.03, twelveInk[c&1])
		for slot := range editor.HandSlots {
			spot := twelve.SquareCount + int(c)*editor.HandSlots + slot
			p, n := e.m.Spot(spot)
			if spot == dragged {
				n--
			}
			x, y := v.geo.SlotCenter(int(c), slot)
			if n <= 0 {
				st.shapes.Ring(dst, x, y, v.geo.Slot*0.3, 1.5, ui.Fade(ui.PanelDim, 0.5))
				continue
			}
			size := v.geo.Slot * 0.84
			drawTwelveTile(dst, st, twelve.Piece(p), x, y, size, 0, 1, false)
			if n > 1 {
				ui.DrawText(dst, st.fonts.Sans, u*0.95, "×2", x+size*0.42, y+size*0.38, ui.Centered, ui.PanelText)
			}
		}
	}
}

// drawEditorLayer draws the picture of board geometry g: the wood, the lines, the labels.
func drawEditorLayer(dst *ebiten.Image, e *editorScene, g layout.Geometry) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(g.Frame.X, g.Frame.Y)
	dst.DrawImage(e.layer.image(g, e.st.fonts, e.st.pen().Legible()), op)
}

// drawEditorPieces draws the pieces on the board of view v but the one dragged.
func drawEditorPieces(dst *ebiten.Image, e *editorScene, v editorView, dragged int) {
	for i := range e.m.Squares() {
		if p := e.m.At(i); p != editor.NoPiece && i != dragged {
			x, y := v.center(i)
			v.drawPiece(dst, e.st, p, x, y, v.cell()*0.5, 0)
		}
	}
}
