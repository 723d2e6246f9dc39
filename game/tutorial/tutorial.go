// Package tutorial holds the lessons of the window's tutorial for a new player, in Korean and
// English, and plays their steps on the rules engine: one lesson per piece, the palace, the
// cannon's screen, the blocked legs of the horse and the elephant, check and checkmate, the pass,
// bikjang and counting with the deom, and short lessons on Twelve Janggi and Xiangqi.
//
// A lesson's positions are written as lists of pieces ("Ke2 kd10 Re5") and its task says what
// the player must do: visit the dots of a piece, move a piece to a point, give check, mate,
// pass, or any legal move out of a check or a bikjang; in Twelve Janggi a piece of the hand is
// named as its drop is ("C@": the soldier in hand), and the same tasks drop it. The dots are never
// written in a lesson: they are the piece's legal moves (for a piece in hand, its legal drops) as
// the engine finds them (Play.Dots), and the tests hold
// every step to what its text says (the points it names as out of reach are no dots, every
// task can be done). The package draws nothing: the window's tutorial scene shows it.
package tutorial

import (
	"fmt"
	"slices"
	"strings"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// Text is a text in Korean and English.
type Text struct{ Ko, En string }

// Task is what the player must do in a step.
type Task uint8

// The tasks.
const (
	// Read: nothing to do but read; Next goes on.
	Read Task = iota
	// Visit: move the piece on Step.Piece to Step.Visits of its dots (all of them when Visits is
	// 0), one after the other; the piece goes back after each move.
	Visit
	// MoveTo: move a piece (the one on Step.Piece, if set) to Step.Target.
	MoveTo
	// MoveFrom: make any move with the piece on Step.Piece.
	MoveFrom
	// AnyMove: make any legal move (out of a check, or breaking a bikjang: the dots show the
	// only moves there are).
	AnyMove
	// GiveCheck: make a move that checks the opposing general.
	GiveCheck
	// Mate: checkmate in one move.
	Mate
	// Pass: pass the turn.
	Pass
)

// Step is one position of a lesson, its explanation and its task. The player is always the
// side to move, Cho (or Xiangqi's Red), at the bottom of the board.
type Step struct {
	// Game is the game of the position: Janggi (standard rules), Xiangqi or Twelve Janggi.
	Game kind.Game
	// Pieces is the position: pieces as FEN letters and points ("Ke2 kd10 Re5"), upper case
	// Cho's; or "start" for the game's start position.
	Pieces string
	Text   Text
	Task   Task
	// Hand is the pieces in hand of a Twelve Janggi step, as FEN letters ("Cc": a soldier in
	// each hand), upper case Cho's.
	Hand string
	// Piece and Target are the points the task is about (see Task). In Twelve Janggi, Piece may
	// name a kind of piece in the player's hand by its letter and "@", as a drop is written
	// ("C@"): the task is then done by dropping it.
	Piece, Target string
	// Visits is how many dots a Visit must reach (0: all).
	Visits int
	// NoDot are the points the text says the piece on Piece cannot reach: the window marks
	// them with a cross, and the tests check that the engine agrees.
	NoDot []string
}

// Lesson is a lesson: its id (as the settings file keeps it), its title and its steps.
type Lesson struct {
	ID    string
	Title Text
	Steps []Step
}

// FEN returns the step's position in the FEN of its game.
func (s *Step) FEN() (string, error) {
	r, err := port.For(s.Game, nil)
	if err != nil {
		return "", err
	}
	files, ranks := r.Board()
	if s.Pieces == "start" {
		return r.StartFEN(), nil
	}
	board := make([][]byte, ranks)
	for r := range board {
		board[r] = []byte(strings.Repeat(".", files))
	}
	for _, p := range strings.Fields(s.Pieces) {
		if len(p) < 3 {
			return "", fmt.Errorf("piece %q: want a letter and a point, like Ke2", p)
		}
		f, r, err := point(p[1:], files, ranks)
		if err != nil {
			return "", fmt.Errorf("piece %q: %w", p, err)
		}
		if board[r][f] != '.' {
			return "", fmt.Errorf("piece %q: %s is taken twice", p, p[1:])
		}
		board[r][f] = p[0]
	}
	var b strings.Builder
	for r := ranks - 1; r >= 0; r-- {
		empty := 0
		for _, c := range board[r] {
			if c == '.' {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	if strings.Contains(r.StartFEN(), "[") { // a game with drops writes its hands, empty or not
		b.WriteString("[" + s.Hand + "]")
	} else if s.Hand != "" {
		return "", fmt.Errorf("hand %q: only Twelve Janggi has pieces in hand", s.Hand)
	}
	b.WriteString(" w - - 0 1")
	return b.String(), nil
}

// point reads a point such as "e2" or "a10" on a board of files×ranks, as file and rank indexes.
func point(text string, files, ranks int) (int, int, error) {
	var r int
	if len(text) < 2 || text[0] < 'a' || int(text[0]-'a') >= files {
		return 0, 0, fmt.Errorf("%q is no point of the board", text)
	}
	if _, err := fmt.Sscanf(text[1:], "%d", &r); err != nil || r < 1 || r > ranks || fmt.Sprint(r) != text[1:] {
		return 0, 0, fmt.Errorf("%q is no point of the board", text)
	}
	return int(text[0] - 'a'), r - 1, nil
}

// Rules returns the rules of a Janggi or Xiangqi step, the standard preset or Xiangqi's (nil for
// Twelve Janggi, which has none).
func (s *Step) Rules() *game.Rules {
	r, err := port.For(s.Game, nil)
	if err != nil {
		return game.Standard()
	}
	return r.Preset()
}

// IDs returns the lessons' ids, in order.
func IDs() []string {
	var out []string
	for _, l := range Lessons() {
		out = append(out, l.ID)
	}
	return out
}

// Known reports whether id is a lesson's id.
func Known(id string) bool { return slices.Contains(IDs(), id) }

// Done lists lessons done as the settings file keeps them: ids separated by commas, in the
// tutorial's order ("board, general, cannon").

// Split returns the ids of a list of lessons done.
func Split(done string) []string {
	var out []string
	for _, id := range strings.Split(done, ",") {
		if id = strings.TrimSpace(id); id != "" {
			out = append(out, id)
		}
	}
	return out
}

// Has reports whether the list of lessons done holds id.
func Has(done, id string) bool { return slices.Contains(Split(done), id) }

// Add returns the list of lessons done with id, in the tutorial's order; ids the tutorial does
// not have are dropped.
func Add(done, id string) string {
	var out []string
	for _, k := range IDs() {
		if k == id || Has(done, k) {
			out = append(out, k)
		}
	}
	return strings.Join(out, ", ")
}
