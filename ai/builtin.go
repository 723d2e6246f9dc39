package ai

import (
	"bytes"
	_ "embed"
	"sync"

	"janggi/ai/nnue"
	"janggi/game/kind"
)

// BuiltinEvalFile is the name SetEvalFile (and UCI's EvalFile) takes for the built-in network,
// EmptyEvalFile the one for none.
const (
	BuiltinEvalFile = "<builtin>"
	EmptyEvalFile   = "<empty>"
)

// The built-in networks, one a game, each the neural correction tools/nnue fitted to the engine's
// self-play: Janggi's to 2.13 million positions under casual rules, the fifth round's, and used
// under every Janggi preset; Xiangqi's to its own games (docs/ai.md has how, and the matches that
// put each on).
var (
	//go:embed janggi.nnue
	builtinFile []byte
	//go:embed xiangqi.nnue
	builtinXiangqiFile []byte
)

// builtinNet and builtinXiangqiNet return the built-in networks, each read once. A file that does
// not read is a defect of the build, which TestBuiltinNet catches; the engine then plays that game
// without a network.
var (
	builtinNet        = sync.OnceValue(func() *nnue.Net { return readBuiltin(builtinFile) })
	builtinXiangqiNet = sync.OnceValue(func() *nnue.Net { return readBuiltin(builtinXiangqiFile) })
)

func readBuiltin(file []byte) *nnue.Net {
	n, err := nnue.Read(bytes.NewReader(file))
	if err != nil {
		return nil
	}
	return n
}

// builtinFor returns the built-in network of game g, nil for a game that has none.
func builtinFor(g kind.Game) *nnue.Net {
	switch g {
	case kind.Janggi:
		return builtinNet()
	case kind.Xiangqi:
		return builtinXiangqiNet()
	}
	return nil
}

// searchNet returns the network a search of game g adds to its evaluation: none at the levels
// bounded in depth (1-7, calibrated without one); otherwise the engine's choice: the built-in one
// of g, the user's file (used for whatever game is searched, as a UCI client's EvalFile is given
// for the variant it plays) or none.
func (e *Engine) searchNet(lv *level, g kind.Game) *nnue.Net {
	if lv != nil && lv.depth > 0 {
		return nil
	}
	if e.builtin {
		return builtinFor(g)
	}
	return e.net
}
