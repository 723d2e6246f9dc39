package i18n

import "janggi/game/tutorial"

// The tutorial's words (the lessons' own texts are in package game/tutorial, in both languages).
var (
	// Learn names the row of the menu and of the new-game screen that leads to the tutorial.
	Learn            = Text{"배우기", "Learn"}
	Tutorial         = Text{"장기 배우기", "Tutorial"}
	TutorialTitle    = Text{"장기 배우기", "Learn to play"}
	TutorialProgress = Text{"%d / %d 과정 마침", "%d of %d lessons done"}
	TutorialHint     = Text{"과정을 고르세요. 마친 과정에는 ● 표시가 붙습니다.", "Choose a lesson. A lesson you finished is marked ●."}
	Lessons          = Text{"과정 목록", "Lessons"}
	StepOf           = Text{"%d / %d 단계", "Step %d of %d"}
	StepBackLabel    = Text{"이전", "Back"}
	StepNext         = Text{"다음", "Next"}
	NextLesson       = Text{"다음 과정", "Next lesson"}
	Retry            = Text{"다시", "Retry"}
	TaskRead         = Text{"읽은 뒤 '다음'을 누르세요.", "Read, then press Next."}
	WellDone         = Text{"잘했습니다!", "Well done!"}
	DotsToGo         = Text{"좋습니다! %d곳 남았습니다.", "Good! %d more to go."}
	DotsVisited      = Text{"간 곳: %d / %d", "Dots visited: %d of %d"}
	NotThat          = Text{"그 수가 아닙니다. 다시 해 보세요.", "Not that one: try again."}
	LessonDone       = Text{"과정을 마쳤습니다!", "Lesson complete!"}
	AllDone          = Text{"모든 과정을 마쳤습니다!", "Every lesson done!"}
	TutorialPoints   = Text{"점수: 초 %s · 한 %s (덤 포함)", "Points: Cho %s · Han %s (deom included)"}
)

// LessonTitle returns the title of lesson l in language lang.
func LessonTitle(l tutorial.Lesson, lang Lang) string { return Text(l.Title).In(lang) }

// StepText returns the explanation of step s in language lang.
func StepText(s *tutorial.Step, lang Lang) string { return Text(s.Text).In(lang) }
