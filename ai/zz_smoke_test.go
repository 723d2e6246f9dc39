package ai

import (
	"context"
	"fmt"
	"testing"
	"time"

	"janggi/game"
)

func TestSmoke(t *testing.T) {
	e := NewEngine(64)
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := e.Search(ctx, p, Limits{Depth: 14}, func(i Info) {
		fmt.Println(i.Depth, i.SelDepth, i.Score, i.Nodes, i.Time.Round(time.Millisecond), i.NPS(), game.FormatMoves(i.PV))
	})
	fmt.Println(res.Move, err)
	w := e.workers[0]
	for _, rm := range w.rootMoves[:3] {
		fmt.Println(rm.move, rm.score, rm.prevScore, rm.pv)
	}
}
