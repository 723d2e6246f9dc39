package testenv

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder stands for a test, to see how Unavailable ends it.
type recorder struct {
	testing.TB
	skipped, failed bool
	msg             string
}

func (r *recorder) Helper() {}
func (r *recorder) Skip(args ...any) {
	r.skipped, r.msg = true, toString(args)
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.failed, r.msg = true, format
}

func toString(args []any) string {
	if len(args) == 1 {
		if s, ok := args[0].(string); ok {
			return s
		}
	}
	return ""
}

// TestUnavailableSkipsUnlessRequired checks both ends of a missing program: a skip that names
// it, and a failure when the variable is 1.
func TestUnavailableSkipsUnlessRequired(t *testing.T) {
	const env = "JANGGI_REQUIRE_TESTENV_SELFTEST"
	t.Setenv(env, "")
	r := &recorder{TB: t}
	Unavailable(r, env, "%s is missing", "frobnicator")
	if !r.skipped || r.failed || r.msg != "frobnicator is missing" {
		t.Errorf("variable unset: skipped %v, failed %v, message %q; want a skip naming the program", r.skipped, r.failed, r.msg)
	}
	t.Setenv(env, "1")
	r = &recorder{TB: t}
	Unavailable(r, env, "%s is missing", "frobnicator")
	if r.skipped || !r.failed {
		t.Errorf("variable 1: skipped %v, failed %v; want a failure", r.skipped, r.failed)
	}
}

// TestModuleRoot checks that the module's root is found from a package's folder.
func TestModuleRoot(t *testing.T) {
	root := ModuleRoot(t)
	data, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil || !strings.HasPrefix(string(data), "module janggi\n") {
		t.Errorf("ModuleRoot %s: go.mod %q, %v", root, data, err)
	}
	if _, err := os.Stat(filepath.Join(root, "internal", "testenv", "testenv.go")); err != nil {
		t.Errorf("ModuleRoot %s is not this module's root: %v", root, err)
	}
}
