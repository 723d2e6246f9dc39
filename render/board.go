package render

import (
	"fmt"
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

// board is what differs between the games in the game scene, made for the scene's match by its
// game's entry in boards: the view of the board (janggiBoard draws Janggi's and Xiangqi's 9×10
// points, twelveBoard Twelve Janggi's 3×4 squares and both hands), the game's words, colours and
// moves (janggiLook, twelveLook) and its pass, if it has one. Each holds its game's match, which the
// scene sees as playing. The trace reads it as boardTrace.
type board struct {
	boardView
	gameLook
	pass passer // nil in a game without a pass (Xiangqi, Twelve Janggi)
}

// hasPass reports whether the game knows a pass; canPass whether the person to move may pass now.
func (b board) hasPass() bool { return b.pass != nil }
func (b board) canPass() bool { return b.pass != nil && b.pass.CanPass() }

// passer is the pass of the games that know one (Janggi's 한수쉼), as a match.Match makes it.
type passer interface {
	CanPass() bool
	Pass() bool
	// PassEnding says what a pass would open the way to (see match.Match.PassEnding).
	PassEnding() (res game.Result, now, ok bool)
}

// boards make the board of a session of each game the window plays, from the session's game:
// the one place the window reaches the match.Match behind a session, of its game's own types, for
// its squares, hands and moves.
var boards = map[kind.Game]func(*State, match.Session) (board, bool){
	kind.Janggi:  boardOf(newJanggiBoard),
	kind.Xiangqi: boardOf(newJanggiBoard),
	kind.Twelve:  boardOf(newTwelveBoard),
}

// boardOf returns the entry of boards that makes the board of a session whose adapter is M.
func boardOf[M match.Session](newBoard func(*State, M) board) func(*State, match.Session) (board, bool) {
	return func(st *State, s match.Session) (board, bool) {
		m, ok := s.(M)
		if !ok {
			return board{}, false
		}
		return newBoard(st, m), true
	}
}

// boardView is the board in the window: its geometry, its picture and the pointer on it.
type boardView interface {
	// fit lays the board out in the window's board area, as the board is turned.
	fit()
	// frame is the board's wood, over which notices and the news are drawn.
	frame() layout.Rect
	// noticeSize is the text size of a notice on the board (smaller for a long error).
	noticeSize(isErr bool) float64
	// noticeAvoid are the squares a notice must not cover: the pieces notices talk about (the
	// last move's piece, the generals or kings), so that a check or a promotion is announced
	// beside what it announces.
	noticeAvoid() []layout.Rect
	// pointer passes this tick's pointer to the match: a press, a drag, a release.
	pointer(in *input)
	// draw draws the board and everything on it; ticks drives the glows.
	draw(dst *ebiten.Image, ticks int)
	// arrowFor returns where an arrow of move uci (UCI form) by mover starts and ends on the
	// board, and the cell size to draw it at; a pass starts and ends on the general. False when
	// the text is no move of this board.
	arrowFor(uci string, mover game.Color) (fx, fy, tx, ty, cell float64, ok bool)
	// key sums up what draw's picture depends on (see framed); pulsing reports whether a glow
	// animates, so that every tick draws a new picture.
	key() any
	pulsing() bool
	// spots and chosen are the board's places for the trace (see boardTrace).
	spots() [][2]int
	chosen() (int, []int)
}

// gameLook is the game on the board as the panel, the move list, the notices and the dialogs show
// it: its words and colours, the position shown and the moves.
type gameLook interface {
	sideLook
	moveSource
	// shown is the position the board shows (a past one while stepping through the record), for
	// the editor and the clipboard.
	shown() port.Position
	// moves returns the live game's moves in UCI form, for the trace.
	moves() []string
}

// sideLook is the game's words and colours, as the panel, the notices and the dialogs show them.
type sideLook interface {
	// game is the game on the board, for its labels.
	game() kind.Game
	// title is the panel's first line: the game (and Janggi's rules preset).
	title(l i18n.Lang) string
	// rulesName names the rules in a line about a game: the preset, or the game.
	rulesName(l i18n.Lang) string
	// rules are the rules of the game on the board, for reading a FEN file as the same game's
	// position first: a Janggi preset or Xiangqi's; nil for Twelve Janggi.
	rules() *game.Rules
	// emblem draws side's general or king in the player's card r and returns where the card's
	// text begins.
	emblem(dst *ebiten.Image, r layout.Rect, side game.Color) float64
	// light is side's colour on the panel's dark background; ink its colour on the board.
	light(c game.Color) color.RGBA
	ink(c game.Color) color.RGBA
	// points returns side's counting points in the position shown, when the game counts them.
	points(c game.Color) (game.Points, bool)
	// drawTray draws side's tray in r: the pieces it took and its lead in material (tray.go).
	drawTray(dst *ebiten.Image, r layout.Rect, side game.Color)
	// help is the help's lines, and the words of the game's glossary it adds (Janggi's).
	help() (keys, glossary []i18n.Text)
	// firstNote is what the panel says before the first move when nothing else is to be said
	// (how Twelve Janggi is won), or nothing.
	firstNote() i18n.Text
	// traceTag is what the trace adds to the scene's first line to name the game: " twelve", or
	// nothing for Janggi and Xiangqi.
	traceTag() string
}

// moveSource writes the live game's moves as the move list shows them.
type moveSource interface {
	// moveTexts appends the moves to dst as the move list writes them (71졸72, 炮h3-e3).
	moveTexts(dst []string, l i18n.Lang) []string
}

// boardTrace is what the trace (State.trace, uiReport) reads of a board, beside what the scene shows.
type boardTrace interface {
	// moves returns the live game's moves in UCI form.
	moves() []string
	// spots are the centres of the places a click on the board means something: the points, and
	// Twelve Janggi's hand places.
	spots() [][2]int
	// chosen returns the selected piece and its destinations as indexes into spots (-1: none).
	chosen() (int, []int)
}

// A board is traced.
var _ boardTrace = board{}

// uci writes moves in UCI form, for the trace.
func uci[M fmt.Stringer](moves []M) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// moveTexts appends to dst the moves of line, played from pos, each as text writes it in the
// position before it: the move list, and the solution a puzzle shows. pos is changed.
func moveTexts[P interface{ Make(M) }, M any](dst []string, pos P, line []M, text func(P, M) string) []string {
	for _, mv := range line {
		dst = append(dst, text(pos, mv))
		pos.Make(mv)
	}
	return dst
}

// hintInk is the colour of the computer's suggestion on the board.
var hintInk = ui.Fade(color.RGBA{0x10, 0x70, 0xd0, 0xff}, 0.8)

// drawHintArrow draws a hint's arrow from (fx, fy) to (tx, ty) on a board of the given cell
// size, through the sprite cache.
func drawHintArrow(dst *ebiten.Image, st *State, fx, fy, tx, ty, cell float64) {
	drawCachedArrow(dst, st, fx, fy, tx, ty, cell, hintInk)
}

// drawCachedArrow is drawArrow through the sprite cache (an antialiased shape straight onto the
// screen is slow: see ui.Sprites).
func drawCachedArrow(dst *ebiten.Image, st *State, fx, fy, tx, ty, cell float64, ink color.RGBA) {
	pad := cell * 0.5
	x0, y0 := math.Min(fx, tx)-pad, math.Min(fy, ty)-pad
	k := ui.SpriteKey{Shape: "arrow", W: int(math.Abs(tx-fx) + 2*pad), H: int(math.Abs(ty-fy) + 2*pad), P: [2]float64{tx - fx, ty - fy}, C: ink}
	st.shapes.Draw(dst, k, x0, y0, 1, func(img *ebiten.Image) {
		drawArrow(img, fx-x0, fy-y0, tx-x0, ty-y0, cell, ink)
	})
}

// drawArrow draws an arrow from (fx, fy) to (tx, ty) for a board of the given cell size.
func drawArrow(dst *ebiten.Image, fx, fy, tx, ty, cell float64, ink color.RGBA) {
	dx, dy := tx-fx, ty-fy
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	head := cell * 0.38
	bx, by := tx-ux*head, ty-uy*head
	ui.Line(dst, fx, fy, bx, by, cell*0.12, ink)
	ui.Fill(dst, ui.PolygonPath([][2]float64{
		{tx, ty}, {bx - uy*head*0.6, by + ux*head*0.6}, {bx + uy*head*0.6, by - ux*head*0.6},
	}), ink)
}

// pointed is a match's selection as the pointer drives it, over S: a board square (Janggi) or a
// square or hand place (Twelve Janggi).
type pointed[S any] interface {
	Press(at S, x, y float64)
	Drag(x, y, slop float64)
	Release(at S)
	Flick(from, to S) bool
	Changes() int
}

// flick is a press the window may have seen late: the pointer was far from where the tick before
// saw it, so the button may have gone down there, and the pointer moved on before a tick came.
type flick struct {
	ok      bool
	x, y    float64 // where the pointer was the tick before the press
	frame   int     // the frame of the press (see State.frame)
	changes int     // the match's changes at the press
}

// passPointer passes this tick's pointer to m: a press inside the board area, the drag while the
// button is held (slop pixels start it), the release; spot says what lies under a pixel.
//
// A fast drag (press, move and release within a frame or two, which Ebitengine samples once a
// frame) is honoured: the release's own place counts as a move of the pointer, so a press seen
// on the piece and a release seen on its destination play the move; and when even the press was
// seen only where the pointer was let go, the release within two frames of it plays the move
// from where the pointer was before (Flick), if the press itself did nothing and that move is
// legal.
func passPointer[S any](st *State, in *input, m pointed[S], spot func(x, y float64) S, slop float64) {
	at := spot(in.x, in.y)
	if in.pressed && st.screen.Board.Contains(in.x, in.y) {
		st.flick = flick{}
		if in.havePrev && math.Hypot(in.x-in.prevX, in.y-in.prevY) > slop {
			st.flick = flick{ok: true, x: in.prevX, y: in.prevY, frame: st.frame, changes: m.Changes()}
		}
		m.Press(at, in.x, in.y)
	}
	if in.down || in.released {
		m.Drag(in.x, in.y, slop)
	}
	if in.released {
		m.Release(at)
		f := st.flick
		st.flick = flick{}
		if f.ok && st.frame-f.frame <= 2 && m.Changes() == f.changes {
			m.Flick(spot(f.x, f.y), at)
		}
	}
}

// noticeAvoidOf returns what a notice must leave in sight, for either game (squares S, moves M):
// the cells (by cell) of the last move's destination and of both generals, leaving out a last
// move that is noMove and a general that is noSquare (not on the board).
func noticeAvoidOf[S comparable, M interface {
	comparable
	To() S
}](last, noMove M, choGeneral, hanGeneral, noSquare S, cell func(S) layout.Rect) []layout.Rect {
	var out []layout.Rect
	if last != noMove {
		out = append(out, cell(last.To()))
	}
	for _, k := range []S{choGeneral, hanGeneral} {
		if k != noSquare {
			out = append(out, cell(k))
		}
	}
	return out
}

// sceneOf returns the game scene of match m on its game's board (see boards), or err, the error of
// starting m.
func sceneOf(st *State, m match.Session, err error) (*gameScene, error) {
	if err != nil {
		return nil, err
	}
	mk, ok := boards[m.Config().Game]
	b, made := board{}, false
	if ok {
		b, made = mk(st, m)
	}
	if !made {
		m.Close()
		return nil, fmt.Errorf("render: no board for a match of %v", m.Config().Game)
	}
	return newScene(st, m, b), nil
}
