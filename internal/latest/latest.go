// Package latest passes values where only the newest matters: a progress report, a settings
// change, a snapshot to save. The reader takes the newest when it gets round to it; the writer
// never waits for it.
package latest

// Put sends v on ch, a channel with a buffer of one, replacing a value the reader has not taken
// yet. It never blocks while Put is the only sender on ch; with several senders each Put still
// returns, and the value left is one of the last ones sent.
func Put[T any](ch chan T, v T) {
	for {
		select {
		case ch <- v:
			return
		default:
		}
		select { // drop the stale value the reader has not taken yet
		case <-ch:
		default:
		}
	}
}

// Take returns the value waiting on ch, if there is one, without waiting.
func Take[T any](ch <-chan T) (T, bool) {
	select {
	case v := <-ch:
		return v, true
	default:
		var zero T
		return zero, false
	}
}
