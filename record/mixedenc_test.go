package record

import (
	"strings"
	"testing"

	"golang.org/x/text/encoding/korean"

	"janggi/game"
)

// TestMixedEncodings: a .gib edited in two editors, CP949 with a move typed in UTF-8 or the other
// way, was decoded whole as CP949 and its error quoted mojibake ("79議�78"). Each word is read in
// the encoding it is written in: such a file reads whole, and an error quotes the move as written.
func TestMixedEncodings(t *testing.T) {
	cp949 := func(s string) []byte {
		b, err := korean.EUCKR.NewEncoder().Bytes([]byte(s))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	head := gibHead + "[대회명 \"한국 장기 대회 결승전\"]\n[초대국자 \"김철수\"]\n\n"
	join := func(parts ...[]byte) []byte {
		return []byte(strings.Join(func() []string {
			var s []string
			for _, p := range parts {
				s = append(s, string(p))
			}
			return s
		}(), ""))
	}
	for name, data := range map[string][]byte{
		"CP949, a move in UTF-8": join(cp949(head+"1. 79졸78 "), []byte("2. 41병42\n")),
		"UTF-8, a move in CP949": join([]byte(head+"1. 79졸78 "), cp949("2. 41병42\n")),
	} {
		recs, err := ReadGIB(data, game.Standard())
		if err != nil || len(recs) != 1 || len(recs[0].Moves) != 2 || recs[0].Event != "한국 장기 대회 결승전" {
			t.Errorf("%s: %v, %d moves, event %q", name, err, movesOf(recs), eventOf(recs))
		}
	}
	bad := join(cp949(head+"1. 79졸78 "), []byte("2. 41병52\n"))
	_, err := ReadGIB(bad, game.Standard())
	if err == nil || !strings.Contains(err.Error(), `move 2 "41병52"`) {
		t.Errorf("a bad move in UTF-8 in a CP949 file: %v, want it quoted as written", err)
	}
}

func eventOf(recs []*Record) string {
	if len(recs) == 0 {
		return ""
	}
	return recs[0].Event
}
