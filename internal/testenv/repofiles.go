package testenv

import (
	"io/fs"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// RepoFiles lists the repository's committed files relative to root, in slash form: git's list
// where there is one (so that build outputs git ignores are not read), else, in a copy without
// git (a source archive), every file under root but .git, node_modules, dist and .cache.
func RepoFiles(t testing.TB, root string) []string {
	t.Helper()
	cmd := exec.Command("git", "ls-files", "-z")
	cmd.Dir = root
	if out, err := cmd.Output(); err == nil {
		var files []string
		for _, f := range strings.Split(string(out), "\x00") {
			if f != "" {
				files = append(files, f)
			}
		}
		return files
	}
	var files []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case ".git", "node_modules", "dist", ".cache":
				return filepath.SkipDir
			}
			return nil
		}
		rel, err := filepath.Rel(root, p)
		files = append(files, filepath.ToSlash(rel))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
