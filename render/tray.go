package render

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/twelve"
	"janggi/render/layout"
	"janggi/render/ui"
)

// Each player's card ends in a tray: the opponent's pieces the player has taken, most valuable
// first, and for the side ahead in material the difference in points (+13). Material is counted
// as each game counts it: Janggi's counting points (rules.md: chariot 13, cannon 7, horse 5,
// elephant and guard 3, soldier 2; Han's 덤 is no material), Xiangqi's usual values (chariot 9,
// cannon 4.5, horse 4, elephant and advisor 2, soldier 1), Twelve Janggi's as its computer
// weighs pieces on the board, rounded (general and elephant 3, soldier 1, lord 4; the hands
// count too, since a piece in hand comes back).

// janggiMaterial and xiangqiMaterial are the pieces' values in half points.
var (
	janggiMaterial  = [8]int{game.Chariot: 26, game.Cannon: 14, game.Horse: 10, game.Elephant: 6, game.Guard: 6, game.Soldier: 4}
	xiangqiMaterial = [8]int{game.Chariot: 18, game.Cannon: 9, game.Horse: 8, game.Elephant: 4, game.Guard: 4, game.Soldier: 2}
	twelveMaterial  = [twelve.Lord + 1]int{twelve.General: 6, twelve.Elephant: 6, twelve.Soldier: 2, twelve.Lord: 8}
)

// halfPoints writes a material difference in half points: "13", "4.5".
func halfPoints(n int) string {
	if n%2 == 0 {
		return fmt.Sprint(n / 2)
	}
	return fmt.Sprintf("%.1f", float64(n)/2)
}

// captured returns the pieces of the start position fen of rules r that are no longer on the
// board of p, by side of the player who took them (each the taken piece's type), most valuable
// first.
func capturedOnBoard(r *game.Rules, fen string, p *game.Position, values *[8]int) [2][]game.PieceType {
	var out [2][]game.PieceType
	start, err := game.ParseFEN(r, fen)
	if err != nil {
		return out
	}
	var left [2][8]int
	for s := game.Square(0); s < game.SquareCount; s++ {
		if pc := start.At(s); pc != game.NoPiece {
			left[pc.Color()][pc.Type()&7]++
		}
		if pc := p.At(s); pc != game.NoPiece {
			left[pc.Color()][pc.Type()&7]--
		}
	}
	for c := game.Cho; c <= game.Han; c++ {
		for t := game.Guard; t <= game.Soldier; t++ {
			for range max(left[c][t], 0) {
				out[c.Other()] = append(out[c.Other()], t) // c's pieces gone: taken by the other
			}
		}
		slices.SortStableFunc(out[c.Other()], func(a, b game.PieceType) int { return values[b] - values[a] })
	}
	return out
}

// material returns side c's material on p in half points.
func material(p *game.Position, c game.Color, values *[8]int) int {
	n := 0
	for s := game.Square(0); s < game.SquareCount; s++ {
		if pc := p.At(s); pc != game.NoPiece && pc.Color() == c {
			n += values[pc.Type()&7]
		}
	}
	return n
}

// trayOf returns what the tray of side c shows on a Janggi or Xiangqi board: the pieces c took
// and c's lead in material, in half points (0 or less: none).
func (b *janggiLook) trayOf(c game.Color) ([]game.PieceType, int) {
	values := &janggiMaterial
	if b.style == StyleXiangqi {
		values = &xiangqiMaterial
	}
	pos := b.m.Shown()
	taken := capturedOnBoard(b.rules(), b.m.Game().StartFEN(), pos, values)
	return taken[c], material(pos, c, values) - material(pos, c.Other(), values)
}

func (b *janggiLook) drawTray(dst *ebiten.Image, r layout.Rect, c game.Color) {
	taken, lead := b.trayOf(c)
	size := r.H * 0.46
	icons := make([]trayIcon, len(taken))
	for i, t := range taken {
		icons[i] = trayIcon{b.st.pieces.image(b.st.settings.Skin, Token{Style: b.style, Side: c.Other(), Type: t}, size*counterSize(b.style, t)), int(t)}
	}
	drawTrayRow(dst, b.st, r, icons, lead, b.light(c))
}

// twelveTaken returns the pieces each side of Twelve Janggi took in the game up to the position
// shown (a lord counts as the soldier it was), most valuable first.
func (b *twelveLook) twelveTaken() [2][]twelve.PieceType {
	var out [2][]twelve.PieceType
	g := b.m.Game()
	p, err := twelve.ParseFEN(g.Variant(), g.StartFEN())
	if err != nil {
		return out
	}
	moves := g.Moves()
	for _, mv := range moves[:min(b.m.ShownPly(), len(moves))] {
		if !mv.IsDrop() {
			if pc := p.PieceAt(mv.To()); pc != twelve.NoPiece {
				out[pc.Color().Other()] = append(out[pc.Color().Other()], pc.Type().Demoted())
			}
		}
		p.Make(mv)
	}
	for c := range out {
		slices.SortStableFunc(out[c], func(a, b twelve.PieceType) int { return twelveMaterial[b] - twelveMaterial[a] })
	}
	return out
}

// twelveMaterialOf returns side c's material on the board and in hand, in half points.
func twelveMaterialOf(p *twelve.Position, c game.Color) int {
	n := 0
	for s := twelve.Square(0); s < twelve.SquareCount; s++ {
		if pc := p.PieceAt(s); pc != twelve.NoPiece && pc.Color() == c && int(pc.Type()) < len(twelveMaterial) {
			n += twelveMaterial[pc.Type()]
		}
	}
	for _, t := range handTypes {
		n += p.Hand(c, t) * twelveMaterial[t]
	}
	return n
}

func (b *twelveLook) drawTray(dst *ebiten.Image, r layout.Rect, c game.Color) {
	taken := b.twelveTaken()[c]
	pos := b.m.Shown()
	lead := twelveMaterialOf(pos, c) - twelveMaterialOf(pos, c.Other())
	icons := make([]trayIcon, len(taken))
	for i, t := range taken {
		icons[i] = trayIcon{b.st.tiles.image(b.st.settings.Skin, twelve.MakePiece(c.Other(), t), r.H*0.8), int(t)}
	}
	drawTrayRow(dst, b.st, r, icons, lead, b.light(c))
}

// trayIcon is a taken piece's picture in a tray, and its kind: pieces of a kind overlap.
type trayIcon struct {
	img  *ebiten.Image
	kind int
}

// drawTrayRow draws a tray in r: the icons from the left, the same kind overlapping, squeezed
// when there are many, and the lead (in half points) at the right when there is one.
func drawTrayRow(dst *ebiten.Image, st *State, r layout.Rect, icons []trayIcon, lead int, ink color.RGBA) {
	u := st.screen.Unit
	right := r.X + r.W
	if lead > 0 {
		s := "+" + halfPoints(lead)
		w, _ := ui.Measure(st.fonts.Sans, u*1.1, s)
		ui.DrawText(dst, st.fonts.Sans, u*1.1, s, right, r.Y+r.H/2, ui.CenterRight, ink)
		right -= w + u*0.6
	}
	if len(icons) == 0 {
		return
	}
	same, other := r.H*0.5, r.H*0.95
	width := 0.0
	for i := 1; i < len(icons); i++ {
		width += map[bool]float64{true: same, false: other}[icons[i].kind == icons[i-1].kind]
	}
	squeeze := 1.0
	if room := right - r.X - r.H; width > room && width > 0 {
		squeeze = math.Max(room, 0) / width
	}
	x := r.X
	for i, ic := range icons {
		if i > 0 {
			step := other
			if ic.kind == icons[i-1].kind {
				step = same
			}
			x += step * squeeze
		}
		w, h := float64(ic.img.Bounds().Dx()), float64(ic.img.Bounds().Dy())
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(x+r.H/2-w/2), math.Round(r.Y+r.H/2-h/2))
		dst.DrawImage(ic.img, op)
	}
}
