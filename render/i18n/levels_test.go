package i18n

import (
	"testing"
	"time"

	"janggi/ai"
	"janggi/clock"
)

// TestLevelNamesFollowTheAI checks that the window names as many levels as the computer has,
// with the computer's own English names, and a Korean name for each.
func TestLevelNamesFollowTheAI(t *testing.T) {
	if Levels != ai.MaxLevel {
		t.Fatalf("i18n names %d levels, the computer has %d", Levels, ai.MaxLevel)
	}
	for n := 1; n <= Levels; n++ {
		if got, want := LevelName(English, n), ai.LevelName(n); got != want {
			t.Errorf("level %d in English: %q, the computer calls it %q", n, got, want)
		}
		if ko := LevelName(Korean, n); ko == LevelName(English, n) {
			t.Errorf("level %d has no Korean name: %q", n, ko)
		}
	}
	if got := Level(Korean, 3); got != "3 · 보통" {
		t.Errorf("Level(Korean, 3) = %q", got)
	}
}

func TestTimeControlInWords(t *testing.T) {
	cases := []struct {
		text   string
		ko, en string
	}{
		{"none", "시간 제한 없음", "No clock"},
		{"move 40s", "수당 40초", "40 s a move"},
		{"5m 3x30s", "5분 + 초읽기 30초 3회", "5 min + 3×30 s byoyomi"},
		{"3x30s", "초읽기 30초 3회", "3×30 s byoyomi"},
		{"10m+5s", "10분 + 수당 5초 가산", "10 min + 5 s a move"},
		{"1h30m", "1시간 30분", "1 h 30 min"},
		{"move 2.5s", "수당 2.5초", "2.5 s a move"},
	}
	for _, c := range cases {
		tc, err := clock.ParseTimeControl(c.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := TimeControl(Korean, tc); got != c.ko {
			t.Errorf("%s in Korean: %q, want %q", c.text, got, c.ko)
		}
		if got := TimeControl(English, tc); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.text, got, c.en)
		}
	}
	if got := Duration(English, 90*time.Second); got != "1 min 30 s" {
		t.Errorf("90 s in English: %q", got)
	}
}
