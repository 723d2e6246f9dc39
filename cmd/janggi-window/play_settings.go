package main

import (
	"fmt"
	"io"
	"sync"

	"janggi/config"
	"janggi/internal/latest"
)

// settingsSaver writes the settings the window reports to the settings file, in its own
// goroutine so that the window's loop never waits for the disk. The window reports them whole,
// with what the player left alone as the file had it (a language on "auto", a side on "random":
// see render/settings.go), so the saver copies no field: it writes a value that differs from the
// one last saved, and the file changes only where they differ (config.Save).
type settingsSaver struct {
	path    string
	errOut  io.Writer
	saved   config.Settings      // the settings as last saved (or loaded)
	pending chan config.Settings // latest only
	done    sync.WaitGroup
	// errs tells the window, once, that the settings could not be saved (render.Options.SettingsErrors).
	errs chan error
}

// newSettingsSaver starts the saver of settings s, which the file at path holds and the window
// starts with.
func newSettingsSaver(path string, s config.Settings, errOut io.Writer) *settingsSaver {
	v := &settingsSaver{path: path, errOut: errOut, saved: s, pending: make(chan config.Settings, 1), errs: make(chan error, 1)}
	v.done.Add(1)
	go v.loop()
	return v
}

// update is render.Options.OnSettingsChanged; it never blocks.
func (v *settingsSaver) update(s config.Settings) { latest.Put(v.pending, s) }

// close writes what is pending and waits for it.
func (v *settingsSaver) close() {
	close(v.pending)
	v.done.Wait()
}

func (v *settingsSaver) loop() {
	defer v.done.Done()
	reported := false
	for s := range v.pending {
		if s == v.saved {
			continue
		}
		if err := config.Save(v.path, s); err != nil {
			if !reported {
				fmt.Fprintln(v.errOut, "janggi: the settings were not saved:", err)
				v.errs <- err // buffered for this one report: never blocks
				reported = true
			}
			continue
		}
		v.saved = s
	}
}
