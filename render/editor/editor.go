// Package editor is the position editor's model, without the window: the board being edited of
// any of the three games (Janggi, Xiangqi, Twelve Janggi with its hands), the pieces put on it and
// taken off, the side to move, what makes the position impossible, and its FEN written and read
// back. The window's editor scene (render/scene_editor.go) lays it out, draws it and maps the
// pointer and the keys to it; this package links no Ebitengine, so its tests run anywhere.
//
// What differs between the games is behind one interface, board, with an adapter per rules core
// (janggi.go, twelve.go): the scene never asks which game it edits.
package editor

import (
	"strings"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/render/i18n"
)

// Piece is a piece of any of the games as the editor holds it: game.Piece and twelve.Piece share
// their layout (the type in bits 0-2, the colour in bit 3). Eraser is the palette's eraser.
type Piece uint8

const (
	NoPiece Piece = 0
	Eraser  Piece = 0xff
)

// MakePiece returns side c's piece of type t (a game.PieceType or a twelve.PieceType).
func MakePiece(c game.Color, t uint8) Piece { return Piece(uint8(c)<<3 | t) }

// HandSlots is the number of places of a side's hand in Twelve Janggi: a general, an elephant, a
// soldier, in the order of the window's trays.
const HandSlots = 3

// Defaults are the new-game screen's choices a start position takes: Janggi's preset (nil: the
// standard one) and each side's setup.
type Defaults struct {
	Rules  *game.Rules
	Setups [2]game.Setup
}

// Model is the position being edited and the game it is a position of. Spots number the places a
// piece can be: Janggi's and Xiangqi's 90 points; Twelve Janggi's 12 squares, then each side's
// HandSlots hand places (Cho's first).
type Model struct {
	game kind.Game
	// rules are Janggi's preset or Xiangqi's, kept while Twelve Janggi is edited so that Janggi
	// comes back under the same preset.
	rules *game.Rules
	def   Defaults
	b     board
}

// board is the position of one game as the editor edits it: the adapter of package game's core
// (janggi.go) or of package twelve's (twelve.go).
type board interface {
	squares() int
	spots() int
	spot(i int) (Piece, int)
	put(i int, p Piece)
	remove(i int)
	side() game.Color
	setSide(c game.Color)
	clear()
	fen() string
	flaws() []error // its core's game.Flaw or twelve.Flaw values
	palette() []uint8
	name(p Piece) string
	setupOf(c game.Color) (game.Setup, bool)
	setSetup(c game.Color, su game.Setup)
	hasSetups() bool
	preset() *game.Rules
	// withPreset returns the board with the rules its flaws are judged by (package game's core).
	withPreset(r *game.Rules) board
}

// New returns the editor of game g (rules: Janggi's preset, nil for the default's) on position p,
// or on the start position when p is nil or a position of another game.
func New(g kind.Game, rules *game.Rules, def Defaults, p port.Position) *Model {
	m := &Model{def: def}
	m.SetGame(g, rules)
	if b, ok := boardOf(p, m.rules); ok && p.Rules().Game() == g {
		m.b = b
	}
	return m
}

// Game returns the game edited.
func (m *Model) Game() kind.Game { return m.game }

// Preset returns the rules a game of the position is played under: Janggi's preset or Xiangqi's;
// nil for Twelve Janggi, which has none.
func (m *Model) Preset() *game.Rules { return m.b.preset() }

// SetGame switches the editor to game g (rules for Janggi's preset; nil keeps the last one) on
// its start position.
func (m *Model) SetGame(g kind.Game, rules *game.Rules) {
	m.game = g
	switch {
	case g == kind.Xiangqi:
		m.rules = game.MustPreset("xiangqi")
	case rules != nil && rules.Game == kind.Janggi:
		m.rules = rules
	case m.rules == nil || m.rules.Game != kind.Janggi:
		m.rules = game.Standard()
		if r := m.def.Rules; r != nil && r.Game == kind.Janggi {
			m.rules = r
		}
	}
	m.Start()
}

// Start sets the game's start position, with the defaults' setups.
func (m *Model) Start() { m.b = startBoard(m.game, m.rules, m.def.Setups) }

// Clear empties the board and the hands; the side to move stays.
func (m *Model) Clear() { m.b.clear() }

// Side returns the side to move.
func (m *Model) Side() game.Color { return m.b.side() }

// SetSide sets the side to move.
func (m *Model) SetSide(c game.Color) { m.b.setSide(c) }

// FEN returns the position in FEN.
func (m *Model) FEN() string { return m.b.fen() }

// Flaws returns the messages of what makes the position impossible, in language l; none: it can
// be played.
func (m *Model) Flaws(l i18n.Lang) []string {
	var out []string
	for _, f := range m.b.flaws() {
		out = append(out, i18n.Flaw(m.game, l, f))
	}
	return out
}

// Squares returns the number of spots on the board; the spots after them are the hands'.
func (m *Model) Squares() int { return m.b.squares() }

// Spots returns the number of spots: the board's and the hands'.
func (m *Model) Spots() int { return m.b.spots() }

// Spot returns the piece a spot holds and how many: on the board the piece and 1, or NoPiece and
// 0; in a hand the piece of the place's type and how many of it the hand holds (0 to 2). A spot
// out of range holds nothing.
func (m *Model) Spot(i int) (Piece, int) {
	if i < 0 || i >= m.b.spots() {
		return NoPiece, 0
	}
	return m.b.spot(i)
}

// At returns the piece on spot i (in a hand: one of the place's type, if the hand has one), or
// NoPiece.
func (m *Model) At(i int) Piece {
	if p, n := m.Spot(i); n > 0 {
		return p
	}
	return NoPiece
}

// Put puts p on spot i: on a point or square in place of what was there; in a hand, one more of
// its kind (a lord goes back to a soldier, a king never goes into a hand, a hand holds at most
// two of a kind). NoPiece, the eraser and a spot out of range change nothing.
func (m *Model) Put(i int, p Piece) {
	if i < 0 || i >= m.b.spots() || p == NoPiece || p == Eraser {
		return
	}
	m.b.put(i, p)
}

// Remove takes the piece off spot i (one from a hand).
func (m *Model) Remove(i int) {
	if i < 0 || i >= m.b.spots() {
		return
	}
	m.b.remove(i)
}

// Palette returns side c's pieces of the palette, in the order of the start position from the
// middle out.
func (m *Model) Palette(c game.Color) []Piece {
	var out []Piece
	for _, t := range m.b.palette() {
		out = append(out, MakePiece(c, t))
	}
	return out
}

// Name returns p's FEN letter in the game edited ("+C" for a Twelve Janggi lord).
func (m *Model) Name(p Piece) string { return m.b.name(p) }

// HasSetups reports whether the game has setups (Janggi: the horses and elephants of a back
// rank in one of four orders).
func (m *Model) HasSetups() bool { return m.b.hasSetups() }

// SetupOf returns the setup side c's back rank shows, and false when it shows none or the game
// has no setups.
func (m *Model) SetupOf(c game.Color) (game.Setup, bool) { return m.b.setupOf(c) }

// SetSetup puts side c's horses and elephants on its back rank in setup su's order (Janggi).
func (m *Model) SetSetup(c game.Color, su game.Setup) { m.b.setSetup(c, su) }

// Load reads a FEN of any of the three games: as the game edited first, then the others (a FEN
// with a hand or four ranks is Twelve Janggi's). A board with a flaw is loaded (Flaws says what
// is wrong); text that is no board of any game is an error, the one of the game edited, and the
// model is left as it was.
func (m *Model) Load(text string) error {
	text = strings.TrimSpace(text)
	order := []kind.Game{m.game}
	for _, g := range kind.Games() {
		if g != m.game {
			order = append(order, g)
		}
	}
	var first error
	for _, g := range order {
		rules := m.rules
		if g == kind.Xiangqi {
			rules = game.MustPreset("xiangqi")
		} else if rules.Game != kind.Janggi {
			rules = nil
		}
		b, err := parseBoard(g, rules, text)
		if err == nil {
			m.SetGame(g, rules)
			m.b = b.withPreset(m.rules)
			return nil
		}
		if first == nil {
			first = err
		}
	}
	return first
}
