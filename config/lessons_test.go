package config

import (
	"strings"
	"testing"
)

// TestTutorialDoneKeepsTheLessonsInOrder reads and writes the tutorial_done key: ids in the
// tutorial's order whatever order they are written in, each once; an unknown one is an error
// naming it, and the file's other keys are still read.
func TestTutorialDoneKeepsTheLessonsInOrder(t *testing.T) {
	s, errs := Parse("settings.toml", "tutorial_done = \"cannon, Board,cannon\"\nsound = false\n")
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	if s.TutorialDone != "board, cannon" || !s.TutorialDone.Has("cannon") || s.TutorialDone.Has("horse") {
		t.Errorf("read %q", s.TutorialDone)
	}
	if got := s.TutorialDone.With("horse").With("board"); got != "board, cannon, horse" {
		t.Errorf("with horse and board: %q", got)
	}
	s, errs = Parse("settings.toml", "tutorial_done = \"board, knight\"\nsound = false\n")
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), `"knight"`) || !strings.Contains(errs[0].Error(), "chariot") || s.Sound {
		t.Errorf("an unknown lesson: %v (sound %v)", errs, s.Sound)
	}
	if s.TutorialDone != "" {
		t.Errorf("a bad value left %q", s.TutorialDone)
	}
}
