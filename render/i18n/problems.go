package i18n

// The words of the problem box: problems the window lists for the player to read in full (the
// settings file's mistakes, the settings not being saved, an engine that did not start).
var (
	ProblemsTitle    = Text{"확인할 문제", "Problems to look at"}
	ProblemsHint     = Text{"↑↓ · 휠: 넘기기 · Enter · Esc: 닫기", "↑↓ or the wheel: scroll · Enter or Esc: close"}
	ProblemsLine     = Text{"확인할 문제가 있습니다 · 눌러서 보기", "There are problems to look at · click to see them"}
	OK               = Text{"확인", "OK"}
	SettingsNotSaved = Text{"설정을 저장하지 못했습니다: %s", "The settings were not saved: %s"}
)
