// Package gamelog reads the game logs that `go run ./tools/match -log FILE` writes as positions to
// fit an evaluation to: the weights (tools/tune) or the network (tools/nnue). Each position after
// the opening, not in check, with a score that is not a forced ending, is resolved to a quiet
// position by the engine's quiescence search (ai.Probe) and kept with the playing engine's score of
// it and the game's result.
package gamelog

import (
	"bufio"
	"fmt"
	"hash"
	"hash/fnv"
	"math"
	"strconv"
	"strings"

	"janggi/ai"
	"janggi/game"
	"janggi/internal/fentext"
	"janggi/internal/regfile"
)

// Log is a game log written by `go run ./tools/match -log FILE`, and whose scores the fit trusts.
type Log struct {
	Path string
	// OpponentOnly keeps only the positions where the match's second engine (the opponent, not the
	// one its "engine=" names) was to move, and so judged them. A log of our engine against
	// Fairy-Stockfish then teaches the evaluation what Fairy-Stockfish thought of the positions our
	// search steered into, not what our own evaluation thought of them.
	OpponentOnly bool
}

// Sample is one quiet position of a logged game.
type Sample struct {
	Pos *game.Position
	// Score is the playing engine's score from Cho's view, in centipawns; Result the game's result
	// for Cho: 1, 0.5 or 0.
	Score, Result float64
}

// Read reads the samples of the games of match logs: "game N engine=Cho result=1-0", "fen ...",
// "moves ...", "scores ..." (each move's score from its mover's view).
func Read(logs []Log, rules *game.Rules) ([]Sample, error) {
	var out []Sample
	err := Each(logs, rules, false, func(got []Sample) { out = append(out, got...) })
	return out, err
}

// Each reads the games of match logs as Read says, and gives each game's samples to use. With once,
// a game whose start and moves were seen before is left out.
func Each(logs []Log, rules *game.Rules, once bool, use func([]Sample)) error {
	seen := make(map[[2]uint64]bool)
	pr := ai.NewProbe()
	for _, l := range logs {
		path := l.Path
		f, _, err := regfile.Open(path)
		if err != nil {
			return err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<22)
		var result float64
		judge := bothJudge
		if l.OpponentOnly {
			judge = noJudge // until a game line names the engine's side
		}
		var fen string
		var moves []string
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "game "):
				switch {
				case strings.Contains(line, "result=1-0"):
					result = 1
				case strings.Contains(line, "result=0-1"):
					result = 0
				default:
					result = 0.5
				}
				judge = bothJudge
				if l.OpponentOnly {
					switch {
					case strings.Contains(line, "engine=Cho"):
						judge = onlyJudge(game.Han)
					case strings.Contains(line, "engine=Han"):
						judge = onlyJudge(game.Cho)
					default:
						f.Close()
						return fmt.Errorf("%s: %q names no engine side (engine=Cho or engine=Han): the opponent's moves are unknown", path, line)
					}
				}
			case strings.HasPrefix(line, "fen "):
				fen = line[4:]
			case strings.HasPrefix(line, "moves "):
				moves = strings.Fields(line[6:])
			case strings.HasPrefix(line, "scores "):
				if judge == noJudge {
					f.Close()
					return fmt.Errorf("%s: scores before a \"game N engine=Cho|Han\" line: the opponent's moves are unknown", path)
				}
				if once {
					k := gameKey(fen, moves)
					if seen[k] {
						continue
					}
					seen[k] = true
				}
				got, err := gameSamples(pr, rules, fen, moves, strings.Fields(line[7:]), result, judge)
				if err != nil {
					f.Close()
					return fmt.Errorf("%s: %w", path, err)
				}
				use(got)
			}
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return err
		}
	}
	return nil
}

// gameKey identifies a game by its start and moves (two hashes, so that different games do not
// meet by chance).
func gameKey(fen string, moves []string) [2]uint64 {
	a, b := fnv.New64a(), fnv.New64()
	for _, h := range []hash.Hash64{a, b} {
		h.Write([]byte(fen))
		for _, m := range moves {
			h.Write([]byte{' '})
			h.Write([]byte(m))
		}
	}
	return [2]uint64{a.Sum64(), b.Sum64()}
}

// judges says whose scores in a game the fit trusts: both sides', or one side's.
type judges uint8

const (
	bothJudge judges = 0
	noJudge   judges = 255 // not yet known
)

// onlyJudge is the judges of one side's scores.
func onlyJudge(c game.Color) judges { return judges(1 + c) }

// trusts reports whether the scores of side c's moves are trusted.
func (j judges) trusts(c game.Color) bool { return j == bothJudge || j == onlyJudge(c) }

// gameSamples returns the usable positions of one game: after the first plies, not in check, with
// a score that is not a forced ending, resolved to a quiet position by the quiescence search. With
// judge one side, only the positions where that side was to move (and so scored them).
func gameSamples(pr *ai.Probe, rules *game.Rules, fen string, moves, scores []string, result float64, judge judges) ([]Sample, error) {
	p, err := game.ParseFEN(rules, fen)
	if err != nil {
		return nil, err
	}
	var out []Sample
	for i, text := range moves {
		if i < len(scores) && i >= 8 && !p.InCheck() && !p.Bikjang() && judge.trusts(p.SideToMove()) {
			if cp, ok := strings.CutPrefix(scores[i], "cp:"); ok {
				s, err := strconv.Atoi(cp)
				if err == nil && s > -1500 && s < 1500 {
					if p.SideToMove() == game.Han {
						s = -s
					}
					if q := pr.QuietLeaf(p); q != nil {
						out = append(out, Sample{Pos: q, Score: float64(s), Result: result})
					}
				}
			}
		}
		m, err := p.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("move %d %s: %w", i+1, text, err)
		}
		p.Make(m)
	}
	return out, nil
}

// TrainingPosition is a quiet position of a game log with what is known of it, for fitting a new
// evaluation to (tools/nnue): the board and side to move, the playing engine's score and the game's
// result, and what our evaluation says of it, so that the fit can be compared with it.
type TrainingPosition struct {
	Board  [game.SquareCount]game.Piece
	Side   game.Color // to move
	Score  float64    // the playing engine's score of the position it moved from, Cho's view, centipawns
	Result float64    // the game's result for Cho: 1, 0.5 or 0
	Eval   float64    // our static evaluation (ai.Probe.Eval), Cho's view, centipawns
}

// ReadTrainingPositions reads the positions of game logs that Read gives, each game once however
// often the logs hold it: a match of an engine against itself at a fixed number of nodes plays
// both games of an opening alike.
func ReadTrainingPositions(logs []Log, rules *game.Rules) ([]TrainingPosition, error) {
	var out []TrainingPosition
	pr := ai.NewProbe()
	err := Each(logs, rules, true, func(samples []Sample) {
		for _, t := range samples {
			tp := TrainingPosition{Side: t.Pos.SideToMove(), Score: t.Score, Result: t.Result}
			for sq := range tp.Board {
				tp.Board[sq] = t.Pos.At(game.Square(sq))
			}
			tp.Eval = float64(pr.Eval(t.Pos))
			out = append(out, tp)
		}
	})
	return out, err
}

// MirrorTrainingPositions returns each position turned left to right, which the rules of Janggi
// treat alike (the board, the palaces and every move are symmetric): a training set twice the size
// for the same games. Each keeps its position's score and result and has our evaluation of the
// turned board (whose terms need not be symmetric).
func MirrorTrainingPositions(ps []TrainingPosition, rules *game.Rules) ([]TrainingPosition, error) {
	out := make([]TrainingPosition, 0, len(ps))
	pr := ai.NewProbe()
	for i := range ps {
		tp := ps[i]
		for sq := range tp.Board {
			at := game.Square(sq)
			tp.Board[sq] = ps[i].Board[game.SquareAt(game.Files-1-at.File(), at.Rank())]
		}
		fen := fentext.AppendBoard(make([]byte, 0, 100), game.Files, game.Ranks, func(f, r int) string {
			if pc := tp.Board[game.SquareAt(f, r)]; pc != game.NoPiece {
				return string(pc.Letter())
			}
			return ""
		})
		fen = append(fen, map[game.Color]string{game.Cho: " w - - 0 1", game.Han: " b - - 0 1"}[tp.Side]...)
		p, err := game.ParseFEN(rules, string(fen))
		if err != nil {
			return nil, fmt.Errorf("gamelog: position %d turned left to right: %w", i, err)
		}
		tp.Eval = float64(pr.Eval(p))
		out = append(out, tp)
	}
	return out, nil
}

// Sigmoid turns a score divided by its scale into a winning chance.
func Sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// FitScale finds the k in 50..2000 that minimises f, by golden-section search: the scale that
// turns scores into the winning chances that best predict what f measures.
func FitScale(f func(k float64) float64) float64 {
	lo, hi := 50.0, 2000.0
	g := (math.Sqrt(5) - 1) / 2
	for hi-lo > 1 {
		a, b := hi-g*(hi-lo), lo+g*(hi-lo)
		if f(a) < f(b) {
			hi = b
		} else {
			lo = a
		}
	}
	return (lo + hi) / 2
}
