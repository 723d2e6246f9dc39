package record

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"janggi/clock"
	"janggi/game"
	"janggi/game/twelve"
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
// case). The reader skips comments ({...} and ;), variations in parentheses and NAGs ($1).

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
	var b strings.Builder
	tag := func(name, value string) {
		value = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\r\n", " ", "\n", " ", "\r", " ").Replace(value)
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
	if rec.Game == Janggi {
		tag("Rules", rec.rules().Name)
	}
	if !sameBoard(rec.StartFEN, New(rec.Game, nil).StartFEN) {
		tag("FEN", rec.StartFEN)
		tag("SetUp", "1")
	}
	if t := pgnTermination(rec.Result); t != "" {
		tag("Termination", t)
	}
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
	}
	word(rec.Result.Outcome.String())
	b.WriteString("\n")
	_, err = io.WriteString(w, b.String())
	return err
}

// pgnVariantNames are the Variant tags the writer uses: pychess's spelling.
var pgnVariantNames = [gameCount]string{"Janggi", "Xiangqi", "Twelve", "Dobutsu"}

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
	out := make([]string, len(rec.Moves))
	if rec.Game == TwelveJanggi || rec.Game == Dobutsu {
		p, err := twelve.ParseFEN(rec.Game.twelveVariant(), rec.StartFEN)
		if err != nil {
			return nil, err
		}
		for i, text := range rec.Moves {
			m, err := p.ParseMove(text)
			if err != nil {
				return nil, &MoveError{Number: i + 1, Text: text, Err: err}
			}
			out[i] = m.String()
			p.Make(m)
		}
		return out, nil
	}
	p, err := game.ParseFEN(rec.rules(), rec.StartFEN)
	if err != nil {
		return nil, err
	}
	for i, text := range rec.Moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return nil, &MoveError{Number: i + 1, Text: text, Err: err}
		}
		if uci {
			out[i] = m.String()
		} else {
			out[i] = sanOf(p, m)
		}
		p.Make(m)
	}
	return out, nil
}

// pgnTermination describes why the game ended, in the words of game.Reason; ", counted" marks an
// ending decided by counting points.
func pgnTermination(res game.Result) string {
	if !res.Over() {
		return ""
	}
	s := res.Reason.String()
	if res.Counted {
		if s == "" {
			return "counted"
		}
		s += ", counted"
	}
	return s
}

// parseTermination reads what pgnTermination writes, and the chess words "time forfeit" and "normal".
func parseTermination(text string) (game.Reason, bool, bool) {
	t := strings.ToLower(strings.TrimSpace(text))
	counted := false
	if c, ok := strings.CutSuffix(t, ", counted"); ok {
		t, counted = c, true
	} else if t == "counted" {
		return game.NoReason, true, true
	}
	switch t {
	case "time forfeit":
		return game.FlagFall, counted, true
	case "normal", "":
		return game.NoReason, counted, true
	}
	for r := game.Reason(1); !strings.HasPrefix(r.String(), "Reason("); r++ {
		if r.String() == t {
			return r, counted, true
		}
	}
	return game.NoReason, counted, false
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
}

// pgnToken is a move of the move text with its line.
type pgnToken struct {
	text string
	line int
}

// ReadPGN reads every game of a PGN file. Errors name the line, and for a move its number and text.
func ReadPGN(data []byte) ([]*Record, error) {
	text, _ := decodeText(data)
	games, err := splitPGN(text)
	if err != nil {
		return nil, err
	}
	if len(games) == 0 {
		return nil, fmt.Errorf("PGN: no game found (want [Tag \"value\"] lines and moves)")
	}
	var out []*Record
	for i, g := range games {
		rec, err := g.record()
		if err != nil {
			if len(games) > 1 {
				return nil, fmt.Errorf("PGN game %d (line %d): %w", i+1, g.line, err)
			}
			return nil, fmt.Errorf("PGN: %w", err)
		}
		out = append(out, rec)
	}
	return out, nil
}

// splitPGN cuts a PGN text into games and their tags and move tokens.
func splitPGN(text string) ([]*pgnGame, error) {
	text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	var games []*pgnGame
	var cur *pgnGame
	start := func(line int) {
		cur = &pgnGame{line: line, tline: map[string]int{}}
		games = append(games, cur)
	}
	line, depth, inBrace := 1, 0, false
	i := 0
	for i < len(text) {
		c := text[i]
		switch {
		case c == '\n':
			line++
			i++
		case inBrace:
			if c == '}' {
				inBrace = false
			}
			i++
		case c == '{':
			inBrace = true
			i++
		case c == ';' || (c == '%' && (i == 0 || text[i-1] == '\n')):
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case c == '(':
			depth++
			i++
		case c == ')':
			if depth == 0 {
				return nil, fmt.Errorf("PGN line %d: ')' without '('", line)
			}
			depth--
			i++
		case depth > 0, c == ' ', c == '\t', c == '\v', c == '\f':
			i++
		case c == '[':
			end := strings.IndexByte(text[i:], '\n')
			if end < 0 {
				end = len(text) - i
			}
			name, value, err := parseTagPair(text[i : i+end])
			if err != nil {
				return nil, fmt.Errorf("PGN line %d: %w", line, err)
			}
			if cur == nil || len(cur.moves) > 0 || cur.result != "" {
				start(line)
			}
			cur.tags = append(cur.tags, Tag{name, value})
			cur.tline[strings.ToLower(name)] = line
			i += end
		default:
			j := i
			for j < len(text) && !strings.ContainsRune(" \t\n{;()[", rune(text[j])) {
				j++
			}
			tok := text[i:j]
			i = j
			if cur == nil || cur.result != "" {
				start(line)
			}
			tok = stripMoveNumber(tok)
			switch {
			case tok == "", tok[0] == '$':
			case tok == "1-0", tok == "0-1", tok == "1/2-1/2", tok == "½-½", tok == "*":
				cur.result = tok
			default:
				cur.moves = append(cur.moves, pgnToken{tok, line})
			}
		}
	}
	if inBrace {
		return nil, fmt.Errorf("PGN: a comment '{' is not closed by the end of the file")
	}
	if depth > 0 {
		return nil, fmt.Errorf("PGN: a variation '(' is not closed by the end of the file")
	}
	return games, nil
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
		return "", "", fmt.Errorf("tag %s: the value must be in double quotes", name)
	}
	var v strings.Builder
	raw := rest[1 : len(rest)-1]
	for k := 0; k < len(raw); k++ {
		if raw[k] == '\\' && k+1 < len(raw) {
			k++
		} else if raw[k] == '"' {
			return "", "", fmt.Errorf("tag %s: a \" inside the value must be written \\\"", name)
		}
		v.WriteByte(raw[k])
	}
	return name, v.String(), nil
}

// record turns a PGN game into a Record, replaying its moves.
func (g *pgnGame) record() (*Record, error) {
	get := func(name string) string {
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
	rec := &Record{Game: Janggi}
	if v := get("Variant"); v != "" {
		gm, err := ParseGame(v)
		if err != nil {
			return nil, fmt.Errorf("line %d: Variant: %w", g.tline["variant"], err)
		}
		rec.Game = gm
		if gm == Janggi {
			if r, err := game.Preset(v); err == nil {
				rec.Rules = r
			}
		}
	}
	if rules := get("Rules"); rules != "" {
		r, err := game.Preset(rules)
		if err != nil || (r.Variant == game.Xiangqi) != (rec.Game == Xiangqi) || rec.Game > Xiangqi {
			return nil, fmt.Errorf("line %d: Rules %q is not a preset of %s", g.tline["rules"], rules, rec.Game)
		}
		rec.Rules = r
	}
	if rec.Game <= Xiangqi {
		rec.Rules = rec.rules()
	}
	rec.StartFEN = New(rec.Game, rec.Rules).StartFEN
	if fen := get("FEN"); fen != "" {
		rec.StartFEN = fen
	}
	rec.Event, rec.Site, rec.Date, rec.Round = get("Event"), get("Site"), get("Date"), get("Round")
	rec.Cho, rec.Han = get("White"), get("Black")
	rec.TimeControl, rec.Clock = get("TimeControl"), get("Clock")
	if rec.Clock != "" {
		var st clock.State
		if err := st.UnmarshalText([]byte(rec.Clock)); err != nil {
			rec.warnf("line %d: Clock: %v", g.tline["clock"], err)
		}
	}
	for _, t := range g.tags {
		if !pgnTagged[strings.ToLower(t.Name)] {
			rec.Tags = append(rec.Tags, t)
		}
	}
	if err := rec.replayTokens(g.moves); err != nil {
		return nil, err
	}

	result := get("Result")
	if result == "" || result == "*" {
		result = g.result
	}
	switch result {
	case "1-0":
		rec.Result.Outcome = game.ChoWins
	case "0-1":
		rec.Result.Outcome = game.HanWins
	case "1/2-1/2", "½-½":
		rec.Result.Outcome = game.Draw
	case "", "*":
	default:
		return nil, fmt.Errorf("line %d: Result %q is not 1-0, 0-1, 1/2-1/2 or *", g.tline["result"], result)
	}
	if t := get("Termination"); t != "" && rec.Result.Over() {
		reason, counted, ok := parseTermination(t)
		if !ok {
			rec.warnf("line %d: Termination %q is not a reason this reader knows", g.tline["termination"], t)
		}
		rec.Result.Reason, rec.Result.Counted = reason, counted
	}
	rec.settleBoardResult()
	return rec, nil
}

// replayTokens checks the move tokens from the start position and stores the moves in UCI form.
func (rec *Record) replayTokens(toks []pgnToken) error {
	if rec.Game == TwelveJanggi || rec.Game == Dobutsu {
		p, err := twelve.ParseFEN(rec.Game.twelveVariant(), rec.StartFEN)
		if err != nil {
			return fmt.Errorf("FEN: %w", err)
		}
		for i, t := range toks {
			m, err := p.ParseMove(t.text)
			if err != nil {
				return fmt.Errorf("line %d: %w", t.line, &MoveError{Number: i + 1, Text: t.text, Err: err})
			}
			p.Make(m)
			rec.Moves = append(rec.Moves, m.String())
		}
		return nil
	}
	p, err := game.ParseFEN(rec.Rules, rec.StartFEN)
	if err != nil {
		return fmt.Errorf("FEN: %w", err)
	}
	rec.StartFEN = p.FEN()
	for i, t := range toks {
		m, err := parseSAN(p, t.text)
		if err != nil {
			return fmt.Errorf("line %d: %w", t.line, &MoveError{Number: i + 1, Text: t.text, Err: err})
		}
		p.Make(m)
		rec.Moves = append(rec.Moves, m.String())
	}
	return nil
}

// settleBoardResult fills in what the final position knows of the result: the whole result when
// the record gave none and the board shows the game over, the reason and the points otherwise.
func (rec *Record) settleBoardResult() {
	var board game.Result
	if rec.Game <= Xiangqi {
		p, err := rec.Position(-1)
		if err != nil {
			return
		}
		board = p.Result()
		if rec.Result.Over() && rec.Game == Janggi {
			rec.Result.Points = [2]game.Points{p.Points(game.Cho), p.Points(game.Han)}
		}
	} else {
		p, err := rec.TwelvePosition(-1)
		if err != nil {
			return
		}
		board = p.Result()
	}
	switch {
	case !board.Over():
	case rec.Result.Outcome == game.Ongoing:
		rec.Result = board
	case rec.Result.Outcome == board.Outcome && rec.Result.Reason == game.NoReason:
		rec.Result = board
	}
}
