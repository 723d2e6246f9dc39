package main

import (
	"testing"

	"janggi/config"
	"janggi/render"
)

// TestTutorialProgressIsSaved: a lesson finished in the window goes to tutorial_done, and a
// change of something else leaves the lessons the file has alone.
func TestTutorialProgressIsSaved(t *testing.T) {
	base := config.Default()
	base.TutorialDone = "board"
	was := render.Prefs{TutorialDone: "board", Match: mustMatch(t, base)}
	now := was
	now.TutorialDone = "board, cannon"
	s := applyPrefs(base, was, now)
	if s.TutorialDone != "board, cannon" {
		t.Errorf("after the cannon lesson the settings keep %q", s.TutorialDone)
	}
	other := now
	other.Sound = !now.Sound
	if s2 := applyPrefs(s, now, other); s2.TutorialDone != "board, cannon" {
		t.Errorf("a change of sound leaves tutorial_done %q", s2.TutorialDone)
	}
}
