package fentext

import "testing"

// TestAppendBoard writes a 3×2 board with pieces, a full empty rank and runs of empty squares.
func TestAppendBoard(t *testing.T) {
	board := [2][3]string{{"K", "", ""}, {"", "", ""}} // rank 0, rank 1
	got := string(AppendBoard([]byte("x "), 3, 2, func(f, r int) string { return board[r][f] }))
	if want := "x 3/K2"; got != want {
		t.Errorf("AppendBoard = %q, want %q", got, want)
	}
	row := string(AppendRow(nil, 9, func(f int) string { return map[int]string{2: "+C", 3: "c"}[f] }))
	if want := "2+Cc5"; row != want {
		t.Errorf("AppendRow = %q, want %q", row, want)
	}
}

// TestNotText finds the bytes a line of text cannot hold, and passes tabs, line ends and hangul.
func TestNotText(t *testing.T) {
	for _, c := range []struct {
		text, what string
		at         int
	}{
		{"a\xffb", "byte 0xff (not UTF-8)", 1},
		{"장기\x01", "control character U+0001", 6},
		{"a\u0085", "control character U+0085", 1},
	} {
		what, at, found := NotText(c.text)
		if !found || what != c.what || at != c.at {
			t.Errorf("NotText(%q) = %q, %d, %v; want %q at %d", c.text, what, at, found, c.what, c.at)
		}
	}
	if what, _, found := NotText("장기\tboard\r\n\uFFFD"); found {
		t.Errorf("NotText found %q in a line of text", what)
	}
}
