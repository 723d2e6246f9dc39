package record

import (
	"bytes"
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
)

// pychessGame is a Janggi game in the form pychess exports (server/utils.py pgn()): chess tags,
// Variant "Janggi", FEN and SetUp, moves in Fairy-Stockfish's algebraic notation.
const pychessGame = `[Event "PyChess casual game"]
[Site "https://www.pychess.org/abcdefgh"]
[Date "2024.03.09"]
[Round "-"]
[White "Kim"]
[Black "Fairy-Stockfish"]
[Result "0-1"]
[TimeControl "300+30"]
[WhiteElo "1500?"]
[BlackElo "1700"]
[Variant "Janggi"]
[FEN "rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"]
[SetUp "1"]

1. Pab4 Pih7 2. Hg3 Hf8 3. Ke2 Ke9 0-1
`

func TestReadPychessPGN(t *testing.T) {
	recs, err := ReadPGN([]byte(pychessGame))
	if err != nil {
		t.Fatal(err)
	}
	r := recs[0]
	if r.Game != kind.Janggi || r.Rules.Name != "standard" || strings.Join(r.Moves, " ") != "a4b4 i7h7 h1g3 g10f8 e2e2 e9e9" {
		t.Fatalf("game %s/%s moves %s", r.Game, r.Rules.Name, strings.Join(r.Moves, " "))
	}
	if han, _ := r.Setup(game.Han); han != game.EHHE {
		t.Errorf("Han setup %s, want 상마마상 from the FEN", han.Korean())
	}
	if r.Cho != "Kim" || r.Han != "Fairy-Stockfish" || r.Round != "-" || r.TimeControl != "300+30" {
		t.Errorf("tags: %+v", r)
	}
	if v, ok := r.Tag("BlackElo"); !ok || v != "1700" {
		t.Errorf("BlackElo %q %v", v, ok)
	}
	// Two passes in a row end the game under the standard preset: counted, Han ahead by the 덤.
	if r.Result.Outcome != game.HanWins || r.Result.Reason != game.DoublePass || !r.Result.Counted {
		t.Errorf("result %v, want Han winning by counting after the double pass", r.Result)
	}
}

// TestPGNMoveText reads the move text's other forms: UCI moves, comments, variations, NAGs,
// move numbers glued to moves, escapes in tags, Han moving first, and several games in a file.
func TestPGNMoveText(t *testing.T) {
	text := `[Event "A \"quoted\" \\ name"]
[Variant "janggimodern"]

1.a4b4 {a comment
over lines} i7h7 $1 (2. Hc3 (2. Ha3) Hc8) 2. h1g3 ; to the end of the line
Hg8 *

[Variant "Xiangqi"]
[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"]

1... Hg8 2. Che3 1/2-1/2
`
	recs, err := ReadPGN([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2 {
		t.Fatalf("%d games, want 2", len(recs))
	}
	a, b := recs[0], recs[1]
	if a.Event != `A "quoted" \ name` || a.Rules.Name != "modern" || strings.Join(a.Moves, " ") != "a4b4 i7h7 h1g3 h10g8" {
		t.Errorf("first game: event %q rules %s moves %s", a.Event, a.Rules.Name, strings.Join(a.Moves, " "))
	}
	if b.Game != kind.Xiangqi || strings.Join(b.Moves, " ") != "h10g8 h3e3" || b.Result.Outcome != game.Draw {
		t.Errorf("second game: %s moves %s result %v", b.Game, strings.Join(b.Moves, " "), b.Result)
	}
	var out bytes.Buffer
	if err := WritePGN(&out, b, PGNOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "\n1... Hg8 2. Che3 1/2-1/2\n") || !strings.Contains(out.String(), `[SetUp "1"]`) {
		t.Errorf("Han-first game written as\n%s", out.String())
	}
	out.Reset()
	if err := WritePGN(&out, a, PGNOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `[Event "A \"quoted\" \\ name"]`) || strings.Contains(out.String(), "[FEN") {
		t.Errorf("escapes, or a FEN for the default start:\n%s", out.String())
	}
}

// TestPGNErrors wants bad PGN refused with the line and, for a move, its number and text, said
// once, and every move before the fault kept.
func TestPGNErrors(t *testing.T) {
	tests := []struct {
		text, want string
		kept       int
	}{
		{"1. Pab4 Pih7 2. Hx3", `line 1: move 3 "Hx3": not a move: want a piece letter and a to point`, 2},
		{"1. Pab4 Pih7 2. Hc4", `move 3 "Hc4": no horse can move to c4 here`, 2},
		{"1. Pab4\n2. Zz5", `line 2: move 2 "Zz5": not a move: "Z" is no piece letter`, 1},
		{"1. Pb4", `move 1 "Pb4": ambiguous: a4b4 c4b4 all fit`, 0},
		{"1. a1a2 a10a9 2. a1a2", `move 3 "a1a2": illegal move a1a2: no piece on a1`, 2},
		{"1. Ra2 Ra9 2. Ka1", `move 3 "Ka1": no general can move to a1 here`, 2},
		{"[Variant \"chess\"]\n\n1. e4", `line 1: Variant: unknown game "chess"`, -1},
		{"[Variant \"janggi\"]\n[Rules \"xiangqi\"]\n", `line 2: Rules: "xiangqi" is not a preset of janggi`, -1},
		{"[FEN \"rnba1abnr/4k4\"]\n\n*", `line 1: FEN "rnba1abnr/4k4": the board has 2 ranks`, -1},
		{"[Event Club]\n", `line 1: tag Event: the value must be in double quotes`, -1},
		{"1. Pab4 Pih7 { never closed", "line 1: the comment '{' opened here is not closed", 2},
		{"1. Pab4 ) Pih7", "line 1: ')' without '('", 1},
		{"", "no game found", -1},
		{"[Variant \"twelve\"]\n\n1. b2b4", `move 1 "b2b4"`, 0},
	}
	for _, tt := range tests {
		recs, err := ReadPGN([]byte(tt.text))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ReadPGN(%q):\n got %v\nwant an error containing %s", tt.text, err, tt.want)
			continue
		}
		if tt.kept < 0 {
			if len(recs) != 0 {
				t.Errorf("ReadPGN(%q): %d records", tt.text, len(recs))
			}
			continue
		}
		if len(recs) != 1 || len(recs[0].Moves) != tt.kept || recs[0].Stopped == nil {
			t.Errorf("ReadPGN(%q): want one record of the %d moves before the fault, Stopped set", tt.text, tt.kept)
		}
	}
	// A result that is none is a warning, and the result stays unknown.
	recs, err := ReadPGN([]byte("[Result \"2-0\"]\n\n1. Pab4 *\n"))
	if err != nil || recs[0].Result.Over() || !strings.Contains(strings.Join(recs[0].Warnings, " "), `Result "2-0"`) {
		t.Errorf("Result 2-0: %v, %v, warnings %q", err, recs[0].Result, recs[0].Warnings)
	}
}

func TestFEN(t *testing.T) {
	rec, err := ReadFEN("# a position\n\n"+game.DefaultFEN+"\n", nil)
	if err != nil || rec.Game != kind.Janggi || rec.StartFEN != game.DefaultFEN || len(rec.Moves) != 0 {
		t.Fatalf("ReadFEN: %+v, %v", rec, err)
	}
	x, err := ReadFEN(game.StartFEN(kind.Xiangqi, 0, 0), game.MustPreset("xiangqi"))
	if err != nil || x.Game != kind.Xiangqi {
		t.Fatalf("Xiangqi FEN: %v", err)
	}
	tw, err := ReadFEN("gle/1c1/1C1/ELG[] w - - 0 1", nil)
	if err != nil || tw.Game != kind.Twelve {
		t.Fatalf("Twelve Janggi FEN: %v", err)
	}
	for _, bad := range []string{"", "# only a comment", game.DefaultFEN + "\n" + game.DefaultFEN, "rnba1abnr/4k4 w", "gle/1c1/1C1/ELX[] w"} {
		if _, err := ReadFEN(bad, nil); err == nil {
			t.Errorf("ReadFEN(%q) succeeded", bad)
		}
	}
}

func TestDetectFormat(t *testing.T) {
	gib := readSample(t, "game-2016-12-06-73-moves.gib")
	for _, tt := range []struct {
		data []byte
		want Format
	}{
		{gib, GIB},
		{[]byte("1. 79졸78 2. 한수쉼"), GIB},
		{[]byte(pychessGame), PGN},
		{[]byte("1. Pab4 Pih7"), PGN},
		{[]byte(game.DefaultFEN), FEN},
	} {
		if got := DetectFormat(tt.data); got != tt.want {
			t.Errorf("DetectFormat(%q) = %s, want %s", clip(string(tt.data)), got, tt.want)
		}
	}
}
