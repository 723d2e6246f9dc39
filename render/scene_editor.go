package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/render/clipboard"
	"janggi/render/editor"
	"janggi/render/layout"
	"janggi/render/ui"
)

// editorScene is the position editor: a board of any of the three games, a palette of both sides'
// pieces to put on it (a click, or a drag from the palette; a drag off the board, a right-click
// or the eraser takes one off), the side to move, Clear and the start position, FEN copied to
// and pasted from the clipboard or typed in a text field, a message that says whether the
// position can be played and if not why, and the buttons that play it against the computer,
// hot-seat, or analyse it.
//
// The position edited and its rules are the model's (package render/editor, without the window);
// the scene lays it out (editor_panel.go), draws it (editor_draw.go, and the game's board view,
// editor_board.go) and maps the pointer, the keys and the clipboard (editor_clip.go) to it.
type editorScene struct {
	st   *State
	prev scene // where Back returns: the game, or the new-game screen; nil for a new new-game screen
	m    *editor.Model

	views map[kind.Game]editorView // each game's board view, made once
	layer boardLayer

	tool    editor.Piece // the palette's piece chosen, or the eraser; none
	drag    editDrag
	buttons []ui.Button
	palette []paletteCell
	title   layout.Rect
	message layout.Rect // the position's verdict
	fenText layout.Rect // the board's FEN, where there is room
	help    layout.Rect // how to use the editor, where there is room
	lines   []string
	bad     bool // the position cannot be played

	field  *fenField // the FEN text field, while it is open
	clip   clipboard.Clipboard
	clipCh chan clipResult
	// start is set by a button that starts a game; Update then makes it (which can fail).
	start func() error
}

// editDrag is a press on the board, a hand or the palette, until its release.
type editDrag struct {
	active   bool
	moved    bool // the pointer went further than a click
	fromSpot int  // the spot pressed (see editor.Model), or -1 for the palette
	piece    editor.Piece
	x0, y0   float64
	x, y     float64
}

// paletteCell is a piece of the palette.
type paletteCell struct {
	r     layout.Rect
	piece editor.Piece
}

// newEditorScene returns the editor of game g's position pos, or of the start position when pos
// is nil. Back returns to prev.
func newEditorScene(st *State, prev scene, g kind.Game, rules *game.Rules, pos port.Position) *editorScene {
	e := &editorScene{st: st, prev: prev, clip: st.opts.Clipboard, views: editorViews()}
	if e.clip == nil && !st.opts.NoSystemClipboard {
		e.clip = systemClipboard()
	}
	e.m = editor.New(g, rules, editor.Defaults{Rules: st.lastGame.Rules, Setups: st.lastGame.Setups}, pos)
	e.layout() // drawable at once (see scene)
	return e
}

// view returns the board view of the game edited.
func (e *editorScene) view() editorView { return e.views[e.m.Game()] }

// setGame switches the editor to game g on its start position, with no piece chosen.
func (e *editorScene) setGame(g kind.Game) {
	e.m.SetGame(g, nil)
	e.tool = editor.NoPiece
}

// Update implements scene.
func (e *editorScene) Update(st *State) error {
	in := &st.in
	e.pollClipboard()
	switch {
	case e.field != nil:
		e.field.update(e, in)
	case in.ctrl && in.key(ebiten.KeyC):
		e.copyFEN()
	case in.ctrl && in.key(ebiten.KeyV):
		e.pasteFEN()
	case in.ctrl:
	case in.key(ebiten.KeyEscape):
		e.back()
	case in.key(ebiten.KeyS):
		st.switchSkin()
	case in.key(ebiten.KeyL):
		st.switchLang()
	case in.key(ebiten.KeyDelete):
		e.tool = editor.Eraser
	default:
		if !ui.ClickButtons(in, e.buttons) {
			e.pointer(in)
		}
	}
	if e.start != nil {
		start := e.start
		e.start = nil
		if err := start(); err != nil {
			st.fail(err.Error())
		}
	}
	e.layout()
	return nil
}

// pointer handles the pointer on the board, the hands and the palette.
func (e *editorScene) pointer(in *input) {
	m := e.m
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) {
		m.Remove(e.view().hit(in.x, in.y))
		e.drag = editDrag{}
		return
	}
	d := &e.drag
	if in.pressed {
		for _, c := range e.palette {
			if c.r.Contains(in.x, in.y) {
				if e.tool == c.piece {
					e.tool = editor.NoPiece
				} else {
					e.tool = c.piece
				}
				*d = editDrag{active: true, fromSpot: -1, piece: c.piece, x0: in.x, y0: in.y, x: in.x, y: in.y}
				return
			}
		}
		i := e.view().hit(in.x, in.y)
		if i < 0 {
			return
		}
		if p := m.At(i); p != editor.NoPiece {
			*d = editDrag{active: true, fromSpot: i, piece: p, x0: in.x, y0: in.y, x: in.x, y: in.y}
			return
		}
		m.Put(i, e.tool) // an empty point: the chosen piece goes there at once
		return
	}
	if !d.active {
		return
	}
	d.x, d.y = in.x, in.y
	if math.Hypot(d.x-d.x0, d.y-d.y0) > e.st.screen.Unit*0.6 {
		d.moved = true
	}
	if !in.released && in.down {
		return
	}
	drag := *d
	*d = editDrag{}
	to := e.view().hit(drag.x, drag.y)
	switch {
	case drag.moved && drag.fromSpot < 0: // from the palette
		if drag.piece != editor.Eraser {
			m.Put(to, drag.piece)
		} else {
			m.Remove(to)
		}
		e.tool = drag.piece
	case drag.moved: // a piece moved, or taken off the board
		if to != drag.fromSpot {
			m.Remove(drag.fromSpot)
			m.Put(to, drag.piece)
		}
	case drag.fromSpot >= 0: // a click on a piece: the eraser or the same piece takes it off, another piece replaces it
		switch {
		case e.tool == editor.NoPiece || e.tool == editor.Eraser || e.tool == drag.piece:
			m.Remove(drag.fromSpot)
		default:
			m.Remove(drag.fromSpot)
			m.Put(drag.fromSpot, e.tool)
		}
	}
}

// back returns to the scene the editor was opened from.
func (e *editorScene) back() {
	switch p := e.prev.(type) {
	case *gameScene:
		p.shown = false // its clock waits until it is on the screen again
		e.st.next = p
	case nil:
		e.st.next = newSetupScene(e.st, nil)
	default:
		e.st.next = p
	}
}

// close implements the app's close: the game the editor was opened over is saved and stopped.
func (e *editorScene) close() {
	if c, ok := e.prev.(interface{ close() }); ok {
		c.close()
	}
}

// play starts the position in mode: against the computer (the player has the side to move),
// hot-seat, or hot-seat with the analysis of the position running.
func (e *editorScene) play(mode kind.Mode, analyse bool) func() error {
	return func() error {
		cfg := e.st.lastGame
		if gs, ok := e.prev.(*gameScene); ok {
			cfg = gs.config()
		}
		side := e.m.Side()
		cfg.Game, cfg.Mode, cfg.StartFEN = e.m.Game(), mode, e.m.FEN()
		if r := e.m.Preset(); r != nil {
			cfg.Rules = r
		} else if cfg.Rules == nil { // a game without presets keeps the last Janggi's
			cfg.Rules = game.Standard()
		}
		if mode == kind.VsAI {
			cfg = cfg.AgainstComputer(side)
		}
		cfg.Human = side
		for c := range cfg.Levels {
			cfg.Levels[c] = min(max(cfg.Levels[c], 1), e.st.opts.MaxLevel)
		}
		g, err := newGameScene(e.st, cfg)
		if err != nil {
			return err
		}
		e.close()
		if analyse {
			g.an.start(false)
			g.m.RequestHint()
		}
		e.st.trace("editor start %s %s %s\n", gameNames[cfg.Game], mode, cfg.StartFEN)
		e.st.next = g
		return nil
	}
}
