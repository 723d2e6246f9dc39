package i18n

import "fmt"

// levelNames name the computer's levels 1 to 10 on the ladder Korean players rank themselves on,
// 18급 up to 1급 and then 초단 (1단) up to 9단, in both languages: "18 kyu", "7 dan". The ranks are
// an estimate from the levels' strength measured against Fairy-Stockfish, not against people:
// docs/ai.md ("Ranks") says how they were chosen. Package ai keeps descriptive English names
// (ai.LevelName) for its tools.
var levelNames = [...]Text{
	{"18급", "18 kyu"},
	{"14급", "14 kyu"},
	{"10급", "10 kyu"},
	{"9급", "9 kyu"},
	{"7급", "7 kyu"},
	{"6급", "6 kyu"},
	{"1급", "1 kyu"},
	{"7단", "7 dan"},
	{"8단", "8 dan"},
	{"9단", "9 dan"},
}

// Levels is the number of computer levels the window names (1 to Levels).
const Levels = len(levelNames)

// LevelName returns the rank computer level n (1..Levels) is named by, e.g. 10급 or 10 kyu.
func LevelName(l Lang, n int) string {
	if n < 1 || n > Levels {
		return fmt.Sprint(n)
	}
	return levelNames[n-1].In(l)
}

// Level returns the level's number and rank, as the panel shows it: "3 · 10급", "3 · 10 kyu".
func Level(l Lang, n int) string {
	if n < 1 || n > Levels {
		return fmt.Sprint(n)
	}
	return fmt.Sprintf("%d · %s", n, LevelName(l, n))
}
