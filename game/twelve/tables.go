package twelve

import "janggi/game"

// This file holds the precomputed, read-only tables: where each piece attacks from each square,
// and the Zobrist keys. They are built once at package initialisation and never change.

// steps lists, per piece type, the one-square steps (file, rank) of a Cho piece; Han's are mirrored.
var steps = [pieceTypeCount][][2]int{
	King:     {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}},
	General:  {{0, -1}, {-1, 0}, {1, 0}, {0, 1}},
	Elephant: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	Soldier:  {{0, 1}},
	Lord:     {{0, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}},
}

// attackTable[c][t][s] is the set of squares a piece of color c and type t on s attacks
// (and may move to unless its own piece stands there).
var attackTable = buildAttacks()

func buildAttacks() (table [2][pieceTypeCount][SquareCount]bitboard) {
	for c := range 2 {
		dir := 1
		if game.Color(c) == game.Han {
			dir = -1
		}
		for t := King; t < pieceTypeCount; t++ {
			for s := range Square(SquareCount) {
				for _, st := range steps[t] {
					f, r := s.File()+st[0], s.Rank()+dir*st[1]
					if f >= 0 && f < Files && r >= 0 && r < Ranks {
						table[c][t][s] |= squareBit(SquareAt(f, r))
					}
				}
			}
		}
	}
	return table
}

// maxHand bounds a hand count: a type has two pieces in the game, so a hand holds at most two.
const maxHand = 2

// zobristKeys are the random numbers whose XOR over a position's features is its hash.
type zobristKeys struct {
	piece [16][SquareCount]uint64                // by Piece value and square
	hand  [2][pieceTypeCount][maxHand + 1]uint64 // by color, type and count held
	side  uint64                                 // XORed in when Han is to move
}

var zobrist = buildZobrist()

// buildZobrist fills the keys from a fixed-seed splitmix64, so hashes are the same in every run
// and on every machine (the AI may store them).
func buildZobrist() (z zobristKeys) {
	state := uint64(0x5eed_12_ca11_7a11)
	next := func() uint64 {
		state += 0x9e3779b97f4a7c15
		x := state
		x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
		x = (x ^ x>>27) * 0x94d049bb133111eb
		return x ^ x>>31
	}
	for p := range z.piece {
		for s := range z.piece[p] {
			z.piece[p][s] = next()
		}
	}
	for c := range z.hand {
		for t := range z.hand[c] {
			// Count 0 keeps key 0, so an empty hand adds nothing to the hash.
			for n := 1; n <= maxHand; n++ {
				z.hand[c][t][n] = next()
			}
		}
	}
	z.side = next()
	return z
}
