package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunRefusesWhatItCannotFit checks the errors of the command (the fit itself is
// fitWeights's, tested in fit_test.go): no logs says how to make them, an unknown preset is
// named, a missing log is named, and no weights file is written in any of these cases.
func TestRunRefusesWhatItCannotFit(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "weights.go")
	missing := filepath.Join(dir, "missing.log")
	for _, c := range []struct{ logs, preset, want string }{
		{"", "standard", "tools/match -log"},
		{" , ", "standard", "JANGGI_TUNE"},
		{"a.log", "chess", "chess"},
		{missing, "standard", missing},
	} {
		err := run(c.logs, "", c.preset, out, 1)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("logs %q, preset %q: %v, want an error with %q", c.logs, c.preset, err, c.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("logs %q, preset %q: %s was written", c.logs, c.preset, out)
		}
	}
}
