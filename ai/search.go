package ai

import (
	"math"

	"janggi/ai/nnue"
	"janggi/game"
	"janggi/game/kind"
	"janggi/internal/lowprio"
)

// maxPly bounds the depth of the search tree, extensions and quiescence included.
const maxPly = 128

// frame is what the search remembers about one ply of the current line.
type frame struct {
	move      game.Move  // the move being searched from this ply
	piece     game.Piece // the piece that made it (NoPiece for a pass)
	captured  game.Piece // the piece it took, or NoPiece
	cont      int        // the move's row in the continuation history, -1 for a null move
	killers   [2]game.Move
	eval      Score     // static evaluation, noScore when in check
	excluded  game.Move // the move a singular-extension search leaves out
	sinceNull int       // plies since the last null move (repetitions do not cross it)
	ck        corrKeys  // the position's correction-history keys
}

// worker is one search thread: its own copy of the position and its own ordering tables, sharing
// the hash table and the stop flag with the other threads of the search.
type worker struct {
	id  int
	s   *search
	pos *game.Position // &posBuf
	// posBuf is the thread's copy of the position searched. It lives inside the worker, not as an
	// object of its own on the heap: the copies of two threads made one after the other would share a
	// cache line there, which both write at every move (false sharing).
	posBuf  game.Position
	rules   *game.Rules
	weights *weights
	counts  bool // the rules decide some endings by counting points

	keys    []uint64 // Zobrist keys of the positions since the last capture before the root, then of the line
	rootIdx int      // index of the root position in keys
	// nullMinPly is the first ply where a null move may be tried (raised while verifying one).
	nullMinPly int
	mobile     [2]int // pieces that can leave their palace, for the insufficient-material draw

	stack   [maxPly + 4]frame
	store   [maxPly + 2]moveStore
	pv      [maxPly + 2][maxPly + 2]game.Move
	pvLen   [maxPly + 2]int
	history [2][game.SquareCount][game.SquareCount]int32
	counter [16][game.SquareCount]game.Move
	// cont[a][b] is how good a quiet move b was after move a (a and b indexed by piece and target).
	cont *contTable
	corr *corrTables // correction history

	rootMoves []rootMove
	rootDepth int
	completed int      // the depth of the last iteration completed
	lastBest  rootMove // a helper's best root move at its last completed iteration
	multiPV   int
	selDepth  int
	nodes     int64 // nodes searched by this worker in this search
	published int64 // the part of nodes already added to the search's shared count
	// every is 1023, or 127 in background work, whose thread yields its core every 128 nodes
	// (see countNode).
	every int64

	// nn, when not nil, is the neural correction added to the evaluation (Engine.SetEvalFile);
	// acc holds its accumulator at every ply, accOK says which are up to date.
	nn    *nnue.Net
	acc   []float32
	accOK [maxPly + 4]bool
}

// contTable is the continuation history: 4 MB, read at random for every quiet move scored.
type contTable [16 * game.SquareCount][16 * game.SquareCount]int16

// newWorker returns the search thread numbered id, its continuation history in huge pages where the
// system gives them (hugeSlice).
func newWorker(id int) *worker {
	w := &worker{id: id, corr: new(corrTables)}
	w.cont = &hugeSlice[contTable](w, 1)[0]
	return w
}

// forget clears what the worker carries from one search to the next (its move-ordering and
// correction tables), as on a new worker, keeping their memory: a new worker's 4 MB table is
// mapped outside the Go heap and stays mapped until a collection finds the old worker, so a
// NewGame before every game (a file of games analysed, a UCI client's ucinewgame) left one
// mapping a game behind it until then.
func (w *worker) forget() {
	w.history = [2][game.SquareCount][game.SquareCount]int32{}
	w.counter = [16][game.SquareCount]game.Move{}
	*w.cont = contTable{}
	*w.corr = corrTables{}
}

// rootMove is a legal move at the root with what the last iteration found below it.
type rootMove struct {
	move      game.Move
	score     Score // this iteration's score, -Infinite when it failed low
	prevScore Score
	exact     bool // score is exact, not a bound (multi-PV needs it to choose among moves)
	pv        []game.Move
	nodes     int64
}

// lmrTable[d][n] is the base late-move reduction at depth d for the n-th move.
var lmrTable [64][64]int

func init() {
	for d := 1; d < 64; d++ {
		for n := 1; n < 64; n++ {
			lmrTable[d][n] = int(0.5 + math.Log(float64(d))*math.Log(float64(n))/1.8)
		}
	}
}

func lmr(depth, n int) int { return lmrTable[min(depth, 63)][min(n, 63)] }

// stopped reports whether the search must unwind now. The main thread always finishes depth 1,
// so that there is a move to play however early the stop comes.
func (w *worker) stopped() bool {
	return w.s.stop.Load() && (w.rootDepth > 1 || w.id != 0)
}

// countNode counts a node and, every 1024 nodes, publishes the count and checks the limits; in
// background work it gives the core up every 128 nodes (about 0.2 ms, see lowprio.Yield).
// The mask is a field, not a test of its own: the search's speed stays what it was.
func (w *worker) countNode() {
	w.nodes++
	if w.nodes&w.every != 0 {
		return
	}
	if w.every != 1023 {
		lowprio.Yield()
	}
	if w.nodes&1023 == 0 {
		w.s.nodes.Add(w.nodes - w.published)
		w.published = w.nodes
		if w.id == 0 {
			w.s.checkLimits(w.nodes)
		}
	}
}

// ttKey is the hash table key of the current node: the position's key, marked when the last move
// was a pass (a second pass would end the game, so the node is not the same as after a normal move)
// and when the move limit is so near that the clock changes the value.
func (w *worker) ttKey() uint64 {
	p := w.pos
	k := p.Hash()
	if p.LastMove().IsPass() {
		k ^= passKey
	}
	if lim := w.rules.MoveLimit; lim > 0 && p.HalfmoveClock() > lim-maxPly/2 {
		k ^= clockKeys[min(lim-p.HalfmoveClock(), len(clockKeys)-1)&(len(clockKeys)-1)]
	}
	return k
}

var passKey, clockKeys = uint64(0x9d39247e33776d41), func() (k [64]uint64) {
	x := uint64(0x2545f4914f6cdd1d)
	for i := range k {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		k[i] = x
	}
	return k
}()

// makeMove plays m and records the new position for repetition detection.
func (w *worker) makeMove(m game.Move, ply int) {
	p := w.pos
	fr := &w.stack[ply]
	fr.move = m
	fr.piece = game.NoPiece
	fr.captured = game.NoPiece
	fr.cont = w.contIndex(m)
	w.stack[ply+1].ck = nextCorrKeys(fr.ck, p, m)
	w.accOK[ply+1] = false
	if !m.IsPass() {
		fr.piece = p.At(m.From())
		fr.captured = p.At(m.To())
		if c := fr.captured; c != game.NoPiece && w.isMobile(c.Type()) {
			w.mobile[c.Color()]--
		}
	}
	p.Make(m)
	w.keys = append(w.keys, p.Hash())
	w.stack[ply+1].sinceNull = fr.sinceNull + 1
}

func (w *worker) unmakeMove() {
	if c := w.pos.LastCapture(); c != game.NoPiece && w.isMobile(c.Type()) {
		w.mobile[c.Color()]++
	}
	w.keys = w.keys[:len(w.keys)-1]
	w.pos.Unmake()
}

// isMobile reports whether a piece type can leave its palace (and so can still win).
func (w *worker) isMobile(t game.PieceType) bool {
	switch t {
	case game.General, game.Guard:
		return false
	case game.Elephant:
		return w.rules.Game != kind.Xiangqi
	}
	return true
}
