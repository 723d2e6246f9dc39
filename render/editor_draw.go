package render

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/i18n"
	"janggi/render/ui"
)

// Draw implements scene.
func (e *editorScene) Draw(dst *ebiten.Image) {
	st := e.st
	u := st.screen.Unit
	l := st.lang()
	v := e.view()
	dst.Fill(ui.Backdrop)
	dragged := -1
	if e.drag.active && e.drag.moved {
		dragged = e.drag.fromSpot
	}
	v.draw(dst, e, dragged)
	st.pen().FitText(dst, u*1.5, i18n.Editor.In(l)+" · "+i18n.GameName(e.m.Game(), l), e.title.X, e.title.Y+e.title.H/2, e.title.W, ui.CenterLeft, ui.PanelText)
	e.drawPalette(dst)
	st.kit().DrawButtons(dst, e.buttons)
	e.drawMessage(dst)
	if r := e.fenText; r.H > 0 {
		lines := breakFEN(st, u*0.8, e.m.FEN(), r.W)
		if len(lines) > 2 {
			lines = lines[:2]
			lines[1] = st.pen().Elide(u*0.8, lines[1]+"…", r.W)
		}
		for i, line := range lines {
			ui.DrawText(dst, st.fonts.Sans, u*0.8, line, r.X, r.Y+float64(i)*u, ui.TopLeft, ui.PanelDim)
		}
	}
	if r := e.help; r.H > 0 {
		lines := ui.Wrap(st.fonts.Sans, u*0.8, v.help(l), r.W)
		for i, line := range lines[:min(len(lines), int(r.H/u))] {
			ui.DrawText(dst, st.fonts.Sans, u*0.8, line, r.X, r.Y+float64(i)*u, ui.TopLeft, ui.PanelDim)
		}
	}
	if e.drag.active && e.drag.moved {
		v.drawPiece(dst, st, e.drag.piece, e.drag.x, e.drag.y, v.cell()*0.5, 1.5)
	}
	if e.field != nil {
		e.field.draw(dst, e)
	}
	drawNews(dst, st, v.frame())
}

// drawPalette draws the palette's pieces, the chosen one on a light square.
func (e *editorScene) drawPalette(dst *ebiten.Image) {
	st := e.st
	for _, c := range e.palette {
		bg := ui.ButtonBG
		if c.piece == e.tool {
			bg = ui.ButtonChosen
		} else if c.r.Contains(st.in.x, st.in.y) {
			bg = ui.ButtonHover
		}
		in := c.r.Inset(c.r.W * 0.04)
		st.shapes.RoundRect(dst, in.X, in.Y, in.W, in.H, in.W*0.15, bg)
		e.view().drawPiece(dst, st, c.piece, c.r.X+c.r.W/2, c.r.Y+c.r.H/2, c.r.W*0.45, 0)
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
	ink := ui.ChoLight
	text := i18n.PositionOK.In(l)
	if e.bad {
		ink = ui.HanLight
		text = i18n.PositionBad.Format(l, e.lines[0])
		if len(e.lines) > 1 {
			text += " " + i18n.MoreFlaws.Format(l, len(e.lines)-1)
		}
	}
	lines := ui.Wrap(st.fonts.Sans, size, text, r.W)
	maxLines := max(1, int(r.H/(size*1.2)))
	if len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] = st.pen().Elide(size, lines[maxLines-1]+" …", r.W)
	}
	for i, line := range lines {
		ui.DrawText(dst, st.fonts.Sans, size, line, r.X, r.Y+float64(i)*size*1.2, ui.TopLeft, ink)
	}
}

// report implements scene.
func (e *editorScene) report() uiReport {
	r := newUIReport(e.st, "editor")
	r.Game = gameNames[e.m.Game()]
	if e.field != nil {
		r.Overlay = "fen"
		r.addButtons(e.field.buttons)
		return r
	}
	r.addButtons(e.buttons)
	for _, c := range e.palette {
		r.Buttons = append(r.Buttons, uiButton{ID: "palette", Label: e.m.Name(c.piece), X: int(c.r.X), Y: int(c.r.Y), W: int(c.r.W), H: int(c.r.H)})
	}
	for i := 0; i < e.m.Spots(); i++ {
		x, y := e.view().center(i)
		r.Spots = append(r.Spots, [2]int{int(x), int(y)})
	}
	return r
}

// breakFEN breaks a FEN into lines of at most width pixels, after a '/' or a space where it can.
func breakFEN(st *State, size float64, fen string, width float64) []string {
	var lines []string
	for fen != "" {
		cut, soft := len(fen), 0
		for i := 1; i <= len(fen); i++ {
			if w, _ := ui.Measure(st.fonts.Sans, size, fen[:i]); w > width {
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
