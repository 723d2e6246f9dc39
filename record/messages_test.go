package record

import (
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"janggi/game"
	"janggi/record/recordtest"
)

var updateMessages = flag.Bool("update-messages", false, "rewrite testdata/messages.txt from the readers' messages")

// messageCases make the readers say every error and warning they can, each once: the list in
// testdata/messages.txt is what a user reads, kept to be read through as a whole (go test
// ./record -run Messages -update-messages rewrites it; the diff shows what changed).
var messageCases = []struct {
	name, format, text string
}{
	{"gib: a move that is no move", "gib", gibHead + "1. 79졸78 2. hello 3. 41병42"},
	{"gib: a point with file 0", "gib", gibHead + "1. 70졸78"},
	{"gib: no to point", "gib", gibHead + "1. 79졸"},
	{"gib: points written two ways", "gib", gibHead + "1. 79졸h7"},
	{"gib: no piece name", "gib", gibHead + "1. 79xx78"},
	{"gib: no captured piece's name", "gib", gibHead + "1. 79졸78xx"},
	{"gib: an empty point", "gib", gibHead + "1. 55졸54"},
	{"gib: the other side's piece", "gib", gibHead + "1. 41병42"},
	{"gib: another piece", "gib", gibHead + "1. 71마72"},
	{"gib: a chariot staying put (0101)", "gib", gibHead + "1. 0101"},
	{"gib: a capture on an empty point", "gib", gibHead + "1. 79졸78병"},
	{"gib: the wrong piece taken", "gib", gibHead + "1. 71졸61 2. 41병51 3. 61졸51차"},
	{"gib: a move the rules refuse", "gib", gibHead + "1. 79졸68"},
	{"gib: the generals kept facing (read under casual)", "gib", "[판 \"4장/9/9/9/9/9/9/9/4將/車\"]\n\n1. 05장95 2. 25장15"},
	{"gib: a move after checkmate", "gib", "[판 \"車3장/車/9/4졸/9/9/9/9/9/4將\"]\n\n1. 05장06"},
	{"gib: a game in a file of several", "gib", gibHead + "1. 79졸78\n" + gibHead + "1. 79졸78 2. 41병42 3. 55졸54"},
	{"gib: nothing", "gib", ""},
	{"gib: only a broken header", "gib", "[초차림 마상상마\n"},
	{"gib: a 판 board with a row too long", "gib", "[판 \"차마상사1사상마차1\"]\n"},
	{"gib: a 판 board with no piece", "gib", "[판 \"차마상사x사상마차\"]\n"},
	{"gib: a 판 board that is no position", "gib", "[판 \"4장/9/9/9/9/9/9/9/9/9\"]\n"},
	{"gib: a FEN header that is none", "gib", "[FEN \"rnba1abnr\"]\n"},
	{"gib: warnings", "gib", "{ a comment }\n[대회명 \"친선\"] 잡담\n[한차림 \"마상마\n[초차림 \"마마마마\"]\n[규칙 \"xiangqi\"]\n[총수 \"열\"]\n[대국결과 \"누가 이겼나\"]\n기보 제공: 어느 동호회\n1. 79楚兵78 2. 41병42 ¿¿\n"},
	{"gib: a result after the moves that disagrees", "gib", gibHead + "[대국결과 \"초 기권승\"]\n\n1. 79졸78 2. 41병42\n한 시간승\n"},
	{"gib: 총수 says fewer", "gib", gibHead + "[총수 \"1\"]\n\n1. 79졸78 2. 41병42 3. 78졸68 4. 42병52\n"},
	{"gib: 총수 says more, no result after the moves", "gib", gibHead + "[총수 \"9\"]\n[대국결과 \"초 완승\"]\n\n1. 79졸78 2. 41병42 3. 78졸68\n"},
	{"gib: a checkmate that is none", "gib", gibHead + "[대국결과 \"초 외통승\"]\n\n1. 79졸78\n"},
	{"gib: Kakao points counted from Cho's side", "gib", gibHead + "1. i3卒h3\n"},
	{"gib: a 판 board with a note", "gib", "[판 \"4장/9/9/9/9/9/9/9/9/車3將 묘수\"]\n\n1. 05장06\n"},
	{"gib: a site that plays on after a double pass", "gib", gibHead + "1. 한수쉼 2. 한수쉼 3. 79졸78\n"},
	{"gib: a site without bikjang", "file", "testdata/variants/facing-generals.gib"},
	{"gib: a stray byte after the last move", "gib", gibHead + "1. 79졸78 \xff\n"},
	{"gib: a move number too long", "gib", gibHead + "1. 79졸78 99999999999999999999. 41병42"},
	{"gib: text after the end-of-file mark", "gib", gibHead + "1. 79졸78 \x1a 2. 41병42\n"},
	{"gib: too many moves", "gib-limit-moves", ""},
	{"gib: too many games", "gib-limit-games", ""},
	{"pgn: a move that is no move", "pgn", "1. Pab4 Pih7 2. Hx3"},
	{"pgn: no piece letter", "pgn", "1. Zz5"},
	{"pgn: a move of no piece that can", "pgn", "1. Pab4 Pih7 2. Hc4"},
	{"pgn: ambiguous", "pgn", "1. Pb4"},
	{"pgn: a UCI move refused", "pgn", "1. a1a2 a10a9 2. a1a2"},
	{"pgn: a move after checkmate", "pgn-sample", "Ra2 *"},
	{"pgn: a bad Variant", "pgn", "[Variant \"chess\"]\n\n1. e4 *"},
	{"pgn: a bad Rules", "pgn", "[Rules \"xiangqi\"]\n\n*"},
	{"pgn: a bad FEN", "pgn", "[FEN \"rnba1abnr/4k4\"]\n\n*"},
	{"pgn: a tag without quotes", "pgn", "[Event Club]\n"},
	{"pgn: a quote inside a tag", "pgn", "[Event \"a\"b\"]\n"},
	{"pgn: not a tag", "pgn", "[Event]\n"},
	{"pgn: a comment never closed", "pgn", "1. Pab4 { never closed"},
	{"pgn: a variation never closed", "pgn", "1. Pab4 ( Pcb4"},
	{"pgn: ) without (", "pgn", "1. Pab4 ) Pih7"},
	{"pgn: nothing", "pgn", ""},
	{"pgn: a Twelve Janggi move refused", "pgn", "[Variant \"twelve\"]\n\n1. b2b4 *"},
	{"pgn: warnings", "pgn", "[Result \"2-0\"]\n[Clock \"cho=5m; nonsense\"]\n[Termination \"by magic\"]\n[PlyCount \"many\"]\n\n1. Pab4 *"},
	{"pgn: a Termination without a result", "pgn", "[Termination \"resignation\"]\n\n1. Pab4 *"},
	{"pgn: Result tag and marker disagree", "pgn", "[Result \"1-0\"]\n\n1. Pab4 0-1"},
	{"pgn: PlyCount says more", "pgn", "[Result \"1-0\"]\n[PlyCount \"4\"]\n\n1. Pab4 Pih7"},
	{"pgn: PlyCount says fewer", "pgn", "[PlyCount \"1\"]\n\n1. Pab4 Pih7 *"},
	{"pgn: no result marker", "pgn", "[Result \"0-1\"]\n\n1. Pab4 Pih7"},
	{"pgn: the board's ending disagrees", "pgn-sample", "1-0"},
	{"fen: two positions", "fen", game.DefaultFEN + "\n" + game.DefaultFEN},
	{"fen: nothing", "fen", "# only a comment"},
	{"file: a folder", "path", "testdata"},
	{"file: a device", "path", "/dev/zero"},
	{"file: missing", "path", "testdata/no-such-file.gib"},
	{"autosave: cut short", "autosave", "[Result \"*\"]\n[PlyCount \"4\"]\n\n1. b1c3 b10c8"},
	{"autosave: damaged", "autosave", "[Result \"*\"]\n[PlyCount \"4\"]\n\n1. b1c3 b10c8 2. zz"},
	{"autosave: no marker", "autosave", "[Result \"*\"]\n\n1. b1c3 b10c8"},
}

const gibHead = "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n"

// messagesOf runs one case and returns what the user reads: the error, then each warning.
func messagesOf(t *testing.T, format, text string) []string {
	var recs []*Record
	var err error
	switch format {
	case "gib":
		recs, err = ReadGIB([]byte(text), nil)
	case "pgn":
		recs, err = ReadPGN([]byte(text))
	case "fen":
		var r *Record
		if r, err = ReadFEN(text, nil); r != nil {
			recs = []*Record{r}
		}
	case "file", "path":
		recs, err = ReadFile(text, Options{})
	case "pgn-sample":
		// The real game that ends in checkmate, as PGN, with text in place of its result.
		sample, _ := ReadGIB(readSample(t, "game-2017-02-07-122-moves.gib"), nil)
		var b strings.Builder
		WritePGN(&b, sample[0], PGNOptions{})
		pgn := strings.TrimSuffix(strings.TrimSpace(b.String()), "0-1") + text
		if text == "1-0" {
			pgn = strings.Replace(pgn, `[Result "0-1"]`, `[Result "1-0"]`, 1)
			pgn = strings.Replace(pgn, `[Termination "checkmate"]`+"\n", "", 1)
		}
		recs, err = ReadPGN([]byte(pgn))
	case "gib-limit-moves":
		recs, err = ReadGIB(recordtest.Shuffle(MaxMoves+1), nil)
	case "gib-limit-games":
		recs, err = ReadGIB([]byte(strings.Repeat("[대회명 \"x\"]\n1. 한수쉼\n", MaxGames+1)), nil)
	case "autosave":
		path := t.TempDir() + "/autosave.pgn"
		os.WriteFile(path, []byte(autosaveMark+"\n"+text), 0o644)
		var r *Record
		if r, err = LoadAutosave(path); r != nil {
			recs = []*Record{r}
			if note := r.LossNote(); note != "" {
				return []string{"loss: " + note}
			}
		}
	}
	var out []string
	if strings.Contains(format, "limit") {
		recs = nil // their games' warnings are those of any game
	}
	if err != nil {
		for _, line := range strings.Split(err.Error(), "\n") {
			out = append(out, "error: "+strings.ReplaceAll(line, t.TempDir(), "TMP"))
		}
	}
	for _, r := range recs {
		if r.RulesNote != "" {
			out = append(out, "rules: "+r.RulesNote)
		}
		for _, w := range r.Warnings {
			if w != r.RulesNote {
				out = append(out, "warning: "+w)
			}
		}
	}
	return out
}

// TestMessages keeps every message the readers can give in testdata/messages.txt, and checks
// each as a user would read it: it says where (a line, for what a file holds), it quotes what it
// complains of once, it is not too long to read, and it holds no formatting fault.
func TestMessages(t *testing.T) {
	if testing.Short() {
		t.Skip("reads a game of 200,001 moves")
	}
	quoted := regexp.MustCompile(`"[^"]+"`)
	var b strings.Builder
	for _, c := range messageCases {
		msgs := messagesOf(t, c.format, c.text)
		if len(msgs) == 0 {
			t.Errorf("%s: no message", c.name)
		}
		b.WriteString("# " + c.name + "\n")
		for _, m := range msgs {
			b.WriteString(m + "\n")
			if strings.Contains(m, "%!") || strings.Contains(m, "<nil>") || !utf8.ValidString(m) {
				t.Errorf("%s: a formatting fault in %q", c.name, m)
			}
			if utf8.RuneCountInString(m) > 320 {
				t.Errorf("%s: %d characters: %q", c.name, utf8.RuneCountInString(m), m)
			}
			seen := map[string]bool{}
			for _, q := range quoted.FindAllString(m, -1) {
				if seen[q] && len(q) > 4 {
					t.Errorf("%s: %s quoted twice in %q", c.name, q, m)
				}
				seen[q] = true
			}
			if strings.HasPrefix(c.name, "gib") || strings.HasPrefix(c.name, "pgn") {
				if strings.HasPrefix(m, "error: ") && strings.Contains(m, "move ") && !strings.Contains(m, "line ") {
					t.Errorf("%s: a move's error names no line: %q", c.name, m)
				}
			}
		}
	}
	got := b.String()
	const golden = "testdata/messages.txt"
	if *updateMessages {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test ./record -run Messages -update-messages writes it)", err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("the messages changed at line %d:\n got %s\nwant %s\n(read them through, then go test ./record -run Messages -update-messages)", i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("the messages changed: %d lines, want %d (go test ./record -run Messages -update-messages)", len(gl), len(wl))
	}
}
