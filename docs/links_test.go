package docs

import (
	"net/url"
	"os"
	"path"
	"regexp"
	"strings"
	"testing"

	"janggi/internal/testenv"
)

// maxReadmeLines bounds README.md: it is for players first (what the game is, how to install and play,
// the settings, the two commands and the current figures); details belong in docs/.
const maxReadmeLines = 250

// mdLink matches a Markdown link or image target: [text](target) or ![alt](target).
var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestReadmeIsShort fails when README.md grows past maxReadmeLines.
func TestReadmeIsShort(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "\n"); n > maxReadmeLines {
		t.Errorf("README.md has %d lines, more than %d: move the details to docs/", n, maxReadmeLines)
	}
}

// TestLinksResolve checks every relative link of README.md, CONTRIBUTING.md and docs/*.md: the file
// it names exists in the repository, and an anchor (#heading) names a heading of that file.
func TestLinksResolve(t *testing.T) {
	files := []string{"README.md", "CONTRIBUTING.md"}
	for _, f := range testenv.RepoFiles(t, "..") {
		if strings.HasPrefix(f, "docs/") && strings.HasSuffix(f, ".md") {
			files = append(files, f)
		}
	}
	for _, f := range files {
		data, err := os.ReadFile("../" + f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			for _, m := range mdLink.FindAllStringSubmatch(line, -1) {
				target := m[1]
				if u, err := url.Parse(target); err == nil && u.Scheme != "" {
					continue // a web address: not checked here
				}
				file, anchor, _ := strings.Cut(target, "#")
				if file == "" {
					file = f
				} else {
					file = path.Join(path.Dir(f), file)
				}
				if strings.HasPrefix(file, "../") {
					t.Errorf("%s:%d: %s points outside the repository", f, i+1, target)
					continue
				}
				info, err := os.Stat("../" + file)
				if err != nil {
					t.Errorf("%s:%d: %s: no such file in the repository", f, i+1, target)
					continue
				}
				if info.IsDir() {
					continue
				}
				body, err := os.ReadFile("../" + file)
				if err != nil {
					t.Fatal(err)
				}
				if anchor != "" && strings.HasSuffix(file, ".md") && !hasAnchor(string(body), anchor) {
					t.Errorf("%s:%d: %s: %s has no heading for #%s", f, i+1, target, file, anchor)
				}
			}
		}
	}
}

// hasAnchor reports whether a Markdown text has a heading whose GitHub anchor is anchor: lower case,
// spaces as hyphens, punctuation other than hyphens and underscores dropped.
func hasAnchor(text, anchor string) bool {
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "#") {
			continue
		}
		heading := strings.TrimSpace(strings.TrimLeft(line, "#"))
		var b strings.Builder
		for _, r := range strings.ToLower(heading) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r > 127:
				b.WriteRune(r)
			}
		}
		if b.String() == anchor {
			return true
		}
	}
	return false
}

func TestHasAnchor(t *testing.T) {
	text := "# Title\n\n## Background work on a busy machine\n### The `eval_bar` key\n"
	for _, a := range []string{"title", "background-work-on-a-busy-machine", "the-eval_bar-key"} {
		if !hasAnchor(text, a) {
			t.Errorf("hasAnchor(%q) = false, want true", a)
		}
	}
	if hasAnchor(text, "memory") {
		t.Error("hasAnchor(memory) = true for a text without that heading")
	}
}
