package uci

import (
	"context"
	"fmt"
	"strings"

	"janggi/ai"
	twelveai "janggi/ai/twelve"
	"janggi/game"
	"janggi/game/kind"
)

// Engine is what the server needs of a computer player, whatever its game: the positions of its
// variants, read from UCI's words, and searches of them, reported in UCI's words. New makes the
// engine of a game: Janggi and Xiangqi are served by an ai.Engine, Twelve Janggi and Dobutsu by an
// ai/twelve engine; a server may serve several, each for its own variants.
type Engine interface {
	// Variants are the UCI_Variant values the engine plays, in lower case.
	Variants() []string
	// NewGame forgets what earlier searches learnt.
	NewGame() error
	// SetHash sizes the hash table in megabytes, HashSize says its size; SetThreads sets the
	// search threads (an engine that searches on one thread may take any number and use one).
	SetHash(mb int) error
	HashSize() int
	SetThreads(n int) error
	// NewPosition returns the position of variant (one of Variants) given by fen, or the start
	// position when fen is "".
	NewPosition(variant, fen string) (Position, error)
	// Search searches pos (one of NewPosition's, which it does not change) within the limits of
	// g until they are reached or ctx is done, and returns the best move and the move it expects
	// in reply ("" for none) in UCI form. It passes its reports to info as UCI info lines.
	Search(ctx context.Context, pos Position, g Go, info func(string)) (best, ponder string, err error)
}

// Position is a position of an Engine's game, as the server reads and shows it.
type Position interface {
	// Play plays moves in UCI form, separated by spaces.
	Play(moves string) error
	Result() game.Result
	SideToMove() game.Color
	FEN() string
	Diagram() string
}

// Go is a "go" command as read: the search limits (ai.Limits, with Level, MultiPV and Overhead
// set by the server's options) and the moves of searchmoves, in UCI form, which the engine reads
// in its position.
type Go struct {
	ai.Limits
	Moves []string
}

// core is the server's engine of one rules core: the variants it plays (UCI_Variant,
// Fairy-Stockfish's names where it has them) and how it is made.
type core struct {
	variants []string
	make     func() Engine // with a table of 1 MB, or one its first search makes
}

// cores are the server's engines by the game: the one place the server tells the games apart.
var cores = [...]core{kind.Janggi: janggiCore, kind.Xiangqi: janggiCore, kind.Twelve: twelveCore, kind.Dobutsu: twelveCore}

// hasCore reports whether game g has a row in cores: a game kind knows but the table does not
// (one added to kind later) is refused, not an index out of range.
func hasCore(g kind.Game) bool { return g.Valid() && int(g) < len(cores) }

var (
	// janggiCore plays Janggi's rule sets and Xiangqi on an ai.Engine.
	janggiCore = core{
		[]string{"janggi", "janggicasual", "janggitraditional", "janggimodern", "xiangqi"},
		func() Engine { return janggiEngine{ai.NewEngine(1)} },
	}
	// twelveCore plays Twelve Janggi, which Fairy-Stockfish does not know (its name here is
	// ours), and Dobutsu on an ai/twelve engine. Both read and write Fairy-Stockfish's dobutsu FEN
	// ("gle/1c1/1C1/ELG[] w - - 0 1") and moves ("b2b3", "C@b2").
	twelveCore = core{
		[]string{"twelvejanggi", "dobutsu"},
		func() Engine { return &twelveEngine{eng: twelveai.NewEngine(1), hashMB: 1} },
	}
)

// New returns the server's engine of game g with a hash table of hashMB megabytes: the engine of
// g's rules core, which plays every variant of that core (Variants), Janggi's rule sets and
// Xiangqi, or Twelve Janggi and Dobutsu. Twelve Janggi's engine makes its table at its first
// search, so a session that never plays it costs nothing more. The error says when g is no game
// or the table cannot have hashMB megabytes (as SetHash says it).
func New(g kind.Game, hashMB int) (Engine, error) {
	if !hasCore(g) {
		return nil, fmt.Errorf("uci: no engine for game %v", g)
	}
	e := cores[g].make()
	if err := e.SetHash(hashMB); err != nil {
		return nil, err
	}
	return e, nil
}

// Variants returns the UCI_Variant values of game g's engine (New's), in lower case, nil for no
// game.
func Variants(g kind.Game) []string {
	if !hasCore(g) {
		return nil
	}
	return cores[g].variants
}

// janggiEngine serves Janggi's rule sets and Xiangqi with an ai.Engine.
type janggiEngine struct{ *ai.Engine }

func (janggiEngine) Variants() []string { return janggiCore.variants }

func (janggiEngine) NewPosition(variant, fen string) (Position, error) {
	r, err := game.Preset(variant)
	if err != nil {
		return nil, err
	}
	if fen == "" {
		return game.NewPosition(r, game.HEEH, game.HEEH), nil
	}
	return game.ParseFEN(r, fen)
}

func (e janggiEngine) Search(ctx context.Context, pos Position, g Go, info func(string)) (string, string, error) {
	p, ok := pos.(*game.Position)
	if !ok {
		return "", "", fmt.Errorf("a %T is not a Janggi position", pos)
	}
	p = p.Clone() // the server's stays as it is, for "d" during the search
	lim := g.Limits
	lim.SearchMoves = nil
	for _, s := range g.Moves {
		m, err := p.ParseMove(s)
		if err != nil {
			return "", "", fmt.Errorf("go searchmoves: %w", err)
		}
		lim.SearchMoves = append(lim.SearchMoves, m)
	}
	res, err := e.Engine.Search(ctx, p, lim, func(i ai.Info) { info(FormatInfo(i)) })
	if err != nil {
		return "", "", err
	}
	ponder := ""
	if res.Ponder != game.NoMove {
		ponder = res.Ponder.String()
	}
	return res.Move.String(), ponder, nil
}

// FormatInfo writes a search report as a UCI info line.
func FormatInfo(i ai.Info) string {
	ms := i.Time.Milliseconds()
	return fmt.Sprintf("info depth %d seldepth %d multipv %d score %s nodes %d nps %d hashfull %d time %d pv %s",
		i.Depth, i.SelDepth, i.MultiPV, i.Score, i.Nodes, i.NPS(), i.Hashfull, ms, game.FormatMoves(i.PV))
}

// variantOf returns the engine of engines that plays variant (in lower case), or nil.
func variantOf(engines []Engine, variant string) Engine {
	for _, e := range engines {
		for _, v := range e.Variants() {
			if v == variant {
				return e
			}
		}
	}
	return nil
}

// allVariants lists the variants of engines, in their order.
func allVariants(engines []Engine) []string {
	var out []string
	for _, e := range engines {
		out = append(out, e.Variants()...)
	}
	return out
}

// unknownVariant says that no engine plays v.
func unknownVariant(v string, engines []Engine) error {
	return fmt.Errorf("setoption UCI_Variant: unknown variant %q (known: %s)", v, strings.Join(allVariants(engines), ", "))
}
