package ai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"sync"
	"time"

	"janggi/ai/nnue"
	"janggi/game"
	"janggi/game/kind"
	"janggi/internal/lowprio"
	"janggi/internal/regfile"
)

// Engine searches positions for the best move. One Engine serves many games and searches in a row;
// it keeps its hash table between searches of one game (NewGame clears it). A second search
// started while one runs is refused with ErrBusy.
type Engine struct {
	mu      sync.Mutex
	busy    bool
	tt      *ttable
	threads int
	// levelHash sizes the table to each level's needs (SetLevelHash).
	levelHash bool
	// nice, above 0, is the nice value the searches run at (SetNice).
	nice    int
	workers []*worker // kept between searches, for their move-ordering tables
	rng     *rand.Rand
	// builtin and net are the neural correction of the evaluation (SetEvalFile): with builtin, each
	// game's built-in network; without, net, a file's, or nil for none.
	builtin bool
	net     *nnue.Net
	// now is the clock the time limits are measured by, and after the hard limit's timer:
	// time.Now and time.After, or a test's, so that a test's verdict does not hang on the
	// machine's speed.
	now   func() time.Time
	after func(time.Duration) <-chan time.Time
}

// ErrBusy is returned when a search is asked of an Engine that is already searching.
var ErrBusy = errors.New("ai: the engine is already searching")

// NewEngine returns an engine with a hash table of hashMB megabytes, brought within 1..MaxHash,
// one thread and the built-in network (SetEvalFile). A caller that takes the size from a user checks
// it with SetHash instead.
func NewEngine(hashMB int) *Engine {
	hashMB = min(max(hashMB, 1), MaxHash())
	return &Engine{tt: newTable(hashMB), threads: 1, builtin: true, rng: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1)), now: time.Now, after: time.After}
}

// acquire marks the engine busy, or fails if it already is.
func (e *Engine) acquire() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.busy {
		return ErrBusy
	}
	e.busy = true
	return nil
}

func (e *Engine) release() {
	e.mu.Lock()
	e.busy = false
	e.mu.Unlock()
}

// SetHash replaces the hash table with one of mb megabytes. It fails, keeping the table it has,
// while a search runs, when mb is outside 1..MaxHash, and when the memory free now cannot hold it.
func (e *Engine) SetHash(mb int) error {
	if err := e.acquire(); err != nil {
		return err
	}
	defer e.release()
	if err := checkHash(mb); err != nil {
		return err
	}
	t := newTable(mb)
	e.mu.Lock()
	e.tt = t
	e.mu.Unlock()
	return nil
}

// SetEvalFile sets the neural correction added to the evaluation of the searches that follow at
// full strength (levels 8-10, or no level): the network file at path, written by tools/nnue
// -residual, for whatever game is searched; BuiltinEvalFile for the built-in networks, each game's
// own, the default; "" or EmptyEvalFile for none. docs/ai.md has what they measured. On an error
// the evaluation stays as it was. It fails while a search runs.
func (e *Engine) SetEvalFile(path string) error {
	if err := e.acquire(); err != nil {
		return err
	}
	defer e.release()
	switch path {
	case "", EmptyEvalFile:
		e.setNet(false, nil)
		return nil
	case BuiltinEvalFile:
		e.setNet(true, nil)
		return nil
	}
	// A named pipe or /dev/stdin would block the engine (and swallow a UCI client's commands), a
	// folder reads as an error that says nothing of it: only a regular file is opened.
	f, _, err := regfile.Open(path)
	if err != nil {
		return fmt.Errorf("ai: evaluation file: %w", err)
	}
	defer f.Close()
	n, err := nnue.Read(f)
	if err != nil {
		return fmt.Errorf("ai: evaluation file %s: %w", path, err)
	}
	e.setNet(false, n)
	return nil
}

// setNet makes the built-in networks (builtin) or n, a file's or nil for none, the networks of the
// searches that follow. The workers, kept between searches, let go of the one they last searched
// with, and a network read from a file is given back to the system at once: a network may be some
// megabytes, and a program that loads one after another (a UCI client setting EvalFile again and
// again) would otherwise hold several.
func (e *Engine) setNet(builtin bool, n *nnue.Net) {
	old := e.net
	e.builtin, e.net = builtin, n
	for _, w := range e.workers {
		w.nn = nil
	}
	if old != nil && old != n {
		debug.FreeOSMemory()
	}
}

// SetLevelHash makes the hash table follow the levels searched (on) or keep the size it has
// (off, the default): on, a search at a level first grows the table to LevelHash of that level,
// and NewGame shrinks it to the smallest. A program that plays at a level chosen by its user, as
// the window does, so holds no more memory than the level uses. It fails while a search runs.
func (e *Engine) SetLevelHash(on bool) error {
	if err := e.acquire(); err != nil {
		return err
	}
	defer e.release()
	e.levelHash = on
	if on {
		e.resize(LevelHash(1))
	}
	return nil
}

// resize replaces the table with an empty one of mb megabytes, unless it already has that size.
func (e *Engine) resize(mb int) {
	if e.tt.megabytes() == mb {
		return
	}
	t := newTable(mb)
	e.mu.Lock()
	e.tt = t
	e.mu.Unlock()
}

// HashSize returns the hash table's size in megabytes.
func (e *Engine) HashSize() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.tt.megabytes()
}

// SetThreads sets the number of search threads (Lazy SMP: threads share the hash table and
// search the same tree, each helping the others with what it stores). A search with more than one
// thread is not deterministic. It fails while a search runs.
func (e *Engine) SetThreads(n int) error {
	if n < 1 || n > 256 {
		return fmt.Errorf("ai: %d threads is outside 1..256", n)
	}
	if err := e.acquire(); err != nil {
		return err
	}
	defer e.release()
	e.threads = n
	return nil
}

// SetNice sets the priority the engine searches at. At a nice value above 0 each search runs on
// an OS thread of its own at that value, its helper threads too, and the caller's thread is left
// as it was (lowprio.Run); a computer player beside a window searches at lowprio.Nice, so that
// the window's thread gets a core first (on Linux; elsewhere the threads keep the program's
// priority). At 0, the default, a search runs on the caller's goroutine, its helpers at the
// priority of the caller's thread. It fails outside 0..19 and while a search runs.
func (e *Engine) SetNice(nice int) error {
	if err := lowprio.CheckNice(nice); err != nil {
		return fmt.Errorf("ai: %w", err)
	}
	if err := e.acquire(); err != nil {
		return err
	}
	defer e.release()
	e.nice = nice
	return nil
}

// SetSeed seeds the random choices of the weaker levels, so that a game can be replayed. It fails
// while a search runs.
func (e *Engine) SetSeed(seed uint64) error {
	if err := e.acquire(); err != nil {
		return err
	}
	defer e.release()
	e.rng = rand.New(rand.NewPCG(seed, 1))
	return nil
}

// NewGame forgets what earlier searches learned (hash table, move ordering), so that a search
// gives the same answer as on a fresh Engine. It fails while a search runs.
func (e *Engine) NewGame() error {
	if err := e.acquire(); err != nil {
		return err
	}
	defer e.release()
	e.tt.clear()
	if e.levelHash {
		e.resize(LevelHash(1))
	}
	for _, w := range e.workers {
		w.forget()
	}
	return nil
}

// Info is the progress of a search, sent after every completed iteration (and for every line of
// a multi-PV search).
type Info struct {
	Depth    int
	SelDepth int
	MultiPV  int   // 1 for the best line, 2 for the second, ...
	Score    Score // from the side to move's view
	Nodes    int64
	Time     time.Duration
	Hashfull int // per mille of the hash table used by this search
	PV       []game.Move
}

// NPS returns the search speed in nodes per second.
func (i Info) NPS() int64 {
	if i.Time <= 0 {
		return 0
	}
	return int64(float64(i.Nodes) / i.Time.Seconds())
}

// Result is the outcome of a search.
type Result struct {
	Move   game.Move // the move to play
	Ponder game.Move // the expected reply, or NoMove
	Score  Score
	Depth  int // the last completed iteration
	Nodes  int64
	// MostNodes is the most nodes one thread searched (Nodes on one thread): in nodes, how long
	// the search would take on idle cores, the threads running side by side at one speed.
	MostNodes int64
	Time      time.Duration
	PV        []game.Move
	Lines     []Line // the best lines, best first (MultiPV of them; one when MultiPV <= 1)
}

// Line is one root move with its score and principal variation.
type Line struct {
	Score Score
	PV    []game.Move
}

// Search finds the best move in pos within the limits, calling info (if not nil) from the
// searching goroutine after every iteration. It returns when a limit is reached or ctx is done,
// with the best move found so far; it fails only if the game is already over or another search is
// running. pos is not changed.
func (e *Engine) Search(ctx context.Context, pos *game.Position, lim Limits, info func(Info)) (Result, error) {
	if err := e.acquire(); err != nil {
		return Result{}, err
	}
	defer e.release()
	var res Result
	var err error
	lowprio.Run(e.nice, func() { res, err = e.search(ctx, pos, lim, info) })
	return res, err
}

func (e *Engine) search(ctx context.Context, pos *game.Position, lim Limits, info func(Info)) (Result, error) {
	if res := pos.Result(); res.Over() {
		return Result{}, fmt.Errorf("ai: the game is over: %v", res)
	}
	legal := pos.LegalMoves(nil)
	if len(lim.SearchMoves) > 0 {
		legal = slices.DeleteFunc(legal, func(m game.Move) bool { return !slices.Contains(lim.SearchMoves, m) })
	}
	if len(legal) == 0 {
		return Result{}, errors.New("ai: no legal move")
	}
	lim, lv := applyLevel(lim)
	if e.levelHash && lim.Level >= 1 && lim.Level <= MaxLevel && LevelHash(lim.Level) > e.tt.megabytes() {
		e.resize(LevelHash(lim.Level))
	}
	s := &search{tt: e.tt, net: e.searchNet(lv, pos.Rules().Game), limits: lim, now: e.now, start: e.now(), maxNode: lim.Nodes}
	s.budget(pos.SideToMove())
	s.capTime(lv)
	e.tt.newSearch()

	done := make(chan struct{})
	defer close(done)
	go func() {
		var timeout <-chan time.Time
		if s.hard > 0 {
			timeout = e.after(s.hard - s.elapsed())
		}
		select {
		case <-ctx.Done():
		case <-timeout:
		case <-done:
		}
		s.stop.Store(true)
	}()

	// The weak levels search on one thread: their depth bound and their choice among the best
	// moves are calibrated on one, and more threads would only make them play differently.
	threads := e.threads
	if lv != nil && lv.depth > 0 {
		threads = 1
	}
	for len(e.workers) < threads {
		e.workers = append(e.workers, newWorker(len(e.workers)))
	}
	workers := e.workers[:threads]
	background := lowprio.Yielding()
	for _, w := range workers {
		w.prepare(s, pos, legal)
		if background {
			w.every = 127
		}
	}
	var wg sync.WaitGroup
	nice := 0
	if threads > 1 {
		nice = lowprio.Current()
	}
	for _, w := range workers[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// A search the window started on a lowered thread keeps every one of its threads
			// below the window's; a background search's helpers yield as its own thread does
			// (w.every).
			defer lowprio.LowerTo(nice)()
			w.iterate(nil)
		}()
	}
	main := workers[0]
	main.iterate(info)
	s.stop.Store(true)
	wg.Wait()

	res := Result{Depth: main.completed, Nodes: s.nodes.Load() + main.nodes - main.published, Time: s.elapsed()}
	for _, w := range workers {
		res.MostNodes = max(res.MostNodes, w.nodes)
	}
	if lim.MultiPV <= 1 {
		if h := bestHelper(main, workers[1:], lim.Depth); h != nil {
			best := h.lastBest
			res.Depth, res.Move, res.Score, res.PV = h.completed, best.move, best.score, slices.Clone(best.pv)
			if len(res.PV) == 0 {
				res.PV = []game.Move{res.Move}
			}
			res.Lines = []Line{{Score: res.Score, PV: res.PV}}
			if len(res.PV) > 1 {
				res.Ponder = res.PV[1]
			}
			return res, nil
		}
	}
	for i, rm := range main.rootMoves {
		if i >= max(lim.MultiPV, 1) {
			break
		}
		pv := slices.Clone(rm.pv)
		if len(pv) == 0 {
			pv = []game.Move{rm.move}
		}
		res.Lines = append(res.Lines, Line{Score: rm.shownScore(), PV: pv})
	}
	best := main.rootMoves[0]
	res.Move, res.Score, res.PV = best.move, best.shownScore(), slices.Clone(best.pv)
	if len(res.PV) == 0 {
		res.PV = []game.Move{res.Move}
	}
	if i := e.choose(lv, res.Lines); i > 0 {
		res.Move, res.Score, res.PV = res.Lines[i].PV[0], res.Lines[i].Score, res.Lines[i].PV
	}
	if len(res.PV) > 1 {
		res.Ponder = res.PV[1]
	}
	return res, nil
}

// bestHelper returns the helper thread whose last completed iteration the search plays instead of
// the main thread's, or nil: the one that completed the deepest iteration, if that is deeper than
// the main thread's and scores at least as well, or reached the depth limit (which ended the
// search before the main thread got there).
func bestHelper(main *worker, helpers []*worker, depthLimit int) *worker {
	var best *worker
	depth, score := main.completed, main.rootMoves[0].shownScore()
	for _, h := range helpers {
		if h.completed <= depth || h.lastBest.move == game.NoMove {
			continue
		}
		if h.lastBest.score >= score || (depthLimit > 0 && h.completed >= depthLimit) {
			best, depth, score = h, h.completed, h.lastBest.score
		}
	}
	return best
}

// prepare readies a worker for a new search of pos.
func (w *worker) prepare(s *search, pos *game.Position, legal []game.Move) {
	w.s = s
	w.posBuf = *pos.Clone()
	w.pos = &w.posBuf
	w.rules = pos.Rules()
	w.weights = janggiWeights
	if w.rules.Game == kind.Xiangqi {
		w.weights = xiangqiWeights
	}
	w.counts = w.rules.Counts()
	w.multiPV = max(s.limits.MultiPV, 1)
	w.nodes, w.published, w.completed = 0, 0, 0
	w.every = 1023 // Search makes it 127 in background work
	w.lastBest.move = game.NoMove
	w.nullMinPly = 0
	// The positions since the last capture, oldest first, for repetitions reaching before the root.
	back := min(pos.HalfmoveClock(), pos.Ply())
	h := pos.Clone()
	w.keys = w.keys[:0]
	for i := 0; i < back; i++ {
		h.Unmake()
		w.keys = append(w.keys, h.Hash())
	}
	slices.Reverse(w.keys)
	w.keys = append(w.keys, pos.Hash())
	w.rootIdx = len(w.keys) - 1
	w.mobile = [2]int{}
	for sq := game.Square(0); sq < game.SquareCount; sq++ {
		if pc := pos.At(sq); pc != game.NoPiece && w.isMobile(pc.Type()) {
			w.mobile[pc.Color()]++
		}
	}
	w.prepareNN(s.net)
	w.stack = [len(w.stack)]frame{}
	w.stack[0].sinceNull = maxPly
	w.stack[0].ck = computeCorrKeys(pos)
	for c := range w.history {
		for from := range w.history[c] {
			for to := range w.history[c][from] {
				w.history[c][from][to] /= 2
			}
		}
	}
	w.rootMoves = w.rootMoves[:0]
	for _, m := range legal {
		w.rootMoves = append(w.rootMoves, rootMove{move: m, score: -Infinite, prevScore: -Infinite})
	}
	w.orderRoot()
}

// orderRoot puts the hash move first and captures of valuable pieces before quiet moves, for the
// first iteration.
func (w *worker) orderRoot() {
	tte, hit := w.s.tt.probe(w.ttKey())
	key := func(rm rootMove) int {
		switch {
		case hit && rm.move == tte.move:
			return 1 << 20
		case rm.move.IsPass():
			return -1
		}
		if v := w.pos.At(rm.move.To()); v != game.NoPiece {
			return int(w.weights.pieceValue(v.Type()))*16 - int(w.weights.pieceValue(w.pos.At(rm.move.From()).Type()))/16
		}
		return 0
	}
	slices.SortStableFunc(w.rootMoves, func(a, b rootMove) int { return key(b) - key(a) })
}

// shownScore is the score to report for a root move: its last exact or bounded score.
func (rm *rootMove) shownScore() Score {
	if rm.score == -Infinite {
		return rm.prevScore
	}
	return rm.score
}
