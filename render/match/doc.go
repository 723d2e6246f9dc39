// Package match runs a game in the window without the window: who plays each side, the computer
// player thinking in a goroutine, the selection and drag of pieces, move animations, undo and
// redo against the computer, announcements and the sounds they call for. The render package
// feeds it input events (board squares and pixels) once per tick and draws what it reports.
// Start, Resume and View make a match of any game the window plays, a Session, picking the
// game's adapter themselves: one Match type, written once for every game, over the game's own
// types, with each game's rules as its variant.
// It imports no Ebitengine package, so its tests run anywhere, with -race.
package match
