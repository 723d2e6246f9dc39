package testenv

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
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

func (r *recorder) Fatal(args ...any) {
	r.failed, r.msg = true, fmt.Sprint(args...)
}

// TestParse checks that Parse returns what the parser read, and fails the test with the parser's
// error on text it refuses.
func TestParse(t *testing.T) {
	if got := Parse(t, strconv.Atoi, "42"); got != 42 {
		t.Errorf("Parse(Atoi, 42) = %d", got)
	}
	r := &recorder{TB: t}
	Parse(r, strconv.Atoi, "forty")
	if !r.failed || !strings.Contains(r.msg, `"forty"`) {
		t.Errorf("Parse(Atoi, forty): failed %v, message %q; want a failure naming the text", r.failed, r.msg)
	}
}

// TestPipes starts cat: what goes into its input comes back from its output.
func TestPipes(t *testing.T) {
	cat, err := exec.LookPath("cat")
	if err != nil {
		t.Skip("no cat on this machine")
	}
	cmd := exec.Command(cat)
	in, out := Pipes(t, cmd)
	if _, err := io.WriteString(in, "a line\n"); err != nil {
		t.Fatal(err)
	}
	in.Close()
	got, err := io.ReadAll(out)
	if err != nil || string(got) != "a line\n" {
		t.Errorf("cat gave back %q, %v", got, err)
	}
	if err := cmd.Wait(); err != nil {
		t.Error(err)
	}
}

func (r *recorder) Errorf(format string, args ...any) {
	r.failed, r.msg = true, fmt.Sprintf(format, args...)
}

// TestHasFailsOnlyWhenRequired checks Has on a program that is nowhere: false and nothing else
// when the variable is unset, false and a failure naming the program when it is 1; and true for
// a program that is there.
func TestHasFailsOnlyWhenRequired(t *testing.T) {
	const env = "JANGGI_REQUIRE_TESTENV_SELFTEST"
	const missing = "janggi-no-such-program"
	t.Setenv(env, "")
	r := &recorder{TB: t}
	if Has(r, env, "no package", missing) || r.failed || r.skipped {
		t.Errorf("variable unset: failed %v, skipped %v; want false and nothing else", r.failed, r.skipped)
	}
	t.Setenv(env, "1")
	r = &recorder{TB: t}
	if Has(r, env, "no package", missing) || !r.failed || !strings.Contains(r.msg, missing) {
		t.Errorf("variable 1: failed %v, message %q; want false and a failure naming the program", r.failed, r.msg)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", filepath.Dir(self))
	if r = (&recorder{TB: t}); !Has(r, env, "no package", filepath.Base(self)) || r.failed {
		t.Errorf("a program on PATH: failed %v (%s); want true", r.failed, r.msg)
	}
}
