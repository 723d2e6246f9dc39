package twelve_test

import (
	"fmt"

	"janggi/game"
	"janggi/game/twelve"
)

// A short game: the soldiers trade, Cho's king steps next to Han's (kings may), Han drops its captured soldier.
func Example() {
	p := twelve.NewPosition(twelve.TwelveJanggi)
	for _, text := range []string{"b2b3", "b4b3", "b1b2", "C@a2"} {
		m, err := p.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			return
		}
		p.Make(m)
	}
	fmt.Println(p.FEN())
	fmt.Println("Han soldiers in hand:", p.Hand(game.Han, twelve.Soldier))
	fmt.Println("Cho in check:", p.InCheck())
	fmt.Println("result:", p.Result())
	fmt.Print(p.Diagram())

	moves := p.LegalMoves(make([]twelve.Move, 0, twelve.MaxMoves))
	fmt.Println(len(moves), "legal moves, first", moves[0])

	_, err := p.ParseMove("C@b4")
	fmt.Println(err)
	// Output:
	// g1e/1l1/cL1/E1G[C] w - - 0 3
	// Han soldiers in hand: 0
	// Cho in check: true
	// result: *
	// Han hand: -
	//   +---+---+---+
	// 4 | g |   | e |
	//   +---+---+---+
	// 3 |   | l |   |
	//   +---+---+---+
	// 2 | c | L |   |
	//   +---+---+---+
	// 1 | E |   | G |
	//   +---+---+---+
	//     a   b   c
	// Cho hand: C
	// Cho to move (ply 4, twelve); FEN g1e/1l1/cL1/E1G[C] w - - 0 3
	// 12 legal moves, first c1b1
	// C@b4: b4 is in Han's camp, where pieces may not be dropped
}
