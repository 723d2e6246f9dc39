package i18n

import "janggi/record"

// The words of records: saving, opening, stepping through a record and playing on from it, and
// resuming the game an earlier run left.
var (
	Save         = Text{"저장", "Save"}
	SaveTitle    = Text{"기보 저장", "Save the game"}
	Saving       = Text{"저장 중…", "Saving…"}
	Saved        = Text{"저장했습니다: %s", "Saved: %s"}
	SaveFailed   = Text{"저장하지 못했습니다: %v", "Not saved: %v"}
	Open         = Text{"기보 열기", "Open a record"}
	OpenFailed   = Text{"열 수 없습니다: %v", "Cannot open: %v"}
	Opened       = Text{"%s: %d수", "%s: %d moves"}
	OpenedFEN    = Text{"%s: %s 국면으로 읽었습니다", "%s: read as a position of %s"}
	FirstOfGames = Text{"(이 파일의 %d판 중 첫 판)", "(the first of %d games in the file)"}
	// OpenedStopped says where a record that could not be read whole stops: the line, the move
	// (its number and text as the file writes it) and why.
	OpenedStopped = Text{"%d행 %d수째(%s)를 읽을 수 없어 그 앞까지 보여 줍니다: %s", "Stopped at line %d, move %d (%s), shown up to there: %s"}
	// OpenedPlayedOn says a record goes on after its rules ended the game: the move, how it ended
	// and the moves not shown.
	OpenedPlayedOn = Text{"이 규칙으로는 %d수째에 대국이 끝나(%s) 나머지 %d수는 보여 주지 않습니다", "The game ends at move %d under these rules (%s); the record's %d further moves are not shown"}
	Viewing        = Text{"기보 보기: %d / %d수  (← → Home End)", "Record: move %d of %d  (← → Home End)"}
	ViewingEnd     = Text{"기보 끝 (%d수)", "End of the record (%d moves)"}
	PlayFrom       = Text{"여기서 두기", "Play from here"}
	PlayFromHow    = Text{"%d수째부터 이어 두기", "Continue from move %d"}
	PlayFromTop    = Text{"처음부터 두기", "Play from the start"}
	PlayAs         = [2]Text{{"컴퓨터와: 내가 초", "Against the computer as Cho"}, {"컴퓨터와: 내가 한", "Against the computer as Han"}}
	ResumeTitle    = Text{"이어서 두기?", "Resume the last game?"}
	ResumeGame     = Text{"이어서 두기", "Resume"}
	ResumeInfo     = Text{"%s · %d수 · %s", "%s · %d moves · %s"}
	AutosaveFail   = Text{"자동 저장 실패: %v", "Autosave failed: %v"}
	ClockLabel     = Text{"남은 시간", "Time left"}

	// The file chooser (Save and Open).
	OpenButton       = Text{"열기", "Open"}
	Replace          = Text{"바꾸기", "Replace"}
	PlaceRecords     = Text{"기보 폴더", "Records"}
	PlaceHome        = Text{"홈 폴더", "Home"}
	PlaceHere        = Text{"현재 폴더", "Current folder"}
	UpFolder         = Text{"↑ 상위 폴더", "↑ Up a folder"}
	FolderUnreadable = Text{"폴더를 읽을 수 없습니다: %v", "Cannot read the folder: %v"}
	EmptyFolder      = Text{"이 폴더에는 기보 파일(.gib, .pgn, .fen)이 없습니다", "No record files (.gib, .pgn, .fen) in this folder"}
	ChooserOpenHint  = Text{"↑↓ 고르기 · Enter 열기 · Backspace 상위 폴더 · Esc 닫기", "↑↓ choose · Enter open · Backspace: up a folder · Esc close"}
	ChooserSaveHint  = Text{"이름을 적고 Enter · Esc 닫기", "Type a name, then Enter · Esc close"}
	FileNameLabel    = Text{"파일 이름", "File name"}
	NoName           = Text{"파일 이름을 적으세요", "Type a name for the file"}
	ReplaceWarn      = Text{"%s 파일이 이미 있습니다. 다시 누르면 그 파일을 바꿉니다.", "%s exists: press Replace to write over it."}
	Unreadable       = Text{"읽을 수 없는 기보", "does not read as a record"}
	MovesCount       = Text{"%d수", "%d moves"}
	GamesInFile      = Text{"%d판", "%d games"}
	// Margin follows a result a record counts by the margin it names: 3.5점 차, by 3.5 points.
	Margin        = Text{"%s점 차", "by %s points"}
	NothingToSave = Text{"저장할 수가 아직 없습니다", "Nothing to save yet: no move has been played"}
)

// terminations are the words of how a record says its game ended (record.Termination), in the
// window's languages.
var terminations = map[record.Termination]Text{
	record.TermCheckmate:      {"외통", "checkmate"},
	record.TermResignation:    {"기권", "resignation"},
	record.TermTime:           {"시간패", "on time"},
	record.TermCounted:        {"점수 판정", "on points"},
	record.TermAgreement:      {"합의", "by agreement"},
	record.TermDisconnection:  {"접속 끊김", "lost connection"},
	record.TermAborted:        {"대국 중단", "game stopped"},
	record.TermBikjang:        {"빅장", "bikjang"},
	record.TermDoublePass:     {"양측 한수쉼", "double pass"},
	record.TermRepetition:     {"동형반복", "repetition"},
	record.TermPerpetualCheck: {"연속 장군", "perpetual check"},
	record.TermMoveLimit:      {"수 제한", "move limit"},
	record.TermUnknown:        {"결과 미상", "result unknown"},
}

// Termination returns how a record says its game ended, in words; "" for record.TermNone.
func Termination(l Lang, t record.Termination) string {
	if w, ok := terminations[t]; ok {
		return w.In(l)
	}
	if l == English {
		return t.String()
	}
	return t.Korean()
}
