package record

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"janggi/game"
)

// The .gib format, as Kakao Janggi and older Korean programs write it:
//
//	[대회명 "친선대국"]
//	[초차림 "상마상마"]
//	[한차림 "마상상마"]
//	[총수 "73"]
//	[대국결과 "초 완승"]
//
//	1. 71졸72 2. 49병48 3. 08마87 ... 13. 74상42병 ... 62. 85포55장군 ... 129. 한수쉼
//
// A move is the from point, the piece's Korean name, the to point, then the captured piece's
// name and 장군 when the move gives check; 한수쉼 is a pass. A point is two digits: the row
// counted from Han's back rank (1..9, then 0 for Cho's back rank, rank 1) and the file counted
// from Cho's left (1..9): "71" is a4, "08" is h1, "18" is h10. Fairy-Stockfish's Janggi notation
// numbers points the same way, and the sample games replay legally with it.
// Setups (초차림, 한차림) name both sides left to right as Cho sees the board.

// gibPoint returns the two digits of a square.
func gibPoint(s game.Square) string {
	row := (game.Ranks - s.Rank()) % 10
	return strconv.Itoa(row) + strconv.Itoa(s.File()+1)
}

// parseGIBPoint reads two ASCII digits as a square.
func parseGIBPoint(row, file byte) (game.Square, bool) {
	if row < '0' || row > '9' || file < '1' || file > '9' {
		return game.NoSquare, false
	}
	r := int(row - '0')
	if r == 0 {
		r = 10
	}
	return game.SquareAt(int(file-'1'), game.Ranks-r), true
}

// gibPieceNames maps every piece name seen in .gib moves, Korean and hanja, to its type.
// 楚 and 漢 (and 초, 한) name the generals; they also stand before a piece as a side mark.
var gibPieceNames = map[rune]game.PieceType{
	'차': game.Chariot, '車': game.Chariot, '俥': game.Chariot,
	'포': game.Cannon, '包': game.Cannon, '砲': game.Cannon, '炮': game.Cannon,
	'마': game.Horse, '馬': game.Horse, '傌': game.Horse,
	'상': game.Elephant, '象': game.Elephant, '相': game.Elephant,
	'사': game.Guard, '士': game.Guard, '仕': game.Guard,
	'장': game.General, '將': game.General, '帥': game.General, '帅': game.General,
	'궁': game.General, '왕': game.General, '楚': game.General, '漢': game.General,
	'초': game.General, '한': game.General,
	'졸': game.Soldier, '卒': game.Soldier, '병': game.Soldier, '兵': game.Soldier,
}

// gibSideMarks can precede a piece name ("79楚卒78").
var gibSideMarks = map[rune]bool{'楚': true, '漢': true, '초': true, '한': true}

// gibName returns the Korean name the writer uses for a piece: 졸 and 병 tell the two sides'
// soldiers apart, as Korean programs write them.
func gibName(pc game.Piece) string {
	switch pc.Type() {
	case game.Chariot:
		return "차"
	case game.Cannon:
		return "포"
	case game.Horse:
		return "마"
	case game.Elephant:
		return "상"
	case game.Guard:
		return "사"
	case game.General:
		return "장"
	case game.Soldier:
		if pc.Color() == game.Han {
			return "병"
		}
		return "졸"
	}
	return "?"
}

// gibAnnotations are words appended to a move that say something about it but not which move it is.
var gibAnnotations = []string{"장군", "멍군", "외통", "빅장", "+", "#", "!", "?"}

// gibPass lists the ways records write a pass.
var gibPass = map[string]bool{"한수쉼": true, "한수": true, "수쉼": true, "쉼": true, "pass": true}

// gibMove is one move as a .gib writes it, before it is checked on a position.
type gibMove struct {
	text     string
	number   int // the number written before it, or 0
	line     int
	pass     bool
	from, to game.Square
	piece    game.PieceType // the mover's name, NoPieceType when the record gives none
	captured game.PieceType // the captured piece's name, NoPieceType when none is written
}

// pieceName reads a piece name of one rune, or a side mark and a name.
func pieceName(s string) (game.PieceType, bool) {
	r := []rune(s)
	if len(r) == 2 && gibSideMarks[r[0]] {
		r = r[1:]
	}
	if len(r) != 1 {
		return game.NoPieceType, false
	}
	t, ok := gibPieceNames[r[0]]
	return t, ok
}

// parseGIBMove reads one move token such as "74상42병장군" or "한수쉼".
func parseGIBMove(tok string) (gibMove, error) {
	mv := gibMove{text: tok}
	body := trimAnnotations(tok)
	if gibPass[strings.ToLower(body)] {
		mv.pass = true
		return mv, nil
	}
	if len(body) < 4 || !isDigit(body[0]) || !isDigit(body[1]) {
		return mv, fmt.Errorf("not a move: want a from point, a piece and a to point, such as 79졸78, or 한수쉼")
	}
	from, ok := parseGIBPoint(body[0], body[1])
	if !ok {
		return mv, fmt.Errorf("%q is not a point (two digits: row 0-9, file 1-9)", body[:2])
	}
	rest := body[2:]
	i := strings.IndexFunc(rest, func(r rune) bool { return r >= '0' && r <= '9' })
	if i < 0 || i+2 > len(rest) || !isDigit(rest[i+1]) {
		return mv, fmt.Errorf("no to point (two digits) after %q", body[:2+max(i, 0)])
	}
	to, ok := parseGIBPoint(rest[i], rest[i+1])
	if !ok {
		return mv, fmt.Errorf("%q is not a point (two digits: row 0-9, file 1-9)", rest[i:i+2])
	}
	if name := rest[:i]; name != "" {
		if mv.piece, ok = pieceName(name); !ok {
			return mv, fmt.Errorf("%q is not a piece name", name)
		}
	}
	if suffix := rest[i+2:]; suffix != "" {
		if mv.captured, ok = pieceName(suffix); !ok {
			return mv, fmt.Errorf("%q after the to point is not a captured piece's name", suffix)
		}
	}
	mv.from, mv.to = from, to
	return mv, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// trimAnnotations removes 장군 and the like from the end of a move.
func trimAnnotations(tok string) string {
	for trimmed := true; trimmed; {
		trimmed = false
		for _, a := range gibAnnotations {
			if t, ok := strings.CutSuffix(tok, a); ok && t != "" {
				tok, trimmed = t, true
			}
		}
	}
	return tok
}

// resolve checks a .gib move on a position and returns it as a move of the rules core.
func (mv gibMove) resolve(p *game.Position) (game.Move, error) {
	us := p.SideToMove()
	if mv.pass {
		m, err := p.ParseMove("pass")
		if err != nil {
			return game.NoMove, err
		}
		return m, nil
	}
	pc := p.At(mv.from)
	switch {
	case pc == game.NoPiece:
		return game.NoMove, fmt.Errorf("no piece on %s (point %s)", mv.from, mv.text[:2])
	case pc.Color() != us:
		return game.NoMove, fmt.Errorf("the %s on %s is %s's, and it is %s's turn", pc.Type(), mv.from, pc.Color(), us)
	case mv.piece != game.NoPieceType && pc.Type() != mv.piece:
		return game.NoMove, fmt.Errorf("the record names a %s, but a %s stands on %s", mv.piece, pc.Type(), mv.from)
	}
	m := game.NewMove(mv.from, mv.to)
	if mv.from == mv.to && pc.Type() == game.General {
		m = game.PassMove(mv.from) // some programs write a pass as the general staying put
	}
	if _, err := p.ParseMove(m.String()); err != nil {
		return game.NoMove, err
	}
	if mv.captured != game.NoPieceType {
		got := p.At(mv.to)
		if got == game.NoPiece {
			return game.NoMove, fmt.Errorf("the record says a %s is taken, but %s is empty", mv.captured, mv.to)
		}
		if got.Type() != mv.captured {
			return game.NoMove, fmt.Errorf("the record says a %s is taken, but a %s stands on %s", mv.captured, got.Type(), mv.to)
		}
	}
	return m, nil
}

// gibHeaderLine matches `[key "value"]`, with or without the quotes.
var gibHeaderLine = regexp.MustCompile(`^\[\s*([^\s"\]]+)\s*(?:"(.*)"|([^"\]]*))\s*\]\s*$`)

// gibMoveNumber matches a move number, "12." or "12...", alone or glued to its move.
var gibMoveNumber = regexp.MustCompile(`^(\d+)\.+`)

// gibGame is one game of a .gib file while it is being read.
type gibGame struct {
	line    int // first line
	headers []Tag
	hline   map[string]int
	moves   []gibMove
	result  string // a result written after the moves, e.g. "초 완승"
}

// ReadGIB reads every game of a .gib file (CP949, EUC-KR, UTF-8 or UTF-16; the encoding is
// detected) and checks each move on the rules, which are standard when nil and may be named by
// a 규칙 header. Errors name the line, and for a move its number and text.
func ReadGIB(data []byte, rules *game.Rules) ([]*Record, error) {
	text, _ := decodeText(data)
	games, err := splitGIB(text)
	if err != nil {
		return nil, err
	}
	if len(games) == 0 {
		return nil, fmt.Errorf(".gib: no game found (want [header \"value\"] lines and moves such as 1. 79졸78)")
	}
	var out []*Record
	for i, g := range games {
		rec, err := g.record(rules)
		if err != nil {
			if len(games) > 1 {
				return nil, fmt.Errorf(".gib game %d (line %d): %w", i+1, g.line, err)
			}
			return nil, fmt.Errorf(".gib: %w", err)
		}
		out = append(out, rec)
	}
	return out, nil
}

// splitGIB cuts the text into games: a header after moves starts the next game. Comments in
// braces, which may span lines, are dropped.
func splitGIB(text string) ([]*gibGame, error) {
	text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	lines := strings.Split(text, "\n")
	var games []*gibGame
	var cur *gibGame
	inComment := false
	for n, line := range lines {
		lineNo := n + 1
		trim := func(s string) string {
			return strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == 0 || r == '\uFEFF' })
		}
		// A header is read whole: braces in its value are text, not a comment.
		if !inComment && strings.HasPrefix(trim(line), "[") {
			line = trim(line)
		} else {
			line, inComment = stripBraces(line, inComment)
			line = trim(line)
		}
		if line == "" {
			continue
		}
		if line[0] == '[' {
			m := gibHeaderLine.FindStringSubmatch(line)
			if m == nil {
				return nil, fmt.Errorf(".gib line %d: %q is not a header (want [name \"value\"])", lineNo, clip(line))
			}
			if cur == nil || len(cur.moves) > 0 || cur.result != "" {
				cur = &gibGame{line: lineNo, hline: map[string]int{}}
				games = append(games, cur)
			}
			value := m[2]
			if m[3] != "" {
				value = m[3]
			}
			cur.headers = append(cur.headers, Tag{m[1], strings.TrimSpace(value)})
			cur.hline[m[1]] = lineNo
			continue
		}
		if cur == nil {
			cur = &gibGame{line: lineNo, hline: map[string]int{}}
			games = append(games, cur)
		}
		if err := cur.addMoveLine(line, lineNo); err != nil {
			return nil, err
		}
	}
	return games, nil
}

// stripBraces removes {comments} from a line, given whether a comment was open at its start,
// and says whether one is open at its end.
func stripBraces(line string, open bool) (string, bool) {
	var b strings.Builder
	for _, r := range line {
		switch {
		case open && r == '}':
			open = false
		case open:
		case r == '{':
			open = true
		default:
			b.WriteRune(r)
		}
	}
	return b.String(), open
}

// addMoveLine reads the moves of one line of move text.
func (g *gibGame) addMoveLine(line string, lineNo int) error {
	toks := strings.Fields(line)
	number := 0
	for i := 0; i < len(toks); i++ {
		tok := toks[i]
		if g.result != "" {
			g.result += " " + tok
			continue
		}
		if m := gibMoveNumber.FindStringSubmatch(tok); m != nil {
			number, _ = strconv.Atoi(m[1])
			tok = tok[len(m[0]):]
			if tok == "" {
				continue
			}
		}
		if strings.HasPrefix(tok, "<") && strings.HasSuffix(tok, ">") {
			continue // some programs leave markers such as <0> between moves
		}
		if isAnnotation(tok) {
			continue // "장군" written apart from its move
		}
		if _, ok := parseKoreanResult(strings.Join(toks[i:], " ")); ok && !startsWithDigit(tok) && !gibPass[tok] {
			g.result = tok
			continue
		}
		mv, err := parseGIBMove(tok)
		if err != nil {
			return fmt.Errorf(".gib line %d: move %s %q: %w", lineNo, moveLabel(number, len(g.moves)+1), tok, err)
		}
		mv.number, mv.line = number, lineNo
		number = 0
		g.moves = append(g.moves, mv)
	}
	return nil
}

func startsWithDigit(s string) bool { return s != "" && isDigit(s[0]) }

func isAnnotation(tok string) bool {
	for _, a := range gibAnnotations {
		if tok == a {
			return true
		}
	}
	return false
}

// moveLabel returns the number a record wrote for a move, or its place when it wrote none.
func moveLabel(written, place int) string {
	if written > 0 {
		return strconv.Itoa(written)
	}
	return strconv.Itoa(place)
}

// clip shortens text for an error message.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	return string([]rune(s)[:40]) + "…"
}

// The header names of the .gib format.
const (
	gibEvent    = "대회명"
	gibRound    = "회전"
	gibDate     = "대국일자"
	gibSite     = "대국장소"
	gibCho      = "초대국자"
	gibHan      = "한대국자"
	gibChoSetup = "초차림"
	gibHanSetup = "한차림"
	gibTime     = "제한시간"
	gibCount    = "총수"
	gibResult   = "대국결과"
	gibRules    = "규칙"  // this program's: the preset, when it is not the standard one
	gibFEN      = "FEN" // this program's: a start position that is not a setup
	gibBoard    = "판"   // a drawn start board (handicap games) that this reader does not read
	gibUnknown  = "미상"
)

// gibSetupAliases are the setups' traditional names that some records use instead of 마상상마 etc.
var gibSetupAliases = map[string]game.Setup{"양귀마": game.HEEH, "원앙마": game.EHHE}

// record turns a game read from the file into a Record, replaying its moves.
func (g *gibGame) record(rules *game.Rules) (*Record, error) {
	if rules == nil {
		rules = game.Standard()
	}
	rec := &Record{Game: Janggi}
	var setups [2]*game.Setup
	var count, resultText, fen string
	for _, h := range g.headers {
		line := g.hline[h.Name]
		if h.Value == gibUnknown {
			h.Value = "" // Korean programs write 미상 ("unknown") in every header they have nothing for
		}
		switch h.Name {
		case gibEvent:
			rec.Event = h.Value
		case gibRound:
			rec.Round = h.Value
		case gibDate:
			rec.Date = pgnDateOf(h.Value)
		case gibSite:
			rec.Site = h.Value
		case gibCho:
			rec.Cho = h.Value
		case gibHan:
			rec.Han = h.Value
		case gibTime:
			rec.TimeControl = h.Value
		case gibCount:
			count = h.Value
		case gibResult:
			resultText = h.Value
		case gibFEN:
			fen = h.Value
		case gibChoSetup, gibHanSetup, "초포진", "한포진":
			c := game.Cho
			if strings.HasPrefix(h.Name, "한") {
				c = game.Han
			}
			s, err := game.ParseSetup(h.Value)
			if a, ok := gibSetupAliases[h.Value]; ok {
				s, err = a, nil
			}
			if err != nil {
				if strings.Contains(h.Value, "귀마") {
					rec.warnf("line %d: %s %q names no single setup; the moves decide", line, h.Name, h.Value)
					continue
				}
				return nil, fmt.Errorf("line %d: %s %q: %w", line, h.Name, h.Value, err)
			}
			setups[c] = &s
		case gibRules:
			r, err := game.Preset(h.Value)
			if err != nil || r.Variant != game.Janggi {
				return nil, fmt.Errorf("line %d: %s %q is not a Janggi preset (known: %s)", line, h.Name, h.Value, strings.Join(janggiPresetNames(), ", "))
			}
			rules = r
		case gibBoard:
			return nil, fmt.Errorf("line %d: the start board header 판 (handicap games) is not supported; only games from the four setups are", line)
		default:
			rec.Tags = append(rec.Tags, h)
		}
	}
	rec.Rules = rules
	if fen != "" {
		if _, err := game.ParseFEN(rules, fen); err != nil {
			return nil, fmt.Errorf("line %d: %s: %w", g.hline[gibFEN], gibFEN, err)
		}
		rec.StartFEN = fen
		if err := rec.replayGIB(g.moves); err != nil {
			return nil, err
		}
	} else if err := rec.inferSetups(setups, g.moves); err != nil {
		return nil, err
	}

	if count != "" {
		if n, err := strconv.Atoi(count); err != nil || n != len(rec.Moves) {
			rec.warnf("line %d: %s says %q, but the record has %d moves", g.hline[gibCount], gibCount, count, len(rec.Moves))
		}
	}
	if resultText == "" {
		resultText = g.result
	}
	rec.settleResult(resultText)
	return rec, nil
}

// inferSetups sets the start position from the setup headers and replays the moves. A side
// whose header is missing (or names no single setup) gets the setup its moves fit, trying the
// default first, since real files sometimes lack the headers.
func (rec *Record) inferSetups(setups [2]*game.Setup, moves []gibMove) error {
	candidates := func(c game.Color) []game.Setup {
		if setups[c] != nil {
			return []game.Setup{*setups[c]}
		}
		return game.Setups()
	}
	var first error
	for _, cho := range candidates(game.Cho) {
		for _, han := range candidates(game.Han) {
			rec.StartFEN = game.StartFEN(game.Janggi, cho, han)
			err := rec.replayGIB(moves)
			if err == nil {
				for c, s := range [2]game.Setup{cho, han} {
					if setups[c] == nil {
						rec.warnf("no %s header: the moves fit %s", [2]string{gibChoSetup, gibHanSetup}[c], s.Korean())
					}
				}
				return nil
			}
			if first == nil {
				first = err
			}
		}
	}
	return first
}

// replayGIB checks the moves from the record's start position and stores them in UCI form.
func (rec *Record) replayGIB(moves []gibMove) error {
	p, err := game.ParseFEN(rec.Rules, rec.StartFEN)
	if err != nil {
		return err
	}
	rec.Moves = rec.Moves[:0]
	for i, mv := range moves {
		m, err := mv.resolve(p)
		if err != nil {
			n := mv.number
			if n == 0 {
				n = i + 1
			}
			return fmt.Errorf("line %d: %w", mv.line, &MoveError{Number: n, Text: mv.text, Err: err})
		}
		p.Make(m)
		rec.Moves = append(rec.Moves, m.String())
	}
	return nil
}

// settleResult reads the record's result text, then lets the final position fill in what it knows.
func (rec *Record) settleResult(text string) {
	res, ok := parseKoreanResult(text)
	if text != "" && !ok {
		rec.warnf("%s %q is not a result this reader knows; it is kept as a header", gibResult, text)
		rec.Tags = append(rec.Tags, Tag{gibResult, text})
	}
	rec.Result = res
	rec.settleBoardResult()
}

// parseKoreanResult reads a result as Korean records write it: "초 완승", "한 기권승", "초 시간승",
// "한 판정승", "무승부". It reports false for text that is no result; "" and "미상" are unknown.
func parseKoreanResult(text string) (game.Result, bool) {
	t := strings.TrimSpace(text)
	var res game.Result
	switch {
	case t == "", t == "미상", t == "진행중", t == "*":
		return res, true
	case strings.Contains(t, "무승부"), strings.Contains(t, "비김"), t == "무":
		res.Outcome = game.Draw
		return res, true
	}
	r, _ := utf8.DecodeRuneInString(t)
	switch r {
	case '초', '楚':
		res.Outcome = game.ChoWins
	case '한', '漢':
		res.Outcome = game.HanWins
	default:
		return res, false
	}
	rest := strings.TrimSpace(string([]rune(t)[1:]))
	if !strings.Contains(rest, "승") {
		return game.Result{}, false
	}
	switch {
	case strings.Contains(rest, "기권"):
		res.Reason = game.Resignation
	case strings.Contains(rest, "시간"):
		res.Reason = game.FlagFall
	case strings.Contains(rest, "외통"):
		res.Reason = game.Checkmate
	case strings.Contains(rest, "판정"), strings.Contains(rest, "계가"), strings.Contains(rest, "점수"):
		res.Counted = true
	}
	return res, true
}

// koreanResult writes a result the way parseKoreanResult reads it; "" for an unfinished game.
// A checkmate is a plain 완승, as real records write it; the reader finds the mate on the board.
func koreanResult(res game.Result) string {
	switch res.Outcome {
	case game.Draw:
		return "무승부"
	case game.ChoWins, game.HanWins:
	default:
		return ""
	}
	side := "초"
	if res.Outcome == game.HanWins {
		side = "한"
	}
	switch {
	case res.Reason == game.Resignation:
		return side + " 기권승"
	case res.Reason == game.FlagFall && !res.Counted:
		return side + " 시간승"
	case res.Counted:
		return side + " 판정승"
	}
	return side + " 완승"
}

// janggiPresetNames lists the presets a Janggi record may use.
func janggiPresetNames() []string {
	var names []string
	for _, r := range game.Presets() {
		if r.Variant == game.Janggi {
			names = append(names, r.Name)
		}
	}
	return names
}

// WriteGIB writes a Janggi record as a .gib file in the given encoding (CP949 is what Korean
// programs read; UTF-8 keeps any character). A start position other than the four setups goes
// in a FEN header that only this program reads; a preset other than standard in a 규칙 header.
// Header values cannot hold a double quote or a line break in .gib, so they become ' and a space.
func WriteGIB(w io.Writer, rec *Record, enc Encoding) error {
	if rec.Game != Janggi {
		return fmt.Errorf(".gib holds Janggi games only, not %s", rec.Game)
	}
	p, err := game.ParseFEN(rec.rules(), rec.StartFEN)
	if err != nil {
		return err
	}
	var b strings.Builder
	header := func(name, value string) {
		if value == "" {
			value = gibUnknown
		}
		value = strings.NewReplacer(`"`, "'", "\r\n", " ", "\n", " ", "\r", " ").Replace(value)
		fmt.Fprintf(&b, "[%s \"%s\"]\n", name, value)
	}
	header(gibEvent, rec.Event)
	header(gibRound, rec.Round)
	header(gibDate, gibDateOf(rec.Date))
	header(gibSite, rec.Site)
	header(gibCho, rec.Cho)
	header(gibHan, rec.Han)
	cho, okCho := p.SetupOf(game.Cho)
	han, okHan := p.SetupOf(game.Han)
	if okCho && okHan && sameBoard(rec.StartFEN, game.StartFEN(game.Janggi, cho, han)) {
		header(gibChoSetup, cho.Korean())
		header(gibHanSetup, han.Korean())
	} else {
		header(gibFEN, rec.StartFEN)
	}
	if rules := rec.rules(); rules.Name != "standard" {
		header(gibRules, rules.Name)
	}
	header(gibTime, rec.TimeControl)
	header(gibCount, strconv.Itoa(len(rec.Moves)))
	if r := koreanResult(rec.Result); r != "" {
		header(gibResult, r)
	}
	for _, t := range rec.Tags {
		if t.Name != "" && !strings.ContainsAny(t.Name, " \t\r\n\"[]") {
			header(t.Name, t.Value)
		}
	}
	b.WriteString("\n")
	for i, text := range rec.Moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return &MoveError{Number: i + 1, Text: text, Err: err}
		}
		mv := GIBMove(p, m)
		p.Make(m)
		sep := " "
		if i%6 == 5 || i == len(rec.Moves)-1 {
			sep = "\n"
		}
		fmt.Fprintf(&b, "%d. %s%s", i+1, mv, sep)
	}
	out, err := encodeText(b.String(), enc)
	if err != nil {
		return fmt.Errorf(".gib: %w", err)
	}
	_, err = w.Write(out)
	return err
}

// GIBMove writes move m of position pos (before it is made) as .gib records do: the from point,
// the piece's Korean name, the to point, the name of the piece taken, and 장군 when the move gives
// check (71졸72, 74상42병, 85포55장군); a pass is 한수쉼. pos is not changed.
func GIBMove(pos *game.Position, m game.Move) string {
	if m.IsPass() {
		return "한수쉼"
	}
	mover, taken := pos.At(m.From()), pos.At(m.To())
	mv := gibPoint(m.From()) + gibName(mover) + gibPoint(m.To())
	if taken != game.NoPiece {
		mv += gibName(taken)
	}
	pos.Make(m)
	if pos.InCheck() {
		mv += "장군"
	}
	pos.Unmake()
	return mv
}

// sameBoard reports whether two FENs have the same board and side to move.
func sameBoard(a, b string) bool {
	fa, fb := strings.Fields(a), strings.Fields(b)
	return len(fa) >= 2 && len(fb) >= 2 && fa[0] == fb[0] && fa[1] == fb[1]
}

// gibDateOf writes a PGN date (2016.12.06) the way .gib files do (2016-12-06); other text stays.
func gibDateOf(d string) string {
	if pgnDate.MatchString(d) {
		return strings.ReplaceAll(d, ".", "-")
	}
	return d
}

var (
	pgnDate = regexp.MustCompile(`^\d{4}\.\d{2}\.\d{2}$`)
	gibDay  = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
)
