package ai

import (
	"bytes"
	_ "embed"
	"sync"

	"janggi/ai/nnue"
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
// depth (1-7, calibrated without one); otherwise the engine's (the built-in one unless the user
// chose another or none), under every Janggi preset. Xiangqi's searches use none (the worker's
// setup, engine.go).
func (e *Engine) searchNet(lv *level) *nnue.Net {
	if lv != nil && lv.depth > 0 {
		return nil
	}
	return e.net
}
