package render

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/analysis"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// coreMoveText is i18n.MoveText on a rules core's position and move, for the code that holds
// its game's core values (a board, a puzzle's play).
func coreMoveText[P *game.Position | *twelve.Position, M game.Move | twelve.Move](p P, m M, l i18n.Lang) string {
	return i18n.MoveText(port.PositionOf(p), port.MoveOf(m), l)
}

// moveList is the game's moves as the move list writes them (71졸72, 炮h3-e3, 子b2xb3), and the
// line that ends a finished game's list (who won, why, the points), kept up to date in Update.
type moveList struct {
	made    moveListKey
	entries []string
	marks   []analysis.Class // each move's class, while the game is analysed (nil: none)
	current int              // the ply shown (the last move's index + 1)
	result  string           // the result line, "" while the game goes on
	winner  game.Color
	won     bool
}

// moveListKey is what the move list is made from: the match, its game as it changed, the language,
// the result line's words.
type moveListKey struct {
	m       review
	changes int
	lang    i18n.Lang
	result  game.Result
	rec     *record.Record
}

// update makes the list of m's game gm, whose moves b writes, in language l, ending in the line
// of res (with the words of rec, the record opened, when there is one) when the game is over.
func (ml *moveList) update(m review, b moveSource, gm kind.Game, l i18n.Lang, res game.Result, rec *record.Record) {
	ml.current = m.ShownPly()
	k := moveListKey{m, m.Changes(), l, res, rec}
	if k == ml.made {
		return
	}
	ml.made = k
	ml.entries = b.moveTexts(ml.entries[:0], l)
	ml.result = resultLine(gm, l, res, rec)
	ml.winner, ml.won = res.Outcome.Winner()
}

// resultLine writes how a game ended for the end of its move list: who won (or a draw), why,
// and the points when they decided it: "Han wins · double pass · 72 : 73.5". For a record (rec
// not nil) it says why in the record's own terms (resignation, time, agreement, a lost
// connection), with the margin it names; a record that ends without a result, stopped or of
// unknown result, says so.
func resultLine(g kind.Game, l i18n.Lang, res game.Result, rec *record.Record) string {
	how := ""
	if res.Reason != game.NoReason {
		how = i18n.Reason(g, l, res.Reason)
	}
	if rec != nil {
		t := rec.Termination()
		if t != record.TermNone {
			how = i18n.Termination(l, t)
		}
		if m := rec.Ending.Margin; m > 0 && res.Over() && rec.Ending.Outcome == res.Outcome {
			if t == record.TermCounted {
				how = "" // "by 3.5 points" says it was counted
			}
			how += " " + i18n.Margin.Format(l, m.String())
		}
	}
	if !res.Over() {
		if rec == nil || rec.Ending.Outcome != game.Ongoing || (rec.Ending.How != record.TermAborted && rec.Ending.How != record.TermUnknown && rec.Ending.How != record.TermDisconnection) {
			return ""
		}
		return i18n.Termination(l, rec.Ending.How) // stopped, or no one knows how it ended
	}
	s := i18n.DrawGame.In(l)
	if w, ok := res.Outcome.Winner(); ok {
		s = i18n.WinsText(g, w).In(l)
	}
	if how != "" {
		s += " · " + strings.TrimSpace(how)
	}
	if res.Counted && (rec == nil || rec.Ending.Margin == 0) {
		s += " · " + res.Points[game.Cho].String() + " : " + res.Points[game.Han].String()
	}
	return s
}

// moveRows is where the move list's rows go in r: two moves a row, the first player's left,
// scrolled to keep the move shown in view, and the result line, when there is one, as a last row
// as wide as the list.
type moveRows struct {
	top, lineH float64
	rows       int // the rows that fit
	first      int // the first row shown
	total      int // the rows of moves
}

func (ml *moveList) rowsIn(st *State, r layout.Rect) moveRows {
	u := st.screen.Unit
	mr := moveRows{top: r.Y + u*2, lineH: u * 1.45}
	mr.rows = int((r.Y + r.H - mr.top - u*0.3) / mr.lineH)
	mr.total = (len(ml.entries) + 1) / 2
	all := mr.total
	if ml.result != "" {
		all++
	}
	focus := (max(ml.current, 1) - 1) / 2
	if ml.result != "" && ml.current == len(ml.entries) {
		focus = mr.total // the last move shown: the result line with it
	}
	// The row after the focus shows too when there is room for it: in a list of one or two rows
	// that row pushed the move shown out of view.
	after := 0
	if mr.rows >= 3 {
		after = 1
	}
	mr.first = max(0, min(focus-mr.rows+1+after, all-mr.rows))
	return mr
}

// draw draws the move list in r; ink gives the colour of each move by its index, light the
// colour of a side for the result line.
func (ml *moveList) draw(dst *ebiten.Image, st *State, r layout.Rect, ink func(ply int) color.RGBA, light func(game.Color) color.RGBA) {
	u := st.screen.Unit
	st.shapes.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.5, color.RGBA{0x2a, 0x24, 0x1f, 0xff})
	ui.DrawText(dst, st.fonts.Sans, u*0.9, i18n.Moves.In(st.lang()), r.X+u*0.6, r.Y+u*0.9, ui.CenterLeft, ui.PanelDim)
	mr := ml.rowsIn(st, r)
	for i := 0; i < mr.rows; i++ {
		row := mr.first + i
		y := mr.top + float64(i)*mr.lineH + mr.lineH/2
		if row == mr.total && ml.result != "" {
			c := ui.PanelText
			if ml.won {
				c = light(ml.winner)
			}
			st.pen().FitText(dst, u*0.95, ml.result, r.X+u*0.6, y, r.W-u*1.2, ui.CenterLeft, c)
			break
		}
		if row >= mr.total {
			break
		}
		for col := 0; col < 2; col++ {
			ply := 2*row + col
			if ply >= len(ml.entries) {
				break
			}
			x := r.X + u*0.6 + float64(col)*r.W/2
			if ply+1 == ml.current {
				st.shapes.RoundRect(dst, x-u*0.3, y-mr.lineH/2+1, r.W/2-u*0.6, mr.lineH-2, u*0.3, color.RGBA{0x55, 0x4a, 0x3e, 0xff})
			}
			ui.DrawText(dst, st.fonts.Sans, u*0.8, fmt.Sprintf("%d.", ply+1), x, y, ui.CenterLeft, ui.PanelDim)
			textW := r.W/2 - u*3.2
			if ply < len(ml.marks) {
				if glyph := classGlyph(ml.marks[ply]); glyph != "" {
					textW -= u * 1.3
					ui.DrawText(dst, st.fonts.Sans, u*0.9, glyph, x+u*2.3+textW+u*0.2, y, ui.CenterLeft, classInk(ml.marks[ply]))
				}
			}
			st.pen().FitText(dst, u*0.95, ml.entries[ply], x+u*2.3, y, textW, ui.CenterLeft, ink(ply))
		}
	}
}

// plyAt returns the ply after the move drawn at pixel (x, y) of the list in r (ply 3 is the
// position after the third move), and whether a move is there; the result line is the last ply.
func (ml *moveList) plyAt(st *State, r layout.Rect, x, y float64) (int, bool) {
	mr := ml.rowsIn(st, r)
	if mr.rows <= 0 || !r.Contains(x, y) || y < mr.top {
		return 0, false
	}
	i := int((y - mr.top) / mr.lineH)
	if i >= mr.rows {
		return 0, false
	}
	if mr.first+i == mr.total && ml.result != "" {
		return len(ml.entries), true
	}
	col := 0
	if x >= r.X+r.W/2 {
		col = 1
	}
	ply := 2*(mr.first+i) + col
	if ply >= len(ml.entries) {
		return 0, false
	}
	return ply + 1, true
}
