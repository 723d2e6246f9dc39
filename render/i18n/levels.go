package i18n

import "fmt"

// levelNames name the computer's levels 1 to 10 in both languages. Package ai names them in
// English only (ai.LevelName); the English words here are the same, which a test checks.
var levelNames = [...]Text{
	{"입문", "Beginner"},
	{"초보", "Novice"},
	{"보통", "Improver"},
	{"아마추어", "Amateur"},
	{"동호인", "Club"},
	{"동호인 고수", "Strong club"},
	{"전문가", "Expert"},
	{"사범", "Master"},
	{"국수", "Grandmaster"},
	{"최강", "Maximum"},
}

// Levels is the number of computer levels the window names (1 to Levels).
const Levels = len(levelNames)

// LevelName returns the short name of computer level n (1..Levels), e.g. 보통 or Improver.
func LevelName(l Lang, n int) string {
	if n < 1 || n > Levels {
		return fmt.Sprint(n)
	}
	return levelNames[n-1].In(l)
}

// Level returns the level's number and name, as the panel shows it: "3 · 보통", "3 · Improver".
func Level(l Lang, n int) string {
	if n < 1 || n > Levels {
		return fmt.Sprint(n)
	}
	return fmt.Sprintf("%d · %s", n, LevelName(l, n))
}
