package render

import (
	"errors"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/render/clipboard"
	"janggi/render/i18n"
	"janggi/render/layout"
)

// editorScene is the position editor: a board of any of the three games, a palette of both sides'
// pieces to put on it (a click, or a drag from the palette; a drag off the board, a right-click
// or the eraser takes one off), the side to move, Clear and the start position, FEN copied to
// and pasted from the clipboard or typed in a text field, a message that says whether the
// position can be played and if not why, and the buttons that play it against the computer,
// hot-seat, or analyse it.
type editorScene struct {
	st   *State
	prev scene // where Back returns: the game, or the new-game screen; nil for a new new-game screen
	game kind.Game
	// rules are Janggi's preset or Xiangqi's; unused in Twelve Janggi.
	rules *game.Rules
	pl    game.Placement   // Janggi's and Xiangqi's board
	tw    twelve.Placement // Twelve Janggi's board and hands

	specs map[kind.Game]*layout.Board
	geo   layout.Geometry       // Janggi's and Xiangqi's board
	tgeo  layout.TwelveGeometry // Twelve Janggi's, with its trays
	layer boardLayer

	tool    editPiece // the palette's piece chosen, or eraser; none
	drag    editDrag
	buttons []button
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

// editPiece is a piece of any of the games as the editor holds it: game.Piece and twelve.Piece
// share their layout (the type in bits 0-2, the colour in bit 3). eraser is the palette's eraser.
type editPiece uint8

const (
	noEditPiece editPiece = 0
	eraser      editPiece = 0xff
)

// editDrag is a press on the board, a hand or the palette, until its release.
type editDrag struct {
	active   bool
	moved    bool // the pointer went further than a click
	fromSpot int  // the spot pressed (see spotAt), or -1 for the palette
	piece    editPiece
	x0, y0   float64
	x, y     float64
}

// paletteCell is a piece of the palette.
type paletteCell struct {
	r     layout.Rect
	piece editPiece
}

// clipResult is a copy or a paste that finished.
type clipResult struct {
	paste bool
	text  string
	err   error
}

// newEditorScene returns the editor of game g's position: pos (a *game.Position or a
// *twelve.Position), or the start position when pos is nil. Back returns to prev.
func newEditorScene(st *State, prev scene, g kind.Game, rules *game.Rules, pos any) *editorScene {
	e := &editorScene{st: st, prev: prev, clip: st.opts.Clipboard,
		specs: map[kind.Game]*layout.Board{kind.Janggi: layout.Janggi(), kind.Twelve: layout.Twelve(), kind.Xiangqi: layout.Xiangqi()}}
	if e.clip == nil && !st.opts.NoSystemClipboard {
		e.clip = systemClipboard()
	}
	e.setGame(g, rules)
	switch p := pos.(type) {
	case *game.Position:
		if p != nil {
			e.pl = game.PlacementOf(p)
		}
	case *twelve.Position:
		if p != nil {
			e.tw = twelve.PlacementOf(p)
		}
	}
	e.layout() // drawable at once (see scene)
	return e
}

// systemClipboard is looked up once: it runs no program, but looks through PATH.
var systemClipboard = func() func() clipboard.Clipboard {
	var c clipboard.Clipboard
	found := false
	return func() clipboard.Clipboard {
		if !found {
			c, found = clipboard.System(), true
		}
		return c
	}
}()

// setGame switches the editor to game g (rules for Janggi's preset; nil keeps the last one) on
// its start position.
func (e *editorScene) setGame(g kind.Game, rules *game.Rules) {
	e.game = g
	switch {
	case g == kind.Xiangqi:
		e.rules = game.MustPreset("xiangqi")
	case rules != nil && rules.Game == kind.Janggi:
		e.rules = rules
	case e.rules == nil || e.rules.Game != kind.Janggi:
		e.rules = game.Standard()
		if r := e.st.prefs.Match.Rules; r != nil && r.Game == kind.Janggi {
			e.rules = r
		}
	}
	e.tool = noEditPiece
	e.startPosition()
}

// startPosition sets the game's start position, with the setups of the new-game screen.
func (e *editorScene) startPosition() {
	if e.game == kind.Twelve {
		e.tw = twelve.PlacementOf(twelve.NewPosition(twelve.TwelveJanggi))
		return
	}
	s := e.st.prefs.Match.Setups
	e.pl = game.PlacementOf(game.NewPosition(e.rules, s[game.Cho], s[game.Han]))
}

// clear empties the board and the hands.
func (e *editorScene) clear() {
	side := e.side()
	e.pl, e.tw = game.Placement{}, twelve.Placement{}
	e.setSide(side)
}

func (e *editorScene) side() game.Color {
	if e.game == kind.Twelve {
		return e.tw.Side
	}
	return e.pl.Side
}

func (e *editorScene) setSide(c game.Color) { e.pl.Side, e.tw.Side = c, c }

// fen returns the board in FEN.
func (e *editorScene) fen() string {
	if e.game == kind.Twelve {
		return e.tw.FEN()
	}
	return e.pl.FEN()
}

// verdict returns the messages of what makes the position impossible (none: it can be played).
func (e *editorScene) verdict() []string {
	l := e.st.lang()
	var out []string
	if e.game == kind.Twelve {
		for _, f := range e.tw.Flaws() {
			out = append(out, i18n.TwelveFlaw(l, f))
		}
		return out
	}
	for _, f := range e.pl.Flaws(e.rules) {
		out = append(out, i18n.Flaw(e.game, l, f))
	}
	return out
}

// Spots: Janggi's and Xiangqi's 90 points; Twelve Janggi's 12 squares, then each side's three
// hand places (Cho's first), as the game scene reports them.
func (e *editorScene) spotCount() int {
	if e.game == kind.Twelve {
		return twelve.SquareCount + 2*layout.TwelveSlots
	}
	return game.SquareCount
}

func (e *editorScene) spotCenter(i int) (float64, float64) {
	if e.game != kind.Twelve {
		s := game.Square(i)
		return e.geo.Center(layout.Point{File: s.File(), Rank: s.Rank()})
	}
	if i < twelve.SquareCount {
		s := twelve.Square(i)
		return e.tgeo.Center(layout.Point{File: s.File(), Rank: s.Rank()})
	}
	i -= twelve.SquareCount
	return e.tgeo.SlotCenter(i/layout.TwelveSlots, i%layout.TwelveSlots)
}

// spotAt returns the spot under pixel (x, y), or -1.
func (e *editorScene) spotAt(x, y float64) int {
	if e.game != kind.Twelve {
		if p, ok := e.geo.Hit(x, y); ok {
			return int(game.SquareAt(p.File, p.Rank))
		}
		return -1
	}
	if p, ok := e.tgeo.Hit(x, y); ok {
		return int(twelve.SquareAt(p.File, p.Rank))
	}
	if player, slot, ok := e.tgeo.HitSlot(x, y); ok {
		return twelve.SquareCount + player*layout.TwelveSlots + slot
	}
	return -1
}

// hand returns the side and type of a Twelve Janggi hand spot.
func handSpot(i int) (game.Color, twelve.PieceType) {
	i -= twelve.SquareCount
	return game.Color(i / layout.TwelveSlots), handTypes[i%layout.TwelveSlots]
}

// at returns the piece on spot i (in a hand: one of the place's type, if the hand has one).
func (e *editorScene) at(i int) editPiece {
	switch {
	case i < 0:
		return noEditPiece
	case e.game != kind.Twelve:
		return editPiece(e.pl.Board[i])
	case i < twelve.SquareCount:
		return editPiece(e.tw.Board[i])
	}
	c, t := handSpot(i)
	if e.tw.Hand[c][t] > 0 {
		return editPiece(twelve.MakePiece(c, t))
	}
	return noEditPiece
}

// put puts p on spot i: on a point or square in place of what was there; in a hand, one more of
// its kind (a lord goes back to a soldier, a king never goes into a hand, a hand holds at most
// two of a kind).
func (e *editorScene) put(i int, p editPiece) {
	switch {
	case i < 0 || p == noEditPiece || p == eraser:
	case e.game != kind.Twelve:
		e.pl.Board[i] = game.Piece(p)
	case i < twelve.SquareCount:
		e.tw.Board[i] = twelve.Piece(p)
	default:
		c, _ := handSpot(i)
		t := twelve.Piece(p).Type().Demoted()
		if t != twelve.King && e.tw.Hand[c][t] < 2 {
			e.tw.Hand[c][t]++
		}
	}
}

// remove takes the piece off spot i (one from a hand).
func (e *editorScene) remove(i int) {
	switch {
	case i < 0:
	case e.game != kind.Twelve:
		e.pl.Board[i] = game.NoPiece
	case i < twelve.SquareCount:
		e.tw.Board[i] = twelve.NoPiece
	default:
		c, t := handSpot(i)
		e.tw.Hand[c][t] = max(0, e.tw.Hand[c][t]-1)
	}
}

// paletteTypes are the pieces of the palette for each side, in the order of the start position
// from the middle out.
func (e *editorScene) paletteTypes() []uint8 {
	if e.game == kind.Twelve {
		return []uint8{uint8(twelve.King), uint8(twelve.General), uint8(twelve.Elephant), uint8(twelve.Soldier), uint8(twelve.Lord)}
	}
	return []uint8{uint8(game.General), uint8(game.Guard), uint8(game.Elephant), uint8(game.Horse), uint8(game.Chariot), uint8(game.Cannon), uint8(game.Soldier)}
}

func makeEditPiece(c game.Color, t uint8) editPiece { return editPiece(uint8(c)<<3 | t) }

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
		e.tool = eraser
	default:
		if !clickButtons(in, e.buttons) {
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
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) {
		e.remove(e.spotAt(in.x, in.y))
		e.drag = editDrag{}
		return
	}
	d := &e.drag
	if in.pressed {
		for _, c := range e.palette {
			if c.r.Contains(in.x, in.y) {
				if e.tool == c.piece {
					e.tool = noEditPiece
				} else {
					e.tool = c.piece
				}
				*d = editDrag{active: true, fromSpot: -1, piece: c.piece, x0: in.x, y0: in.y, x: in.x, y: in.y}
				return
			}
		}
		i := e.spotAt(in.x, in.y)
		if i < 0 {
			return
		}
		if p := e.at(i); p != noEditPiece {
			*d = editDrag{active: true, fromSpot: i, piece: p, x0: in.x, y0: in.y, x: in.x, y: in.y}
			return
		}
		e.put(i, e.tool) // an empty point: the chosen piece goes there at once
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
	to := e.spotAt(drag.x, drag.y)
	switch {
	case drag.moved && drag.fromSpot < 0: // from the palette
		if drag.piece != eraser {
			e.put(to, drag.piece)
		} else {
			e.remove(to)
		}
		e.tool = drag.piece
	case drag.moved: // a piece moved, or taken off the board
		if to != drag.fromSpot {
			e.remove(drag.fromSpot)
			e.put(to, drag.piece)
		}
	case drag.fromSpot >= 0: // a click on a piece: the eraser or the same piece takes it off, another piece replaces it
		switch {
		case e.tool == noEditPiece || e.tool == eraser || e.tool == drag.piece:
			e.remove(drag.fromSpot)
		default:
			e.remove(drag.fromSpot)
			e.put(drag.fromSpot, e.tool)
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
		cfg := e.st.prefs.Match
		if gs, ok := e.prev.(*gameScene); ok {
			cfg = gs.config()
		}
		cfg.Game, cfg.Mode, cfg.StartFEN = e.game, mode, e.fen()
		if e.game != kind.Twelve {
			cfg.Rules = e.rules
		} else if cfg.Rules == nil {
			cfg.Rules = game.Standard()
		}
		if mode == kind.VsAI {
			cfg = cfg.AgainstComputer(e.side())
		}
		cfg.Human = e.side()
		for c := range cfg.Levels {
			cfg.Levels[c] = min(max(cfg.Levels[c], 1), e.st.opts.MaxLevel)
		}
		g, err := newGameScene(e.st, cfg)
		if err != nil {
			return err
		}
		e.close()
		if analyse {
			g.startAnalysis(false)
			g.m.RequestHint()
		}
		e.st.trace("editor start %s %s %s\n", gameNames[e.game], mode, cfg.StartFEN)
		e.st.next = g
		return nil
	}
}

// copyFEN puts the board's FEN on the clipboard, or, with no clipboard, in the text field.
func (e *editorScene) copyFEN() {
	fen := e.fen()
	e.st.trace("editor copy %s\n", fen)
	if e.clip == nil {
		e.openField(fen, "")
		e.st.say(i18n.FENInField.In(e.st.lang()))
		return
	}
	if e.clipCh != nil {
		return // the last copy or paste is still running
	}
	ch := make(chan clipResult, 1)
	e.clipCh = ch
	c := e.clip
	go func() { ch <- clipResult{text: fen, err: c.Copy(fen)} }()
}

// pasteFEN loads a FEN from the clipboard, or opens the text field to type one.
func (e *editorScene) pasteFEN() {
	if e.clip == nil {
		e.openField("", "")
		return
	}
	if e.clipCh != nil {
		return
	}
	ch := make(chan clipResult, 1)
	e.clipCh = ch
	c := e.clip
	go func() {
		text, err := c.Paste()
		ch <- clipResult{paste: true, text: text, err: err}
	}()
}

// pollClipboard takes the result of a copy or paste that finished, without waiting.
func (e *editorScene) pollClipboard() {
	if e.clipCh == nil {
		return
	}
	var r clipResult
	select {
	case r = <-e.clipCh:
		e.clipCh = nil
	default:
		return
	}
	l := e.st.lang()
	switch {
	case !r.paste && r.err != nil:
		e.openField(r.text, r.err.Error())
	case !r.paste:
		e.st.say(i18n.FENCopied.In(l))
	case errors.Is(r.err, clipboard.ErrTooLong):
		e.openField("", i18n.FENTooLong.Format(l, maxFENField))
	case r.err != nil:
		e.openField("", r.err.Error())
	case utf8.RuneCountInString(strings.TrimSpace(r.text)) > maxFENField:
		// Not read as a FEN: the field shows its start, the message why.
		e.openField(strings.TrimSpace(r.text), i18n.FENTooLong.Format(l, maxFENField))
	case strings.TrimSpace(r.text) == "":
		e.openField("", i18n.FENEmpty.In(l))
	default:
		if e.field != nil {
			e.field.text = capField(strings.TrimSpace(r.text))
			e.field.err = ""
			return
		}
		if err := e.loadFEN(r.text); err != nil {
			e.openField(strings.TrimSpace(r.text), i18n.FENError(l, err))
		}
	}
}

// loadFEN reads a FEN of any of the three games into the editor: the game shown first, then the
// others (a FEN with a hand or four ranks is Twelve Janggi's). A board with a flaw is loaded, and
// the message says what is wrong; text that is no board of any game is an error.
func (e *editorScene) loadFEN(text string) error {
	text = strings.TrimSpace(text)
	order := []kind.Game{e.game}
	for _, g := range kind.Games() {
		if g != e.game {
			order = append(order, g)
		}
	}
	var first error
	for _, g := range order {
		var err error
		if g == kind.Twelve {
			var tw twelve.Placement
			if tw, err = twelve.ParsePlacement(text); err == nil {
				e.setGame(g, nil)
				e.tw = tw
			}
		} else {
			rules := e.rules
			if g == kind.Xiangqi {
				rules = game.MustPreset("xiangqi")
			} else if rules.Game != kind.Janggi {
				rules = nil
			}
			var pl game.Placement
			if pl, err = game.ParsePlacement(rules, text); err == nil {
				e.setGame(g, rules)
				e.pl = pl
			}
		}
		if err == nil {
			e.st.trace("editor paste %s %s\n", gameNames[g], e.fen())
			e.st.say(i18n.FENPasted.In(e.st.lang()))
			return nil
		}
		if first == nil {
			first = err
		}
	}
	return first
}

// openField opens the FEN text field with text in it, cut to what the field holds, and an error
// under it.
func (e *editorScene) openField(text, err string) {
	e.field = &fenField{text: capField(text), err: err}
	e.drag = editDrag{}
}

// layout implements scene: the board in the board area, and the panel's title, game switch,
// palette, side to move, Clear and Start position, FEN, message and the buttons that start a game,
// in one column or, when they do not fit, two or three.
func (e *editorScene) layout() {
	st := e.st
	sc := st.screen.WithoutButtons() // no buttons under the board
	if e.game == kind.Twelve {
		e.tgeo = sc.FitTwelve(e.specs[kind.Twelve], false)
	} else {
		e.geo = sc.FitBoard(e.specs[e.game], false)
	}
	e.lines = e.verdict()
	e.bad = len(e.lines) > 0
	e.buttons, e.palette = e.buttons[:0], e.palette[:0]
	e.placeBlocks(e.panelBlocks(), sc.Panel.Inset(sc.Unit*0.8))
	if e.field != nil {
		e.field.layout(e)
	}
}

// editorBlock is one block of the editor's panel: h units high; fill places it in r.
type editorBlock struct {
	h        float64
	fill     func(r layout.Rect)
	optional bool // shown only where the panel has room for it in one column
	janggi   bool // Janggi's only
}

// editorPalette is the index of the palette's block in panelBlocks: its height depends on the
// column's width (see placeBlocks).
const editorPalette = 2

// panelBlocks returns the blocks of the panel, top to bottom, for the game edited.
func (e *editorScene) panelBlocks() []editorBlock {
	u := e.st.screen.Unit
	l := e.st.lang()
	add := func(r layout.Rect, label string, on, disabled bool, act func(), id string) {
		e.buttons = append(e.buttons, button{r: r, label: label, on: on, disabled: disabled, act: act, id: id})
	}
	rowOf := func(r layout.Rect, n int) []layout.Rect { return layout.Grid(r, n, n, r.H, u*0.4) }
	const rowH, msgH = 2.2, 3.4
	blocks := []editorBlock{
		{h: 2.2, fill: func(r layout.Rect) { e.title = r }},
		{h: rowH, fill: func(r layout.Rect) {
			for i, g := range kind.Games() {
				add(rowOf(r, 3)[i], i18n.GameName(g, l), e.game == g, false, func() { e.setGame(g, nil) }, "game:"+gameNames[g])
			}
		}},
		{}, // the palette: its height depends on the column's width (see below)
		{h: rowH, fill: func(r layout.Rect) {
			rs := layout.Grid(r, 3, 3, r.H, u*0.4)
			e.buttons = append(e.buttons, button{r: rs[0], label: i18n.ToMoveLabel.In(l), caption: true})
			for c := game.Cho; c <= game.Han; c++ {
				add(rs[1+int(c)], i18n.SideName(e.game, c).In(l), e.side() == c, false, func() { e.setSide(c) }, "side:"+c.String())
			}
		}},
		{h: rowH, fill: func(r layout.Rect) { e.setupRow(r, game.Han) }, janggi: true},
		{h: rowH, fill: func(r layout.Rect) { e.setupRow(r, game.Cho) }, janggi: true},
		{h: rowH, fill: func(r layout.Rect) {
			rs := rowOf(r, 3)
			add(rs[0], i18n.ClearBoard.In(l), false, false, e.clear, "clear")
			add(rs[1], i18n.StartPosition.In(l), false, false, e.startPosition, "startpos")
			add(rs[2], i18n.Eraser.In(l), e.tool == eraser, false, func() {
				if e.tool == eraser {
					e.tool = noEditPiece
				} else {
					e.tool = eraser
				}
			}, "eraser")
		}},
		{h: rowH, fill: func(r layout.Rect) {
			rs := rowOf(r, 2)
			add(rs[0], i18n.CopyFEN.In(l), false, false, e.copyFEN, "copy")
			add(rs[1], i18n.PasteFEN.In(l), false, false, e.pasteFEN, "paste")
		}},
		{h: 2.1, fill: func(r layout.Rect) { e.fenText = r }, optional: true},
		{h: msgH, fill: func(r layout.Rect) { e.message = r }},
		{h: rowH, fill: func(r layout.Rect) {
			rs := rowOf(r, 2)
			add(rs[0], i18n.PlayComputer.In(l), false, e.bad, func() { e.start = e.play(kind.VsAI, false) }, "play:ai")
			e.buttons[len(e.buttons)-1].primary = true
			add(rs[1], i18n.PlayHotSeat.In(l), false, e.bad, func() { e.start = e.play(kind.HotSeat, false) }, "play:hotseat")
		}},
		{h: rowH, fill: func(r layout.Rect) {
			rs := rowOf(r, 2)
			add(rs[0], i18n.AnalyseIt.In(l), false, e.bad, func() { e.start = e.play(kind.HotSeat, true) }, "play:analyse")
			add(rs[1], i18n.Back.In(l), false, false, e.back, "back")
		}},
		{h: 4.2, fill: func(r layout.Rect) { e.help = r }, optional: true},
	}
	if e.game != kind.Janggi {
		kept := blocks[:0]
		for _, b := range blocks {
			if !b.janggi {
				kept = append(kept, b)
			}
		}
		blocks = kept
	}
	return blocks
}

// placeBlocks lays the blocks out in the panel: in one column where they fit, else in two or
// three (without the optional ones), squeezed if they must be.
func (e *editorScene) placeBlocks(blocks []editorBlock, panel layout.Rect) {
	u := e.st.screen.Unit
	types := e.paletteTypes()
	gap := 0.5
	// The palette's cells are square, as wide as a column allows, at most 3.2 units.
	paletteH := func(colW float64) float64 {
		cell := min(colW/float64(len(types)), u*3.2)
		return 2 * cell / u
	}
	// fit returns how many columns the blocks take, their width and how much the blocks must be
	// squeezed to fit the panel's height (1: not at all).
	fit := func() (cols int, colW, scale float64) {
		for cols = 1; ; cols++ {
			colW = (panel.W - float64(cols-1)*u) / float64(cols)
			blocks[editorPalette].h = paletteH(colW)
			total := 0.0
			for _, b := range blocks {
				total += b.h + gap
			}
			need := total / float64(cols) * 1.15 // a column breaks between blocks: leave room
			if cols == 1 {
				need = total
			}
			if need*u <= panel.H || cols == 3 {
				return cols, colW, min(1, panel.H/(need*u))
			}
		}
	}
	cols, colW, scale := fit()
	if cols > 1 || scale < 1 { // without the FEN line and the help
		kept := blocks[:0]
		for _, b := range blocks {
			if !b.optional {
				kept = append(kept, b)
			}
		}
		blocks = kept
		cols, colW, scale = fit()
	}
	e.fenText, e.help = layout.Rect{}, layout.Rect{}
	blocks[editorPalette].fill = func(r layout.Rect) {
		cell := r.H / 2
		w := cell * float64(len(types))
		x0 := r.X + (r.W-w)/2
		for c := game.Cho; c <= game.Han; c++ {
			for i, t := range types {
				e.palette = append(e.palette, paletteCell{r: layout.Rect{X: x0 + float64(i)*cell, Y: r.Y + float64(c)*cell, W: cell, H: cell}, piece: makeEditPiece(c, t)})
			}
		}
	}
	// Fill the columns in turn; a block goes to the next column when this one is full.
	x, y, col := panel.X, panel.Y, 0
	limit := panel.Y + panel.H
	per := 0.0
	for _, b := range blocks {
		per += (b.h + gap) * u * scale
	}
	perCol := per / float64(cols)
	start := y
	for _, b := range blocks {
		h := b.h * u * scale
		if col < cols-1 && y-start+h > perCol*1.05 && y > start {
			col++
			x += colW + u
			y = start
		}
		if y+h > limit {
			h = max(0, limit-y)
		}
		b.fill(layout.Rect{X: x, Y: y, W: colW, H: h})
		y += h + gap*u*scale
	}
}

// Draw implements scene.
func (e *editorScene) Draw(dst *ebiten.Image) {
	st := e.st
	u := st.screen.Unit
	l := st.lang()
	dst.Fill(backdrop)
	e.drawBoard(dst)
	fitText(dst, st, u*1.5, i18n.Editor.In(l)+" · "+i18n.GameName(e.game, l), e.title.X, e.title.Y+e.title.H/2, e.title.W, centerLeft, panelText)
	e.drawPalette(dst)
	drawButtons(dst, st, e.buttons)
	e.drawMessage(dst)
	if r := e.fenText; r.H > 0 {
		lines := breakFEN(st, u*0.8, e.fen(), r.W)
		if len(lines) > 2 {
			lines = lines[:2]
			lines[1] = elide(st, u*0.8, lines[1]+"…", r.W)
		}
		for i, line := range lines {
			drawText(dst, st.fonts.sans, u*0.8, line, r.X, r.Y+float64(i)*u, topLeft, panelDim)
		}
	}
	if r := e.help; r.H > 0 {
		help := i18n.EditorHelp.In(l) + " · " + i18n.EditorKeys.In(l)
		if e.game == kind.Twelve {
			help = i18n.EditorHandHelp.In(l) + " · " + help
		}
		lines := wrap(st.fonts.sans, u*0.8, help, r.W)
		for i, line := range lines[:min(len(lines), int(r.H/u))] {
			drawText(dst, st.fonts.sans, u*0.8, line, r.X, r.Y+float64(i)*u, topLeft, panelDim)
		}
	}
	if e.drag.active && e.drag.moved {
		e.drawPiece(dst, e.drag.piece, e.drag.x, e.drag.y, e.cell()*0.5, 1.5)
	}
	if e.field != nil {
		e.field.draw(dst, e)
	}
	drawNews(dst, st, e.frame())
}

func (e *editorScene) frame() layout.Rect {
	if e.game == kind.Twelve {
		return e.tgeo.Frame
	}
	return e.geo.Frame
}

func (e *editorScene) cell() float64 {
	if e.game == kind.Twelve {
		return e.tgeo.Cell
	}
	return e.geo.Cell
}

// drawBoard draws the board, its pieces and, in Twelve Janggi, the hands.
func (e *editorScene) drawBoard(dst *ebiten.Image) {
	st := e.st
	g := e.geo
	if e.game == kind.Twelve {
		g = e.tgeo.Geometry
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(g.Frame.X, g.Frame.Y)
	dst.DrawImage(e.layer.image(g, st.fonts, legible(st)), op)
	dragged := -1
	if e.drag.active && e.drag.moved {
		dragged = e.drag.fromSpot
	}
	if e.game == kind.Twelve {
		drawTwelveCamps(dst, g)
		e.drawHands(dst, dragged)
	}
	for i := 0; i < e.spotCount(); i++ {
		if e.game == kind.Twelve && i >= twelve.SquareCount {
			break
		}
		if p := e.at(i); p != noEditPiece && i != dragged {
			x, y := e.spotCenter(i)
			e.drawPiece(dst, p, x, y, e.cell()*0.5, 0)
		}
	}
}

// drawHands draws Twelve Janggi's trays with the pieces in hand and their counts.
func (e *editorScene) drawHands(dst *ebiten.Image, dragged int) {
	st := e.st
	u := st.screen.Unit
	for c := game.Cho; c <= game.Han; c++ {
		t := e.tgeo.Trays[c]
		st.shapes.roundRect(dst, t.X, t.Y, t.W, t.H, e.tgeo.Cell*0.12, buttonBG)
		st.shapes.roundRect(dst, t.X, t.Y, t.W, e.tgeo.Cell*0.06, e.tgeo.Cell*0.03, twelveInk[c&1])
		for slot, ty := range handTypes {
			n := e.tw.Hand[c][ty]
			spot := twelve.SquareCount + int(c)*layout.TwelveSlots + slot
			if spot == dragged {
				n--
			}
			x, y := e.tgeo.SlotCenter(int(c), slot)
			if n <= 0 {
				st.shapes.ring(dst, x, y, e.tgeo.Slot*0.3, 1.5, fade(panelDim, 0.5))
				continue
			}
			size := e.tgeo.Slot * 0.84
			drawTwelveTile(dst, st, twelve.MakePiece(c, ty), x, y, size, 0, 1, false)
			if n > 1 {
				drawText(dst, st.fonts.sans, u*0.95, "×2", x+size*0.42, y+size*0.38, centered, panelText)
			}
		}
	}
}

// drawPiece draws p centred on (x, y), r the half of a cell.
func (e *editorScene) drawPiece(dst *ebiten.Image, p editPiece, x, y, r, lift float64) {
	st := e.st
	if p == eraser || p == noEditPiece {
		return
	}
	if e.game == kind.Twelve {
		drawTwelveTile(dst, st, twelve.Piece(p), x, y, r*2*0.82, lift, 1, false)
		return
	}
	pc := game.Piece(p)
	style := StyleJanggi
	if e.game == kind.Xiangqi {
		style = StyleXiangqi
	}
	img := st.pieces.image(st.prefs.Skin, Token{style, pc.Color(), pc.Type()}, r*0.92*counterSize(style, pc.Type())*(1+lift*0.08))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x-float64(img.Bounds().Dx())/2, y-float64(img.Bounds().Dy())/2)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// drawPalette draws the palette's pieces, the chosen one on a light square.
func (e *editorScene) drawPalette(dst *ebiten.Image) {
	st := e.st
	for _, c := range e.palette {
		bg := buttonBG
		if c.piece == e.tool {
			bg = buttonChosen
		} else if c.r.Contains(st.in.x, st.in.y) {
			bg = buttonHover
		}
		in := c.r.Inset(c.r.W * 0.04)
		st.shapes.roundRect(dst, in.X, in.Y, in.W, in.H, in.W*0.15, bg)
		e.drawPiece(dst, c.piece, c.r.X+c.r.W/2, c.r.Y+c.r.H/2, c.r.W*0.45, 0)
	}
}

// drawMessage draws the verdict: that the position can be played, or the first reasons why not.
func (e *editorScene) drawMessage(dst *ebiten.Image) {
	st := e.st
	u := st.screen.Unit
	l := st.lang()
	r := e.message
	if r.H <= 0 {
		return
	}
	size := u * 0.9
	ink := choLight
	text := i18n.PositionOK.In(l)
	if e.bad {
		ink = hanLight
		text = i18n.PositionBad.Format(l, e.lines[0])
		if len(e.lines) > 1 {
			text += " " + i18n.MoreFlaws.Format(l, len(e.lines)-1)
		}
	}
	lines := wrap(st.fonts.sans, size, text, r.W)
	maxLines := max(1, int(r.H/(size*1.2)))
	if len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] = elide(st, size, lines[maxLines-1]+" …", r.W)
	}
	for i, line := range lines {
		drawText(dst, st.fonts.sans, size, line, r.X, r.Y+float64(i)*size*1.2, topLeft, ink)
	}
}

// report implements scene.
func (e *editorScene) report() uiReport {
	r := newUIReport(e.st, "editor")
	r.Game = gameNames[e.game]
	if e.field != nil {
		r.Overlay = "fen"
		r.addButtons(e.field.buttons)
		return r
	}
	r.addButtons(e.buttons)
	for _, c := range e.palette {
		r.Buttons = append(r.Buttons, uiButton{ID: "palette", Label: paletteLabel(e.game, c.piece), X: int(c.r.X), Y: int(c.r.Y), W: int(c.r.W), H: int(c.r.H)})
	}
	for i := 0; i < e.spotCount(); i++ {
		x, y := e.spotCenter(i)
		r.Spots = append(r.Spots, [2]int{int(x), int(y)})
	}
	return r
}

// paletteLabel names a palette piece in the trace: its FEN letter.
func paletteLabel(g kind.Game, p editPiece) string {
	if g == kind.Twelve {
		return twelve.Piece(p).String()
	}
	return game.Piece(p).String()
}

// editGame returns the editor of the position game g shows; Back returns to g.
func editGame(st *State, g *gameScene) *editorScene {
	switch b := g.b.(type) {
	case *janggiBoard:
		return newEditorScene(st, g, b.game(), b.rules(), b.m.Shown())
	case *twelveBoard:
		return newEditorScene(st, g, kind.Twelve, nil, b.m.Shown())
	}
	return newEditorScene(st, g, kind.Janggi, nil, nil)
}

// editPosition opens the position editor on the position shown (the menu's Edit this position).
func (g *gameScene) editPosition() {
	g.overlay = noOverlay
	g.st.next = editGame(g.st, g)
}

// shownFEN returns the FEN of the position shown.
func (g *gameScene) shownFEN() string {
	switch b := g.b.(type) {
	case *janggiBoard:
		return b.m.Shown().FEN()
	case *twelveBoard:
		return b.m.Shown().FEN()
	}
	return ""
}

// copyFEN copies the FEN of the position shown (Ctrl+C); with no clipboard, the editor opens on
// it with the FEN in its text field.
func (g *gameScene) copyFEN() {
	fen := g.shownFEN()
	g.trace("copy %s\n", fen)
	clip := g.st.opts.Clipboard
	if clip == nil && !g.st.opts.NoSystemClipboard {
		clip = systemClipboard()
	}
	if clip == nil {
		e := editGame(g.st, g)
		e.openField(fen, "")
		g.st.say(i18n.FENInField.In(g.lang()))
		g.st.next = e
		return
	}
	if g.copying != nil {
		return
	}
	ch := make(chan error, 1)
	g.copying = ch
	go func() { ch <- clip.Copy(fen) }()
}

// pollClipboard reports the copy that finished, without waiting.
func (g *gameScene) pollClipboard() {
	if g.copying == nil {
		return
	}
	select {
	case err := <-g.copying:
		g.copying = nil
		if err != nil {
			g.st.fail(err.Error())
		} else {
			g.st.say(i18n.FENCopied.In(g.lang()))
		}
	default:
	}
}

// pasteFEN opens the editor on the FEN of the clipboard (Ctrl+V), or on its text field.
func (g *gameScene) pasteFEN() {
	e := editGame(g.st, g)
	e.pasteFEN()
	g.st.next = e
}

// breakFEN breaks a FEN into lines of at most width pixels, after a '/' or a space where it can.
func breakFEN(st *State, size float64, fen string, width float64) []string {
	var lines []string
	for fen != "" {
		cut, soft := len(fen), 0
		for i := 1; i <= len(fen); i++ {
			if w, _ := measure(st.fonts.sans, size, fen[:i]); w > width {
				cut = max(i-1, 1)
				if soft > 0 {
					cut = soft
				}
				break
			}
			if c := fen[i-1]; c == '/' || c == ' ' {
				soft = i
			}
		}
		lines = append(lines, strings.TrimSpace(fen[:cut]))
		fen = fen[cut:]
	}
	return lines
}

// setupRow lays out in r the row of side c's setups (Janggi): a click puts that side's horses and
// elephants on its back rank in that order; the setup the back rank shows is lit.
func (e *editorScene) setupRow(r layout.Rect, c game.Color) {
	l := e.st.lang()
	u := e.st.screen.Unit
	rs := layout.Grid(r, 5, 5, r.H, u*0.3)
	caption := layout.Rect{X: rs[0].X, Y: r.Y, W: rs[0].W + u*0.3, H: r.H}
	e.buttons = append(e.buttons, button{r: caption, label: i18n.SetupOfSide.Format(l, i18n.SideName(kind.Janggi, c).In(l)), caption: true})
	for i, su := range game.Setups() {
		shown, ok := e.setupOf(c)
		e.buttons = append(e.buttons, button{r: rs[1+i], label: i18n.SideSetup(l, su, c), on: ok && shown == su, act: func() { e.setSetup(c, su) },
			id: "setup:" + c.String() + ":" + su.String()})
	}
}

// setupFiles are the files of the horses and elephants on a back rank, from Cho's left.
var setupFiles = [4]int{1, 2, 6, 7}

// setupOf returns the setup side c's back rank shows, and false when it shows none.
func (e *editorScene) setupOf(c game.Color) (game.Setup, bool) {
	rank := 0
	if c == game.Han {
		rank = game.Ranks - 1
	}
	for _, su := range game.Setups() {
		name := su.String()
		ok := true
		for i, f := range setupFiles {
			t := game.Horse
			if name[i] == 'E' {
				t = game.Elephant
			}
			if e.pl.Board[game.SquareAt(f, rank)] != game.MakePiece(c, t) {
				ok = false
			}
		}
		if ok {
			return su, true
		}
	}
	return 0, false
}

// setSetup puts side c's horses and elephants on its back rank in setup su's order.
func (e *editorScene) setSetup(c game.Color, su game.Setup) {
	rank := 0
	if c == game.Han {
		rank = game.Ranks - 1
	}
	name := su.String()
	for i, f := range setupFiles {
		t := game.Horse
		if name[i] == 'E' {
			t = game.Elephant
		}
		e.pl.Board[game.SquareAt(f, rank)] = game.MakePiece(c, t)
	}
}
