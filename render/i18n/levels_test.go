package i18n

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"janggi/ai"
	"janggi/clock"
)

// TestLevelNamesFollowTheAI checks that the window names as many levels as the computer has, each
// by a rank of the 급/단 ladder in Korean and the same rank in English (kyu, dan), each level
// ranked above the one below it.
func TestLevelNamesFollowTheAI(t *testing.T) {
	if Levels != ai.MaxLevel {
		t.Fatalf("i18n names %d levels, the computer has %d", Levels, ai.MaxLevel)
	}
	last := -1 << 30
	for n := 1; n <= Levels; n++ {
		ko, en := LevelName(Korean, n), LevelName(English, n)
		var num int
		var rank int // 18급 is -18, 1급 -1, 초단 1, 9단 9
		switch {
		case ko == "초단" && en == "1 dan":
			rank = 1
		case strings.HasSuffix(ko, "급") && en == strings.TrimSuffix(ko, "급")+" kyu":
			num, _ = strconv.Atoi(strings.TrimSuffix(ko, "급"))
			rank = -num
		case strings.HasSuffix(ko, "단") && en == strings.TrimSuffix(ko, "단")+" dan":
			num, _ = strconv.Atoi(strings.TrimSuffix(ko, "단"))
			rank = num
		}
		if rank == 0 || rank < -18 || rank > 9 {
			t.Errorf("level %d is named %q / %q: want the same rank from 18급 to 9단 in both languages", n, ko, en)
			continue
		}
		if rank <= last {
			t.Errorf("level %d (%s) is not ranked above level %d", n, ko, n-1)
		}
		last = rank
	}
	if got := Level(Korean, 3); got != "3 · 10급" {
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
