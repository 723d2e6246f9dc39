package main

import (
	"flag"
	"fmt"
	"os"

	"janggi/internal/version"
)

func init() {
	addCommand("version", "print the version and commit (also: janggi --version)", runVersion)
}

func runVersion(args []string) error {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("version: unexpected argument %q", fs.Arg(0))
	}
	version.Print(os.Stdout, version.Get())
	return nil
}
