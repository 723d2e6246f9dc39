package main

import (
	"math"
	"strings"
	"testing"
)

// TestSPRT checks the sequential test's decisions: a clear win accepts H1, a clear loss H0, an even
// result of a few games decides nothing; and its ratio against a value worked out by hand.
func TestSPRT(t *testing.T) {
	s, err := parseSPRT("0, 10")
	if err != nil {
		t.Fatal(err)
	}
	if got := s.decide(300, 200, 150); !strings.HasPrefix(got, "H1") {
		t.Errorf("+300 =200 -150: %q, want H1", got)
	}
	if got := s.decide(150, 200, 300); !strings.HasPrefix(got, "H0") {
		t.Errorf("+150 =200 -300: %q, want H0", got)
	}
	if got := s.decide(10, 10, 10); got != "" {
		t.Errorf("+10 =10 -10: %q, want no decision", got)
	}
	// 60 wins and 40 losses: mean 0.6, variance 0.24; s0 = 0.5, s1 = 1/(1+10^(-10/400)).
	s1 := 1 / (1 + math.Pow(10, -10.0/400))
	want := 100 * (s1 - 0.5) * (1.2 - 0.5 - s1) / (2 * 0.24)
	if got := s.llr(60, 0, 40); math.Abs(got-want) > 1e-9 {
		t.Errorf("llr(+60 -40) = %v, want %v", got, want)
	}
	if math.Abs(s.upper()-math.Log(19)) > 1e-12 || math.Abs(s.lower()+math.Log(19)) > 1e-12 {
		t.Errorf("bounds %v, %v; want ±ln 19", s.lower(), s.upper())
	}
	for _, bad := range []string{"", "5", "10,0", "a,b", "3,3"} {
		if _, err := parseSPRT(bad); err == nil {
			t.Errorf("parseSPRT(%q): no error", bad)
		}
	}
}
