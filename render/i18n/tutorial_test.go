package i18n

import "janggi/game/tutorial"

// tutorialTexts returns the tutorial's words and every lesson's title and text, for Texts.
func tutorialTexts() []Text {
	out := []Text{Learn, Tutorial, TutorialTitle, TutorialProgress, TutorialHint, Lessons, StepOf, StepBackLabel, StepNext,
		NextLesson, Retry, TaskRead, WellDone, DotsToGo, DotsVisited, NotThat, LessonDone, AllDone, TutorialPoints}
	for _, l := range tutorial.Lessons() {
		out = append(out, Text(l.Title))
		for _, s := range l.Steps {
			out = append(out, Text(s.Text))
		}
	}
	return out
}
