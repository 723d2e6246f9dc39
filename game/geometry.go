package game

// Precomputed move tables. They are constant after init and shared by every position.

// The four orthogonal directions, as (file, rank) steps.
var orthSteps = [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}

// legStep is a horse or elephant path: the points that must be empty, and the landing point.
type legStep struct {
	leg1, leg2 Square // leg2 is NoSquare for a horse
	to         Square
}

// attackPath is the reverse of a legStep: a piece on from attacks the target if the legs are empty.
type attackPath struct {
	from       Square
	leg1, leg2 Square
}

// geometry holds the tables of one board game (Janggi or Xiangqi).
type geometry struct {
	rays     [SquareCount][4][]Square       // orthogonal rays, nearest point first
	diags    [SquareCount][][]Square        // palace diagonal rays (Janggi), nearest point first
	general  [2][SquareCount][]Square       // general steps, per color
	guard    [2][SquareCount][]Square       // guard (advisor) steps, per color
	horse    [SquareCount][]legStep         // horse moves
	elephant [2][SquareCount][]legStep      // elephant moves, per color (Xiangqi elephants stay home)
	soldier  [2][SquareCount][]Square       // soldier steps, per color
	horseAt  [SquareCount][]attackPath      // where a horse attacks a point from
	elephAt  [2][SquareCount][]attackPath   // where an elephant of a color attacks a point from
	soldAt   [2][SquareCount][]Square       // where a soldier of a color attacks a point from
	near     [SquareCount][SquareCount]bool // near[g][s]: a piece arriving on or leaving s may change attacks on g
}

var (
	janggiGeo  = newGeometry(false)
	xiangqiGeo = newGeometry(true)
)

func onBoard(f, r int) bool { return f >= 0 && f < Files && r >= 0 && r < Ranks }

// inPalace reports whether (f, r) lies in either palace.
func inPalace(f, r int) bool {
	return f >= 3 && f <= 5 && ((r >= 0 && r <= 2) || (r >= 7 && r < Ranks))
}

// palaceOf returns the color whose palace holds (f, r); only meaningful when inPalace.
func palaceOf(r int) Color {
	if r <= 2 {
		return Cho
	}
	return Han
}

// onPalaceDiagonal reports whether (f, r) is a palace corner or centre, the points joined by diagonals.
func onPalaceDiagonal(f, r int) bool {
	if !inPalace(f, r) {
		return false
	}
	cr := 1
	if r >= 7 {
		cr = 8
	}
	df, dr := f-4, r-cr
	return (df == 0 && dr == 0) || (df != 0 && dr != 0)
}

// palaceDiagonalStep reports whether one diagonal step from (f, r) by (df, dr) follows a palace line.
func palaceDiagonalStep(f, r, df, dr int) bool {
	return onPalaceDiagonal(f, r) && onPalaceDiagonal(f+df, r+dr) && palaceOf(r) == palaceOf(r+dr) && inPalace(f+df, r+dr)
}

// forward returns the rank step of a soldier of color c.
func forward(c Color) int {
	if c == Cho {
		return 1
	}
	return -1
}

func newGeometry(xiangqi bool) *geometry {
	g := &geometry{}
	for s := Square(0); s < SquareCount; s++ {
		f, r := s.File(), s.Rank()
		for d, st := range orthSteps {
			for i := 1; onBoard(f+st[0]*i, r+st[1]*i); i++ {
				g.rays[s][d] = append(g.rays[s][d], SquareAt(f+st[0]*i, r+st[1]*i))
			}
		}
		if !xiangqi && onPalaceDiagonal(f, r) {
			for _, df := range []int{-1, 1} {
				for _, dr := range []int{-1, 1} {
					var ray []Square
					for cf, cr := f, r; palaceDiagonalStep(cf, cr, df, dr); cf, cr = cf+df, cr+dr {
						ray = append(ray, SquareAt(cf+df, cr+dr))
					}
					if len(ray) > 0 {
						g.diags[s] = append(g.diags[s], ray)
					}
				}
			}
		}
		g.horse[s] = horseSteps(f, r)
		for c := Cho; c <= Han; c++ {
			g.general[c][s], g.guard[c][s] = palaceSteps(f, r, c, xiangqi)
			g.elephant[c][s] = elephantSteps(f, r, c, xiangqi)
			g.soldier[c][s] = soldierSteps(f, r, c, xiangqi)
		}
	}
	for s := Square(0); s < SquareCount; s++ {
		for _, st := range g.horse[s] {
			g.horseAt[st.to] = append(g.horseAt[st.to], attackPath{s, st.leg1, st.leg2})
		}
		for c := Cho; c <= Han; c++ {
			for _, st := range g.elephant[c][s] {
				g.elephAt[c][st.to] = append(g.elephAt[c][st.to], attackPath{s, st.leg1, st.leg2})
			}
			for _, to := range g.soldier[c][s] {
				g.soldAt[c][to] = append(g.soldAt[c][to], s)
			}
		}
	}
	for k := Square(0); k < SquareCount; k++ {
		g.fillNear(k)
	}
	return g
}

// fillNear marks the points whose occupancy can change whether k is attacked: the lines through k
// (chariots, cannons, facing generals) and the legs of horse and elephant paths that end on k.
func (g *geometry) fillNear(k Square) {
	for d := range g.rays[k] {
		for _, s := range g.rays[k][d] {
			g.near[k][s] = true
		}
	}
	for _, ray := range g.diags[k] {
		for _, s := range ray {
			g.near[k][s] = true
		}
	}
	for _, a := range g.horseAt[k] {
		g.near[k][a.leg1] = true
	}
	for c := Cho; c <= Han; c++ {
		for _, a := range g.elephAt[c][k] {
			g.near[k][a.leg1] = true
			if a.leg2 != NoSquare {
				g.near[k][a.leg2] = true
			}
		}
	}
}

func horseSteps(f, r int) []legStep {
	var out []legStep
	for _, st := range orthSteps {
		lf, lr := f+st[0], r+st[1]
		if !onBoard(lf, lr) {
			continue
		}
		for _, side := range []int{-1, 1} {
			// One step orthogonally, then one diagonally outward.
			tf, tr := lf+st[0]+side*st[1], lr+st[1]+side*st[0]
			if onBoard(tf, tr) {
				out = append(out, legStep{SquareAt(lf, lr), NoSquare, SquareAt(tf, tr)})
			}
		}
	}
	return out
}

func elephantSteps(f, r int, c Color, xiangqi bool) []legStep {
	var out []legStep
	if xiangqi {
		// Two points diagonally; the eye between must be empty; never across the river.
		for _, df := range []int{-1, 1} {
			for _, dr := range []int{-1, 1} {
				tf, tr := f+2*df, r+2*dr
				if !onBoard(tf, tr) || !ownHalf(tr, c) || !ownHalf(r, c) {
					continue
				}
				out = append(out, legStep{SquareAt(f+df, r+dr), NoSquare, SquareAt(tf, tr)})
			}
		}
		return out
	}
	for _, st := range orthSteps {
		lf, lr := f+st[0], r+st[1]
		if !onBoard(lf, lr) {
			continue
		}
		for _, side := range []int{-1, 1} {
			df, dr := st[0]+side*st[1], st[1]+side*st[0]
			mf, mr := lf+df, lr+dr
			tf, tr := mf+df, mr+dr
			if onBoard(tf, tr) {
				out = append(out, legStep{SquareAt(lf, lr), SquareAt(mf, mr), SquareAt(tf, tr)})
			}
		}
	}
	return out
}

// ownHalf reports whether rank r is on c's side of the Xiangqi river.
func ownHalf(r int, c Color) bool {
	if c == Cho {
		return r <= 4
	}
	return r >= 5
}

// palaceSteps returns the general's and the guard's steps from (f, r) for color c.
func palaceSteps(f, r int, c Color, xiangqi bool) (general, guard []Square) {
	if !inPalace(f, r) || palaceOf(r) != c {
		return nil, nil
	}
	for _, st := range orthSteps {
		tf, tr := f+st[0], r+st[1]
		if inPalace(tf, tr) && palaceOf(tr) == c {
			general = append(general, SquareAt(tf, tr))
		}
	}
	var diag []Square
	for _, df := range []int{-1, 1} {
		for _, dr := range []int{-1, 1} {
			if palaceDiagonalStep(f, r, df, dr) {
				diag = append(diag, SquareAt(f+df, r+dr))
			}
		}
	}
	if xiangqi {
		return general, diag
	}
	general = append(general, diag...)
	return general, general
}

func soldierSteps(f, r int, c Color, xiangqi bool) []Square {
	var out []Square
	fw := forward(c)
	if onBoard(f, r+fw) {
		out = append(out, SquareAt(f, r+fw))
	}
	if !xiangqi || !ownHalf(r, c) {
		for _, df := range []int{-1, 1} {
			if onBoard(f+df, r) {
				out = append(out, SquareAt(f+df, r))
			}
		}
	}
	if !xiangqi {
		// Inside the enemy palace a soldier may also step forward along the diagonals.
		for _, df := range []int{-1, 1} {
			if inPalace(f, r) && palaceOf(r) != c && palaceDiagonalStep(f, r, df, fw) {
				out = append(out, SquareAt(f+df, r+fw))
			}
		}
	}
	return out
}
