package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// The licences of what a release binary links: the Go standard library's and those of every
// module one of its packages comes from (found in the module cache), so that the archive carries
// the notices the BSD, MIT and Apache licences ask for in binary distributions. Licence files are
// taken from each linked package's folder and every folder above it up to the module's root, so a
// licence that covers only part of a module (e.g. a port of a C library in a sub-folder) comes
// along exactly when that part is linked.

// stringList is a repeatable string flag.
type stringList []string

func (l *stringList) String() string     { return strings.Join(*l, ",") }
func (l *stringList) Set(s string) error { *l = append(*l, s); return nil }

func runLicenses(args []string) error {
	fs := flag.NewFlagSet("licenses", flag.ContinueOnError)
	out := fs.String("o", "", "the folder to write (it must not exist)")
	tags := fs.String("tags", "", "build tags, as for go build")
	var assets stringList
	fs.Var(&assets, "asset", "NAME=FILE: also copy FILE, the licence of the embedded NAME (e.g. fonts=assets/fonts/OFL.txt), to NAME/; repeatable")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := need([2]string{"o", *out}); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return errors.New("name the packages of the binary, e.g. ./cmd/janggi")
	}
	var extra []assetLicense
	for _, a := range assets {
		name, file, ok := strings.Cut(a, "=")
		if !ok || name == "" || file == "" || strings.ContainsAny(name, `/\`) {
			return fmt.Errorf("-asset %q: want NAME=FILE, NAME a plain folder name", a)
		}
		extra = append(extra, assetLicense{name, file})
	}
	pkgs, err := goList(*tags, fs.Args())
	if err != nil {
		return err
	}
	goroot, goversion, err := goEnv()
	if err != nil {
		return err
	}
	mods, err := collectLicenses(pkgs, goroot, goversion)
	if err != nil {
		return err
	}
	return writeLicenses(*out, mods, extra)
}

// listedPackage is what go list -json says of a package (only the fields used here).
type listedPackage struct {
	ImportPath string
	Dir        string
	Standard   bool
	Module     *listedModule
}

// listedModule is a package's module as go list -json gives it.
type listedModule struct {
	Path    string
	Version string
	Dir     string
	Main    bool
	Replace *listedModule
}

// goList lists pkgs and everything they import, for the target in the environment.
func goList(tags string, pkgs []string) ([]listedPackage, error) {
	args := []string{"list", "-deps", "-json=ImportPath,Dir,Standard,Module"}
	if tags != "" {
		args = append(args, "-tags", tags)
	}
	cmd := exec.Command("go", append(args, pkgs...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v\n%s", err, stderr.Bytes())
	}
	var list []listedPackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listedPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("reading go list's output: %w", err)
		}
		list = append(list, p)
	}
	return list, nil
}

// goEnv returns the root and the release of the Go toolchain that builds the binary.
func goEnv() (root, version string, err error) {
	out, err := exec.Command("go", "env", "GOROOT", "GOVERSION").Output()
	if err != nil {
		return "", "", fmt.Errorf("go env: %w", err)
	}
	f := strings.Fields(string(out))
	if len(f) != 2 {
		return "", "", fmt.Errorf("go env GOROOT GOVERSION printed %q", out)
	}
	return f[0], f[1], nil
}

// moduleLicenses are the licence files of one module.
type moduleLicenses struct {
	Path, Version string
	// Files maps each licence file's path in the module (slash-separated) to its path on disk.
	Files map[string]string
}

// assetLicense is the licence of something embedded that is not Go code, such as a font.
type assetLicense struct{ Name, File string }

// licenseName matches the names licence and notice files go by: LICENSE, LICENCE.md, COPYING,
// NOTICE, PATENTS, LICENSE-oboe, license.txt ... but not Go files such as license.go.
var licenseName = regexp.MustCompile(`(?i)^(licen[cs]e|copying|notice|patents)([.\-_].*)?$`)

func isLicenseFile(name string) bool {
	return licenseName.MatchString(name) && !strings.HasSuffix(name, ".go")
}

// collectLicenses finds the licence files of the modules pkgs come from (the main module, the
// project itself, ships its LICENSE at the archive's top instead). A module with no licence file
// is an error: shipping it would break its authors' terms, whatever they are.
func collectLicenses(pkgs []listedPackage, goroot, goversion string) ([]moduleLicenses, error) {
	mods := map[string]*moduleLicenses{}
	var order []string
	via := map[string]string{} // module → a package that links it, for the error message
	for _, p := range pkgs {
		var path, version, root string
		switch {
		case p.Standard:
			path, version, root = "go", goversion, goroot
		case p.Module == nil:
			return nil, fmt.Errorf("package %s is in no module; cannot find its licence", p.ImportPath)
		case p.Module.Main:
			continue
		default:
			m := p.Module
			path, version, root = m.Path, m.Version, m.Dir
			if r := m.Replace; r != nil { // the code that is linked is the replacement's
				version = strings.TrimSpace(fmt.Sprintf("%s => %s %s", m.Version, r.Path, r.Version))
				root = r.Dir
			}
		}
		ml := mods[path]
		if ml == nil {
			ml = &moduleLicenses{Path: path, Version: version, Files: map[string]string{}}
			mods[path] = ml
			order = append(order, path)
			via[path] = p.ImportPath
		}
		dir := p.Dir
		if p.Standard {
			dir = root // the standard library's licence sits at GOROOT, above src/
		}
		if err := licenseFilesUp(dir, root, ml.Files); err != nil {
			return nil, fmt.Errorf("module %s (package %s): %w", path, p.ImportPath, err)
		}
	}
	sort.Strings(order)
	out := make([]moduleLicenses, 0, len(order))
	for _, path := range order {
		ml := mods[path]
		if len(ml.Files) == 0 {
			return nil, fmt.Errorf("module %s %s (linked through package %s) has no licence file (LICENSE, COPYING, ...) in its folders", path, ml.Version, via[path])
		}
		out = append(out, *ml)
	}
	return out, nil
}

// licenseFilesUp adds to files the licence files in dir and in each folder above it up to and
// including root, keyed by their path relative to root.
func licenseFilesUp(dir, root string, files map[string]string) error {
	rel, err := filepath.Rel(root, dir)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return fmt.Errorf("folder %s is not inside the module's folder %s", dir, root)
	}
	for {
		entries, err := os.ReadDir(dir)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if e.Type().IsRegular() && isLicenseFile(e.Name()) {
				r, _ := filepath.Rel(root, filepath.Join(dir, e.Name()))
				files[filepath.ToSlash(r)] = filepath.Join(dir, e.Name())
			}
		}
		if dir == root || rel == "." {
			return nil
		}
		dir, rel = filepath.Dir(dir), filepath.Dir(rel)
	}
}

// writeLicenses copies the licence files into out (module path/its path in the module, e.g.
// golang.org/x/image/LICENSE; go/LICENSE for the standard library), the assets' licences into
// NAME/, and writes README.txt, which lists them all.
func writeLicenses(out string, mods []moduleLicenses, assets []assetLicense) error {
	if _, err := os.Lstat(out); err == nil {
		return fmt.Errorf("%s already exists; remove it first", out)
	}
	var index strings.Builder
	index.WriteString("Licences of what the janggi program is made of.\n" +
		"The game itself: ../LICENSE (MIT). It links the Go code below, each with its licence in\n" +
		"the folder of the same name, and embeds the assets listed after it.\n\nGo code:\n")
	copyTo := func(dest, src string) error {
		data, err := os.ReadFile(src)
		if err != nil {
			return err
		}
		d := filepath.Join(out, filepath.FromSlash(dest))
		if err := os.MkdirAll(filepath.Dir(d), 0o755); err != nil {
			return err
		}
		return writeNew(d, data, 0o644)
	}
	for _, m := range mods {
		dests := make([]string, 0, len(m.Files))
		for rel := range m.Files {
			dests = append(dests, rel)
		}
		sort.Strings(dests)
		for i, rel := range dests {
			if err := copyTo(m.Path+"/"+rel, m.Files[rel]); err != nil {
				return err
			}
			dests[i] = m.Path + "/" + rel
		}
		fmt.Fprintf(&index, "  %s %s: %s\n", m.Path, m.Version, strings.Join(dests, ", "))
	}
	if len(assets) > 0 {
		index.WriteString("\nEmbedded assets:\n")
	}
	for _, a := range assets {
		dest := a.Name + "/" + filepath.Base(a.File)
		if err := copyTo(dest, a.File); err != nil {
			return err
		}
		fmt.Fprintf(&index, "  %s: %s\n", a.Name, dest)
	}
	return writeNew(filepath.Join(out, "README.txt"), []byte(index.String()), 0o644)
}
