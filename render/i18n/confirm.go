package i18n

// The questions asked before something ends or drops a game, and the welcome of the first start.
var (
	ResignTitle  = Text{"기권할까요?", "Resign?"}
	ResignInfo   = Text{"기권하면 대국이 지는 것으로 끝나고, 되돌릴 수 없습니다.", "You lose the game, and a resignation cannot be taken back."}
	ResignYes    = Text{"기권하기", "Resign"}
	KeepPlaying  = Text{"계속 두기", "Keep playing"}
	LeaveTitle   = Text{"두던 대국을 그만둘까요?", "Leave the game in progress?"}
	LeaveInfo    = Text{"끝나지 않은 대국은 그만두면 사라집니다. 남기려면 먼저 저장하세요.", "An unfinished game is lost when you leave it. Save it first to keep it."}
	LeaveYes     = Text{"그만두기", "Leave it"}
	SaveFirst    = Text{"저장하기", "Save it"}
	WelcomeTitle = Text{"장기에 오신 것을 환영합니다", "Welcome to Janggi"}
	WelcomeAsk   = Text{"누가 두나요?", "Who is playing?"}
	WelcomeNew   = Text{"장기가 처음입니다: 배우기부터", "New to Janggi: learn the game first"}
	WelcomeVsAI  = Text{"컴퓨터와 두기", "Play the computer"}
	WelcomeTwo   = Text{"둘이서 한 컴퓨터로 두기", "Two people at one computer"}
	WelcomeLater = Text{"설정은 나중에 메뉴의 새 대국에서 바꿀 수 있습니다.", "You can change this later: New game in the menu."}
	WelcomeLevel = Text{"컴퓨터 수준", "Computer's level"}
	// CopyPasteKeys is the help's line about the game's Ctrl+C and Ctrl+V (the position as text).
	CopyPasteKeys = Text{"Ctrl+C / Ctrl+V: 배치 복사 / 붙여넣기", "Ctrl+C / Ctrl+V: copy / paste the position (FEN)"}
	// TaskDoneLost answers a lesson's task done by a move that ends the game the player does not
	// win (accepting a bikjang behind on points): the task is done, the game is not praised.
	TaskDoneLost = Text{"과제를 마쳤습니다. 대국 결과: %s (%s).", "Task done. The game ends: %s (%s)."}
)
