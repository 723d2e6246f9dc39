// Package config is the settings file: the player's choices of game, rules preset, mode, side,
// setups, AI level, time control, pieces, language, sound, hints and window size, kept in a TOML
// file in the user's config folder and overridden for one run by command-line flags.
//
//	fs := flag.NewFlagSet("play", flag.ExitOnError)
//	flags := config.RegisterFlags(fs) // --settings FILE, --skin, --level, --time_control, ...
//	fs.Parse(os.Args[2:])
//	s, path, problems := flags.Load() // first run: writes the defaults, every key commented
//	for _, p := range problems {
//		// e.g. settings.toml:7: skin = "wood": unknown skin "wood" (accepted: hanja, pictogram)
//	}
//	...
//	err := config.Save(path, s) // after the player changed something in the window
//
// Reading never fails: each bad value keeps its default and is reported with its line, key and
// the accepted values, so the game starts and the window shows what to fix. Saving rewrites only
// the values that changed, keeping the player's comments, and never touches a file that could not
// be read cleanly. Every setting type implements encoding.TextUnmarshaler, so package game and
// package clock stay free of TOML.
package config
