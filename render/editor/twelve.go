package editor

import (
	"janggi/game"
	"janggi/game/twelve"
)

// twelveBoard is the adapter of package twelve's core: Twelve Janggi's 12 squares and both hands.
type twelveBoard struct {
	tw twelve.Placement
}

// handTypes are the kinds of piece a hand holds, in the order of its places.
var handTypes = [HandSlots]twelve.PieceType{twelve.General, twelve.Elephant, twelve.Soldier}

// handSpot returns the side and the type of hand spot i.
func handSpot(i int) (game.Color, twelve.PieceType) {
	i -= twelve.SquareCount
	return game.Color(i / HandSlots), handTypes[i%HandSlots]
}

func (b *twelveBoard) squares() int { return twelve.SquareCount }
func (b *twelveBoard) spots() int   { return twelve.SquareCount + 2*HandSlots }

func (b *twelveBoard) spot(i int) (Piece, int) {
	if i < twelve.SquareCount {
		if p := b.tw.Board[i]; p != twelve.NoPiece {
			return Piece(p), 1
		}
		return NoPiece, 0
	}
	c, t := handSpot(i)
	return Piece(twelve.MakePiece(c, t)), int(b.tw.Hand[c][t])
}

func (b *twelveBoard) put(i int, p Piece) {
	if i < twelve.SquareCount {
		b.tw.Board[i] = twelve.Piece(p)
		return
	}
	c, _ := handSpot(i)
	t := twelve.Piece(p).Type().Demoted()
	if t != twelve.King && b.tw.Hand[c][t] < 2 {
		b.tw.Hand[c][t]++
	}
}

func (b *twelveBoard) remove(i int) {
	if i < twelve.SquareCount {
		b.tw.Board[i] = twelve.NoPiece
		return
	}
	c, t := handSpot(i)
	b.tw.Hand[c][t] = max(0, b.tw.Hand[c][t]-1)
}

func (b *twelveBoard) side() game.Color                      { return b.tw.Side }
func (b *twelveBoard) setSide(c game.Color)                  { b.tw.Side = c }
func (b *twelveBoard) clear()                                { b.tw = twelve.Placement{Side: b.tw.Side} }
func (b *twelveBoard) fen() string                           { return b.tw.FEN() }
func (b *twelveBoard) preset() *game.Rules                   { return nil }
func (b *twelveBoard) withPreset(*game.Rules) board          { return b }
func (b *twelveBoard) hasSetups() bool                       { return false }
func (b *twelveBoard) setupOf(game.Color) (game.Setup, bool) { return 0, false }
func (b *twelveBoard) setSetup(game.Color, game.Setup)       {}
func (b *twelveBoard) name(p Piece) string                   { return twelve.Piece(p).String() }

func (b *twelveBoard) flaws() []error {
	var out []error
	for _, f := range b.tw.Flaws() {
		out = append(out, f)
	}
	return out
}

func (b *twelveBoard) palette() []uint8 {
	return []uint8{uint8(twelve.King), uint8(twelve.General), uint8(twelve.Elephant), uint8(twelve.Soldier), uint8(twelve.Lord)}
}
