package game

import (
	"fmt"
	"strings"
)

// ParseMove reads a move in UCI form ("b1c3", "a10a9"; a pass is the general's square twice, "e2e2";
// "0000" and "pass" are accepted for a pass) and checks that it is legal here. The error says why a
// move is refused.
func (p *Position) ParseMove(text string) (Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "0000" || t == "pass" {
		if p.kings[p.side] == NoSquare {
			return NoMove, fmt.Errorf("cannot pass: %s has no general", p.side)
		}
		t = p.kings[p.side].String() + p.kings[p.side].String()
	}
	from, n1 := scanSquare(t)
	to, n2 := NoSquare, 0
	if n1 > 0 {
		to, n2 = scanSquare(t[n1:])
	}
	if n1 == 0 || n2 == 0 || n1+n2 != len(t) {
		return NoMove, fmt.Errorf("%q is not a move: want UCI form such as b1c3, a10a9 or e2e2 (pass)", text)
	}
	if from == to && from != p.kings[p.side] {
		return NoMove, fmt.Errorf("illegal move %s%s: a pass is written as the general's square twice", from, to)
	}
	m := NewMove(from, to)
	if p.IsLegal(m) {
		return m, nil
	}
	return NoMove, fmt.Errorf("illegal move %s: %s", m, p.whyIllegal(m))
}

// whyIllegal explains why a well-formed move is not legal.
func (p *Position) whyIllegal(m Move) string {
	if res := p.Result(); res.Over() {
		return "the game is over (" + res.String() + ")"
	}
	from, to := m.From(), m.To()
	pc := p.board[from]
	switch {
	case pc == NoPiece:
		return "no piece on " + from.String()
	case pc.Color() != p.side:
		return fmt.Sprintf("the %s on %s is %s's, and it is %s's turn", pc.Type(), from, pc.Color(), p.side)
	case m.IsPass() && pc.Type() != General:
		return "a pass is written as the general's square twice"
	case m.IsPass() && !p.rules.Pass:
		return "passing is not allowed in " + p.rules.Game.String()
	case m.IsPass():
		return "a player in check may not pass"
	}
	var buf [MaxMoves]Move
	for _, pm := range p.pseudoMoves(buf[:0]) {
		if pm == m {
			if p.bikjang {
				return "the generals face each other (bikjang): break the facing or pass"
			}
			if p.rules.BackAndForthIllegal && p.backAndForth(m) {
				return "moving the same piece back and forth into a repetition is not allowed"
			}
			return "it would leave the general in check"
		}
	}
	return fmt.Sprintf("a %s cannot move from %s to %s", pc.Type(), from, to)
}

// FormatMoves writes moves in UCI form separated by spaces.
func FormatMoves(moves []Move) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}

// Play parses and makes each move of a space-separated UCI list, stopping at the first bad one.
func (p *Position) Play(moves string) error {
	for i, t := range strings.Fields(moves) {
		m, err := p.ParseMove(t)
		if err != nil {
			return fmt.Errorf("move %d: %w", i+1, err)
		}
		p.Make(m)
	}
	return nil
}
