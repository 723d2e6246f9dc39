package twelve_test

import (
	"context"
	"fmt"

	"janggi/ai/twelve"
	rules "janggi/game/twelve"
)

// The engine finds the quickest win. Han has nothing but its king: after Cho's king steps to a2,
// each square the Han king can go to is attacked, and it must move (there is no pass).
func ExampleEngine_Search() {
	p, err := rules.ParseFEN(rules.TwelveJanggi, "l2/2E/1L1/3[G] w - - 0 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	e := twelve.NewEngine(16)
	r, err := e.Search(context.Background(), p, twelve.Limits{Depth: 4}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(twelve.FormatScore(r.Score), r.PV)
	// Output:
	// win in 3 [b2a2 a4a3]
}
