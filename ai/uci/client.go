package uci

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"janggi/ai"
	"janggi/game"
)

// Client drives an external UCI engine, such as Fairy-Stockfish, as a process: the game can offer
// it as an opponent and the match tool plays against it. Its BestMove has the same form as
// ai.Engine's, so either can stand behind one interface. A Client serves one search at a time.
type Client struct {
	Name string // the engine's "id name"

	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan string // the engine's output, closed when it exits

	mu      sync.Mutex
	busy    bool
	variant string // the UCI_Variant last set
	level   int    // the level last set with Skill Level, 0 when never set
}

// replyTimeout bounds the wait for an answer that needs no thinking (uciok, readyok), and for the
// bestmove after a stop: it tells a hung engine from a slow one. A slow one can be very slow: on
// two cores at load 20, Fairy-Stockfish's readyok after choosing a variant took over 10 s, and a
// bench run failed for it.
const replyTimeout = 30 * time.Second

// Start runs the engine at path with args and does the UCI handshake.
func Start(path string, args ...string) (*Client, error) {
	cmd := exec.Command(path, args...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("uci: starting %s: %w", path, err)
	}
	c := &Client{cmd: cmd, stdin: stdin, lines: make(chan string, 256)}
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
		close(c.lines)
	}()
	if err := c.send("uci"); err != nil {
		c.kill()
		return nil, err
	}
	err = c.waitFor(context.Background(), "uciok", func(line string) {
		if name, ok := strings.CutPrefix(line, "id name "); ok {
			c.Name = name
		}
	})
	if err != nil {
		c.kill()
		return nil, fmt.Errorf("uci: %s: %w", path, err)
	}
	return c, nil
}

func (c *Client) send(line string) error {
	if _, err := io.WriteString(c.stdin, line+"\n"); err != nil {
		return fmt.Errorf("uci: writing %q to the engine: %w", line, err)
	}
	return nil
}

// waitFor reads lines until one starts with prefix, passing the others to seen (if not nil). It
// gives up after replyTimeout, or when ctx is done.
func (c *Client) waitFor(ctx context.Context, prefix string, seen func(string)) error {
	timer := time.NewTimer(replyTimeout)
	defer timer.Stop()
	for {
		select {
		case line, ok := <-c.lines:
			if !ok {
				return fmt.Errorf("the engine exited before %q", prefix)
			}
			if strings.HasPrefix(line, prefix) {
				return nil
			}
			if seen != nil {
				seen(line)
			}
		case <-timer.C:
			return fmt.Errorf("no %q from the engine within %v", prefix, replyTimeout)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// sync waits until the engine has done everything sent before.
func (c *Client) sync() error {
	if err := c.send("isready"); err != nil {
		return err
	}
	return c.waitFor(context.Background(), "readyok", nil)
}

func (c *Client) acquire() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.busy {
		return ai.ErrBusy
	}
	c.busy = true
	return nil
}

func (c *Client) release() {
	c.mu.Lock()
	c.busy = false
	c.mu.Unlock()
}

// SetOption sets an engine option and waits until the engine has taken it. An engine that answers
// with an error (ours: "info string error: ...", Fairy-Stockfish: "No such option: ...") makes it
// an error, so that a mistyped option or a file the engine cannot read does not pass unseen. (The
// options the client sets itself, UCI_Variant and Skill Level, are sent as before: a level's Skill
// Level is Fairy-Stockfish's scale, which another engine may not take.)
func (c *Client) SetOption(name, value string) error {
	if err := c.acquire(); err != nil {
		return err
	}
	defer c.release()
	return c.setOption(name, value, true)
}

// setOption sends the option and waits for the engine; strict, an answer of an error is one.
func (c *Client) setOption(name, value string, strict bool) error {
	if strings.ContainsAny(name+value, "\r\n") {
		return fmt.Errorf("uci: option %q holds a line break", name)
	}
	if err := c.send("setoption name " + name + " value " + value); err != nil {
		return err
	}
	if strings.EqualFold(name, "UCI_Variant") {
		c.variant = value
	}
	if !strict {
		return c.sync()
	}
	if err := c.send("isready"); err != nil {
		return err
	}
	var refused string
	err := c.waitFor(context.Background(), "readyok", func(line string) {
		if refused == "" && (strings.HasPrefix(line, "info string error") || strings.HasPrefix(line, "No such option")) {
			refused = line
		}
	})
	if err != nil {
		return err
	}
	if refused != "" {
		return fmt.Errorf("uci: setoption %s: the engine answered %q", name, refused)
	}
	return nil
}

// NewGame tells the engine that the next position belongs to a new game.
func (c *Client) NewGame() error {
	if err := c.acquire(); err != nil {
		return err
	}
	defer c.release()
	if err := c.send("ucinewgame"); err != nil {
		return err
	}
	return c.sync()
}

// Search asks the engine for its move in pos within the limits (Level and MultiPV are ignored:
// set the engine's own options). info, if not nil, receives the engine's info lines that carry a
// depth. When ctx is done the engine is told to stop and its answer is returned. The rules must
// have a Fairy-Stockfish name (Rules.Oracle), which is sent as UCI_Variant.
func (c *Client) Search(ctx context.Context, pos *game.Position, lim ai.Limits, info func(ai.Info)) (ai.Result, error) {
	if err := c.acquire(); err != nil {
		return ai.Result{}, err
	}
	defer c.release()
	return c.search(ctx, pos, lim, info)
}

func (c *Client) search(ctx context.Context, pos *game.Position, lim ai.Limits, info func(ai.Info)) (ai.Result, error) {
	variant := pos.Rules().Oracle
	if variant == "" {
		return ai.Result{}, fmt.Errorf("uci: the %s rules have no UCI_Variant name", pos.Rules().Name)
	}
	if res := pos.Result(); res.Over() {
		return ai.Result{}, fmt.Errorf("uci: the game is over: %v", res)
	}
	if variant != c.variant {
		if err := c.setOption("UCI_Variant", variant, false); err != nil {
			return ai.Result{}, err
		}
		c.variant = variant
	}
	moves := make([]string, len(pos.Moves()))
	for k, m := range pos.Moves() {
		moves[k] = m.String()
	}
	var res ai.Result
	start := time.Now()
	best, err := c.think(ctx, pos.StartFEN(), moves, lim, func(f []string) {
		if i, ok := ParseInfo(f, pos); ok {
			res.Depth, res.Score, res.Nodes, res.PV = i.Depth, i.Score, i.Nodes, i.PV
			if info != nil {
				info(i)
			}
		}
	})
	res.Time = time.Since(start)
	if err != nil {
		return res, err
	}
	m, err := pos.ParseMove(best[1])
	if err != nil {
		return res, fmt.Errorf("uci: %s played %q: %w", c.Name, best[1], err)
	}
	res.Move = m
	if len(best) >= 4 && best[2] == "ponder" {
		q := pos.Clone()
		q.Make(m)
		res.Ponder, _ = q.ParseMove(best[3])
	}
	return res, nil
}

// Go asks the engine for its move in the position reached by moves (in UCI form) from fen, in
// the variant last set with SetOption("UCI_Variant", ...), within lim (Level, MultiPV and
// SearchMoves ignored), and returns the move as the engine writes it. It serves the games package
// game does not hold, such as Dobutsu for twelvelab; when ctx is done the engine is told to stop
// and its answer is returned.
func (c *Client) Go(ctx context.Context, fen string, moves []string, lim ai.Limits) (string, error) {
	if err := c.acquire(); err != nil {
		return "", err
	}
	defer c.release()
	best, err := c.think(ctx, fen, moves, lim, nil)
	if err != nil {
		return "", err
	}
	return best[1], nil
}

// think sends the position (fen, then moves) and the go command of lim, passes the fields of each
// info line after "info" to info (if not nil), and returns the fields of the bestmove line, which
// has a move. When ctx is done the engine is told to stop, and killed if it does not answer
// within replyTimeout.
func (c *Client) think(ctx context.Context, fen string, moves []string, lim ai.Limits, info func([]string)) ([]string, error) {
	position := "position fen " + fen
	if len(moves) > 0 {
		position += " moves " + strings.Join(moves, " ")
	}
	if strings.ContainsAny(position, "\r\n") {
		return nil, errors.New("uci: a position holds a line break")
	}
	if err := c.send(position); err != nil {
		return nil, err
	}
	if err := c.send(goCommand(lim)); err != nil {
		return nil, err
	}
	stopped := false
	var timeout <-chan time.Time
	for {
		select {
		case <-ctx.Done():
			if !stopped {
				stopped = true
				if err := c.send("stop"); err != nil {
					return nil, err
				}
				t := time.NewTimer(replyTimeout)
				defer t.Stop()
				timeout = t.C
			}
			ctx = context.Background() // the stop is sent; now wait for the answer
			continue
		case <-timeout:
			c.kill()
			return nil, fmt.Errorf("uci: %s gave no bestmove within %v of stop; killed", c.Name, replyTimeout)
		case line, ok := <-c.lines:
			if !ok {
				return nil, fmt.Errorf("uci: %s exited during a search", c.Name)
			}
			f := strings.Fields(line)
			if len(f) == 0 {
				continue
			}
			switch f[0] {
			case "info":
				if info != nil {
					info(f[1:])
				}
			case "bestmove":
				if len(f) < 2 {
					return nil, fmt.Errorf("uci: %s sent %q", c.Name, line)
				}
				return f, nil
			}
		}
	}
}

// goCommand writes the limits as a UCI go command.
func goCommand(l ai.Limits) string {
	var b strings.Builder
	b.WriteString("go")
	ms := func(d time.Duration) int64 { return d.Milliseconds() }
	if l.Infinite {
		b.WriteString(" infinite")
	}
	if l.Depth > 0 {
		fmt.Fprintf(&b, " depth %d", l.Depth)
	}
	if l.Nodes > 0 {
		fmt.Fprintf(&b, " nodes %d", l.Nodes)
	}
	if l.MoveTime > 0 {
		fmt.Fprintf(&b, " movetime %d", ms(l.MoveTime))
	}
	if l.Time[game.Cho] > 0 || l.Time[game.Han] > 0 || l.Byoyomi > 0 {
		fmt.Fprintf(&b, " wtime %d btime %d", ms(l.Time[game.Cho]), ms(l.Time[game.Han]))
		if l.Inc[game.Cho] > 0 || l.Inc[game.Han] > 0 {
			fmt.Fprintf(&b, " winc %d binc %d", ms(l.Inc[game.Cho]), ms(l.Inc[game.Han]))
		}
		if l.MovesToGo > 0 {
			fmt.Fprintf(&b, " movestogo %d", l.MovesToGo)
		}
		if l.Byoyomi > 0 {
			fmt.Fprintf(&b, " byoyomi %d", ms(l.Byoyomi))
		}
	}
	if b.Len() == 2 {
		b.WriteString(" infinite")
	}
	return b.String()
}

// ParseInfo reads the fields after "info" of an engine's report, keeping the moves of the pv that
// are legal from pos. It reports false for lines without a depth (such as "info string").
func ParseInfo(f []string, pos *game.Position) (ai.Info, bool) {
	var i ai.Info
	hasDepth := false
	num := func(k int) int64 {
		if k < len(f) {
			n, _ := strconv.ParseInt(f[k], 10, 64)
			return n
		}
		return 0
	}
	for k := 0; k < len(f); k++ {
		switch f[k] {
		case "string":
			return i, false
		case "depth":
			i.Depth, hasDepth = int(num(k+1)), true
			k++
		case "seldepth":
			i.SelDepth = int(num(k + 1))
			k++
		case "multipv":
			i.MultiPV = int(num(k + 1))
			k++
		case "nodes":
			i.Nodes = num(k + 1)
			k++
		case "time":
			i.Time = time.Duration(num(k+1)) * time.Millisecond
			k++
		case "hashfull":
			i.Hashfull = int(num(k + 1))
			k++
		case "score":
			if k+2 < len(f) {
				n := num(k + 2)
				switch f[k+1] {
				case "cp":
					i.Score = ai.Score(n)
				case "mate":
					i.Score = ai.MateScore(int(n))
				}
				k += 2
			}
		case "pv":
			q := pos.Clone()
			for _, t := range f[k+1:] {
				m, err := q.ParseMove(t)
				if err != nil {
					break
				}
				i.PV = append(i.PV, m)
				q.Make(m)
			}
			k = len(f)
		}
	}
	if i.MultiPV == 0 {
		i.MultiPV = 1
	}
	return i, hasDepth
}

// Close asks the engine to quit and waits for it, killing it if it does not exit in time.
func (c *Client) Close() error {
	c.send("quit")
	c.stdin.Close()
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case err := <-done:
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return nil // an engine may exit with any status after quit
		}
		return err
	case <-time.After(replyTimeout):
		c.cmd.Process.Kill()
		return <-done
	}
}

func (c *Client) kill() {
	c.cmd.Process.Kill()
	c.cmd.Wait()
}

// BestMove plays like ai.Engine.BestMove, so that the game can offer the external engine as an
// opponent: the level (1..ai.MaxLevel) sets the engine's "Skill Level" option (SkillLevel) and the
// engine thinks for the level's time (ai.LevelTime).
func (c *Client) BestMove(ctx context.Context, pos *game.Position, level int, progress func(depth, score int, pv []game.Move)) (game.Move, error) {
	if level < 1 || level > ai.MaxLevel {
		return game.NoMove, fmt.Errorf("uci: level %d is outside 1..%d", level, ai.MaxLevel)
	}
	if err := c.acquire(); err != nil {
		return game.NoMove, err
	}
	defer c.release()
	if level != c.level {
		if err := c.setOption("Skill Level", strconv.Itoa(SkillLevel(level)), false); err != nil {
			return game.NoMove, err
		}
		c.level = level
	}
	var info func(ai.Info)
	if progress != nil {
		info = func(i ai.Info) {
			if i.MultiPV == 1 {
				progress(i.Depth, int(i.Score), i.PV)
			}
		}
	}
	res, err := c.search(ctx, pos, ai.Limits{MoveTime: ai.LevelTime(level)}, info)
	return res.Move, err
}

// SkillLevel maps one of our levels (1..ai.MaxLevel) onto the Fairy-Stockfish Skill Level
// (-20..20) that plays about as well: each is the Skill Level against which the level scores
// nearest 50% in tools/match -calibrate rounds (docs/ai.md, Levels; every round is a row of
// docs/results.tsv, what = levels). When the engine's strength changes, calibrate again and move
// the numbers. The full-strength levels meet its full strength.
func SkillLevel(level int) int {
	skill := [ai.MaxLevel]int{-1, 1, 4, 5, 7, 7, 12, 20, 20, 20}
	return skill[max(1, min(level, ai.MaxLevel))-1]
}
