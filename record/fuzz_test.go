package record

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"janggi/game"
	"janggi/game/kind"
)

// The fuzz targets feed the readers arbitrary bytes. A reader may refuse them but must not panic,
// and whatever it accepts must be a legal game that its writer writes and it reads back the same.
// Their seed corpus runs with the normal tests; go test -fuzz=FuzzReadGIB explores further.

// validRecords checks what a reader made of fuzzed bytes: the records it read up to a fault must
// hold only legal moves, and every record it accepted must validate. It returns the accepted
// records, none after a fault.
func validRecords(t *testing.T, recs []*Record, err error) []*Record {
	t.Helper()
	for _, rec := range recs {
		if verr := rec.Validate(); verr != nil {
			if err != nil {
				t.Fatalf("a record read up to a fault (%v) holds a move it should not: %v", err, verr)
			}
			t.Fatalf("accepted a record that does not validate: %v", verr)
		}
	}
	if err != nil {
		return nil
	}
	return recs
}

func FuzzReadGIB(f *testing.F) {
	for _, name := range []string{"game-2016-12-06-73-moves.gib", "game-2017-02-07-122-moves.gib"} {
		data, err := os.ReadFile("testdata/gib/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("[초차림 \"마상상마\"]\n\n1. 79졸78 2. 한수쉼 3. 78졸68 {c} 초 완승\n[대회명 \"x\"]\n1. 71卒72"))
	f.Add([]byte("1. 08마87 2. 18마37 3. 88포85장군"))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkReadFirst(t, data, GIB)
		recs, err := ReadGIB(data, nil)
		for _, rec := range validRecords(t, recs, err) {
			var b bytes.Buffer
			if err := WriteGIB(&b, rec, UTF8); err != nil {
				t.Fatalf("cannot write back an accepted record: %v", err)
			}
			back, err := ReadGIB(b.Bytes(), nil)
			if err != nil {
				t.Fatalf("cannot read back what was written: %v\n%s", err, b.String())
			}
			if len(back) != 1 || !slices.Equal(back[0].Moves, rec.Moves) || !sameBoard(back[0].StartFEN, rec.StartFEN) {
				t.Fatalf("written and read back, the game changed:\n%s", b.String())
			}
		}
	})
}

func FuzzReadPGN(f *testing.F) {
	f.Add([]byte(pychessGame))
	f.Add([]byte("[Variant \"Xiangqi\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1\"]\n\n1... Hg8 2. Che3 {x} (2. a1a2) $3 1/2-1/2\n"))
	f.Add([]byte("[Variant \"twelve\"]\n\n1. b2b3 b3b2 *"))
	f.Add([]byte("1.a4b4 i7h7 2. pass 0000 *\n[Event \"\\\"\"]\n1. Hc3"))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkReadFirst(t, data, PGN)
		recs, err := ReadPGN(data)
		for _, rec := range validRecords(t, recs, err) {
			for _, uci := range []bool{false, true} {
				var b bytes.Buffer
				if err := WritePGN(&b, rec, PGNOptions{UCI: uci}); err != nil {
					t.Fatalf("cannot write back an accepted record: %v", err)
				}
				back, err := ReadPGN(b.Bytes())
				if err != nil {
					t.Fatalf("cannot read back what was written: %v\n%s", err, b.String())
				}
				if len(back) != 1 || back[0].Game != rec.Game || !slices.Equal(back[0].Moves, rec.Moves) ||
					back[0].Result.Outcome != rec.Result.Outcome || back[0].Event != rec.Event {
					t.Fatalf("written and read back, the game changed:\n%s", b.String())
				}
			}
		}
	})
}

// FuzzCheckAndConvertAgree is the property "janggi record check" and "record convert" (and the
// window's --open) rest on: whatever the reader accepts without an error, every writer writes and
// the reader reads back as the same game, and the window's game of it can be built.
func FuzzCheckAndConvertAgree(f *testing.F) {
	for _, dir := range []string{"testdata/gib", "testdata/variants"} {
		files, _ := os.ReadDir(dir)
		for _, e := range files {
			if data, err := os.ReadFile(dir + "/" + e.Name()); err == nil && !strings.HasSuffix(e.Name(), ".md") {
				f.Add(data)
			}
		}
	}
	f.Add([]byte("[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 0101\n"))
	f.Add([]byte("1. 9595 2. 2525 3. 79졸78 4. 한수쉼 5. 한수쉼 6. 한수쉼"))
	f.Fuzz(func(t *testing.T, data []byte) {
		format := DetectFormat(data)
		if format == FEN {
			return
		}
		recs, err := Read(data, format, Options{})
		if err != nil {
			return // check reports it, convert refuses it with the same message
		}
		for _, rec := range recs {
			if rec.Game == kind.Janggi || rec.Game == kind.Xiangqi {
				if _, err := rec.GameAt(-1); err != nil {
					var on *PlayedOnError
					if !errors.As(err, &on) {
						t.Fatalf("check accepts the record, the window cannot build its game: %v", err)
					}
				}
			}
			for _, o := range writeForms(rec.Game == kind.Janggi, nil, UTF8) {
				var b bytes.Buffer
				if err := Write(&b, o.f, rec, o.opts); err != nil {
					t.Fatalf("check accepts the record, convert to %s fails: %v", o.f, err)
				}
				back, err := Read(b.Bytes(), o.f, Options{})
				if err != nil || len(back) != 1 {
					t.Fatalf("convert to %s writes what it cannot read back: %v\n%s", o.f, err, b.String())
				}
				g := back[0]
				if g.Game != rec.Game || !slices.Equal(g.Moves, rec.Moves) || !sameBoard(g.StartFEN, rec.StartFEN) ||
					g.rules().Name != rec.rules().Name || g.Result.Outcome != rec.Result.Outcome || g.Termination() != rec.Termination() {
					t.Fatalf("converted to %s and read back, the game changed:\n%s", o.f, b.String())
				}
			}
		}
	})
}

func FuzzReadFEN(f *testing.F) {
	f.Add(game.DefaultFEN)
	f.Add("gle/1c1/1C1/ELG[] w - - 0 1")
	f.Add("4k4/9/9/9/9/9/9/9/4K4/9 b - - 12 40\n# comment")
	f.Fuzz(func(t *testing.T, text string) {
		for _, rules := range []*game.Rules{nil, game.MustPreset("xiangqi")} {
			rec, err := ReadFEN(text, rules)
			if err != nil {
				// A short line of text, whatever the input: never the input echoed whole.
				if msg := err.Error(); len(msg) > 1000 || !utf8.ValidString(msg) || strings.ContainsFunc(msg, unicode.IsControl) {
					t.Fatalf("%d-byte file: the error is not a short line of text: %q", len(text), msg)
				}
				continue
			}
			var b bytes.Buffer
			if err := WriteFEN(&b, rec); err != nil {
				t.Fatalf("cannot write back an accepted position: %v", err)
			}
			back, err := ReadFEN(b.String(), rules)
			if err != nil || back.StartFEN != rec.StartFEN {
				t.Fatalf("FEN %q read back as %q, %v", rec.StartFEN, back.StartFEN, err)
			}
		}
	})
}

// TestReadersNeverPanicOnTruncation cuts the real records at every length: each prefix is
// either refused with an error or read as a legal game.
func TestReadersNeverPanicOnTruncation(t *testing.T) {
	data := readSample(t, "game-2017-02-07-122-moves.gib")
	for n := 0; n <= len(data); n += 7 {
		recs, err := ReadGIB(data[:n], nil)
		if err != nil {
			continue
		}
		for _, r := range recs {
			if err := r.Validate(); err != nil {
				t.Fatalf("prefix %d: %v", n, err)
			}
		}
	}
}

// checkReadFirst asserts what the window's opening of a file rests on: ReadFirst gives Read's
// first record, counts at least Read's records, and fails as Read does when no game gives one.
// Only the file's own fault after its last game may differ: Read hangs it on its last record,
// which is the first only when nothing else gave one, and ReadFirst never reads so far.
func checkReadFirst(t *testing.T, data []byte, f Format) {
	t.Helper()
	recs, err := Read(data, f, Options{})
	first, games, ferr := ReadFirst(data, f, Options{})
	if len(recs) == 0 {
		if first != nil || fmt.Sprint(ferr) != fmt.Sprint(err) {
			t.Fatalf("Read gives no record (%v); ReadFirst gives %v, %v", err, first, ferr)
		}
		return
	}
	if first == nil {
		t.Fatalf("Read gives %d records; ReadFirst none (%v)", len(recs), ferr)
	}
	if games < len(recs) {
		t.Fatalf("ReadFirst counts %d games, Read gives %d records", games, len(recs))
	}
	want := *recs[0]
	if got := *first; len(recs) == 1 && games > 1 && got.Stopped == nil {
		want.Stopped = nil
	}
	if !reflect.DeepEqual(*first, want) {
		t.Fatalf("ReadFirst's record is not Read's first:\n%+v\n%+v", *first, want)
	}
}

// TestReadFirstIsReadsFirstRecord runs checkReadFirst on every record of testdata, on files of
// several games made of them, some broken, and on the largest file.
func TestReadFirstIsReadsFirstRecord(t *testing.T) {
	type file struct {
		name string
		data []byte
	}
	var files []file
	for _, dir := range []string{"testdata/gib", "testdata/variants"} {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), ".md") {
				continue
			}
			data, err := os.ReadFile(dir + "/" + e.Name())
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, file{e.Name(), data})
		}
	}
	pgn := []byte(pychessGame)
	data, _ := largestPGN()
	files = append(files, file{"pychess.pgn", pgn},
		file{"first-stops-at-once.pgn", slices.Concat([]byte("[Variant \"Janggi\"]\n\n1. Zz9 *\n\n"), pgn)},
		file{"file-cut-after.pgn", slices.Concat(pgn, []byte("\n[Event \"x\"]\n\n1. Hc3 {unclosed"))},
		file{"file-cut.pgn", []byte("[Event \"x\"]\n1. Hc3 Hc8 2. Hg3 {unclosed")},
	)
	// The largest file is read twice, some seconds and ten times that under the race detector
	// (scripts/test.sh's -short step, for the autosaver's goroutine): the full run reads it.
	if !testing.Short() {
		files = append(files, file{"largest.pgn", data})
	}
	for _, fl := range files {
		f, err := FormatOf(fl.name)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(fl.name, func(t *testing.T) { checkReadFirst(t, fl.data, f) })
	}
	if testing.Short() {
		return
	}
	// Where every game reads, the count is Read's.
	recs, _ := Read(data, PGN, Options{})
	if _, games, err := ReadFirst(data, PGN, Options{}); err != nil || games != len(recs) {
		t.Errorf("the largest file: ReadFirst counts %d games (%v), Read gives %d", games, err, len(recs))
	}
}
