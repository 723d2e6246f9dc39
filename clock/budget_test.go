package clock

import (
	"testing"
	"time"
)

func TestBudget(t *testing.T) {
	tests := []struct {
		notation   string
		spent      time.Duration // Cho's time used before asking
		soft, hard time.Duration
	}{
		{"none", time.Hour, 0, 0},
		// a fixed window keeps a margin of 5% (at most 1 s) and aims for half of the rest
		{"move 40s", 0, 19500 * ms, 39 * sec},
		{"move 40s", 30 * sec, 4750 * ms, 9500 * ms},
		{"move 40s", 40 * sec, ms, ms}, // ran out: move at once
		{"3x30s", 0, 14500 * ms, 29 * sec},
		{"3x30s", 12 * sec, 8550 * ms, 17100 * ms},
		// main time: a 30th of it plus half of what a period brings back; at most 5 times that
		{"5m 3x30s", 0, 24500 * ms, 122500 * ms},
		{"5m 3x30s", 4*minute + 58*sec, 14500*ms + 2*sec/30, 31 * sec}, // main + one period - margin
		{"5m 3x30s", 5*minute + 35*sec, 12 * sec, 24 * sec},            // 25 s of the first period left
		// Fischer: a 30th of the main time plus 3/4 of the increment
		{"10m+5s", 0, 23750 * ms, 118750 * ms},
		{"10m+5s", 9*minute + 59*sec, 950 * ms, 950 * ms}, // 1 s left: keep 50 ms; soft never passes hard
		{"10m", 0, 20 * sec, 100 * sec},
		{"10m", 10 * minute, ms, ms},
	}
	for _, tt := range tests {
		c, ft := newClock(t, tt.notation)
		ft.advance(tt.spent)
		soft, hard := c.Budget(cho)
		if soft != tt.soft || hard != tt.hard {
			t.Errorf("%s after %v: Budget = %v, %v, want %v, %v", tt.notation, tt.spent, soft, hard, tt.soft, tt.hard)
		}
	}
}

// TestBudgetNeverLosesOnTime plays long games in which the AI always thinks for its whole hard
// budget (the worst case) or its soft one: under byoyomi, Fischer and per-move limits it must never
// lose on time nor need an auto-move, and it must never spend a byoyomi period.
func TestBudgetNeverLosesOnTime(t *testing.T) {
	for _, notation := range []string{"5m 3x30s", "3x30s", "1m 1x1s", "1x0.2s", "10m+5s", "1m+1s", "move 40s", "move 0.5s", "10m"} {
		for _, worst := range []bool{true, false} {
			if notation == "10m" && worst {
				continue // sudden death thinking the most it may, move after move, runs dry by design
			}
			c, ft := newClock(t, notation)
			periods := c.Control().Periods
			for ply := 0; ply < 400; ply++ {
				side := c.Turn()
				soft, hard := c.Budget(side)
				if soft > hard || hard <= 0 {
					t.Fatalf("%s ply %d: soft %v, hard %v", notation, ply, soft, hard)
				}
				if worst {
					ft.advance(hard)
				} else {
					ft.advance(soft)
				}
				if _, due := c.AutoMoveDue(); due {
					t.Fatalf("%s ply %d: the per-move window ran out (hard %v)", notation, ply, hard)
				}
				if c.PeriodsLeft(side) != periods {
					t.Fatalf("%s ply %d: %v spent a byoyomi period (hard %v)", notation, ply, side, hard)
				}
				if err := c.Moved(side); err != nil {
					t.Fatalf("%s ply %d (worst %v): %v, hard %v", notation, ply, worst, err, hard)
				}
			}
		}
	}
}

func TestUCI(t *testing.T) {
	tests := []struct {
		notation string
		play     func(c *Clock, ft *fakeTime)
		want     string
		periods  [2]int
	}{
		{"none", func(c *Clock, ft *fakeTime) {}, "", [2]int{}},
		{"5m 3x30s", func(c *Clock, ft *fakeTime) {}, "wtime 300000 btime 300000 byoyomi 30000", [2]int{3, 3}},
		{"5m 3x30s", func(c *Clock, ft *fakeTime) { ft.advance(10 * sec); c.Moved(cho); ft.advance(5 * sec) },
			"wtime 290000 btime 295000 byoyomi 30000", [2]int{3, 3}},
		// inside a period, the part of it left
		{"5m 3x30s", func(c *Clock, ft *fakeTime) { ft.advance(5*minute + 42*sec) },
			"wtime 0 btime 300000 byoyomi 18000", [2]int{2, 3}},
		{"3x30s", func(c *Clock, ft *fakeTime) {}, "wtime 0 btime 0 byoyomi 30000", [2]int{3, 3}},
		{"10m+5s", func(c *Clock, ft *fakeTime) { ft.advance(sec); c.Moved(cho) },
			"wtime 604000 btime 600000 winc 5000 binc 5000", [2]int{}},
		{"1h", func(c *Clock, ft *fakeTime) { ft.advance(1500 * ms) }, "wtime 3598500 btime 3600000", [2]int{}},
		{"move 40s", func(c *Clock, ft *fakeTime) { ft.advance(15 * sec) }, "movetime 25000", [2]int{}},
		{"move 40s", func(c *Clock, ft *fakeTime) { ft.advance(time.Minute) }, "movetime 1", [2]int{}},
	}
	for _, tt := range tests {
		c, ft := newClock(t, tt.notation)
		tt.play(c, ft)
		l := c.UCI()
		if got := l.String(); got != tt.want || l.Periods != tt.periods {
			t.Errorf("%s: UCI() = %q, periods %v, want %q, %v", tt.notation, got, l.Periods, tt.want, tt.periods)
		}
	}
}
