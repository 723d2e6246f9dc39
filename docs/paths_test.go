package docs

import (
	"bytes"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"janggi/internal/testenv"
)

// pathsElsewhere are the ways a file names a place outside the repository that a clone from the
// releases page does not have: a folder beside the checkout (`../shared`, or a path starting
// `shared/`), the development machine's work folder, or someone's home folder. Paths a program
// documents for everyone (`~/.config/janggi`, `/usr/games/fairy-stockfish`, `/tmp/...` in a
// command) are not among them, nor is a home folder whose name is a placeholder (`C:\Users\NAME\`).
var pathsElsewhere = regexp.MustCompile(`(?:^|[\s"'` + "`" + `(=:,])(?:\.\./)*shared/[A-Za-z]` +
	`|/` + `work/` +
	`|/home/[a-z_][a-z0-9_-]*/` +
	`|/Users/[A-Z]?[a-z][a-z0-9._-]*/` +
	`|/root/` +
	`|[Cc]:\\Users\\[A-Z]?[a-z][a-z0-9._-]*\\`)

// climbingPath is a relative path going up: it must not leave the repository from the file's folder.
var climbingPath = regexp.MustCompile(`(?:\.\./)+[A-Za-z0-9_.-]+`)

// elsewhereAllowed are files that still name a place outside the repository while another change
// rewrites them; each must come off this list with that change.
var elsewhereAllowed = map[string]string{}

// TestNoPathOutsideTheRepository fails on any text file that names a path outside the repository:
// what such a path points to is on one machine only, so a reader or a test elsewhere finds nothing.
func TestNoPathOutsideTheRepository(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("the repository's root %s has no go.mod: %v", root, err)
	}
	files := testenv.RepoFiles(t, root)
	if len(files) < 100 {
		t.Fatalf("only %d files found under %s", len(files), root)
	}
	for _, name := range files {
		if name == "docs/paths_test.go" {
			continue // this file, whose examples are such paths
		}
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
		if err != nil {
			if os.IsNotExist(err) {
				continue // deleted in the working tree, not yet in git's index
			}
			t.Fatal(err)
		}
		if bytes.IndexByte(data[:min(len(data), 8000)], 0) >= 0 {
			continue // a binary file
		}
		for n, line := range strings.Split(string(data), "\n") {
			var found []string
			if loc := pathsElsewhere.FindStringIndex(line); loc != nil {
				end := loc[1] + strings.IndexAny(line[loc[1]:]+" ", " \t\"'`),;")
				found = append(found, strings.TrimLeft(line[loc[0]:end], " \t\"'`(=:,"))
			}
			for _, m := range climbingPath.FindAllString(line, -1) {
				if p := path.Join(path.Dir(name), m); p == ".." || strings.HasPrefix(p, "../") {
					found = append(found, m)
				}
			}
			if len(found) == 0 {
				continue
			}
			if why, ok := elsewhereAllowed[name]; ok {
				t.Logf("%s:%d: %q (allowed for now: %s)", name, n+1, found, why)
				continue
			}
			t.Errorf("%s:%d: names a path outside the repository: %q", name, n+1, found)
		}
	}
}

// TestThePathCheckFindsPaths keeps the patterns honest: each of these lines must be caught, and
// each of the documented everyday paths must not be.
func TestThePathCheckFindsPaths(t *testing.T) {
	for _, line := range []string{
		"see ../shared/docs/rules.md",
		"copied from shared/samples/gib",
		"with `/" + "work/shared/tools/shoot.sh`",
		`dir := "/home/alice/janggi"`,
		"open /Users/bob/games",
		"/Users/Dave/Library/janggi",
		`C:\Users\carol\janggi`,
	} {
		if !pathsElsewhere.MatchString(line) {
			t.Errorf("%q is not caught", line)
		}
	}
	for _, line := range []string{
		"settings in ~/.config/janggi/settings.toml",
		"engine = \"/usr/games/fairy-stockfish\"",
		"go build -o /tmp/janggi-mem ./cmd/janggi",
		"%APPDATA%\\janggi\\settings.toml",
		"the shared table (sharedTable) and ../README.md",
		"~/.local/share/applications",
		`(usually C:\Users\NAME\AppData\Roaming\janggi\)`,
		`(보통 C:\Users\이름\AppData\Roaming\janggi\)`,
		"/home/NAME/.config/janggi",
	} {
		if pathsElsewhere.MatchString(line) {
			t.Errorf("%q is caught, but is no path outside the repository", line)
		}
	}
	if p := path.Join("record", "../../shared/samples"); !strings.HasPrefix(p, "../") {
		t.Errorf("../../shared from record/ resolves to %q, inside the repository", p)
	}
}
