//go:build nogui

package main

import "errors"

func init() {
	addCommand("play", "open the game window (not in this build: it was built with -tags nogui)", func([]string) error {
		return errors.New("play: this janggi was built with -tags nogui, without the game window; " +
			"build it without that tag (go build ./cmd/janggi) to play")
	})
}
