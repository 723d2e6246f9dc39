package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// writeTree creates the files (slash paths under dir, with their folders) holding their text.
func writeTree(t *testing.T, dir string, files map[string]string, perm os.FileMode) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), perm); err != nil {
			t.Fatal(err)
		}
	}
}

// writeFiles creates the files (slash paths under dir) with their names as content.
func writeFiles(t *testing.T, dir string, names ...string) {
	t.Helper()
	files := map[string]string{}
	for _, n := range names {
		files[n] = n
	}
	writeTree(t, dir, files, 0o644)
}

// TestCollectLicenses lays out a fake GOROOT and module cache and checks which licence files are
// found for which linked packages.
func TestCollectLicenses(t *testing.T) {
	root := t.TempDir()
	goroot := filepath.Join(root, "go")
	text := filepath.Join(root, "mod", "text@v1")
	shaping := filepath.Join(root, "mod", "shaping@v2")
	fork := filepath.Join(root, "fork")
	writeFiles(t, root,
		"go/LICENSE", "go/PATENTS", "go/src/fmt/fmt.go", "go/README.md",
		"mod/text@v1/LICENSE", "mod/text@v1/unused/LICENSE", "mod/text@v1/language/x.go",
		"mod/shaping@v2/COPYING", "mod/shaping@v2/harfbuzz/LICENSE-harfbuzz.md", "mod/shaping@v2/harfbuzz/x.go",
		"mod/shaping@v2/licensed.go", "mod/shaping@v2/harfbuzz/license.go", // Go files, not licences
		"fork/NOTICE", "fork/x.go",
		"main/LICENSE",
	)
	pkgs := []listedPackage{
		{ImportPath: "fmt", Dir: filepath.Join(goroot, "src/fmt"), Standard: true},
		{ImportPath: "example.com/text/language", Dir: filepath.Join(text, "language"), Module: &listedModule{Path: "example.com/text", Version: "v1", Dir: text}},
		{ImportPath: "example.com/shaping/harfbuzz", Dir: filepath.Join(shaping, "harfbuzz"), Module: &listedModule{Path: "example.com/shaping", Version: "v2", Dir: shaping}},
		{ImportPath: "example.com/orig", Dir: fork, Module: &listedModule{Path: "example.com/orig", Version: "v3", Replace: &listedModule{Path: "../fork", Dir: fork}}},
		{ImportPath: "janggi/game", Dir: filepath.Join(root, "main/game"), Module: &listedModule{Path: "janggi", Main: true, Dir: filepath.Join(root, "main")}},
	}
	mods, err := collectLicenses(pkgs, goroot, "go1.99")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	var paths []string
	for _, m := range mods {
		paths = append(paths, m.Path+" "+m.Version)
		for rel := range m.Files {
			got[m.Path] = append(got[m.Path], rel)
		}
		slices.Sort(got[m.Path])
	}
	if want := []string{"example.com/orig v3 => ../fork", "example.com/shaping v2", "example.com/text v1", "go go1.99"}; !slices.Equal(paths, want) {
		t.Errorf("modules %q, want %q (sorted, the main module left out)", paths, want)
	}
	want := map[string][]string{
		"go":                  {"LICENSE", "PATENTS"},
		"example.com/text":    {"LICENSE"}, // not unused/LICENSE: that folder is not linked
		"example.com/shaping": {"COPYING", "harfbuzz/LICENSE-harfbuzz.md"},
		"example.com/orig":    {"NOTICE"},
	}
	for m, files := range want {
		if !slices.Equal(got[m], files) {
			t.Errorf("%s: licence files %q, want %q", m, got[m], files)
		}
	}

	out := filepath.Join(root, "licenses")
	fonts := filepath.Join(root, "OFL.txt")
	writeFiles(t, root, "OFL.txt")
	if err := writeLicenses(out, mods, []assetLicense{{"fonts", fonts}}); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"go/LICENSE", "example.com/shaping/harfbuzz/LICENSE-harfbuzz.md", "fonts/OFL.txt"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Errorf("licenses/%s: %v", f, err)
		}
	}
	index, err := os.ReadFile(filepath.Join(out, "README.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"  example.com/shaping v2: example.com/shaping/COPYING, example.com/shaping/harfbuzz/LICENSE-harfbuzz.md\n",
		"  go go1.99: go/LICENSE, go/PATENTS\n",
		"  fonts: fonts/OFL.txt\n",
	} {
		if !strings.Contains(string(index), line) {
			t.Errorf("README.txt lacks %q:\n%s", line, index)
		}
	}
	if err := writeLicenses(out, mods, nil); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("writing the licences again: %v, want a refusal", err)
	}

	// A module without any licence file is an error naming it and the package that links it.
	bare := filepath.Join(root, "mod", "bare@v1")
	writeFiles(t, root, "mod/bare@v1/x.go")
	pkgs = append(pkgs, listedPackage{ImportPath: "example.com/bare", Dir: bare, Module: &listedModule{Path: "example.com/bare", Version: "v1", Dir: bare}})
	if _, err := collectLicenses(pkgs, goroot, "go1.99"); err == nil || !strings.Contains(err.Error(), "module example.com/bare v1 (linked through package example.com/bare) has no licence") {
		t.Errorf("collectLicenses with an unlicensed module: %v", err)
	}
}

// TestLicensesOfPack lists this very program's packages with go list, as the release does for
// janggi, and checks the modules found: the standard library and golang.org/x/image, each with
// its LICENSE.
func TestLicensesOfPack(t *testing.T) {
	pkgs, err := goList("", []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	goroot, goversion, err := goEnv()
	if err != nil {
		t.Fatal(err)
	}
	mods, err := collectLicenses(pkgs, goroot, goversion)
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, m := range mods {
		paths = append(paths, m.Path)
		if _, ok := m.Files["LICENSE"]; !ok {
			t.Errorf("%s: no LICENSE among %v", m.Path, m.Files)
		}
	}
	if want := []string{"go", "golang.org/x/image"}; !slices.Equal(paths, want) {
		t.Errorf("modules %q, want %q", paths, want)
	}
}
