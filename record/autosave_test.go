package record

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// childEnv makes the test binary act as a game that autosaves after every move (see
// TestAutosaveSurvivesKill); its value is "path seed".
const childEnv = "JANGGI_AUTOSAVE_CHILD"

func TestMain(m *testing.M) {
	if v := os.Getenv(childEnv); v != "" {
		os.Exit(autosaveChild(v))
	}
	os.Exit(m.Run())
}

// childMoves is the game the child plays: random legal moves from a seed, so that the parent
// knows every move the child makes.
func childMoves(seed uint64) []string {
	return FromGame(port.GameOf(randomGame(rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), game.Standard(), 400))).Moves
}

// autosaveChild plays the seeded game one move at a time, autosaves after each move and then
// prints "saved N" (N moves on disk). It runs until the parent kills it or the game ends.
func autosaveChild(arg string) int {
	path, seedText, _ := strings.Cut(arg, " ")
	seed, err := strconv.ParseUint(seedText, 10, 64)
	if err != nil {
		fmt.Fprintln(os.Stderr, "child:", err)
		return 2
	}
	g, err := game.NewGameFromFEN(game.Standard(), startOf(seed))
	if err != nil {
		fmt.Fprintln(os.Stderr, "child:", err)
		return 2
	}
	for i, m := range childMoves(seed) {
		if _, err := g.PlayText(m); err != nil {
			fmt.Fprintln(os.Stderr, "child:", err)
			return 2
		}
		rec := FromGame(port.GameOf(g))
		rec.Cho, rec.Han = "player", "AI level 3"
		if err := Autosave(path, rec); err != nil {
			fmt.Fprintln(os.Stderr, "child:", err)
			return 2
		}
		fmt.Printf("saved %d\n", i+1)
	}
	fmt.Println("done")
	return 0
}

// startOf returns the start position of the seeded game.
func startOf(seed uint64) string {
	return FromGame(port.GameOf(randomGame(rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), game.Standard(), 0))).StartFEN
}

// TestAutosaveSurvivesKill runs a child process that plays and autosaves after every move, kills
// it with SIGKILL at a random moment (often in the middle of a write), and checks that the
// autosave is a whole record holding every move the child had reported saved, and no move it
// did not play.
func TestAutosaveSurvivesKill(t *testing.T) {
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no child processes here")
	}
	rounds := 6
	if testing.Short() {
		rounds = 3
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for round := range rounds {
		seed := rng.Uint64()
		want := childMoves(seed)
		path := filepath.Join(t.TempDir(), "state", "autosave.pgn")
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s %d", childEnv, path, seed))
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		killAfter := 1 + rng.IntN(min(len(want), 60))
		reported := 0
		sc := bufio.NewScanner(out)
		for reported < killAfter && sc.Scan() {
			if n, ok := strings.CutPrefix(sc.Text(), "saved "); ok {
				reported, _ = strconv.Atoi(n)
			}
		}
		time.Sleep(time.Duration(rng.IntN(1500)) * time.Microsecond) // land anywhere in the next write
		if err := cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		for sc.Scan() { // moves the child reported between our last read and the kill
			if n, ok := strings.CutPrefix(sc.Text(), "saved "); ok {
				reported, _ = strconv.Atoi(n)
			}
		}
		cmd.Wait()

		rec, err := LoadAutosave(path)
		if err != nil {
			t.Fatalf("round %d: after the kill at %d saved moves the autosave does not load: %v", round, reported, err)
		}
		if len(rec.Moves) < reported {
			t.Fatalf("round %d: the autosave holds %d moves, but the child reported %d saved", round, len(rec.Moves), reported)
		}
		if !slices.Equal(rec.Moves, want[:len(rec.Moves)]) || rec.StartFEN != startOf(seed) {
			t.Fatalf("round %d: the autosave's moves are not the child's game", round)
		}
		if rec.Han != "AI level 3" {
			t.Fatalf("round %d: the autosave lost its tags: %+v", round, rec)
		}
		entries, _ := os.ReadDir(filepath.Dir(path))
		for _, e := range entries {
			if e.Name() != "autosave.pgn" && !strings.Contains(e.Name(), ".tmp-") {
				t.Errorf("round %d: unexpected file %s beside the autosave", round, e.Name())
			}
		}
		t.Logf("round %d: killed after %d reported saves; the autosave holds %d moves", round, reported, len(rec.Moves))
	}
}

func TestAutosaveLoadAndClear(t *testing.T) {
	path := filepath.Join(t.TempDir(), "autosave.pgn")
	if _, err := LoadAutosave(path); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("no autosave yet: %v, want fs.ErrNotExist", err)
	}
	rec := FromGame(port.GameOf(randomGame(rand.New(rand.NewPCG(5, 6)), game.MustPreset("kja"), 50)))
	rec.TimeControl, rec.Clock = "5m 3x30s", "control=5m 3x30s; cho=4m12.5s; han=0s; periods=3/2; turn=han; paused"
	rec.SetTag("Mode", "ai")
	if err := Autosave(path, rec); err != nil {
		t.Fatal(err)
	}
	got, err := LoadAutosave(path)
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, "autosave", rec, got)
	if mode, _ := got.Tag("Mode"); got.Clock != rec.Clock || got.TimeControl != rec.TimeControl || mode != "ai" || len(got.Warnings) > 0 {
		t.Errorf("clock %q, time control %q, mode %q not kept", got.Clock, got.TimeControl, mode)
	}
	if err := ClearAutosave(path); err != nil {
		t.Fatal(err)
	}
	if err := ClearAutosave(path); err != nil {
		t.Errorf("clearing twice: %v", err)
	}
	if _, err := LoadAutosave(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("after ClearAutosave: %v", err)
	}
	if err := os.WriteFile(path, []byte(autosaveMark+"\n[Event \"x\"]\n\n1. Zz9"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadAutosave(path); err != nil || !got.CutShort || len(got.Moves) != 0 || !strings.Contains(got.LossNote(), `move 1 (Zz9)`) {
		t.Errorf("a damaged autosave: %v; want its moves before the damage and a note saying where it is", err)
	}
	if err := os.WriteFile(path, []byte(autosaveMark+"\n[Event \"x\"]\n[Variant \"chess\"]\n\n1. e4"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadAutosave(path); err == nil || !strings.Contains(err.Error(), `Variant: unknown game "chess"`) {
		t.Errorf("an autosave of no game: %v", err)
	}
}

// TestAutosaver saves a growing game faster than the disk may take it and wants the file to end
// with the last snapshot; it runs under -race in CI.
func TestAutosaver(t *testing.T) {
	path := filepath.Join(t.TempDir(), "dir", "autosave.pgn")
	a := NewAutosaver(path)
	g := randomGame(rand.New(rand.NewPCG(1, 1)), game.Standard(), 80)
	rec := FromGame(port.GameOf(g))
	for i := range len(rec.Moves) + 1 {
		part := rec.Clone()
		part.Moves = part.Moves[:i]
		a.Save(part)
		part.Moves = nil // the autosaver must have its own copy
		select {
		case err := <-a.Done():
			if err != nil {
				t.Fatal(err)
			}
		default:
		}
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := LoadAutosave(path)
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, "last snapshot", rec, got)

	bad := NewAutosaver(filepath.Join(t.TempDir(), "x.pgn"))
	broken := rec.Clone()
	broken.Moves = []string{"a1a1"}
	bad.Save(broken)
	if err := bad.Close(); err == nil {
		t.Error("an autosave of an illegal game reported no error")
	}
}

// TestAutosaveCutShortSaysWhatWasLost cuts an autosave of 10 moves at every byte of its move
// text: each cut reads as the moves before it, never as a whole game and never with a result,
// and says what was lost; cut on a move boundary after move 6, it says the last 4 are lost.
func TestAutosaveCutShortSaysWhatWasLost(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.pgn")
	g := game.NewGame(game.Standard(), game.HEEH, game.HEEH)
	for _, m := range []string{"b1c3", "b10c8", "a4b4", "i7h7", "h1g3", "h10g8", "i1i2", "i10i9", "a1a2", "a10a9"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	rec := FromGame(port.GameOf(g))
	if err := Autosave(path, rec); err != nil {
		t.Fatal(err)
	}
	whole, _ := os.ReadFile(path)
	text := string(whole)
	body := strings.Index(text, "\n\n") + 2
	for cut := body; cut < len(text)-2; cut++ {
		os.WriteFile(path, whole[:cut], 0o644)
		got, err := LoadAutosave(path)
		if err != nil {
			t.Fatalf("cut at %d: %v", cut, err)
		}
		if !got.CutShort || got.Result.Over() || got.LossNote() == "" || len(got.Moves) > 10 || got.Missing != 10-len(got.Moves) {
			t.Fatalf("cut at %d (%q): cut short %v, result %v, %d moves, missing %d, note %q",
				cut, text[max(body, cut-12):cut], got.CutShort, got.Result, len(got.Moves), got.Missing, got.LossNote())
		}
		sameGame(t, "cut", &Record{Game: kind.Janggi, Rules: rec.Rules, StartFEN: rec.StartFEN, Moves: rec.Moves[:len(got.Moves)]}, got)
	}
	after6 := strings.Index(text, "4. ") // the text of move 6, "3. h1g3 h10g8", ends there
	os.WriteFile(path, whole[:after6], 0o644)
	got, err := LoadAutosave(path)
	if err != nil || len(got.Moves) != 6 || got.LossNote() != "the file holds 6 of its 10 moves: the last 4 are lost" {
		t.Errorf("cut after move 6: %v, %d moves, %q", err, len(got.Moves), got.LossNote())
	}
}

// TestAutosaveLeavesOtherFiles points the autosave at files the program did not write as one: a
// finished record, an unfinished one, any text, a folder. None is read as an autosave, replaced or
// removed; each error says so.
func TestAutosaveLeavesOtherFiles(t *testing.T) {
	dir := t.TempDir()
	finished := FromGame(port.GameOf(randomGame(rand.New(rand.NewPCG(7, 8)), game.Standard(), 30)))
	finished.Result = game.Result{Outcome: game.Win(game.Han), Reason: game.Resignation}
	var pgn bytes.Buffer
	if err := WritePGN(&pgn, finished, PGNOptions{}); err != nil {
		t.Fatal(err)
	}
	unfinished := finished.Clone()
	unfinished.Result = game.Result{}
	var uci bytes.Buffer
	if err := WritePGN(&uci, unfinished, PGNOptions{UCI: true}); err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string]string{"finished.pgn": pgn.String(), "unfinished.pgn": uci.String(), "notes.txt": "my notes\n", "empty.pgn": ""} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := LoadAutosave(path); !errors.Is(err, ErrNotAutosave) || !strings.Contains(err.Error(), "left as it is") {
			t.Errorf("LoadAutosave(%s): %v, want ErrNotAutosave", name, err)
		}
		if err := Autosave(path, unfinished); !errors.Is(err, ErrNotAutosave) {
			t.Errorf("Autosave over %s: %v, want ErrNotAutosave", name, err)
		}
		if err := ClearAutosave(path); !errors.Is(err, ErrNotAutosave) {
			t.Errorf("ClearAutosave(%s): %v, want ErrNotAutosave", name, err)
		}
		if got, err := os.ReadFile(path); err != nil || string(got) != content {
			t.Errorf("%s was changed: %v", name, err)
		}
	}
	if err := Autosave(dir, unfinished); !errors.Is(err, ErrNotAutosave) {
		t.Errorf("Autosave over a folder: %v", err)
	}
	// The program's own autosave is replaced, read back without its mark, and removed.
	own := filepath.Join(dir, "autosave.pgn")
	for range 2 {
		if err := Autosave(own, unfinished); err != nil {
			t.Fatal(err)
		}
	}
	got, err := LoadAutosave(own)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := got.Tag("JanggiAutosave"); ok {
		t.Errorf("the mark is read as one of the game's tags: %v", got.Tags)
	}
	if err := ClearAutosave(own); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(own); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the autosave is still there: %v", err)
	}
}

// TestAnOldAutosaveAtTheDefaultPlaceIsResumed: builds before the mark line wrote their autosave
// without it. At the default place, which only the program writes, such a file is still offered
// for resume and then replaced; the same file anywhere else is the user's and left alone.
func TestAnOldAutosaveAtTheDefaultPlaceIsResumed(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the config folder is set through XDG_CONFIG_HOME, which only Linux reads")
	}
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	def, err := DefaultAutosavePath()
	if err != nil {
		t.Fatal(err)
	}
	rec := New(kind.Janggi, nil)
	rec.Moves = []string{"a4b4", "a7a6"}
	var old bytes.Buffer
	if err := WritePGN(&old, rec, PGNOptions{UCI: true}); err != nil {
		t.Fatal(err)
	}
	elsewhere := filepath.Join(t.TempDir(), "autosave.pgn")
	for _, p := range []string{def, elsewhere} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, old.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := LoadAutosave(def)
	if err != nil || !slices.Equal(got.Moves, rec.Moves) {
		t.Fatalf("the old autosave at the default place: %v, %v; want its moves %v", got, err, rec.Moves)
	}
	rec.Moves = append(rec.Moves, "b1c3")
	if err := Autosave(def, rec); err != nil {
		t.Fatalf("writing over the old autosave at the default place: %v", err)
	}
	if got, err := LoadAutosave(def); err != nil || len(got.Moves) != 3 {
		t.Fatalf("after the write: %v, %v; want 3 moves", got, err)
	}
	if _, err := LoadAutosave(elsewhere); !errors.Is(err, ErrNotAutosave) {
		t.Errorf("the same file elsewhere: %v, want ErrNotAutosave", err)
	}
	if err := Autosave(elsewhere, rec); !errors.Is(err, ErrNotAutosave) {
		t.Errorf("writing over the same file elsewhere: %v, want ErrNotAutosave", err)
	}
	if data, _ := os.ReadFile(elsewhere); !bytes.Equal(data, old.Bytes()) {
		t.Error("the file elsewhere was changed")
	}
}
