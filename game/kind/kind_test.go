package kind

import "testing"

// TestNames checks the names the settings file and the records write: changing one would make
// the files written before unreadable.
func TestNames(t *testing.T) {
	for g, want := range map[Game]string{Janggi: "janggi", Xiangqi: "xiangqi", Twelve: "twelve", Dobutsu: "dobutsu", 9: "Game(9)"} {
		if g.String() != want {
			t.Errorf("%d: %q, want %q", g, g.String(), want)
		}
	}
	for m, want := range map[Mode]string{VsAI: "ai", HotSeat: "hotseat", AIvsAI: "aivsai", 7: "Mode(7)"} {
		if m.String() != want {
			t.Errorf("%d: %q, want %q", m, m.String(), want)
		}
	}
	for _, g := range Games() {
		if !g.Valid() || g == Dobutsu {
			t.Errorf("the window offers %v", g)
		}
	}
}
