package ai

import (
	"bytes"
	_ "embed"
	"sync"

	"janggi/ai/nnue"
	"janggi/game"
)

// BuiltinEvalFile is the name SetEvalFile (and UCI's EvalFile) takes for the built-in network,
// EmptyEvalFile the one for none.
const (
	BuiltinEvalFile = "<builtin>"
	EmptyEvalFile   = "<empty>"
)

// builtinFile is the built-in network: the neural correction tools/nnue fitted to 2.13 million
// positions of the engine's self-play under casual rules, the fifth round's (docs/ai.md has how,
// and the matches that put it on and replaced each round's with the next).
//
//go:embed janggi.nnue
var builtinFile []byte

// builtinNet returns the built-in network, read once. A file that does not read is a defect of the
// build, which TestBuiltinNet catches; the engine then plays without a network.
var builtinNet = sync.OnceValue(func() *nnue.Net {
	n, err := nnue.Read(bytes.NewReader(builtinFile))
	if err != nil {
		return nil
	}
	return n
})

// searchNet returns the network a search adds to its evaluation: none at the levels bounded in
// depth (1-7, calibrated without one); the built-in network only under rules that decide no ending
// by counting, the rules its games were played and its match measured under; a network file the
// user chose under every Janggi preset. It is kept off under counting rules: there the search with
// it misses mates that the search without it finds (TestTactics' "standard mate in 3 c8e7", cut
// by reverse futility pruning) and plays other moves than two defence puzzles' (docs/ai.md).
func (e *Engine) searchNet(lv *level, rules *game.Rules) *nnue.Net {
	if lv != nil && lv.depth > 0 {
		return nil
	}
	if e.net == builtinNet() && rules.Counts() {
		return nil
	}
	return e.net
}
