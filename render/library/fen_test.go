package library

import (
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
)

func TestAFENIsReadAsTheGameItBelongsTo(t *testing.T) {
	kja, xiangqi := game.MustPreset("kja"), game.MustPreset("xiangqi")
	tests := []struct {
		name   string
		fen    string
		prefer *game.Rules
		want   kind.Game
		rules  string // the rules' name, for Janggi and Xiangqi
	}{
		{"Xiangqi's start, in a Janggi window", game.StartFEN(kind.Xiangqi, 0, 0), kja, kind.Xiangqi, "xiangqi"},
		{"Janggi's start with other setups, in a Xiangqi window", game.StartFEN(kind.Janggi, game.HEHE, game.EHHE), xiangqi, kind.Janggi, "standard"},
		{"a position both accept, in a Xiangqi window", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", xiangqi, kind.Xiangqi, "xiangqi"},
		{"a position both accept, in a Janggi window", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", kja, kind.Janggi, "kja"},
		{"a position both accept, in a Twelve Janggi window", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", nil, kind.Janggi, "standard"},
		// Facing generals are Janggi's bikjang, but Xiangqi's side to move could take the other.
		{"facing generals, in a Xiangqi window", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1", xiangqi, kind.Janggi, "standard"},
		// A Janggi soldier in the palace attacks along its diagonal; a Xiangqi one does not.
		{"a soldier on a palace diagonal, in a Janggi window", "9/4k4/3P5/9/9/9/9/9/9/3K5 w - - 0 1", kja, kind.Xiangqi, "xiangqi"},
		{"Twelve Janggi, in a Xiangqi window", "gle/1c1/1C1/ELG[] w - - 0 1", xiangqi, kind.Twelve, ""},
	}
	for _, tt := range tests {
		rec, games, err := Read("pos.fen", []byte(tt.fen+"\n"), tt.prefer)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		rules := ""
		if rec.Rules != nil {
			rules = rec.Rules.Name
		}
		if games != 1 || rec.Game != tt.want || rules != tt.rules {
			t.Errorf("%s: read as %v (rules %q), %d games; want %v (%q)", tt.name, rec.Game, rules, games, tt.want, tt.rules)
		}
	}
}

func TestAFENNoGameAcceptsSaysWhyInTheWindowsGame(t *testing.T) {
	// Cho's general outside its palace: neither game accepts it; the error is the window's game's.
	_, _, err := Read("bad.fen", []byte("4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1"), game.MustPreset("xiangqi"))
	if err == nil || !strings.HasPrefix(err.Error(), "bad.fen: ") || !strings.Contains(err.Error(), "palace") {
		t.Errorf("error %v, want one naming the file and the general outside its palace", err)
	}
}
