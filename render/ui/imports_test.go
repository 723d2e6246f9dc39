package ui

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestKitKnowsNoRoom checks what the kit imports of the project: the window's geometry, the
// embedded fonts and its own test loop, nothing else. render imports the kit, so the compiler
// already refuses a kit that imports render, even through another package (a cycle); what this
// guards is the rest: a kit that learnt of a game, its words, the settings or a scene could no
// longer be used by every room, nor tested without them.
func TestKitKnowsNoRoom(t *testing.T) {
	allowed := map[string]bool{
		"janggi/assets":                   true,
		"janggi/render/layout":            true,
		"janggi/render/internal/testloop": true,
	}
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("the kit's files: %v, %v", files, err)
	}
	for _, name := range files {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range f.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			if (path == "janggi" || strings.HasPrefix(path, "janggi/")) && !allowed[path] {
				t.Errorf("%s imports %s: the kit imports of the project only %v", name, path, allowed)
			}
		}
	}
}
