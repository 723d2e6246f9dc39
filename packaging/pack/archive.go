package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Archives are reproducible: the same folder gives the same bytes on any machine, whatever the
// files' times, owners, umask or the order the file system lists them in. Entries are sorted, owned
// by root (uid 0), dated mtime (the release uses the commit's time), 0755 for folders and for
// files with any execute bit, 0644 for the rest.

func runArchive(args []string) error {
	flags := flag.NewFlagSet("archive", flag.ContinueOnError)
	out := flags.String("o", "", "the archive to write: NAME.tar.gz or NAME.zip")
	root := flags.String("root", "", "the top folder inside the archive")
	mtime := flags.String("mtime", "", "the date of every entry, in seconds since 1970 (e.g. git log -1 --format=%ct)")
	crlf := flags.Bool("crlf", false, "store .txt files with Windows line ends (CR LF) and a UTF-8 byte order mark, for Notepad")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if err := need([2]string{"o", *out}, [2]string{"root", *root}, [2]string{"mtime", *mtime}); err != nil {
		return err
	}
	if flags.NArg() != 1 {
		return fmt.Errorf("want one folder to archive, got %d arguments", flags.NArg())
	}
	sec, err := strconv.ParseInt(*mtime, 10, 64)
	if err != nil || sec < 315532800 { // zip cannot date anything before 1980
		return fmt.Errorf("-mtime %q: want seconds since 1970, from 1980 on", *mtime)
	}
	if strings.ContainsAny(*root, `/\`) || *root == "." || *root == ".." {
		return fmt.Errorf("-root %q: want a plain folder name", *root)
	}
	write := writeZip
	switch {
	case strings.HasSuffix(*out, ".tar.gz"):
		write = writeTarGz
	case !strings.HasSuffix(*out, ".zip"):
		return fmt.Errorf("-o %s: want a name ending in .tar.gz or .zip", *out)
	}
	entries, err := readTree(flags.Arg(0), *root, *crlf)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := write(&buf, entries, time.Unix(sec, 0).UTC()); err != nil {
		return err
	}
	return writeNew(*out, buf.Bytes(), 0o644)
}

// archiveEntry is one file or folder of an archive; name is slash-separated, folders end in /.
type archiveEntry struct {
	name string
	mode fs.FileMode // permission bits only
	data []byte      // nil for a folder
}

// readTree reads the folder dir into entries under root/, sorted by name. Links and other
// special files are refused: on Windows they would unpack as nothing useful.
func readTree(dir, root string, crlf bool) ([]archiveEntry, error) {
	entries := []archiveEntry{{name: root + "/", mode: 0o755}}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		if rel == "." {
			if !d.IsDir() {
				return fmt.Errorf("%s is not a folder", dir)
			}
			return nil
		}
		name := path.Join(root, filepath.ToSlash(rel))
		switch {
		case d.IsDir():
			entries = append(entries, archiveEntry{name: name + "/", mode: 0o755})
			return nil
		case !d.Type().IsRegular():
			return fmt.Errorf("%s is not a regular file or folder (%v); archives hold only those", p, d.Type())
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		mode := fs.FileMode(0o644)
		if info.Mode()&0o111 != 0 {
			mode = 0o755
		}
		if crlf && strings.HasSuffix(name, ".txt") {
			if data, err = windowsText(data); err != nil {
				return fmt.Errorf("%s: %w", p, err)
			}
		}
		entries = append(entries, archiveEntry{name: name, mode: mode, data: data})
		return nil
	})
	// WalkDir visits each folder's names in lexical order, which does not sort the full paths
	// where a name sorts below "/" ("a-b" before "a/x"): sort the paths themselves, each folder
	// without its slash, so that it comes before its contents.
	key := func(e archiveEntry) string { return strings.TrimSuffix(e.name, "/") }
	slices.SortFunc(entries, func(a, b archiveEntry) int { return strings.Compare(key(a), key(b)) })
	return entries, err
}

// windowsText returns UTF-8 text with CR LF line ends and a byte order mark: Notepad shows
// Korean text without the mark correctly only since Windows 10 1903, and other Windows editors
// still guess the encoding from it.
func windowsText(data []byte) ([]byte, error) {
	if !utf8.Valid(data) {
		return nil, fmt.Errorf("not UTF-8 text")
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	return append([]byte("\uFEFF"), bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))...), nil
}

// writeTarGz writes entries as a gzip-compressed tar, without the names, owners and times of the
// machine that made it (gzip's header holds no name or time either).
func writeTarGz(w io.Writer, entries []archiveEntry, mtime time.Time) error {
	gz, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	tw := tar.NewWriter(gz)
	for _, e := range entries {
		h := &tar.Header{Name: e.name, Mode: int64(e.mode), ModTime: mtime, Format: tar.FormatPAX}
		if e.data == nil {
			h.Typeflag = tar.TypeDir
		} else {
			h.Typeflag, h.Size = tar.TypeReg, int64(len(e.data))
		}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := tw.Write(e.data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

// writeZip writes entries as a zip, with Unix permissions (so the Linux binary in a zip would
// stay executable) and the same time on every entry.
func writeZip(w io.Writer, entries []archiveEntry, mtime time.Time) error {
	zw := zip.NewWriter(w)
	zw.RegisterCompressor(zip.Deflate, func(out io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(out, flate.BestCompression)
	})
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Modified: mtime, Method: zip.Deflate}
		if e.data == nil {
			h.Method = zip.Store
			h.SetMode(fs.ModeDir | e.mode)
		} else {
			h.SetMode(e.mode)
		}
		f, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if _, err := f.Write(e.data); err != nil {
			return err
		}
	}
	return zw.Close()
}
