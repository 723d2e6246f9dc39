// Command match plays a match between two UCI engines, by default our `janggi uci` against
// Fairy-Stockfish, at a fixed time per move, and prints wins, draws and losses, the score and an
// Elo difference with its 95% error bar.
//
// Games come in pairs from one opening: a pair of setups (all 16 in turn) followed by a few random
// plies, played once with each engine as Cho. Every ending is decided by this program's rules core
// (game.Position.Result), so both engines are judged by the same rules.
//
//	go run ./tools/match -games 100 -movetime 100 -concurrency 2
//	go run ./tools/match -games 40 -engine-opts "Skill Level=3" -opponent-opts "Skill Level=-5"
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"janggi/ai"
	"janggi/ai/uci"
	"janggi/game"
	"janggi/game/kind"
)

type config struct {
	games       int
	moveTime    time.Duration
	oppTime     time.Duration // the opponent's time per move, when it is given odds
	nodes       int64         // nodes per move instead of time, when not 0
	oppNodes    int64         // the opponent's nodes per move, for node odds (default: nodes)
	concurrency int
	engine      []string
	engineOpts  []option
	opponent    []string
	oppOpts     []option
	rules       *game.Rules
	plies       int
	seed        uint64
	maxPlies    int
	verbose     bool
	log         *os.File
	levels      []int // play one match per level of the first engine (its "Skill Level")
	sprt        *sprt // stop as soon as the test decides, when not nil
	calibrate   bool  // with levels: the opponent plays at the Skill Level uci.SkillLevel maps each level to
}

// tally counts a match's results from the first engine's view.
type tally struct{ w, d, l int }

type option struct{ name, value string }

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "match:", err)
		os.Exit(1)
	}
}

func run() error {
	var c config
	var engine, opponent, engineOpts, oppOpts, variant, logPath string
	flag.IntVar(&c.games, "games", 100, "number of games (rounded up to an even number: openings are played in pairs)")
	mt := flag.Int("movetime", 100, "milliseconds per move for both engines")
	ot := flag.Int("opponent-movetime", 0, "milliseconds per move for the second engine, for time odds (default: -movetime)")
	flag.Int64Var(&c.nodes, "nodes", 0, "nodes per move for both engines instead of -movetime (load-independent A/B tests of one engine's versions)")
	flag.Int64Var(&c.oppNodes, "opponent-nodes", 0, "with -nodes: nodes per move for the second engine (node odds, e.g. to charge a version for a slower search; default: -nodes)")
	flag.IntVar(&c.concurrency, "concurrency", 2, "games played at once")
	flag.StringVar(&engine, "engine", "", "command of the first engine (default: `janggi uci`, built from ./cmd/janggi)")
	flag.StringVar(&engineOpts, "engine-opts", "", "UCI options of the first engine: \"Name=value,Name=value\"")
	flag.StringVar(&opponent, "opponent", "/usr/games/fairy-stockfish", "command of the second engine")
	flag.StringVar(&oppOpts, "opponent-opts", "", "UCI options of the second engine")
	flag.StringVar(&variant, "variant", "janggi", "UCI_Variant (janggi, janggicasual, janggitraditional, janggimodern, xiangqi)")
	flag.IntVar(&c.plies, "plies", 2, "random plies after the setups in each opening")
	seed := flag.Uint64("seed", 1, "seed of the random openings")
	flag.IntVar(&c.maxPlies, "max-plies", 1000, "adjudicate a draw after this many plies (a safety net: the rules end games sooner)")
	flag.BoolVar(&c.verbose, "v", false, "print every game")
	levels := flag.String("levels", "", "play one match per level of the first engine, e.g. \"1-7\" (sets its Skill Level), and print a table")
	flag.BoolVar(&c.calibrate, "calibrate", false, "with -levels: the opponent (Fairy-Stockfish) plays each level at the Skill Level that ai/uci.SkillLevel says matches it, so a score near 50% confirms the calibration")
	flag.StringVar(&logPath, "log", "", "write every game's start, moves, the engines' scores and the result to this file")
	sprtBounds := flag.String("sprt", "", "sequential test \"elo0,elo1\" (e.g. \"0,10\"): stop as soon as the games show, at 5% error each way, that the first engine is elo1 or more stronger (H1) or at most elo0 (H0); -games is then the most played")
	flag.Parse()
	if flag.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", flag.Arg(0))
	}
	if c.games < 1 || *mt < 1 || c.concurrency < 1 || c.plies < 0 {
		return errors.New("-games, -movetime and -concurrency must be positive, -plies not negative")
	}
	c.games += c.games % 2
	c.moveTime = time.Duration(*mt) * time.Millisecond
	c.oppTime = c.moveTime
	if *ot > 0 {
		c.oppTime = time.Duration(*ot) * time.Millisecond
	}
	c.seed = *seed
	var err error
	if c.rules, err = game.Preset(variant); err != nil || c.rules.Oracle != strings.ToLower(variant) {
		return fmt.Errorf("unknown -variant %q (want one of %s)", variant, strings.Join(uci.Variants(kind.Janggi), ", "))
	}
	if c.engineOpts, err = parseOptions(engineOpts); err != nil {
		return err
	}
	if c.levels, err = parseLevels(*levels); err != nil {
		return err
	}
	if *sprtBounds != "" {
		if c.sprt, err = parseSPRT(*sprtBounds); err != nil {
			return err
		}
	}
	if c.oppOpts, err = parseOptions(oppOpts); err != nil {
		return err
	}
	if engine == "" {
		dir, err := os.MkdirTemp("", "match")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		bin := filepath.Join(dir, "janggi")
		build := exec.Command("go", "build", "-o", bin, "./cmd/janggi")
		build.Stdout, build.Stderr = os.Stderr, os.Stderr
		if err := build.Run(); err != nil {
			return fmt.Errorf("building janggi (run from the repository root): %w", err)
		}
		engine = bin + " uci"
	}
	c.engine, c.opponent = strings.Fields(engine), strings.Fields(opponent)
	if len(c.engine) == 0 || len(c.opponent) == 0 {
		return errors.New("-engine and -opponent must not be empty")
	}
	if logPath != "" {
		if _, err := os.Stat(logPath); err == nil {
			return fmt.Errorf("-log %s exists; not overwriting it", logPath)
		}
		if c.log, err = os.Create(logPath); err != nil {
			return err
		}
		defer c.log.Close()
	}
	if len(c.levels) == 0 {
		if c.calibrate {
			return errors.New("-calibrate needs -levels")
		}
		_, err := c.play()
		return err
	}
	base, oppBase := c.engineOpts, c.oppOpts
	var rows []string
	for _, lv := range c.levels {
		c.engineOpts = append(append([]option(nil), base...), option{"Skill Level", strconv.Itoa(lv)})
		opponent := "as given"
		if c.calibrate {
			skill := strconv.Itoa(uci.SkillLevel(lv))
			c.oppOpts = append(append([]option(nil), oppBase...), option{"Skill Level", skill})
			opponent = "Skill Level " + skill
		}
		t, err := c.play()
		if err != nil {
			return err
		}
		elo, margin := eloDiff(t.w, t.d, t.l)
		rows = append(rows, fmt.Sprintf("| %d %s | %s | %d | +%d =%d -%d | %.1f%% | %+.0f ± %.0f |", lv, ai.LevelName(lv), opponent,
			t.w+t.d+t.l, t.w, t.d, t.l, 100*(float64(t.w)+float64(t.d)/2)/float64(max(1, t.w+t.d+t.l)), elo, margin))
	}
	fmt.Printf("\n| level | opponent | games | result | score | Elo vs opponent (95%%) |\n|---|---|---|---|---|---|\n%s\n", strings.Join(rows, "\n"))
	return nil
}

// parseLevels reads "3" or "1-7".
func parseLevels(s string) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	lo, hi, found := strings.Cut(s, "-")
	if !found {
		hi = lo
	}
	a, err1 := strconv.Atoi(lo)
	b, err2 := strconv.Atoi(hi)
	if err1 != nil || err2 != nil || a < 1 || b > ai.MaxLevel || a > b {
		return nil, fmt.Errorf("bad -levels %q: want a level or a range within 1-%d", s, ai.MaxLevel)
	}
	var out []int
	for lv := a; lv <= b; lv++ {
		out = append(out, lv)
	}
	return out, nil
}

// optionsText writes options for the match's header.
func optionsText(opts []option) string {
	var parts []string
	for _, o := range opts {
		parts = append(parts, o.name+"="+o.value)
	}
	if len(parts) == 0 {
		return ""
	}
	return "(" + strings.Join(parts, ",") + ")"
}

// parseOptions reads "Name=value,Name=value".
func parseOptions(s string) ([]option, error) {
	var out []option
	for _, part := range strings.Split(s, ",") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		name, value, ok := strings.Cut(part, "=")
		if !ok || strings.TrimSpace(name) == "" {
			return nil, fmt.Errorf("bad option %q: want Name=value", part)
		}
		out = append(out, option{strings.TrimSpace(name), strings.TrimSpace(value)})
	}
	return out, nil
}

// gameResult is one finished game, from the first engine's view.
type gameResult struct {
	index    int
	opening  string
	engineAs game.Color
	result   game.Result
	points   float64 // 1 win, 0.5 draw, 0 loss for the first engine
	plies    int
	err      error
	depth    [2]float64 // mean depth reached by each engine, over its moves without a mate score
	moves    string
	scores   []string // each move's score from its engine, mover's view, in UCI form
	startFEN string
}

func (c *config) play() (tally, error) {
	per := fmt.Sprintf("%v against %v", c.moveTime, c.oppTime)
	if c.nodes > 0 {
		opp := c.oppNodes
		if opp == 0 {
			opp = c.nodes
		}
		per = fmt.Sprintf("%d nodes against %d", c.nodes, opp)
	}
	fmt.Printf("match: %s %s vs %s %s, %s rules, %d games, %s per move, %d at once\n",
		strings.Join(c.engine, " "), optionsText(c.engineOpts), strings.Join(c.opponent, " "), optionsText(c.oppOpts), c.rules.Name, c.games, per, c.concurrency)
	jobs := make(chan int)
	results := make(chan gameResult)
	var wg sync.WaitGroup
	startErr := make(chan error, c.concurrency)
	for i := 0; i < c.concurrency; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			engines, err := c.startEngines()
			if err != nil {
				startErr <- err
				for range jobs {
				}
				return
			}
			defer engines[0].Close()
			defer engines[1].Close()
			for g := range jobs {
				results <- c.playGame(engines, g)
			}
		}()
	}
	decided := make(chan struct{})
	go func() {
		defer close(jobs)
		for g := 0; g < c.games; g++ {
			select {
			case jobs <- g:
			case <-decided:
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	var all []gameResult
	var w, d, l int
	started := time.Now()
	for r := range results {
		all = append(all, r)
		switch {
		case r.err != nil:
			fmt.Printf("game %d: %v\n", r.index+1, r.err)
		case r.points == 1:
			w++
		case r.points == 0:
			l++
		default:
			d++
		}
		if c.log != nil {
			fmt.Fprintf(c.log, "game %d engine=%s result=%s\nfen %s\nmoves %s\nscores %s\n\n",
				r.index+1, r.engineAs, r.result.Outcome, r.startFEN, r.moves, strings.Join(r.scores, " "))
		}
		if c.verbose {
			fmt.Printf("game %3d  %-28s engine as %-3s  %-40s %3d plies  depth %.1f vs %.1f\n",
				r.index+1, r.opening, r.engineAs, r.result, r.plies, r.depth[0], r.depth[1])
		} else if len(all)%10 == 0 {
			fmt.Printf("%d games: +%d =%d -%d (%v)%s\n", len(all), w, d, l, time.Since(started).Round(time.Second), c.sprt.progress(w, d, l))
		}
		if c.sprt != nil && c.sprt.verdict == "" {
			if v := c.sprt.decide(w, d, l); v != "" {
				c.sprt.verdict = v
				close(decided)
			}
		}
	}
	select {
	case err := <-startErr:
		return tally{}, err
	default:
	}
	c.summary(all, w, d, l)
	if c.sprt != nil {
		v := c.sprt.verdict
		if v == "" {
			v = "undecided after the most games -games allows"
		}
		fmt.Printf("SPRT elo0=%g elo1=%g (5%%/5%%): LLR %.2f in [%.2f, %.2f]: %s\n", c.sprt.elo0, c.sprt.elo1, c.sprt.llr(w, d, l), c.sprt.lower(), c.sprt.upper(), v)
	}
	return tally{w, d, l}, nil
}

// startEngines starts both engines and sets their options.
func (c *config) startEngines() ([2]*uci.Client, error) {
	var out [2]*uci.Client
	for i, spec := range [][]string{c.engine, c.opponent} {
		cl, err := uci.Start(spec[0], spec[1:]...)
		if err != nil {
			if i == 1 {
				out[0].Close()
			}
			return out, err
		}
		out[i] = cl
		opts := c.engineOpts
		if i == 1 {
			opts = c.oppOpts
		}
		for _, o := range opts {
			if err := cl.SetOption(o.name, o.value); err != nil {
				return out, err
			}
		}
	}
	return out, nil
}

// opening returns the start position of game g: the setups and random plies of its pair.
func (c *config) opening(g int) (*game.Position, string) {
	pair := g / 2
	cho, han := game.Setup(pair%4), game.Setup(pair/4%4)
	p := game.NewPosition(c.rules, cho, han)
	rng := rand.New(rand.NewPCG(c.seed, uint64(pair)))
	var played []game.Move
	for i := 0; i < c.plies; i++ {
		var moves []game.Move
		for _, m := range p.LegalMoves(nil) {
			if !m.IsPass() {
				moves = append(moves, m)
			}
		}
		if len(moves) == 0 {
			break
		}
		m := moves[rng.IntN(len(moves))]
		p.Make(m)
		played = append(played, m)
	}
	name := game.FormatMoves(played)
	if c.rules.Game == kind.Janggi {
		name = cho.String() + "/" + han.String() + " " + name
	}
	return p, name
}

// playGame plays game g; the first engine is Cho in even games and Han in odd ones.
func (c *config) playGame(engines [2]*uci.Client, g int) gameResult {
	p, name := c.opening(g)
	r := gameResult{index: g, opening: name, engineAs: game.Color(g % 2), startFEN: p.StartFEN()}
	for _, e := range engines {
		if err := e.NewGame(); err != nil {
			r.err = err
			return r
		}
	}
	var depths depthTally
	for p.Ply() < c.maxPlies {
		if res := p.Result(); res.Over() {
			r.result = res
			break
		}
		who := 0
		if p.SideToMove() != r.engineAs {
			who = 1
		}
		mt := c.moveTime
		if who == 1 {
			mt = c.oppTime
		}
		ctx, cancel := context.WithTimeout(context.Background(), mt*20+5*time.Second)
		lim := ai.Limits{MoveTime: mt}
		if c.nodes > 0 {
			lim = ai.Limits{Nodes: c.nodes}
			if who == 1 && c.oppNodes > 0 {
				lim.Nodes = c.oppNodes
			}
		}
		res, err := engines[who].Search(ctx, p, lim, nil)
		cancel()
		if err != nil {
			// An engine that fails to move (or plays an illegal move) loses.
			r.err = fmt.Errorf("%s: %w (loses)", engines[who].Name, err)
			r.result = game.Result{Outcome: game.Win(p.SideToMove().Other()), Reason: game.Resignation}
			break
		}
		depths.add(who, res)
		r.scores = append(r.scores, strings.ReplaceAll(res.Score.String(), " ", ":"))
		p.Make(res.Move)
	}
	if !r.result.Over() {
		r.result = game.Result{Outcome: game.Draw, Reason: game.MoveLimit}
	}
	r.plies = p.Ply()
	r.moves = game.FormatMoves(p.Moves())
	r.depth = depths.means()
	switch winner, ok := r.result.Outcome.Winner(); {
	case !ok:
		r.points = 0.5
	case winner == r.engineAs:
		r.points = 1
	}
	if r.err != nil {
		r.err = fmt.Errorf("%s: %w", name, r.err)
	}
	return r
}

// depthTally sums the depths each engine reached over its moves without a mate score: a search
// that has seen a mate runs on to depths that say nothing of its reach (Fairy-Stockfish's mean at
// 1 s a move rose from 15 to 27 plies so).
type depthTally struct {
	sum, moves [2]int
}

func (t *depthTally) add(who int, res ai.Result) {
	if res.Score.IsMate() {
		return
	}
	t.sum[who] += res.Depth
	t.moves[who]++
}

// means returns each engine's mean depth, 0 for one that never searched without a mate score.
func (t *depthTally) means() (m [2]float64) {
	for i := range m {
		m[i] = float64(t.sum[i]) / math.Max(1, float64(t.moves[i]))
	}
	return m
}

// summary prints the totals, the ways games ended, and the Elo difference.
func (c *config) summary(all []gameResult, w, d, l int) {
	n := w + d + l
	if n == 0 {
		fmt.Println("no games finished")
		return
	}
	reasons := map[string]*[3]int{} // wins, draws, losses of the first engine by ending
	var depth [2]float64
	var plies int
	for _, r := range all {
		k := r.result.Reason.String()
		if reasons[k] == nil {
			reasons[k] = new([3]int)
		}
		reasons[k][2-int(2*r.points)]++
		depth[0] += r.depth[0]
		depth[1] += r.depth[1]
		plies += r.plies
	}
	var keys []string
	for k := range reasons {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		n := reasons[k]
		parts = append(parts, fmt.Sprintf("%s +%d =%d -%d", k, n[0], n[1], n[2]))
	}
	score := (float64(w) + float64(d)/2) / float64(n)
	elo, margin := eloDiff(w, d, l)
	fmt.Printf("\nresult: +%d =%d -%d of %d games, score %.1f%%, Elo %+.0f ± %.0f (95%%)\n", w, d, l, n, 100*score, elo, margin)
	fmt.Printf("endings: %s; mean %.0f plies a game\n", strings.Join(parts, ", "), float64(plies)/float64(len(all)))
	fmt.Printf("mean depth per move (moves without a mate score): engine %.1f, opponent %.1f\n", depth[0]/float64(len(all)), depth[1]/float64(len(all)))
}

// eloDiff returns the Elo difference that the score implies and half the width of its 95%
// confidence interval, from the per-game score's standard error. A score of 0 or 100% has no
// finite Elo; it is clamped to one game's worth from the edge.
func eloDiff(w, d, l int) (elo, margin float64) {
	n := float64(w + d + l)
	s := (float64(w) + float64(d)/2) / n
	v := (float64(w)*(1-s)*(1-s) + float64(d)*(0.5-s)*(0.5-s) + float64(l)*s*s) / n
	se := math.Sqrt(v / n)
	lo, hi := eloOf(s-1.96*se, n), eloOf(s+1.96*se, n)
	return eloOf(s, n), (hi - lo) / 2
}

func eloOf(s, n float64) float64 {
	edge := 0.5 / n
	s = math.Min(math.Max(s, edge), 1-edge)
	return -400 * math.Log10(1/s-1)
}

// sprt is a sequential probability ratio test of the first engine's Elo advantage: H0 "at most
// elo0" against H1 "at least elo1", with error rates of 5% each way. Its log-likelihood ratio is
// the generalised SPRT's normal approximation from the games' mean score and variance (as
// engine-testing frameworks compute it).
type sprt struct {
	elo0, elo1 float64
	verdict    string
}

const sprtAlpha, sprtBeta = 0.05, 0.05

// parseSPRT reads "elo0,elo1".
func parseSPRT(s string) (*sprt, error) {
	a, b, ok := strings.Cut(s, ",")
	e0, err0 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	e1, err1 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	if !ok || err0 != nil || err1 != nil || e1 <= e0 {
		return nil, fmt.Errorf("bad -sprt %q: want \"elo0,elo1\" with elo0 < elo1", s)
	}
	return &sprt{elo0: e0, elo1: e1}, nil
}

func (t *sprt) lower() float64 { return math.Log(sprtBeta / (1 - sprtAlpha)) }
func (t *sprt) upper() float64 { return math.Log((1 - sprtBeta) / sprtAlpha) }

// llr returns the log-likelihood ratio of H1 against H0 after w wins, d draws and l losses.
func (t *sprt) llr(w, d, l int) float64 {
	n := float64(w + d + l)
	if n == 0 {
		return 0
	}
	x := (float64(w) + float64(d)/2) / n
	v := (float64(w)*(1-x)*(1-x) + float64(d)*(0.5-x)*(0.5-x) + float64(l)*x*x) / n
	if v <= 0 {
		return 0 // every game alike: nothing to tell the hypotheses apart yet
	}
	s0, s1 := expectedScore(t.elo0), expectedScore(t.elo1)
	return n * (s1 - s0) * (2*x - s0 - s1) / (2 * v)
}

// decide returns the verdict once the ratio leaves its bounds, else "".
func (t *sprt) decide(w, d, l int) string {
	switch r := t.llr(w, d, l); {
	case r >= t.upper():
		return fmt.Sprintf("H1 accepted: the first engine is at least %g Elo stronger", t.elo1)
	case r <= t.lower():
		return fmt.Sprintf("H0 accepted: the first engine is at most %g Elo stronger", t.elo0)
	}
	return ""
}

// progress is the ratio for a progress line, "" without a test.
func (t *sprt) progress(w, d, l int) string {
	if t == nil {
		return ""
	}
	return fmt.Sprintf(" LLR %.2f [%.2f, %.2f]", t.llr(w, d, l), t.lower(), t.upper())
}

// expectedScore is the score an Elo advantage gives.
func expectedScore(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }
