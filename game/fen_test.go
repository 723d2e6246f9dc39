package game

import (
	"janggi/game/kind"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestSetupsRoundTrip builds the 16 start positions and reads their setups back.
func TestSetupsRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for _, cho := range Setups() {
		for _, han := range Setups() {
			fen := StartFEN(kind.Janggi, cho, han)
			p, err := ParseFEN(Standard(), fen)
			if err != nil {
				t.Fatalf("%v/%v: %v", cho, han, err)
			}
			if p.FEN() != fen {
				t.Errorf("FEN round trip: %s became %s", fen, p.FEN())
			}
			if c, ok := p.SetupOf(Cho); !ok || c != cho {
				t.Errorf("%s: Cho setup %v, want %v", fen, c, cho)
			}
			if h, ok := p.SetupOf(Han); !ok || h != han {
				t.Errorf("%s: Han setup %v, want %v", fen, h, han)
			}
			if n := p.CountLegalMoves(); n < 30 {
				t.Errorf("%s: %d legal moves at the start", fen, n)
			}
			seen[fen] = true
		}
	}
	if len(seen) != 16 {
		t.Errorf("%d distinct start positions, want 16", len(seen))
	}
	if StartFEN(kind.Janggi, HEEH, HEEH) != DefaultFEN {
		t.Errorf("default setups do not give the default FEN")
	}
}

func TestSetupNames(t *testing.T) {
	for _, s := range Setups() {
		for _, name := range []string{s.String(), s.Korean(), strings.ToLower(s.String())} {
			got, err := ParseSetup(name)
			if err != nil || got != s {
				t.Errorf("ParseSetup(%q) = %v, %v; want %v", name, got, err, s)
			}
		}
	}
	if _, err := ParseSetup("HHEE"); err == nil || !strings.Contains(err.Error(), "마상상마") {
		t.Errorf("ParseSetup(HHEE) error %v, want one listing the accepted names", err)
	}
}

// TestFENSynonyms checks that pychess's E (elephant) and H (horse) read like B and N.
func TestFENSynonyms(t *testing.T) {
	p, err := ParseFEN(Standard(), "rhea1aehr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RHEA1AEHR w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if p.FEN() != DefaultFEN {
		t.Errorf("got %s, want %s", p.FEN(), DefaultFEN)
	}
}

// TestFENShortForms checks that the counters and the placeholder fields may be left out.
func TestFENShortForms(t *testing.T) {
	for _, fen := range []string{
		"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR",
		"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w",
		"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w 0 1",
		"  rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR   w - -  0  1 ",
	} {
		p, err := ParseFEN(Standard(), fen)
		if err != nil {
			t.Errorf("%q: %v", fen, err)
			continue
		}
		if p.FEN() != DefaultFEN {
			t.Errorf("%q read as %s", fen, p.FEN())
		}
	}
}

// TestFENErrors checks that every broken FEN is refused with a message naming the problem.
func TestFENErrors(t *testing.T) {
	tests := []struct{ fen, want string }{
		{"", "empty FEN"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4", "9 ranks"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR/9", "11 ranks"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABN", "rank 1 \"RNBA1ABN\" has 8 points"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNRR", "more than 9 points"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBQ1ABNR", "rank 1, file d: 'Q' is not a piece letter"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w", "Cho has 0 generals"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4KK3/RNBA1ABNR w", "Cho has 2 generals"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R3K4/RNBA1ABNR w", "Cho has 3 chariots"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/4K4/P1P1P1P1P/1C5C1/9/RNBA1ABNR w", "general on e5 is outside its palace"},
		{"rnb2abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1Ca4C1/4K4/RNBA1ABNR w", "guard on c3 is outside its palace"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR x", "side to move must be w (Cho) or b (Han)"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w KQ - 0 1", "unexpected field \"KQ\""},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - -3 1", "halfmove clock \"-3\""},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 0", "move number \"0\""},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1 extra", "unexpected text after the move number"},
		{"4k4/9/9/9/9/9/9/9/3K5/4R4 w - - 0 1", "Han's general is attacked but it is Cho's turn"},
		// Issue 14, item 9: a character that is not ASCII is quoted as typed, with the letter meant.
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/車NBA1ABNR w - - 0 1",
			"rank 1, file a: '車' is not a piece letter: FEN writes the chariot as R for Cho and r for Han"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABN馬 w - - 0 1", "'馬' is not a piece letter: FEN writes the horse as N"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/R마BA1ABNR w - - 0 1", "file b: '마' is not a piece letter: FEN writes the horse as N"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR \u0445", "not \"х\""},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/\xe8NBA1ABNR w", "byte 0xe8 (not UTF-8) at byte 55"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR\x00 w", "control character U+0000 at byte 64"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA01ABNR w", "'0' is not a piece letter: a digit counts empty points, from 1 to 9"},
		{"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBG1ABNR w", "'G' is not a piece letter: the general is K"},
		{"rnbakabnr", "has no '/'"},
	}
	for _, tt := range tests {
		_, err := ParseFEN(Standard(), tt.fen)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseFEN(%q) error %v, want it to mention %q", tt.fen, err, tt.want)
		}
	}
	// Xiangqi names its sides Red and Black.
	_, err := ParseFEN(MustPreset("xiangqi"), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAB馬R w - - 0 1")
	if err == nil || !strings.Contains(err.Error(), "FEN writes the horse as N for Red and n for Black") {
		t.Errorf("Xiangqi FEN with 馬: error %v", err)
	}
}

// TestFENErrorsAreShort checks that an error never echoes more than a short excerpt of a long
// input (issue 14: a 50 MB FEN line was echoed whole), in any field.
func TestFENErrorsAreShort(t *testing.T) {
	const board = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR"
	long := strings.Repeat("x", 1<<20)
	for _, fen := range []string{
		long,
		strings.Repeat("9/", 1<<18),
		board[:60] + long + "/RNBA1ABNR w",
		board + " " + long,
		board + " w " + long,
		board + " w - - " + long,
		board + " w - - 0 " + long,
		board + " w - - 0 1 " + long,
		board + " w - - 0 1" + strings.Repeat(" z", 1<<18),
	} {
		_, err := ParseFEN(Standard(), fen)
		if err == nil {
			t.Fatalf("a %d-byte FEN was accepted", len(fen))
		}
		if len(err.Error()) > 500 {
			t.Errorf("a %d-byte FEN: a %d-byte error: %.200s…", len(fen), len(err.Error()), err)
		}
		if !strings.Contains(err.Error(), " bytes)") {
			t.Errorf("a %d-byte FEN: the error does not say the input was cut: %v", len(fen), err)
		}
	}
}

// checkMessage fails unless err is a short line of printable text: never the whole input echoed,
// never a broken character.
func checkMessage(t *testing.T, inputLen int, err error) {
	t.Helper()
	msg := err.Error()
	if msg == "" || len(msg) > 1000 || !utf8.ValidString(msg) || strings.ContainsFunc(msg, unicode.IsControl) {
		t.Fatalf("%d-byte input: the error is not a short line of text: %q", inputLen, msg)
	}
}

// TestParseMoveErrors checks that refused moves say why.
func TestParseMoveErrors(t *testing.T) {
	p := NewPosition(Standard(), HEEH, HEEH)
	tests := []struct{ text, want string }{
		{"", "not a move"},
		{"b1", "not a move"},
		{"b1c3x", "not a move"},
		{"j1c3", "not a move"},
		{"b11c3", "not a move"},
		{"d5d6", "no piece on d5"},
		{"a7a6", "Han's, and it is Cho's turn"},
		{"b1b3", "a horse cannot move from b1 to b3"},
		{"b3b5", "a cannon cannot move from b3 to b5"},
		{"a1a1", "a pass is written as the general's square twice"},
	}
	for _, tt := range tests {
		_, err := p.ParseMove(tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseMove(%q) error %v, want it to mention %q", tt.text, err, tt.want)
		}
	}
	for _, text := range []string{"b1c3", "B1C3", " e2e2 ", "0000", "pass", "a1a3"} {
		if _, err := p.ParseMove(text); err != nil {
			t.Errorf("ParseMove(%q): %v", text, err)
		}
	}
}

func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{
		DefaultFEN,
		StartFEN(kind.Janggi, EHEH, HEHE),
		"1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1",
		"9/4k4/9/9/9/9/9/9/4K4/9 w - - 0 1",
		"rhea1aehr/4k4/9/9/9/9/9/9/4K4/RHEA1AEHR b - - 12 40",
		"4k4/9/9/9/9/9/9/9/4K4/4R4 w - - 0 1",
		"//////////",
		"9/9/9/9/9/9/9/9/9/9 w - - 0 1",
		"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 99999999999999999999 1",
		"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/車NBA1ABNR w - - 0 1",
		"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/\xe8\xbb\x8aNBA1ABNR w",
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w \x00",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		for _, name := range []string{"standard", "yeeqia", "xiangqi"} {
			p, err := ParseFEN(MustPreset(name), fen)
			if err != nil {
				checkMessage(t, len(fen), err)
				continue
			}
			again, err := ParseFEN(MustPreset(name), p.FEN())
			if err != nil {
				t.Fatalf("%s: FEN %q of a parsed position does not parse: %v", name, p.FEN(), err)
			}
			if again.FEN() != p.FEN() || again.Hash() != p.Hash() {
				t.Fatalf("%s: round trip changed %q to %q", name, p.FEN(), again.FEN())
			}
			var buf [MaxMoves]Move
			for _, m := range p.LegalMoves(buf[:0]) {
				p.Make(m)
				_ = p.Result()
				p.Unmake()
			}
			if p.FEN() != again.FEN() {
				t.Fatalf("%s: make/unmake changed the position", name)
			}
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"b1c3", "e2e2", "0000", "pass", "a10a9", "i1i10", "a1a1", "zz", "e2e2e2", "b1c3 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p := NewPosition(Standard(), HEEH, HEEH)
		m, err := p.ParseMove(text)
		if err != nil {
			if m != NoMove {
				t.Fatalf("ParseMove(%q) returned %v with error %v", text, m, err)
			}
			return
		}
		if !p.IsLegal(m) {
			t.Fatalf("ParseMove(%q) accepted illegal %v", text, m)
		}
	})
}
