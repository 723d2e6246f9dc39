package config

import (
	"encoding"
	"flag"
	"fmt"
	"strconv"
)

// Flags are the command-line flags that override the settings file for one run, and
// --settings FILE, which names the file. Register them on a FlagSet, parse it, then Load.
type Flags struct {
	fs     *flag.FlagSet
	path   string
	vals   Settings // what the flags set; only the flags given are applied
	byFlag map[string]*field
	// created is the settings file Load wrote because it was missing, or "".
	created string
}

// flagName returns the command-line flag of a settings key: the key itself, with its table
// before a dot for a key in a table ("time_control", "setup.cho", "window.width").
func (f *field) flagName() string { return f.path() }

// RegisterFlags adds to fs a flag for every settings key, named exactly as the key
// (--time_control, --setup.cho, --window.width ...), the shorter names of earlier versions as
// aliases (--time, --lang, --cho-setup, --width ...), and --settings.
func RegisterFlags(fs *flag.FlagSet) *Flags {
	f := &Flags{fs: fs, vals: Default(), byFlag: map[string]*field{}}
	fs.StringVar(&f.path, "settings", "", "the settings `FILE` (default: settings.toml in the user's config folder); a missing file is written with the defaults if its folder exists")
	for _, fd := range fields {
		var v flag.Value
		switch {
		case fd.text != nil:
			v = textFlag{fd.text(&f.vals)}
		case fd.boolean != nil:
			v = (*boolFlag)(fd.boolean(&f.vals))
		case fd.integer != nil:
			v = &intFlag{p: fd.integer(&f.vals), min: fd.min, max: fd.max}
		}
		f.byFlag[fd.flagName()] = fd
		fs.Var(v, fd.flagName(), fmt.Sprintf("%s (overrides %s in the settings file)", fd.accepted, fd.path()))
		if fd.alias != "" {
			f.byFlag[fd.alias] = fd
			fs.Var(v, fd.alias, "the same as --"+fd.flagName())
		}
	}
	return f
}

// textFlag is a flag for a setting read as text.
type textFlag struct{ p encoding.TextUnmarshaler }

// String returns the value, as flag.Value wants.
func (v textFlag) String() string {
	if v.p == nil {
		return ""
	}
	b, err := v.p.(encoding.TextMarshaler).MarshalText()
	if err != nil {
		return ""
	}
	return string(b)
}

// Set reads the flag's text.
func (v textFlag) Set(s string) error { return v.p.UnmarshalText([]byte(s)) }

// boolFlag is a true/false flag: --sound alone means --sound=true.
type boolFlag bool

// String returns the value, as flag.Value wants.
func (v *boolFlag) String() string {
	if v == nil {
		return "false"
	}
	return strconv.FormatBool(bool(*v))
}

// Set reads true or false.
func (v *boolFlag) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return fmt.Errorf("want true or false")
	}
	*v = boolFlag(b)
	return nil
}

// IsBoolFlag lets the flag be given without a value.
func (v *boolFlag) IsBoolFlag() bool { return true }

// intFlag is an integer flag with a range, so that a bad value is refused while parsing.
type intFlag struct {
	p        *int
	min, max int
}

// String returns the value, as flag.Value wants.
func (v *intFlag) String() string {
	if v.p == nil {
		return ""
	}
	return strconv.Itoa(*v.p)
}

// Set parses and range-checks the flag's text.
func (v *intFlag) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < v.min || n > v.max {
		return fmt.Errorf("want a whole number from %d to %d", v.min, v.max)
	}
	*v.p = n
	return nil
}

// Path returns the settings file to use: the --settings flag, or DefaultPath.
func (f *Flags) Path() (string, error) {
	if f.path != "" {
		return f.path, nil
	}
	return DefaultPath()
}

// Apply copies the settings whose flags were given on the command line into s.
func (f *Flags) Apply(s *Settings) {
	f.fs.Visit(func(fl *flag.Flag) {
		fd, ok := f.byFlag[fl.Name]
		if !ok {
			return
		}
		switch {
		case fd.text != nil:
			b, err := fd.text(&f.vals).(encoding.TextMarshaler).MarshalText()
			if err == nil {
				fd.text(s).UnmarshalText(b)
			}
		case fd.boolean != nil:
			*fd.boolean(s) = *fd.boolean(&f.vals)
		case fd.integer != nil:
			*fd.integer(s) = *fd.integer(&f.vals)
		}
	})
}

// Load reads the settings file that Path names and applies the flags. It always returns usable
// settings: the problems it met (each with the file, line, key and accepted values) are for the
// window to show, not reasons to stop. A missing file is written with commented defaults: the
// usual one with its folder on a first run, a file named by --settings only in a folder that
// exists (a mistyped path makes no folders), which Created then names.
func (f *Flags) Load() (s Settings, path string, problems []*Error) {
	path, err := f.Path()
	if err != nil {
		s = Default()
		problems = []*Error{{Path: "settings", Err: err}}
	} else {
		var created bool
		s, created, problems = loadOrCreate(path, f.path == "")
		if created && f.path != "" {
			f.created = path
		}
	}
	f.Apply(&s)
	return s, path, problems
}

// Created returns the file named by --settings that Load wrote because it did not exist, or "".
func (f *Flags) Created() string { return f.created }
