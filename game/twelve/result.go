package twelve

import "janggi/game"

// Result says whether the game is over, who won and why; Points stay zero (no counting here).
// The rules are checked in this order, so that a win reached on the last ply still counts:
//
//  1. A king was captured: its side lost (game.KingCaptured).
//  2. The camp rule (game.CampReached). Twelve Janggi: the side to move wins when its king stands
//     in the opponent's camp, since it moved there and the opponent's turn passed without capturing it.
//     Dobutsu (Fairy-Stockfish's flagPieceSafe rule): as soon as a lion stands on its far row and no enemy
//     piece attacks it, its side wins, whoever is to move; two such lions draw.
//  3. The side to move has no legal move: it lost (game.NoLegalMove; Fairy-Stockfish's stalemate value
//     for its shogi variants is a loss too).
//  4. Twelve Janggi only: MaxPlies plies were played: draw (game.MoveLimit).
//  5. The position occurred RepetitionLimit times (same board, hands, side to move) since the position
//     was set up: draw (game.Repetition), as Fairy-Stockfish's dobutsu claims it.
func (p *Position) Result() game.Result {
	if o, r := p.boardResult(); o != game.Ongoing {
		return game.Result{Outcome: o, Reason: r}
	}
	if !p.hasMove() {
		return game.Result{Outcome: game.Win(p.side ^ 1), Reason: game.NoLegalMove}
	}
	if p.variant == TwelveJanggi && p.ply >= MaxPlies {
		return game.Result{Outcome: game.Draw, Reason: game.MoveLimit}
	}
	if p.Repetitions() >= RepetitionLimit {
		return game.Result{Outcome: game.Draw, Reason: game.Repetition}
	}
	return game.Result{}
}

// boardResult applies the rules that end the game on the board itself (1 and 2 of Result);
// they also leave the side to move without legal moves.
func (p *Position) boardResult() (game.Outcome, game.Reason) {
	us, them := p.side, p.side^1
	ourKing, theirKing := p.byType[us][King], p.byType[them][King]
	if ourKing == 0 {
		return game.Win(them), game.KingCaptured
	}
	if theirKing == 0 {
		return game.Win(us), game.KingCaptured
	}
	if p.variant == TwelveJanggi {
		// Only the side to move can have survived a turn in the camp: the opponent's king,
		// if it stands in our camp, arrived there on the move just made.
		if ourKing&farRow[us] != 0 {
			return game.Win(us), game.CampReached
		}
		return game.Ongoing, game.NoReason
	}
	cho, han := p.safeInCamp(game.Cho), p.safeInCamp(game.Han)
	switch {
	case cho && han:
		return game.Draw, game.CampReached
	case cho:
		return game.ChoWins, game.CampReached
	case han:
		return game.HanWins, game.CampReached
	}
	return game.Ongoing, game.NoReason
}

// safeInCamp reports whether side c's king stands on c's far row unattacked.
func (p *Position) safeInCamp(c game.Color) bool {
	k := p.byType[c][King] & farRow[c]
	return k != 0 && p.attackers(k.first(), c^1) == 0
}

// Repetitions returns how many times the current position (board, hands, side to move) has occurred
// since the position was set up or parsed, this time included. Like Fairy-Stockfish in drop variants,
// it looks back over the whole history, since captures and drops do not make a position unrepeatable.
func (p *Position) Repetitions() int {
	n := 1
	// A position cannot repeat after two plies: each side's move changes its own pieces.
	for i := len(p.history) - 4; i >= 0; i -= 2 {
		if p.history[i].hash == p.hash {
			n++
		}
	}
	return n
}
