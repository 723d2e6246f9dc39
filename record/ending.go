package record

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"janggi/game"
	"janggi/game/port"
)

// Termination is how a record says its game ended, in the words records use: the board's own
// endings (checkmate, bikjang, ...) and those only the players or the site know (resignation,
// time, agreement, a lost connection).
type Termination uint8

// The terminations a record can name. TermNone is a record that names a winner without saying
// why (Korean records' plain 완승, PGN's "normal"); TermUnknown one that says it does not know
// (미상).
const (
	TermNone Termination = iota
	TermCheckmate
	TermResignation
	TermTime           // a flag fell (시간승, time forfeit)
	TermCounted        // decided on points (판정승, 계가, "한 3.5점 승")
	TermAgreement      // the players agreed (합의)
	TermDisconnection  // a player's connection was lost (접속끊김)
	TermAborted        // the game was stopped without a result (중단, 통신장애중단)
	TermBikjang        // the generals faced each other and the bikjang was accepted
	TermDoublePass     // both sides passed in a row
	TermRepetition     // the same position came back too often
	TermPerpetualCheck // a side checked on every move of a repetition and lost
	TermMoveLimit      // the game reached its move limit
	TermUnknown        // the record says the result is unknown (미상)
	termCount
)

var termNames = [termCount]string{"", "checkmate", "resignation", "time", "points", "agreement",
	"disconnection", "aborted", "bikjang", "double pass", "repetition", "perpetual check", "move limit", "unknown"}

var termKorean = [termCount]string{"", "외통", "기권", "시간", "판정", "합의", "접속끊김", "중단", "빅장",
	"양측 한수쉼", "동형반복", "연속 장군", "수 제한", "미상"}

// String returns the termination in English words ("resignation", "disconnection"); "" for TermNone.
func (t Termination) String() string {
	if t < termCount {
		return termNames[t]
	}
	return "Termination(" + strconv.Itoa(int(t)) + ")"
}

// Korean returns the termination in the Korean words records use ("기권", "접속끊김"); "" for TermNone.
func (t Termination) Korean() string {
	if t < termCount {
		return termKorean[t]
	}
	return t.String()
}

// ParseTermination reads a termination as String writes it.
func ParseTermination(s string) (Termination, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for t := Termination(0); t < termCount; t++ {
		if s == termNames[t] {
			return t, true
		}
	}
	return TermNone, false
}

// reasonTerms are the terminations records name for the game's reasons.
var reasonTerms = map[game.Reason]Termination{
	game.Checkmate: TermCheckmate, game.GeneralCaptured: TermCheckmate, game.Resignation: TermResignation,
	game.FlagFall: TermTime, game.Bikjang: TermBikjang, game.DoublePass: TermDoublePass,
	game.Repetition: TermRepetition, game.PerpetualCheck: TermPerpetualCheck, game.MoveLimit: TermMoveLimit,
}

// terminationOf returns the termination of a game.Reason; false for a reason records do not name.
func terminationOf(r game.Reason) (Termination, bool) {
	t, ok := reasonTerms[r]
	return t, ok
}

// Ending is what a record itself says of the end of its game: who won, how, by what margin, in
// the record's own words. It is kept apart from Record.Result, which is what the reader could
// establish (the board's own ending, or the record's word where the board cannot know).
type Ending struct {
	Outcome game.Outcome // the winner the record names; Ongoing when it names none
	How     Termination
	// Counted says the winner was decided by counting points: How is TermCounted, or another
	// ending the rules count (a flag fall under kja, a bikjang: "한 시간 판정승", "초 빅장 3점승").
	Counted bool
	// Margin is the points margin a counted result names ("한 3.5점 승" is 7 half points);
	// 0 when it names none.
	Margin game.Points
	Text   string // the record's words, e.g. "초 접속끊김 패" or "1-0"; "" when it says nothing
}

// undecided reports whether a termination can stand without a winner: a game stopped, a lost
// connection, or a result nobody knows.
func undecided(t Termination) bool {
	return t == TermNone || t == TermAborted || t == TermDisconnection || t == TermUnknown
}

// Said reports whether the record says anything of the end.
func (e Ending) Said() bool { return e.Text != "" || e.Outcome != game.Ongoing || e.How != TermNone }

// Termination returns how the game ended: what the record says when it names the result the
// reader took, else what Result established (a checkmate or a bikjang seen on the board).
// TermNone when neither knows. A record cut short has the result its Ending states not taken:
// its Termination is then that of Result, and Ending still says what the file claimed.
func (r *Record) Termination() Termination {
	if r.Ending.How != TermNone && r.Ending.Outcome == r.Result.Outcome {
		return r.Ending.How
	}
	if t, ok := terminationOf(r.Result.Reason); ok {
		return t
	}
	if r.Result.Counted {
		return TermCounted
	}
	return TermNone
}

// resultWords are the words of Korean results, by what they say. A word is looked for anywhere
// in the text with its spaces and punctuation taken out, so "기권 승", "기권승" and "승(기권)" read
// alike; the lists hold the typos real records carry (슴 and 숭 for 승, 페 for 패).
var (
	drawWords = []string{"무승부", "비김", "비겼", "무승", "draw", "和", "빅장무"}
	winWords  = []string{"승", "勝", "이김", "이겼", "숭", "슴", "슨", "win"}
	lossWords = []string{"패", "敗", "졌", "짐", "페", "loss", "lose", "lost"}
	termWords = []struct {
		t     Termination
		words []string
	}{
		// Disconnection before time: "접속 시간 초과" is a lost connection.
		{TermDisconnection, []string{"접속", "끊김", "끊어", "통신", "연결", "네트워크", "disconnect"}},
		{TermAborted, abortWords},
		{TermResignation, []string{"기권", "항복", "돌을던", "resign"}},
		{TermTime, []string{"시간", "초읽기", "time", "flag"}},
		{TermPerpetualCheck, []string{"연속장군", "perpetual"}},
		{TermCheckmate, []string{"외통", "장군승", "장군으로", "checkmate", "mate"}},
		{TermCounted, []string{"판정", "계가", "점수", "점승", "점차", "덤", "point"}},
		{TermAgreement, []string{"합의", "agree"}},
		{TermBikjang, []string{"빅장"}},
		{TermRepetition, []string{"동형", "반복", "repetition"}},
		{TermDoublePass, []string{"한수쉼", "양측", "doublepass"}},
		{TermMoveLimit, []string{"수제한", "movelimit"}},
	}
	abortWords   = []string{"중단", "취소", "무효", "abort"}
	countedWords = []string{"판정", "계가", "점수", "점승", "점차", "덤", "counted", "point"}
	unknownWords = []string{"미상", "알수없음", "모름", "없음", "unknown", "?"}
	ongoingWords = []string{"진행중", "미완", "*", "unfinished"}
)

// compactResult lowers the text and takes out spaces, brackets and punctuation.
func compactResult(text string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(text) {
		if unicode.IsSpace(r) || strings.ContainsRune("()[]{}<>.,:;!~'\"-_/|·", r) {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// resultSide finds the side a result names: the first word that starts with 초, 楚, 한 or 漢
// (or Cho, Han). Words inside other words (제한, 시간초과) are not sides.
func resultSide(text string) (game.Color, bool) {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune("()[]{}<>.,:;!~'\"-_/|·", r)
	})
	for _, w := range words {
		switch {
		case strings.HasPrefix(w, "cho"), strings.HasPrefix(w, "green"), strings.HasPrefix(w, "blue"):
			return game.Cho, true
		case strings.HasPrefix(w, "han"), strings.HasPrefix(w, "red"):
			return game.Han, true
		}
		r, _ := utf8.DecodeRuneInString(w)
		switch r {
		case '초', '楚', '쵸':
			return game.Cho, true
		case '한', '漢':
			if strings.HasPrefix(w, "한수") {
				continue // 한수쉼, a pass, is no side
			}
			return game.Han, true
		}
	}
	return game.Cho, false
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// marginOf reads the points margin a result names: "3.5점" or "3점반" (3.5), in half points.
func marginOf(text string) game.Points {
	s := strings.Join(strings.Fields(text), "")
	i := strings.Index(s, "점")
	if i <= 0 {
		return 0
	}
	j := i
	for j > 0 && (isDigit(s[j-1]) || s[j-1] == '.') {
		j--
	}
	f, err := strconv.ParseFloat(s[j:i], 64)
	if err != nil || f <= 0 || f > 200 {
		return 0
	}
	half := game.Points(f*2 + 0.5)
	if strings.HasPrefix(s[i+len("점"):], "반") {
		half++
	}
	return half
}

// parseEnding reads a result as records write it: Korean in a hundred wordings ("초 완승",
// "한 기권승", "초승(기권)", "楚 장군승", "漢의 기권승", "한 3.5점 승", "초 접속끊김 패",
// "통신장애중단", "미상", typos included), PGN's "1-0", "0-1", "1/2-1/2" and "*", and plain English
// ("Cho wins by resignation"). It reports false for text that says nothing it can read as a result.
func parseEnding(text string) (Ending, bool) {
	e := Ending{Text: strings.TrimSpace(text)}
	s := compactResult(text)
	switch s {
	case "":
		return Ending{}, true
	case "10":
		if strings.Contains(text, "-") {
			e.Outcome = game.ChoWins
			return e, true
		}
	case "01":
		if strings.Contains(text, "-") {
			e.Outcome = game.HanWins
			return e, true
		}
	case "1212", "½½":
		e.Outcome = game.Draw
		return e, true
	}
	for _, w := range ongoingWords {
		if s == w {
			return e, true
		}
	}
	for _, w := range unknownWords {
		if s == w {
			e.How = TermUnknown
			return e, true
		}
	}
	for _, tw := range termWords {
		if containsAny(s, tw.words) {
			e.How = tw.t
			break
		}
	}
	if e.How == TermNone && strings.Contains(s, "점") && marginOf(text) > 0 {
		e.How = TermCounted
	}
	if e.How == TermCounted || containsAny(s, countedWords) {
		e.Counted, e.Margin = true, marginOf(text)
	}
	side, named := resultSide(text)
	switch {
	case containsAny(s, drawWords) || s == "무":
		e.Outcome = game.Draw
		if e.How == TermAborted {
			e.Outcome = game.Ongoing
		}
	case named && containsAny(s, lossWords):
		e.Outcome = game.Win(side.Other())
	case named && containsAny(s, winWords):
		e.Outcome = game.Win(side)
	case named && e.How != TermNone && e.How != TermAborted && e.How != TermDisconnection:
		// A side and a way to win with no 승 at all ("초 기권"): Korean records cut short this
		// way name the winner ("초 기권[승]"), as the complete form does.
		e.Outcome = game.Win(side)
	case named && s == compactResult(string(firstRune(text))):
		e.Outcome = game.Win(side) // the winner's side alone
	case e.How == TermAborted || e.How == TermDisconnection || e.How == TermUnknown:
		// "통신장애중단": stopped, nobody won.
	default:
		return Ending{}, false
	}
	if e.Outcome == game.Ongoing && containsAny(s, abortWords) {
		e.How = TermAborted // "통신장애중단" is a game stopped, whatever stopped it
	}
	return e, true
}

// firstRune returns the first character of text after leading spaces.
func firstRune(text string) rune {
	r, _ := utf8.DecodeRuneInString(strings.TrimSpace(text))
	return r
}

// koreanEnding writes an ending the way parseEnding reads it back, in the usual Korean words:
// "초 완승", "한 기권승", "초 3.5점승", "무승부", "중단". "" for an ending that says nothing.
func koreanEnding(e Ending) string {
	if e.Outcome == game.Draw {
		switch e.How {
		case TermAgreement:
			return "합의 무승부"
		case TermNone:
			return "무승부"
		}
		return e.How.Korean() + " 무승부"
	}
	w, ok := e.Outcome.Winner()
	if !ok {
		switch e.How {
		case TermAborted:
			return "중단"
		case TermDisconnection:
			return "접속끊김"
		case TermUnknown:
			return gibUnknown
		}
		return ""
	}
	side := "초 "
	if w == game.Han {
		side = "한 "
	}
	how := e.How.Korean() + " "
	switch e.How {
	case TermNone, TermCounted, TermUnknown:
		how = ""
	case TermCheckmate:
		how = "외통"
	}
	switch {
	case e.Counted && e.Margin > 0:
		return side + how + e.Margin.String() + "점승"
	case e.Counted || e.How == TermCounted:
		return side + how + "판정승"
	case e.How == TermNone || e.How == TermUnknown:
		return side + "완승"
	}
	return side + strings.TrimSuffix(how, " ") + "승"
}

// endingOfResult is the ending a writer states for a result the reader established or the window
// played: the record's own ending when it names the same winner, else the result's reason.
func endingOfResult(rec *Record) Ending {
	res := rec.Result
	if rec.Ending.Said() && rec.Ending.Outcome == res.Outcome {
		return rec.Ending
	}
	e := Ending{Outcome: res.Outcome}
	if !res.Over() {
		return Ending{}
	}
	// Endings the board shows (checkmate, bikjang, a double pass, ...) are left for the reader
	// to find on the board again; the others are said.
	switch res.Reason {
	case game.Resignation:
		e.How = TermResignation
	case game.FlagFall:
		e.How = TermTime
	case game.NoReason:
		if res.Counted {
			e.How = TermCounted
		}
	default:
		return e
	}
	if res.Counted && res.Outcome != game.Draw {
		d := res.Points[game.Cho] - res.Points[game.Han]
		e.Counted, e.Margin = true, max(d, -d)
	}
	return e
}

// describeEnding says what an ending names, for warnings: "a win for Han by resignation".
func describeEnding(e Ending) string {
	var s string
	switch e.Outcome {
	case game.ChoWins:
		s = "a win for Cho"
	case game.HanWins:
		s = "a win for Han"
	case game.Draw:
		s = "a draw"
	default:
		s = "no result"
	}
	if e.How != TermNone {
		s += fmt.Sprintf(" (%s)", e.How)
	}
	return s
}

// settle sets Result from what the record says of its end (Ending) and what its final position
// shows: the board's own ending when the record names none or the same winner without saying
// how, the record's word for what the board cannot know (a resignation, a flag fall, a count).
// p is the final position of a Janggi or Xiangqi record, or nil to replay it. cutShort says the
// record holds fewer moves than it says: its stated result is then not taken, since it is the
// result of moves the file does not hold.
func (rec *Record) settle(p port.Position, cutShort bool) {
	e := rec.Ending
	var res game.Result
	if !cutShort {
		res.Outcome = e.Outcome
		switch e.How {
		case TermResignation:
			res.Reason = game.Resignation
		case TermTime:
			res.Reason = game.FlagFall
		}
		res.Counted = e.Counted || e.How == TermCounted
	}
	if p == nil {
		w, err := rec.walk(-1, false, nil)
		if err != nil {
			rec.Result = res
			return
		}
		p = w.position()
	}
	board := p.Result()
	if points, counted := p.Points(); res.Over() && counted {
		res.Points = points
	}
	switch {
	case !board.Over():
		if e.How == TermCheckmate && !cutShort {
			rec.warnf("the record says the game ended in checkmate, but its last position is no checkmate")
		}
	case res.Outcome == game.Ongoing:
		res = board
	case res.Outcome == board.Outcome && res.Reason == game.NoReason:
		res = board
	case res.Outcome != board.Outcome:
		rec.warnf("the record says %s, but its last position is %s; the record's word is kept", describeEnding(e), board)
	}
	rec.Result = res
}
