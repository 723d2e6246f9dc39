package record

import (
	"fmt"
	"strings"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// ParseGame reads a game name as kind.Game writes it; "twelvejanggi" and "십이장기" are accepted
// for Twelve Janggi, and any Janggi preset name or Fairy-Stockfish Janggi variant for Janggi
// (see port.Lookup).
func ParseGame(name string) (kind.Game, error) {
	rules, err := port.Lookup(name)
	if err != nil {
		return kind.Janggi, err
	}
	return rules.Game(), nil
}

// TagClock is the tag that carries the clock state in a .gib file, which has no header of its own
// for it (PGN and the autosave keep it in Record.Clock).
const TagClock = "Clock"

// Tag is one header of a record that has no field of its own, such as a PGN tag or a .gib header.
type Tag struct {
	Name, Value string
}

// Record is one game as the record formats hold it: which game and rules, the start position,
// the moves, the result, who played and where, and the clock when there was one.
//
// Moves are kept as text in the engines' UCI form ("b1c3", "e2e2" for a pass, "C@b2" for a
// Twelve Janggi drop), so that one type serves every game; the readers only ever produce
// records whose moves are legal, and Validate checks a record built by hand.
type Record struct {
	Game kind.Game
	// Rules is the preset the game is played under: a Janggi preset, or the "xiangqi" preset.
	// It is nil for Twelve Janggi and Dobutsu, whose rules package twelve fixes.
	Rules *game.Rules
	// StartFEN is the position the moves start from, as the engine writes it. Readers always fill it.
	StartFEN string
	Moves    []string
	// Notes holds the annotation of each move (glyphs and a comment), index for index with
	// Moves; it is shorter, or nil, when the last moves (or all) have none. See annotation.go.
	Notes []Annotation
	// Result is how the game ended as far as the reader could establish it: the board's own
	// ending, or the record's word for what the board cannot know (a resignation, a flag fall).
	// game.Ongoing when the record says nothing, the game is unfinished, or the record is cut
	// short (a result is never made up for moves the file does not hold). Reason is
	// game.NoReason when the record does not say why the game ended.
	Result game.Result
	// Ending is what the record itself says of the end, in its own words: who won and how
	// (resignation, time, agreement, a lost connection, ...), kept even where Result cannot
	// follow it. Termination combines the two.
	Ending Ending

	Event, Site, Round string
	// Date is in PGN form (2016.12.06) when the file's date reads as a day, else the file's text.
	Date     string
	Cho, Han string // the players: Cho (first player, PGN "White") and Han ("Black")
	// TimeControl is the time control in the settings file's notation ("none", "move 40s",
	// "5m 3x30s", "10m+5s"), or the text of a .gib 제한시간 header; "" when unknown.
	TimeControl string
	// Clock is the clock state after the last move in the text form of clock.State
	// ("control=5m 3x30s; cho=4m12.5s; ..."); "" when the game had no clock. PGN and the autosave
	// keep it in a Clock tag; a reader warns about one clock.State does not read.
	Clock string

	Tags []Tag // every other header, in file order
	// Warnings lists the quirks a reader met and accepted, such as a .gib 총수 that disagrees
	// with the moves; "janggi record check" prints them.
	Warnings []string
	// RulesNote says why the reader chose Rules when the record did not name them and the
	// preset asked for could not read every move ("read under casual: move 41 keeps the
	// generals facing, which standard forbids"); "" when the asked preset read it.
	RulesNote string
	// CutShort says the record holds fewer moves than it says it has (a PGN PlyCount or .gib
	// 총수 larger than its moves, a PGN game without its closing result marker, a game that
	// stopped at a fault): Result then ignores the result the record states. Missing is the
	// number of moves known to be lost, 0 when the record does not say how many it had.
	CutShort bool
	Missing  int
	// Stopped is where the reader stopped when it could not read the whole game: Moves holds
	// every move before that point. Nil when the record was read whole.
	Stopped *ReadError
	// oldFilesRight says that a .gib of the old point system (구좌표) was read with its files
	// counted from Cho's right, which WriteGIB then writes back.
	oldFilesRight bool
}

// New returns an empty record of a game from its usual start: Janggi with the given rules (nil
// means the standard preset) and both sides in the default setup, Xiangqi, Twelve Janggi or
// Dobutsu (rules is then ignored).
func New(g kind.Game, rules *game.Rules) *Record {
	pr, err := port.For(g, rules)
	if err != nil {
		pr, err = port.For(g, nil)
	}
	if err != nil { // not a game: a record Validate refuses
		return &Record{Game: g}
	}
	return &Record{Game: g, Rules: pr.Preset(), StartFEN: pr.StartFEN()}
}

// FromGame returns the record of a game of any kind: its rules, start, moves and result. Moves
// taken back (the redo list) are not part of it.
func FromGame(g port.Game) *Record {
	rules := g.Rules()
	r := &Record{Game: rules.Game(), Rules: rules.Preset(), StartFEN: g.StartFEN(), Result: g.Result()}
	moves := g.Moves()
	r.Moves = make([]string, len(moves))
	for i, m := range moves {
		r.Moves[i] = m.String()
	}
	return r
}

// Tag returns the value of the header with the given name (compared without case), and whether
// there is one.
func (r *Record) Tag(name string) (string, bool) {
	for _, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets a header, replacing one of the same name (compared without case) in place.
func (r *Record) SetTag(name, value string) {
	for i, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{name, value})
}

// Setup returns the horse and elephant arrangement of c on the start position, and false when
// the record's game has no setups (only Janggi does) or c's back rank holds none (a game from a
// custom position).
func (r *Record) Setup(c game.Color) (game.Setup, bool) {
	rules, err := port.For(r.Game, r.Rules)
	if err != nil {
		return game.HEEH, false
	}
	p, err := rules.ParseFEN(r.StartFEN)
	if err != nil {
		return game.HEEH, false
	}
	return p.SetupOf(c)
}

// rules returns the record's rules, or the default of its game when the field is nil (the
// standard preset for a game without presets).
func (r *Record) rules() *game.Rules {
	if r.Rules != nil {
		return r.Rules
	}
	if played, err := port.For(r.Game, nil); err == nil && played.Preset() != nil {
		return played.Preset()
	}
	return game.Standard()
}

// MoveError says which move of a record is wrong and why.
type MoveError struct {
	Number int    // the move's number in the record, from 1
	Text   string // the move as the record writes it
	Err    error
}

// Error returns e.g. `move 12 "79졸78": no piece on g4`.
func (e *MoveError) Error() string {
	return fmt.Sprintf("move %d %q: %v", e.Number, e.Text, e.Err)
}

// Unwrap returns the reason.
func (e *MoveError) Unwrap() error { return e.Err }

// AtStart reports whether the moves start from an opening position of the record's game: its
// usual start, or in Janggi any pair of the sides' setups, Cho to move.
func (r *Record) AtStart() bool {
	rules, err := port.For(r.Game, r.Rules)
	if err != nil {
		return false
	}
	for _, fen := range rules.Starts() {
		if sameBoard(r.StartFEN, fen) {
			return true
		}
	}
	return false
}

// Position replays the record and returns the position after its first ply moves (all of them
// when ply is negative or past the end). A move the position refuses gives a *MoveError, with
// the position before that move. In Janggi and Xiangqi, moves after an ending are replayed as the
// readers read them: endings that only Result knows (repetition, move limits) never stop a move,
// and a move after a pass that ended the game (a site that played on after a double pass) is
// checked on the board as it stands; in the other games a move after the end is refused.
func (r *Record) Position(ply int) (port.Position, error) {
	w, err := r.walk(ply, false, nil)
	if w == nil {
		return nil, err
	}
	return w.position(), err
}

// PlayedOnError is GameAt's error for a record that goes on after its game ended under its
// rules (a site with other rules played on): a game.Game stops at its end, so GameAt returns the
// game up to there, and this says where and how it ended.
type PlayedOnError struct {
	Ply    int         // the moves the game holds: the rules ended it after this many
	Result game.Result // how the rules ended it
	Total  int         // the moves the record holds
}

// Error says where the game ended and how much of the record follows.
func (e *PlayedOnError) Error() string {
	return fmt.Sprintf("the game ends at move %d (%s) under its rules; the record goes on for %s, not shown",
		e.Ply, e.Result, countOf(e.Total-e.Ply, "more move", "more moves"))
}

// EndPly returns the number of moves after which the record's rules end its game and how they
// end it, or -1 when they do not end it before its last move. Records from sites with other
// rules may go on after that point (see Position); the window shows them up to there.
func (r *Record) EndPly() (int, game.Result) {
	w, err := r.walk(-1, true, nil)
	if err != nil {
		return -1, game.Result{}
	}
	return w.ended()
}

// GameAt returns the game after the record's first ply moves (all of them when ply is negative or
// past the end), ready to be played on from there. At the end of a record whose result is a
// resignation or a flag fall, the game carries that ending too. A game stops at its end: for a
// record that goes on after its rules ended the game, GameAt returns the game up to that end
// together with a *PlayedOnError that says so.
func (r *Record) GameAt(ply int) (port.Game, error) {
	rules, err := port.For(r.Game, r.Rules)
	if err != nil {
		return nil, err
	}
	g, err := rules.NewGame(r.StartFEN)
	if err != nil {
		return nil, err
	}
	moves := r.movesTo(ply)
	for i, text := range moves {
		if res := g.Result(); res.Over() {
			return g, &PlayedOnError{Ply: i, Result: res, Total: len(r.Moves)}
		}
		if _, err := g.PlayText(text); err != nil {
			return nil, &MoveError{Number: i + 1, Text: text, Err: err}
		}
	}
	if len(moves) == len(r.Moves) && !g.Result().Over() {
		if loser, ok := r.Result.Outcome.Winner(); ok {
			switch r.Result.Reason {
			case game.Resignation:
				g.Resign(loser.Other())
			case game.FlagFall:
				g.FlagFall(loser.Other(), r.Result.Counted)
			}
		}
	}
	return g, nil
}

// movesTo returns the record's first ply moves, all of them when ply is negative or past the end.
func (r *Record) movesTo(ply int) []string {
	if ply < 0 || ply > len(r.Moves) {
		return r.Moves
	}
	return r.Moves[:ply]
}

// Validate checks that the record's game is played under its rules, its start position parses
// and every move is legal in turn.
func (r *Record) Validate() error {
	if !r.Game.Valid() {
		return fmt.Errorf("unknown game %d", uint8(r.Game))
	}
	if _, err := port.For(r.Game, r.Rules); err != nil {
		return fmt.Errorf("a %s record cannot use the %s preset", r.Game, r.Rules.Name)
	}
	_, err := r.Position(-1)
	return err
}

// FinalFEN returns the FEN of the position after the last move.
func (r *Record) FinalFEN() (string, error) {
	p, err := r.Position(-1)
	if err != nil {
		return "", err
	}
	return p.FEN(), nil
}

// warnf adds a warning to the record.
func (r *Record) warnf(format string, args ...any) {
	r.Warnings = append(r.Warnings, fmt.Sprintf(format, args...))
}
