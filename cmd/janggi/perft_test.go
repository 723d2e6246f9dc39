package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestPerftCommand runs the perft subcommand as a user would and checks its last line.
func TestPerftCommand(t *testing.T) {
	tests := []struct {
		args []string
		last string
	}{
		{[]string{"--depth", "3"}, "33000"},
		{[]string{"--preset", "janggicasual", "--depth", "3"}, "33316"},
		{[]string{"--preset", "casual", "--fen", "9/4k4/9/9/9/9/9/9/4K4/9 w - - 0 1", "--depth", "2", "--divide"}, "81"},
		{[]string{"--preset", "xiangqi", "--depth", "2"}, "1920"},
		{[]string{"--preset", "dobutsu", "--depth", "4"}, "976"},
		{[]string{"--preset", "twelve", "--depth", "3"}, "118"},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		if err := perft(tt.args, &out, &errOut); err != nil {
			t.Fatalf("perft %v: %v (%s)", tt.args, err, errOut.String())
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if got := lines[len(lines)-1]; got != tt.last {
			t.Errorf("perft %v: last line %q, want %q", tt.args, got, tt.last)
		}
	}
}

func TestPerftDivideLines(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := perft([]string{"--depth", "1", "--divide"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 34 || lines[0] != "a1a2: 1" || lines[len(lines)-1] != "32" {
		t.Errorf("divide output:\n%s", out.String())
	}
}

func TestPerftBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"--preset", "chess"},
		{"--fen", "not a fen"},
		{"--depth", "-1"},
		{"--depth", "x"},
		{"extra"},
	} {
		var out, errOut bytes.Buffer
		if err := perft(args, &out, &errOut); err == nil {
			t.Errorf("perft %v: no error", args)
		}
	}
}
