package record

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"janggi/game"
)

// The old point system (구좌표) of the 1990s broadcast records: old-points.gib and
// new-points.gib hold the same game, the one in each system (see oldPoints).
func readOldFixture(t *testing.T, name string) *Record {
	t.Helper()
	recs, err := ReadGIB(readSample(t, "../gib-old/"+name), game.Standard())
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if len(recs) != 1 {
		t.Fatalf("%s: %d games, want 1", name, len(recs))
	}
	return recs[0]
}

func TestGIBOldPointsRead(t *testing.T) {
	old, cur := readOldFixture(t, "old-points.gib"), readOldFixture(t, "new-points.gib")
	if len(old.Moves) != 60 || !slices.Equal(old.Moves, cur.Moves) {
		t.Fatalf("the old-system record reads %d moves %v,\nwant the 60 of its twin %v", len(old.Moves), old.Moves, cur.Moves)
	}
	// 84졸74: the soldier on the right edge (file 8 counted from 0, row 4 from Cho's side) steps left.
	if old.Moves[0] != "i4h4" {
		t.Errorf("first move %s, want i4h4 (84졸74)", old.Moves[0])
	}
}

// Without its 기보형식 header the old record fails where the issue saw it: 84 read in today's
// system is d3, where no piece stands.
func TestGIBOldPointsNeedTheHeader(t *testing.T) {
	data := bytes.Replace(readSample(t, "../gib-old/old-points.gib"), []byte(`[기보형식 "구좌표"]`), nil, 1)
	_, err := ReadGIB(data, game.Standard())
	if err == nil || !strings.Contains(err.Error(), "no piece on d3") {
		t.Fatalf("without the header: %v, want no piece on d3", err)
	}
}

// A record read in the old system is written back in it, move for move as it came.
func TestGIBOldPointsRoundTrip(t *testing.T) {
	data := readSample(t, "../gib-old/old-points.gib")
	rec := readOldFixture(t, "old-points.gib")
	var b bytes.Buffer
	if err := WriteGIB(&b, rec, UTF8); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if !strings.Contains(out, `[기보형식 "구좌표"]`) {
		t.Errorf("the written record lost its 기보형식 header:\n%s", out)
	}
	if got, want := moveText(out), moveText(string(data)); got != want {
		t.Errorf("moves written back:\n%s\nwant as read:\n%s", got, want)
	}
	again, err := ReadGIB(b.Bytes(), game.Standard())
	if err != nil || !slices.Equal(again[0].Moves, rec.Moves) {
		t.Fatalf("reading the written record: %v", err)
	}
}

// moveText is the text after a .gib's headers, its lines trimmed.
func moveText(s string) string {
	_, body, _ := strings.Cut(strings.ReplaceAll(s, "\r\n", "\n"), "\n\n")
	return strings.TrimSpace(body)
}

func TestGIBOldPointsBad(t *testing.T) {
	for _, tc := range []struct{ tok, want string }{
		{"94졸74", `"94" is not a point: files are 0-8`},
		{"84졸94", `"94" is not a point: files are 0-8`},
	} {
		_, err := parseGIBMoveIn(tc.tok, oldPoints)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.tok, err, tc.want)
		}
	}
	// Row 0 is the tenth row, from Cho's side: Han's back rank.
	mv, err := parseGIBMoveIn("00차01", oldPoints)
	if err != nil || mv.from.square(gridRows) != game.SquareAt(0, 9) || mv.to.square(gridRows) != game.SquareAt(0, 0) {
		t.Errorf("00차01: %v %v→%v, want a10→a1", err, mv.from.square(gridRows), mv.to.square(gridRows))
	}
}

// The first move alone cannot tell whether the old system counts the files from Cho's left or
// right, and a game from setups that read the same both ways (마상상마, 상마마상) reads either
// way. old-points-right.gib counts them from the right, from setups that do not (마상마상): it
// reads as its twin in today's points, says so, and is written back as it came.
func TestGIBOldPointsFromTheRight(t *testing.T) {
	rec, cur := readOldFixture(t, "old-points-right.gib"), readOldFixture(t, "new-points-2.gib")
	if len(rec.Moves) < 30 || !slices.Equal(rec.Moves, cur.Moves) {
		t.Fatalf("read %d moves %v,\nwant its twin's %v", len(rec.Moves), rec.Moves, cur.Moves)
	}
	if !slices.ContainsFunc(rec.Warnings, func(w string) bool { return strings.Contains(w, "from Cho's right") }) {
		t.Errorf("no warning says the files count from the right: %v", rec.Warnings)
	}
	var b bytes.Buffer
	if err := WriteGIB(&b, rec, UTF8); err != nil {
		t.Fatal(err)
	}
	if got, want := moveText(b.String()), moveText(string(readSample(t, "../gib-old/old-points-right.gib"))); got != want {
		t.Errorf("moves written back:\n%s\nwant as read:\n%s", got, want)
	}
}
