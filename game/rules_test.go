package game

import (
	"janggi/game/kind"
	"slices"
	"testing"
)

// TestPresetNamesOfAVariant checks that PresetNames of a variant lists exactly that variant's
// presets, in the order of Presets, and without a variant lists them all.
func TestPresetNamesOfAVariant(t *testing.T) {
	var janggi, xiangqi, all []string
	for _, r := range Presets() {
		all = append(all, r.Name)
		if r.Game == kind.Janggi {
			janggi = append(janggi, r.Name)
		} else {
			xiangqi = append(xiangqi, r.Name)
		}
	}
	if len(janggi) < 2 || len(xiangqi) < 1 {
		t.Fatalf("the test means nothing: %d Janggi and %d Xiangqi presets", len(janggi), len(xiangqi))
	}
	for _, c := range []struct {
		of   []kind.Game
		want []string
	}{{nil, all}, {[]kind.Game{kind.Janggi}, janggi}, {[]kind.Game{kind.Xiangqi}, xiangqi}, {[]kind.Game{kind.Xiangqi, kind.Janggi}, all}} {
		if got := PresetNames(c.of...); !slices.Equal(got, c.want) {
			t.Errorf("PresetNames(%v) = %v, want %v", c.of, got, c.want)
		}
	}
}
