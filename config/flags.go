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
}

// RegisterFlags adds a flag for every setting (named as in janggi play -h: --skin, --level,
// --time, --cho-setup ...) and --settings to fs.
func RegisterFlags(fs *flag.FlagSet) *Flags {
	f := &Flags{fs: fs, vals: Default(), byFlag: map[string]*field{}}
	fs.StringVar(&f.path, "settings", "", "the settings file (default: settings.toml in the user's config folder)")
	for _, fd := range fields {
		f.byFlag[fd.flag] = fd
		usage := fmt.Sprintf("%s: %s (overrides %s in the settings file)", fd.path(), fd.accepted, fd.path())
		switch {
		case fd.text != nil:
			v := fd.text(&f.vals)
			fs.TextVar(v, fd.flag, v.(encoding.TextMarshaler), usage)
		case fd.boolean != nil:
			fs.BoolVar(fd.boolean(&f.vals), fd.flag, *fd.boolean(&f.vals), usage)
		case fd.integer != nil:
			fs.Var(&intFlag{p: fd.integer(&f.vals), min: fd.min, max: fd.max}, fd.flag, usage)
		}
	}
	return f
}

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

// Load reads the settings file that Path names, creating it with commented defaults on a first
// run, and applies the flags. It always returns usable settings: the problems it met (each with
// the file, line, key and accepted values) are for the window to show, not reasons to stop.
func (f *Flags) Load() (s Settings, path string, problems []*Error) {
	path, err := f.Path()
	if err != nil {
		s = Default()
		problems = []*Error{{Path: "settings", Err: err}}
	} else {
		s, problems = LoadOrCreate(path)
	}
	f.Apply(&s)
	return s, path, problems
}
