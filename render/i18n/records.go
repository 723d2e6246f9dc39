package i18n

// The words of records: saving, opening, stepping through a record and playing on from it, and
// resuming the game an earlier run left.
var (
	Save         = Text{"저장", "Save"}
	SaveTitle    = Text{"기보 저장", "Save the game"}
	SaveGIB      = Text{".gib (한국 기보)", ".gib (Korean record)"}
	SavePGN      = Text{".pgn (PGN 기보)", ".pgn (PGN record)"}
	SaveWhere    = Text{"저장할 곳: %s", "Saved in %s"}
	Saving       = Text{"저장 중…", "Saving…"}
	Saved        = Text{"저장했습니다: %s", "Saved: %s"}
	SaveFailed   = Text{"저장하지 못했습니다: %v", "Not saved: %v"}
	Open         = Text{"기보 열기", "Open a record"}
	OpenEmpty    = Text{"기보 파일(.gib, .pgn, .fen)이 없습니다: %s", "No record files (.gib, .pgn, .fen) in %s"}
	OpenHint     = Text{"↑↓ 고르기 · Enter 열기 · Esc 닫기 · 파일을 창에 끌어다 놓아도 됩니다", "↑↓ choose · Enter open · Esc close · or drop a file on the window"}
	OpenFailed   = Text{"열 수 없습니다: %v", "Cannot open: %v"}
	Opened       = Text{"%s: %d수", "%s: %d moves"}
	OpenedFEN    = Text{"%s: %s 국면으로 읽었습니다", "%s: read as a position of %s"}
	FirstOfGames = Text{"(이 파일의 %d판 중 첫 판)", "(the first of %d games in the file)"}
	Viewing      = Text{"기보 보기: %d / %d수  (← → Home End)", "Record: move %d of %d  (← → Home End)"}
	ViewingEnd   = Text{"기보 끝 (%d수)", "End of the record (%d moves)"}
	PlayFrom     = Text{"여기서 두기", "Play from here"}
	PlayFromHow  = Text{"%d수째부터 이어 두기", "Continue from move %d"}
	PlayFromTop  = Text{"처음부터 두기", "Play from the start"}
	PlayAs       = [2]Text{{"컴퓨터와: 내가 초", "Against the computer as Cho"}, {"컴퓨터와: 내가 한", "Against the computer as Han"}}
	ResumeTitle  = Text{"이어서 두기?", "Resume the last game?"}
	ResumeGame   = Text{"이어서 두기", "Resume"}
	ResumeInfo   = Text{"%s · %d수 · %s", "%s · %d moves · %s"}
	AutosaveFail = Text{"자동 저장 실패: %v", "Autosave failed: %v"}
	ClockLabel   = Text{"남은 시간", "Time left"}
)
