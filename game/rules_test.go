package game

import (
	"slices"
	"testing"
)

// TestPresetNamesOfAVariant checks that PresetNames of a variant lists exactly that variant's
// presets, in the order of Presets, and without a variant lists them all.
func TestPresetNamesOfAVariant(t *testing.T) {
	var janggi, xiangqi, all []string
	for _, r := range Presets() {
		all = append(all, r.Name)
		if r.Variant == Janggi {
			janggi = append(janggi, r.Name)
		} else {
			xiangqi = append(xiangqi, r.Name)
		}
	}
	if len(janggi) < 2 || len(xiangqi) < 1 {
		t.Fatalf("the test means nothing: %d Janggi and %d Xiangqi presets", len(janggi), len(xiangqi))
	}
	for _, c := range []struct {
		of   []Variant
		want []string
	}{{nil, all}, {[]Variant{Janggi}, janggi}, {[]Variant{Xiangqi}, xiangqi}, {[]Variant{Xiangqi, Janggi}, all}} {
		if got := PresetNames(c.of...); !slices.Equal(got, c.want) {
			t.Errorf("PresetNames(%v) = %v, want %v", c.of, got, c.want)
		}
	}
}
