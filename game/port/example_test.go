package port_test

import (
	"fmt"

	"janggi/game/kind"
	"janggi/game/port"
)

// A layer above the rules speaks the port and never asks which game it holds: this function plays
// the first legal move of any game.
func Example() {
	for _, g := range []kind.Game{kind.Janggi, kind.Twelve} {
		rules := port.MustFor(g, nil)
		p, _ := rules.ParseFEN(rules.StartFEN())
		m := p.LegalMoves(nil)[0]
		p.Make(m)
		fmt.Println(g, m, p.FEN())
	}
	// Output:
	// janggi a1a2 rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R3K4/1NBA1ABNR b - - 1 1
	// twelve b1a2 gle/1c1/LC1/E1G[] b - - 1 1
}

// A game keeps its history: a move taken back can be played again.
func ExampleGame() {
	rules, _ := port.Lookup("xiangqi")
	g, _ := rules.NewGame("")
	g.PlayText("h3e3")
	g.Undo()
	fmt.Println(g.Ply(), g.CanRedo(), g.Redo(), g.Moves())
	// Output: 0 true true [h3e3]
}
