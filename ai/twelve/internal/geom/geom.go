// Package geom holds the Twelve Janggi board geometry the engine's evaluation and the measuring
// tools need beyond what package janggi/game/twelve exports: the squares each piece attacks, as
// sets. The rules package keeps its own tables private; the test checks these against its
// Position.Attacked.
package geom

import (
	"math/bits"

	"janggi/game"
	"janggi/game/twelve"
)

// Set is a set of squares, bit i for twelve.Square(i).
type Set uint16

// Bit returns the set of the one square s.
func Bit(s twelve.Square) Set { return 1 << uint(s) }

// Has reports whether s is in the set.
func (b Set) Has(s twelve.Square) bool { return b>>uint(s)&1 != 0 }

// Count returns the number of squares in the set.
func (b Set) Count() int { return bits.OnesCount16(uint16(b)) }

// First returns the lowest square of a non-empty set.
func (b Set) First() twelve.Square { return twelve.Square(bits.TrailingZeros16(uint16(b))) }

// Rank returns the squares of rank index r (0 = rank 1).
func Rank(r int) Set { return 0b111 << (r * twelve.Files) }

// BackRank returns the rank index of side c's own back row, its camp: 0 for Cho, 3 for Han.
func BackRank(c game.Color) int {
	if c == game.Cho {
		return 0
	}
	return twelve.Ranks - 1
}

// attacks[c][t][s] is the set of squares a piece of colour c and type t on s attacks.
var attacks = build()

// Attacks returns the squares a piece of colour c and type t on s attacks (and may move to,
// unless its own side stands there).
func Attacks(c game.Color, t twelve.PieceType, s twelve.Square) Set { return attacks[c&1][t][s] }

func build() (table [2][twelve.Lord + 1][twelve.SquareCount]Set) {
	// Steps (file, rank) of a Cho piece; Han's ranks are mirrored.
	steps := [twelve.Lord + 1][][2]int{
		twelve.King:     {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}},
		twelve.General:  {{0, -1}, {-1, 0}, {1, 0}, {0, 1}},
		twelve.Elephant: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
		twelve.Soldier:  {{0, 1}},
		twelve.Lord:     {{0, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}},
	}
	for c := range 2 {
		dir := 1 - 2*c
		for t := range steps {
			for s := range twelve.Square(twelve.SquareCount) {
				for _, st := range steps[t] {
					f, r := s.File()+st[0], s.Rank()+dir*st[1]
					if f >= 0 && f < twelve.Files && r >= 0 && r < twelve.Ranks {
						table[c][t][s] |= Bit(twelve.SquareAt(f, r))
					}
				}
			}
		}
	}
	return table
}
