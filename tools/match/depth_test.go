package main

import (
	"testing"

	"janggi/ai"
)

// The mean depth leaves out the moves where an engine reported a mate, whose depths run far past
// what it searches otherwise.
func TestDepthTallyLeavesOutMates(t *testing.T) {
	var d depthTally
	d.add(0, ai.Result{Depth: 14, Score: 120})
	d.add(0, ai.Result{Depth: 16, Score: -40})
	d.add(0, ai.Result{Depth: 245, Score: ai.MateScore(3)})
	d.add(1, ai.Result{Depth: 60, Score: ai.MateScore(-5)})
	if got := d.means(); got != [2]float64{15, 0} {
		t.Errorf("means = %v, want [15 0]", got)
	}
	d.add(1, ai.Result{Depth: 9})
	if got := d.means(); got[1] != 9 {
		t.Errorf("the second engine's mean = %v, want 9", got[1])
	}
}
