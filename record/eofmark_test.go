package record

import (
	"slices"
	"testing"

	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/unicode"

	"janggi/game"
)

// TestTextAfterTheEndOfFileMark: the README says what follows a 0x1A end-of-file mark is ignored,
// but the readers went on and read moves there. The file ends at the mark, in UTF-8, CP949 and
// UTF-16, in .gib and .pgn; text after it is a warning, a mere mark at the end is none.
func TestTextAfterTheEndOfFileMark(t *testing.T) {
	gib := gibHead + "1. 79졸78 \x1a 2. 41병42\n"
	utf16, err := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().Bytes([]byte(gib))
	if err != nil {
		t.Fatal(err)
	}
	cp949, err := korean.EUCKR.NewEncoder().Bytes([]byte(gib))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"UTF-8": []byte(gib), "CP949": cp949, "UTF-16": utf16} {
		recs, err := ReadGIB(data, game.Standard())
		if err != nil || len(recs) != 1 || len(recs[0].Moves) != 1 || !slices.Contains(recs[0].Warnings, eofWarning) {
			t.Errorf("gib in %s: %v, moves %d, warnings %q; want 1 move and the warning", name, err, movesOf(recs), warningsOf(recs))
		}
	}
	pgn := "[Event \"x\"]\n\n1. e2e3 \x1a a10a9\n"
	recs, err := ReadPGN([]byte(pgn))
	if err != nil || len(recs) != 1 || len(recs[0].Moves) != 1 || !slices.Contains(recs[0].Warnings, eofWarning) {
		t.Errorf("pgn: %v, moves %d, warnings %q; want 1 move and the warning", err, movesOf(recs), warningsOf(recs))
	}
	recs, err = ReadGIB([]byte(gibHead+"1. 79졸78\n\x1a\r\n\x1a"), game.Standard())
	if err != nil || len(recs) != 1 || len(recs[0].Moves) != 1 || len(recs[0].Warnings) != 0 {
		t.Errorf("a mark at the end: %v, moves %d, warnings %q; want 1 move and no warning", err, movesOf(recs), warningsOf(recs))
	}
}

func movesOf(recs []*Record) int {
	if len(recs) == 0 {
		return -1
	}
	return len(recs[0].Moves)
}

func warningsOf(recs []*Record) []string {
	if len(recs) == 0 {
		return nil
	}
	return recs[0].Warnings
}
