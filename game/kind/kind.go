// Package kind names what is played: which game (Game: Janggi, Xiangqi, Twelve Janggi, Dobutsu)
// and who plays it (Mode: a person against the computer, two people, the computer against
// itself). The settings (package config), the records (package record), the window's words
// (render/i18n), its matches (render/match), the command and the rules cores themselves (a
// game.Rules preset says which of Janggi and Xiangqi it is with a Game) all use these two types,
// so that a game chosen in one place means the same in every other. It imports nothing, so that
// every package, package game included, can use it.
//
// The names String writes are the ones the settings file and the records write ("janggi",
// "xiangqi", "twelve", "dobutsu"; "ai", "hotseat", "aivsai"); each reader keeps its own aliases
// and its own choice of what it accepts (the settings file offers no Dobutsu).
package kind

import "fmt"

// Game is a board game the program knows.
type Game uint8

// The games. Janggi and Xiangqi are played on package game's rules core (Janggi under any of
// its rules presets, Xiangqi on the "xiangqi" preset); Twelve Janggi and Dobutsu, with drops on
// a 3×4 board, on package game/twelve. The window plays Janggi, Twelve Janggi and Xiangqi;
// records may also hold Dobutsu.
const (
	Janggi Game = iota
	Xiangqi
	Twelve  // Twelve Janggi (십이장기)
	Dobutsu // Dobutsu shogi, Twelve Janggi's twin: drops anywhere, a lion that wins in the camp only if safe there
	gameCount
)

var gameNames = [gameCount]string{"janggi", "xiangqi", "twelve", "dobutsu"}

// String returns the game's short name: "janggi", "xiangqi", "twelve" or "dobutsu".
func (g Game) String() string {
	if g.Valid() {
		return gameNames[g]
	}
	return fmt.Sprintf("Game(%d)", uint8(g))
}

// Valid reports whether g is one of the games.
func (g Game) Valid() bool { return g < gameCount }

// Games returns the games the window plays, in the order of its new-game screen.
func Games() []Game { return []Game{Janggi, Twelve, Xiangqi} }

// Mode says who plays: a person against the computer, two people at one computer, or the
// computer against itself.
type Mode uint8

// The modes of play.
const (
	VsAI Mode = iota
	HotSeat
	AIvsAI
	modeCount
)

var modeNames = [modeCount]string{"ai", "hotseat", "aivsai"}

// Modes returns every mode, in menu order.
func Modes() []Mode { return []Mode{VsAI, HotSeat, AIvsAI} }

// String returns the mode's name: "ai", "hotseat" or "aivsai".
func (m Mode) String() string {
	if m < modeCount {
		return modeNames[m]
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}
