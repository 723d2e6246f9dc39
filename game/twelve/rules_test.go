package twelve

import (
	"slices"
	"strings"
	"testing"

	"janggi/game"
)

// ruleCase plays moves from a FEN and checks the position reached. Empty fields are not checked.
type ruleCase struct {
	name    string
	variant Variant
	fen     string
	moves   []string    // played in order; each must be legal
	want    game.Result // result after the moves
	fen2    string      // FEN after the moves
	legal   []string    // moves that must be legal after the moves
	illegal []string    // moves that must be refused after the moves
	exact   []string    // the complete legal move list after the moves, sorted
	check   *bool       // InCheck after the moves (information only: kings may step into attack)
}

// checked is the value of ruleCase.check for "InCheck must be true".
var checked = func() *bool { b := true; return &b }()

var ruleCases = []ruleCase{
	// Moves of each piece.
	{name: "start position moves", variant: TwelveJanggi, fen: startFEN,
		exact: []string{"b1a2", "b1c2", "b2b3", "c1c2"}},
	{name: "king steps in all eight directions", variant: TwelveJanggi, fen: "l2/3/1L1/3[] w - - 0 1",
		exact: []string{"b2a1", "b2a2", "b2a3", "b2b1", "b2b3", "b2c1", "b2c2", "b2c3"}},
	{name: "general steps orthogonally", variant: TwelveJanggi, fen: "l2/3/1G1/L2[] w - - 0 1",
		exact: []string{"a1a2", "a1b1", "b2a2", "b2b1", "b2b3", "b2c2"}},
	{name: "elephant steps diagonally", variant: TwelveJanggi, fen: "l2/3/1E1/1L1[] w - - 0 1",
		exact: []string{"b1a1", "b1a2", "b1c1", "b1c2", "b2a1", "b2a3", "b2c1", "b2c3"}},
	{name: "Han soldier steps down the board", variant: TwelveJanggi, fen: "2l/1c1/3/L2[] b - - 0 1",
		exact: []string{"b3b2", "c4b4", "c4c3"}},
	{name: "Cho lord: all but the two backward diagonals", variant: TwelveJanggi, fen: "l2/1+C1/3/2L[] w - - 0 1",
		legal: []string{"b3a4", "b3b4", "b3c4", "b3a3", "b3c3", "b3b2"}, illegal: []string{"b3a2", "b3c2"}},
	{name: "Han lord mirrors Cho's", variant: TwelveJanggi, fen: "l2/1+c1/3/2L[] b - - 0 1",
		legal: []string{"b3a2", "b3b2", "b3c2", "b3a3", "b3c3", "b3b4"}, illegal: []string{"b3a4", "b3c4"}},
	{name: "no piece moves onto its own side", variant: TwelveJanggi, fen: startFEN,
		illegal: []string{"a1b2", "c1b1", "b1b2", "b2b2", "a1a2"}},
	{name: "the opponent's pieces cannot be moved", variant: TwelveJanggi, fen: startFEN, illegal: []string{"b3b2"}},
	{name: "the start position is not check", variant: TwelveJanggi, fen: startFEN, check: new(bool)},
	{name: "a king may step into attack", variant: TwelveJanggi, fen: "1l1/3/3/1L1[] w - - 0 1",
		moves: []string{"b1b2", "b4b3"}, check: checked, legal: []string{"b2a3", "b2b3"}},

	// Promotion.
	{name: "soldier promotes on the far row", variant: TwelveJanggi, fen: "2l/1C1/3/1L1[] w - - 0 1",
		moves: []string{"b3b4+"}, fen2: "1+Cl/3/3/1L1[] b - - 0 1"},
	{name: "promotion without '+' is read as the compulsory promotion", variant: TwelveJanggi, fen: "2l/1C1/3/1L1[] w - - 0 1",
		moves: []string{"b3b4"}, fen2: "1+Cl/3/3/1L1[] b - - 0 1"},
	{name: "promotion by capture", variant: Dobutsu, fen: "1gl/1C1/3/1L1[] w - - 3 1",
		moves: []string{"b3b4+"}, fen2: "1+Cl/3/3/1L1[G] b - - 0 1"},
	{name: "Han soldier promotes on rank 1", variant: TwelveJanggi, fen: "2l/3/1c1/L2[] b - - 0 1",
		moves: []string{"b2b1+"}, fen2: "2l/3/3/L+c1[] w - - 0 2"},
	{name: "'+' on a move that does not promote is refused", variant: TwelveJanggi, fen: startFEN, illegal: []string{"b2b3+", "b1a2+"}},
	{name: "dropped soldier promotes when it later reaches the far row", variant: TwelveJanggi, fen: "l2/3/3/1L1[C] w - - 0 1",
		moves: []string{"C@b3", "a4a3", "b3b4+"}, fen2: "1+C1/l2/3/1L1[] b - - 0 2"},

	// Drops.
	{name: "drops go on any empty point but the opponent's camp", variant: TwelveJanggi, fen: "1l1/3/3/1L1[E] w - - 0 1",
		exact: []string{"E@a1", "E@a2", "E@a3", "E@b2", "E@b3", "E@c1", "E@c2", "E@c3", "b1a1", "b1a2", "b1b2", "b1c1", "b1c2"}},
	{name: "Twelve Janggi: no drop into the opponent's camp", variant: TwelveJanggi, fen: "1l1/3/3/1L1[GCEgce] w - - 0 1",
		legal: []string{"G@a3", "C@c3", "E@a1"}, illegal: []string{"G@a4", "C@c4", "E@a4"}},
	{name: "Twelve Janggi: Han may not drop on rank 1", variant: TwelveJanggi, fen: "1l1/3/3/1L1[GCEgce] b - - 0 1",
		legal: []string{"G@a2", "C@a4"}, illegal: []string{"G@a1", "C@c1", "E@a1"}},
	{name: "Dobutsu: drops on the far row are allowed", variant: Dobutsu, fen: "1l1/3/3/1L1[GCEgce] w - - 0 1",
		legal: []string{"G@a4", "C@c4", "E@a4"}},
	{name: "drop needs the piece in hand and an empty point", variant: TwelveJanggi, fen: "1l1/3/1C1/1L1[E] w - - 0 1",
		illegal: []string{"G@a2", "E@b2", "E@b1", "L@a2"}},
	{name: "drop notation uses the upper-case letter for Han too", variant: TwelveJanggi, fen: "1l1/3/3/1L1[c] b - - 0 1",
		moves: []string{"C@b2"}, fen2: "1l1/3/1c1/1L1[] w - - 0 2"},

	// Captures and the hand.
	{name: "captured piece changes sides into the hand", variant: TwelveJanggi, fen: startFEN,
		moves: []string{"b2b3"}, fen2: "gle/1C1/3/ELG[C] b - - 0 1", legal: []string{}},
	{name: "a captured lord returns as a soldier", variant: TwelveJanggi, fen: "1l1/1+C1/3/1L1[] b - - 0 1",
		moves: []string{"b4b3"}, fen2: "3/1l1/3/1L1[c] w - - 0 2", legal: []string{"b1b2"}},
	{name: "the recaptured soldier can be dropped", variant: TwelveJanggi, fen: "1l1/1+C1/3/1L1[] b - - 0 1",
		moves: []string{"b4b3", "b1a1"}, legal: []string{"C@c2", "C@a4"}, illegal: []string{"C@a1"}},

	// How the game ends.
	{name: "capturing the king wins", variant: TwelveJanggi, fen: "1l1/3/1L1/3[] b - - 0 1",
		moves: []string{"b4b3", "b2b3"}, fen2: "3/1L1/3/3[L] b - - 0 2",
		want: game.Result{Outcome: game.ChoWins, Reason: game.KingCaptured}, exact: []string{}},
	{name: "Dobutsu: capturing the lion wins", variant: Dobutsu, fen: "1l1/1L1/3/3[] w - - 0 1",
		moves: []string{"b3b4"}, want: game.Result{Outcome: game.ChoWins, Reason: game.KingCaptured}},
	{name: "Twelve Janggi: the king in the camp has not won yet", variant: TwelveJanggi, fen: "2l/L2/3/3[] w - - 0 1",
		moves: []string{"a3a4"}, want: game.Result{}, legal: []string{"c4b4", "c4c3"}},
	{name: "Twelve Janggi: the king wins once it survives the opponent's turn", variant: TwelveJanggi, fen: "2l/L2/3/3[] w - - 0 1",
		moves: []string{"a3a4", "c4c3"}, want: game.Result{Outcome: game.ChoWins, Reason: game.CampReached}, exact: []string{}},
	{name: "Twelve Janggi: ...even when still attacked", variant: TwelveJanggi, fen: "2l/L2/1g1/3[] w - - 0 1",
		moves: []string{"a3b4", "c4c3"}, check: checked, want: game.Result{Outcome: game.ChoWins, Reason: game.CampReached}},
	{name: "Twelve Janggi: the king in the camp can be captured", variant: TwelveJanggi, fen: "2l/L2/3/3[] w - - 0 1",
		moves: []string{"a3b4", "c4b4"}, want: game.Result{Outcome: game.HanWins, Reason: game.KingCaptured}},
	{name: "Twelve Janggi: Han's camp win on rank 1", variant: TwelveJanggi, fen: "3/1L1/2l/3[] b - - 0 1",
		moves: []string{"c2c1", "b3b4"}, want: game.Result{Outcome: game.HanWins, Reason: game.CampReached}},
	{name: "Twelve Janggi: a king already in the camp at its turn has won", variant: TwelveJanggi, fen: "L2/3/3/1l1[] w - - 0 1",
		want: game.Result{Outcome: game.ChoWins, Reason: game.CampReached}, exact: []string{}},
	{name: "Twelve Janggi: the opponent's king that just arrived does not win", variant: TwelveJanggi, fen: "L2/1l1/3/3[] b - - 0 1",
		want: game.Result{}},
	{name: "Dobutsu: a lion reaching the far row unattacked wins at once", variant: Dobutsu, fen: "2l/L2/3/3[] w - - 0 1",
		moves: []string{"a3a4"}, want: game.Result{Outcome: game.ChoWins, Reason: game.CampReached}, exact: []string{}},
	{name: "Dobutsu: a lion may enter an attacked far-row square; the game goes on", variant: Dobutsu, fen: "2l/gL1/3/3[] w - - 0 1",
		moves: []string{"b3a4"}, want: game.Result{}, legal: []string{"a3a4", "c4b4"}},
	{name: "Dobutsu: ...and wins as soon as nothing attacks it", variant: Dobutsu, fen: "2l/gL1/3/3[] w - - 0 1",
		moves: []string{"b3a4", "a3a2"}, want: game.Result{Outcome: game.ChoWins, Reason: game.CampReached}},
	{name: "Dobutsu: ...but not while it is still attacked", variant: Dobutsu, fen: "2l/gL1/3/3[] w - - 0 1",
		moves: []string{"b3a4", "c4c3"}, want: game.Result{}, check: checked},
	{name: "Dobutsu: a safe lion wins whoever is to move", variant: Dobutsu, fen: "L2/g2/3/2l[] w - - 0 1",
		want: game.Result{Outcome: game.HanWins, Reason: game.CampReached}},
	{name: "Dobutsu: two safe lions draw", variant: Dobutsu, fen: "L2/3/3/2l[] w - - 0 1",
		want: game.Result{Outcome: game.Draw, Reason: game.CampReached}},
	// This block (and its mirror image) is the only way to run out of moves: an exhaustive search over
	// all placements of one side's pieces found no other. Fairy-Stockfish scores it a loss too.
	{name: "no legal move loses", variant: TwelveJanggi, fen: "1EG/EGL/lCC/3[] w - - 0 1",
		want: game.Result{Outcome: game.HanWins, Reason: game.NoLegalMove}, exact: []string{}},
	{name: "Dobutsu: no legal move loses", variant: Dobutsu, fen: "1EG/EGL/lCC/3[] w - - 0 1",
		want: game.Result{Outcome: game.HanWins, Reason: game.NoLegalMove}},
	{name: "Twelve Janggi: draw after 300 plies", variant: TwelveJanggi, fen: "gle/1c1/1C1/ELG[] b - - 0 150",
		moves: []string{"b4a3"}, want: game.Result{Outcome: game.Draw, Reason: game.MoveLimit}},
	{name: "Twelve Janggi: ply 299 still plays", variant: TwelveJanggi, fen: "gle/1c1/1C1/ELG[] b - - 0 150", want: game.Result{}},
	{name: "Twelve Janggi: a win on the 300th ply counts", variant: TwelveJanggi, fen: "1l1/1L1/3/3[] b - - 0 150",
		moves: []string{"b4b3"}, want: game.Result{Outcome: game.HanWins, Reason: game.KingCaptured}},
	{name: "Dobutsu: no move limit", variant: Dobutsu, fen: "gle/1c1/1C1/ELG[] b - - 0 150",
		moves: []string{"b4a3"}, want: game.Result{}},
	{name: "third occurrence is not yet a draw", variant: TwelveJanggi, fen: startFEN,
		moves: strings.Fields("b1a2 b4c3 a2b1 c3b4 b1a2 b4c3 a2b1 c3b4"), want: game.Result{}},
	{name: "fourth occurrence draws", variant: TwelveJanggi, fen: startFEN,
		moves: strings.Fields("b1a2 b4c3 a2b1 c3b4 b1a2 b4c3 a2b1 c3b4 b1a2 b4c3 a2b1 c3b4"),
		want:  game.Result{Outcome: game.Draw, Reason: game.Repetition}, legal: []string{"b1a2"}},
	{name: "Dobutsu: fourth occurrence draws", variant: Dobutsu, fen: startFEN,
		moves: strings.Fields("b1a2 b4c3 a2b1 c3b4 b1a2 b4c3 a2b1 c3b4 b1a2 b4c3 a2b1 c3b4"),
		want:  game.Result{Outcome: game.Draw, Reason: game.Repetition}},
}

func TestRules(t *testing.T) {
	for _, c := range ruleCases {
		t.Run(c.name, func(t *testing.T) {
			p, err := ParseFEN(c.variant, c.fen)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range c.moves {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatalf("move %s: %v\n%s", s, err, p.Diagram())
				}
				p.Make(m)
			}
			if got := p.Result(); got != c.want {
				t.Errorf("result %v (%v), want %v (%v)\n%s", got, got.Reason, c.want, c.want.Reason, p.Diagram())
			}
			if c.fen2 != "" && p.FEN() != c.fen2 {
				t.Errorf("FEN %s, want %s\n%s", p.FEN(), c.fen2, p.Diagram())
			}
			for _, s := range c.legal {
				if _, err := p.ParseMove(s); err != nil {
					t.Errorf("%s should be legal: %v\n%s", s, err, p.Diagram())
				}
			}
			for _, s := range c.illegal {
				if m, err := p.ParseMove(s); err == nil {
					t.Errorf("%s should be refused, got %v\n%s", s, m, p.Diagram())
				}
			}
			if c.exact != nil {
				if got := sortedMoveTexts(p); !slices.Equal(got, c.exact) {
					t.Errorf("legal moves %v, want %v\n%s", got, c.exact, p.Diagram())
				}
			}
			if c.check != nil && p.InCheck() != *c.check {
				t.Errorf("InCheck = %v, want %v\n%s", p.InCheck(), *c.check, p.Diagram())
			}
		})
	}
}
