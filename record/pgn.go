package record

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// The PGN-style record: the tags of chess PGN with pychess's Variant and FEN tags, moves in the
// notation of san.go for Janggi and Xiangqi and in UCI form for Twelve Janggi:
//
//	[Event "Club game"]
//	[Site "?"]
//	[Date "2024.05.01"]
//	[Round "?"]
//	[White "Kim"]            (Cho, the first player)
//	[Black "Lee"]            (Han)
//	[Result "0-1"]
//	[Variant "Janggi"]       (Janggi, Xiangqi, Twelve, Dobutsu; Fairy-Stockfish names such as janggimodern too)
//	[Rules "standard"]       (this program's: the Janggi preset)
//	[FEN "rbna1abnr/..."]    (with [SetUp "1"], when the start is not the variant's default)
//	[Termination "resignation"]
//
//	1. Hg3 Hg8 2. Pe5 Ke9 ... 0-1
//
// White and Black name Cho and Han because Fairy-Stockfish and pychess make Cho "white" (w, upper
// case). Each move may be followed by its glyphs ($2) and a comment ({[%eval 0.35] ...}), which
// the reader keeps in Record.Notes (see annotation.go), along with the marks a move text may end
// with ("Hc3?!"); it skips ; comments, variations in parentheses, and comments before the first
// move.

// pgnTagged are the tags the Record has fields for; other tags go to Record.Tags.
var pgnTagged = map[string]bool{"event": true, "site": true, "date": true, "round": true, "white": true,
	"black": true, "result": true, "variant": true, "rules": true, "fen": true, "setup": true,
	"termination": true, "timecontrol": true, "clock": true, "plycount": true}

// PGNOptions changes how WritePGN writes moves.
type PGNOptions struct {
	// UCI writes Janggi and Xiangqi moves in UCI form ("b1c3", "e2e2") instead of the algebraic
	// notation; the autosave uses it, since replaying UCI needs no notation lookups.
	UCI bool
}

// WritePGN writes one record as a PGN-style game in UTF-8.
func WritePGN(w io.Writer, rec *Record, opts PGNOptions) error {
	moves, err := rec.moveTexts(opts.UCI)
	if err != nil {
		return err
	}
	if err := rec.notesError(); err != nil {
		return err
	}
	var b strings.Builder
	tag := func(name, value string) {
		value = pgnTagEscaper.Replace(value)
		fmt.Fprintf(&b, "[%s \"%s\"]\n", name, value)
	}
	orUnknown := func(s, unknown string) string {
		if s == "" {
			return unknown
		}
		return s
	}
	tag("Event", orUnknown(rec.Event, "?"))
	tag("Site", orUnknown(rec.Site, "?"))
	tag("Date", orUnknown(pgnDateOf(rec.Date), "????.??.??"))
	tag("Round", orUnknown(rec.Round, "?"))
	tag("White", orUnknown(rec.Cho, "?"))
	tag("Black", orUnknown(rec.Han, "?"))
	tag("Result", rec.Result.Outcome.String())
	tag("Variant", pgnVariantNames[rec.Game])
	if rec.Game == kind.Janggi {
		tag("Rules", rec.rules().Name)
	}
	if !sameBoard(rec.StartFEN, New(rec.Game, nil).StartFEN) {
		tag("FEN", rec.StartFEN)
		tag("SetUp", "1")
	}
	if t := pgnTermination(rec); t != "" {
		tag("Termination", t)
	}
	tag("PlyCount", strconv.Itoa(len(moves)))
	if rec.TimeControl != "" {
		tag("TimeControl", rec.TimeControl)
	}
	if rec.Clock != "" {
		tag("Clock", rec.Clock)
	}
	for _, t := range rec.Tags {
		if validTagName(t.Name) && !pgnTagged[strings.ToLower(t.Name)] {
			tag(t.Name, t.Value)
		}
	}
	b.WriteString("\n")

	// Move numbers follow the FEN's: a game that starts with Han to move begins "1... ".
	num, hanFirst := 1, false
	if f := strings.Fields(rec.StartFEN); len(f) > 1 && f[1] == "b" {
		hanFirst = true
	}
	if f := strings.Fields(rec.StartFEN); len(f) > 0 {
		if n, err := strconv.Atoi(f[len(f)-1]); err == nil && n > 0 && len(f) >= 4 {
			num = n
		}
	}
	line := 0
	word := func(s string) {
		if line > 0 && line+1+len(s) > 79 {
			b.WriteString("\n")
			line = 0
		} else if line > 0 {
			b.WriteString(" ")
			line++
		}
		b.WriteString(s)
		line += len(s)
	}
	for i, mv := range moves {
		cho := (i%2 == 0) != hanFirst
		switch {
		case cho:
			word(strconv.Itoa(num) + ". " + mv)
		case i == 0:
			word(strconv.Itoa(num) + "... " + mv)
		default:
			word(mv)
		}
		if !cho {
			num++
		}
		note := rec.Note(i)
		for _, n := range note.NAGs {
			word("$" + strconv.Itoa(n))
		}
		if c := commentText(note.Comment); c != "" {
			words := strings.Fields(c)
			words[0] = "{" + words[0]
			words[len(words)-1] += "}"
			for _, w := range words {
				word(w)
			}
		}
	}
	word(rec.Result.Outcome.String())
	b.WriteString("\n")
	_, err = io.WriteString(w, b.String())
	return err
}

// pgnVariantNames are the Variant tags the writer uses: pychess's spelling.
var pgnVariantNames = map[kind.Game]string{kind.Janggi: "Janggi", kind.Xiangqi: "Xiangqi", kind.Twelve: "Twelve", kind.Dobutsu: "Dobutsu"}

// validTagName reports whether a name can be written as a PGN tag name.
func validTagName(name string) bool {
	if name == "" {
		return false
	}
	for _, r := range name {
		if unicode.IsSpace(r) || r == '"' || r == '[' || r == ']' || r == '\\' {
			return false
		}
	}
	return true
}

// moveTexts writes the record's moves in the PGN notation (or UCI), checking each on the way.
func (rec *Record) moveTexts(uci bool) ([]string, error) {
	n := sanNotation
	if uci {
		n = uciNotation
	}
	w, err := rec.mover(false)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(rec.Moves))
	for i, text := range rec.Moves {
		m, err := w.read(text, uciNotation)
		if err != nil {
			return nil, &MoveError{Number: i + 1, Text: text, Err: err}
		}
		out[i] = w.write(m, n)
		w.apply(m)
	}
	return out, nil
}

// pgnTermination describes why the game ended: the record's own termination when it names the
// winner the result has, else the result's reason; ", counted" marks an ending decided by
// counting points.
func pgnTermination(rec *Record) string {
	res := rec.Result
	e := endingOfResult(rec)
	s := e.How.String()
	if e.How == TermNone || e.How == TermCounted {
		if !res.Over() {
			return s
		}
		s = res.Reason.String()
	}
	if res.Counted && res.Over() {
		if s == "" {
			return "counted"
		}
		if !strings.HasSuffix(s, "counted") {
			s += ", counted"
		}
	}
	return s
}

// parseTermination reads what pgnTermination writes, and the chess words ("time forfeit",
// "normal", "abandoned", "adjudication", "unterminated", "emergency", "death").
func parseTermination(text string) (Termination, bool) {
	t := strings.ToLower(strings.TrimSpace(text))
	if c, ok := strings.CutSuffix(t, ", counted"); ok {
		t = c
	}
	switch t {
	case "counted", "adjudication":
		return TermCounted, true
	case "time forfeit", "flag fall":
		return TermTime, true
	case "normal", "", "rules infraction":
		return TermNone, true
	case "abandoned":
		return TermDisconnection, true
	case "unterminated", "emergency", "death":
		return TermAborted, true
	case "general captured":
		return TermCheckmate, true
	}
	if how, ok := ParseTermination(t); ok {
		return how, true
	}
	for r := game.Reason(1); !strings.HasPrefix(r.String(), "Reason("); r++ {
		if r.String() == t {
			how, _ := terminationOf(r)
			return how, true
		}
	}
	return TermNone, false
}

// pgnDateOf writes a .gib date (2016-12-06) the way PGN does (2016.12.06); other text stays.
func pgnDateOf(d string) string {
	if gibDay.MatchString(d) {
		return strings.ReplaceAll(d, "-", ".")
	}
	return d
}

// pgnGame is one game of a PGN file while it is being read.
type pgnGame struct {
	line   int
	tags   []Tag
	tline  map[string]int
	moves  []pgnToken
	result string // the result token ending the move text
	stop   *ReadError
	notes  map[int]*pgnNote // by the index of the move they follow
}

// pgnToken is a move of the move text with its line.
type pgnToken struct {
	text string
	line int
}

// pgnNote is what follows a move in the move text: its glyphs and comments. The game keeps them
// apart from the tokens, by the move's index, so that a long game without any costs nothing more.
type pgnNote struct {
	nags     []int
	comments []string
}

// ReadPGN reads every game of a PGN file. A game that cannot be read whole is returned with
// every move before the fault and its Stopped set; the error is then a *ReadError (several
// joined, when several games stop) naming the line, the move and the reason. Only a file that
// holds no game at all returns no record.
func ReadPGN(data []byte) ([]*Record, error) {
	recs, _, err := readPGN(data, false)
	return recs, err
}

// readPGN is ReadPGN, and with first set ReadFirst: it stops at the first game that gives a
// record. games is the number of games found.
func readPGN(data []byte, first bool) (recs []*Record, games int, err error) {
	text, _ := decodeText(data)
	found, ferr := splitPGN(text)
	if len(found) == 0 {
		return nil, 0, noGame(ferr, "[Tag \"value\"] lines and moves")
	}
	out, errs, all := readGames(found, first, func(i int, g *pgnGame) (*Record, *ReadError) {
		return g.record(i == len(found)-1 && ferr == nil)
	})
	// The fault that stopped the file comes after its last game: it is reported once that game is read.
	if ferr != nil && all {
		if len(found) > 1 {
			ferr.Game = len(found)
		}
		errs = append(errs, ferr)
		if len(out) > 0 && out[len(out)-1].Stopped == nil && ferr.Problem != ProblemLimit {
			out[len(out)-1].Stopped = ferr
		}
	}
	// The text after the end-of-file mark is the file's, not a game's: its warning goes with the
	// first record, which ReadFirst gives too (on the last, a file whose last game gave no record
	// warned through Read and not through ReadFirst).
	if len(out) > 0 && afterEOFMark(data) {
		out[0].Warnings = append(out[0].Warnings, eofWarning)
	}
	return out, len(found), joinErrors(errs)
}

// splitPGN cuts a PGN text into games and their tags and move tokens. A fault of the file's
// structure (an unclosed comment, a broken tag) stops it: the games before are returned with it.
func splitPGN(text string) ([]*pgnGame, *ReadError) {
	if strings.IndexByte(text, '\r') >= 0 {
		text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	}
	sp := &pgnSplitter{line: 1}
	braceLine, parenLine := 0, 0
	inBrace := false
	braceAt := 0
	i := 0
	for i < len(text) {
		c := text[i]
		switch {
		case inBrace:
			if c == '}' {
				inBrace = false
				if t := sp.last(); t != nil {
					t.comments = append(t.comments, strings.Join(strings.Fields(text[braceAt:i]), " "))
				}
			} else if c == '\n' {
				sp.line++
			}
			i++
		case c == '\n':
			sp.line++
			i++
		case c == '{':
			inBrace, braceLine, braceAt = true, sp.line, i+1
			i++
		case c == ';' || (c == '%' && (i == 0 || text[i-1] == '\n')):
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case c == '(':
			if sp.depth == 0 {
				parenLine = sp.line
			}
			sp.depth++
			i++
		case c == ')':
			if sp.depth == 0 {
				return sp.games, readErrorf(ProblemSyntax, sp.line, "')' without '('")
			}
			sp.depth--
			i++
		case sp.depth > 0, c == ' ', c == '\t', c == '\v', c == '\f', c == 0x1A, c == 0:
			i++
		case c == '[':
			end := strings.IndexByte(text[i:], '\n')
			if end < 0 {
				end = len(text) - i
			}
			if err := sp.tagPair(text[i : i+end]); err != nil {
				return sp.games, err
			}
			i += end
		default:
			j := i
			for j < len(text) && !strings.ContainsRune(" \t\n{;()[", rune(text[j])) {
				j++
			}
			if err := sp.token(text[i:j]); err != nil {
				return sp.games, err
			}
			i = j
		}
	}
	if inBrace {
		return sp.games, readErrorf(ProblemSyntax, braceLine, "the comment '{' opened here is not closed by the end of the file")
	}
	if sp.depth > 0 {
		return sp.games, readErrorf(ProblemSyntax, parenLine, "the variation '(' opened here is not closed by the end of the file")
	}
	return sp.games, nil
}

// pgnSplitter is splitPGN's state between the text's pieces: the games read so far, the one
// being read, the line and how deep in variations the reading is.
type pgnSplitter struct {
	games []*pgnGame
	cur   *pgnGame
	line  int
	depth int
}

// start begins a new game at the current line, unless the file already holds MaxGames.
func (sp *pgnSplitter) start() *ReadError {
	if len(sp.games) == MaxGames {
		return readErrorf(ProblemLimit, sp.line, "the file holds more than %d games, the most a record file may hold; the first %d are read", MaxGames, MaxGames)
	}
	sp.cur = &pgnGame{line: sp.line, tline: map[string]int{}}
	sp.games = append(sp.games, sp.cur)
	return nil
}

// last returns the note of the move a comment or glyph read now belongs to, or nil: one of the
// main line (not a variation's), in a game that goes on.
func (sp *pgnSplitter) last() *pgnNote {
	cur := sp.cur
	if cur == nil || sp.depth > 0 || len(cur.moves) == 0 || cur.result != "" || cur.stop != nil {
		return nil
	}
	if cur.notes == nil {
		cur.notes = map[int]*pgnNote{}
	}
	k := len(cur.moves) - 1
	if cur.notes[k] == nil {
		cur.notes[k] = &pgnNote{}
	}
	return cur.notes[k]
}

// tagPair reads a tag pair line; one after a game's moves starts the next game.
func (sp *pgnSplitter) tagPair(text string) *ReadError {
	name, value, err := parseTagPair(text)
	if err != nil {
		return &ReadError{Line: sp.line, Problem: ProblemSyntax, Err: err}
	}
	if cur := sp.cur; cur == nil || len(cur.moves) > 0 || cur.result != "" || cur.stop != nil {
		if err := sp.start(); err != nil {
			return err
		}
	}
	sp.cur.tags = append(sp.cur.tags, Tag{name, value})
	sp.cur.tline[strings.ToLower(name)] = sp.line
	return nil
}

// token reads a token of the move text: a move (its number dropped), a glyph or a result.
func (sp *pgnSplitter) token(tok string) *ReadError {
	if sp.cur == nil || sp.cur.result != "" {
		if err := sp.start(); err != nil {
			return err
		}
	}
	cur := sp.cur
	tok = stripMoveNumber(tok)
	switch {
	case tok != "" && tok[0] == '$':
		if n, err := strconv.Atoi(tok[1:]); err == nil && n > 0 && n < 256 {
			if t := sp.last(); t != nil {
				t.nags = append(t.nags, n)
			}
		}
	case tok == "", cur.stop != nil:
	case tok == "1-0", tok == "0-1", tok == "1/2-1/2", tok == "½-½", tok == "*":
		cur.result = tok
	case len(cur.moves) == MaxMoves:
		cur.stop = &ReadError{Line: sp.line, Move: len(cur.moves) + 1, Text: tok, Problem: ProblemLimit,
			Err: fmt.Errorf("a game holds at most %d moves; the first %d are read", MaxMoves, MaxMoves)}
	default:
		cur.moves = append(cur.moves, pgnToken{text: tok, line: sp.line})
	}
	return nil
}

// stripMoveNumber drops a leading move number ("12." or "12...") from a token.
func stripMoveNumber(tok string) string {
	j := 0
	for j < len(tok) && tok[j] >= '0' && tok[j] <= '9' {
		j++
	}
	if j > 0 && j < len(tok) && tok[j] == '.' {
		return strings.TrimLeft(tok[j:], ".")
	}
	return tok
}

// parseTagPair reads `[Name "value"]`, with \" and \\ escapes in the value.
func parseTagPair(s string) (string, string, error) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
		return "", "", fmt.Errorf("%q is not a tag (want [Name \"value\"])", clip(s))
	}
	body := strings.TrimSpace(s[1 : len(s)-1])
	sp := strings.IndexFunc(body, unicode.IsSpace)
	if sp <= 0 {
		return "", "", fmt.Errorf("%q is not a tag (want [Name \"value\"])", clip(s))
	}
	name, rest := body[:sp], strings.TrimSpace(body[sp:])
	if len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return "", "", fmt.Errorf("tag %s: the value must be in double quotes", clip(name))
	}
	var v strings.Builder
	raw := rest[1 : len(rest)-1]
	for k := 0; k < len(raw); k++ {
		if raw[k] == '\\' && k+1 < len(raw) {
			k++
		} else if raw[k] == '"' {
			return "", "", fmt.Errorf("tag %s: a \" inside the value must be written \\\"", clip(name))
		}
		v.WriteByte(raw[k])
	}
	return name, v.String(), nil
}

// record turns a PGN game into a Record, replaying its moves. last says the game ends the file
// (a game cut short there has lost its result marker).
func (g *pgnGame) record(last bool) (*Record, *ReadError) {
	get := g.tag
	has := func(name string) bool { _, ok := g.tline[strings.ToLower(name)]; return ok }
	header := func(name string, err error) *ReadError {
		if !strings.HasPrefix(err.Error(), name+" ") { // a FEN's own error starts "FEN ..."
			err = fmt.Errorf("%s: %w", name, err)
		}
		return &ReadError{Line: g.tline[strings.ToLower(name)], Problem: ProblemHeader, Err: err}
	}
	rec := &Record{Game: kind.Janggi}
	if v := get("Variant"); v != "" {
		named, err := port.Lookup(v) // a preset's name gives its game under it
		if err != nil {
			return nil, header("Variant", err)
		}
		rec.Game, rec.Rules = named.Game(), named.Preset()
	}
	if rules := get("Rules"); rules != "" {
		r, err := game.Preset(rules)
		if err != nil || r.Game != rec.Game {
			return nil, header("Rules", fmt.Errorf("%q is not a preset of %s", clip(rules), rec.Game))
		}
		rec.Rules = r
	}
	played := port.MustFor(rec.Game, rec.Rules) // the preset is one of the game's
	rec.Rules, rec.StartFEN = played.Preset(), played.StartFEN()
	if fen := get("FEN"); fen != "" {
		rec.StartFEN = fen
	}
	rec.Event, rec.Site, rec.Date, rec.Round = get("Event"), get("Site"), get("Date"), get("Round")
	rec.Cho, rec.Han = get("White"), get("Black")
	rec.TimeControl, rec.Clock = get("TimeControl"), get("Clock")
	if rec.Clock != "" {
		var st clock.State
		if err := st.UnmarshalText([]byte(rec.Clock)); err != nil {
			rec.warnf("line %d: Clock: %s", g.tline["clock"], strings.TrimPrefix(err.Error(), "clock: "))
		}
	}
	for _, t := range g.tags {
		if !pgnTagged[strings.ToLower(t.Name)] {
			rec.Tags = append(rec.Tags, t)
		}
	}
	final, stop, err := rec.replayTokens(g.moves, g.notes)
	if err != nil {
		return nil, header("FEN", err)
	}
	if stop == nil {
		stop = g.stop
	}

	g.readEnding(rec)
	cutShort := stop != nil
	held := len(rec.Moves)
	if pc := get("PlyCount"); pc != "" {
		if n, err := strconv.Atoi(pc); err != nil || n < 0 {
			rec.warnf("line %d: PlyCount %q is not a number", g.tline["plycount"], clip(pc))
		} else if n > held {
			rec.Missing, cutShort = n-held, true
			if stop == nil {
				rec.warnf("line %d: PlyCount says %s, but the file holds %d: the last %d are missing (the file was cut short)",
					g.tline["plycount"], countOf(n, "move", "moves"), held, n-held)
			}
		} else if n < held && stop == nil {
			rec.warnf("line %d: PlyCount says %s, but the file holds %d", g.tline["plycount"], countOf(n, "move", "moves"), held)
		}
	}
	if g.result == "" && has("Result") && stop == nil && !cutShort {
		where := "the end of the file"
		if !last {
			where = "the next game's tags"
		}
		cutShort = true
		rec.warnf("the moves stop at %s after move %d without the result marker that ends every PGN game (%s): the file looks cut short",
			where, held, orStar(get("Result")))
	}
	if cutShort && rec.Ending.Outcome != game.Ongoing && stop == nil {
		rec.warnf("the result %s of a game cut short is not taken: it is the result of moves the file does not hold", rec.Ending.Outcome)
	}
	rec.CutShort = cutShort
	rec.settle(final, cutShort)
	sortWarnings(rec.Warnings)
	rec.Stopped = stop
	return rec, stop
}

// tag returns the value of the game's tag name (any case), "" for none and for PGN's unknowns
// ("?", "????.??.??").
func (g *pgnGame) tag(name string) string {
	for _, t := range g.tags {
		if strings.EqualFold(t.Name, name) {
			if t.Value == "?" || t.Value == "????.??.??" {
				return ""
			}
			return t.Value
		}
	}
	return ""
}

// readEnding sets rec's ending from what the game says of its end: the Result tag or the result
// after the moves, and the Termination tag.
func (g *pgnGame) readEnding(rec *Record) {
	get := g.tag
	result := get("Result")
	if result == "" || result == "*" {
		result = g.result
	} else if g.result != "" && g.result != "*" && g.result != result {
		rec.warnf("line %d: the Result tag %q and the result %q after the moves disagree; the tag is read", g.tline["result"], clip(result), g.result)
	}
	switch result {
	case "1-0", "0-1", "1/2-1/2", "½-½", "", "*":
		rec.Ending, _ = parseEnding(result)
		if result == "*" {
			rec.Ending = Ending{}
		}
	default:
		rec.warnf("line %d: Result %q is not 1-0, 0-1, 1/2-1/2 or *: the result is unknown", g.tline["result"], clip(result))
	}
	if t := get("Termination"); t != "" {
		how, ok := parseTermination(t)
		if !ok {
			rec.warnf("line %d: Termination %q is not a reason this reader knows", g.tline["termination"], clip(t))
		}
		if rec.Ending.Outcome == game.Ongoing && !undecided(how) {
			rec.warnf("line %d: Termination %q in a game without a result (*): ignored", g.tline["termination"], clip(t))
			how = TermNone
		}
		rec.Ending.How = how
		rec.Ending.Counted = how != TermNone && (strings.HasSuffix(strings.TrimSpace(strings.ToLower(t)), "counted") || how == TermCounted)
		if rec.Ending.Text == "" {
			rec.Ending.Text = t
		}
	}
}

func orStar(s string) string {
	if s == "" {
		return "*"
	}
	return s
}

// replayTokens checks the move tokens from the start position and stores the moves in UCI form.
// It returns the final position and, when a move cannot be read, where and why it stopped; an
// error only when the start position itself is wrong.
func (rec *Record) replayTokens(toks []pgnToken, notes map[int]*pgnNote) (port.Position, *ReadError, error) {
	stopAt := func(i int, t pgnToken, err error) *ReadError {
		p := ProblemIllegal
		var nm notAMove
		if errors.As(err, &nm) {
			p = ProblemNotAMove
		}
		return &ReadError{Line: t.line, Move: i + 1, Text: t.text, Problem: p, Err: err}
	}
	rec.Moves = slices.Grow(rec.Moves, len(toks))
	w, err := rec.mover(false)
	if err != nil {
		return nil, nil, err
	}
	rec.StartFEN = w.position().FEN()
	for i, t := range toks {
		m, err := w.read(t.text, sanNotation)
		if err != nil {
			return w.position(), stopAt(i, t, err), nil
		}
		w.apply(m)
		rec.Moves = append(rec.Moves, m.String())
		rec.noteToken(len(rec.Moves)-1, t, notes[i])
	}
	return w.position(), nil, nil
}

// noteToken keeps what the move text says about move i: the mark its text ends with ("Hc3?!"),
// its glyphs and its comments.
func (rec *Record) noteToken(i int, t pgnToken, note *pgnNote) {
	body := strings.TrimRight(t.text, "+#!?")
	if mark := checkMarks.Replace(t.text[len(body):]); mark != "" {
		rec.addNote(i, nagOfMark(mark), "")
	}
	if note == nil {
		return
	}
	for _, n := range note.nags {
		rec.addNote(i, n, "")
	}
	for _, c := range note.comments {
		rec.addNote(i, 0, c)
	}
}

// pgnTagEscaper makes a PGN tag value one line, its backslashes and double quotes escaped.
var pgnTagEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\r\n", " ", "\n", " ", "\r", " ")

// checkMarks drops the check and mate signs from a move's marks ("+?!" reads "?!").
var checkMarks = strings.NewReplacer("+", "", "#", "")
