package record

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"janggi/game"
	"janggi/game/kind"
)

// Reading a .gib file is two passes, each linear in the file: the scanner cuts the text into
// games, headers and move tokens (comments kept with the move before them; per-move times and
// stray bytes dropped on the way),
// then each game's moves are replayed on the rules (see gibGame.record).

// gibHeaderLine matches `[key "value"]`, with or without the quotes.
var gibHeaderLine = regexp.MustCompile(`^\[\s*([^\s"\]]+)\s*(?:"(.*)"|([^"\]]*))\s*\]`)

// gibHeaderOpen matches a header whose closing bracket is missing: `[key "value"`.
var gibHeaderOpen = regexp.MustCompile(`^\[\s*([^\s"\]]+)\s*"([^"]*)"?\s*$`)

// maxHeaders bounds the headers of one game (real records have a dozen): the rest are ignored,
// with a warning, so that a file of nothing but headers costs no more than its moves would.
const maxHeaders = 1000

// gibGame is one game of a .gib file while it is being read.
type gibGame struct {
	line     int // first line
	headers  []Tag
	hlines   []int // the line of each header
	moves    []gibMove
	result   string // a result written after the moves, e.g. "초 완승"
	rline    int
	stop     *ReadError // text where a move should be, with moves after it: the game stops there
	junk     string     // text after the last move that is no move and no result
	jline    int
	warnings []string
	tooMany  bool        // more moves than MaxMoves: the rest were not kept
	points   pointSystem // how the digit points are numbered (a 기보형식 header says)
	// comments are the comments in braces after the moves, by the index of the move they follow
	// (kept apart from the moves, so that a long game without any costs nothing more).
	comments map[int][]string
}

func (g *gibGame) warnf(format string, args ...any) {
	g.warnings = append(g.warnings, fmt.Sprintf(format, args...))
}

// gibScanner cuts a .gib text into games.
type gibScanner struct {
	games     []*gibGame
	cur       *gibGame
	lineNo    int
	inComment bool
	comment   strings.Builder // the text of a comment that spans lines, so far
	number    int             // the move number written before the next move
	err       *ReadError      // a fault of the whole file (too many games)
}

// splitGIB cuts the text into games: a header after moves starts the next game. Comments in
// braces, which may span lines, and per-move times in angle brackets (<12>) are dropped.
func splitGIB(text string) ([]*gibGame, *ReadError) {
	if strings.IndexByte(text, '\r') >= 0 {
		text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	}
	s := &gibScanner{}
	for len(text) > 0 && s.err == nil {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		s.lineNo++
		s.scanLine(line)
	}
	for _, g := range s.games {
		g.finish()
	}
	return s.games, s.err
}

// finish turns what the scanner left pending into warnings.
func (g *gibGame) finish() {
	if g.junk != "" && g.stop == nil && len(g.moves) == 0 {
		// Text where the moves should be, and no move at all: not a game this reader can read.
		g.stop = &ReadError{Line: g.jline, Move: 1, Text: g.junk, Problem: ProblemNotAMove, Err: errNotAMove}
		return
	}
	if g.junk != "" && g.stop == nil {
		g.warnf("line %d: %q after the last move is no move and no result: ignored", g.jline, clip(g.junk))
	}
}

// isSep reports whether the rune at line[i] separates tokens, and its length: white space, NUL,
// the DOS end-of-file mark 0x1A and the byte order mark.
func isSep(line string, i int) (bool, int) {
	c := line[i]
	if c < utf8.RuneSelf {
		return c == ' ' || c == '\t' || c == 0 || c == 0x1A || c == '\v' || c == '\f', 1
	}
	r, n := utf8.DecodeRuneInString(line[i:])
	return unicode.IsSpace(r) || r == '\uFEFF', n
}

// trimSep trims separators from both ends of s.
func trimSep(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == 0 || r == 0x1A || r == '\uFEFF' })
}

func (s *gibScanner) scanLine(line string) {
	if s.inComment {
		k := strings.IndexByte(line, '}')
		if k < 0 {
			s.addComment(line, false)
			return
		}
		s.addComment(line[:k], true)
		s.inComment = false
		line = line[k+1:]
	} else if t := trimSep(line); strings.HasPrefix(t, "[") {
		// A header is read whole: braces in its value are text, not a comment.
		s.header(t)
		return
	}
	s.scanMoves(line)
}

// newGame starts the next game at the current line.
func (s *gibScanner) newGame() bool {
	if len(s.games) == MaxGames {
		s.err = readErrorf(ProblemLimit, s.lineNo, "the file holds more than %d games, the most a record file may hold; the first %d are read", MaxGames, MaxGames)
		return false
	}
	s.cur = &gibGame{line: s.lineNo}
	s.games = append(s.games, s.cur)
	s.number = 0
	return true
}

func (s *gibScanner) header(t string) {
	m := gibHeaderLine.FindStringSubmatch(t)
	open := false
	if m == nil {
		if m = gibHeaderOpen.FindStringSubmatch(t); m == nil {
			if s.cur == nil && !s.newGame() {
				return
			}
			s.cur.warnf("line %d: %q is not a header (want [name \"value\"]): ignored", s.lineNo, clip(t))
			return
		}
		open = true
	}
	if s.cur == nil || len(s.cur.moves) > 0 || s.cur.result != "" || s.cur.stop != nil || s.cur.junk != "" {
		if !s.newGame() {
			return
		}
	}
	if len(s.cur.headers) == maxHeaders {
		s.cur.warnf("line %d: more than %d headers: the rest of them are ignored", s.lineNo, maxHeaders)
	}
	if len(s.cur.headers) >= maxHeaders {
		return
	}
	value := m[2]
	if !open && m[3] != "" {
		value = m[3]
	}
	if open {
		s.cur.warnf("line %d: the header %s has no closing bracket", s.lineNo, m[1])
	} else if rest := trimSep(t[len(m[0]):]); rest != "" {
		s.cur.warnf("line %d: %q after the header %s: ignored", s.lineNo, clip(rest), m[1])
	}
	s.cur.headers = append(s.cur.headers, Tag{m[1], strings.TrimSpace(value)})
	if m[1] == gibFormat && strings.TrimSpace(value) == gibOldFormat {
		s.cur.points = oldPoints
	}
	s.cur.hlines = append(s.cur.hlines, s.lineNo)
}

// scanMoves reads the tokens of one line of move text.
func (s *gibScanner) scanMoves(line string) {
	for i := 0; i < len(line); {
		if sep, n := isSep(line, i); sep {
			i += n
			continue
		}
		switch line[i] {
		case '{':
			k := strings.IndexByte(line[i+1:], '}')
			if k < 0 {
				s.inComment = true
				s.comment.Reset()
				s.addComment(line[i+1:], false)
				return
			}
			s.comment.Reset()
			s.addComment(line[i+1:i+1+k], true)
			i += k + 2
			continue
		case '<':
			if k := strings.IndexByte(line[i:], '>'); k > 0 {
				i += k + 1 // a per-move time such as <12>, or a marker such as <0>
				continue
			}
		}
		j := i
		for j < len(line) {
			if sep, _ := isSep(line, j); sep || line[j] == '{' || (line[j] == '<' && strings.IndexByte(line[j:], '>') > 0) {
				break
			}
			_, n := utf8.DecodeRuneInString(line[j:])
			j += n
		}
		if done := s.token(line[i:j], line, i); done {
			return
		}
		i = j
	}
}

// addComment adds a piece of comment text; at its end, the whole comment goes to the move
// before it (a comment before the first move, or after the result, is dropped). Its text is
// kept only up to a bound, so that an unclosed brace cannot hold a whole file.
func (s *gibScanner) addComment(text string, end bool) {
	if s.comment.Len() < maxCommentBytes {
		if s.comment.Len() > 0 {
			s.comment.WriteByte(' ')
		}
		s.comment.WriteString(text)
	}
	if !end {
		return
	}
	g := s.cur
	if g != nil && len(g.moves) > 0 && g.stop == nil && g.result == "" && g.junk == "" && !g.tooMany {
		if c := strings.Join(strings.Fields(s.comment.String()), " "); c != "" {
			if g.comments == nil {
				g.comments = map[int][]string{}
			}
			g.comments[len(g.moves)-1] = append(g.comments[len(g.moves)-1], c)
		}
	}
	s.comment.Reset()
}

// maxCommentBytes bounds the text kept of one comment.
const maxCommentBytes = 4096

// looksLikeMove reports whether a token is meant as a move: it starts with a point or a digit,
// or it is a pass.
func looksLikeMove(tok string) bool {
	if tok == "" {
		return false
	}
	return isDigit(tok[0]) || startsPoint(tok) || gibPass[strings.ToLower(trimAnnotations(tok))]
}

// token handles one token of move text; it reports true when the rest of the line is used up.
func (s *gibScanner) token(tok, line string, at int) bool {
	if s.cur == nil && !s.newGame() {
		return true
	}
	g := s.cur
	// A move number, "12." or "12...", alone or glued to its move.
	if k := moveNumberLen(tok); k > 0 {
		s.number, _ = strconv.Atoi(strings.TrimRight(tok[:k], "."))
		if tok = tok[k:]; tok == "" {
			return false
		}
	}
	if isAnnotation(tok) {
		return false
	}
	moveLike := looksLikeMove(tok)
	if g.stop != nil || g.tooMany {
		return true
	}
	if g.result != "" || g.junk != "" {
		if moveLike && g.junk != "" {
			// Moves after text that is no move: the game stops at that text.
			g.stop = &ReadError{Line: g.jline, Move: len(g.moves) + 1, Text: g.junk, Problem: ProblemNotAMove, Err: errNotAMove}
			return true
		}
		if g.junk == "" {
			g.junk, g.jline = tok, s.lineNo
		}
		return false
	}
	if moveLike {
		mv, err := parseGIBMoveIn(tok, g.points)
		n := s.number
		if n == 0 {
			n = len(g.moves) + 1
		}
		if k := longNumberLen(tok); k > 0 {
			// Read as a move it gave "... is not a captured piece's name" or "is not a point".
			err = fmt.Errorf("move number %s has %d digits: no game is that long (at most %d moves)", clip(tok[:k]), k, MaxMoves)
		}
		if err != nil {
			g.stop = &ReadError{Line: s.lineNo, Move: n, Text: tok, Problem: ProblemNotAMove, Err: err}
			return true
		}
		if len(g.moves) == MaxMoves {
			g.tooMany = true
			g.stop = &ReadError{Line: s.lineNo, Move: n, Text: tok, Problem: ProblemLimit,
				Err: fmt.Errorf("a game holds at most %d moves; the first %d are read", MaxMoves, MaxMoves)}
			return true
		}
		mv.number, mv.line = n, s.lineNo
		s.number = 0
		g.moves = append(g.moves, mv)
		return false
	}
	// Not a move: the result ("초 완승"), read from here to the end of the line.
	rest := line[at:]
	if k := strings.IndexByte(rest, '{'); k >= 0 {
		rest = rest[:k]
	}
	rest = trimSep(rest)
	if _, ok := parseEnding(rest); ok {
		g.result, g.rline = rest, s.lineNo
		return true
	}
	if len(g.moves) == 0 && strings.IndexFunc(line, func(r rune) bool { return r >= '0' && r <= '9' }) < 0 {
		// A line of prose between the headers and the moves (a source, a title).
		g.warnf("line %d: %q before the moves is no move: ignored", s.lineNo, clip(trimSep(line)))
		return true
	}
	g.junk, g.jline = tok, s.lineNo
	return false
}

// longNumberLen returns the number of digits of a move number too long to be one ("12345678."),
// or 0: moveNumberLen takes up to 7 digits, more than any game's moves.
func longNumberLen(tok string) int {
	k := 0
	for k < len(tok) && isDigit(tok[k]) {
		k++
	}
	if k > 7 && k < len(tok) && tok[k] == '.' {
		return k
	}
	return 0
}

// moveNumberLen returns the length of a move number ("12." or "12...") at the start of tok, or 0.
func moveNumberLen(tok string) int {
	k := 0
	for k < len(tok) && isDigit(tok[k]) {
		k++
	}
	if k == 0 || k == len(tok) || tok[k] != '.' || k > 7 {
		return 0
	}
	for k < len(tok) && tok[k] == '.' {
		k++
	}
	return k
}

// The header names of the .gib format.
const (
	gibEvent     = "대회명"
	gibRound     = "회전"
	gibDate      = "대국일자"
	gibSite      = "대국장소"
	gibCho       = "초대국자"
	gibHan       = "한대국자"
	gibChoSetup  = "초차림"
	gibHanSetup  = "한차림"
	gibChoSetup2 = "초포진" // some programs' name for 초차림
	gibHanSetup2 = "한포진"
	gibTime      = "제한시간"
	gibCount     = "총수"
	gibResult    = "대국결과"
	gibRules     = "규칙"   // this program's: the preset, when it is not the standard one
	gibFEN       = "FEN"  // this program's: the exact start position when it is not a setup
	gibBoard     = "판"    // the start board of a handicap or composed game
	gibFormat    = "기보형식" // the point system; "구좌표" names the old one (see oldPoints)
	gibOldFormat = "구좌표"
	gibUnknown   = "미상"
)

// gibSetupAliases are the setups' traditional names that some records use instead of 마상상마 etc.
var gibSetupAliases = map[string]game.Setup{"양귀마": game.HEEH, "원앙마": game.EHHE, "귀마": game.HEEH,
	"안상": game.HEEH, "바깥상": game.EHHE}

// parseGIBSetup reads a setup header's value: 마상상마, HEEH, a traditional name, or hanja (馬象象馬).
func parseGIBSetup(v string) (game.Setup, bool) {
	if s, err := game.ParseSetup(v); err == nil {
		return s, true
	}
	if s, ok := gibSetupAliases[v]; ok {
		return s, true
	}
	h := setupNameCleaner.Replace(v)
	if s, err := game.ParseSetup(h); err == nil {
		return s, true
	}
	return game.HEEH, false
}

// gibStart is a start position a game may have been played from.
type gibStart struct {
	fen      string
	setups   [2]game.Setup
	inferred [2]bool // the setup was not in the headers: the moves chose it
}

// gibAttempt is one replay of a game's moves from one start, under one preset, with one reading
// of letter points.
type gibAttempt struct {
	rules   *game.Rules
	start   gibStart
	mode    pointMode
	moves   []string
	rep     *replay
	failAt  int   // the index of the move that failed, or -1
	err     error // why it failed
	swapped bool  // a side mark named the other side
}

func (a *gibAttempt) complete() bool { return a.failAt < 0 }
func (a *gibAttempt) clean() bool    { return a.failAt < 0 && !a.rep.playedOn() }

// attempt replays the moves from a start.
func attemptGIB(rules *game.Rules, start gibStart, mode pointMode, moves []gibMove) *gibAttempt {
	a := &gibAttempt{rules: rules, start: start, mode: mode, failAt: -1}
	rep, err := newReplay(rules, start.fen, true)
	if err != nil {
		a.failAt, a.err = 0, err
		return a
	}
	a.rep = rep
	a.moves = make([]string, 0, len(moves))
	for i, mv := range moves {
		m, swapped, err := mv.resolve(rep.p, mode)
		if err == nil {
			err = rep.play(m)
		}
		if err != nil {
			a.failAt, a.err = i, err
			return a
		}
		a.swapped = a.swapped || swapped
		a.moves = append(a.moves, uciString(m))
	}
	return a
}

// gibPresetFallbacks are the presets tried, in order, when the one asked for cannot read a
// record's moves: casual (no bikjang: sites that let the generals face) and modern (Kakao's: a
// fourth repetition, 200 quiet plies).
var gibPresetFallbacks = []string{"casual", "modern"}

// gibHeaders is what a game's headers say that its moves are read with: the setups, the move
// count, the result, the start position (FEN or board), and the rules (explicit when a header named
// them), each with its header's line.
type gibHeaders struct {
	setups                                    [2]*game.Setup
	count, resultText, fen, board             string
	countLine, resultLine, fenLine, boardLine int
	rules                                     *game.Rules
	explicit                                  bool
}

// record turns a game read from the file into a Record, replaying its moves. It returns the
// record (with every move it could read) and, when it could not read them all, why.
func (g *gibGame) record(asked *game.Rules) (*Record, *ReadError) {
	if asked == nil {
		asked = game.Standard()
	}
	rec := &Record{Game: kind.Janggi}
	rec.Warnings = append(rec.Warnings, g.warnings...)
	h := g.readHeaders(rec, asked)
	starts, herr := g.starts(h.rules, h.setups, h.fen, h.fenLine, h.board, h.boardLine, rec)
	if herr != nil {
		return nil, herr
	}
	chosen, askedBest := g.choose(h, starts)
	if chosen.rep == nil {
		return nil, &ReadError{Line: max(h.fenLine, h.boardLine), Problem: ProblemHeader, Err: chosen.err}
	}
	rec.Rules, rec.StartFEN, rec.Moves = chosen.rules, chosen.start.fen, chosen.moves
	rec.oldFilesRight = chosen.mode == rightFiles
	g.addComments(rec)
	g.warnChoice(rec, chosen, askedBest, h.rules)

	var stop *ReadError
	if !chosen.complete() {
		mv := g.moves[chosen.failAt]
		stop = &ReadError{Line: mv.line, Move: mv.number, Text: mv.text, Problem: moveProblem, Err: chosen.err}
	} else if g.stop != nil {
		stop = g.stop
	}
	g.readResult(rec, h)
	truncated := stop != nil
	if h.count != "" {
		// A result written after the moves closes them: then the count is only wrong.
		short := rec.checkCount(h.count, h.countLine, g.moves[:len(chosen.moves)], g.result == "")
		truncated = truncated || short
	}
	rec.CutShort = truncated
	rec.settle(chosen.rep.position(), truncated)
	sortWarnings(rec.Warnings)
	rec.Stopped = stop
	return rec, stop
}

// readHeaders reads the game's headers into rec (the players, the event, the tags kept) and
// returns what the moves are read with; rules are asked's unless a header names a Janggi preset.
func (g *gibGame) readHeaders(rec *Record, asked *game.Rules) gibHeaders {
	h := gibHeaders{rules: asked}
	for i, hd := range g.headers {
		line := g.hlines[i]
		if hd.Value == gibUnknown {
			hd.Value = "" // Korean programs write 미상 ("unknown") in every header they have nothing for
		}
		switch hd.Name {
		case gibEvent:
			rec.Event = hd.Value
		case gibRound:
			rec.Round = hd.Value
		case gibDate:
			rec.Date = pgnDateOf(hd.Value)
		case gibSite:
			rec.Site = hd.Value
		case gibCho:
			rec.Cho = hd.Value
		case gibHan:
			rec.Han = hd.Value
		case gibTime:
			rec.TimeControl = hd.Value
		case gibCount:
			h.count, h.countLine = hd.Value, line
		case gibResult:
			h.resultText, h.resultLine = hd.Value, line
			if hd.Value == "" {
				h.resultText = gibUnknown
			}
		case gibFEN:
			h.fen, h.fenLine = hd.Value, line
		case gibBoard:
			h.board, h.boardLine = hd.Value, line
			if hd.Value != "" {
				rec.Tags = append(rec.Tags, hd) // kept: other programs read it
			}
		case gibChoSetup, gibHanSetup, gibChoSetup2, gibHanSetup2:
			c := game.Cho
			if strings.HasPrefix(hd.Name, "한") {
				c = game.Han
			}
			if hd.Value == "" {
				continue
			}
			s, ok := parseGIBSetup(hd.Value)
			if !ok {
				rec.warnf("line %d: %s %q names no setup (want 마상상마, 상마마상, 마상마상 or 상마상마); the moves decide", line, hd.Name, clip(hd.Value))
				continue
			}
			h.setups[c] = &s
		case gibRules:
			r, err := game.Preset(hd.Value)
			if err != nil || r.Game != kind.Janggi {
				rec.warnf("line %d: %s %q is not a Janggi preset (known: %s); the moves decide", line, hd.Name, clip(hd.Value), strings.Join(game.PresetNames(kind.Janggi), ", "))
				continue
			}
			h.rules, h.explicit = r, true
		default:
			rec.Tags = append(rec.Tags, hd)
		}
	}
	return h
}

// choose reads the moves from each start under each preset tried (the one asked for, then the
// fallbacks unless a header named it) and each way of counting the points, and returns the
// reading kept: the first clean one, else one that reads every move (the asked preset's if it
// does), else the one that read furthest; askedBest is the asked preset's best, which says why
// another preset was needed.
func (g *gibGame) choose(h gibHeaders, starts []gibStart) (chosen, askedBest *gibAttempt) {
	modes := []pointMode{gridRows}
	if g.points == oldPoints {
		modes = append(modes, rightFiles)
	}
	for _, mv := range g.moves {
		if mv.letters {
			modes = append(modes, rankRows)
			break
		}
	}
	presets := []*game.Rules{h.rules}
	if !h.explicit {
		for _, name := range gibPresetFallbacks {
			if name != h.rules.Name {
				presets = append(presets, game.MustPreset(name))
			}
		}
	}
	var full, best *gibAttempt
search:
	for _, r := range presets {
		for _, st := range starts {
			for _, mode := range modes {
				a := attemptGIB(r, st, mode, g.moves)
				if r == h.rules && (askedBest == nil || better(a, askedBest)) {
					askedBest = a
				}
				if a.clean() {
					chosen = a
					break search
				}
				if best == nil || a.failAt > best.failAt && best.failAt >= 0 {
					best = a
				}
				if a.complete() {
					// Every move reads from this start: another start would read them no
					// better, and only another preset may end the game no sooner.
					if full == nil {
						full = a
					}
					starts, modes = []gibStart{st}, []pointMode{mode}
					continue search
				}
			}
		}
	}
	switch {
	case chosen != nil:
	case full != nil && askedBest.complete():
		chosen = askedBest
	case full != nil:
		chosen = full
	default:
		chosen = best
	}
	return chosen, askedBest
}

// addComments adds the comments after rec's moves to them as notes: the move qualities they
// carry (NAGs) and their text.
func (g *gibGame) addComments(rec *Record) {
	for i := range rec.Moves {
		for _, c := range g.comments[i] {
			nags, text := readGIBComment(c)
			for _, n := range nags {
				rec.addNote(i, n, "")
			}
			rec.addNote(i, 0, text)
		}
	}
}

// warnChoice says in rec's warnings how the reading chosen differs from what the headers said:
// setups inferred, points counted from Cho's side, side marks swapped, another preset than rules,
// moves played on after the rules' end.
func (g *gibGame) warnChoice(rec *Record, chosen, askedBest *gibAttempt, rules *game.Rules) {
	switch in, s := chosen.start.inferred, chosen.start.setups; {
	case in[game.Cho] && in[game.Han]:
		rec.warnf("no %s or %s header: the moves fit 초 %s, 한 %s", gibChoSetup, gibHanSetup, s[game.Cho].Korean(), s[game.Han].Korean())
	case in[game.Cho]:
		rec.warnf("no %s header: the moves fit %s", gibChoSetup, s[game.Cho].Korean())
	case in[game.Han]:
		rec.warnf("no %s header: the moves fit %s", gibHanSetup, s[game.Han].Korean())
	}
	if chosen.mode == rightFiles {
		rec.warnf("the old points (구좌표) count their files from Cho's right (0 is the right edge)")
	}
	if chosen.mode == rankRows {
		rec.warnf("the letter-and-digit points count their rows from Cho's side (a0 is Cho's back rank), as Xiangqi's coordinates do")
	}
	if chosen.swapped {
		rec.warnf("the side marks (楚, 漢, 초, 한) name the other side than the board's mover; the board decides")
	}
	if chosen.rules != rules {
		rec.RulesNote = fmt.Sprintf("read under the %s preset: under %s, %s", chosen.rules.Name, rules.Name, whyNot(askedBest, g.moves))
		rec.warnf("%s", rec.RulesNote)
	}
	if rep := chosen.rep; chosen.complete() && rep.playedOn() {
		rec.warnf("under %s rules the game ends at move %d (%s); the record goes on for %s; every move is kept",
			chosen.rules.Name, rep.endPly, rep.end, countOf(len(chosen.moves)-rep.endPly, "more move", "more moves"))
	}
}

// readResult sets rec's ending from the 대국결과 header, or the result written after the moves.
func (g *gibGame) readResult(rec *Record, h gibHeaders) {
	resultText, resultLine := h.resultText, h.resultLine
	if resultText == "" {
		resultText, resultLine = g.result, g.rline
	} else if g.result != "" {
		if a, _ := parseEnding(g.result); a.Outcome != mustEnding(resultText).Outcome {
			rec.warnf("line %d: the result after the moves %q disagrees with %s %q; the header is read", g.rline, clip(g.result), gibResult, clip(resultText))
		}
	}
	if resultText != "" {
		e, ok := parseEnding(resultText)
		if !ok {
			rec.warnf("line %d: %s %q is not a result this reader knows; it is kept as a header", resultLine, gibResult, clip(resultText))
			rec.Tags = append(rec.Tags, Tag{gibResult, resultText})
		}
		rec.Ending = e
	}
}

// mustEnding reads a result, empty when it reads as none.
func mustEnding(text string) Ending {
	e, _ := parseEnding(text)
	return e
}

// better reports whether attempt a read further than b.
func better(a, b *gibAttempt) bool {
	if a.complete() != b.complete() {
		return a.complete()
	}
	if a.complete() {
		return !a.rep.playedOn() && b.rep.playedOn()
	}
	return a.failAt > b.failAt
}

// whyNot says why the asked preset did not read a record: its first refused move, or its ending
// before the record's.
func whyNot(a *gibAttempt, moves []gibMove) string {
	if a == nil {
		return "the record does not read"
	}
	if !a.complete() {
		mv := moves[a.failAt]
		return fmt.Sprintf("move %d %q is refused (%v)", mv.number, clip(mv.text), a.err)
	}
	return fmt.Sprintf("the game ends at move %d (%s) and the record goes on", a.rep.endPly, a.rep.end)
}

// starts returns the start positions a game may have been played from, likeliest first.
func (g *gibGame) starts(rules *game.Rules, setups [2]*game.Setup, fen string, fenLine int, board string, boardLine int, rec *Record) ([]gibStart, *ReadError) {
	if fen != "" {
		p, err := game.ParseFEN(rules, fen)
		if err != nil {
			return nil, &ReadError{Line: fenLine, Problem: ProblemHeader, Err: fmt.Errorf("%s header: %w", gibFEN, err)}
		}
		return []gibStart{{fen: p.FEN()}}, nil
	}
	if board != "" {
		rows, note, err := parseGIBBoard(board)
		if err != nil {
			return nil, &ReadError{Line: boardLine, Problem: ProblemHeader, Err: fmt.Errorf("%s %q: %w", gibBoard, clip(board), err)}
		}
		if note != "" {
			rec.warnf("line %d: %s: %q after the board is a note", boardLine, gibBoard, clip(note))
		}
		// Who moves first is the first move's piece's side; Cho when that tells nothing.
		sides := []string{"w", "b"}
		if p, err := game.ParseFEN(rules, rows+" w - - 0 1"); err == nil {
			for _, mv := range g.moves {
				if !mv.pass {
					if pc := p.At(mv.from.square(gridRows)); pc != game.NoPiece && pc.Color() == game.Han {
						sides = []string{"b", "w"}
					}
					break
				}
			}
		}
		var out []gibStart
		var first error
		for _, side := range sides {
			p, err := game.ParseFEN(rules, rows+" "+side+" - - 0 1")
			if err != nil {
				first = err
				continue
			}
			out = append(out, gibStart{fen: p.FEN()})
		}
		if len(out) == 0 {
			return nil, &ReadError{Line: boardLine, Problem: ProblemHeader, Err: fmt.Errorf("%s %q: %w", gibBoard, clip(board), fenReason(first))}
		}
		return out, nil
	}
	candidates := func(c game.Color) []game.Setup {
		if setups[c] != nil {
			return []game.Setup{*setups[c]}
		}
		return game.Setups()
	}
	var out []gibStart
	for _, cho := range candidates(game.Cho) {
		for _, han := range candidates(game.Han) {
			out = append(out, gibStart{fen: game.StartFEN(kind.Janggi, cho, han), setups: [2]game.Setup{cho, han},
				inferred: [2]bool{setups[game.Cho] == nil, setups[game.Han] == nil}})
		}
	}
	return out, nil
}

// checkCount compares a 총수 header with the moves read. Records often leave the passes out of
// it, or count one more or one fewer; that is no fault. A count that says more than that means
// the record was cut short: it reports true.
func (rec *Record) checkCount(count string, line int, moves []gibMove, open bool) bool {
	n, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(count), "수")))
	if err != nil {
		rec.warnf("line %d: %s %q is not a number", line, gibCount, clip(count))
		return false
	}
	held, passes := len(moves), 0
	for _, mv := range moves {
		if mv.pass {
			passes++
		}
	}
	for _, ok := range []int{held, held - passes} {
		if n >= ok-1 && n <= ok+1 {
			return false
		}
	}
	if n > held && open {
		rec.warnf("line %d: %s says %s, but the record holds %d: it looks cut short, so its result is not taken", line, gibCount, countOf(n, "move", "moves"), held)
		rec.Missing = n - held
		return true
	}
	rec.warnf("line %d: %s says %s, but the record holds %d", line, gibCount, countOf(n, "move", "moves"), held)
	return false
}

// ReadGIB reads every game of a .gib file (CP949, EUC-KR, UTF-8 or UTF-16; the encoding is
// detected) and checks each move on the rules: the preset a 규칙 header names, else rules (nil
// is standard), else, when rules cannot read every move, the preset that can (casual for sites
// without bikjang, modern for Kakao's), which the record's RulesNote names.
//
// A game that cannot be read whole is returned with every move before the fault and its Stopped
// set; the error is then a *ReadError (several joined, when several games stop) that names the
// line, the move and the reason. Only a file that holds no game at all returns no record.
func ReadGIB(data []byte, rules *game.Rules) ([]*Record, error) {
	recs, _, err := readGIB(data, rules, false)
	return recs, err
}

// readGIB is ReadGIB, and with first set ReadFirst: it stops at the first game that gives a
// record. games is the number of games found.
func readGIB(data []byte, rules *game.Rules, first bool) (recs []*Record, games int, err error) {
	text, _ := decodeText(data)
	found, ferr := splitGIB(text)
	const want = "[header \"value\"] lines and moves such as 1. 79졸78"
	if len(found) == 0 {
		return nil, 0, noGame(ferr, want)
	}
	kept := found[:0]
	var only string
	for _, g := range found {
		if len(g.headers) > 0 || len(g.moves) > 0 || g.result != "" || g.stop != nil {
			kept = append(kept, g)
		} else if len(g.warnings) > 0 && only == "" {
			only = g.warnings[0] // lines that are not what they look like (a broken header)
		}
	}
	if len(kept) == 0 && only != "" && ferr == nil {
		return nil, 0, &ReadError{Problem: ProblemNoGame, Err: fmt.Errorf("no game found: %s", strings.TrimSuffix(only, ": ignored"))}
	}
	if len(kept) == 0 {
		return nil, 0, noGame(nil, want)
	}
	out, errs, all := readGames(kept, first, func(_ int, g *gibGame) (*Record, *ReadError) { return g.record(rules) })
	if ferr != nil && all {
		errs = append(errs, ferr)
	}
	// The text after the end-of-file mark is the file's, not a game's: its warning goes with the
	// first record, which ReadFirst gives too (on the last, a file whose last game gave no record
	// warned through Read and not through ReadFirst).
	if len(out) > 0 && afterEOFMark(data) {
		out[0].Warnings = append(out[0].Warnings, eofWarning)
	}
	return out, len(kept), joinErrors(errs)
}

// noGame is the error of a file in which no game was found: the fault that stopped the reading
// (ferr), if any, else a ReadError that says what a game looks like (want).
func noGame(ferr *ReadError, want string) error {
	if ferr != nil {
		return ferr
	}
	return &ReadError{Problem: ProblemNoGame, Err: errors.New("no game found (want " + want + ")")}
}

// readGames reads each of a file's games with read, numbering each game's error when the file
// holds several; a game that stopped part way still gives its record. With first set it stops
// after the first game that gives one. all says whether every game was read.
func readGames[G any](games []G, first bool, read func(i int, g G) (*Record, *ReadError)) (out []*Record, errs []error, all bool) {
	for i, g := range games {
		rec, err := read(i, g)
		if err != nil && len(games) > 1 {
			err.Game = i + 1
		}
		if rec != nil {
			out = append(out, rec)
		}
		if err != nil {
			errs = append(errs, err)
		}
		if first && rec != nil {
			return out, errs, i == len(games)-1
		}
	}
	return out, errs, true
}

// joinErrors returns nil for no error, the error itself for one, and errors.Join of several.
func joinErrors(errs []error) error {
	if len(errs) == 1 {
		return errs[0]
	}
	return errors.Join(errs...) // nil for none
}

// clip shortens text for an error message: at most 40 characters, and no line breaks.
func clip(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < ' ' {
			return ' '
		}
		return r
	}, s)
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	return string([]rune(s[:min(len(s), 200)])[:40]) + "…"
}

// setupNameCleaner reads a setup written with hanja, spaces or dashes ("馬象 象馬") as game.ParseSetup's letters.
var setupNameCleaner = strings.NewReplacer("馬", "마", "象", "상", " ", "", "-", "")
