package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"janggi/internal/testenv"
)

// nsisLine is one instruction of an NSIS script: its words, quotes removed, and the section it
// is in ("" outside any, "Uninstall" for the uninstaller's).
type nsisLine struct {
	words   []string
	section string
	flags   string // the section's own flags (/o: not chosen by default)
}

// readNSIS reads the instructions of an NSIS script, with the !define'd names it uses replaced by
// their values. It knows what janggi.nsi uses: words, strings in double, single or back quotes,
// comments after ; at the start of a line, and ${NAME} from !define NAME VALUE.
func readNSIS(t *testing.T, path string) []nsisLine {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	defines := map[string]string{}
	var out []nsisLine
	section, flags := "", ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, ";") {
			continue
		}
		words := nsisWords(t, line)
		for i, w := range words {
			for name, v := range defines {
				w = strings.ReplaceAll(w, "${"+name+"}", v)
			}
			words[i] = w
		}
		switch words[0] {
		case "!define":
			if len(words) == 3 {
				defines[words[1]] = words[2]
			}
			continue
		case "Section":
			rest := words[1:]
			flags = ""
			if len(rest) > 0 && strings.HasPrefix(rest[0], "/") {
				flags, rest = rest[0], rest[1:]
			}
			section = rest[0]
			continue
		case "SectionEnd":
			section, flags = "", ""
			continue
		}
		out = append(out, nsisLine{words, section, flags})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// nsisWords splits a line into words, a quoted string being one word without its quotes.
func nsisWords(t *testing.T, line string) []string {
	t.Helper()
	var words []string
	for line = strings.TrimSpace(line); line != ""; line = strings.TrimSpace(line) {
		if q := line[0]; q == '"' || q == '\'' || q == '`' {
			end := strings.IndexByte(line[1:], q)
			if end < 0 {
				t.Fatalf("unterminated string in %q", line)
			}
			words = append(words, line[1:1+end])
			line = line[2+end:]
			continue
		}
		end := strings.IndexAny(line, " \t")
		if end < 0 {
			end = len(line)
		}
		words = append(words, line[:end])
		line = line[end:]
	}
	return words
}

// TestInstallerScript reads packaging/windows/janggi.nsi, the Windows installer, as NSIS would,
// and checks what it does on the player's machine: installs for the player alone, writing only
// under HKEY_CURRENT_USER; makes the Start-menu shortcut, and the desktop one only when chosen,
// both to the window's program (no console); opens .gib with the window (--open); lists itself
// in Apps with its uninstaller; and that the uninstaller takes away every file, shortcut and
// registry key the installer made.
func TestInstallerScript(t *testing.T) {
	lines := readNSIS(t, "../windows/janggi.nsi")
	const progID = `Software\Classes\Janggi.Record`
	const uninstKey = `Software\Microsoft\Windows\CurrentVersion\Uninstall\Janggi`
	const window = `$INSTDIR\janggi-window.exe`
	top := map[string][]string{}
	type regValue struct{ key, name string }
	written := map[regValue]string{}
	var deletedKeys []string
	deletedValues := map[regValue]bool{}
	var files, removed, shortcuts []string
	desktopOptional := false
	for _, l := range lines {
		w := l.words
		install := l.section != "" && l.section != "Uninstall"
		if l.section == "" {
			top[w[0]] = w[1:]
		}
		if strings.HasPrefix(w[0], "WriteReg") || strings.HasPrefix(w[0], "DeleteReg") || w[0] == "ReadRegStr" {
			root := w[1]
			if w[0] == "ReadRegStr" {
				root = w[2]
			}
			if w[0] == "DeleteRegKey" && strings.HasPrefix(root, "/") {
				root = w[2]
				w = append([]string{w[0]}, w[2:]...)
			}
			if root != "HKCU" {
				t.Errorf("%v: writes under %s; a per-user install keeps to HKCU", l.words, root)
				continue
			}
		}
		switch {
		case w[0] == "WriteRegStr" || w[0] == "WriteRegDWORD":
			if !install {
				t.Errorf("%v outside the installer's sections", w)
			}
			written[regValue{w[2], w[3]}] = w[4]
		case w[0] == "DeleteRegKey" && l.section == "Uninstall":
			deletedKeys = append(deletedKeys, w[2])
		case w[0] == "DeleteRegValue" && l.section == "Uninstall":
			deletedValues[regValue{w[2], w[3]}] = true
		case w[0] == "File" && install:
			if w[1] == "/r" {
				files = append(files, `$INSTDIR\`+filepath.Base(strings.ReplaceAll(w[2], `\`, "/"))+`\`)
			} else {
				files = append(files, `$INSTDIR\`+filepath.Base(strings.ReplaceAll(w[1], `\`, "/")))
			}
		case w[0] == "WriteUninstaller" && install:
			files = append(files, w[1])
		case w[0] == "Delete" && l.section == "Uninstall":
			removed = append(removed, w[1])
		case w[0] == "RMDir" && w[1] == "/r" && l.section == "Uninstall":
			removed = append(removed, w[2]+`\`)
		case w[0] == "CreateShortCut" && install:
			if w[2] != window {
				t.Errorf("the shortcut %s starts %s, want the window's program %s (no console)", w[1], w[2], window)
			}
			shortcuts = append(shortcuts, w[1])
			if strings.HasPrefix(w[1], `$DESKTOP\`) {
				desktopOptional = l.flags == "/o"
			}
		}
	}
	if got := top["RequestExecutionLevel"]; !slices.Equal(got, []string{"user"}) {
		t.Errorf("RequestExecutionLevel %v, want user: installing must not need administrator rights", got)
	}
	if got := top["InstallDir"]; !slices.Equal(got, []string{`$LOCALAPPDATA\Programs\Janggi`}) {
		t.Errorf(`InstallDir %v, want $LOCALAPPDATA\Programs\Janggi, where per-user programs go`, got)
	}
	if !slices.Contains(shortcuts, `$SMPROGRAMS\Janggi.lnk`) {
		t.Errorf("no Start-menu shortcut among %v", shortcuts)
	}
	if !slices.Contains(shortcuts, `$DESKTOP\Janggi.lnk`) || !desktopOptional {
		t.Errorf("the desktop shortcut: made %v, in a section chosen by the player %v", slices.Contains(shortcuts, `$DESKTOP\Janggi.lnk`), desktopOptional)
	}
	for _, s := range shortcuts {
		if !slices.Contains(removed, s) {
			t.Errorf("the uninstaller leaves the shortcut %s", s)
		}
	}
	for _, want := range []struct{ key, name, value string }{
		{`Software\Classes\.gib`, "", "Janggi.Record"},
		{progID + `\shell\open\command`, "", `"` + window + `" --open "%1"`},
		{progID + `\DefaultIcon`, "", `"` + window + `",0`},
		{`Software\Classes\.pgn\OpenWithProgids`, "Janggi.Record", ""},
		{uninstKey, "DisplayName", "Janggi 장기"},
		{uninstKey, "UninstallString", `"$INSTDIR\uninstall.exe"`},
		{uninstKey, "QuietUninstallString", `"$INSTDIR\uninstall.exe" /S`},
		{uninstKey, "InstallLocation", "$INSTDIR"},
	} {
		if got, ok := written[regValue{want.key, want.name}]; !ok || got != want.value {
			t.Errorf(`HKCU\%s "%s" = %q (written %v), want %q`, want.key, want.name, got, ok, want.value)
		}
	}
	// Everything written goes: its key, a key above it, or the value itself.
	for v := range written {
		gone := deletedValues[v]
		for _, k := range deletedKeys {
			if v.key == k || strings.HasPrefix(v.key, k+`\`) {
				gone = true
			}
		}
		if !gone {
			t.Errorf(`the uninstaller leaves HKCU\%s "%s"`, v.key, v.name)
		}
	}
	// .pgn is chess's too: its key is never deleted whole, only emptied of Janggi.
	for _, k := range deletedKeys {
		if k == `Software\Classes\.pgn` || k == `Software\Classes\.gib` {
			found := false
			for _, l := range lines {
				if l.section == "Uninstall" && l.words[0] == "DeleteRegKey" && l.words[1] == "/ifempty" && l.words[3] == k {
					found = true
				}
			}
			if !found {
				t.Errorf(`the uninstaller deletes HKCU\%s whole, with what other programs put there`, k)
			}
		}
	}
	sort.Strings(files)
	for _, f := range files {
		if !slices.Contains(removed, f) {
			t.Errorf("the uninstaller leaves %s", f)
		}
	}
	for _, want := range []string{`$INSTDIR\janggi.exe`, `$INSTDIR\janggi-window.exe`, `$INSTDIR\licenses\`, `$INSTDIR\uninstall.exe`} {
		if !slices.Contains(files, want) {
			t.Errorf("the installer does not install %s (it installs %v)", want, files)
		}
	}
}

// TestInstallerBuilds compiles the installer with makensis from stand-ins for the programs and
// lists it with 7-Zip, which reads NSIS installers: every file the release's Windows folder holds
// is in it, with the uninstaller.
func TestInstallerBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("runs makensis")
	}
	sevenZip := ""
	for _, name := range []string{"7zz", "7z"} {
		if p, err := exec.LookPath(name); err == nil {
			sevenZip = p
			break
		}
	}
	if _, err := exec.LookPath("makensis"); err != nil || sevenZip == "" {
		testenv.Unavailable(t, testenv.RequireTools, "makensis or 7-Zip is not installed (Debian packages nsis and 7zip; scripts/deps.sh test installs them)")
	}
	dir := t.TempDir()
	files := filepath.Join(dir, "windows")
	want := []string{"janggi.exe", "janggi-window.exe", "HOW-TO-PLAY.txt", "LICENSE", "licenses/README.txt", "licenses/go/LICENSE"}
	for _, f := range want {
		p := filepath.Join(files, f)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	icoPath := gameICO(t, dir)
	out := filepath.Join(dir, "janggi-1.2.3-windows-amd64-setup.exe")
	cmd := exec.Command("makensis", "-V2", "-WX", "-INPUTCHARSET", "UTF8", "-DVERSION=1.2.3", "-DVERSION4=1.2.3.0",
		"-DFILES="+files, "-DICON="+icoPath, "-DOUTFILE="+out, "../windows/janggi.nsi")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("makensis: %v\n%s", err, msg)
	}
	list, err := exec.Command(sevenZip, "l", "-ba", "-slt", out).Output()
	if err != nil {
		t.Fatalf("%s l %s: %v", sevenZip, out, err)
	}
	var got []string
	for _, l := range strings.Split(string(list), "\n") {
		if p, ok := strings.CutPrefix(l, "Path = "); ok && !strings.HasPrefix(p, "$PLUGINSDIR") {
			got = append(got, p)
		}
	}
	want = append(want, "uninstall.exe")
	sort.Strings(got)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		t.Errorf("the installer holds %q, want %q", got, want)
	}
}
