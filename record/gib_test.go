package record

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"golang.org/x/text/encoding/korean"

	"janggi/game"
	"janggi/game/kind"
)

func readSample(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/gib/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestRealGIBFiles reads the two real CP949 records: headers, setups (named as Cho sees the board),
// every move legal under the standard preset, and the result.
func TestRealGIBFiles(t *testing.T) {
	tests := []struct {
		file          string
		moves         int
		cho, han      game.Setup
		choP, hanP    string
		first, last   string
		outcome       game.Outcome
		reason        game.Reason
		firstCapture  int    // the number of the first move that captures
		capturedPoint string // and the square it captures on
	}{
		{"game-2016-12-06-73-moves.gib", 73, game.EHEH, game.EHEH, "하여명", "전동하", "a4b4", "h7a7", game.ChoWins, game.NoReason, 13, "b7"},
		{"game-2017-02-07-122-moves.gib", 122, game.HEHE, game.HEEH, "송은미", "조용호", "g1f3", "e5e2", game.HanWins, game.Checkmate, 45, "h7"},
	}
	for _, tt := range tests {
		recs, err := ReadGIB(readSample(t, tt.file), nil)
		if err != nil {
			t.Fatalf("%s: %v", tt.file, err)
		}
		r := recs[0]
		if len(recs) != 1 || len(r.Moves) != tt.moves {
			t.Fatalf("%s: %d games, %d moves; want 1 game of %d moves", tt.file, len(recs), len(r.Moves), tt.moves)
		}
		cho, _ := r.Setup(game.Cho)
		han, _ := r.Setup(game.Han)
		if cho != tt.cho || han != tt.han {
			t.Errorf("%s: setups %s %s, want %s %s", tt.file, cho.Korean(), han.Korean(), tt.cho.Korean(), tt.han.Korean())
		}
		if r.Cho != tt.choP || r.Han != tt.hanP || r.Event != "친선대국" || r.Round != "" {
			t.Errorf("%s: players %q %q event %q round %q", tt.file, r.Cho, r.Han, r.Event, r.Round)
		}
		if r.Moves[0] != tt.first || r.Moves[len(r.Moves)-1] != tt.last {
			t.Errorf("%s: first and last moves %s %s, want %s %s", tt.file, r.Moves[0], r.Moves[len(r.Moves)-1], tt.first, tt.last)
		}
		if r.Result.Outcome != tt.outcome || r.Result.Reason != tt.reason {
			t.Errorf("%s: result %v, want %v by %v", tt.file, r.Result, tt.outcome, tt.reason)
		}
		if len(r.Warnings) != 0 {
			t.Errorf("%s: warnings %q", tt.file, r.Warnings)
		}
		// The captured piece the file names is checked against the board on the way; here the
		// first capture must land where the record says.
		p := janggiAt(t, r, tt.firstCapture-1)
		m, _ := p.ParseMove(r.Moves[tt.firstCapture-1])
		if p.At(m.To()) == game.NoPiece || m.To().String() != tt.capturedPoint {
			t.Errorf("%s: move %d %s captures nothing on %s", tt.file, tt.firstCapture, m, tt.capturedPoint)
		}
	}
}

// TestRealGIBRewritesTheSameMoves writes the real records back in CP949 and wants the file's move
// text unchanged, 장군 marks and captured pieces included.
func TestRealGIBRewritesTheSameMoves(t *testing.T) {
	for _, name := range []string{"game-2016-12-06-73-moves.gib", "game-2017-02-07-122-moves.gib"} {
		data := readSample(t, name)
		recs, err := ReadGIB(data, nil)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := WriteGIB(&b, recs[0], CP949); err != nil {
			t.Fatal(err)
		}
		moveText := func(d []byte) string {
			text, _ := decodeText(d)
			return strings.Join(strings.Fields(text[strings.Index(text, "\n\n"):]), " ")
		}
		if got, want := moveText(b.Bytes()), moveText(data); got != want {
			t.Errorf("%s: move text differs\n got %s\nwant %s", name, got, want)
		}
		for _, h := range []string{`[초차림 "`, `[대국결과 "`, `[총수 "`} {
			text, _ := decodeText(b.Bytes())
			orig, _ := decodeText(data)
			if headerLine(text, h) != headerLine(orig, h) {
				t.Errorf("%s: header %s written as %q, file has %q", name, h, headerLine(text, h), headerLine(orig, h))
			}
		}
	}
}

func headerLine(text, prefix string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

// TestGIBQuirks reads what real files contain besides the plain format: a byte order mark, CRLF,
// comments, blank lines, stray 0xFF and 0x1A bytes, <0> markers, hanja piece names with side
// marks, missing setup headers, a wrong 총수, a result after the moves, and two games in one file.
func TestGIBQuirks(t *testing.T) {
	text := "\uFEFF{ saved by some program }\r\n" +
		"[대회명 \"친선대국\"]\r\n[총수 \"99\"]\r\n\r\n" +
		"1. 71卒72 2. 49漢兵48 { a comment\r\n over two lines } 3. 08마87 <0>\r\n" +
		"4. 18馬37 5. 88포85 장군 6. 38砲35\r\n초 완승\r\n" +
		"[초차림 \"마상상마\"]\r\n[한차림 \"원앙마\"]\r\n\r\n1. 79졸78 2. 한수쉼 3. 78졸68\r\n"
	recs, err := ReadGIB([]byte(text), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2 {
		t.Fatalf("%d games, want 2", len(recs))
	}
	a, b := recs[0], recs[1]
	if got := strings.Join(a.Moves, " "); got != "a4b4 i7h7 h1g3 h10g8 h3e3 h8e8" {
		t.Errorf("first game moves %s", got)
	}
	if cho, _ := a.Setup(game.Cho); cho != game.HEEH || !strings.Contains(strings.Join(a.Warnings, "\n"), "no 초차림 or 한차림 header: the moves fit 초 마상상마, 한 마상상마") {
		t.Errorf("first game: Cho's setup inferred as %s, want the default 마상상마 (its moves fit it), with a warning: %q", cho.Korean(), a.Warnings)
	}
	if a.Result.Outcome != game.ChoWins {
		t.Errorf("first game: result %v, want Cho winning (written after the moves)", a.Result)
	}
	if !strings.Contains(strings.Join(a.Warnings, "\n"), "총수") {
		t.Errorf("first game: no warning about 총수 99 for 6 moves: %q", a.Warnings)
	}
	if han, _ := b.Setup(game.Han); han != game.EHHE || strings.Join(b.Moves, " ") != "i4h4 e9e9 h4h5" {
		t.Errorf("second game: Han setup %s, moves %s", han.Korean(), strings.Join(b.Moves, " "))
	}

	// The same bytes in CP949, with stray bytes real files carry.
	enc, err := korean.EUCKR.NewEncoder().Bytes([]byte(strings.TrimPrefix(text, "\uFEFF")))
	if err != nil {
		t.Fatal(err)
	}
	enc = append(append([]byte{0xFF}, enc...), 0x1A)
	recs2, err := ReadGIB(enc, nil)
	if err != nil || len(recs2) != 2 || strings.Join(recs2[0].Moves, " ") != strings.Join(a.Moves, " ") {
		t.Fatalf("CP949 copy: %v", err)
	}
}

// TestGIBInfersMissingSetups reads a real record without its setup headers: only the setups it
// was played with let every move replay with the pieces the record names.
func TestGIBInfersMissingSetups(t *testing.T) {
	text, _ := decodeText(readSample(t, "game-2016-12-06-73-moves.gib"))
	var kept []string
	for _, l := range strings.Split(text, "\n") {
		if !strings.Contains(l, "차림") {
			kept = append(kept, l)
		}
	}
	recs, err := ReadGIB([]byte(strings.Join(kept, "\n")), nil)
	if err != nil {
		t.Fatal(err)
	}
	cho, _ := recs[0].Setup(game.Cho)
	han, _ := recs[0].Setup(game.Han)
	if cho != game.EHEH || han != game.EHEH || len(recs[0].Moves) != 73 || len(recs[0].Warnings) != 1 {
		t.Errorf("setups %s %s, %d moves, warnings %q; want 상마상마 for both, 73 moves, a warning that says so", cho.Korean(), han.Korean(), len(recs[0].Moves), recs[0].Warnings)
	}
}

// TestGIBErrors wants every record that cannot be read whole to give one message naming the
// line, the move's number and its text, and the reason (never a panic), and to keep every move
// before the fault.
func TestGIBErrors(t *testing.T) {
	head := "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n"
	tests := []struct {
		text, want string
		kept       int // moves read before the fault
		problem    Problem
	}{
		{head + "1. 71졸72 2. 41병42 3. 55졸54", `line 4: move 3 "55졸54": no piece on e6`, 2, ProblemIllegal},
		{head + "1. 71졸72 2. 41병42 3. 09졸98", `move 3 "09졸98": the record names a soldier, but a chariot stands on i1`, 2, ProblemIllegal},
		{head + "1. 71졸72 2. 41병42 3. 72마73", `move 3 "72마73": the record names a horse, but a soldier stands on b4`, 2, ProblemIllegal},
		{head + "1. 71졸62", `move 1 "71졸62": illegal move a4b5`, 0, ProblemIllegal},
		{head + "1. 71졸72 2. 71병72", `move 2 "71병72": no piece on a4`, 1, ProblemIllegal},
		{head + "1. 71졸72 2. 41병42 3. 72졸62병", `move 3 "72졸62병": the record says a soldier is taken, but b5 is empty`, 2, ProblemIllegal},
		{head + "1. 71졸72 2. 41병42 3. 72졸73병", `move 3 "72졸73병": illegal move b4c4`, 2, ProblemIllegal},
		{head + "1. 71xx72", `line 4: move 1 "71xx72": "xx" is not a piece name`, 0, ProblemNotAMove},
		{head + "1. hello", `move 1 "hello": not a move`, 0, ProblemNotAMove},
		{head + "1. 7", `move 1 "7": not a move`, 0, ProblemNotAMove},
		{head + "1. 71졸72\n2. 4병42 3. 41병42", `line 5: move 2 "4병42": not a move`, 1, ProblemNotAMove},
		{head + "1. 79졸78 2. 41병42 3. 70졸68", `move 3 "70졸68": "70" is not a point: files are 1-9`, 2, ProblemNotAMove},
		{head + "1. 79졸78 2. 41병42 3. 7", `move 3 "7": not a move`, 2, ProblemNotAMove},
		// 0101 is Cho's chariot "moving" to its own point: a pass only the general makes.
		{head + "1. 0101", `line 4: move 1 "0101": a move from a1 to itself is a pass, which only the general makes, not the chariot there`, 0, ProblemIllegal},
		{head + "1. 79졸78 2. 1111", `move 2 "1111": a move from a10 to itself is a pass, which only the general makes, not the chariot there`, 1, ProblemIllegal},
		{"[판 \"차마상사1사상마차/...\"]\n", "판", -1, ProblemHeader},
		{"[판 \"4장/9/9/9/9/9/9/9/9/9\"]\n\n1. 95장85", `판 "4장/9/9/9/9/9/9/9/9/9": Han has 0 generals`, -1, ProblemHeader},
		{"", "no game found", -1, ProblemNoGame},
		{"\xff\xfe\x00", "no game found", -1, ProblemNoGame},
		{"[초차림 마상상마\n", `no game found: line 1: "[초차림 마상상마" is not a header`, -1, ProblemNoGame},
	}
	for _, tt := range tests {
		recs, err := ReadGIB([]byte(tt.text), nil)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ReadGIB(%q):\n got %v\nwant an error containing %s", tt.text, err, tt.want)
			continue
		}
		if strings.Count(err.Error(), `"`+strings.TrimSuffix(strings.SplitN(tt.want, `"`, 3)[min(1, len(strings.SplitN(tt.want, `"`, 3))-1)], `"`)+`"`) > 1 {
			t.Errorf("ReadGIB(%q): the message repeats itself: %v", tt.text, err)
		}
		if got := ProblemOf(err); got != tt.problem {
			t.Errorf("ReadGIB(%q): problem %v, want %v", tt.text, got, tt.problem)
		}
		if tt.kept < 0 {
			if len(recs) != 0 {
				t.Errorf("ReadGIB(%q): %d records from a file with no readable game", tt.text, len(recs))
			}
			continue
		}
		if len(recs) != 1 || len(recs[0].Moves) != tt.kept || recs[0].Stopped == nil || recs[0].Stopped.Error() != err.Error() {
			t.Errorf("ReadGIB(%q): %d records, want 1 with the %d moves before the fault and Stopped set", tt.text, len(recs), tt.kept)
		}
	}
}

// TestGIBHeaderFaultsAreWarnings: a header that cannot be used (a setup that is none of the four,
// an unknown preset, a line that looks like a header and is not) does not stop a record whose
// moves read; it is said in a warning.
func TestGIBHeaderFaultsAreWarnings(t *testing.T) {
	for _, tt := range []struct{ text, warning string }{
		{"[초차림 \"마마마마\"]\n\n1. 71졸72", `초차림 "마마마마" names no setup`},
		{"[규칙 \"xiangqi\"]\n\n1. 71졸72", `규칙 "xiangqi" is not a Janggi preset`},
		{"[초차림 마상상마\n1. 71졸72", `"[초차림 마상상마" is not a header`},
		{"[대회명 \"친선\"] 잡담\n1. 71졸72", `"잡담" after the header 대회명`},
	} {
		recs, err := ReadGIB([]byte(tt.text), nil)
		if err != nil || len(recs) != 1 || len(recs[0].Moves) != 1 {
			t.Errorf("ReadGIB(%q): %v", tt.text, err)
			continue
		}
		if !strings.Contains(strings.Join(recs[0].Warnings, "\n"), tt.warning) {
			t.Errorf("ReadGIB(%q): warnings %q, want one containing %s", tt.text, recs[0].Warnings, tt.warning)
		}
	}
}

// TestGIBRefusesOtherGames: .gib holds Janggi only.
func TestGIBRefusesOtherGames(t *testing.T) {
	if err := WriteGIB(&bytes.Buffer{}, New(kind.Xiangqi, nil), CP949); err == nil {
		t.Error("a Xiangqi record was written as .gib")
	}
	rec := New(kind.Janggi, nil)
	rec.Cho = "Ünal 😀"
	if err := WriteGIB(&bytes.Buffer{}, rec, CP949); err == nil || !strings.Contains(err.Error(), "CP949") {
		t.Errorf("a name CP949 cannot hold: %v", err)
	}
	if err := WriteGIB(&bytes.Buffer{}, rec, UTF8); err != nil {
		t.Errorf("the same name in UTF-8: %v", err)
	}
}

// TestGIBPointsMatchFairyStockfishJanggiNotation pins the point numbering to examples written by
// Fairy-Stockfish's Janggi notation (e.g. "R63-03" for c5c1).
func TestGIBPointsMatchFairyStockfishJanggiNotation(t *testing.T) {
	for sq, want := range map[string]string{"c5": "63", "c1": "03", "e2": "95", "d1": "04", "e8": "35", "a10": "11", "i1": "09"} {
		s, _ := game.ParseSquare(sq)
		if got := GIBPoint(s); got != want {
			t.Errorf("%s is point %s, want %s", sq, got, want)
		}
		pt, n, ok := scanPoint(want)
		if back := pt.square(gridRows); !ok || n != 2 || back != s {
			t.Errorf("point %s reads as %s, want %s", want, back, sq)
		}
	}
}
