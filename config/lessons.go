package config

import (
	"fmt"
	"strings"

	"janggi/game/tutorial"
)

// Lessons are the tutorial's lessons the player has done, by id (package game/tutorial), as the
// settings file writes them: "board, general, chariot", in the tutorial's order, or "" for none.
type Lessons string

// Has reports whether the lesson id is among the lessons.
func (l Lessons) Has(id string) bool { return tutorial.Has(string(l), id) }

// With returns the lessons and id, in the tutorial's order.
func (l Lessons) With(id string) Lessons { return Lessons(tutorial.Add(string(l), id)) }

// MarshalText implements encoding.TextMarshaler.
func (l Lessons) MarshalText() ([]byte, error) { return []byte(l), nil }

// UnmarshalText implements encoding.TextUnmarshaler: lesson ids separated by commas; an id the
// tutorial does not have is an error naming it and the accepted ones.
func (l *Lessons) UnmarshalText(text []byte) error {
	var out Lessons
	for _, id := range tutorial.Split(string(text)) {
		id = strings.ToLower(id)
		if !tutorial.Known(id) {
			return fmt.Errorf("unknown lesson %s (accepted: %s, separated by commas)", quote(id), lessonNames())
		}
		out = out.With(id)
	}
	*l = out
	return nil
}

func lessonNames() string { return strings.Join(tutorial.IDs(), ", ") }
