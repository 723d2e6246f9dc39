// Package render is the game's window, drawn with Ebitengine: the game scene (the board of
// Janggi, Xiangqi or Twelve Janggi, the side panel with the players, clocks and move list, the
// menu, the help, the dialogs and the file chooser) and the new-game screen. Run opens it with
// Options (the engines, the settings, the trace) and returns when it closes; RunEmpty
// and BenchOptions measure its frame rate.
//
// Each screen is a scene (app.go): Update reads the input and changes the state, layout derives
// the geometry and buttons, Draw only reads them; a scene whose picture has not changed is not
// drawn again (frame.go). The game scene (scene_game.go) sees its match through small roles
// (session, review, clock, computer) and what differs between the games through its board
// (board.go), which one table makes by the match's game: a view (janggiBoard, twelveBoard), the
// game's words and moves (janggiLook, twelveLook) and the pass. Tracing (Options.Trace) reads a
// board through boardTrace, apart from what the scene draws.
//
// Every scene draws with the kit, package ui: the theme's colours, text fitted and wrapped, the
// drawing primitives and the shapes' cache, buttons, a menu's rows, the overlays' box and notices,
// which know no game; the state hands it out (kit.go: st.pen(), st.kit()).
//
// The packages below it hold what needs no window: match (a game in progress: players, the
// computer thinking, selection, undo, clocks), editor, lesson and puzzles (the models of the
// editor, the tutorial and the puzzles), standing (the player's record against the levels), layout
// (geometry), i18n (the Korean and English words), library (the record files a player opens),
// clipboard (copy and paste through the system's programs) and sfx (the sounds). Only this
// package, its kit, the loop its tests run on (internal/testloop) and the command link
// Ebitengine.
package render
