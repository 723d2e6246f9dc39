// Package gamelogtest writes game logs of random games for the tests of the tools that read them
// (tools/internal/gamelog, tools/tune, tools/nnue).
package gamelogtest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"

	"janggi/game"
)

// RandomGames writes n games of up to 60 random moves in tools/match's log format, each move
// scored by the material balance from its mover's view and each game won by the side ahead at
// its end; the engine is "random".
func RandomGames(rules *game.Rules, n int, rng *rand.Rand) []byte {
	return Games(rules, n, 60, "random", rng)
}

// Games is RandomGames with games of up to plies moves whose "engine=" names engine (Cho or Han
// for the readers that take one side's moves as the engine's).
func Games(rules *game.Rules, n, plies int, engine string, rng *rand.Rand) []byte {
	var b bytes.Buffer
	for g := 1; g <= n; g++ {
		p := game.NewPosition(rules, game.HEEH, game.EHHE)
		var moves, scores []string
		for ply := 0; ply < plies && !p.Result().Over(); ply++ {
			legal := p.LegalMoves(nil)
			m := legal[rng.IntN(len(legal))]
			us := p.SideToMove()
			lead := int(p.Points(us)) - int(p.Points(1-us))
			moves, scores = append(moves, m.String()), append(scores, fmt.Sprintf("cp:%d", lead*10))
			p.Make(m)
		}
		result := "1/2-1/2"
		switch d := int(p.Points(game.Cho)) - int(p.Points(game.Han)); {
		case d > 0:
			result = "1-0"
		case d < 0:
			result = "0-1"
		}
		fmt.Fprintf(&b, "game %d engine=%s result=%s\nfen %s\nmoves %s\nscores %s\n\n", g, engine, result,
			game.NewPosition(rules, game.HEEH, game.EHHE).FEN(), strings.Join(moves, " "), strings.Join(scores, " "))
	}
	return b.Bytes()
}
