package config_test

import (
	"fmt"

	"janggi/config"
)

func ExampleParse() {
	s, problems := config.Parse("settings.toml", "skin = \"pictogram\"\nlevel = 12\n\n[setup]\ncho = \"상마상마\"\n")
	fmt.Println(s.Skin, s.Level, s.Setups[0].Korean())
	for _, p := range problems {
		fmt.Println(p)
	}
	// Output:
	// pictogram 3 상마상마
	// settings.toml:2: level = 12: 12 is out of range (accepted: a whole number from 1 to 10)
}
