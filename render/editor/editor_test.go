package editor

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/internal/testenv"
	"janggi/render/clipboard"
	"janggi/render/i18n"
)

const en = i18n.English

func square(t *testing.T, s string) int {
	t.Helper()
	return int(testenv.Parse(t, game.ParseSquare, s))
}

// TestAPositionIsSetUpAndJudged puts pieces on an empty board and sees the flaws come and go.
func TestAPositionIsSetUpAndJudged(t *testing.T) {
	m := New(kind.Janggi, nil, Defaults{}, nil)
	if fl := m.Flaws(en); len(fl) != 0 || m.FEN() != game.NewPosition(game.Standard(), 0, 0).FEN() {
		t.Fatalf("the start: %s, flaws %v", m.FEN(), fl)
	}
	m.Clear()
	if m.FEN() != "9/9/9/9/9/9/9/9/9/9 w - - 0 1" {
		t.Fatalf("after Clear: %s", m.FEN())
	}
	if fl := m.Flaws(en); len(fl) == 0 || !strings.Contains(fl[0], "Cho has no general") {
		t.Errorf("the empty board's flaws: %v", fl)
	}
	m.Put(square(t, "e2"), MakePiece(game.Cho, uint8(game.General)))
	m.Put(square(t, "e5"), MakePiece(game.Han, uint8(game.General)))
	if fl := m.Flaws(en); len(fl) == 0 || !strings.Contains(fl[0], "Han's general on 65 is outside its palace") {
		t.Errorf("the Han general on e5: %v", fl)
	}
	m.Remove(square(t, "e5"))
	m.Put(square(t, "e9"), MakePiece(game.Han, uint8(game.General)))
	m.Put(square(t, "e6"), MakePiece(game.Cho, uint8(game.Chariot)))
	if fl := m.Flaws(en); len(fl) == 0 || !strings.Contains(fl[0], "can be taken") {
		t.Fatalf("Han in check with Cho to move: %v", fl)
	}
	m.SetSide(game.Han)
	if fl := m.Flaws(en); len(fl) != 0 {
		t.Fatalf("Han in check with Han to move: %v", fl)
	}
	if want := "9/4k4/9/9/4R4/9/9/9/4K4/9 b - - 0 1"; m.FEN() != want {
		t.Errorf("the position: %s, want %s", m.FEN(), want)
	}
	m.Clear()
	if m.Side() != game.Han {
		t.Error("Clear changed the side to move")
	}
	// Nothing happens off the board, with no piece or with the eraser.
	m.Put(-1, MakePiece(game.Cho, uint8(game.Soldier)))
	m.Put(game.SquareCount, MakePiece(game.Cho, uint8(game.Soldier)))
	m.Remove(game.SquareCount)
	m.Put(0, Eraser)
	m.Put(0, NoPiece)
	if m.FEN() != "9/9/9/9/9/9/9/9/9/9 b - - 0 1" {
		t.Errorf("puts off the board or of no piece changed it: %s", m.FEN())
	}
}

// TestSetups: Janggi's setup buttons put a side's horses and elephants in that order, and the
// back rank says which it shows; Xiangqi and Twelve Janggi have none.
func TestSetups(t *testing.T) {
	m := New(kind.Janggi, nil, Defaults{}, nil)
	if !m.HasSetups() {
		t.Fatal("Janggi has no setups")
	}
	for _, su := range game.Setups() {
		m.SetSetup(game.Cho, su)
		m.SetSetup(game.Han, su)
		for c := game.Cho; c <= game.Han; c++ {
			if got, ok := m.SetupOf(c); !ok || got != su {
				t.Errorf("%v after SetSetup(%v): %v %v", c, su, got, ok)
			}
		}
	}
	eh := testenv.Parse(t, game.ParseSetup, "EHHE")
	m.SetSetup(game.Cho, eh)
	m.SetSetup(game.Han, testenv.Parse(t, game.ParseSetup, "HEHE"))
	if got := m.FEN(); !strings.HasPrefix(got, "rnba1anbr/") || !strings.HasSuffix(got, "/RBNA1ANBR w - - 0 1") {
		t.Errorf("after EHHE for Cho and HEHE for Han: %s", got)
	}
	m.Remove(square(t, "b1"))
	if _, ok := m.SetupOf(game.Cho); ok {
		t.Error("a back rank without its elephant on b1 shows a setup")
	}
	// The start position takes the defaults' setups.
	m = New(kind.Janggi, nil, Defaults{Setups: [2]game.Setup{eh, eh}}, nil)
	if got, ok := m.SetupOf(game.Cho); !ok || got != eh {
		t.Errorf("the start with the default setup EHHE: %v %v", got, ok)
	}
	for _, g := range []kind.Game{kind.Xiangqi, kind.Twelve} {
		m.SetGame(g, nil)
		before := m.FEN()
		m.SetSetup(game.Cho, eh)
		if _, ok := m.SetupOf(game.Cho); m.HasSetups() || ok || m.FEN() != before {
			t.Errorf("%v has setups", g)
		}
	}
}

// TestTwelveJanggiHands: a piece put in a hand goes back to what it was (a lord to a soldier), a
// king never goes in, a hand holds at most two of a kind, and a hand spot reads its type and count.
func TestTwelveJanggiHands(t *testing.T) {
	m := New(kind.Twelve, nil, Defaults{}, nil)
	if m.Squares() != twelve.SquareCount || m.Spots() != twelve.SquareCount+2*HandSlots {
		t.Fatalf("spots: %d on the board, %d in all", m.Squares(), m.Spots())
	}
	han := func(slot int) int { return twelve.SquareCount + HandSlots + slot }
	lord := MakePiece(game.Cho, uint8(twelve.Lord))
	for range 3 {
		m.Put(han(2), lord)
	}
	m.Put(han(0), MakePiece(game.Cho, uint8(twelve.King)))
	if p, n := m.Spot(han(2)); n != 2 || p != MakePiece(game.Han, uint8(twelve.Soldier)) {
		t.Errorf("three lords put in Han's hand: %d of %s", n, m.Name(p))
	}
	if got := m.FEN(); !strings.Contains(got, "[cc]") {
		t.Errorf("the FEN with two soldiers in Han's hand: %s", got)
	}
	if fl := m.Flaws(en); len(fl) == 0 || !strings.Contains(fl[0], "soldiers and lords") {
		t.Errorf("four soldiers: %v", fl)
	}
	// Every hand place, empty or not, names its type; the order is the trays'.
	for c := game.Cho; c <= game.Han; c++ {
		for slot, want := range []twelve.PieceType{twelve.General, twelve.Elephant, twelve.Soldier} {
			if p, _ := m.Spot(twelve.SquareCount + int(c)*HandSlots + slot); p != Piece(twelve.MakePiece(c, want)) {
				t.Errorf("%v's hand place %d holds %s", c, slot, m.Name(p))
			}
		}
	}
	m.Remove(han(2))
	m.Remove(han(2))
	m.Remove(han(2))
	if _, n := m.Spot(han(2)); n != 0 || m.At(han(2)) != NoPiece {
		t.Errorf("after three taken out: %d", n)
	}
	if got := m.Name(lord); got != "+C" {
		t.Errorf("a lord's name: %q", got)
	}
}

// TestLoadReadsEveryGame: a FEN is read as the game edited first, then the others; a bad one
// leaves the model as it was, with the error of the game edited.
func TestLoadReadsEveryGame(t *testing.T) {
	m := New(kind.Janggi, nil, Defaults{}, nil)
	if err := m.Load("  3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1 "); err != nil || m.Game() != kind.Janggi || m.FEN() != "3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1" {
		t.Fatalf("a board Janggi takes: %v, %v %s", err, m.Game(), m.FEN())
	}
	if err := m.Load("gle/3/1C1/ELG[c] b - - 0 1"); err != nil || m.Game() != kind.Twelve || m.FEN() != "gle/3/1C1/ELG[c] b - - 0 1" {
		t.Fatalf("Twelve Janggi's FEN: %v, %v %s", err, m.Game(), m.FEN())
	}
	// Edited in Twelve Janggi, a 9×10 board is read as Janggi's, the first of the others.
	if err := m.Load("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"); err != nil || m.Game() != kind.Janggi {
		t.Fatalf("a 9×10 board from Twelve Janggi: %v, %v", err, m.Game())
	}
	// A Xiangqi elephant on its own points, not Janggi's: edited in Xiangqi, it stays Xiangqi.
	m.SetGame(kind.Xiangqi, nil)
	xq := "3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1"
	if err := m.Load(xq); err != nil || m.Game() != kind.Xiangqi || m.FEN() != xq || len(m.Flaws(en)) != 0 {
		t.Fatalf("%s in Xiangqi: %v, %v %s %v", xq, err, m.Game(), m.FEN(), m.Flaws(en))
	}
	// A board with a flaw loads; Flaws names it.
	if err := m.Load("3kk4/9/9/9/9/9/9/9/4K4/9 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	if fl := m.Flaws(en); m.Game() != kind.Xiangqi || len(fl) == 0 || !strings.Contains(fl[0], "2 generals") && !strings.Contains(fl[0], "2 kings") {
		t.Errorf("two Black kings: %v %v", m.Game(), fl)
	}
	before := m.FEN()
	for _, bad := range []string{"rnbakabnr/9/9 w", "4k4/9/9/9/9/9/9/9/9/4X4 w", ""} {
		err := m.Load(bad)
		if err == nil || m.FEN() != before || m.Game() != kind.Xiangqi {
			t.Errorf("%q: %v, now %v %s", bad, err, m.Game(), m.FEN())
		}
	}
	if err := m.Load("4k4/9/9/9/9/9/9/9/9/4X4 w"); err == nil || !strings.Contains(err.Error(), "not a piece letter") {
		t.Errorf("a bad letter: %v", err)
	}
}

// TestRulesAreKept: Janggi's preset survives Twelve Janggi and a FEN; Xiangqi's does not leak into
// Janggi; the defaults' preset is Janggi's when none is given.
func TestRulesAreKept(t *testing.T) {
	casual := game.MustPreset("casual")
	m := New(kind.Janggi, casual, Defaults{}, nil)
	m.SetGame(kind.Twelve, nil)
	if m.Preset() != nil {
		t.Errorf("Twelve Janggi's preset: %v", m.Preset().Name)
	}
	m.SetGame(kind.Janggi, nil)
	if m.Preset() != casual {
		t.Errorf("back to Janggi: %s, want casual", m.Preset().Name)
	}
	if err := m.Load("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1"); err != nil || m.Preset() != casual {
		t.Errorf("a Janggi FEN loaded: %v, preset %s", err, m.Preset().Name)
	}
	m.SetGame(kind.Xiangqi, nil)
	if m.Preset().Game != kind.Xiangqi {
		t.Errorf("Xiangqi's preset: %s", m.Preset().Name)
	}
	m.SetGame(kind.Janggi, nil)
	if m.Preset().Name != game.Standard().Name {
		t.Errorf("Janggi after Xiangqi with no defaults: %s", m.Preset().Name)
	}
	modern := game.MustPreset("modern")
	m = New(kind.Xiangqi, nil, Defaults{Rules: modern}, nil)
	m.SetGame(kind.Janggi, nil)
	if m.Preset() != modern {
		t.Errorf("Janggi with the defaults' modern: %s", m.Preset().Name)
	}
}

// TestNewEditsAPosition: the editor opens on a game's position, of any core; a position of
// another game than the one named is not taken.
func TestNewEditsAPosition(t *testing.T) {
	for _, fen := range []string{"9/4k4/9/9/4R4/9/9/9/4K4/9 b - - 0 1", "gl1/1c1/3/1LG[Ee] b - - 0 1"} {
		g := kind.Janggi
		if strings.Contains(fen, "[") {
			g = kind.Twelve
		}
		p, err := port.MustFor(g, nil).ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if m := New(g, nil, Defaults{}, p); m.FEN() != fen || m.Game() != g {
			t.Errorf("New on %s: %v %s", fen, m.Game(), m.FEN())
		}
		other := kind.Xiangqi
		if m := New(other, nil, Defaults{}, p); m.FEN() == fen || m.Game() != other {
			t.Errorf("New(%v) on %s took it: %s", other, fen, m.FEN())
		}
	}
}

// TestPaste: what the clipboard gives is read as a FEN, or not, and why (the field's rule: at most
// MaxFEN characters; the clipboard's: at most clipboard.MaxPaste bytes).
func TestPaste(t *testing.T) {
	long := fmt.Sprintf("more than %d characters", MaxFEN)
	for _, tc := range []struct {
		name, text  string
		err         error
		fen         string
		ok          bool
		field, says string
	}{
		{"a FEN", " 4k4/9/9/9/9/9/9/9/9/4K4 w\n", nil, "4k4/9/9/9/9/9/9/9/9/4K4 w", true, "", ""},
		{"over MaxPaste", "", clipboard.ErrTooLong, "", false, "", long},
		{"a failure", "", errors.New("xclip: Error: Can't open display"), "", false, "", "open display"},
		{"MaxFEN characters", strings.Repeat("장", MaxFEN), nil, strings.Repeat("장", MaxFEN), true, "", ""},
		{"one more", strings.Repeat("장", MaxFEN+1), nil, "", false, strings.Repeat("장", MaxFEN+1), long},
		{"empty", " \n\t", nil, "", false, "", "empty"},
	} {
		fen, ok, field, why := Paste(en, tc.text, tc.err)
		if fen != tc.fen || ok != tc.ok || field != tc.field || !strings.Contains(why, tc.says) || (tc.says == "") != (why == "") {
			t.Errorf("%s: %q %v %q %q", tc.name, fen, ok, field, why)
		}
	}
}

// TestTheFieldIsBounded: the field holds MaxFEN characters, control characters as spaces; typing
// past the bound or a control character adds nothing.
func TestTheFieldIsBounded(t *testing.T) {
	if got := Cap(strings.Repeat("장기", MaxFEN)); utf8.RuneCountInString(got) != MaxFEN {
		t.Errorf("capped: %d characters", utf8.RuneCountInString(got))
	}
	if got := Cap("4k4/9\x00/9\n9/\x1b[31m 9 w"); got != "4k4/9 /9 9/ [31m 9 w" {
		t.Errorf("control characters: %q", got)
	}
	full := strings.Repeat("9", MaxFEN-1)
	if got := Type(Type(full, 'a'), 'b'); got != full+"a" {
		t.Errorf("typed past the bound: %q", got)
	}
	for _, r := range []rune{'\n', 0, 0x7f, '\x1b'} {
		if got := Type("9", r); got != "9" {
			t.Errorf("typed %U: %q", r, got)
		}
	}
}
