package port

import (
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
)

// The adapter of package twelve's 3×4 rules core with drops: Twelve Janggi and Dobutsu. Its
// position and game are the core's own under another name; its moves are the core's Move with
// twelveTag set (NoMove stays zero).

// twelveVariant returns the rule set of package twelve that plays g (Twelve Janggi or Dobutsu).
// This adapter is the one place the two names of these games meet.
func twelveVariant(g kind.Game) twelve.Variant {
	if g == kind.Dobutsu {
		return twelve.Dobutsu
	}
	return twelve.TwelveJanggi
}

// twelveGameOf is twelveVariant the other way.
func twelveGameOf(v twelve.Variant) kind.Game {
	if v == twelve.Dobutsu {
		return kind.Dobutsu
	}
	return kind.Twelve
}

// twelveMove returns the port's move for a move of package twelve.
func twelveMove(m twelve.Move) Move {
	if m == twelve.NoMove {
		return NoMove
	}
	return Move(m) | twelveTag
}

// fromTwelve returns package twelve's move behind m; a move of the other core comes out as
// twelve.NoMove, which no position takes.
func fromTwelve(m Move) twelve.Move {
	if m&twelveTag == 0 {
		return twelve.NoMove
	}
	return twelve.Move(m &^ twelveTag)
}

// twelveRules are the rules of a variant.
type twelveRules struct{ v twelve.Variant }

func (t twelveRules) Game() kind.Game         { return twelveGameOf(t.v) }
func (twelveRules) Preset() *game.Rules       { return nil }
func (twelveRules) Board() (files, ranks int) { return twelve.Files, twelve.Ranks }
func (t twelveRules) StartFEN() string        { return twelve.StartFEN(t.v) }
func (t twelveRules) Starts() []string        { return []string{t.StartFEN()} }
func (twelveRules) WinsByMate() bool          { return false }

func (t twelveRules) ParseFEN(fen string) (Position, error) {
	p, err := twelve.ParseFEN(t.v, fen)
	if err != nil {
		return nil, err
	}
	return (*twelvePosition)(p), nil
}

func (t twelveRules) NewGame(fen string) (Game, error) {
	if fen == "" {
		return (*twelveGame)(twelve.NewGame(t.v)), nil
	}
	g, err := twelve.NewGameFromFEN(t.v, fen)
	if err != nil {
		return nil, err
	}
	return (*twelveGame)(g), nil
}

// twelvePosition is a *twelve.Position.
type twelvePosition twelve.Position

func (p *twelvePosition) c() *twelve.Position { return (*twelve.Position)(p) }
func (p *twelvePosition) core() any           { return p.c() }

func (p *twelvePosition) Rules() Rules                          { return twelveRules{p.c().Variant()} }
func (p *twelvePosition) FEN() string                           { return p.c().FEN() }
func (p *twelvePosition) SideToMove() game.Color                { return p.c().SideToMove() }
func (p *twelvePosition) Ply() int                              { return p.c().HistoryLen() }
func (p *twelvePosition) Hash() uint64                          { return p.c().Hash() }
func (p *twelvePosition) InCheck() bool                         { return p.c().InCheck() }
func (p *twelvePosition) Result() game.Result                   { return p.c().Result() }
func (p *twelvePosition) Points() ([2]game.Points, bool)        { return [2]game.Points{}, false }
func (p *twelvePosition) SetupOf(game.Color) (game.Setup, bool) { return game.HEEH, false }
func (p *twelvePosition) LastMove() Move                        { return twelveMove(p.c().LastMove()) }
func (p *twelvePosition) IsLegal(m Move) bool                   { return p.c().IsLegal(fromTwelve(m)) }
func (p *twelvePosition) Make(m Move)                           { p.c().Make(fromTwelve(m)) }
func (p *twelvePosition) Unmake()                               { p.c().Unmake() }
func (p *twelvePosition) Clone() Position                       { return (*twelvePosition)(p.c().Clone()) }

func (p *twelvePosition) ParseMove(text string) (Move, error) {
	m, err := p.c().ParseMove(text)
	return twelveMove(m), err
}

func (p *twelvePosition) LegalMoves(dst []Move) []Move {
	var buf [twelve.MaxMoves]twelve.Move
	return appendTwelveMoves(dst, p.c().LegalMoves(buf[:0]))
}

// appendTwelveMoves appends package twelve's moves to dst as the port's.
func appendTwelveMoves(dst []Move, ms []twelve.Move) []Move {
	for _, m := range ms {
		dst = append(dst, twelveMove(m))
	}
	return dst
}

func (p *twelvePosition) GivesCheck(m Move) bool {
	c := p.c()
	c.Make(fromTwelve(m))
	check := c.InCheck()
	c.Unmake()
	return check
}

// twelveGame is a *twelve.Game.
type twelveGame twelve.Game

func (g *twelveGame) c() *twelve.Game { return (*twelve.Game)(g) }
func (g *twelveGame) core() any       { return g.c() }

func (g *twelveGame) Rules() Rules        { return twelveRules{g.c().Variant()} }
func (g *twelveGame) Position() Position  { return (*twelvePosition)(g.c().Position()) }
func (g *twelveGame) StartFEN() string    { return g.c().StartFEN() }
func (g *twelveGame) Ply() int            { return g.c().Ply() }
func (g *twelveGame) Result() game.Result { return g.c().Result() }
func (g *twelveGame) Undo() bool          { return g.c().Undo() }
func (g *twelveGame) Redo() bool          { return g.c().Redo() }
func (g *twelveGame) CanRedo() bool       { return g.c().CanRedo() }
func (g *twelveGame) Resign(c game.Color) { g.c().Resign(c) }
func (g *twelveGame) Clone() Game         { return (*twelveGame)(g.c().Clone()) }

// FlagFall ends the game on c's time: Twelve Janggi counts no points, so counted changes nothing.
func (g *twelveGame) FlagFall(c game.Color, _ bool) { g.c().FlagFall(c) }

func (g *twelveGame) Moves() []Move { return appendTwelveMoves(nil, g.c().Moves()) }

func (g *twelveGame) Play(m Move) error {
	if m != NoMove && m&twelveTag == 0 {
		return errOtherCore(m)
	}
	return g.c().Play(fromTwelve(m))
}

func (g *twelveGame) PlayText(text string) (Move, error) {
	m, err := g.c().PlayText(text)
	return twelveMove(m), err
}
