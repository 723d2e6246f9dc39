// Package port is the one interface through which the program's application layers (records,
// puzzles, and in turn the analysis, the window's matches and scenes) meet every game it plays:
// Janggi and Xiangqi on package game's 9×10 rules core, Twelve Janggi and Dobutsu on package
// game/twelve's 3×4 core with drops. A layer that speaks the port never asks which game it holds.
//
// The port has four parts:
//
//   - Rules: a game under its rules (For, Lookup): its start position, its FENs and its games;
//   - Position: a position of that game: its FEN, the side to move, the legal moves, Make and
//     Unmake, check, the result and the counting points, the setup of each side;
//   - Move: an opaque value that stands for a move of any game. It is a small comparable value
//     (NoMove is its zero) that only the game's adapter reads; Move.String writes it in UCI form,
//     which Position.ParseMove reads back;
//   - Game: a game with its history, as a player plays it: undo and redo, resignation and a flag
//     fall.
//
// Behind it are two adapters, one per rules core (janggi.go, twelve.go): thin conversions of the
// cores' own types, which keep their concrete positions and moves. The engines search those
// concrete types and never go through the port, so search and perft keep their speed; the port is
// for the layers above, which ask for a position or a move at a time. An adapter that needs its
// core's value back (an engine's bundle, a board view, the notations of package record, all of
// which know their game) takes it with Core and CoreMove; PositionOf, GameOf and MoveOf wrap the
// cores' values for the port.
//
// The adapters are a static lookup by the game (kind.Game), with no state of their own: adding a
// game is writing its adapter and one case of For. What a game plays with beyond its rules (its
// engine, analyser, evaluator and board view) is not the port's: the window's command assembles
// those per game, once, where it wires the program.
//
//	rules, _ := port.For(kind.Twelve, nil)
//	p, _ := rules.ParseFEN(rules.StartFEN())
//	for !p.Result().Over() {
//		moves := p.LegalMoves(nil)
//		p.Make(moves[0]) // or the move a player or an engine chose
//	}
//	fmt.Println(p.Result(), p.FEN())
//
// Why an interface and not the generics package render/match used: a layer written against type
// parameters is still written twice at every place that instantiates it, and every value that
// crosses it carries four type parameters; one interface makes a game a value, so a record, a
// puzzle or a match holds "a game" and the code that handles it exists once.
//
// Tests: perft through the port against the cores' reference tables, FEN and move text read back
// for all four games, and a fuzz target that feeds any text to every parser through the port.
package port
