package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"janggi/internal/testenv"
)

// unpackedLinux lays out what the Linux archive holds for install.sh: the script, the menu
// entry, the file type, the icons and stand-ins for the game and its window.
func unpackedLinux(t *testing.T, dir string) {
	t.Helper()
	for _, f := range []string{"install.sh", "janggi.desktop", "mime/janggi.xml"} {
		data, err := os.ReadFile(filepath.Join("../linux", f))
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Dir(filepath.Join(dir, f)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, f), data, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"janggi", "janggi-window"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("#!/bin/sh\necho "+f+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := writeHicolor(filepath.Join(dir, "icons", "hicolor"), gameIcon(t)); err != nil {
		t.Fatal(err)
	}
}

// runInstall runs install.sh with HOME set to home and no XDG folders set.
func runInstall(t *testing.T, dir, home string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command("sh", append([]string{filepath.Join(dir, "install.sh")}, args...)...)
	cmd.Dir = t.TempDir() // not the unpacked folder: the script must find its files by itself
	var env []string
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "XDG_") && !strings.HasPrefix(e, "HOME=") {
			env = append(env, e)
		}
	}
	cmd.Env = append(env, "HOME="+home)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// TestInstallScript installs into a home folder whose name has a space, checks the installed
// files and the menu entry's Exec line (and, where desktop-file-validate is installed, the
// entry), installs again over them, then uninstalls.
func TestInstallScript(t *testing.T) {
	testenv.Programs(t, testenv.RequireTools, "install.sh needs it: Debian package mawk or gawk", "awk")
	dir := t.TempDir()
	unpackedLinux(t, dir)
	home := filepath.Join(t.TempDir(), "my home")
	out, err := runInstall(t, dir, home)
	if err != nil {
		t.Fatalf("install.sh: %v\n%s", err, out)
	}
	bin := filepath.Join(home, ".local/bin/janggi")
	window := filepath.Join(home, ".local/bin/janggi-window")
	entry := filepath.Join(home, ".local/share/applications/janggi.desktop")
	mime := filepath.Join(home, ".local/share/mime/packages/janggi.xml")
	for _, f := range []string{bin, window} {
		if st, err := os.Stat(f); err != nil || st.Mode().Perm() != 0o755 {
			t.Errorf("installed program %s: %v %v, want mode 0755", f, st, err)
		}
	}
	if st, err := os.Stat(mime); err != nil || st.Mode().Perm() != 0o644 {
		t.Errorf("installed file type: %v %v, want mode 0644", st, err)
	}
	for _, s := range hicolorSizes {
		icon := filepath.Join(home, ".local/share/icons/hicolor", fmt.Sprintf("%dx%d", s, s), "apps/janggi.png")
		if _, err := os.Stat(icon); err != nil {
			t.Errorf("icon %d: %v", s, err)
		}
	}
	data, err := os.ReadFile(entry)
	if err != nil {
		t.Fatal(err)
	}
	if want := "\nExec=\"" + bin + "\" %f\n"; !strings.Contains(string(data), want) {
		t.Errorf("menu entry lacks %q:\n%s", want, data)
	}
	if !strings.Contains(string(data), "\nIcon=janggi\n") || !strings.Contains(string(data), "\nName[ko]=장기\n") {
		t.Errorf("menu entry lost its other keys:\n%s", data)
	}
	if testenv.Has(t, testenv.RequireTools, "Debian package desktop-file-utils", "desktop-file-validate") {
		if msg, err := exec.Command("desktop-file-validate", entry).CombinedOutput(); err != nil || len(msg) > 0 {
			t.Errorf("desktop-file-validate: %v\n%s", err, msg)
		}
	}
	if !strings.Contains(out, "adding "+bin) {
		t.Errorf("install.sh did not say what it added:\n%s", out)
	}
	out, err = runInstall(t, dir, home)
	if err != nil || !strings.Contains(out, "replacing "+bin) {
		t.Errorf("installing again: %v, want it to say it replaces the program:\n%s", err, out)
	}
	leftovers, _ := filepath.Glob(filepath.Join(home, ".local/*/*.new.*"))
	if len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}

	settings := filepath.Join(home, ".config/janggi/settings.toml")
	os.MkdirAll(filepath.Dir(settings), 0o755)
	os.WriteFile(settings, []byte("level = 5\n"), 0o644)
	out, err = runInstall(t, dir, home, "--uninstall")
	if err != nil {
		t.Fatalf("install.sh --uninstall: %v\n%s", err, out)
	}
	for _, gone := range []string{bin, window, entry, mime, filepath.Join(home, ".local/share/icons/hicolor/16x16/apps/janggi.png")} {
		if _, err := os.Stat(gone); err == nil {
			t.Errorf("%s is still there after --uninstall", gone)
		}
	}
	if _, err := os.Stat(settings); err != nil {
		t.Errorf("--uninstall removed the settings: %v", err)
	}

	if out, err := runInstall(t, dir, filepath.Join(t.TempDir(), `a"b`)); err == nil || !strings.Contains(out, "cannot hold") {
		t.Errorf("install.sh into a folder with a quote: %v, want a refusal\n%s", err, out)
	}
	if out, err := runInstall(t, dir, home, "--frobnicate"); err == nil || !strings.Contains(out, "unknown argument --frobnicate") {
		t.Errorf("install.sh --frobnicate: %v, want an error naming it\n%s", err, out)
	}
}
