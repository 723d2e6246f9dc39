package ai_test

import (
	"context"
	"fmt"

	"janggi/ai"
	"janggi/game"
)

// A search to a fixed depth: the two chariots mate on the last rank.
func ExampleEngine_Search() {
	pos, err := game.ParseFEN(game.Standard(), "3k5/R8/9/9/9/9/9/9/4K4/1R7 w - - 0 1")
	if err != nil {
		panic(err)
	}
	res, err := ai.NewEngine(16).Search(context.Background(), pos, ai.Limits{Depth: 3}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Move, res.Score)
	// Output: b1b10 mate 1
}

// The levels, weakest first.
func ExampleLevelName() {
	for lv := 1; lv <= ai.MaxLevel; lv++ {
		fmt.Printf("%d %s\n", lv, ai.LevelName(lv))
	}
	// Output:
	// 1 Beginner
	// 2 Novice
	// 3 Improver
	// 4 Amateur
	// 5 Club
	// 6 Strong club
	// 7 Expert
	// 8 Master
	// 9 Grandmaster
	// 10 Maximum
}
