package render

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/puzzle"
	"janggi/render/i18n"
	"janggi/render/match"
)

// puzzlePlay is what differs between the games on the puzzles' screen: the puzzle, the player's
// attempt at it (a puzzle.Attempt, on the port's positions and moves), and the board and hot-seat
// match it is played on (Janggi's and Xiangqi's points, or Twelve Janggi's squares and both
// hands), which work on their game's own types. The scene sees what is said of the moves.
// playOf does all of it but what truly differs between the games (janggiPlay, twelvePlay).
type puzzlePlay interface {
	id() string
	fen() string // the start position
	game() kind.Game
	theme() puzzle.Theme
	// rules returns the preset the puzzle is posed under (nil for Twelve Janggi, which has none).
	rules() *game.Rules
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
	// helpKeys are the help's lines: in Twelve Janggi, how to drop after how to move.
	helpKeys() []i18n.Text
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

// playOf is the part of a puzzle's play both games share, for the game whose positions are P,
// moves M and games G, played on a hot-seat match Mt and drawn on a board B: the player's attempt,
// the moves waiting to be played on the match (the opponent's reply, the solution shown) and the
// hint. janggiPlay and twelvePlay embed it and add what differs: how the hint is drawn. The
// attempt speaks the port; the match and the board take the core's positions and moves (P, M),
// which port.Core and port.CoreMove give.
type playOf[P playPosition[P, M], M playMove, G interface{ Moves() []M }, Mt playMatch[M, G], B boardView] struct {
	facts  puzzleFacts
	p      *puzzle.Puzzle
	line   []M // the solution
	at     *puzzle.Attempt
	m      Mt
	b      B     // the board's view, on which the hint is drawn
	bd     board // the whole board, as the scene sees it
	queue  []M
	hintMv M // NoMove (the zero move, in both games) when there is no hint
	// moveText writes mv, a move in pos, as the move list does.
	moveText func(pos P, mv M, l i18n.Lang) string
}

// puzzleFacts is what the scene shows and records of a puzzle, whatever its game.
type puzzleFacts struct {
	id, fen string
	game    kind.Game
	theme   puzzle.Theme
	rules   *game.Rules
	rating  int
	solver  game.Color
}

// playMove is a move of either core (game.Move, twelve.Move): its zero value is NoMove, and it
// writes itself in UCI form.
type playMove interface {
	game.Move | twelve.Move
	String() string
}

// playPosition is what a play needs of its game's position (*game.Position, *twelve.Position).
type playPosition[P any, M comparable] interface {
	*game.Position | *twelve.Position
	Make(M)
}

// playMatch is what a play needs of its hot-seat match (a match.Match of the puzzle's game), whose
// games are G.
type playMatch[M comparable, G any] interface {
	Flip()
	Close()
	Tick()
	Events() []match.Event
	Ply() int
	PlayMove(M) bool
	Undo() bool
	Game() G
}

// onBoard returns the hot-seat match of puzzle p that match.Start makes of cfg, whose adapter is
// Mt (the board reaches it), turned so that the solver's side is at the bottom.
func onBoard[Mt match.Session](st *State, p *puzzle.Puzzle, cfg match.Config) Mt {
	cfg.Mode = kind.HotSeat
	s, err := match.Start(cfg, st.opts.Engines)
	if err != nil { // the package's tests parse every puzzle
		panic(fmt.Sprintf("puzzle %s: %v", p.ID, err))
	}
	m, ok := s.(Mt)
	if !ok {
		panic(fmt.Sprintf("puzzle %s: a %T for a %v puzzle", p.ID, s, p.Game()))
	}
	if p.Solver() == game.Han {
		m.Flip() // the solver's side (and hand) at the bottom
	}
	return m
}

// newPlay returns the play of puzzle p on the match m drawn on bd, whose view is b; moveText
// writes its moves.
func newPlay[P playPosition[P, M], M playMove, G interface{ Moves() []M }, Mt playMatch[M, G], B boardView](
	p *puzzle.Puzzle, m Mt, bd board, b B, moveText func(P, M, i18n.Lang) string) playOf[P, M, G, Mt, B] {
	facts := puzzleFacts{id: p.ID, fen: p.FEN, game: p.Game(), theme: p.Theme, rules: p.Preset(), rating: p.Rating, solver: p.Solver()}
	line := make([]M, len(p.Line))
	for i, mv := range p.Line {
		line[i], _ = port.CoreMove[M](mv)
	}
	return playOf[P, M, G, Mt, B]{facts: facts, p: p, line: line, at: puzzle.NewAttempt(p), m: m, b: b, bd: bd, moveText: moveText}
}

// core returns the core's position behind pos.
func (j *playOf[P, M, G, Mt, B]) core(pos port.Position) P {
	c, _ := port.Core[P](pos)
	return c
}

// coreMove returns the core's move behind mv.
func (j *playOf[P, M, G, Mt, B]) coreMove(mv port.Move) M {
	c, _ := port.CoreMove[M](mv)
	return c
}

func (j *playOf[P, M, G, Mt, B]) id() string          { return j.facts.id }
func (j *playOf[P, M, G, Mt, B]) fen() string         { return j.facts.fen }
func (j *playOf[P, M, G, Mt, B]) game() kind.Game     { return j.facts.game }
func (j *playOf[P, M, G, Mt, B]) theme() puzzle.Theme { return j.facts.theme }
func (j *playOf[P, M, G, Mt, B]) level() int          { return j.facts.rating }
func (j *playOf[P, M, G, Mt, B]) rules() *game.Rules  { return j.facts.rules }
func (j *playOf[P, M, G, Mt, B]) solver() game.Color  { return j.facts.solver }
func (j *playOf[P, M, G, Mt, B]) view() puzzleView    { return j.bd }
func (j *playOf[P, M, G, Mt, B]) flip()               { j.m.Flip() }
func (j *playOf[P, M, G, Mt, B]) close()              { j.m.Close() }
func (j *playOf[P, M, G, Mt, B]) solved() bool        { return j.at.Solved }
func (j *playOf[P, M, G, Mt, B]) ply() int            { return j.m.Ply() }
func (j *playOf[P, M, G, Mt, B]) queued() bool        { return len(j.queue) > 0 }
func (j *playOf[P, M, G, Mt, B]) clearHint()          { var none M; j.hintMv = none }
func (j *playOf[P, M, G, Mt, B]) tick() []match.Event { j.m.Tick(); return j.m.Events() }

func (j *playOf[P, M, G, Mt, B]) playQueued() {
	j.m.PlayMove(j.queue[0])
	j.queue = j.queue[1:]
}

func (j *playOf[P, M, G, Mt, B]) pointer(in *input, l i18n.Lang) (judgement, bool) {
	before := j.m.Ply()
	j.b.pointer(in)
	if j.m.Ply() <= before {
		return judgement{}, false
	}
	mv := j.m.Game().Moves()[j.m.Ply()-1]
	pos := j.core(j.at.Pos.Clone())
	v := j.at.Try(port.MoveOf(mv))
	out := judgement{right: v.Right, solved: v.Solved, text: j.moveText(pos, mv, l), uci: mv.String()}
	if !v.Right {
		j.m.Undo()
		return out, true
	}
	if v.Reply != port.NoMove {
		reply := j.coreMove(v.Reply)
		pos.Make(mv)
		out.reply = j.moveText(pos, reply, l)
		j.queue = append(j.queue, reply)
	}
	return out, true
}

func (j *playOf[P, M, G, Mt, B]) setHint() bool {
	var none M
	j.hintMv = j.coreMove(j.at.Next())
	return j.hintMv != none
}

func (j *playOf[P, M, G, Mt, B]) solve(l i18n.Lang) []string {
	for !j.at.Solved {
		mv := j.at.Next()
		if mv == port.NoMove {
			break
		}
		v := j.at.Try(mv)
		if !v.Right {
			break
		}
		j.queue = append(j.queue, j.coreMove(mv))
		if v.Reply != port.NoMove {
			j.queue = append(j.queue, j.coreMove(v.Reply))
		}
	}
	return moveTexts(nil, j.core(j.p.Position()), j.line, func(pos P, mv M) string { return j.moveText(pos, mv, l) })
}

// newPuzzlePlay returns the play of puzzle p on the board of its game.
func newPuzzlePlay(st *State, p *puzzle.Puzzle) puzzlePlay { return puzzlePlays[p.Game()](st, p) }

// puzzlePlays make the play of a puzzle of each game that has puzzles (see puzzle.Games).
var puzzlePlays = map[kind.Game]func(*State, *puzzle.Puzzle) puzzlePlay{
	kind.Janggi:  func(st *State, p *puzzle.Puzzle) puzzlePlay { return newJanggiPlay(st, p) },
	kind.Xiangqi: func(st *State, p *puzzle.Puzzle) puzzlePlay { return newJanggiPlay(st, p) },
	kind.Twelve:  func(st *State, p *puzzle.Puzzle) puzzlePlay { return newTwelvePlay(st, p) },
}

// janggiPlay is a Janggi or Xiangqi puzzle on its board.
type janggiPlay struct {
	playOf[*game.Position, game.Move, *game.Game, *janggiMatch, *janggiBoard]
}

func newJanggiPlay(st *State, p *puzzle.Puzzle) *janggiPlay {
	m := onBoard[*janggiMatch](st, p, match.Config{Game: p.Game(), Rules: p.Rules.Preset(), StartFEN: p.FEN})
	bd, b := janggiBoardAndView(st, m)
	return &janggiPlay{playOf: newPlay(p, m, bd, b, coreMoveText[*game.Position, game.Move])}
}

func (j *janggiPlay) helpKeys() []i18n.Text { return i18n.PuzzleHelpKeys }

func (j *janggiPlay) drawHint(dst *ebiten.Image, level, ticks int) {
	if level == 0 || j.hintMv == game.NoMove {
		return
	}
	b := j.b
	c := b.geo.Cell
	fx, fy := b.center(j.hintMv.From())
	b.st.shapes.Disc(dst, fx, fy, c*0.62, hintRing, hintPulse(ticks)*0.5)
	b.counterShape(dst, fx, fy, c*0.56, c*0.08, hintInk)
	if level == 2 {
		if j.hintMv.IsPass() {
			b.st.shapes.Ring(dst, fx, fy, c*0.55, c*0.08, hintInk)
			return
		}
		tx, ty := b.center(j.hintMv.To())
		drawHintArrow(dst, b.st, fx, fy, tx, ty, c)
	}
}

// twelvePlay is a Twelve Janggi puzzle on its board, with both hands in their trays: the player
// moves a piece or drops one from the hand, by a click or a drag, as in the game.
type twelvePlay struct {
	playOf[*twelve.Position, twelve.Move, *twelve.Game, *twelveMatch, *twelveBoard]
}

func newTwelvePlay(st *State, p *puzzle.Puzzle) *twelvePlay {
	m := onBoard[*twelveMatch](st, p, match.Config{Game: kind.Twelve, StartFEN: p.FEN})
	bd, b := twelveBoardAndView(st, m)
	return &twelvePlay{playOf: newPlay(p, m, bd, b, coreMoveText[*twelve.Position, twelve.Move])}
}

func (j *twelvePlay) helpKeys() []i18n.Text {
	keys := i18n.PuzzleHelpKeys
	return append(keys[:1:1], append([]i18n.Text{i18n.DropHelp}, keys[1:]...)...)
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
	b.st.shapes.Disc(dst, fx, fy, r*1.1, hintRing, hintPulse(ticks)*0.5)
	b.st.shapes.Ring(dst, fx, fy, r, c*0.07, hintInk)
	if level == 2 {
		tx, ty := b.center(j.hintMv.To())
		drawHintArrow(dst, b.st, fx, fy, tx, ty, c)
	}
}
