package port

import (
	"janggi/game"
	"janggi/game/kind"
)

// The adapter of package game's 9×10 rules core: Janggi under its presets, and Xiangqi. Its
// position and game are the core's own under another name, so that wrapping one costs nothing,
// and its moves are the core's Move as they are.

// janggiRules are the rules of a preset.
type janggiRules struct{ r *game.Rules }

func (j janggiRules) Game() kind.Game         { return j.r.Game }
func (j janggiRules) Preset() *game.Rules     { return j.r }
func (janggiRules) Board() (files, ranks int) { return game.Files, game.Ranks }
func (j janggiRules) StartFEN() string        { return game.StartFEN(j.r.Game, game.HEEH, game.HEEH) }
func (janggiRules) WinsByMate() bool          { return true }

func (j janggiRules) Starts() []string {
	if j.r.Game != kind.Janggi {
		return []string{j.StartFEN()}
	}
	var out []string
	for _, cho := range game.Setups() {
		for _, han := range game.Setups() {
			out = append(out, game.StartFEN(j.r.Game, cho, han))
		}
	}
	return out
}

func (j janggiRules) ParseFEN(fen string) (Position, error) {
	p, err := game.ParseFEN(j.r, fen)
	if err != nil {
		return nil, err
	}
	return (*janggiPosition)(p), nil
}

func (j janggiRules) NewGame(fen string) (Game, error) {
	if fen == "" {
		return (*janggiGame)(game.NewGame(j.r, game.HEEH, game.HEEH)), nil
	}
	g, err := game.NewGameFromFEN(j.r, fen)
	if err != nil {
		return nil, err
	}
	return (*janggiGame)(g), nil
}

// janggiPosition is a *game.Position.
type janggiPosition game.Position

func (p *janggiPosition) c() *game.Position { return (*game.Position)(p) }
func (p *janggiPosition) core() any         { return p.c() }

func (p *janggiPosition) Rules() Rules           { return janggiRules{p.c().Rules()} }
func (p *janggiPosition) FEN() string            { return p.c().FEN() }
func (p *janggiPosition) SideToMove() game.Color { return p.c().SideToMove() }
func (p *janggiPosition) Ply() int               { return p.c().Ply() }
func (p *janggiPosition) Hash() uint64           { return p.c().Hash() }
func (p *janggiPosition) InCheck() bool          { return p.c().InCheck() }
func (p *janggiPosition) Result() game.Result    { return p.c().Result() }
func (p *janggiPosition) LastMove() Move         { return Move(p.c().LastMove()) }
func (p *janggiPosition) IsLegal(m Move) bool    { return m&twelveTag == 0 && p.c().IsLegal(game.Move(m)) }
func (p *janggiPosition) Make(m Move)            { p.c().Make(game.Move(m)) }
func (p *janggiPosition) Unmake()                { p.c().Unmake() }
func (p *janggiPosition) Clone() Position        { return (*janggiPosition)(p.c().Clone()) }

func (p *janggiPosition) Points() ([2]game.Points, bool) {
	c := p.c()
	return [2]game.Points{c.Points(game.Cho), c.Points(game.Han)}, c.Rules().Game == kind.Janggi
}

func (p *janggiPosition) SetupOf(c game.Color) (game.Setup, bool) {
	if p.c().Rules().Game != kind.Janggi {
		return game.HEEH, false
	}
	return p.c().SetupOf(c)
}

func (p *janggiPosition) ParseMove(text string) (Move, error) {
	m, err := p.c().ParseMove(text)
	return Move(m), err
}

func (p *janggiPosition) LegalMoves(dst []Move) []Move {
	var buf [game.MaxMoves]game.Move
	for _, m := range p.c().LegalMoves(buf[:0]) {
		dst = append(dst, Move(m))
	}
	return dst
}

func (p *janggiPosition) GivesCheck(m Move) bool {
	gm := game.Move(m)
	return !gm.IsPass() && p.c().GivesCheck(gm)
}

// janggiGame is a *game.Game.
type janggiGame game.Game

func (g *janggiGame) c() *game.Game { return (*game.Game)(g) }
func (g *janggiGame) core() any     { return g.c() }

func (g *janggiGame) Rules() Rules        { return janggiRules{g.c().Rules()} }
func (g *janggiGame) Position() Position  { return (*janggiPosition)(g.c().Position()) }
func (g *janggiGame) StartFEN() string    { return g.c().StartFEN() }
func (g *janggiGame) Ply() int            { return g.c().Ply() }
func (g *janggiGame) Result() game.Result { return g.c().Result() }
func (g *janggiGame) Undo() bool          { return g.c().Undo() }
func (g *janggiGame) Redo() bool          { return g.c().Redo() }
func (g *janggiGame) CanRedo() bool       { return g.c().CanRedo() }
func (g *janggiGame) Resign(c game.Color) { g.c().Resign(c) }
func (g *janggiGame) Clone() Game         { return (*janggiGame)(g.c().Clone()) }

func (g *janggiGame) FlagFall(c game.Color, counted bool) { g.c().FlagFall(c, counted) }

func (g *janggiGame) Moves() []Move {
	ms := g.c().Moves()
	out := make([]Move, len(ms))
	for i, m := range ms {
		out[i] = Move(m)
	}
	return out
}

func (g *janggiGame) Play(m Move) error {
	if m&twelveTag != 0 {
		return errOtherCore(m)
	}
	return g.c().Play(game.Move(m))
}

func (g *janggiGame) PlayText(text string) (Move, error) {
	m, err := g.c().PlayText(text)
	return Move(m), err
}
