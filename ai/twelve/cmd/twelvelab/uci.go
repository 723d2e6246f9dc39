package main

import (
	"context"
	"strconv"
	"time"

	"janggi/ai"
	"janggi/ai/uci"
)

// startFSF starts Fairy-Stockfish at path through the shared UCI client (janggi/ai/uci), playing
// dobutsu on one thread with a table of hashMB megabytes.
func startFSF(path string, hashMB int) (*uci.Client, error) {
	c, err := uci.Start(path)
	if err != nil {
		return nil, err
	}
	for _, o := range [][2]string{{"UCI_Variant", "dobutsu"}, {"Hash", strconv.Itoa(hashMB)}, {"Threads", "1"}, {"Ponder", "false"}} {
		if err := c.SetOption(o[0], o[1]); err != nil {
			c.Close()
			return nil, err
		}
	}
	return c, nil
}

// bestMove asks Fairy-Stockfish for its move in the position reached by moves from fen, thinking
// movetime; one that has not answered 10 s past it is told to stop.
func bestMove(c *uci.Client, fen string, moves []string, movetime time.Duration) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), movetime+10*time.Second)
	defer cancel()
	return c.Go(ctx, fen, moves, ai.Limits{MoveTime: movetime})
}
