package i18n

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"janggi/clock"
)

// The words of the clocks and time controls.
var (
	TimeLabel   = Text{"시간", "Time"}
	NoClock     = Text{"시간 제한 없음", "No clock"}
	PresetClock = Text{"규칙 기본: %s", "Preset: %s"}
	Pause       = Text{"멈춤", "Pause"}
	Paused      = Text{"일시 정지", "Paused"}
	PausedHint  = Text{"Space 또는 클릭: 계속 두기", "Space or a click: go on"}
	// PointsShort gives a side's counting points beside its name when the clock takes the
	// card's right (Han's include the 덤).
	PointsShort = Text{"%s점", "%s pts"}
	// AutoMoved says the computer played a move for a person whose time for the move ran out;
	// the arguments are the side and the move.
	AutoMoved = Text{"%s 시간 초과: 컴퓨터가 대신 둔 수 %s", "%s's time is up: the computer played %s"}
)

// TimeControl names a time control in words: 시간 제한 없음, 수당 40초, 5분 + 초읽기 30초 3회,
// 3분 + 수당 2초 가산; No clock, 40 s a move, 5 min + 3×30 s byoyomi, 3 min + 2 s a move.
func TimeControl(l Lang, tc clock.TimeControl) string {
	d := func(x time.Duration) string { return Duration(l, x) }
	ko := l == Korean
	switch tc.Kind() {
	case clock.MoveLimit:
		if ko {
			return "수당 " + d(tc.PerMove)
		}
		return d(tc.PerMove) + " a move"
	case clock.SuddenDeath:
		return d(tc.Main)
	case clock.Fischer:
		if ko {
			return d(tc.Main) + " + 수당 " + d(tc.Increment) + " 가산"
		}
		return d(tc.Main) + " + " + d(tc.Increment) + " a move"
	case clock.Byoyomi:
		byo := fmt.Sprintf("초읽기 %s %d회", d(tc.Period), tc.Periods)
		if !ko {
			byo = fmt.Sprintf("%d×%s byoyomi", tc.Periods, d(tc.Period))
		}
		if tc.Main == 0 {
			return byo
		}
		return d(tc.Main) + " + " + byo
	}
	return NoClock.In(l)
}

// Duration writes a time control's duration in words: 1시간 30분, 5분, 30초, 2.5초; 1 h 30 min,
// 5 min, 30 s, 2.5 s.
func Duration(l Lang, d time.Duration) string {
	units := [3]string{"시간", "분", "초"}
	sep := ""
	if l == English {
		units, sep = [3]string{"h", "min", "s"}, " "
	}
	h, m, s := d/time.Hour, d%time.Hour/time.Minute, d%time.Minute
	var parts []string
	if h > 0 {
		parts = append(parts, strconv.Itoa(int(h))+sep+units[0])
	}
	if m > 0 {
		parts = append(parts, strconv.Itoa(int(m))+sep+units[1])
	}
	if s > 0 || len(parts) == 0 {
		parts = append(parts, strconv.FormatFloat(s.Seconds(), 'f', -1, 64)+sep+units[2])
	}
	return strings.Join(parts, " ")
}
