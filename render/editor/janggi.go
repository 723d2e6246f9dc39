package editor

import (
	"janggi/game"
	"janggi/game/kind"
)

// janggiBoard is the adapter of package game's core: Janggi's or Xiangqi's 90 points, judged
// under rules.
type janggiBoard struct {
	rules *game.Rules
	pl    game.Placement
}

func (b *janggiBoard) squares() int { return game.SquareCount }
func (b *janggiBoard) spots() int   { return game.SquareCount }

func (b *janggiBoard) spot(i int) (Piece, int) {
	if p := b.pl.Board[i]; p != game.NoPiece {
		return Piece(p), 1
	}
	return NoPiece, 0
}

func (b *janggiBoard) put(i int, p Piece)   { b.pl.Board[i] = game.Piece(p) }
func (b *janggiBoard) remove(i int)         { b.pl.Board[i] = game.NoPiece }
func (b *janggiBoard) side() game.Color     { return b.pl.Side }
func (b *janggiBoard) setSide(c game.Color) { b.pl.Side = c }
func (b *janggiBoard) clear()               { b.pl = game.Placement{Side: b.pl.Side} }
func (b *janggiBoard) fen() string          { return b.pl.FEN() }
func (b *janggiBoard) preset() *game.Rules  { return b.rules }
func (b *janggiBoard) hasSetups() bool      { return b.rules.Game == kind.Janggi }
func (b *janggiBoard) name(p Piece) string  { return game.Piece(p).String() }

func (b *janggiBoard) withPreset(r *game.Rules) board {
	c := *b
	c.rules = r
	return &c
}

func (b *janggiBoard) flaws() []error {
	var out []error
	for _, f := range b.pl.Flaws(b.rules) {
		out = append(out, f)
	}
	return out
}

func (b *janggiBoard) palette() []uint8 {
	return []uint8{uint8(game.General), uint8(game.Guard), uint8(game.Elephant), uint8(game.Horse), uint8(game.Chariot), uint8(game.Cannon), uint8(game.Soldier)}
}

// setupFiles are the files of the horses and elephants on a back rank, from Cho's left.
var setupFiles = [4]int{1, 2, 6, 7}

// backRank returns side c's back rank.
func backRank(c game.Color) int {
	if c == game.Han {
		return game.Ranks - 1
	}
	return 0
}

// setupPiece returns the piece of side c at place i (0-3) of setup su: a horse or an elephant.
func setupPiece(c game.Color, su game.Setup, i int) game.Piece {
	if su.String()[i] == 'E' {
		return game.MakePiece(c, game.Elephant)
	}
	return game.MakePiece(c, game.Horse)
}

func (b *janggiBoard) setupOf(c game.Color) (game.Setup, bool) {
	if !b.hasSetups() {
		return 0, false
	}
	rank := backRank(c)
	for _, su := range game.Setups() {
		ok := true
		for i, f := range setupFiles {
			if b.pl.Board[game.SquareAt(f, rank)] != setupPiece(c, su, i) {
				ok = false
			}
		}
		if ok {
			return su, true
		}
	}
	return 0, false
}

func (b *janggiBoard) setSetup(c game.Color, su game.Setup) {
	if !b.hasSetups() {
		return
	}
	rank := backRank(c)
	for i, f := range setupFiles {
		b.pl.Board[game.SquareAt(f, rank)] = setupPiece(c, su, i)
	}
}
