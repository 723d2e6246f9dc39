package testenv

// OnLowered runs f on a goroutine of its own between lower() and the release it returns (as
// lowprio.Background does to the window's analyses, and an engine's SetNice to the computer's
// searches), and waits for f to end: how a test or benchmark runs a search as the window runs it.
// f must report its failures with Error, not Fatal, as on any goroutine but the test's own.
func OnLowered(lower func() (release func()), f func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer lower()()
		f()
	}()
	<-done
}
