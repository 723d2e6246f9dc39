package ui

import (
	"slices"
	"strings"
	"testing"

	"janggi/render/internal/testloop"
)

// TestWordUnitsKeepCountsWhole checks where a line may break: never between a number and the
// noun it counts, in Korean ("3 수", "12 점", "차 13,", "초 72점") or English ("3 moves"), and
// everywhere else at the spaces.
func TestWordUnitsKeepCountsWhole(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"이번 대국은 3 수 만에 끝났고 12 점 차이입니다", []string{"이번", "대국은", "3 수", "만에", "끝났고", "12 점", "차이입니다"}},
		{"점수는 차 13, 포 7, 마 5점입니다", []string{"점수는", "차 13,", "포 7,", "마 5점입니다"}},
		{"처음에는 초 72점, 한 73.5점이고", []string{"처음에는", "초 72점,", "한 73.5점이고"}},
		{"Cho wins in 3 moves by 1.5 points (10% ahead)", []string{"Cho", "wins", "in", "3 moves", "by", "1.5 points", "(10% ahead)"}},
		{"Step 3 of 15", []string{"Step", "3 of 15"}},
		{"a1 to b2, then -2 more", []string{"a1", "to", "b2,", "then", "-2 more"}},
		{"더 나은 수: 55포75상장군 76졸75포 45병44마", []string{"더", "나은", "수:", "55포75상장군", "76졸75포", "45병44마"}},
		{"40. 45병44마?? 대실수", []string{"40.", "45병44마??", "대실수"}},
		{"no numbers here at all", []string{"no", "numbers", "here", "at", "all"}},
		{"", []string{}},
	} {
		if got := wordUnits(c.in); !slices.Equal(got, c.want) {
			t.Errorf("wordUnits(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestWrapKeepsNumbersWithNouns wraps texts in both languages at the width where the number would
// end the first line, with both wrappers: the number goes down with its noun; and a count wider
// than the line is still broken rather than run off it.
func TestWrapKeepsNumbersWithNouns(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	testloop.Do(func() {
		const size = 15
		for _, c := range []struct{ before, count, after string }{
			{"양쪽이 잇달아 한수쉼하면 대국이 끝나고", "3 수", "안에 점수로 가립니다"},
			{"남은 말로 가리면 한이 이기고 차이는", "12 점", "입니다"},
			{"덤을 받는 한은 처음에", "73.5 점을", "가집니다"},
			{"The game ends when neither side takes a piece for", "100 moves", "in a row"},
		} {
			text := c.before + " " + c.count + " " + c.after
			number, _, _ := strings.Cut(c.count, " ")
			w, _ := Measure(f.Sans, size, c.before+" "+number)
			for name, lines := range map[string][]string{
				"Wrap":    Wrap(f.Sans, size, text, w+0.5),
				"WrapAll": WrapAll(f.Sans, size, text, w/0.97+0.5),
			} {
				if strings.Join(lines, " ") != text {
					t.Errorf("%s lost or changed text: %q", name, lines)
				}
				var held bool
				for _, ln := range lines {
					held = held || strings.Contains(ln, c.count)
					if strings.HasSuffix(ln, " "+number) {
						t.Errorf("%s: the line %q ends with the number, its noun on the next", name, ln)
					}
				}
				if !held {
					t.Errorf("%s: %q is split across lines %q", name, c.count, lines)
				}
			}
		}
		// A count too wide for the line is broken at its space after all.
		narrow, _ := Measure(f.Sans, size, "moves")
		if lines := Wrap(f.Sans, size, "100 moves", narrow+1); !slices.Equal(lines, []string{"100", "moves"}) {
			t.Errorf("Wrap: %q on a line as wide as \"moves\"", lines)
		}
	})
}

// TestWrapAllBreaksLongWords checks that a word wider than the line is broken, with nothing lost.
func TestWrapAllBreaksLongWords(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	testloop.Do(func() {
		word := strings.Repeat("가a", 2000)
		lines := WrapAll(f.Sans, 14, "before "+word+" after", 300)
		if strings.ReplaceAll(strings.Join(lines, ""), " ", "") != "before"+word+"after" {
			t.Error("wrapping lost or changed text")
		}
		for _, l := range lines {
			if w, _ := Measure(f.Sans, 14, l); w > 300 || l == "" {
				t.Errorf("line %.0f px wide: %.30q", w, l)
			}
		}
	})
}
