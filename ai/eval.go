package ai

import (
	"math/bits"

	"janggi/game"
)

// The evaluation is a sum of middlegame and endgame terms blended by the material left (phase),
// from Cho's view, turned to the side to move's view at the end. Every term exists because a
// Janggi player would name it: material, where pieces stand, how freely horses, elephants,
// chariots and cannons move (legs blocked, screens missing), how many enemy pieces bear on the
// palace, which of its points they attack and where the general can still step safely, whether the
// guards are home, and whether soldiers stand side by side.

// weights holds a variant's evaluation parameters, in centipawns.
type weights struct {
	value    [8][2]Score                   // [type][mg, eg]
	pst      [8][game.SquareCount][2]Score // [type][square from Cho's side][mg, eg]
	mobility [8][2]Score                   // per move above mobBase
	mobBase  [8]int
	phase    [8]int // phase weight of each type; phaseMax at the start
	attack   [8]int // palace attack units per move into the enemy palace
	// kingAttack is the penalty per (attack units)² / 64 when two or more pieces bear on a palace.
	kingAttack [2]Score
	// guardMissing is the penalty per missing guard, scaled by the enemy's attacking material.
	guardMissing [2]Score
	connected    [2]Score // a soldier with a friendly soldier beside it
	// threat and hanging are for a piece attacked by a cheaper enemy piece, and for one attacked
	// and not defended; [0] for the side to move's pieces (it can save one), [1] for the other's.
	threat        [2][8][2]Score
	hanging       [2][8][2]Score
	cannonScreens [2]Score // per cannon, per 8 pieces on the board above 20
	// escape is the general's worth by its safe squares (points of the palace it can step to that no
	// enemy piece attacks: 0, 1, 2, 3 or more) while an enemy piece bears on its palace. It and
	// palaceHits are fitted in Janggi's weights and zero in Xiangqi's (never fitted there).
	escape     [4][2]Score
	palaceHits [2]Score // per point of a side's palace attacked by the enemy
	tempo      Score
}

const phaseMax = 60

// The weights were first set by hand (values near the counting points, piece-square formulas from
// Janggi and Xiangqi practice), then fitted by tools/tune to Fairy-Stockfish self-play games. The
// Janggi weights are then fitted, half-way (-step 0.5), to what Fairy-Stockfish thought of the
// positions our engine steered into (its scores of the positions it was to move in, in games
// against our engine under casual rules): the evaluation's errors that cost games are in the
// positions our own search chooses. Half-way, because the full fits lost mates of TestTactics and
// fitted bonuses for the side under attack (docs/ai.md, "Why it is built so"; the matches are in
// docs/results.tsv). The Xiangqi weights are fitted to Fairy-Stockfish self-play alone. To fit them
// again (tools/tune says how to log the games), each step from the weights in use:
//
//	JANGGI_TUNE=selfplay.log JANGGI_TUNE_OPPONENT=ours-against-it.log go generate -run weights_janggi ./ai
//	JANGGI_TUNE_XIANGQI=games.log go generate -run weights_xiangqi ./ai
//
//go:generate go run ../tools/tune -preset casual -step 0.5 -logs=$JANGGI_TUNE -opponent-logs=$JANGGI_TUNE_OPPONENT -out weights_janggi.go
//go:generate go run ../tools/tune -preset xiangqi -logs=$JANGGI_TUNE_XIANGQI -out weights_xiangqi.go
var janggiWeights, xiangqiWeights = janggiTuned(), xiangqiTuned()

// pieceValue is the middlegame value of each type, for move ordering and pruning margins.
func (w *weights) pieceValue(t game.PieceType) Score { return w.value[t][0] }

// relSquare[c][s] is s as seen from c's side: Han's pieces use Cho's tables upside down.
// palaceOf[s] is 1 + the color whose palace holds s, or 0; palaceBit[s] is s's bit in a set of one
// palace's nine points.
var relSquare, palaceOf, palaceBit = func() (rel [2][game.SquareCount]game.Square, pal [game.SquareCount]int8, bit [game.SquareCount]uint16) {
	for s := game.Square(0); s < game.SquareCount; s++ {
		f, r := s.File(), s.Rank()
		rel[game.Cho][s] = s
		rel[game.Han][s] = game.SquareAt(f, game.Ranks-1-r)
		if f >= 3 && f <= 5 && r <= 2 {
			pal[s] = 1 + int8(game.Cho)
			bit[s] = 1 << (f - 3 + 3*r)
		}
		if f >= 3 && f <= 5 && r >= game.Ranks-3 {
			pal[s] = 1 + int8(game.Han)
			bit[s] = 1 << (f - 3 + 3*(r-game.Ranks+3))
		}
	}
	return
}()

// relative returns the square as seen from c's side.
func relative(s game.Square, c game.Color) game.Square { return relSquare[c][s] }

// inPalace reports whether s lies in c's palace.
func inPalace(s game.Square, c game.Color) bool { return palaceOf[s] == 1+int8(c) }

// evaluate returns the static evaluation of the worker's position from the side to move's view:
// handEval's, with the neural correction when the worker has one. It is kept below the scores of
// won endings, which also keeps it within the hash table's 16-bit slot (pack).
func (w *worker) evaluate() Score {
	v := w.handEval()
	if w.nn != nil {
		v += w.nnCorrection()
	}
	return max(-MateBound+1, min(MateBound-1, v))
}

// handEval returns the evaluation by the terms below, from the side to move's view.
func (w *worker) handEval() Score {
	p := w.pos
	wt := w.weights
	var mg, eg [2]Score
	var phase, pieces int
	var guards, cannons [2]int
	var attackUnits, attackers [2]int // against each side's palace
	var heavy [2]int                  // attacking material (chariots, cannons, horses) of each side
	var palaceAttacked [2]uint16      // the points of each side's palace that enemy pieces attack
	// least[s] is the value of the cheapest enemy piece seen capturing the piece on s (0: none);
	// victims lists those squares.
	var least [game.SquareCount]int16
	var victims [32]game.Square
	nv := 0
	var buf [32]game.Move

	for s := game.Square(0); s < game.SquareCount; s++ {
		pc := p.At(s)
		if pc == game.NoPiece {
			continue
		}
		pieces++
		c, t := pc.Color(), pc.Type()
		rs := relative(s, c)
		mg[c] += wt.value[t][0] + wt.pst[t][rs][0]
		eg[c] += wt.value[t][1] + wt.pst[t][rs][1]
		phase += wt.phase[t]
		switch t {
		case game.Guard:
			guards[c]++
			continue
		case game.General:
			continue
		case game.Soldier:
			if s.File() > 0 && p.At(s-1) == pc {
				mg[c] += wt.connected[0]
				eg[c] += wt.connected[1]
			}
			// A soldier at the palace's door or inside it takes part in the attack on the general.
			if f := s.File(); rs.Rank() >= 6 && f >= 2 && f <= 6 {
				attackUnits[c.Other()] += wt.attack[t]
				attackers[c.Other()]++
			}
		case game.Cannon:
			cannons[c]++
		}
		moves := p.PieceMoves(s, buf[:0])
		av := int16(wt.value[t][0])
		hits := 0
		for _, m := range moves {
			to := m.To()
			if p.At(to) != game.NoPiece {
				switch {
				case least[to] == 0:
					least[to] = av
					victims[nv] = to
					nv++
				case av < least[to]:
					least[to] = av
				}
			}
			if inPalace(to, c.Other()) {
				hits++
				palaceAttacked[c.Other()] |= palaceBit[to]
			}
		}
		if t == game.Soldier {
			continue
		}
		if t != game.Elephant {
			heavy[c] += wt.phase[t]
		}
		n := Score(len(moves) - wt.mobBase[t])
		mg[c] += n * wt.mobility[t][0]
		eg[c] += n * wt.mobility[t][1]
		if hits > 0 && wt.attack[t] != 0 {
			attackUnits[c.Other()] += wt.attack[t] * min(hits, 3)
			attackers[c.Other()]++
		}
	}
	// The palace terms are zero in Xiangqi's weights: there they cost nothing but the bits
	// gathered above.
	palaceSafety := wt.palaceHits != ([2]Score{}) || wt.escape != ([4][2]Score{})
	// Threats: a piece attacked by a cheaper one, or attacked and not defended.
	stm := p.SideToMove()
	for _, s := range victims[:nv] {
		pc := p.At(s)
		c, t := pc.Color(), pc.Type()
		i := b2i(c != stm)
		switch {
		case Score(least[s]) < wt.value[t][0]:
			mg[c] += wt.threat[i][t][0]
			eg[c] += wt.threat[i][t][1]
		case t != game.General && p.CheapestAttacker(s, c) == game.NoSquare:
			mg[c] += wt.hanging[i][t][0]
			eg[c] += wt.hanging[i][t][1]
		}
	}
	for c := game.Cho; c <= game.Han; c++ {
		them := c.Other()
		if attackers[c] >= 2 {
			u := Score(attackUnits[c])
			mg[c] -= u * u * wt.kingAttack[0] / 64
			eg[c] -= u * u * wt.kingAttack[1] / 64
		}
		if missing := 2 - guards[c]; missing > 0 {
			mg[c] -= wt.guardMissing[0] * Score(missing*heavy[them]) / 12
			eg[c] -= wt.guardMissing[1] * Score(missing*heavy[them]) / 12
		}
		if palaceSafety {
			w.palaceSafety(c, palaceAttacked[c], attackers[c], &mg, &eg)
		}
		// Cannons need screens: they are worth more with many pieces on the board.
		screens := Score(cannons[c] * (pieces - 20))
		mg[c] += screens * wt.cannonScreens[0] / 8
		eg[c] += screens * wt.cannonScreens[1] / 8
	}
	mgPhase := Score(min(phase, phaseMax))
	score := ((mg[game.Cho]-mg[game.Han])*mgPhase + (eg[game.Cho]-eg[game.Han])*(phaseMax-mgPhase)) / phaseMax
	if p.SideToMove() == game.Han {
		score = -score
	}
	if w.counts {
		score += w.countingTerm()
	}
	return score + wt.tempo
}

// palaceSafety adds side c's palace terms: its palace points the enemy attacks (attacked), and,
// while an enemy piece bears on the palace (attackers), the general's safe points.
func (w *worker) palaceSafety(c game.Color, attacked uint16, attackers int, mg, eg *[2]Score) {
	wt := w.weights
	n := Score(bits.OnesCount16(attacked))
	mg[c] += n * wt.palaceHits[0]
	eg[c] += n * wt.palaceHits[1]
	g := w.pos.GeneralSquare(c)
	if attackers == 0 || g == game.NoSquare {
		return
	}
	var buf [16]game.Move
	safe := 0
	for _, m := range w.pos.PieceMoves(g, buf[:0]) {
		if attacked&palaceBit[m.To()] == 0 {
			safe++
		}
	}
	mg[c] += wt.escape[min(safe, 3)][0]
	eg[c] += wt.escape[min(safe, 3)][1]
}

// countingTerm is the worth of being ahead on points in a preset that decides endings by counting:
// small while the side behind can still avoid the double pass and the bikjang, large when the move
// limit is near and the count will decide the game whatever the material says.
func (w *worker) countingTerm() Score {
	p, r := w.pos, w.rules
	us := p.SideToMove()
	near := 0
	if r.CountMoveLimit && r.MoveLimit > 0 {
		near = max(near, p.HalfmoveClock()-(r.MoveLimit-countingHorizon))
	}
	if r.CountMoveLimit && r.TotalPlyLimit > 0 {
		near = max(near, p.GamePly()-(r.TotalPlyLimit-countingHorizon))
	}
	bonus := 15 + Score(min(near, countingHorizon))*10
	if p.Points(us) < p.Points(us.Other()) {
		return -bonus
	}
	return bonus
}

// countingHorizon is how many plies before a counted move limit the count starts to weigh.
const countingHorizon = 40
