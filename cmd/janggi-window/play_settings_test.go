package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"janggi/config"
)

// TestPlayListsTheSettingsProblems checks what the window gets from a settings file with many
// problems: each as a line of its own, at most config.MaxShown and a line counting the rest
// (before, all of them joined in one message the panel cut off after four lines).
func TestPlayListsTheSettingsProblems(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.toml")
	var b strings.Builder
	b.WriteString("level = 7\nskin = \"" + strings.Repeat("a", 20<<10) + "\"\n")
	for i := 0; i < 100; i++ {
		fmt.Fprintf(&b, "unknown_%d = %d\n", i, i)
	}
	os.WriteFile(path, []byte(b.String()), 0o644)
	p, err := parsePlay([]string{"--settings", path, "--autosave", ""}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.opts.Problems) != config.MaxShown+1 || p.opts.Problems[config.MaxShown] != "… and 71 more problems in "+path {
		t.Errorf("%d lines, the last %q", len(p.opts.Problems), p.opts.Problems[len(p.opts.Problems)-1])
	}
	for _, l := range p.opts.Problems {
		if len(l) > 600 {
			t.Errorf("a line of %d bytes: %.100s", len(l), l)
		}
	}
	if p.settings.Level != 7 || p.opts.Message != "" {
		t.Errorf("level %d, message %q", p.settings.Level, p.opts.Message)
	}
}

// TestPlaySettingsPath checks --settings: a file in a folder that does not exist is not made,
// nor its folders; one in a folder that exists is written and named.
func TestPlaySettingsPath(t *testing.T) {
	dir := t.TempDir()
	typo := filepath.Join(dir, "nope", "settings.toml")
	p, err := parsePlay([]string{"--settings", typo, "--autosave", ""}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if p.created != "" || len(p.opts.Problems) != 1 || !strings.Contains(p.opts.Problems[0], "no folder") {
		t.Errorf("created %q, problems %q", p.created, p.opts.Problems)
	}
	if _, err := os.Stat(filepath.Dir(typo)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the missing folder was made: %v", err)
	}
	fresh := filepath.Join(dir, "fresh.toml")
	if p, err = parsePlay([]string{"--settings", fresh, "--autosave", ""}, io.Discard); err != nil {
		t.Fatal(err)
	}
	if p.created != fresh || len(p.opts.Problems) > 0 {
		t.Errorf("created %q, problems %q", p.created, p.opts.Problems)
	}
}

// TestSettingsSaverTellsTheWindow checks that a failure to save the settings reaches the window
// (once), not only standard error.
func TestSettingsSaverTellsTheWindow(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.toml")
	os.WriteFile(path, []byte("mystery = 1\n"), 0o644)
	s, _ := config.Load(path)
	var errOut strings.Builder
	v := newSettingsSaver(path, s, &errOut)
	changed := s
	changed.Lang = config.English
	v.update(changed)
	select {
	case err := <-v.errs:
		if !errors.Is(err, config.ErrFileHasErrors) {
			t.Errorf("the window was told %v", err)
		}
	case <-time.After(2 * time.Minute): // a hang guard only
		t.Fatal("the window was not told that the settings were not saved")
	}
	changed.Lang = config.Korean
	v.update(changed)
	v.close()
	if n := strings.Count(errOut.String(), "not saved"); n != 1 {
		t.Errorf("standard error says it %d times: %q", n, errOut.String())
	}
}

// TestSettingsSaverWritesWhatTheWindowReports checks the path of a change from the window to
// the file: the settings the window reports are written as they are, auto and random kept, and
// the same settings again write nothing.
func TestSettingsSaverWritesWhatTheWindowReports(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.toml")
	os.WriteFile(path, []byte("language = \"auto\"\nside = \"random\"\n"), 0o644)
	s, problems := config.Load(path)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	v := newSettingsSaver(path, s, io.Discard)
	s.Sound = false
	v.update(s)
	v.close()
	back, problems := config.Load(path)
	if len(problems) > 0 || back != s || back.Lang != config.Auto || back.Side != config.Random {
		t.Errorf("the file reads back as %+v (%v), want %+v", back, problems, s)
	}
	if err := os.WriteFile(path, []byte("# the player's own\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	v = newSettingsSaver(path, s, io.Discard)
	v.update(s)
	v.close()
	if data, _ := os.ReadFile(path); string(data) != "# the player's own\n" {
		t.Errorf("settings as last saved were written again: %q", data)
	}
}
