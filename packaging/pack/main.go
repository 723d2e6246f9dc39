// Command pack makes the parts of a janggi release that shell tools make badly or differently on
// every machine: the Windows .ico and the Linux hicolor icons from assets/icon.png, the Windows
// resources (icon and version) as a .syso for go build, the licences of every Go module linked into a binary,
// byte-for-byte reproducible .tar.gz and .zip archives, and a check that a Windows .exe carries
// its icon and version. scripts/release.sh runs it; docs/release.md describes the release.
//
// Usage:
//
//	pack icons -src assets/icon.png -ico OUT.ico -hicolor DIR
//	pack winres -version V -commit C -rc packaging/windows/janggi.rc -ico janggi.ico -name NAME.exe -description TEXT -o OUT.syso
//	pack licenses -o DIR [-tags T] [-asset NAME=FILE]... PACKAGE...
//	pack archive -o OUT.tar.gz|OUT.zip -root NAME -mtime UNIX [-crlf] DIR
//	pack checkexe -version V -name NAME.exe -subsystem gui|console FILE.exe
//	pack winver -version V
//
// pack licenses lists the packages for the GOOS, GOARCH and CGO_ENABLED of its environment, as
// go build would. No command overwrites a file: each refuses an output that already exists.
package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
)

// subcommand is one of pack's commands; run gets the arguments after its name.
type subcommand struct {
	usage string
	run   func(args []string) error
}

var subcommands = map[string]subcommand{
	"icons":    {"icons -src PNG -ico OUT.ico -hicolor DIR: the Windows icon and the Linux hicolor PNGs", runIcons},
	"winres":   {"winres -version V -commit C -rc RC -ico ICO -name NAME.exe -description TEXT -o OUT.syso: compile the Windows resources (icon, version)", runWinres},
	"winver":   {"winver -version V: print the four numbers of Windows' version of V (for the installer)", runWinver},
	"licenses": {"licenses -o DIR [-tags T] [-asset NAME=FILE]... PACKAGE...: copy the licences of everything linked", runLicenses},
	"archive":  {"archive -o OUT.tar.gz|OUT.zip -root NAME -mtime UNIX [-crlf] DIR: a reproducible archive of DIR", runArchive},
	"checkexe": {"checkexe -version V -name NAME.exe -subsystem gui|console FILE.exe: check a Windows program's kind, icon and version", runCheckExe},
}

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	cmd, ok := subcommands[os.Args[1]]
	if !ok {
		fmt.Fprintf(os.Stderr, "pack: unknown command %q\n", os.Args[1])
		usage()
		os.Exit(2)
	}
	if err := cmd.run(os.Args[2:]); err != nil {
		fmt.Fprintf(os.Stderr, "pack %s: %v\n", os.Args[1], err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: pack command [flags]\n\ncommands:")
	names := make([]string, 0, len(subcommands))
	for n := range subcommands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(os.Stderr, "  %s\n", subcommands[n].usage)
	}
}

// writeNew writes data to a file that must not exist yet: a release is made into fresh folders,
// so an existing file means a mistake (a stale build, two outputs with one name) to report, not
// to paper over. A file left half-written by a failed write is removed.
func writeNew(path string, data []byte, perm fs.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s already exists; remove it first", path)
	}
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// need returns an error naming the first required flag left empty.
func need(flags ...[2]string) error {
	for _, f := range flags {
		if f[1] == "" {
			return fmt.Errorf("-%s is required", f[0])
		}
	}
	return nil
}
