package render

import (
	"janggi/game"
	"janggi/game/kind"
	"janggi/render/editor"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// layout implements scene: the board in the board area, and the panel's title, game switch,
// palette, side to move, Clear and Start position, FEN, message and the buttons that start a game,
// in one column or, when they do not fit, two or three.
func (e *editorScene) layout() {
	st := e.st
	sc := st.screen.WithoutButtons() // no buttons under the board
	e.view().fit(sc)
	e.lines = e.m.Flaws(st.lang())
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
	setups   bool // only in a game with setups (Janggi)
}

// editorPalette is the index of the palette's block in panelBlocks: its height depends on the
// column's width (see placeBlocks).
const editorPalette = 2

// panelBlocks returns the blocks of the panel, top to bottom, for the game edited.
func (e *editorScene) panelBlocks() []editorBlock {
	u := e.st.screen.Unit
	l := e.st.lang()
	m := e.m
	add := func(r layout.Rect, label string, on, disabled bool, act func(), id string) {
		e.buttons = append(e.buttons, ui.Button{R: r, Label: label, On: on, Disabled: disabled, Act: act, ID: id})
	}
	rowOf := func(r layout.Rect, n int) []layout.Rect { return layout.Grid(r, n, n, r.H, u*0.4) }
	const rowH, msgH = 2.2, 3.4
	blocks := []editorBlock{
		{h: 2.2, fill: func(r layout.Rect) { e.title = r }},
		{h: rowH, fill: func(r layout.Rect) {
			for i, g := range kind.Games() {
				add(rowOf(r, 3)[i], i18n.GameName(g, l), m.Game() == g, false, func() { e.setGame(g) }, "game:"+gameNames[g])
			}
		}},
		{}, // the palette: its height depends on the column's width (see below)
		{h: rowH, fill: func(r layout.Rect) {
			rs := layout.Grid(r, 3, 3, r.H, u*0.4)
			e.buttons = append(e.buttons, ui.Button{R: rs[0], Label: i18n.ToMoveLabel.In(l), Caption: true})
			for c := game.Cho; c <= game.Han; c++ {
				add(rs[1+int(c)], i18n.SideName(m.Game(), c).In(l), m.Side() == c, false, func() { m.SetSide(c) }, "side:"+c.String())
			}
		}},
		{h: rowH, fill: func(r layout.Rect) { e.setupRow(r, game.Han) }, setups: true},
		{h: rowH, fill: func(r layout.Rect) { e.setupRow(r, game.Cho) }, setups: true},
		{h: rowH, fill: func(r layout.Rect) {
			rs := rowOf(r, 3)
			add(rs[0], i18n.ClearBoard.In(l), false, false, m.Clear, "clear")
			add(rs[1], i18n.StartPosition.In(l), false, false, m.Start, "startpos")
			add(rs[2], i18n.Eraser.In(l), e.tool == editor.Eraser, false, func() {
				if e.tool == editor.Eraser {
					e.tool = editor.NoPiece
				} else {
					e.tool = editor.Eraser
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
			e.buttons[len(e.buttons)-1].Primary = true
			add(rs[1], i18n.PlayHotSeat.In(l), false, e.bad, func() { e.start = e.play(kind.HotSeat, false) }, "play:hotseat")
		}},
		{h: rowH, fill: func(r layout.Rect) {
			rs := rowOf(r, 2)
			add(rs[0], i18n.AnalyseIt.In(l), false, e.bad, func() { e.start = e.play(kind.HotSeat, true) }, "play:analyse")
			add(rs[1], i18n.Back.In(l), false, false, e.back, "back")
		}},
		{h: 4.2, fill: func(r layout.Rect) { e.help = r }, optional: true},
	}
	if !m.HasSetups() {
		kept := blocks[:0]
		for _, b := range blocks {
			if !b.setups {
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
	types := len(e.m.Palette(game.Cho))
	gap := 0.5
	// The palette's cells are square, as wide as a column allows, at most 3.2 units.
	paletteH := func(colW float64) float64 {
		cell := min(colW/float64(types), u*3.2)
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
		w := cell * float64(types)
		x0 := r.X + (r.W-w)/2
		for c := game.Cho; c <= game.Han; c++ {
			for i, p := range e.m.Palette(c) {
				e.palette = append(e.palette, paletteCell{r: layout.Rect{X: x0 + float64(i)*cell, Y: r.Y + float64(c)*cell, W: cell, H: cell}, piece: p})
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

// setupRow lays out in r the row of side c's setups (Janggi): a click puts that side's horses and
// elephants on its back rank in that order; the setup the back rank shows is lit.
func (e *editorScene) setupRow(r layout.Rect, c game.Color) {
	l := e.st.lang()
	u := e.st.screen.Unit
	rs := layout.Grid(r, 5, 5, r.H, u*0.3)
	caption := layout.Rect{X: rs[0].X, Y: r.Y, W: rs[0].W + u*0.3, H: r.H}
	e.buttons = append(e.buttons, ui.Button{R: caption, Label: i18n.SetupOfSide.Format(l, i18n.SideName(kind.Janggi, c).In(l)), Caption: true})
	for i, su := range game.Setups() {
		shown, ok := e.m.SetupOf(c)
		e.buttons = append(e.buttons, ui.Button{R: rs[1+i], Label: i18n.SideSetup(l, su, c), On: ok && shown == su, Act: func() { e.m.SetSetup(c, su) },
			ID: "setup:" + c.String() + ":" + su.String()})
	}
}
