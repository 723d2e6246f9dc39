package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestEngineHelpersAgreeWithLegalMoves walks seeded random games in every preset and checks, at
// every ply, that the cheap search helpers describe the same move set as LegalMoves: Captures is
// the capturing part of PseudoMoves, IsPseudoLegal accepts exactly PseudoMoves, and PseudoMoves
// filtered by IsLegalPseudo plus a pass when CanPass is LegalMoves, LegalMovesTo each point is
// LegalMoves to that point, IsLegal accepts exactly LegalMoves; and that GivesCheck says what
// making the move says.
func TestEngineHelpersAgreeWithLegalMoves(t *testing.T) {
	t.Parallel() // pure computation, and one of the package's two longest tests
	// Each check asks every one of the 8,100 from-to pairs: -short (the race detector's run, where
	// that is ten times slower) checks fewer games and every fifth ply of them.
	games, every := 20, 1
	if testing.Short() {
		games, every = 6, 5
	}
	for _, name := range PresetNames() {
		rules := MustPreset(name)
		for g := 0; g < games; g++ {
			rng := rand.New(rand.NewPCG(uint64(g), 7))
			p := NewPosition(rules, Setup(g%4), Setup(g/4%4))
			for ply := 0; ply < 150 && !p.Result().Over(); ply++ {
				if ply%every == 0 {
					checkEngineHelpers(t, p)
				}
				if t.Failed() {
					t.Fatalf("%s game %d ply %d\n%s", name, g, ply, p.Diagram())
				}
				moves := p.LegalMoves(nil)
				p.Make(moves[rng.IntN(len(moves))])
			}
		}
	}
}

func checkEngineHelpers(t *testing.T, p *Position) {
	t.Helper()
	pseudo := p.PseudoMoves(nil)
	var caps, legal []Move
	for _, m := range pseudo {
		if p.At(m.To()) != NoPiece {
			caps = append(caps, m)
		}
		if p.IsLegalPseudo(m) {
			legal = append(legal, m)
		}
	}
	if p.CanPass() {
		legal = append(legal, PassMove(p.GeneralSquare(p.SideToMove())))
	}
	for _, m := range pseudo {
		p.Make(m)
		check := p.InCheck()
		p.Unmake()
		if got := p.GivesCheck(m); got != check {
			t.Errorf("GivesCheck(%s) = %v, but the move gives check: %v", m, got, check)
		}
	}
	if got := p.Captures(nil); !sameMoves(got, caps) {
		t.Errorf("Captures = %s, want %s", FormatMoves(got), FormatMoves(caps))
	}
	if !p.EndedByPass() {
		if want := p.LegalMoves(nil); !sameMoves(legal, want) {
			t.Errorf("pseudo moves filtered = %s, LegalMoves = %s", FormatMoves(legal), FormatMoves(want))
		}
	}
	all := p.LegalMoves(nil)
	for to := Square(0); to < SquareCount; to++ {
		want := slices.DeleteFunc(slices.Clone(all), func(m Move) bool { return m.To() != to })
		if got := p.LegalMovesTo(to, nil); !sameMoves(got, want) {
			t.Errorf("LegalMovesTo(%s) = %s, want %s", to, FormatMoves(got), FormatMoves(want))
		}
	}
	var fromPieces []Move
	for s := Square(0); s < SquareCount; s++ {
		if pc := p.At(s); pc != NoPiece && pc.Color() == p.SideToMove() {
			fromPieces = p.PieceMoves(s, fromPieces)
		}
	}
	if !sameMoves(fromPieces, pseudo) {
		t.Errorf("PieceMoves over all pieces = %s, PseudoMoves = %s", FormatMoves(fromPieces), FormatMoves(pseudo))
	}
	// The two move sets as tables of from-to pairs: looking each of the 8,100 pairs up in the lists
	// took half the test's time.
	var inPseudo, inAll [SquareCount][SquareCount]bool
	for _, m := range pseudo {
		inPseudo[m.From()][m.To()] = true
	}
	for _, m := range all {
		inAll[m.From()][m.To()] = true
	}
	for from := Square(0); from < SquareCount; from++ {
		for to := Square(0); to < SquareCount; to++ {
			m := NewMove(from, to)
			if got, want := p.IsPseudoLegal(m), from != to && inPseudo[from][to]; got != want {
				t.Errorf("IsPseudoLegal(%s) = %v, want %v", m, got, want)
			}
			if got, want := p.IsLegal(m), inAll[from][to]; got != want {
				t.Errorf("IsLegal(%s) = %v, want %v (LegalMoves)", m, got, want)
			}
		}
	}
}

func sameMoves(a, b []Move) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// TestAttacked checks Attacked on a chariot's file and against the check flag Make computes.
func TestAttacked(t *testing.T) {
	p, err := ParseFEN(Standard(), "9/4k4/9/9/9/4R4/9/9/9/3K5 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	e9, d1 := SquareAt(4, 8), SquareAt(3, 0)
	if !p.Attacked(e9, Cho) || !p.InCheck() {
		t.Errorf("want e9 attacked by the chariot on e5 and Han in check\n%s", p.Diagram())
	}
	if p.Attacked(d1, Han) || p.Attacked(SquareAt(3, 8), Cho) {
		t.Errorf("d1 and d9 are not attacked\n%s", p.Diagram())
	}
	if p.Attacked(NoSquare, Cho) {
		t.Error("NoSquare is never attacked")
	}
	if p.CanPass() {
		t.Error("Han is in check and may not pass")
	}
}

// TestCheapestAttacker checks CheapestAttacker against the captures the move generator finds: for
// every piece of the side not to move, the cheapest capturing piece has the least counting value.
func TestCheapestAttacker(t *testing.T) {
	for _, name := range []string{"standard", "xiangqi"} {
		rules := MustPreset(name)
		for g := 0; g < 10; g++ {
			rng := rand.New(rand.NewPCG(uint64(g), 11))
			p := NewPosition(rules, Setup(g%4), HEEH)
			for ply := 0; ply < 120 && !p.Result().Over(); ply++ {
				us := p.SideToMove()
				best := map[Square]Points{}
				for _, m := range p.Captures(nil) {
					v := attackerRank(p.At(m.From()).Type())
					if old, ok := best[m.To()]; !ok || v < old {
						best[m.To()] = v
					}
				}
				for s := Square(0); s < SquareCount; s++ {
					pc := p.At(s)
					if pc == NoPiece || pc.Color() == us {
						continue
					}
					from := p.CheapestAttacker(s, us)
					want, ok := best[s]
					switch {
					case !ok && from != NoSquare:
						t.Fatalf("%s: CheapestAttacker(%s) = %s, but no capture reaches it\n%s", name, s, from, p.Diagram())
					case ok && from == NoSquare:
						t.Fatalf("%s: CheapestAttacker(%s) = none, want a %s\n%s", name, s, rankNames[want], p.Diagram())
					case ok && attackerRank(p.At(from).Type()) != want:
						t.Fatalf("%s: CheapestAttacker(%s) = %s (%s), want a %s\n%s", name, s, from, p.At(from).Type(), rankNames[want], p.Diagram())
					}
				}
				moves := p.LegalMoves(nil)
				p.Make(moves[rng.IntN(len(moves))])
			}
		}
	}
}

// attackerRank orders piece types as CheapestAttacker does.
func attackerRank(t PieceType) Points {
	return map[PieceType]Points{Soldier: 0, Guard: 1, Elephant: 2, Horse: 3, Cannon: 4, Chariot: 5, General: 6}[t]
}

var rankNames = []string{"soldier", "guard", "elephant", "horse", "cannon", "chariot", "general"}
