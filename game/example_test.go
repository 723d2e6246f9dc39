package game_test

import (
	"fmt"

	"janggi/game"
)

// A game of the standard rules: both sides set up horse-elephant-elephant-horse, a few moves in
// UCI form, then the position's legal moves, its FEN and how the game stands.
func Example() {
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	if err := p.Play("c4c5 c7c6 b1c3"); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.SideToMove(), "to move,", len(p.LegalMoves(nil)), "legal moves")
	fmt.Println(p.FEN())
	fmt.Println(p.Result())

	// Both sides pass: under the standard rules the game ends and the points decide (Han's 1.5
	// for moving second, deom, wins).
	if err := p.Play("e9e9 e2e2"); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Result())
	// Output:
	// Han to move, 32 legal moves
	// rnba1abnr/4k4/1c5c1/p3p1p1p/2p6/2P6/P3P1P1P/1CN4C1/4K4/R1BA1ABNR b - - 3 2
	// *
	// 0-1 (double pass, counted 72 : 73.5)
}
