package analysis

// Position is the analysis of one position of the game.
type Position struct {
	Done  bool  // analysed (false for a position the analysis did not reach)
	Score Score // its value, from Cho's view
	// Proven says the score is exact: the game is over, or (Twelve Janggi) the solved opening
	// book or a proof search gave it. Other scores are the engine's best guess at its depth.
	Proven bool
	Best   string   // the engine's move (UCI form), "" when the game is over
	PV     []string // the line it expects, Best first
	Depth  int      // the depth searched
	Nodes  int64
}

// Update is sent after each position is analysed.
type Update struct {
	Index    int      // the position: 0 is the start, i the position after move i
	Position Position // its analysis
	Done     int      // positions analysed so far
	Total    int      // positions in the game (moves + 1)
}

// Evaluation is an evaluator's newest verdict on the position asked for with ID.
type Evaluation struct {
	ID       int
	Position Position
	// Final says the search of this position ended (its time or depth reached): no deeper
	// evaluation of it will come.
	Final bool
}
