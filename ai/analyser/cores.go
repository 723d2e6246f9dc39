package analyser

import (
	"context"
	"time"

	"janggi/ai"
	aitwelve "janggi/ai/twelve"
	"janggi/analysis"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
)

// engineCore is the analysis of one rules core's positions on that core's engine: the adapter
// between the port's positions and the engine's own types. The engines search their concrete
// positions, so each core says how a position is copied for a search and how it is analysed.
type engineCore interface {
	// copy returns a copy of p, a position of the core not over, to search apart from its game.
	copy(p port.Position) port.Position
	// analyse analyses p, a position of the core not over, on a's engine of the core with a's
	// options; info, if not nil, hears of each line the search finishes as it deepens (where the
	// engine reports them).
	analyse(ctx context.Context, a *analyser, p port.Position, info func(analysis.Position)) analysis.Position
}

// cores are the analysis's engines by the game: the one place the analyser tells the games apart.
var cores = [...]engineCore{kind.Janggi: janggiCore{}, kind.Xiangqi: janggiCore{}, kind.Twelve: twelveCore{}, kind.Dobutsu: twelveCore{}}

// coreOf returns the engine core of p's game.
func coreOf(p port.Position) engineCore { return cores[p.Rules().Game()] }

// janggiEngine returns the analyser's Janggi and Xiangqi engine, made the first time.
func (a *analyser) janggiEngine() *ai.Engine {
	if a.janggi == nil {
		a.twelve = nil // one table a thread: the other game's goes
		a.janggi = ai.NewEngine(a.opts.HashMB)
	}
	return a.janggi
}

// twelveEngine returns the analyser's Twelve Janggi and Dobutsu engine, made the first time.
func (a *analyser) twelveEngine() *aitwelve.Engine {
	if a.twelve == nil {
		a.janggi = nil // one table a thread: the other game's goes
		a.twelve = aitwelve.NewEngine(a.opts.HashMB)
	}
	return a.twelve
}

// janggiCore analyses Janggi and Xiangqi positions on an ai.Engine.
type janggiCore struct{}

// copy takes only the history the rules look at (CloneRecent): a whole history for every
// position made a long game's analysis quadratic in its length.
func (janggiCore) copy(p port.Position) port.Position {
	pos, _ := port.Core[*game.Position](p)
	return port.PositionOf(pos.CloneRecent())
}

func (janggiCore) analyse(ctx context.Context, a *analyser, p port.Position, info func(analysis.Position)) analysis.Position {
	pos, _ := port.Core[*game.Position](p)
	us := pos.SideToMove()
	var hear func(ai.Info)
	if info != nil {
		hear = func(in ai.Info) {
			if in.MultiPV <= 1 && len(in.PV) > 0 {
				info(janggiResult(us, in.Score, in.PV, in.Depth, in.Nodes))
			}
		}
	}
	res, err := a.janggiEngine().Search(ctx, pos, ai.Limits{Depth: a.opts.Depth, MoveTime: a.opts.MoveTime}, hear)
	if err != nil {
		return analysis.Position{}
	}
	out := janggiResult(us, res.Score, res.PV, res.Depth, res.Nodes)
	out.Best = res.Move.String()
	return out
}

// janggiResult is the analysis of a Janggi or Xiangqi position where us is to move, from the
// engine's score (us's view), line, depth and nodes.
func janggiResult(us game.Color, s ai.Score, pv []game.Move, depth int, nodes int64) analysis.Position {
	out := analysis.Position{Done: true, Depth: depth, Nodes: nodes}
	for _, m := range pv {
		out.PV = append(out.PV, m.String())
	}
	if len(out.PV) > 0 {
		out.Best = out.PV[0]
	}
	switch {
	case s >= ai.MateBound:
		out.Score = winFor(us, int(ai.Mate-s))
	case s <= -ai.MateBound:
		out.Score = winFor(us^1, int(ai.Mate+s))
	default:
		v := int(s)
		if us == game.Han {
			v = -v
		}
		out.Score = analysis.Score{CP: v}
	}
	return out
}

// twelveCore analyses Twelve Janggi and Dobutsu positions on an ai/twelve engine: with the
// solved value where the opening book has it, else with a proof search (every score it finds is a
// win or loss proven within its depth), and where that proves nothing with the ordinary search's
// evaluation. It reports no line before the last.
type twelveCore struct{}

func (twelveCore) copy(p port.Position) port.Position { return p.Clone() }

func (twelveCore) analyse(ctx context.Context, a *analyser, p port.Position, _ func(analysis.Position)) analysis.Position {
	pos, _ := port.Core[*twelve.Position](p)
	us := pos.SideToMove()
	score := func(v int, proven bool) analysis.Score {
		switch n := aitwelve.MatePlies(v); {
		case n > 0:
			return winFor(us, n)
		case n < 0:
			return winFor(us^1, -n)
		case proven:
			return analysis.Score{Kind: analysis.Drawn}
		}
		if us == game.Han {
			v = -v
		}
		return analysis.Score{CP: v}
	}
	if m, v, ok := aitwelve.BookMove(pos); ok {
		return analysis.Position{Done: true, Score: score(v, true), Proven: true, Best: m.String(), PV: bookLine(pos, m)}
	}
	eng := a.twelveEngine()
	start := time.Now()
	proof := aitwelve.Limits{Exact: true, Depth: a.opts.Depth, Time: a.opts.MoveTime / 2}
	if a.opts.Depth > 0 {
		// A proof search is full width: bounded so that a deep analysis stays within reason.
		proof.Depth, proof.Nodes = min(a.opts.Depth, twelveProofDepth), twelveProofNodes
	}
	res, err := eng.Search(ctx, pos, proof, nil)
	if err != nil || ctx.Err() != nil {
		return analysis.Position{}
	}
	if aitwelve.IsMate(res.Score) {
		return analysis.Position{Done: true, Score: score(res.Score, true), Proven: true, Best: res.Move.String(), PV: twelveLine(res.PV), Depth: res.Depth, Nodes: res.Nodes}
	}
	lim := aitwelve.Limits{Depth: a.opts.Depth}
	if a.opts.Depth == 0 {
		lim.Time = max(a.opts.MoveTime-time.Since(start), time.Millisecond)
	}
	ev, err := eng.Search(ctx, pos, lim, nil)
	if err != nil || ctx.Err() != nil {
		return analysis.Position{}
	}
	return analysis.Position{Done: true, Score: score(ev.Score, false), Best: ev.Move.String(), PV: twelveLine(ev.PV), Depth: ev.Depth, Nodes: res.Nodes + ev.Nodes}
}

// The proof search's bounds at a fixed depth.
const (
	twelveProofDepth = 16
	twelveProofNodes = 4_000_000
)

// twelveLine writes a Twelve Janggi line in UCI form.
func twelveLine(pv []twelve.Move) []string {
	out := make([]string, len(pv))
	for i, m := range pv {
		out[i] = m.String()
	}
	return out
}

// bookLine follows the opening book from p, first with m, for as long as it has the positions
// (at most 12 plies): the line that keeps the solved value.
func bookLine(p *twelve.Position, m twelve.Move) []string {
	q := p.Clone()
	var line []string
	for len(line) < 12 && m != twelve.NoMove && !q.Result().Over() {
		line = append(line, m.String())
		q.Make(m)
		if q.Result().Over() {
			break
		}
		next, _, ok := aitwelve.BookMove(q)
		if !ok {
			break
		}
		m = next
	}
	return line
}
