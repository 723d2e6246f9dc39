package render

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/puzzle"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
)

// puzzlePlay is what differs between the games on the puzzles' screen: the puzzle, the player's
// attempt at it (puzzle.Attempt, puzzle.TwelveAttempt), and the board and hot-seat match it is
// played on (Janggi's and Xiangqi's points, or Twelve Janggi's squares and both hands). The moves
// stay inside, in their game's own type; the scene sees what is said of them.
type puzzlePlay interface {
	id() string
	fen() string      // the start position
	gameName() string // the game as puzzle.Games names it
	theme() puzzle.Theme
	level() int // the puzzle's rating
	solver() game.Color
	view() puzzleView
	flip()
	close()
	// tick runs the match's tick and returns its events (the moves' sounds).
	tick() []match.Event
	solved() bool
	ply() int
	// pointer passes this tick's pointer to the board and judges the move it completes, if any:
	// a wrong one is taken back; a right one queues the opponent's reply.
	pointer(in *input, l i18n.Lang) (j judgement, made bool)
	// queued reports whether moves wait to be played (a reply, the solution shown);
	// playQueued plays the first.
	queued() bool
	playQueued()
	// setHint takes the next right move for the hint; false when there is none.
	setHint() bool
	clearHint()
	// drawHint rings the hint's piece (level 1: on its square, or its place in the hand), or
	// draws its move's arrow (level 2).
	drawHint(dst *ebiten.Image, level, ticks int)
	// solve queues the rest of the solution and returns the whole line as the move list writes it.
	solve(l i18n.Lang) []string
	// record counts the result in the player's progress and returns the change of rating.
	record(pr *puzzle.Progress, r puzzle.Result) int
}

// puzzleView is the board the puzzle is played on, as the scene draws, lays out and traces it.
type puzzleView interface {
	boardView
	boardTrace
	game() kind.Game
	light(c game.Color) color.RGBA
}

// judgement is what the scene shows of a move judged: right or wrong, solved, the move and the
// opponent's reply as the move list writes them, and the move in UCI form (for the trace).
type judgement struct {
	right, solved bool
	text, reply   string
	uci           string
}

// hintRing is the colour under the hint's piece.
var hintRing = color.RGBA{0x30, 0xa0, 0xff, 0xff}

// hintPulse is the strength of the glow under the hint's piece, which blinks as ticks go.
func hintPulse(ticks int) float64 { return 0.6 + 0.3*float64((ticks/8)%2) }

// janggiPlay is a Janggi or Xiangqi puzzle on its board.
type janggiPlay struct {
	p      *puzzle.Puzzle
	at     *puzzle.Attempt
	m      *match.Match
	b      *janggiBoard
	queue  []game.Move
	hintMv game.Move
}

func newJanggiPlay(st *State, p *puzzle.Puzzle) *janggiPlay {
	m, err := match.New(match.Config{Mode: kind.HotSeat, Rules: p.Rules, StartFEN: p.FEN}, st.opts.Engine)
	if err != nil { // the package's tests parse every puzzle
		panic(fmt.Sprintf("puzzle %s: %v", p.ID, err))
	}
	if p.Solver() == game.Han {
		m.Flip() // the solver's side at the bottom
	}
	b := &janggiBoard{st: st, m: m, spec: layout.Janggi()}
	if p.Rules.Variant == game.Xiangqi {
		b.spec, b.style = layout.Xiangqi(), StyleXiangqi
	}
	return &janggiPlay{p: p, at: puzzle.NewAttempt(p), m: m, b: b, hintMv: game.NoMove}
}

func (j *janggiPlay) id() string                                      { return j.p.ID }
func (j *janggiPlay) fen() string                                     { return j.p.FEN }
func (j *janggiPlay) gameName() string                                { return j.p.Game() }
func (j *janggiPlay) theme() puzzle.Theme                             { return j.p.Theme }
func (j *janggiPlay) level() int                                      { return j.p.Rating }
func (j *janggiPlay) solver() game.Color                              { return j.p.Solver() }
func (j *janggiPlay) view() puzzleView                                { return j.b }
func (j *janggiPlay) flip()                                           { j.m.Flip() }
func (j *janggiPlay) close()                                          { j.m.Close() }
func (j *janggiPlay) solved() bool                                    { return j.at.Solved }
func (j *janggiPlay) ply() int                                        { return j.m.Ply() }
func (j *janggiPlay) queued() bool                                    { return len(j.queue) > 0 }
func (j *janggiPlay) clearHint()                                      { j.hintMv = game.NoMove }
func (j *janggiPlay) tick() []match.Event                             { j.m.Tick(); return j.m.Events() }
func (j *janggiPlay) record(pr *puzzle.Progress, r puzzle.Result) int { return pr.Record(j.p, r) }

func (j *janggiPlay) playQueued() {
	j.m.PlayMove(j.queue[0])
	j.queue = j.queue[1:]
}

func (j *janggiPlay) pointer(in *input, l i18n.Lang) (judgement, bool) {
	before := j.m.Ply()
	j.b.pointer(in)
	if j.m.Ply() <= before {
		return judgement{}, false
	}
	mv := j.m.Game().Moves()[j.m.Ply()-1]
	pos := j.at.Pos.Clone()
	v := j.at.Try(mv)
	out := judgement{right: v.Right, solved: v.Solved, text: i18n.MoveText(pos, mv, l), uci: mv.String()}
	if !v.Right {
		j.m.Undo()
		return out, true
	}
	if v.Reply != game.NoMove {
		pos.Make(mv)
		out.reply = i18n.MoveText(pos, v.Reply, l)
		j.queue = append(j.queue, v.Reply)
	}
	return out, true
}

func (j *janggiPlay) setHint() bool {
	j.hintMv = j.at.Next()
	return j.hintMv != game.NoMove
}

func (j *janggiPlay) drawHint(dst *ebiten.Image, level, ticks int) {
	if level == 0 || j.hintMv == game.NoMove {
		return
	}
	b := j.b
	c := b.geo.Cell
	fx, fy := b.center(j.hintMv.From())
	b.st.shapes.disc(dst, fx, fy, c*0.62, hintRing, hintPulse(ticks)*0.5)
	b.counterShape(dst, fx, fy, c*0.56, c*0.08, hintInk)
	if level == 2 {
		if j.hintMv.IsPass() {
			b.st.shapes.ring(dst, fx, fy, c*0.55, c*0.08, hintInk)
			return
		}
		tx, ty := b.center(j.hintMv.To())
		drawHintArrow(dst, b.st, fx, fy, tx, ty, c)
	}
}

func (j *janggiPlay) solve(l i18n.Lang) []string {
	for !j.at.Solved {
		mv := j.at.Next()
		if mv == game.NoMove {
			break
		}
		v := j.at.Try(mv)
		if !v.Right {
			break
		}
		j.queue = append(j.queue, mv)
		if v.Reply != game.NoMove {
			j.queue = append(j.queue, v.Reply)
		}
	}
	pos := j.p.Position()
	var words []string
	for _, mv := range j.p.Line {
		words = append(words, i18n.MoveText(pos, mv, l))
		pos.Make(mv)
	}
	return words
}

// twelvePlay is a Twelve Janggi puzzle on its board, with both hands in their trays: the player
// moves a piece or drops one from the hand, by a click or a drag, as in the game.
type twelvePlay struct {
	p      *puzzle.TwelvePuzzle
	at     *puzzle.TwelveAttempt
	m      *match.TwelveMatch
	b      *twelveBoard
	queue  []twelve.Move
	hintMv twelve.Move
}

func newTwelvePlay(st *State, p *puzzle.TwelvePuzzle) *twelvePlay {
	m, err := match.NewTwelve(match.Config{Mode: kind.HotSeat, Game: kind.Twelve, StartFEN: p.FEN}, st.opts.Twelve)
	if err != nil { // the package's tests parse every puzzle
		panic(fmt.Sprintf("puzzle %s: %v", p.ID, err))
	}
	if p.Solver() == game.Han {
		m.Flip() // the solver's side and hand at the bottom
	}
	return &twelvePlay{p: p, at: puzzle.NewTwelveAttempt(p), m: m, b: &twelveBoard{st: st, m: m, spec: layout.Twelve()}}
}

func (j *twelvePlay) id() string                                      { return j.p.ID }
func (j *twelvePlay) fen() string                                     { return j.p.FEN }
func (j *twelvePlay) gameName() string                                { return j.p.Game() }
func (j *twelvePlay) theme() puzzle.Theme                             { return j.p.Theme }
func (j *twelvePlay) level() int                                      { return j.p.Rating }
func (j *twelvePlay) solver() game.Color                              { return j.p.Solver() }
func (j *twelvePlay) view() puzzleView                                { return j.b }
func (j *twelvePlay) flip()                                           { j.m.Flip() }
func (j *twelvePlay) close()                                          { j.m.Close() }
func (j *twelvePlay) solved() bool                                    { return j.at.Solved }
func (j *twelvePlay) ply() int                                        { return j.m.Ply() }
func (j *twelvePlay) queued() bool                                    { return len(j.queue) > 0 }
func (j *twelvePlay) clearHint()                                      { j.hintMv = twelve.NoMove }
func (j *twelvePlay) tick() []match.Event                             { j.m.Tick(); return j.m.Events() }
func (j *twelvePlay) record(pr *puzzle.Progress, r puzzle.Result) int { return pr.RecordTwelve(j.p, r) }

func (j *twelvePlay) playQueued() {
	j.m.PlayMove(j.queue[0])
	j.queue = j.queue[1:]
}

func (j *twelvePlay) pointer(in *input, _ i18n.Lang) (judgement, bool) {
	before := j.m.Ply()
	j.b.pointer(in)
	if j.m.Ply() <= before {
		return judgement{}, false
	}
	mv := j.m.Game().Moves()[j.m.Ply()-1]
	pos := j.at.Pos.Clone()
	v := j.at.Try(mv)
	out := judgement{right: v.Right, solved: v.Solved, text: i18n.TwelveMove(pos, mv), uci: mv.String()}
	if !v.Right {
		j.m.Undo()
		return out, true
	}
	if v.Reply != twelve.NoMove {
		pos.Make(mv)
		out.reply = i18n.TwelveMove(pos, v.Reply)
		j.queue = append(j.queue, v.Reply)
	}
	return out, true
}

func (j *twelvePlay) setHint() bool {
	j.hintMv = j.at.Next()
	return j.hintMv != twelve.NoMove
}

func (j *twelvePlay) drawHint(dst *ebiten.Image, level, ticks int) {
	if level == 0 || j.hintMv == twelve.NoMove {
		return
	}
	b := j.b
	c := b.geo.Cell
	fx, fy := b.from(j.hintMv, j.at.Pos.SideToMove()) // a drop's piece glows in the hand
	r := c * 0.5
	if j.hintMv.IsDrop() {
		r = b.geo.Slot * 0.55
	}
	b.st.shapes.disc(dst, fx, fy, r*1.1, hintRing, hintPulse(ticks)*0.5)
	b.st.shapes.ring(dst, fx, fy, r, c*0.07, hintInk)
	if level == 2 {
		tx, ty := b.center(j.hintMv.To())
		drawHintArrow(dst, b.st, fx, fy, tx, ty, c)
	}
}

func (j *twelvePlay) solve(_ i18n.Lang) []string {
	for !j.at.Solved {
		mv := j.at.Next()
		if mv == twelve.NoMove {
			break
		}
		v := j.at.Try(mv)
		if !v.Right {
			break
		}
		j.queue = append(j.queue, mv)
		if v.Reply != twelve.NoMove {
			j.queue = append(j.queue, v.Reply)
		}
	}
	pos := j.p.Position()
	var words []string
	for _, mv := range j.p.Line {
		words = append(words, i18n.TwelveMove(pos, mv))
		pos.Make(mv)
	}
	return words
}
