package render

import (
	"image/color"
	"iter"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/tutorial"
	"janggi/game/twelve"
	"janggi/render/layout"
	"janggi/render/match"
)

// lessonCore returns the position of a lesson's play as its game's rules core holds it (nil when
// the play is of the other core): the board views of a lesson draw their own game's pieces.
func lessonCore[T *game.Position | *twelve.Position](p *tutorial.Play) T {
	pos, _ := port.Core[T](p.Position())
	return pos
}

// lessonBoard is what differs between the games on the tutorial's board, the adapter of each
// rules core's look: the board's geometry, how a point is named (as package tutorial names it:
// "b1", "C@" for a piece in Twelve Janggi's hand) and found, and the pieces (and hands) drawn.
// The scene draws the marks of the task over it the same way for every game.
type lessonBoard interface {
	// fit lays the board out in the screen's board area.
	fit(sc layout.Screen)
	geometry() layout.Geometry
	// point returns the name of the point under (x, y), or of the piece in the player's hand
	// there, or "".
	point(x, y float64) string
	// center returns the pixel at the centre of the point named sq (or of the place in the
	// player's tray of the piece in hand it names).
	center(sq string) (x, y float64, ok bool)
	// index numbers sq as the game scene's report does (after the points, the trays' places),
	// -1 for no point.
	index(sq string) int
	// spots are the centres of the points (and trays' places) in the order index numbers them.
	spots() [][2]int
	// drawHands draws what lies beside and under the pieces before the marks: the camps and the
	// hands of Twelve Janggi (nothing on the other boards).
	drawHands(dst *ebiten.Image, st *State, p *tutorial.Play, sel string)
	// drawPieces draws the pieces on the board, the one selected (sel) ringed in gold.
	drawPieces(dst *ebiten.Image, st *State, p *tutorial.Play, sel string)
	// occupied reports whether a piece stands on the point named sq.
	occupied(p *tutorial.Play, sq string) bool
	// dotInk is the colour of the selected piece's dots: the player's, as the game draws them.
	dotInk() color.RGBA
}

// lessonBoards returns the board of each game the lessons are played on.
func lessonBoards() map[kind.Game]lessonBoard {
	return map[kind.Game]lessonBoard{
		kind.Janggi:  &lessonPoints{pointsFit{spec: layout.Janggi(), style: StyleJanggi}},
		kind.Xiangqi: &lessonPoints{pointsFit{spec: layout.Xiangqi(), style: StyleXiangqi}},
		kind.Twelve:  &lessonSquares{squaresFit{spec: layout.Twelve()}},
	}
}

// lessonPoints is Janggi's and Xiangqi's board: 90 points, counters of style.
type lessonPoints struct{ pointsFit }

func (b *lessonPoints) geometry() layout.Geometry { return b.geo }
func (b *lessonPoints) dotInk() color.RGBA        { return inkOf(b.style, game.Cho) }
func (b *lessonPoints) spots() [][2]int           { return gridSpots(b.geo, b.spec) }

func (b *lessonPoints) drawHands(*ebiten.Image, *State, *tutorial.Play, string) {}

func (b *lessonPoints) point(x, y float64) string {
	if p, ok := b.geo.Hit(x, y); ok {
		return game.SquareAt(p.File, p.Rank).String()
	}
	return ""
}

func (b *lessonPoints) center(sq string) (float64, float64, bool) {
	s, err := game.ParseSquare(sq)
	if err != nil {
		return 0, 0, false
	}
	x, y := b.geo.Center(layout.Point{File: s.File(), Rank: s.Rank()})
	return x, y, true
}

func (b *lessonPoints) index(sq string) int {
	s, err := game.ParseSquare(sq)
	if err != nil {
		return -1
	}
	return int(s)
}

func (b *lessonPoints) occupied(p *tutorial.Play, sq string) bool {
	s, err := game.ParseSquare(sq)
	return err == nil && lessonCore[*game.Position](p).At(s) != game.NoPiece
}

func (b *lessonPoints) drawPieces(dst *ebiten.Image, st *State, p *tutorial.Play, sel string) {
	c := b.geo.Cell
	pos := lessonCore[*game.Position](p)
	for sq := range fileByFile(b.spec, game.SquareAt) { // the order the pieces were always drawn in
		pc := pos.At(sq)
		if pc == game.NoPiece {
			continue
		}
		x, y := b.geo.Center(layout.Point{File: sq.File(), Rank: sq.Rank()})
		rad := c * 0.46 * counterSize(b.style, pc.Type())
		if sq.String() == sel {
			st.shapes.Ring(dst, x, y, rad*1.08+c*0.08, c*0.08, selectionInk)
		}
		img := st.pieces.image(st.settings.Skin, Token{b.style, pc.Color(), pc.Type()}, rad)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(x-float64(img.Bounds().Dx())/2, y-float64(img.Bounds().Dy())/2)
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(img, op)
	}
}

// lessonSquares is Twelve Janggi's board: 12 squares, tiles, and the hands in their trays where
// the game's screen puts them.
type lessonSquares struct{ squaresFit }

func (b *lessonSquares) geometry() layout.Geometry { return b.geo }
func (b *lessonSquares) dotInk() color.RGBA        { return twelveInk[game.Cho] }

func (b *lessonSquares) point(x, y float64) string {
	if p, ok := b.geo.Hit(x, y); ok {
		return twelve.SquareAt(p.File, p.Rank).String()
	}
	if player, slot, ok := b.geo.HitSlot(x, y); ok && player == int(game.Cho) {
		return handName(handTypes[slot])
	}
	return ""
}

func (b *lessonSquares) center(sq string) (float64, float64, bool) {
	if slot, ok := handSlot(sq); ok {
		x, y := b.geo.SlotCenter(int(game.Cho), slot)
		return x, y, true
	}
	s, err := twelve.ParseSquare(sq)
	if err != nil {
		return 0, 0, false
	}
	x, y := b.geo.Center(layout.Point{File: s.File(), Rank: s.Rank()})
	return x, y, true
}

func (b *lessonSquares) index(sq string) int {
	if slot, ok := handSlot(sq); ok { // after the squares, the trays' places as the game reports them
		return int(twelve.SquareCount) + int(game.Cho)*layout.TwelveSlots + slot
	}
	s, err := twelve.ParseSquare(sq)
	if err != nil {
		return -1
	}
	return int(s)
}

func (b *lessonSquares) spots() [][2]int {
	out := gridSpots(b.geo, b.spec)
	for p := range 2 {
		for slot := range layout.TwelveSlots {
			x, y := b.geo.SlotCenter(p, slot)
			out = append(out, [2]int{int(x), int(y)})
		}
	}
	return out
}

func (b *lessonSquares) occupied(p *tutorial.Play, sq string) bool {
	s, err := twelve.ParseSquare(sq)
	return err == nil && lessonCore[*twelve.Position](p).PieceAt(s) != twelve.NoPiece
}

func (b *lessonSquares) drawHands(dst *ebiten.Image, st *State, p *tutorial.Play, sel string) {
	drawTwelveCamps(dst, b.geo)
	spot := match.NoSpot
	if slot, ok := handSlot(sel); ok {
		spot = match.HandSpot(game.Cho, handTypes[slot])
	}
	drawTwelveHands(dst, st, b.geo, lessonCore[*twelve.Position](p), spot, false, 0, false)
}

func (b *lessonSquares) drawPieces(dst *ebiten.Image, st *State, p *tutorial.Play, sel string) {
	c := b.geo.Cell
	pos := lessonCore[*twelve.Position](p)
	for sq := range fileByFile(b.spec, twelve.SquareAt) {
		if pc := pos.PieceAt(sq); pc != twelve.NoPiece {
			x, y := b.geo.Center(layout.Point{File: sq.File(), Rank: sq.Rank()})
			if sq.String() == sel {
				st.shapes.Ring(dst, x, y, c*0.5, c*0.07, selectionInk)
			}
			drawTwelveTile(dst, st, pc, x, y, c*0.82, 0, 1, false)
		}
	}
}

// gridSpots returns the centres of the points of board spec laid out at g, rank by rank.
func gridSpots(g layout.Geometry, spec *layout.Board) [][2]int {
	var out [][2]int
	for rk := 0; rk < spec.Ranks; rk++ {
		for f := 0; f < spec.Files; f++ {
			x, y := g.Center(layout.Point{File: f, Rank: rk})
			out = append(out, [2]int{int(x), int(y)})
		}
	}
	return out
}

// fileByFile yields the squares of board spec file by file, each from its first rank.
func fileByFile[S any](spec *layout.Board, at func(file, rank int) S) iter.Seq[S] {
	return func(yield func(S) bool) {
		for f := 0; f < spec.Files; f++ {
			for r := 0; r < spec.Ranks; r++ {
				if !yield(at(f, r)) {
					return
				}
			}
		}
	}
}

// handName names a kind of piece in hand as the tutorial does ("C@").
func handName(ty twelve.PieceType) string { return string(ty.Letter()) + "@" }

// handSlot returns the place in a tray of the kind of piece in hand sq names ("C@"), and false
// for a point.
func handSlot(sq string) (int, bool) {
	for i, ty := range handTypes {
		if handName(ty) == sq {
			return i, true
		}
	}
	return -1, false
}
