package clock_test

import (
	"fmt"
	"time"

	"janggi/clock"
	"janggi/game"
)

// The KJA preset's clock: five minutes, then three 30-second byoyomi periods. A fake time source
// stands in for time.Now.
func Example() {
	now := time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)
	r := game.MustPreset("kja")
	tc := clock.DefaultFor(r)
	clk := clock.New(tc, func() time.Time { return now })
	clk.Start(game.Cho)
	fmt.Println(tc, "·", clk.UCI())

	now = now.Add(5*time.Minute + 20*time.Second) // Cho thinks long: its main time runs out
	fmt.Println("Cho", clk.Read(game.Cho))
	n, ok := clk.Countdown(game.Cho)
	fmt.Println("countdown", n, ok)
	soft, hard := clk.Budget(game.Cho)
	fmt.Println("budget", soft, hard)
	if err := clk.Moved(game.Cho); err != nil {
		fmt.Println(err)
	}
	fmt.Println("Cho", clk.Read(game.Cho), "· Han", clk.Read(game.Han))
	state, _ := clk.State().MarshalText()
	fmt.Println(string(state))

	now = now.Add(6*time.Minute + 30*time.Second) // Han runs out of main time and all periods
	if loser, flagged := clk.Flagged(); flagged {
		fmt.Println(loser, "flag fell; counted:", clock.CountsOnFlagFall(r))
	}
	// Output:
	// 5m 3x30s · wtime 300000 btime 300000 byoyomi 30000
	// Cho 0:10 (3)
	// countdown 10 true
	// budget 4.75s 9.5s
	// Cho 0:30 (3) · Han 5:00
	// control=5m 3x30s; cho=0s; han=5m; periods=3/3; turn=han; running
	// Han flag fell; counted: true
}
