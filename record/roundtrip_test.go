package record

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// roundTrip writes rec in format f and reads it back.
func roundTrip(t *testing.T, rec *Record, f Format, opts Options) *Record {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, f, rec, opts); err != nil {
		t.Fatalf("writing %s: %v\nmoves: %s", f, err, strings.Join(rec.Moves, " "))
	}
	recs, err := Read(b.Bytes(), f, Options{Rules: opts.Rules})
	if err != nil {
		t.Fatalf("reading back %s (%s): %v\n%s", f, rec.rules().Name, err, b.String())
	}
	if len(recs) != 1 {
		t.Fatalf("reading back %s: %d games, want 1", f, len(recs))
	}
	return recs[0]
}

// TestRandomGamesRoundTrip writes many random legal games of every Janggi preset as .gib (both
// encodings) and PGN (algebraic and UCI), reads them back, and wants the same game, result and
// players; Xiangqi, Twelve Janggi and Dobutsu games go through PGN.
func TestRandomGamesRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	n := 30
	if testing.Short() {
		n = 4
	}
	for _, rules := range game.Presets() {
		for i := range n {
			g := randomGame(rng, rules, 40+rng.IntN(260))
			rec := FromGame(port.GameOf(g))
			rec.Cho, rec.Han, rec.Event, rec.Date = "초 선수", "Han player", "Test \"cup\"", "2024.05.01"
			if i%5 == 0 && g.Result().Outcome == game.Ongoing {
				rec.Result = game.Result{Outcome: game.Win(game.Color(i % 2)), Reason: game.Resignation}
			}
			what := rules.Name + " game " + strings.Join(rec.Moves, " ")
			for _, fo := range writeForms(rules.Game == kind.Janggi, nil, CP949, UTF8) {
				got := roundTrip(t, rec, fo.f, fo.opts)
				sameGame(t, fo.f.String()+" "+what, rec, got)
				if got.Result.Outcome != rec.Result.Outcome {
					t.Fatalf("%s %s: result %v, want %v", fo.f, what, got.Result, rec.Result)
				}
				if rec.Result.Reason == game.Resignation && got.Result.Reason != game.Resignation {
					t.Fatalf("%s %s: reason %v, want resignation", fo.f, what, got.Result.Reason)
				}
				if got.Cho != rec.Cho || got.Han != rec.Han || got.Date != rec.Date {
					t.Fatalf("%s: players %q %q date %q, want %q %q %q", fo.f, got.Cho, got.Han, got.Date, rec.Cho, rec.Han, rec.Date)
				}
			}
			if r := g.Result().Reason; r == game.Bikjang || r == game.GeneralCaptured {
				// A pass that accepts a bikjang may leave the passer's general attacked, and a
				// yeeqia game may end with a general taken: game.ParseFEN refuses both final
				// positions, so they have no FEN; the record formats above keep these games.
				continue
			}
			fen := roundTrip(t, rec, FEN, Options{Rules: rules})
			want, _ := rec.FinalFEN()
			if fen.StartFEN != want {
				t.Fatalf("FEN %s: read %q, want %q", what, fen.StartFEN, want)
			}
		}
	}
	for _, g := range []kind.Game{kind.Twelve, kind.Dobutsu} {
		for range n {
			rec := FromGame(randomTwelve(rng, g, 10+rng.IntN(200)))
			for _, uci := range []bool{false, true} {
				got := roundTrip(t, rec, PGN, Options{UCI: uci})
				sameGame(t, g.String()+" "+strings.Join(rec.Moves, " "), rec, got)
				if got.Result.Outcome != rec.Result.Outcome {
					t.Fatalf("%s: result %v, want %v", g, got.Result, rec.Result)
				}
			}
		}
	}
}

// TestGameFromRecord checks that a record gives back a playable game at any move, and that a
// recorded resignation ends the game at the end of the record.
func TestGameFromRecord(t *testing.T) {
	g := randomGame(rand.New(rand.NewPCG(3, 4)), game.Standard(), 30)
	rec := FromGame(port.GameOf(g))
	for ply := 0; ply <= len(rec.Moves); ply += 7 {
		at, err := rec.GameAt(ply)
		if err != nil {
			t.Fatal(err)
		}
		if at.Ply() != ply || uciText(at.Moves()) != strings.Join(rec.Moves[:ply], " ") {
			t.Fatalf("GameAt(%d) has moves %s", ply, uciText(at.Moves()))
		}
	}
	rec.Result = game.Result{Outcome: game.ChoWins, Reason: game.Resignation}
	end, err := rec.GameAt(-1)
	if err != nil {
		t.Fatal(err)
	}
	if res := end.Result(); res.Outcome != game.ChoWins || res.Reason != game.Resignation {
		t.Fatalf("the game at the end is %v, want Cho winning by resignation", res)
	}
	bad := rec.Clone()
	bad.Moves[3] = "a1a1"
	if err := bad.Validate(); err == nil || !strings.Contains(err.Error(), "move 4 \"a1a1\"") {
		t.Fatalf("Validate of a record with an illegal 4th move: %v", err)
	}
}
