package i18n

import (
	"strings"
	"testing"
	"unicode"

	"janggi/game"

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
	f, err := sfnt.Parse(assets.ChoCursiveFont)
	if err != nil {
		t.Fatalf("cursive: %v", err)
	}
	if m := missing(t, f, "楚車包馬象士卒"); len(m) > 0 {
		t.Errorf("the cursive font of Cho's counters lacks %q; see assets/fonts/cursive.sh", string(m))
	}
}

// TestEveryTextIsInBothLanguages checks every label and name of the window: both languages are
// there, the English has no Hangul (the Korean game words it avoids are explained once, in the
// glossary), and the Korean has no English words. The language switch is the exception: it names
// each language in its own words, so that a player who cannot read the other finds it.
func TestEveryTextIsInBothLanguages(t *testing.T) {
	exempt := map[Text]bool{Language: true, LanguageName: true, LanguageKey: true}
	for _, g := range Glossary {
		exempt[g] = true
	}
	texts := Texts()
	if len(texts) < 150 {
		t.Fatalf("Texts returned only %d labels", len(texts))
	}
	for _, tx := range texts {
		if tx.Ko == "" || tx.En == "" {
			t.Errorf("%+v: a language is missing", tx)
			continue
		}
		if exempt[tx] {
			continue
		}
		if h := hangul(tx.En); h != "" {
			t.Errorf("the English %q has Korean in it (%q): say it in English and explain the Korean word in the glossary", tx.En, h)
		}
		if w := latinWord(tx.Ko); w != "" && hangul(tx.Ko) == "" {
			t.Errorf("the Korean %q is not Korean (%q)", tx.Ko, w)
		}
	}
}

// TestEveryPresetIsDescribedInKorean checks that each rules preset's description has a Korean
// translation made from the English it has now.
func TestEveryPresetIsDescribedInKorean(t *testing.T) {
	for _, r := range game.Presets() {
		tr, ok := presetKorean[r.Name]
		switch {
		case !ok:
			t.Errorf("preset %s has no Korean description: add it to presetKorean", r.Name)
		case tr.En != r.Description:
			t.Errorf("preset %s's description is now %q; its Korean translates %q: translate the new words (presetKorean)", r.Name, r.Description, tr.En)
		}
	}
}

// TestTheGlossaryExplainsTheKoreanWords checks that the words the English interface says in
// English or in Latin letters are explained once, with their Korean.
func TestTheGlossaryExplainsTheKoreanWords(t *testing.T) {
	var all string
	for _, g := range Glossary {
		all += g.En + "\n"
	}
	for _, w := range []string{"초", "한", "장군", "한수쉼", "빅장", "덤"} {
		if !strings.Contains(all, w) {
			t.Errorf("the English glossary does not explain %s", w)
		}
	}
}

// hangul returns the Hangul letters of s.
func hangul(s string) string {
	var out []rune
	for _, r := range s {
		if unicode.Is(unicode.Hangul, r) {
			out = append(out, r)
		}
	}
	return string(out)
}

// latinWord returns the first run of three or more Latin letters of s, or "".
func latinWord(s string) string {
	run := 0
	for i, r := range s {
		if r < 0x80 && unicode.IsLetter(r) {
			run++
			if run >= 3 {
				end := i + 1
				for end < len(s) && s[end] < 0x80 && unicode.IsLetter(rune(s[end])) {
					end++
				}
				return s[i+1-run : end]
			}
			continue
		}
		run = 0
	}
	return ""
}
