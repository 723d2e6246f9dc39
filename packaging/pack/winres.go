package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

func runWinres(args []string) error {
	fs := flag.NewFlagSet("winres", flag.ContinueOnError)
	version := fs.String("version", "", "the version, as git describe --tags gives it (a leading v is dropped)")
	commit := fs.String("commit", "", "the short commit hash")
	rc := fs.String("rc", "", "the resource script (packaging/windows/janggi.rc)")
	ico := fs.String("ico", "", "the icon it names (pack icons writes it)")
	name := fs.String("name", "", "the program's file name, e.g. janggi-window.exe (its OriginalFilename)")
	desc := fs.String("description", "", "what the program is (its FileDescription, the name Task Manager shows)")
	out := fs.String("o", "", "the object file to write (cmd/janggi/rsrc_windows_amd64.syso)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := need([2]string{"version", *version}, [2]string{"commit", *commit}, [2]string{"rc", *rc},
		[2]string{"ico", *ico}, [2]string{"name", *name}, [2]string{"description", *desc}, [2]string{"o", *out}); err != nil {
		return err
	}
	return compileResources(*rc, *ico, programInfo{*version, *commit, *name, *desc}, *out)
}

func runWinver(args []string) error {
	fs := flag.NewFlagSet("winver", flag.ContinueOnError)
	version := fs.String("version", "", "the version, as git describe --tags gives it")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := need([2]string{"version", *version}); err != nil {
		return err
	}
	n, err := versionNumbers(strings.TrimPrefix(*version, "v"))
	if err != nil {
		return err
	}
	fmt.Printf("%d.%d.%d.%d\n", n[0], n[1], n[2], n[3])
	return nil
}

// programInfo is what the resources say of one program: its version and commit, its file name
// and what it is.
type programInfo struct {
	version, commit, name, description string
}

// windres is the resource compiler of Debian's binutils-mingw-w64-x86-64.
const windres = "x86_64-w64-mingw32-windres"

// compileResources compiles the resource script rc, with the icon ico and the version header
// for version and commit beside it, into a COFF object that go build links into a Windows program
// when it lies in the package's folder named *_windows_amd64.syso.
func compileResources(rc, ico string, info programInfo, out string) error {
	if _, err := exec.LookPath(windres); err != nil {
		return fmt.Errorf("%s not found: install the Debian package binutils-mingw-w64-x86-64 (scripts/deps.sh release does)", windres)
	}
	h, err := versionHeader(info)
	if err != nil {
		return err
	}
	icon, err := os.ReadFile(ico)
	if err != nil {
		return err
	}
	// The script includes version.h and names janggi.ico: both go in a folder of their own,
	// which windres searches first.
	dir, err := os.MkdirTemp("", "janggi-winres-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := writeNew(filepath.Join(dir, "version.h"), h, 0o644); err != nil {
		return err
	}
	if err := writeNew(filepath.Join(dir, "janggi.ico"), icon, 0o644); err != nil {
		return err
	}
	obj := filepath.Join(dir, "rsrc.syso")
	// windres runs the C preprocessor of the MinGW compiler, which this build does not need
	// otherwise; the system's gcc (also the cgo compiler of the Linux build) does the same job.
	// -c 65001: the script is UTF-8 (the product name is in Hangul).
	cmd := exec.Command(windres, "--preprocessor=gcc", "--preprocessor-arg=-E", "--preprocessor-arg=-xc",
		"--preprocessor-arg=-DRC_INVOKED", "-c", "65001", "-I", dir, "-i", rc, "-O", "coff", "-o", obj)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", windres, rc, err, msg)
	}
	data, err := os.ReadFile(obj)
	if err != nil {
		return err
	}
	return writeNew(out, data, 0o644)
}

// safeText is what a version or commit may hold: enough for any git describe output, and nothing
// that could end a C string or start a preprocessor directive in the header.
var safeText = regexp.MustCompile(`^[0-9A-Za-z][0-9A-Za-z.+_-]*$`)

// describeNumbers finds the numbers of a version that git describe made from a tag such as
// v1.2.3: 1.2.3-12-gabc1234 has the three of the tag and 12 commits since it.
var describeNumbers = regexp.MustCompile(`^v?(\d+)\.(\d+)\.(\d+)(?:-(\d+)-g[0-9a-f]+)?`)

// versionNumbers returns the four numbers of Windows' FILEVERSION (each at most 65535): the tag's
// major, minor and patch and the commits since the tag. A version with no tag (a bare commit hash)
// is 0.0.0.0, which Windows shows as such; the text version still names the commit.
func versionNumbers(version string) ([4]int, error) {
	var n [4]int
	m := describeNumbers.FindStringSubmatch(version)
	if m == nil {
		return n, nil
	}
	for i, s := range m[1:] {
		if s == "" {
			continue
		}
		v, err := strconv.Atoi(s)
		if err != nil || v > 0xFFFF {
			return n, fmt.Errorf("version %q: %s does not fit in a Windows version number (0 to 65535)", version, s)
		}
		n[i] = v
	}
	return n, nil
}

// exeName is a program's file name; description may hold any text but what would end a C string
// or a line.
var (
	exeName         = regexp.MustCompile(`^[0-9A-Za-z][0-9A-Za-z._-]*\.exe$`)
	descriptionText = regexp.MustCompile(`^[^"\\\x00-\x1f]+$`)
)

// versionHeader returns version.h, which packaging/windows/janggi.rc includes.
func versionHeader(info programInfo) ([]byte, error) {
	version := strings.TrimPrefix(info.version, "v")
	for _, f := range [][2]string{{"version", version}, {"commit", info.commit}} {
		if !safeText.MatchString(f[1]) {
			return nil, fmt.Errorf("%s %q: want letters, digits and . + _ - only", f[0], f[1])
		}
	}
	if !exeName.MatchString(info.name) {
		return nil, fmt.Errorf("name %q: want a program's file name, letters, digits and . _ - ending in .exe", info.name)
	}
	if !descriptionText.MatchString(info.description) {
		return nil, fmt.Errorf("description %q: want one line of text without \" or \\", info.description)
	}
	n, err := versionNumbers(version)
	if err != nil {
		return nil, err
	}
	return fmt.Appendf(nil, `/* Written by packaging/pack winres for packaging/windows/janggi.rc. */
#define JANGGI_VERSION_NUM %d,%d,%d,%d
#define JANGGI_VERSION_STR "%s"
#define JANGGI_COMMENTS_STR "commit %s"
#define JANGGI_FILENAME_STR "%s"
#define JANGGI_DESCRIPTION_STR "%s"
`, n[0], n[1], n[2], n[3], version, info.commit, info.name, info.description), nil
}
