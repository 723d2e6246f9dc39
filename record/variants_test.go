package record

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

func readVariant(t *testing.T, name string) ([]*Record, error) {
	t.Helper()
	recs, err := ReadFile(filepath.Join("testdata", "variants", name), Options{})
	if len(recs) == 0 {
		t.Fatalf("%s: no record: %v", name, err)
	}
	return recs, err
}

// sampleMoves returns the moves of a real record in testdata/gib.
func sampleMoves(t *testing.T, name string) []string {
	t.Helper()
	recs, err := ReadGIB(readSample(t, name), nil)
	if err != nil {
		t.Fatal(err)
	}
	return recs[0].Moves
}

// TestVariantFixturesReadAsTheRealGame reads the fixtures that write one of the real games in
// another notation: each must give the real game's moves, setups and result, with only the
// warnings its notation calls for.
func TestVariantFixturesReadAsTheRealGame(t *testing.T) {
	game122 := sampleMoves(t, "game-2017-02-07-122-moves.gib")
	game73 := sampleMoves(t, "game-2016-12-06-73-moves.gib")
	tests := []struct {
		file     string
		moves    []string
		cho, han game.Setup
		outcome  game.Outcome
		how      Termination
		warning  string // a warning the file must give, "" for none at all
	}{
		{"ta-captures.gib", game122, game.HEHE, game.HEEH, game.HanWins, TermCheckmate, ""},
		{"hanja-pieces.gib", game122, game.HEHE, game.HEEH, game.HanWins, TermCheckmate, ""},
		{"hanja-side-marks.gib", game122, game.HEHE, game.HEEH, game.HanWins, TermCheckmate, ""},
		{"hangul-side-marks.gib", game122, game.HEHE, game.HEEH, game.HanWins, TermCheckmate, ""},
		{"swapped-soldiers.gib", game122, game.HEHE, game.HEEH, game.HanWins, TermCheckmate, ""},
		{"kakao-letters.gib", game122, game.HEHE, game.HEEH, game.HanWins, TermCheckmate, ""},
		{"kakao-letters-ranks.gib", game122, game.HEHE, game.HEEH, game.HanWins, TermCheckmate, "count their rows from Cho's side"},
		{"count-off.gib", game122, game.HEHE, game.HEEH, game.HanWins, TermCheckmate, ""},
		{"comments-times-crlf.gib", game73, game.EHEH, game.EHEH, game.ChoWins, TermNone, ""},
	}
	for _, tt := range tests {
		recs, err := readVariant(t, tt.file)
		if err != nil || len(recs) != 1 {
			t.Errorf("%s: %d games, %v", tt.file, len(recs), err)
			continue
		}
		r := recs[0]
		if !slices.Equal(r.Moves, tt.moves) {
			sameGame(t, tt.file, &Record{Game: kind.Janggi, Rules: r.Rules, StartFEN: r.StartFEN, Moves: tt.moves}, r)
		}
		cho, _ := r.Setup(game.Cho)
		han, _ := r.Setup(game.Han)
		if cho != tt.cho || han != tt.han || r.Rules.Name != "standard" {
			t.Errorf("%s: setups %s / %s under %s", tt.file, cho.Korean(), han.Korean(), r.Rules.Name)
		}
		if r.Result.Outcome != tt.outcome || r.Termination() != tt.how {
			t.Errorf("%s: result %v, termination %q; want %v by %q", tt.file, r.Result, r.Termination(), tt.outcome, tt.how)
		}
		warnings := strings.Join(r.Warnings, "\n")
		if (tt.warning == "" && warnings != "") || !strings.Contains(warnings, tt.warning) {
			t.Errorf("%s: warnings %q, want %q", tt.file, r.Warnings, tt.warning)
		}
	}
	// The headers of the comments fixture that have no field stay, in file order.
	recs, _ := readVariant(t, "comments-times-crlf.gib")
	for _, name := range []string{"초소비시간", "한소비시간", "기보형식"} {
		if _, ok := recs[0].Tag(name); !ok {
			t.Errorf("comments-times-crlf.gib: header %s not kept", name)
		}
	}
}

// TestGIBMoveTokens reads the move forms of the issue one by one.
func TestGIBMoveTokens(t *testing.T) {
	tests := []struct {
		tok             string
		from, to        string // squares under the .gib grid
		piece, captured game.PieceType
		side            int8
		letters, isPass bool
	}{
		{"74상42타졸", "d4", "b7", game.Elephant, game.Soldier, -1, false, false},
		{"01차21타차장군", "a1", "a9", game.Chariot, game.Chariot, -1, false, false},
		{"79卒78", "i4", "h4", game.Soldier, game.NoPieceType, -1, false, false},
		{"79楚卒78", "i4", "h4", game.Soldier, game.NoPieceType, 0, false, false},
		{"03漢車93장군", "c1", "c2", game.Chariot, game.NoPieceType, 1, false, false},
		{"79초졸78", "i4", "h4", game.Soldier, game.NoPieceType, 0, false, false},
		{"41한병42", "a7", "b7", game.Soldier, game.NoPieceType, 1, false, false},
		{"i7卒h7", "i4", "h4", game.Soldier, game.NoPieceType, -1, true, false},
		{"74상42병", "d4", "b7", game.Elephant, game.Soldier, -1, false, false},
		{"72졸62漢兵", "b4", "b5", game.Soldier, game.Soldier, 0, false, false},
		{"0101", "a1", "a1", game.NoPieceType, game.NoPieceType, -1, false, false},
		{"한수쉼", "", "", 0, 0, -1, false, true},
		{"한수", "", "", 0, 0, -1, false, true},
	}
	for _, tt := range tests {
		mv, err := parseGIBMove(tt.tok)
		if err != nil {
			t.Errorf("%s: %v", tt.tok, err)
			continue
		}
		if mv.pass != tt.isPass {
			t.Errorf("%s: pass %v", tt.tok, mv.pass)
		}
		if tt.isPass {
			continue
		}
		from, to := mv.from.square(gridRows).String(), mv.to.square(gridRows).String()
		if from != tt.from || to != tt.to || mv.piece != tt.piece || mv.captured != tt.captured || mv.side != tt.side || mv.letters != tt.letters {
			t.Errorf("%s: %s-%s %v takes %v, side %d, letters %v", tt.tok, from, to, mv.piece, mv.captured, mv.side, mv.letters)
		}
	}
	// Kakao's points under the other reading: i3 is i4, as in Xiangqi's coordinates.
	mv, _ := parseGIBMove("i3卒h3")
	if from := mv.from.square(rankRows).String(); from != "i4" {
		t.Errorf("i3 counted from Cho's side is %s, want i4", from)
	}
	for _, bad := range []string{"7", "79졸", "79졸7", "79x78", "70졸78", "79졸70", "i7卒78", "j7卒h7"} {
		if _, err := parseGIBMove(bad); err == nil {
			t.Errorf("%q read as a move", bad)
		}
	}
}

// TestGIBOtherRulesAndBoards reads the fixtures of games from sites with other rules and from
// start boards that are not a setup.
func TestGIBOtherRulesAndBoards(t *testing.T) {
	// A site without bikjang: read under casual, which says why.
	recs, err := readVariant(t, "facing-generals.gib")
	r := recs[0]
	if err != nil || r.Rules.Name != "casual" || len(r.Moves) != 28 || !strings.Contains(r.RulesNote, `move 8 "38포78졸"`) ||
		!strings.Contains(r.RulesNote, "bikjang") || r.Result.Outcome != game.HanWins || r.Termination() != TermTime {
		t.Errorf("facing-generals.gib: %v, rules %s, %d moves, note %q, result %v", err, r.Rules.Name, len(r.Moves), r.RulesNote, r.Result)
	}
	// Asked for casual, the same record needs no note.
	if recs, err := ReadFile("testdata/variants/facing-generals.gib", Options{Rules: game.MustPreset("casual")}); err != nil || recs[0].RulesNote != "" {
		t.Errorf("facing-generals.gib under casual: %v, note %q", err, recs[0].RulesNote)
	}
	recs, err = readVariant(t, "after-bikjang.gib")
	if r := recs[0]; err != nil || r.Rules.Name != "casual" || len(r.Moves) != 62 || !strings.Contains(r.RulesNote, "bikjang") ||
		r.Result.Outcome != game.Draw {
		t.Errorf("after-bikjang.gib: %v, rules %s, %d moves, note %q, result %v", err, r.Rules.Name, len(r.Moves), r.RulesNote, r.Result)
	}
	// Play after a double pass ends the game under every preset: read under the asked one, every
	// move kept, and the window's game stops at the pass.
	recs, err = readVariant(t, "after-double-pass.gib")
	r = recs[0]
	if err != nil || r.Rules.Name != "standard" || len(r.Moves) != 41 || r.Moves[30] != r.Moves[30][:2]+r.Moves[30][:2] ||
		!strings.Contains(strings.Join(r.Warnings, " "), "goes on for 9 more moves") {
		t.Errorf("after-double-pass.gib: %v, rules %s, %d moves, warnings %q", err, r.Rules.Name, len(r.Moves), r.Warnings)
	}
	if n, res := r.EndPly(); n != 32 || res.Reason != game.DoublePass {
		t.Errorf("after-double-pass.gib ends at %d by %v, want 32 by a double pass", n, res)
	}
	g, err := r.GameAt(-1)
	var on *PlayedOnError
	if !errors.As(err, &on) || g == nil || g.Ply() != 32 || on.Ply != 32 || on.Total != 41 {
		t.Errorf("GameAt of a record played on after its end: %v, %v", g, err)
	}
	if err := r.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}

	// A handicap board: Han without its left chariot and cannon, Han to move, no 초차림.
	recs, err = readVariant(t, "handicap-board.gib")
	r = recs[0]
	if err != nil || r.StartFEN != "1bna1abnr/4k4/7c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1" || len(r.Moves) != 40 ||
		r.Result.Outcome != game.HanWins || r.Termination() != TermResignation {
		t.Errorf("handicap-board.gib: %v, start %s, %d moves, result %v", err, r.StartFEN, len(r.Moves), r.Result)
	}
	if v, _ := r.Tag("판"); !strings.HasPrefix(v, "차마상사1사상마차/4장/") {
		t.Errorf("handicap-board.gib: the 판 header is not kept: %q", v)
	}
	recs, err = readVariant(t, "composed-board.gib")
	r = recs[0]
	if err != nil || r.StartFEN != "3k5/4a4/9/9/4P4/9/9/9/4A4/3K1R3 w - - 0 1" || len(r.Moves) != 12 || r.Termination() != TermUnknown {
		t.Errorf("composed-board.gib: %v, start %s, %d moves, termination %v", err, r.StartFEN, len(r.Moves), r.Termination())
	}
}

// TestGIBCutShortAndStrayBytes: a 총수 larger than the moves with no result after them is a record
// cut short, whose stated result is kept as its Ending but not taken; stray bytes after the last
// move (here after an end-of-file mark, which ends the file) are a warning; a game that stops keeps its moves and the games around it read.
func TestGIBCutShortAndStrayBytes(t *testing.T) {
	recs, err := readVariant(t, "count-cut-short.gib")
	r := recs[0]
	if err != nil || len(r.Moves) != 80 || !r.CutShort || r.Missing != 42 || r.Result.Over() || r.Ending.Outcome != game.HanWins {
		t.Errorf("count-cut-short.gib: %v, %d moves, cut short %v, missing %d, result %v, ending %+v", err, len(r.Moves), r.CutShort, r.Missing, r.Result, r.Ending)
	}
	recs, err = readVariant(t, "stray-bytes-utf8.gib")
	r = recs[0]
	if err != nil || len(r.Moves) != 4 || r.Result.Outcome != game.HanWins || !strings.Contains(strings.Join(r.Warnings, " "), "after the end-of-file mark") {
		t.Errorf("stray-bytes-utf8.gib: %v, %d moves, result %v, warnings %q", err, len(r.Moves), r.Result, r.Warnings)
	}
	recs, err = readVariant(t, "stops-midway.gib")
	want := `testdata/variants/stops-midway.gib: game 2: line 13: move 7 "58졸48병": the record says a soldier is taken, but h7 is empty`
	if len(recs) != 3 || err == nil || err.Error() != want {
		t.Fatalf("stops-midway.gib: %d games, error\n%v\nwant\n%s", len(recs), err, want)
	}
	if len(recs[0].Moves) != 3 || recs[0].Stopped != nil || len(recs[1].Moves) != 6 || recs[1].Stopped == nil ||
		recs[1].Stopped.Error() != want || len(recs[2].Moves) != 2 || recs[2].Stopped != nil {
		t.Errorf("stops-midway.gib: games of %d, %d, %d moves; want 3, 6 (stopped), 2", len(recs[0].Moves), len(recs[1].Moves), len(recs[2].Moves))
	}
}

// TestGIBResultWordings reads the results fixture: fifteen games, each its result in other words.
func TestGIBResultWordings(t *testing.T) {
	recs, err := readVariant(t, "results.gib")
	want := []struct {
		outcome game.Outcome
		how     Termination
		margin  game.Points
	}{
		{game.ChoWins, TermNone, 0},          // 초 완승
		{game.HanWins, TermResignation, 0},   // 한 기권승
		{game.ChoWins, TermResignation, 0},   // 초승(기권)
		{game.ChoWins, TermCheckmate, 0},     // 楚 장군승
		{game.HanWins, TermResignation, 0},   // 漢의 기권승
		{game.HanWins, TermCounted, 7},       // 한 3.5점 승
		{game.HanWins, TermDisconnection, 0}, // 초 접속끊김 패
		{game.Ongoing, TermAborted, 0},       // 통신장애중단
		{game.Ongoing, TermUnknown, 0},       // 미상
		{game.ChoWins, TermTime, 0},          // 한 시간패
		{game.Draw, TermAgreement, 0},        // 합의 무승부
		{game.ChoWins, TermResignation, 0},   // 초 기권슴
		{game.HanWins, TermNone, 0},          // 한 왼승
		{game.HanWins, TermCounted, 0},       // 한 계가승, after the moves
		{game.ChoWins, TermBikjang, 0},       // 초 빅장승, and 초 시간초과승 after the moves
	}
	if err != nil || len(recs) != len(want) {
		t.Fatalf("results.gib: %d games, %v", len(recs), err)
	}
	for i, w := range want {
		r := recs[i]
		if e := r.Ending; e.Outcome != w.outcome || e.How != w.how || e.Margin != w.margin || r.Result.Outcome != w.outcome {
			t.Errorf("game %d %q: ending %v %q margin %v, result %v; want %v %q %v", i+1, e.Text, e.Outcome, e.How, e.Margin, r.Result, w.outcome, w.how, w.margin)
		}
	}
}

// TestParseEnding reads results in the wordings real records use, typos included, and refuses
// text that is no result.
func TestParseEnding(t *testing.T) {
	tests := []struct {
		text    string
		outcome game.Outcome
		how     Termination
	}{
		{"초 완승", game.ChoWins, TermNone},
		{"한 완승", game.HanWins, TermNone},
		{"초승", game.ChoWins, TermNone},
		{"한승", game.HanWins, TermNone},
		{"초 승", game.ChoWins, TermNone},
		{"초", game.ChoWins, TermNone},
		{"楚", game.ChoWins, TermNone},
		{"漢 勝", game.HanWins, TermNone},
		{"漢 完勝", game.HanWins, TermNone},
		{"초 승리", game.ChoWins, TermNone},
		{"초의 승리", game.ChoWins, TermNone},
		{"초 완승 (총 73수)", game.ChoWins, TermNone},
		{"한 기권승", game.HanWins, TermResignation},
		{"한기권승", game.HanWins, TermResignation},
		{"초승(기권) ", game.ChoWins, TermResignation},
		{"초 승 (기권)", game.ChoWins, TermResignation},
		{"漢의 기권승", game.HanWins, TermResignation},
		{"초 기권패", game.HanWins, TermResignation},
		{"한 기권패", game.ChoWins, TermResignation},
		{"초 기권", game.ChoWins, TermResignation},
		{"한 항복", game.HanWins, TermResignation},
		{"초 기권슴", game.ChoWins, TermResignation},
		{"한 기권숭", game.HanWins, TermResignation},
		{"초 시간승", game.ChoWins, TermTime},
		{"한 시간패", game.ChoWins, TermTime},
		{"초 시간초과 패", game.HanWins, TermTime},
		{"한 초읽기 승", game.HanWins, TermTime},
		{"楚 장군승", game.ChoWins, TermCheckmate},
		{"초 외통승", game.ChoWins, TermCheckmate},
		{"한 외통수 승", game.HanWins, TermCheckmate},
		{"한 3.5점 승", game.HanWins, TermCounted},
		{"초 2점승", game.ChoWins, TermCounted},
		{"한 판정승", game.HanWins, TermCounted},
		{"한 계가승", game.HanWins, TermCounted},
		{"초 점수승", game.ChoWins, TermCounted},
		{"한 덤승", game.HanWins, TermCounted},
		{"초 접속끊김 패", game.HanWins, TermDisconnection},
		{"한 접속 끊김 승", game.HanWins, TermDisconnection},
		{"초 연결끊김승", game.ChoWins, TermDisconnection},
		{"통신장애중단", game.Ongoing, TermAborted},
		{"중단", game.Ongoing, TermAborted},
		{"대국 취소", game.Ongoing, TermAborted},
		{"무승부", game.Draw, TermNone},
		{"비김", game.Draw, TermNone},
		{"무", game.Draw, TermNone},
		{"합의 무승부", game.Draw, TermAgreement},
		{"빅장 무승부", game.Draw, TermBikjang},
		{"초 빅장승", game.ChoWins, TermBikjang},
		{"동형반복 무승부", game.Draw, TermRepetition},
		{"초 합의승", game.ChoWins, TermAgreement},
		{"미상", game.Ongoing, TermUnknown},
		{"진행중", game.Ongoing, TermNone},
		{"1-0", game.ChoWins, TermNone},
		{"0-1", game.HanWins, TermNone},
		{"1/2-1/2", game.Draw, TermNone},
		{"Cho wins by resignation", game.ChoWins, TermResignation},
		{"Han wins on time", game.HanWins, TermTime},
		{"한 왼승", game.HanWins, TermNone},
		{"초 완슴", game.ChoWins, TermNone},
		{"한 페", game.ChoWins, TermNone},
		{"시간제한 초 승", game.ChoWins, TermTime},
	}
	for _, tt := range tests {
		e, ok := parseEnding(tt.text)
		if !ok || e.Outcome != tt.outcome || e.How != tt.how {
			t.Errorf("parseEnding(%q) = %v %q (%v), want %v %q", tt.text, e.Outcome, e.How, ok, tt.outcome, tt.how)
		}
	}
	if e, _ := parseEnding("한 3.5점 승"); e.Margin != 7 {
		t.Errorf("한 3.5점 승: margin %v, want 3.5", e.Margin)
	}
	if e, _ := parseEnding("초 2점반 승"); e.Margin != 5 {
		t.Errorf("초 2점반 승: margin %v, want 2.5", e.Margin)
	}
	for _, text := range []string{"한석봉", "hello", "79졸78", "초한지"} {
		if e, ok := parseEnding(text); ok {
			t.Errorf("parseEnding(%q) = %+v: read as a result", text, e)
		}
	}
	// What koreanEnding writes reads back the same.
	for _, tt := range tests {
		e, _ := parseEnding(tt.text)
		e.Text = ""
		back, ok := parseEnding(koreanEnding(e))
		back.Text = ""
		if !e.Said() {
			continue
		}
		if !ok || back != e {
			t.Errorf("%q: written %q, read back %+v, want %+v", tt.text, koreanEnding(e), back, e)
		}
	}
}

// TestPGNCutShort: a PGN game whose PlyCount says more moves than it holds, or whose moves end
// without the result marker, is read with a warning, and its result is not taken.
func TestPGNCutShort(t *testing.T) {
	recs, err := readVariant(t, "cut-plycount.pgn")
	r := recs[0]
	if err != nil || len(r.Moves) != 6 || !r.CutShort || r.Missing != 4 || r.Result.Over() || r.Ending.Outcome != game.ChoWins ||
		r.LossNote() != "the file holds 6 of its 10 moves: the last 4 are lost" {
		t.Errorf("cut-plycount.pgn: %v, %d moves, missing %d, result %v, note %q", err, len(r.Moves), r.Missing, r.Result, r.LossNote())
	}
	recs, err = readVariant(t, "cut-no-marker.pgn")
	r = recs[0]
	if err != nil || len(r.Moves) != 5 || !r.CutShort || r.Result.Over() || !strings.Contains(strings.Join(r.Warnings, " "), "without the result marker") {
		t.Errorf("cut-no-marker.pgn: %v, %d moves, result %v, warnings %q", err, len(r.Moves), r.Result, r.Warnings)
	}
	// Converted, the game cut short claims no result.
	var b bytes.Buffer
	if err := WriteGIB(&b, r, UTF8); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), gibResult) || !strings.Contains(b.String(), `[총수 "5"]`) {
		t.Errorf("a game cut short converts to\n%s", b.String())
	}
	// A whole game reads without a word.
	rec := FromGame(port.GameOf(randomGame(newRand(3), game.Standard(), 30)))
	rec.Result = game.Result{Outcome: game.ChoWins, Reason: game.Resignation}
	b.Reset()
	if err := WritePGN(&b, rec, PGNOptions{}); err != nil {
		t.Fatal(err)
	}
	back, err := ReadPGN(b.Bytes())
	if err != nil || back[0].CutShort || len(back[0].Warnings) != 0 || back[0].Result.Outcome != game.ChoWins {
		t.Errorf("a whole game: %v, cut short %v, warnings %q", err, back[0].CutShort, back[0].Warnings)
	}
	// Every cut of it on a move boundary tells on itself.
	text := b.String()
	body := strings.Index(text, "\n\n") + 2
	for cut := body + 1; cut < len(text)-1; cut++ {
		if text[cut] != ' ' && text[cut] != '\n' {
			continue
		}
		recs, _ := ReadPGN([]byte(text[:cut]))
		if len(recs) == 1 && !recs[0].CutShort {
			t.Fatalf("cut at byte %d (%q), the game reads as whole", cut, text[max(cut-20, 0):cut])
		}
		if len(recs) == 1 && recs[0].Result.Over() {
			t.Fatalf("cut at byte %d, the game cut short has the result %v", cut, recs[0].Result)
		}
	}
}

// TestFixturesRoundTrip writes every fixture game in .gib (both encodings) and PGN and reads it
// back: the same start, rules, moves, result and ending.
func TestFixturesRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/variants/*.gib")
	more, _ := filepath.Glob("testdata/gib/*.gib")
	games := 0
	for _, path := range append(files, more...) {
		recs, _ := ReadFile(path, Options{})
		for i, rec := range recs {
			games++
			what := path + " game " + string(rune('1'+i))
			for _, f := range []struct {
				f    Format
				opts Options
			}{{GIB, Options{Encoding: UTF8}}, {GIB, Options{Encoding: CP949}}, {PGN, Options{}}, {PGN, Options{UCI: true}}} {
				var b bytes.Buffer
				if err := Write(&b, f.f, rec, f.opts); err != nil {
					t.Errorf("%s: writing %s: %v", what, f.f, err)
					continue
				}
				back, err := Read(b.Bytes(), f.f, Options{})
				if err != nil || len(back) != 1 {
					t.Errorf("%s: reading back %s: %v\n%s", what, f.f, err, b.String())
					continue
				}
				sameGame(t, what+" as "+f.f.String(), rec, back[0])
				if back[0].Result.Outcome != rec.Result.Outcome || back[0].Termination() != rec.Termination() {
					t.Errorf("%s as %s: result %v (%v), want %v (%v)\n%s", what, f.f, back[0].Result, back[0].Termination(), rec.Result, rec.Termination(), b.String())
				}
			}
		}
	}
	if games < 30 {
		t.Errorf("%d games round-tripped, want every fixture's", games)
	}
}

// TestSamplesStillRead reads every real record in testdata/gib without a warning. The folder is
// part of the repository: a test that found no file there would check nothing, so that fails.
func TestSamplesStillRead(t *testing.T) {
	files, err := filepath.Glob("testdata/gib/*.gib")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 2 {
		t.Fatalf("%d .gib records in testdata/gib, want the 2 real ones testdata/gib/README.md lists", len(files))
	}
	for _, f := range files {
		recs, err := ReadFile(f, Options{})
		if err != nil || len(recs) == 0 {
			t.Errorf("%s: %v (%d records)", f, err, len(recs))
			continue
		}
		if len(recs[0].Warnings) > 0 {
			t.Errorf("%s: warnings %q", f, recs[0].Warnings)
		}
	}
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed+1)) }

// TestGIBCountWithoutPasses: a 총수 that leaves out the passes, or is one off either way, is no
// fault; one that says more (with no result after the moves) is a record cut short.
func TestGIBCountWithoutPasses(t *testing.T) {
	moves := "1. 79졸78 2. 한수쉼 3. 78졸68 4. 한수쉼 5. 08마87 6. 41병42\n"
	for _, tt := range []struct {
		count    string
		warn     bool
		cutShort bool
	}{{"6", false, false}, {"4", false, false}, {"5", false, false}, {"7", false, false}, {"3", false, false},
		{"2", true, false}, {"8", true, true}, {"6수", false, false}} {
		recs, err := ReadGIB([]byte(gibHead+"[총수 \""+tt.count+"\"]\n[대국결과 \"초 완승\"]\n\n"+moves), nil)
		if err != nil {
			t.Fatal(err)
		}
		r := recs[0]
		if warned := strings.Contains(strings.Join(r.Warnings, " "), "총수"); warned != tt.warn || r.CutShort != tt.cutShort ||
			r.Result.Over() == tt.cutShort {
			t.Errorf("총수 %s for 6 moves (2 passes): warnings %q, cut short %v, result %v", tt.count, r.Warnings, r.CutShort, r.Result)
		}
	}
}
