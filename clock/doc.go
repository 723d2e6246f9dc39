// Package clock is the game clock: time controls and their notation, both sides' clocks, what a
// flag fall means under each rules preset, and how long the AI may think. It is the one source of
// truth about time for the window, the settings, the records and the AI, and it imports no
// Ebitengine, so it runs and tests anywhere.
//
// Time controls are written "none", "move 40s" (40 seconds a move; when they run out the move is
// played for the player), "10m" (sudden death), "10m+5s" (Fischer increment), "5m 3x30s" (five
// minutes, then three 30-second byoyomi periods) or "3x30s"; see ParseTimeControl and docs/clock.md.
//
// A Clock has no goroutine: its owner calls it, and it reads the time from an injected source
// (Now), so tests move a fake time by hand and never sleep:
//
//	tc, err := clock.ParseTimeControl(settings.Clock) // or clock.DefaultFor(rules)
//	clk := clock.New(tc, time.Now)
//	clk.Start(g.Position().SideToMove())
//	// every frame:
//	clk.EndOnFlag(g)                      // a flag fell: the preset decides loss or counting
//	if side, due := clk.AutoMoveDue(); due { /* the AI plays side's move */ }
//	if n, ok := clk.Countdown(side); ok { /* tick when n changes */ }
//	// a move: press first, then play
//	if err := clk.Moved(side); err == nil { g.Play(m) }
//	// the AI's turn:
//	soft, hard := clk.Budget(side)
//
// State saves a clock for records and resume, and Restore brings it back exactly.
package clock
