package record_test

import (
	"fmt"
	"os"
	"strings"

	"janggi/game"
	"janggi/game/port"
	"janggi/record"
)

func ExampleReadGIB() {
	gib := "[초차림 \"상마상마\"]\n[한차림 \"마상상마\"]\n[대국결과 \"한 기권승\"]\n\n1. 08마87 2. 18마37 3. 한수쉼\n"
	recs, err := record.ReadGIB([]byte(gib), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	rec := recs[0]
	fmt.Println(strings.Join(rec.Moves, " "), rec.Result)
	if err := record.WritePGN(os.Stdout, rec, record.PGNOptions{}); err != nil {
		fmt.Println(err)
	}
	// Output:
	// h1g3 h10g8 e2e2 0-1 (resignation)
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "0-1"]
	// [Variant "Janggi"]
	// [Rules "standard"]
	// [FEN "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1"]
	// [SetUp "1"]
	// [Termination "resignation"]
	// [PlyCount "3"]
	//
	// 1. Hg3 Hg8 2. Ke2 0-1
}

func ExampleRecord_GameAt() {
	g := game.NewGame(game.Standard(), game.HEEH, game.HEEH)
	for _, m := range []string{"b1c3", "b10c8", "a1a2"} {
		if _, err := g.PlayText(m); err != nil {
			fmt.Println(err)
		}
	}
	rec := record.FromGame(port.GameOf(g))
	back, _ := rec.GameAt(2) // continue from move 2: Cho to play
	fmt.Println(back.Ply(), back.Position().SideToMove())
	// Output: 2 Cho
}
