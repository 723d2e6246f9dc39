package i18n

import (
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"

	"janggi/assets"
)

// missing returns the runes of text that font has no glyph for.
func missing(t *testing.T, f *sfnt.Font, text string) []rune {
	t.Helper()
	var buf sfnt.Buffer
	var out []rune
	for _, r := range text {
		if r == '\n' || r == '\t' {
			continue
		}
		i, err := f.GlyphIndex(&buf, r)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			out = append(out, r)
		}
	}
	return out
}

func TestEveryLabelIsInTheEmbeddedFont(t *testing.T) {
	f, err := sfnt.Parse(assets.SansFont)
	if err != nil {
		t.Fatalf("the embedded interface font does not parse: %v", err)
	}
	labels := All()
	if len(labels) < 100 {
		t.Fatalf("All returned only %d labels", len(labels))
	}
	for _, s := range labels {
		if m := missing(t, f, s); len(m) > 0 {
			t.Errorf("%q: the font lacks %q; add them to assets/fonts/subset.sh and run it", s, string(m))
		}
	}
}

func TestEveryCounterCharacterIsInBothFonts(t *testing.T) {
	// Janggi (both sides), Xiangqi and Twelve Janggi counters.
	const hanja = "楚漢車包馬象士卒兵將帥仕相傌俥炮砲王子侯"
	for name, data := range map[string][]byte{"sans": assets.SansFont, "serif bold": assets.SerifBoldFont} {
		f, err := sfnt.Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if m := missing(t, f, hanja+"0123456789"); len(m) > 0 {
			t.Errorf("the %s font lacks %q", name, string(m))
		}
	}
}

func TestKoreanAndEnglishDiffer(t *testing.T) {
	for _, tx := range []Text{Undo, NewGame, Check, Bikjang, PassNotice} {
		if tx.Ko == tx.En || tx.Ko == "" || tx.En == "" {
			t.Errorf("%+v: a language is missing", tx)
		}
	}
	// Rule names keep their Korean word in the English interface.
	for _, tx := range []Text{Check, Bikjang, PassNotice, Deom} {
		if !strings.ContainsAny(tx.En, "장빅한덤") {
			t.Errorf("%q: the English label lost the Korean rule name", tx.En)
		}
	}
	if got := PieceName(English, 1, 7); got != "병 soldier" {
		t.Errorf("Han's soldier in English: %q, want 병 soldier", got)
	}
}
