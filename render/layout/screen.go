package layout

import "math"

// Screen splits the window into the board area and the panel (players, points, clocks, move list
// and buttons), which goes beside the board, beside it in two columns, or below it, as the
// window's shape gives the board the most room (see Split).
type Screen struct {
	W, H  float64 // window size in device pixels
	Scale float64 // device pixels per logical pixel (HiDPI)
	Board Rect    // the area the board is fitted into
	Panel Rect    // players, points, move list and buttons
	Unit  float64 // the base size of text and spacing, in device pixels
	// Arrangement says where the panel is; ButtonCols how many columns its buttons take.
	Arrangement Arrangement
	ButtonCols  int
}

// Arrangement is where the panel goes.
type Arrangement uint8

const (
	// Beside: a column right of the board (the usual window).
	Beside Arrangement = iota
	// Wide: right of the board in two columns, the players and moves beside the buttons (a wide
	// and low window, 1270×500).
	Wide
	// Below: under the board, the two players side by side (a tall and narrow window, 700×900).
	Below
	// Tight: a column beside the board for the players and the moves, the buttons under the
	// board (the smallest window, 640×480, whose column has no room for both the buttons and
	// the moves).
	Tight
)

func (a Arrangement) String() string {
	return [...]string{"beside", "wide", "below", "tight"}[a%4]
}

// The smallest text the window draws is MinText logical pixels high: three quarters of a unit,
// and a unit is never smaller than MinUnit (times the device scale). Text that would need to be
// smaller to fit is shortened instead (see the kit's FitText, render/ui).
const (
	MinText = 11
	MinUnit = 15
)

// The panel's parts, in units (see PanelParts): the title line, a player's card and the tray of
// the pieces they took under it, the status line, one row of the move list (with the list's
// heading), a button and the gap between buttons, and the room left around the panel's edge.
const (
	TitleH        = 2.2
	CardH         = 4.2
	TrayH         = 2
	StatusH       = 3.2
	MoveRowH      = 1.45
	movesHead     = 2.3 // the heading and the list's foot
	minMoveRows   = 3
	ButtonH       = 2.4
	ButtonGap     = 0.45
	panelButtons  = 12 // the panel's buttons (twelve in every game and for a record)
	panelMargin   = 1
	columnMinW    = 22  // a column of the panel: a card with its name, points and clock
	buttonMinW    = 4.5 // a button, for its label on two lines
	tightMargin   = 0.5 // left and right of the Tight buttons, under the board
	wideColumnMin = 20
	belowCardMin  = 18 // a card side by side with the other, under the board
)

// cardBlock is a card with its tray, and the gap after it.
const cardBlock = CardH + TrayH - 0.3 + 0.3

// buttonsH is the height of the panel's buttons in cols columns, in units.
func buttonsH(cols int) float64 {
	rows := (panelButtons + cols - 1) / cols
	return float64(rows)*ButtonH + float64(rows-1)*ButtonGap
}

// movesMinH is the move list's height with its fewest rows.
const movesMinH = movesHead + minMoveRows*MoveRowH

// columnH is the height the Beside column needs with buttons in cols columns, in units.
func columnH(cols int) float64 {
	return 2*panelMargin + TitleH + 2*cardBlock + 0.3 + StatusH + 0.4 + movesMinH + 0.8 + buttonsH(cols)
}

// wideH and belowH are the heights the Wide panel and the Below panel need, in units.
var (
	wideH  = 2*panelMargin + TitleH + 2*cardBlock + 0.3 + StatusH + 0.4 + movesMinH
	belowH = 2*panelMargin + TitleH + cardBlock + max(StatusH, movesMinH) + 0.8 + buttonsH(6)
)

// boardFrame is Janggi's board with its wood in cells (the widest and tallest of the games'
// boards, which decides the arrangement).
const boardFrameW, boardFrameH = 8 + 2*frameMargin, 9 + 2*frameMargin

// Split lays out a window of w×h device pixels at the given device scale: the unit (which grows
// with the window, and never makes text smaller than MinText), and among the arrangements whose
// panel has room for everything the one that gives the board the largest cells; ties go to
// Beside. A window too small for any of them (below about 800×600) gets the Beside column with
// its buttons in more columns and as much of the move list as fits (see squeezed).
func Split(w, h, scale float64) Screen {
	if scale <= 0 {
		scale = 1
	}
	s := split(w/scale, h/scale)
	// Laid out in logical pixels, then scaled: a HiDPI screen gets the same layout with every
	// length in device pixels, so text and counters are drawn at its resolution.
	s.W, s.H, s.Scale, s.Unit = w, h, scale, s.Unit*scale
	s.Board, s.Panel = scaled(s.Board, scale), scaled(s.Panel, scale)
	return s
}

func scaled(r Rect, k float64) Rect { return Rect{r.X * k, r.Y * k, r.W * k, r.H * k} }

// split is Split in logical pixels.
func split(w, h float64) Screen {
	u := math.Round(math.Max(MinUnit, math.Min(w/72, h/54)))
	cell := func(b Rect) float64 {
		in := b.Inset(u * 0.8)
		return math.Min(in.W/boardFrameW, in.H/boardFrameH)
	}
	var best Screen
	bestCell := -1.0
	// consider takes s when the board's cells are larger by more than a rounding than those of
	// the best so far: the arrangements are tried in the order of preference.
	consider := func(s Screen, fits bool) {
		if c := cell(s.Board); fits && c > bestCell*1.02 {
			best, bestCell = s, c
		}
	}
	base := Screen{W: w, H: h, Scale: 1, Unit: u}
	pw := math.Round(math.Min(math.Max(w*0.3, columnMinW*u), 28*u))
	beside := func(cols int) {
		s := base
		s.Arrangement, s.ButtonCols = Beside, cols
		s.Board, s.Panel = Rect{0, 0, w - pw, h}, Rect{w - pw, 0, pw, h}
		consider(s, pw <= w*0.5 && h >= columnH(cols)*u)
	}
	// Beside: a column about a third of the window wide, its buttons in two columns.
	beside(2)
	// Wide: the board takes the height, the panel the rest of the width in two columns.
	if h >= wideH*u {
		c := (h - u*1.6) / boardFrameH
		bw := math.Round(c*boardFrameW + u*1.6)
		pw := math.Min(w-bw, 60*u)
		s := base
		s.Arrangement, s.ButtonCols = Wide, 2
		s.Board, s.Panel = Rect{0, 0, w - pw, h}, Rect{w - pw, 0, pw, h}
		consider(s, pw >= (2*wideColumnMin+1+2*panelMargin)*u)
	}
	// Below: the panel under the board, as low as it can be, the board above it, the players
	// side by side.
	if w >= (2*belowCardMin+1+2*panelMargin)*u {
		ph := math.Round(belowH * u)
		s := base
		s.Arrangement, s.ButtonCols = Below, 6
		s.Board, s.Panel = Rect{0, 0, w, h - ph}, Rect{0, h - ph, w, ph}
		consider(s, h-ph >= h*0.45)
	}
	// Beside, its buttons in four columns (the pairs, undo and redo, back and forth, stay side
	// by side), for a window too low for two.
	beside(4)
	if bestCell < 0 {
		best = squeezed(base, cell)
	}
	return best
}

// squeezed lays out a window too small for every arrangement: the column beside the board, as
// wide as the board leaves it (22 units at least), its buttons in six columns where they are wide
// enough for their labels, else in four. When that leaves the move list fewer than minMoveRows
// rows, and the board's side is wide enough for the buttons in four columns and loses little by
// them (a sixth of its cells' size at most: 640×480, where the board is as wide as its side and
// leaves room under it), the buttons go under the board: Tight.
func squeezed(base Screen, cell func(Rect) float64) Screen {
	w, h, u := base.W, base.H, base.Unit
	gap, margin := ButtonGap*u, panelMargin*u
	buttonW := func(width, margin float64, cols int) float64 {
		return (width - 2*margin - float64(cols-1)*gap) / float64(cols)
	}
	c := (h - u*1.6) / boardFrameH
	pw := math.Round(math.Max(math.Min(columnMinW*u, w*0.55), w-(c*boardFrameW+u*1.6)))
	s := base
	s.Arrangement, s.ButtonCols = Beside, 4
	if buttonW(pw, margin, 6) >= buttonMinW*u {
		s.ButtonCols = 6
	}
	s.Board, s.Panel = Rect{0, 0, w - pw, h}, Rect{w - pw, 0, pw, h}
	if s.PanelParts().Moves.H >= movesMinH*u-0.5 {
		return s
	}
	t := base
	tw := s.Panel.W
	bh := buttonsH(4) * u
	t.Arrangement, t.ButtonCols = Tight, 4
	t.Board, t.Panel = Rect{0, 0, w - tw, h - bh - margin}, Rect{w - tw, 0, tw, h}
	if buttonW(w-tw, tightMargin*u, 4) >= buttonMinW*u && cell(t.Board) >= cell(s.Board)*0.85 {
		return t
	}
	return s
}

// PanelParts are the places of the panel's parts.
type PanelParts struct {
	Title   Rect    // the panel's first line: the game and its rules
	Cards   [2]Rect // the player at the top of the board, then the one at the bottom
	Trays   [2]Rect // under each card, in its box: the pieces the player took
	Status  Rect
	Moves   Rect
	Buttons Rect // ButtonCols columns of buttons ButtonH high, ButtonGap apart; under the board when Tight
}

// PanelParts places the panel's parts for the screen's arrangement.
func (s Screen) PanelParts() PanelParts {
	u := s.Unit
	p := s.Panel.Inset(u * panelMargin)
	var pp PanelParts
	card := func(i int, x, y, w float64) {
		pp.Cards[i] = Rect{X: x, Y: y, W: w, H: CardH * u}
		pp.Trays[i] = Rect{X: x + u*0.9, Y: y + (CardH-0.3)*u, W: w - u*1.7, H: TrayH * u}
	}
	bh := buttonsH(s.ButtonCols) * u
	switch s.Arrangement {
	case Wide:
		lw := math.Round((p.W - u) * 0.55)
		pp.Title = Rect{X: p.X, Y: p.Y, W: lw, H: TitleH * u}
		y := p.Y + TitleH*u
		for i := range pp.Cards {
			card(i, p.X, y, lw)
			y += cardBlock * u
		}
		y += u * 0.3
		pp.Status = Rect{X: p.X, Y: y, W: lw, H: StatusH * u}
		y += (StatusH + 0.4) * u
		pp.Moves = Rect{X: p.X, Y: y, W: lw, H: p.Y + p.H - y}
		rx := p.X + lw + u
		pp.Buttons = Rect{X: rx, Y: p.Y + TitleH*u, W: p.X + p.W - rx, H: bh}
	case Below:
		pp.Title = Rect{X: p.X, Y: p.Y, W: p.W, H: TitleH * u}
		y := p.Y + TitleH*u
		cw := (p.W - u) / 2
		card(0, p.X, y, cw)
		card(1, p.X+cw+u, y, cw)
		y += cardBlock * u
		bTop := p.Y + p.H - bh
		sw := math.Round(p.W * 0.4)
		pp.Status = Rect{X: p.X, Y: y, W: sw, H: StatusH * u}
		pp.Moves = Rect{X: p.X + sw + u, Y: y, W: p.W - sw - u, H: bTop - u*0.8 - y}
		pp.Buttons = Rect{X: p.X, Y: bTop, W: p.W, H: bh}
	case Tight:
		y := pp.stack(p, u, card)
		pp.Moves = Rect{X: p.X, Y: y, W: p.W, H: p.Y + p.H - y}
		b := s.Board
		pp.Buttons = Rect{X: b.X + u*tightMargin, Y: b.Y + b.H, W: b.W - 2*u*tightMargin, H: bh}
	default:
		y := pp.stack(p, u, card)
		bTop := p.Y + p.H - bh
		pp.Buttons = Rect{X: p.X, Y: bTop, W: p.W, H: bh}
		pp.Moves = Rect{X: p.X, Y: y, W: p.W, H: max(0, bTop-u*0.8-y)}
	}
	return pp
}

// stack lays out the panel's column from the top of p: the title, the two cards one under the
// other (card lays out one), and the status line; it returns where the move list may begin.
func (pp *PanelParts) stack(p Rect, u float64, card func(i int, x, y, w float64)) float64 {
	pp.Title = Rect{X: p.X, Y: p.Y, W: p.W, H: TitleH * u}
	y := p.Y + TitleH*u
	for i := range pp.Cards {
		card(i, p.X, y, p.W)
		y += cardBlock * u
	}
	y += u * 0.3
	pp.Status = Rect{X: p.X, Y: y, W: p.W, H: StatusH * u}
	return y + (StatusH+0.4)*u
}

// Grid returns n cells of a grid with cols columns laid out row by row from the top of r, each h
// high, with gap pixels between cells.
func Grid(r Rect, n, cols int, h, gap float64) []Rect {
	if cols < 1 {
		cols = 1
	}
	w := (r.W - gap*float64(cols-1)) / float64(cols)
	out := make([]Rect, n)
	for i := range out {
		c, row := i%cols, i/cols
		out[i] = Rect{math.Round(r.X + float64(c)*(w+gap)), math.Round(r.Y + float64(row)*(h+gap)), math.Round(w), h}
	}
	return out
}

// WithoutButtons returns the screen of a scene without the panel's buttons (the tutorial, the
// editor): when Tight, its board also takes the room under the board the buttons would take.
func (s Screen) WithoutButtons() Screen {
	if s.Arrangement == Tight {
		s.Board.H = s.H
	}
	return s
}

// FitBoard returns the geometry of board b in the window's board area, leaving a margin for the
// wood's shadow, with the trays of its hands beside it if it has them (Board.Hand). The window and
// its end-to-end test both place the board with it. The geometry points at b: a caller that keeps
// one b gets equal geometries for equal windows, and so can tell when to redraw what it drew for
// one.
func (s Screen) FitBoard(b *Board, flipped bool) Geometry {
	area := s.Board.Inset(s.Unit * 0.8)
	if b.Hand > 0 {
		return fitWithHands(b, area, flipped)
	}
	return Fit(b, area, flipped)
}
