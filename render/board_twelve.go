package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
)

// handTypes are the kinds of piece a hand can hold, in the order of a tray's places (top first).
var handTypes = [layout.TwelveSlots]twelve.PieceType{twelve.General, twelve.Elephant, twelve.Soldier}

// twelveMatch is a match of Twelve Janggi, over package game/twelve's types: a piece is picked up
// from a square or a hand (match.Spot).
type twelveMatch = match.Match[*twelve.Position, twelve.Move, twelve.Piece, *twelve.Game, match.Spot]

// twelveBoard is Twelve Janggi's board: the 3×4 squares with each side's camp tinted, and both
// hands in trays beside it.
type twelveBoard struct {
	st    *State
	m     *twelveMatch
	spec  *layout.Board // made once: the board layer is redrawn only when the geometry changes
	geo   layout.Geometry
	layer boardLayer
}

// newTwelveBoard returns the board of a Twelve Janggi match: the squares and both hands, the
// tiles' look; the game has no pass.
func newTwelveBoard(st *State, m *twelveMatch) board {
	b, _ := twelveBoardAndView(st, m)
	return b
}

// twelveBoardAndView returns the board of m and its view, on which a puzzle draws its hint.
func twelveBoardAndView(st *State, m *twelveMatch) (board, *twelveBoard) {
	v := &twelveBoard{st: st, m: m, spec: layout.Twelve()}
	return board{boardView: v, gameLook: &twelveLook{st: st, m: m}}, v
}

func (b *twelveBoard) fit()               { b.geo = b.st.screen.FitBoard(b.spec, b.m.Flipped()) }
func (b *twelveBoard) frame() layout.Rect { return b.geo.Frame }

// noticeSize is small: the board is small, and a notice must leave most of it in sight.
func (b *twelveBoard) noticeSize(isErr bool) float64 {
	if isErr {
		return b.geo.Cell * 0.2
	}
	return b.geo.Cell * 0.34
}

func (b *twelveBoard) noticeAvoid() []layout.Rect {
	pos := b.m.Shown()
	return noticeAvoidOf(pos.LastMove(), twelve.NoMove, pos.KingSquare(game.Cho), pos.KingSquare(game.Han), twelve.NoSquare, func(sq twelve.Square) layout.Rect { return cellRect(b.geo, sq) })
}

func (b *twelveBoard) spots() [][2]int {
	var out [][2]int
	for s := twelve.Square(0); s < twelve.SquareCount; s++ {
		x, y := b.center(s)
		out = append(out, [2]int{int(x), int(y)})
	}
	for p := range 2 {
		for slot := range layout.TwelveSlots {
			x, y := b.geo.SlotCenter(p, slot)
			out = append(out, [2]int{int(x), int(y)})
		}
	}
	return out
}

func (b *twelveBoard) chosen() (int, []int) {
	sel := b.m.Sel
	if !sel.Selected() {
		return -1, nil
	}
	from := -1
	if sel.From.OnBoard() {
		from = int(sel.From.Square)
	} else {
		for i, h := range handTypes {
			if h == sel.From.Hand.Demoted() {
				from = int(twelve.SquareCount) + int(sel.From.Side)*layout.TwelveSlots + i
			}
		}
	}
	out := make([]int, len(sel.Moves))
	for i, mv := range sel.Moves {
		out[i] = int(mv.To())
	}
	return from, out
}

// spot returns the board square or hand place under pixel (x, y), or match.NoSpot.
func (b *twelveBoard) spot(x, y float64) match.Spot {
	if p, ok := b.geo.Hit(x, y); ok {
		return match.BoardSpot(twelve.SquareAt(p.File, p.Rank))
	}
	if player, slot, ok := b.geo.HitSlot(x, y); ok {
		return match.HandSpot(game.Color(player), handTypes[slot])
	}
	return match.NoSpot
}

// center returns the pixel at the centre of a board square.
func (b *twelveBoard) center(sq twelve.Square) (float64, float64) {
	return b.geo.Center(layout.Point{File: sq.File(), Rank: sq.Rank()})
}

// slotOf returns the centre of the tray place of hand pieces of type t of side c.
func (b *twelveBoard) slotOf(c game.Color, t twelve.PieceType) (float64, float64) {
	for i, h := range handTypes {
		if h == t.Demoted() {
			return b.geo.SlotCenter(int(c), i)
		}
	}
	return b.geo.SlotCenter(int(c), 0)
}

// from returns where the piece of move mv starts: its square, or its place in the mover's hand.
func (b *twelveBoard) from(mv twelve.Move, mover game.Color) (float64, float64) {
	if mv.IsDrop() {
		return b.slotOf(mover, mv.DropType())
	}
	return b.center(mv.From())
}

func (b *twelveBoard) pointer(in *input) {
	passPointer(b.st, in, b.m, b.spot, b.geo.Cell*0.15)
}

// twelveKey is what Twelve Janggi's board picture depends on.
type twelveKey struct {
	pos          uint64
	from         match.Spot
	sel, drag    bool
	dragX, dragY int
	anim         match.Motion[twelve.Move, twelve.Piece]
	hint         twelve.Move
	geo          layout.Geometry
	shake        int
}

func (b *twelveBoard) key() any {
	m := b.m
	k := twelveKey{pos: m.Shown().Hash(), from: m.Sel.From, sel: m.Sel.Selected(), drag: m.Sel.Dragging,
		anim: m.Anim, hint: m.Hint(), geo: b.geo, shake: m.Shake}
	if k.drag {
		k.dragX, k.dragY = int(m.Sel.X), int(m.Sel.Y)
	}
	return k
}

func (b *twelveBoard) pulsing() bool {
	_, inCamp := kingInCamp(b.m.Shown())
	return inCamp || b.m.Shown().InCheck() || b.m.Shake > 0
}

func (b *twelveBoard) draw(dst *ebiten.Image, ticks int) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(b.geo.Frame.X, b.geo.Frame.Y)
	dst.DrawImage(b.layer.image(b.geo, b.st.fonts, b.st.pen().Legible()), op)
	drawTwelveCamps(dst, b.geo)
	b.drawMarks(dst, ticks)
	b.drawPieces(dst)
	b.drawHands(dst)
	b.drawTargets(dst)
	b.drawHint(dst)
	b.drawMoving(dst)
}

// arrowFor implements boardView: a move from a square, or a drop from the mover's hand ("C@b2").
func (b *twelveBoard) arrowFor(uci string, mover game.Color) (fx, fy, tx, ty, cell float64, ok bool) {
	var mv twelve.Move
	if piece, at, drop := strings.Cut(uci, "@"); drop {
		types := map[string]twelve.PieceType{"C": twelve.Soldier, "G": twelve.General, "E": twelve.Elephant, "L": twelve.King}
		t, known := types[piece]
		to, err := twelve.ParseSquare(at)
		if !known || err != nil {
			return 0, 0, 0, 0, 0, false
		}
		mv = twelve.NewDrop(t, to)
	} else {
		if len(uci) < 4 {
			return 0, 0, 0, 0, 0, false
		}
		from, err1 := twelve.ParseSquare(uci[:2])
		to, err2 := twelve.ParseSquare(uci[2:4])
		if err1 != nil || err2 != nil {
			return 0, 0, 0, 0, 0, false
		}
		mv = twelve.NewMove(from, to)
	}
	fx, fy = b.from(mv, mover)
	tx, ty = b.center(mv.To())
	return fx, fy, tx, ty, b.geo.Cell, true
}

// twelveLook is Twelve Janggi's words, colours and moves, as the panel, the move list and the
// dialogs show them: the tiles' colours, no preset, no points, no pass.
type twelveLook struct {
	st *State
	m  *twelveMatch
}

func (b *twelveLook) game() kind.Game                       { return kind.Twelve }
func (b *twelveLook) title(l i18n.Lang) string              { return i18n.GameName(kind.Twelve, l) }
func (b *twelveLook) rulesName(l i18n.Lang) string          { return i18n.GameName(kind.Twelve, l) }
func (b *twelveLook) rules() *game.Rules                    { return nil }
func (b *twelveLook) shown() port.Position                  { return port.PositionOf(b.m.Shown()) }
func (b *twelveLook) light(c game.Color) color.RGBA         { return twelveLight[c&1] }
func (b *twelveLook) ink(c game.Color) color.RGBA           { return twelveInk[c&1] }
func (b *twelveLook) points(game.Color) (game.Points, bool) { return 0, false }

// help is Janggi's keys without the pass, with how to drop after how to move.
func (b *twelveLook) help() (keys, glossary []i18n.Text) {
	keys = without(i18n.HelpKeys, i18n.PassKey)
	return append(keys[:1:1], append([]i18n.Text{i18n.DropHelp}, keys[1:]...)...), nil
}

// firstNote says how the game is won: the king taken, or the king's stay in the camp.
func (b *twelveLook) firstNote() i18n.Text { return i18n.CampHelp }
func (b *twelveLook) traceTag() string     { return " twelve" }

// emblem draws the side's king tile.
func (b *twelveLook) emblem(dst *ebiten.Image, r layout.Rect, side game.Color) float64 {
	u := b.st.screen.Unit
	size := r.H * 0.62
	img := b.st.tiles.image(b.st.settings.Skin, twelve.MakePiece(side, twelve.King), size)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X+u*1.2+size/2-float64(img.Bounds().Dx())/2, r.Y+r.H/2-float64(img.Bounds().Dy())/2)
	dst.DrawImage(img, op)
	return r.X + u*1.8 + size
}

func (b *twelveLook) moves() []string { return uci(b.m.Game().Moves()) }

func (b *twelveLook) moveTexts(dst []string, l i18n.Lang) []string {
	g := b.m.Game()
	p, err := twelve.ParseFEN(g.Variant(), g.StartFEN())
	if err != nil {
		return dst
	}
	return moveTexts(dst, p, g.Moves(), func(p *twelve.Position, mv twelve.Move) string { return coreMoveText(p, mv, l) })
}
