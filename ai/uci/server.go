package uci

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"janggi/ai"
	"janggi/game"
)

// Server speaks the UCI protocol for one or more engines (Engine), each playing its variants: it reads commands line by line and writes
// answers, searching in a goroutine so that "stop", "isready" and "quit" are answered at once.
// A line it cannot use gets an "info string error: ..." answer; nothing a client sends makes
// it fail.
type Server struct {
	engines []Engine
	eng     Engine // the engine of the variant chosen
	name    string

	outMu sync.Mutex
	out   *bufio.Writer

	variant  string
	pos      Position
	level    int
	multiPV  int
	overhead time.Duration
	maxHash  int // the largest Hash this machine holds for every engine, as advertised

	// The running search, if any: cancel stops it, done is closed once its bestmove is written.
	cancel context.CancelFunc
	done   chan struct{}
}

// NewServer returns a server writing to out; name is what it answers to "uci". It serves eng and
// more, each for its variants (UCI_Variant); eng's first variant is the default.
func NewServer(name string, out io.Writer, eng Engine, more ...Engine) *Server {
	s := &Server{engines: append([]Engine{eng}, more...), eng: eng, name: name, out: bufio.NewWriter(out), level: ai.MaxLevel, multiPV: 1, maxHash: MaxHash(1 + len(more))}
	s.variant = eng.Variants()[0]
	s.pos = s.startPosition()
	return s
}

// MaxHash returns the largest Hash a server of the given number of engines takes: each engine
// has a table of that size, and all of them together get what one engine alone may have
// (ai.MaxHash).
func MaxHash(engines int) int { return max(1, ai.MaxHash()/max(engines, 1)) }

// startPosition returns the start position of the variant chosen.
func (s *Server) startPosition() Position {
	p, err := s.eng.NewPosition(s.variant, "")
	if err != nil {
		panic(fmt.Sprintf("uci: the start position of %s: %v", s.variant, err)) // a variant its engine lists
	}
	return p
}

// maxLine bounds the length of a command line; longer lines are refused (a position with a
// thousand moves is some 6 KB).
const maxLine = 1 << 20

// Run reads commands from in until "quit" or the end of the input, then stops any search and
// waits for it to write its bestmove. It returns only a read error.
func (s *Server) Run(in io.Reader) error {
	r := bufio.NewReaderSize(in, maxLine)
	var err error
	for err == nil {
		var line []byte
		line, err = r.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			for err == bufio.ErrBufferFull {
				_, err = r.ReadSlice('\n')
			}
			s.println(fmt.Sprintf("info string error: line longer than %d bytes ignored", maxLine))
			continue
		}
		if len(line) > 0 && !s.Handle(string(line)) {
			break
		}
	}
	s.stopSearch()
	if err == io.EOF {
		return nil
	}
	return err
}

// Handle executes one command line and reports whether to go on (false after "quit").
func (s *Server) Handle(line string) bool {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return true
	}
	cmd, args := fields[0], fields[1:]
	var err error
	switch cmd {
	case "uci":
		s.identify()
	case "isready":
		s.println("readyok")
	case "ucinewgame":
		s.stopSearch()
		err = s.eng.NewGame()
		s.pos = s.startPosition()
	case "setoption":
		s.stopSearch()
		err = s.setOption(args)
	case "position":
		s.stopSearch()
		err = s.position(args)
	case "go":
		s.stopSearch()
		if err = s.goSearch(args); err != nil {
			// A client waits for the bestmove of every "go": it gets one, saying there is none.
			s.println("info string error: " + err.Error())
			s.println("bestmove (none)")
			err = nil
		}
	case "stop":
		s.stopSearch()
	case "ponderhit":
		err = errors.New("pondering is not supported")
	case "d":
		if s.pos == nil {
			err = errNoPosition
			break
		}
		s.println(strings.TrimRight(s.pos.Diagram(), "\n"))
		s.println("Fen: " + s.pos.FEN())
	case "quit":
		return false
	default:
		err = fmt.Errorf("unknown command %q", cmd)
	}
	if err != nil {
		s.println("info string error: " + err.Error())
	}
	return true
}

// evalFiler is an engine whose evaluation can take a network file (ai.Engine's SetEvalFile).
type evalFiler interface{ SetEvalFile(path string) error }

// evalFiles reports whether any of the server's engines takes an evaluation file (EvalFile).
func (s *Server) evalFiles() bool {
	for _, e := range s.engines {
		if _, ok := e.(evalFiler); ok {
			return true
		}
	}
	return false
}

func (s *Server) identify() {
	s.println("id name " + s.name)
	s.println("id author the janggi authors")
	s.println(fmt.Sprintf("option name Hash type spin default %d min 1 max %d", min(64, s.maxHash), s.maxHash))
	s.println("option name Threads type spin default 1 min 1 max 256")
	s.println(fmt.Sprintf("option name Skill Level type spin default %d min 1 max %d", ai.MaxLevel, ai.MaxLevel))
	s.println("option name MultiPV type spin default 1 min 1 max 64")
	s.println("option name Move Overhead type spin default 0 min 0 max 5000")
	s.println("option name UCI_Variant type combo default " + s.engines[0].Variants()[0] + " var " + strings.Join(allVariants(s.engines), " var "))
	s.println("option name Clear Hash type button")
	if s.evalFiles() {
		s.println("option name EvalFile type string default " + ai.BuiltinEvalFile)
	}
	s.println("uciok")
}

// setOption reads "name <words> [value <words>]".
func (s *Server) setOption(args []string) error {
	if len(args) < 2 || args[0] != "name" {
		return errors.New("setoption: want \"setoption name <name> [value <value>]\"")
	}
	var name, value []string
	inValue := false
	for _, a := range args[1:] {
		switch {
		case a == "value" && !inValue:
			inValue = true
		case inValue:
			value = append(value, a)
		default:
			name = append(name, a)
		}
	}
	n, v := strings.ToLower(strings.Join(name, " ")), strings.Join(value, " ")
	spin := func(lo, hi int) (int, error) {
		x, err := strconv.Atoi(v)
		if err != nil || x < lo || x > hi {
			return 0, fmt.Errorf("setoption %s: value %q is not a number from %d to %d", strings.Join(name, " "), v, lo, hi)
		}
		return x, nil
	}
	switch n {
	case "hash":
		x, err := spin(1, s.maxHash)
		if err != nil {
			return err
		}
		// Every engine gets a table of that size (Twelve Janggi's at its first search): the
		// machine must hold them all.
		if err := ai.CheckHashTotal(len(s.engines), x); err != nil {
			return fmt.Errorf("setoption Hash: %s; the tables stay as they are", strings.TrimPrefix(err.Error(), "ai: "))
		}
		for _, e := range s.engines {
			if err := e.SetHash(x); err != nil {
				return fmt.Errorf("setoption Hash: %s; the table stays at %d MB", strings.TrimPrefix(err.Error(), "ai: "), e.HashSize())
			}
		}
	case "threads":
		x, err := spin(1, 256)
		if err != nil {
			return err
		}
		for _, e := range s.engines {
			if err := e.SetThreads(x); err != nil {
				return err
			}
		}
	case "skill level":
		x, err := spin(1, ai.MaxLevel)
		if err != nil {
			return err
		}
		s.level = x
	case "multipv":
		x, err := spin(1, 64)
		if err != nil {
			return err
		}
		s.multiPV = x
	case "move overhead":
		x, err := spin(0, 5000)
		if err != nil {
			return err
		}
		s.overhead = time.Duration(x) * time.Millisecond
	case "uci_variant":
		key := strings.ToLower(v)
		e := variantOf(s.engines, key)
		if e == nil {
			return unknownVariant(v, s.engines)
		}
		s.eng, s.variant = e, key
		s.pos = s.startPosition()
	case "clear hash":
		return s.eng.NewGame()
	case "evalfile":
		if !s.evalFiles() {
			return errors.New("setoption: unknown option \"EvalFile\"")
		}
		for _, e := range s.engines {
			if ef, ok := e.(evalFiler); ok {
				if err := ef.SetEvalFile(v); err != nil {
					return fmt.Errorf("setoption EvalFile: %s; the evaluation stays as it was", strings.TrimPrefix(err.Error(), "ai: "))
				}
			}
		}
	default:
		return fmt.Errorf("setoption: unknown option %q", strings.Join(name, " "))
	}
	return nil
}

// position reads "startpos|fen <fen> [moves <m>...]". As Fairy-Stockfish does, a refused move
// keeps the position after the legal moves before it. A command refused before any position (a
// bad FEN, a wrong word) leaves none: the old one would be the other side's, or another game's, and
// a "go" would answer for it; the next "go" answers "bestmove (none)" instead, as Fairy-Stockfish's
// does after a FEN it cannot read. Either way the error says which position is kept.
func (s *Server) position(args []string) error {
	s.pos = nil
	const none = "; no position until the next \"position\" (\"go\" answers bestmove (none))"
	if len(args) == 0 {
		return errors.New("position: want \"position startpos|fen <fen> [moves ...]\"" + none)
	}
	var p Position
	rest := args[1:]
	switch args[0] {
	case "startpos":
		p = s.startPosition()
	case "fen":
		i := 0
		for i < len(rest) && rest[i] != "moves" {
			i++
		}
		var err error
		if p, err = s.eng.NewPosition(s.variant, strings.Join(rest[:i], " ")); err != nil {
			return fmt.Errorf("position: %w%s", err, none)
		}
		rest = rest[i:]
	default:
		return fmt.Errorf("position: want startpos or fen, not %q%s", args[0], none)
	}
	if len(rest) > 0 {
		if rest[0] != "moves" {
			return fmt.Errorf("position: unexpected %q (want \"moves\")%s", rest[0], none)
		}
		for i, m := range rest[1:] {
			if err := p.Play(m); err != nil {
				s.pos = p
				if inner := errors.Unwrap(err); inner != nil {
					err = inner // Play's own "move 1:" would count from this move
				}
				kept := "the position before it"
				if i > 0 {
					kept = fmt.Sprintf("the position after move %d", i)
				}
				return fmt.Errorf("position: move %d: %w; %s is kept, as Fairy-Stockfish does", i+1, err, kept)
			}
		}
	}
	s.pos = p
	return nil
}

// maxGoNumber bounds the numbers of "go": 2^40 milliseconds is 35 years, and no product of it
// (a time.Duration, twice a mate distance) overflows, which turned "go mate 4611686018427387904"
// into a search without end and a huge wtime into none at all.
const maxGoNumber = 1 << 40

// goKeys are the words of "go" that take a number, and the ones that stand alone.
var goKeys = map[string]bool{"depth": true, "nodes": true, "movetime": true, "wtime": true, "btime": true, "winc": true,
	"binc": true, "movestogo": true, "byoyomi": true, "mate": true, "infinite": true, "ponder": true, "searchmoves": true}

// parseGo reads the arguments of "go" into search limits; the moves after "searchmoves" (up to
// the next word of "go") are kept as text, for the engine to read in its position.
func parseGo(args []string) (Go, error) {
	var l Go
	for i := 0; i < len(args); i++ {
		key := args[i]
		if key == "infinite" {
			l.Infinite = true
			continue
		}
		if key == "searchmoves" {
			for i+1 < len(args) && !goKeys[args[i+1]] {
				i++
				l.Moves = append(l.Moves, args[i])
			}
			if len(l.Moves) == 0 {
				return l, errors.New("go: searchmoves needs moves")
			}
			continue
		}
		if key == "ponder" {
			return l, errors.New("go: pondering is not supported")
		}
		if i+1 >= len(args) {
			return l, fmt.Errorf("go: %q needs a number", key)
		}
		n, err := strconv.ParseInt(args[i+1], 10, 64)
		if err != nil || n < 0 {
			return l, fmt.Errorf("go: %s %q is not a number of 0 or more", key, args[i+1])
		}
		n = min(n, maxGoNumber)
		i++
		ms := time.Duration(n) * time.Millisecond
		switch key {
		case "depth":
			l.Depth = int(min(n, 1000))
		case "nodes":
			l.Nodes = n
		case "movetime":
			l.MoveTime = ms
		case "wtime":
			l.Time[game.Cho] = ms
		case "btime":
			l.Time[game.Han] = ms
		case "winc":
			l.Inc[game.Cho] = ms
		case "binc":
			l.Inc[game.Han] = ms
		case "movestogo":
			l.MovesToGo = int(min(n, 1000))
		case "byoyomi":
			l.Byoyomi = ms
		case "mate":
			l.Depth = int(min(2*min(n, 1000)+1, 1000))
		default:
			return l, fmt.Errorf("go: unknown limit %q", key)
		}
	}
	return l, nil
}

// errNoPosition answers "go" and "d" after a refused "position".
var errNoPosition = errors.New("no position: the last \"position\" was refused; send another")

// goSearch starts a search of the current position.
func (s *Server) goSearch(args []string) error {
	lim, err := parseGo(args)
	if err != nil {
		return err
	}
	if s.pos == nil {
		return errNoPosition
	}
	// With no depth, nodes, movetime or mate, and not infinite, the clock decides (a limit of 0
	// is no limit, as in Fairy-Stockfish). A side with no time left, or none given (a bare
	// "go"), moves at once, as Fairy-Stockfish does: one ply is searched.
	if !lim.Infinite && lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 &&
		lim.Time[s.pos.SideToMove()] <= 0 && lim.Byoyomi <= 0 {
		lim.Depth = 1
	}
	if res := s.pos.Result(); res.Over() {
		s.println("info string game over: " + res.String())
		s.println("bestmove (none)")
		return nil
	}
	if s.level < ai.MaxLevel {
		lim.Level = s.level
	}
	lim.MultiPV = s.multiPV
	lim.Overhead = s.overhead
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	s.cancel, s.done = cancel, done
	eng, pos := s.eng, s.pos // the search reads pos, which "position" replaces but never changes
	go func() {
		defer close(done)
		best, ponder, err := eng.Search(ctx, pos, lim, s.println)
		if lim.Infinite {
			<-ctx.Done() // UCI: after "go infinite" the bestmove waits for "stop"
		}
		if err != nil {
			s.println("info string error: " + err.Error())
			s.println("bestmove (none)")
			return
		}
		line := "bestmove " + best
		if ponder != "" {
			line += " ponder " + ponder
		}
		s.println(line)
	}()
	return nil
}

// stopSearch stops the running search, if any, and waits for its bestmove.
func (s *Server) stopSearch() {
	if s.cancel == nil {
		return
	}
	s.cancel()
	<-s.done
	s.cancel, s.done = nil, nil
}

func (s *Server) println(line string) {
	s.outMu.Lock()
	defer s.outMu.Unlock()
	s.out.WriteString(line)
	s.out.WriteByte('\n')
	s.out.Flush()
}
