package main

import (
	"errors"
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"

	"janggi/config"
)

// TestTheManualNamesTheWindowsOptions: the manual (packaging/linux/janggi.6) names every option of
// the window but the settings' own, which it sums up ("every setting has one").
func TestTheManualNamesTheWindowsOptions(t *testing.T) {
	data, err := os.ReadFile("../../packaging/linux/janggi.6")
	if err != nil {
		t.Fatal(err)
	}
	man := strings.ReplaceAll(string(data), `\-`, "-")
	var usage strings.Builder
	if _, err := parsePlay([]string{"-h"}, &usage); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("play -h: %v", err)
	}
	settings := flag.NewFlagSet("settings", flag.ContinueOnError)
	config.RegisterFlags(settings)
	names := regexp.MustCompile(`(?m)^  -([a-z][a-z._-]*)`).FindAllStringSubmatch(usage.String(), -1)
	if len(names) < 10 {
		t.Fatalf("play -h lists %d options:\n%s", len(names), usage.String())
	}
	for _, m := range names {
		if settings.Lookup(m[1]) == nil && !strings.Contains(man, "--"+m[1]) {
			t.Errorf("the manual does not name the window's option --%s", m[1])
		}
	}
}
