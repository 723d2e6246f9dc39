package tutorial

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
)

// TestLessonsAreWellFormed: ids unique and lower case, every title and text in both languages
// (the English without Hangul, the Korean without English words), every lesson with steps.
func TestLessonsAreWellFormed(t *testing.T) {
	ids := map[string]bool{}
	for _, l := range Lessons() {
		if ids[l.ID] {
			t.Errorf("lesson id %q twice", l.ID)
		}
		ids[l.ID] = true
		if l.ID == "" || strings.ToLower(l.ID) != l.ID || strings.ContainsAny(l.ID, ", ") {
			t.Errorf("lesson id %q: want a lower-case word (the settings file lists them with commas)", l.ID)
		}
		if len(l.Steps) == 0 {
			t.Errorf("lesson %s has no step", l.ID)
		}
		texts := []Text{l.Title}
		for _, s := range l.Steps {
			texts = append(texts, s.Text)
		}
		for _, tx := range texts {
			checkText(t, l.ID, tx)
		}
	}
	if len(ids) < 15 {
		t.Errorf("%d lessons, want one per piece and the rules (15)", len(ids))
	}
	for _, want := range []string{"general", "guard", "chariot", "cannon", "horse", "elephant", "soldier", "palace", "check", "pass", "bikjang", "counting", "twelve", "xiangqi"} {
		if !ids[want] {
			t.Errorf("no lesson %q", want)
		}
	}
}

func checkText(t *testing.T, id string, tx Text) {
	t.Helper()
	if strings.TrimSpace(tx.Ko) == "" || strings.TrimSpace(tx.En) == "" {
		t.Errorf("lesson %s: %+v misses a language", id, tx)
	}
	for _, r := range tx.En {
		if unicode.Is(unicode.Hangul, r) {
			t.Errorf("lesson %s: the English %q has Hangul", id, tx.En)
			break
		}
	}
	hangul := false
	for _, r := range tx.Ko {
		hangul = hangul || unicode.Is(unicode.Hangul, r)
	}
	if !hangul {
		t.Errorf("lesson %s: the Korean %q has no Hangul", id, tx.Ko)
	}
	for _, w := range strings.FieldsFunc(tx.Ko, func(r rune) bool { return r >= 0x80 || !unicode.IsLetter(r) }) {
		if len(w) >= 3 {
			t.Errorf("lesson %s: the Korean %q has the English word %q", id, tx.Ko, w)
		}
	}
}

// each calls f on every step of every lesson, started.
func each(t *testing.T, f func(t *testing.T, name string, p *Play)) {
	for _, l := range Lessons() {
		for i := range l.Steps {
			s := &l.Steps[i]
			name := l.ID + "/" + string(rune('1'+i))
			p, err := s.Start()
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			f(t, name, p)
		}
	}
}

// TestEveryStepStartsInAGameInProgress: every position parses in its game, Cho (Red) is to move,
// the game is not over, and a task's points are points of the board.
func TestEveryStepStartsInAGameInProgress(t *testing.T) {
	each(t, func(t *testing.T, name string, p *Play) {
		if res := p.Result(); res.Over() {
			t.Errorf("%s: the game is over at the start (%v)", name, res)
		}
		side := game.Cho
		if p.jg != nil {
			side = p.jg.SideToMove()
		} else {
			side = p.tw.SideToMove()
		}
		if side != game.Cho {
			t.Errorf("%s: the player is not to move", name)
		}
		s := p.Step
		if p.jg != nil && p.jg.Bikjang() && s.Task != Pass && !(s.Task == AnyMove && s.Piece != "") {
			t.Errorf("%s: the generals face each other at the start", name)
		}
		if (s.Task == Visit || s.Task == MoveFrom || len(s.NoDot) > 0) && !p.Mine(s.Piece) {
			t.Errorf("%s: no piece of the player on %q", name, s.Piece)
		}
		if s.Task == MoveTo && s.Target == "" {
			t.Errorf("%s: MoveTo without a target", name)
		}
	})
}

// TestTheDotsAreTheEnginesLegalMoves: the dots of every piece of the player are the
// destinations of its legal moves, and the dots of a piece in a Twelve Janggi hand the squares of
// its legal drops, found here from the whole list of legal moves (by the engine's UCI text, apart
// from Dots' own filtering), and the points a text says are out of reach are no dots.
func TestTheDotsAreTheEnginesLegalMoves(t *testing.T) {
	each(t, func(t *testing.T, name string, p *Play) {
		want := map[string][]string{}
		if p.jg != nil {
			for _, m := range p.jg.LegalMoves(nil) {
				u := m.String()
				from, to := splitUCI(u)
				if from != to {
					want[from] = append(want[from], to)
				}
			}
		} else {
			for _, m := range p.tw.LegalMoves(nil) {
				u := strings.TrimSuffix(m.String(), "+")
				if piece, to, drop := strings.Cut(u, "@"); drop { // "C@b2": the soldier in hand
					want[piece+"@"] = append(want[piece+"@"], to)
					continue
				}
				want[u[:2]] = append(want[u[:2]], u[2:])
			}
		}
		if p.tw != nil {
			var hand []string
			for from := range want {
				if strings.HasSuffix(from, "@") {
					hand = append(hand, from)
				}
			}
			got := p.Hand()
			slices.Sort(got)
			slices.Sort(hand)
			if !slices.Equal(got, hand) {
				t.Errorf("%s: the hand shown is %v, the engine drops %v", name, got, hand)
			}
		}
		for from, tos := range want {
			got := p.Dots(from)
			slices.Sort(got)
			slices.Sort(tos)
			if !slices.Equal(got, tos) {
				t.Errorf("%s: dots of %s are %v, the legal moves go to %v", name, from, got, tos)
			}
		}
		for _, sq := range p.Step.NoDot {
			if slices.Contains(p.Dots(p.Step.Piece), sq) {
				t.Errorf("%s: the text says %s cannot reach %s, but it can", name, p.Step.Piece, sq)
			}
		}
		if p.Step.Task == Visit && (p.Need() < 1 || p.Need() > len(p.Dots(p.Step.Piece))) {
			t.Errorf("%s: %d dots to visit of %d", name, p.Need(), len(p.Dots(p.Step.Piece)))
		}
	})
}

// splitUCI splits a Janggi UCI move ("a10a9") into its points.
func splitUCI(u string) (string, string) {
	for i := 2; i < len(u); i++ {
		if u[i] >= 'a' && u[i] <= 'i' {
			return u[:i], u[i:]
		}
	}
	return u, ""
}

// TestEveryTaskCanBeDoneAndAWrongMoveIsSaidSo plays every step: some sequence of legal moves (or
// the pass) does the task, found by trying every move, and where a legal move does not do it,
// that move is judged Wrong and the position set back.
func TestEveryTaskCanBeDoneAndAWrongMoveIsSaidSo(t *testing.T) {
	each(t, func(t *testing.T, name string, p *Play) {
		s := p.Step
		if s.Task == Read {
			if !p.Done() {
				t.Errorf("%s: a step to read is not done at the start", name)
			}
			return
		}
		if p.Done() {
			t.Fatalf("%s: done before a move", name)
		}
		fen := p.String()
		wrongSeen := false
		for guard := 0; !p.Done() && guard < 100; guard++ {
			progressed := false
			for _, mv := range allMoves(p) {
				q, _ := s.Start()
				q.visited = slices.Clone(p.visited)
				var v Verdict
				if mv[0] == "pass" {
					v = q.Pass()
				} else {
					v = q.Move(mv[0], mv[1])
				}
				switch v {
				case Illegal:
					t.Errorf("%s: the legal move %v is refused", name, mv)
				case Wrong:
					wrongSeen = true
					if q.String() != fen || q.Done() {
						t.Errorf("%s: after the wrong move %v the position is %s, not set back", name, mv, q.String())
					}
				case Progress, Done:
					if !progressed && (v == Done || len(q.visited) > len(p.visited)) {
						if mv[0] == "pass" {
							p.Pass()
						} else {
							p.Move(mv[0], mv[1])
						}
						progressed = true
					}
				}
			}
			if !progressed {
				t.Errorf("%s: no move does the task (%d dots visited)", name, len(p.visited))
				return
			}
		}
		if !p.Done() {
			t.Errorf("%s: the task is never done", name)
		}
		if s.Task == Pass && p.jg != nil && p.Step.Pieces != "Ke2 kd10 Ra1 ri10" && !p.Result().Over() {
			t.Errorf("%s: accepting the bikjang did not end the game", name)
		}
		if s.Task == Mate {
			if res := p.Result(); res.Reason != game.Checkmate {
				t.Errorf("%s: the mate ends as %v", name, res)
			}
		}
		if s.Task != AnyMove && s.Task != Pass && s.Task != Mate && !wrongSeen && s.Task != Visit {
			t.Logf("%s: every legal move does the task", name)
		}
	})
}

// allMoves returns every legal move of p's position as from, to points (a drop from its piece
// in hand, "C@"), and the pass.
func allMoves(p *Play) [][2]string {
	var out [][2]string
	for _, f := range append(boardPoints(p), p.Hand()...) {
		for _, to := range p.Dots(f) {
			out = append(out, [2]string{f, to})
		}
	}
	if p.CanPass() {
		out = append(out, [2]string{"pass", ""})
	}
	return out
}

func boardPoints(p *Play) []string {
	var out []string
	if p.tw != nil {
		for f := 'a'; f <= 'c'; f++ {
			for r := 1; r <= 4; r++ {
				out = append(out, string(f)+string(rune('0'+r)))
			}
		}
		return out
	}
	for s := game.Square(0); s < game.SquareCount; s++ {
		out = append(out, s.String())
	}
	return out
}

// TestTheCountingLessonsEndAsTheySay: accepting the bikjang with equal pieces loses by the
// deom; with a soldier more it wins by half a point.
func TestTheCountingLessonsEndAsTheySay(t *testing.T) {
	for _, c := range []struct {
		lesson string
		winner game.Color
		points [2]game.Points
	}{{"bikjang", game.Han, [2]game.Points{26, 29}}, {"counting", game.Cho, [2]game.Points{30, 29}}} {
		var step *Step
		for _, l := range Lessons() {
			if l.ID == c.lesson {
				for i := range l.Steps {
					if l.Steps[i].Task == Pass {
						step = &l.Steps[i]
					}
				}
			}
		}
		if step == nil {
			t.Fatalf("no pass in lesson %s", c.lesson)
		}
		p, err := step.Start()
		if err != nil {
			t.Fatal(err)
		}
		if v := p.Pass(); v != Done {
			t.Fatalf("%s: the pass is judged %v", c.lesson, v)
		}
		res := p.Result()
		if w, ok := res.Outcome.Winner(); !ok || w != c.winner || !res.Counted || res.Points != c.points {
			t.Errorf("%s: accepting the bikjang gives %+v, want %v winning on %v", c.lesson, res, c.winner, c.points)
		}
	}
}

func TestFENOfAStep(t *testing.T) {
	s := Step{Game: kind.Janggi, Pieces: "Ke2 kd10 Ra1"}
	if got, err := s.FEN(); err != nil || got != "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1" {
		t.Errorf("FEN = %q, %v", got, err)
	}
	for _, bad := range []string{"Ke2 kd10 Rj1", "Ke2 Ke2", "K", "Ke11", "Ke0", "Ke02"} {
		s.Pieces = bad
		if _, err := s.FEN(); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	tw := Step{Game: kind.Twelve, Pieces: "Lb1 lb4 Ca2"}
	if got, err := tw.FEN(); err != nil || got != "1l1/3/C2/1L1[] w - - 0 1" {
		t.Errorf("Twelve FEN = %q, %v", got, err)
	}
	tw.Hand = "Cc"
	if got, err := tw.FEN(); err != nil || got != "1l1/3/C2/1L1[Cc] w - - 0 1" {
		t.Errorf("Twelve FEN with a hand = %q, %v", got, err)
	}
	s.Pieces, s.Hand = "Ke2 kd10", "C"
	if _, err := s.FEN(); err == nil {
		t.Error("a Janggi step with a hand: no error")
	}
}

// TestTheTwelveJanggiLessonDropsAPieceFromTheHand: the Twelve Janggi lesson has steps whose task
// is a drop (its piece "C@", a soldier in the player's hand). Their dots are the engine's drops
// (every empty square but Han's back row); a drop there visits a dot and puts the soldier back in
// the hand, a move of a piece on the board is no answer and is set back, and the drop on the
// target does the task, leaving the soldier on the board, the hand empty and Han's king in check,
// as the text says.
func TestTheTwelveJanggiLessonDropsAPieceFromTheHand(t *testing.T) {
	var drops []*Step
	for _, l := range Lessons() {
		for i := range l.Steps {
			if s := &l.Steps[i]; strings.HasSuffix(s.Piece, "@") {
				if l.ID != "twelve" || s.Game != kind.Twelve {
					t.Errorf("lesson %s step %d drops a piece: only Twelve Janggi has drops", l.ID, i+1)
				}
				drops = append(drops, s)
			}
		}
	}
	if len(drops) < 2 {
		t.Fatalf("%d drop steps in the Twelve Janggi lesson, want a Visit of the drops and a drop on a target", len(drops))
	}
	for _, s := range drops {
		p, err := s.Start()
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(p.Hand(), []string{"C@"}) || !p.Mine("C@") || p.Mine("G@") {
			t.Fatalf("%s: the player's hand is %v, want the soldier", p, p.Hand())
		}
		dots := p.Dots("C@")
		slices.Sort(dots)
		if want := []string{"a2", "a3", "b2", "c2", "c3"}; !slices.Equal(dots, want) {
			t.Errorf("%s: the soldier may be dropped on %v, want the empty squares %v (not b4, Han's back row)", p, dots, want)
		}
		if v := p.Move("C@", "b4"); v != Illegal {
			t.Errorf("%s: a drop on Han's back row is judged %v", p, v)
		}
		if v := p.Move("b1", "a2"); v != Wrong || twelveOf(p).Hand(game.Cho, twelve.Soldier) != 1 || twelveOf(p).PieceAt(sq(t, "b1")) == twelve.NoPiece {
			t.Errorf("%s: a king's move is judged %v, or not set back", p, v)
		}
		switch s.Task {
		case Visit:
			if v := p.Move("C@", "a3"); v != Progress || twelveOf(p).Hand(game.Cho, twelve.Soldier) != 1 || twelveOf(p).PieceAt(sq(t, "a3")) != twelve.NoPiece {
				t.Errorf("%s: a drop on a dot is judged %v, or the soldier is not back in the hand", p, v)
			}
			if v := p.Move("C@", "a3"); v != Progress || len(p.Visited()) != 1 {
				t.Errorf("%s: the same dot again is judged %v, %d visited", p, v, len(p.Visited()))
			}
		case MoveTo:
			if v := p.Move("C@", "a3"); v != Wrong || twelveOf(p).Hand(game.Cho, twelve.Soldier) != 1 {
				t.Errorf("%s: a drop off the target is judged %v, or the soldier is not back in the hand", p, v)
			}
			v := p.Move("C@", s.Target)
			pos := twelveOf(p)
			if v != Done || pos.Hand(game.Cho, twelve.Soldier) != 0 || pos.PieceAt(sq(t, s.Target)) != twelve.MakePiece(game.Cho, twelve.Soldier) {
				t.Errorf("%s: the drop on %s is judged %v: %s", p, s.Target, v, pos.FEN())
			}
			if !pos.InCheck() || pos.SideToMove() != game.Han || !pos.Attacked(sq(t, s.Target), game.Cho) {
				t.Errorf("%s: after the drop Han's king is not in check, or the soldier not guarded, as the text says", p)
			}
			if from, to := p.LastMove(); from != "C@" || to != s.Target {
				t.Errorf("%s: the last move shown is %s-%s", p, from, to)
			}
		default:
			t.Errorf("%s: a drop step with the task %v", p, s.Task)
		}
	}
}

func sq(t *testing.T, s string) twelve.Square {
	t.Helper()
	q, err := twelve.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// twelveOf returns the Twelve Janggi position of a play, nil for a play of another game.
func twelveOf(p *Play) *twelve.Position {
	pos, _ := port.Core[*twelve.Position](p.Position())
	return pos
}
