package render

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/sfnt"

	"janggi/assets"
	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/layout"
)

// What differs between the games on the screen, and the panel's parts that every game's scene
// draws the same way.

// Xiangqi's side colours: the first player is Red, the second Black, on the counters (xiangqiInk)
// and on the panel's dark background (xiangqiLight, where black is drawn silver to be seen).
var (
	xiangqiInk   = [2]color.RGBA{{0xb8, 0x1c, 0x1c, 0xff}, {0x1c, 0x1c, 0x1c, 0xff}}
	xiangqiLight = [2]color.RGBA{{0xff, 0x7a, 0x72, 0xff}, {0xdc, 0xdc, 0xe4, 0xff}}
)

// Twelve Janggi's side colours (its rulebook: "Red moves first, then Blue"): the first player's
// red and the second's blue, on the tiles (twelveInk) and on the panel (twelveLight).
var (
	twelveInk   = [2]color.RGBA{{0xbe, 0x1e, 0x23, 0xff}, {0x1c, 0x4c, 0xb0, 0xff}}
	twelveLight = [2]color.RGBA{{0xff, 0x7a, 0x72, 0xff}, {0x84, 0xb4, 0xff, 0xff}}
)

// inkOf returns the colour of side c's counters in a style: Cho green and Han red in Janggi,
// red and black in Xiangqi.
func inkOf(s Style, c game.Color) color.RGBA {
	if s == StyleXiangqi {
		return xiangqiInk[c&1]
	}
	return sideInk(c)
}

// lightOf returns side c's colour for text and marks on the panel's dark background.
func lightOf(s Style, c game.Color) color.RGBA {
	if s == StyleXiangqi {
		return xiangqiLight[c&1]
	}
	return sideLight(c)
}

// sideLight returns a Janggi side's colour on the panel: Cho green, Han red.
func sideLight(c game.Color) color.RGBA {
	if c == game.Han {
		return hanLight
	}
	return choLight
}

// game returns the game a style's counters belong to, for the labels.
func (s Style) game() kind.Game {
	if s == StyleXiangqi {
		return kind.Xiangqi
	}
	return kind.Janggi
}

// without returns the help's lines but those given, for the games that lack what they are about.
func without(keys []i18n.Text, drop ...i18n.Text) []i18n.Text {
	var out []i18n.Text
	for _, k := range keys {
		if !slices.Contains(drop, k) {
			out = append(out, k)
		}
	}
	return out
}

// counterSize returns a counter's radius relative to the largest: Janggi's three sizes, or
// Xiangqi's counters, which are all of one size.
func counterSize(s Style, t game.PieceType) float64 {
	if s == StyleXiangqi {
		return 0.9
	}
	return sizeClass(t)
}

// fitText draws s at the given size, smaller if it would be wider than width, anchored at (x, y);
// never smaller than the legible minimum, though: what does not fit then is cut short (elide).
func fitText(dst *ebiten.Image, st *State, size float64, s string, x, y, width float64, a align, ink color.Color) {
	if w, _ := measure(st.fonts.sans, size, s); w > width && w > 0 {
		floor := min(size, legible(st))
		size = max(fitSize(st, size, s, width), floor)
		s = elide(st, size, s, width)
	}
	drawText(dst, st.fonts.sans, size, s, x, y, a, ink)
}

// fitSize returns a size up to size at which s is at most width wide. A text's width does not
// scale smoothly with its size (it goes in steps), so the size is found in a few steps of at
// least a fifth of a pixel.
func fitSize(st *State, size float64, s string, width float64) float64 {
	for range 16 {
		w, _ := measure(st.fonts.sans, size, s)
		if w <= width+0.5 || w <= 0 {
			break
		}
		size = min(size*width/w, size-0.2)
	}
	return size
}

// legible is the smallest text size the window draws, in device pixels.
func legible(st *State) float64 { return layout.MinText * max(st.screen.Scale, 1) }

// elide returns s, or as much of it as fits in width at size followed by "…".
func elide(st *State, size float64, s string, width float64) string {
	width += 0.5 // a size made to fit exactly measures a hair wider
	if w, _ := measure(st.fonts.sans, size, s); w <= width {
		return s
	}
	r := []rune(s)
	fits := func(n int) bool {
		w, _ := measure(st.fonts.sans, size, strings.TrimRight(string(r[:n]), " ·")+"…")
		return w <= width
	}
	lo, hi := 0, len(r) // fits(lo) is assumed, fits(hi) is false
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; fits(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return strings.TrimRight(string(r[:lo]), " ·") + "…"
}

// fitLines draws s at the given size inside r, centred vertically, horizontally as a says: on one
// line, made smaller if need be; or, when one line would have to shrink below four fifths of the
// size (a long label on a narrow button), on two lines split at the space that balances them.
func fitLines(dst *ebiten.Image, st *State, size float64, s string, r layout.Rect, a align, ink color.Color) {
	x := r.X
	if a == centered {
		x = r.X + r.W/2
	}
	w, _ := measure(st.fonts.sans, size, s)
	floor := min(size, legible(st))
	one := size
	if w > r.W && w > 0 {
		one = fitSize(st, size, s, r.W)
	}
	if one < size*0.8 {
		if first, second, ok := balancedSplit(st, size, s); ok {
			w1, _ := measure(st.fonts.sans, size, first)
			w2, _ := measure(st.fonts.sans, size, second)
			longer := first
			if w2 > w1 {
				longer = second
			}
			two := max(min(fitSize(st, size, longer, r.W), r.H/2.5), floor)
			if two > one {
				line := align{a.h, centered.v}
				drawText(dst, st.fonts.sans, two, elide(st, two, first, r.W), x, r.Y+r.H/2-two*0.62, line, ink)
				drawText(dst, st.fonts.sans, two, elide(st, two, second, r.W), x, r.Y+r.H/2+two*0.62, line, ink)
				return
			}
		}
	}
	one = max(one, floor)
	drawText(dst, st.fonts.sans, one, elide(st, one, s, r.W), x, r.Y+r.H/2, align{a.h, centered.v}, ink)
}

// balancedSplit splits s at the space that makes the longer of its two halves shortest.
func balancedSplit(st *State, size float64, s string) (string, string, bool) {
	best, bestW := -1, math.Inf(1)
	for i, r := range s {
		if r != ' ' {
			continue
		}
		w1, _ := measure(st.fonts.sans, size, s[:i])
		w2, _ := measure(st.fonts.sans, size, s[i+1:])
		if w := max(w1, w2); w < bestW {
			best, bestW = i, w
		}
	}
	if best < 0 {
		return "", "", false
	}
	return s[:best], s[best+1:], true
}

// drawKeyHelp draws the help overlay: the keys, and beside them, when glossary is not empty, the
// game's words (the Korean words the English interface explains once).
func drawKeyHelp(dst *ebiten.Image, st *State, keys, glossary []i18n.Text) {
	sc := st.screen
	u := sc.Unit
	l := st.lang()
	shade(dst)
	lineH, size := u*1.9, u*1.0
	colW := min(sc.W*0.8, u*40) - u*3
	var words [][]string
	wordsH := 0.0
	if len(glossary) > 0 {
		colW = min((sc.W*0.94-u*4.5)/2, u*30)
		for _, g := range glossary {
			lines := wrap(st.fonts.sans, size*0.9, g.In(l), colW)
			words = append(words, lines)
			wordsH += float64(len(lines))*size*1.2 + u*0.6
		}
	}
	cols := 1.0
	if len(words) > 0 {
		cols = 2
	}
	w := cols*colW + (cols-1)*u*1.5 + u*3
	h := max(float64(len(keys))*lineH, wordsH) + u*5
	r := layout.Rect{X: (sc.W - w) / 2, Y: max((sc.H-h)/2, u*0.5), W: w, H: h}
	drawPanelBox(dst, st, r, u)
	drawText(dst, st.fonts.sans, u*1.5, i18n.HelpTitle.In(l), r.X+u*1.5, r.Y+u*2, centerLeft, panelText)
	for i, t := range keys {
		fitText(dst, st, size, t.In(l), r.X+u*1.5, r.Y+u*4.2+float64(i)*lineH, colW, centerLeft, panelDim)
	}
	if len(words) == 0 {
		return
	}
	x := r.X + u*3 + colW
	drawText(dst, st.fonts.sans, u*1.5, i18n.GlossaryTitle.In(l), x, r.Y+u*2, centerLeft, panelText)
	y := r.Y + u*3.6
	for _, lines := range words {
		for _, line := range lines {
			drawText(dst, st.fonts.sans, size*0.9, line, x, y, topLeft, panelDim)
			y += size * 1.2
		}
		y += u * 0.6
	}
}

// noticeRect returns where a notice of text goes on board frame f: across the middle, or when
// that would cover one of the pieces it talks about (avoid: their squares), the nearest place up
// or down the board that covers none.
func noticeRect(st *State, f layout.Rect, text string, size float64, avoid []layout.Rect) layout.Rect {
	w, h := measure(st.fonts.sans, size, text)
	w = math.Min(w, f.W*0.9)
	box := layout.Rect{X: f.X + f.W/2 - w/2 - size*0.6, Y: f.Y + f.H/2 - h/2 - size*0.3, W: w + size*1.2, H: h + size*0.6}
	step := box.H / 4
	for i := 0; i < 200; i++ {
		dy := float64((i+1)/2) * step
		if i%2 == 1 {
			dy = -dy
		}
		b := box
		b.Y += dy
		if b.Y < f.Y || b.Y+b.H > f.Y+f.H {
			if float64((i+1)/2)*step > f.H {
				break
			}
			continue
		}
		if !overlapsAny(b, avoid) {
			return b
		}
	}
	return box
}

// overlapsAny reports whether r overlaps one of rs.
func overlapsAny(r layout.Rect, rs []layout.Rect) bool {
	for _, o := range rs {
		if r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H {
			return true
		}
	}
	return false
}

// drawNoticeBox announces text on a board frame, in a light box with a border in ink, faded by
// alpha, never over the squares in avoid when it can help it (noticeRect).
func drawNoticeBox(dst *ebiten.Image, st *State, f layout.Rect, text string, size float64, ink color.RGBA, alpha float64, avoid []layout.Rect) {
	if alpha <= 0 {
		return
	}
	box := noticeRect(st, f, text, size, avoid)
	cx, cy := box.X+box.W/2, box.Y+box.H/2
	k := spriteKey{shape: "notice", w: int(box.W), h: int(box.H), p: [2]float64{size}, c: ink}
	st.shapes.draw(dst, k, box.X, box.Y, alpha, func(img *ebiten.Image) {
		r := roundRect(1, 1, float64(k.w)-2, float64(k.h)-2, size*0.3)
		fill(img, r, fade(color.RGBA{0xfb, 0xf4, 0xe2, 0xff}, 0.94))
		stroke(img, r, ink, math.Max(2, size*0.06))
	})
	fitText(dst, st, size, text, cx, cy, f.W*0.9, centered, fade(ink, alpha))
}

// drawRoundCounter draws the body of a Xiangqi counter: round, as Xiangqi's are, with the same
// shadow, edge, ivory face and ring as Janggi's octagons (drawCounter).
func drawRoundCounter(dst *ebiten.Image, cx, cy, r float64) {
	fill(dst, circle(cx+r*0.05, cy+r*0.09, r*1.02), color.RGBA{0, 0, 0, 0x50})
	fill(dst, circle(cx, cy, r), color.RGBA{0x9a, 0x7a, 0x4e, 0xff})
	fill(dst, circle(cx, cy-r*0.03, r*0.95), color.RGBA{0xd9, 0xc3, 0x98, 0xff})
	fill(dst, circle(cx, cy-r*0.05, r*0.88), faceColor)
	stroke(dst, circle(cx, cy-r*0.05, r*0.78), color.RGBA{0xc9, 0xb2, 0x86, 0xff}, math.Max(1, r*0.03))
}

// The river's words: 楚河 (the river of Chu) on Red's left, 漢界 (the border of Han) on its right.
const riverLeft, riverRight = "楚河", "漢界"

// drawRiver writes the river's words in the river of board g, into dst whose origin is g.Frame's
// corner. Only the characters the embedded serif font has are written (its subset may lack 河
// and 界, see assets/fonts/subset.sh), so that a missing glyph never shows as an empty box.
func drawRiver(dst *ebiten.Image, g layout.Geometry, f *fonts) {
	b := g.Board
	_, y0 := g.Center(layout.Point{File: 0, Rank: b.River - 1})
	_, y1 := g.Center(layout.Point{File: 0, Rank: b.River})
	y := (y0+y1)/2 - g.Frame.Y
	gx := g.Grid.X - g.Frame.X
	size := g.Cell * 0.5
	for i, words := range []string{riverLeft, riverRight} {
		text := spaced(inFont(assets.SerifBoldFont, words))
		x := gx + g.Grid.W*(0.25+0.5*float64(i))
		drawText(dst, f.serif, size, text, x, y, centered, fade(labelInk, 0.85))
	}
}

// inFont returns the runes of s that the font has a glyph for.
func inFont(data []byte, s string) string {
	font, err := sfnt.Parse(data)
	if err != nil {
		return ""
	}
	var buf sfnt.Buffer
	var out []rune
	for _, r := range s {
		if i, err := font.GlyphIndex(&buf, r); err == nil && i != 0 {
			out = append(out, r)
		}
	}
	return string(out)
}

// spaced puts a wide space between the characters of s, as a board spreads them across the river.
func spaced(s string) string {
	var out []rune
	for i, r := range s {
		if i > 0 {
			out = append(out, ' ', ' ')
		}
		out = append(out, r)
	}
	return string(out)
}

// panelLayoutOf returns where the parts of the panel go in the window sc (see
// layout.Screen.PanelParts): the two players, the status, the move list and the buttons are in
// the same places for every game.
func panelLayoutOf(sc layout.Screen) panelLayout {
	pp := sc.PanelParts()
	return panelLayout{title: pp.Title, cards: pp.Cards, trays: pp.Trays, status: pp.Status, moves: pp.Moves, buttons: pp.Buttons}
}

// menuBox returns where a menu of n rows goes: over the middle of the board area. Its rows are
// menuPitch apart.
func menuBox(sc layout.Screen, n int) layout.Rect {
	u := sc.Unit
	w, h := min(u*30, sc.W-u*2), float64(n)*menuPitch(sc, n)+u*2.5
	return overBoard(sc, w, h)
}

// menuPitch is the distance between the rows of a menu of n rows: 3.1 units, less in a window
// too low for the menu (2.5 at least: the rows are 1.9 units high then, their text still 1.05).
func menuPitch(sc layout.Screen, n int) float64 {
	u := sc.Unit
	return max(min(u*3.1, (sc.H-u*3.5)/float64(n)), u*2.5)
}

// overBoard returns a box w×h over the middle of the board area, moved into the window if the
// board area is smaller than the box (the panel below the board leaves it less than the window).
func overBoard(sc layout.Screen, w, h float64) layout.Rect {
	b := sc.Board
	x := min(max(b.X+(b.W-w)/2, 0), sc.W-w)
	y := min(max(b.Y+(b.H-h)/2, 0), sc.H-h)
	return layout.Rect{X: x, Y: max(y, 0), W: w, H: h}
}

// menuActions are what a game scene's menu does beyond the preferences every menu switches.
type menuActions struct {
	close, newGame, help func()
	open                 func() // opens a record; nil leaves the button out
	save                 func()
	canSave              bool
	resign               func()
	canResign            bool
}

// menuRow is a row of the menu: an action, or a switch with its name and its options.
type menuRow struct {
	action  button
	name    string
	options []button
}

// switchRow returns a switch's row: its name, then its options, the one it is set to lit.
func switchRow(name string, options ...button) menuRow { return menuRow{name: name, options: options} }

// gameMenu returns a game scene's menu (Esc): resume, new game, open a record, save, the switches
// (pieces, language, sound, legal moves), help, resign and quit, laid out in menuBox. Every
// switch shows all its options with the one it is set to lit, the same way for each.
func gameMenu(st *State, a menuActions) []button {
	l := st.lang()
	p := st.prefs
	then := func(f func()) func() { return func() { f(); a.close() } }
	set := func(f func(*Prefs)) func() { return func() { q := st.prefs; f(&q); st.setPrefs(q) } }
	rows := []menuRow{
		{action: button{label: i18n.Resume.In(l), act: a.close}},
		{action: button{label: i18n.NewGame.In(l), act: a.newGame}},
	}
	if a.open != nil {
		rows = append(rows, menuRow{action: button{label: i18n.Open.In(l), act: a.open}})
	}
	noSound := !st.sounds.available()
	rows = append(rows,
		menuRow{action: button{label: i18n.Save.In(l), act: a.save, disabled: !a.canSave}},
		switchRow(i18n.Skin.In(l),
			button{label: i18n.SkinNames[SkinHanja].In(l), on: p.Skin == SkinHanja, act: set(func(q *Prefs) { q.Skin = SkinHanja })},
			button{label: i18n.SkinNames[SkinPictogram].In(l), on: p.Skin == SkinPictogram, act: set(func(q *Prefs) { q.Skin = SkinPictogram })}),
		switchRow(i18n.LanguageName.In(l),
			button{label: i18n.Language.In(i18n.English), on: p.Lang == i18n.Korean, act: func() { st.setLang(i18n.Korean) }},
			button{label: i18n.Language.In(i18n.Korean), on: p.Lang == i18n.English, act: func() { st.setLang(i18n.English) }}),
		switchRow(i18n.Sound.In(l),
			button{label: i18n.On.In(l), on: p.Sound, disabled: noSound, act: set(func(q *Prefs) { q.Sound = true })},
			button{label: i18n.Off.In(l), on: !p.Sound, disabled: noSound, act: set(func(q *Prefs) { q.Sound = false })}),
		switchRow(i18n.LegalDots.In(l),
			button{label: i18n.On.In(l), on: p.Hints, act: set(func(q *Prefs) { q.Hints = true })},
			button{label: i18n.Off.In(l), on: !p.Hints, act: set(func(q *Prefs) { q.Hints = false })}),
		menuRow{action: button{label: i18n.Help.In(l), act: a.help}},
		menuRow{action: button{label: i18n.Resign.In(l), act: then(a.resign), disabled: !a.canResign}},
		menuRow{action: button{label: i18n.Quit.In(l), act: func() { st.quit = true }}},
	)
	box := menuBox(st.screen, len(rows))
	u := st.screen.Unit
	pitch := menuPitch(st.screen, len(rows))
	rects := layout.Grid(layout.Rect{X: box.X + u*1.5, Y: box.Y + u*1.5, W: box.W - u*3, H: box.H}, len(rows), 1, pitch-u*0.6, u*0.6)
	var bs []button
	for i, row := range rows {
		r := rects[i]
		if row.options == nil {
			row.action.r = r
			bs = append(bs, row.action)
			continue
		}
		nameW := r.W * 0.4
		bs = append(bs, button{r: layout.Rect{X: r.X, Y: r.Y, W: nameW - u*0.5, H: r.H}, label: row.name, caption: true})
		cells := layout.Grid(layout.Rect{X: r.X + nameW, Y: r.Y, W: r.W - nameW, H: r.H}, len(row.options), len(row.options), r.H, u*0.3)
		for k, o := range row.options {
			o.r = cells[k]
			bs = append(bs, o)
		}
	}
	return bs
}

// switchSkin, switchLang and switchSound change a preference from any scene (keys and menus).
func (st *State) switchSkin() {
	p := st.prefs
	p.Skin = p.Skin.Next()
	st.setPrefs(p)
	st.trace("skin %s\n", p.Skin)
}

func (st *State) switchLang() { st.setLang(1 - st.prefs.Lang) }

// setLang makes l the interface language, the window's title included.
func (st *State) setLang(l i18n.Lang) {
	p := st.prefs
	p.Lang = l
	st.setPrefs(p)
	ebiten.SetWindowTitle(windowTitle(p.Lang, st.opts.Version))
}

func (st *State) switchSound() {
	p := st.prefs
	p.Sound = !p.Sound
	st.setPrefs(p)
}
