package i18n

import (
	"fmt"
	"time"
)

// The player's record against the computer's levels, on the new-game screen.
var (
	// LevelRecord is the record against the level chosen: won, drawn, lost; LastPlayed the day
	// last played. The screen writes them on one line, "이 수준과의 전적: 3승 1무 2패 · 마지막 대국 12월 6일",
	// or on two where one is too narrow.
	LevelRecord = Text{"이 수준과의 전적: %d승 %d무 %d패", "Against this level: %d W %d D %d L"}
	LastPlayed  = Text{"마지막 대국 %s", "last played %s"}
	// KeepWinning says why the next level is offered.
	KeepWinning = Text{"이 수준에서 계속 이기고 있습니다.", "You keep winning at this level."}
	// NextLevel is the button that chooses the next level: "다음 수준으로: 4 · 9급".
	NextLevel = Text{"다음 수준으로: %s", "Next level: %s"}
)

// standingTexts returns the texts of the record against the levels, for Texts.
func standingTexts() []Text {
	day := time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC)
	return []Text{LevelRecord, LastPlayed, KeepWinning, NextLevel,
		{Day(Korean, day, day), Day(English, day, day)}, {Day(Korean, day, day.AddDate(1, 0, 0)), Day(English, day, day.AddDate(1, 0, 0))}}
}

// Day names a day as the record against the levels shows it: "12월 6일", "Dec 6" in the year of
// today, "2025년 12월 6일", "Dec 6, 2025" in another.
func Day(l Lang, day, today time.Time) string {
	same := day.Year() == today.Year()
	if l == Korean {
		if same {
			return fmt.Sprintf("%d월 %d일", day.Month(), day.Day())
		}
		return fmt.Sprintf("%d년 %d월 %d일", day.Year(), day.Month(), day.Day())
	}
	if same {
		return day.Format("Jan 2")
	}
	return day.Format("Jan 2, 2006")
}
