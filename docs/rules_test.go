package docs

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/tutorial"
	"janggi/render/i18n"
)

// rules/checklist.tsv lists each rule statement a player reads (the tutorial, the help, the
// README's rules, HOW-TO-PLAY, the new-game screen's preset descriptions) with the rule page it
// comes from. Its columns:
//
//	id         a name, unique
//	statement  what the rule says, in short
//	where      the text: lesson:ID:STEP (the tutorial, steps from 1), i18n:KEY (see checklistTexts),
//	           preset:NAME (its description on the new-game screen) or file:PATH (in the repository)
//	ko, en     words the Korean and the English text hold ("-": a file in one language)
//	source     the page it comes from: a file of rules/sources/, or rules.md where they are silent
//	line, quote the line of that page (from 1) and words it holds
//	rules, pieces, play, expect  a position that shows the rule, where the rules core can: the
//	           preset (or twelve), the pieces as the tutorial writes them ("Ke2 kd10", "start"),
//	           moves played first, and legal:MOVE, illegal:MOVE, end:REASON:WINNER (cho, han or draw),
//	           points:CHO:HAN or count:CHO:HAN (pieces on the board)
type checkRow struct {
	id, statement, where, ko, en, source string
	line                                 int
	quote, rules, pieces, play, expect   string
}

func readChecklist(t *testing.T) []checkRow {
	t.Helper()
	data, err := os.ReadFile("rules/checklist.tsv")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	var rows []checkRow
	ids := map[string]bool{}
	for n, ln := range lines[1:] {
		f := strings.Split(ln, "\t")
		if len(f) != 12 {
			t.Fatalf("checklist line %d: %d fields, want 12", n+2, len(f))
		}
		r := checkRow{id: f[0], statement: f[1], where: f[2], ko: f[3], en: f[4], source: f[5], quote: f[7],
			rules: f[8], pieces: f[9], play: f[10], expect: f[11]}
		if r.line, err = strconv.Atoi(f[6]); err != nil {
			t.Fatalf("checklist line %d: the line %q is no number", n+2, f[6])
		}
		if ids[r.id] {
			t.Fatalf("checklist line %d: the id %s is used twice", n+2, r.id)
		}
		ids[r.id] = true
		rows = append(rows, r)
	}
	return rows
}

// checklistTexts are the interface's texts the checklist names as i18n:KEY.
func checklistTexts() map[string]i18n.Text {
	m := map[string]i18n.Text{"CampHelp": i18n.CampHelp}
	for _, g := range i18n.Glossary {
		name, _, _ := strings.Cut(g.En, ":")
		m["Glossary."+strings.ToLower(name)] = g
	}
	for r := game.Reason(1); r.String() != "" && !strings.HasPrefix(r.String(), "Reason("); r++ {
		m["Reason.twelve."+r.String()] = i18n.Text{Ko: i18n.Reason(kind.Twelve, i18n.Korean, r), En: i18n.Reason(kind.Twelve, i18n.English, r)}
	}
	return m
}

// textsAt returns the Korean and English text a checklist row's where names.
func textsAt(where string) (ko, en string, err error) {
	kindOf, key, _ := strings.Cut(where, ":")
	switch kindOf {
	case "lesson":
		id, step, _ := strings.Cut(key, ":")
		n, err := strconv.Atoi(step)
		if err != nil {
			return "", "", fmt.Errorf("step %q is no number", step)
		}
		for _, l := range tutorial.Lessons() {
			if l.ID == id {
				if n < 1 || n > len(l.Steps) {
					return "", "", fmt.Errorf("lesson %s has no step %d", id, n)
				}
				return l.Steps[n-1].Text.Ko, l.Steps[n-1].Text.En, nil
			}
		}
		return "", "", fmt.Errorf("no lesson %s", id)
	case "i18n":
		t, ok := checklistTexts()[key]
		if !ok {
			return "", "", fmt.Errorf("no text %s", key)
		}
		return t.Ko, t.En, nil
	case "preset":
		r, err := game.Preset(key)
		if err != nil {
			return "", "", err
		}
		return i18n.Description(i18n.Korean, r), i18n.Description(i18n.English, r), nil
	case "file":
		data, err := os.ReadFile("../" + key)
		return string(data), string(data), err
	}
	return "", "", fmt.Errorf("where %q is none of lesson:, i18n:, preset:, file:", where)
}

// TestRuleChecklist holds each statement of rules/checklist.tsv to its text in both languages,
// to the line of the rule page it comes from, and, where the rules core can show it, to a
// position.
func TestRuleChecklist(t *testing.T) {
	rows := readChecklist(t)
	if len(rows) < 40 {
		t.Errorf("%d statements in the checklist, want the 40 and more it had", len(rows))
	}
	for _, r := range rows {
		src := "rules/sources/" + r.source
		if r.source == "rules.md" {
			src = "rules.md"
		}
		data, err := os.ReadFile(src)
		if err != nil {
			t.Errorf("%s: source: %v", r.id, err)
		} else if lines := strings.Split(string(data), "\n"); r.line < 1 || r.line > len(lines) {
			t.Errorf("%s: %s has no line %d", r.id, src, r.line)
		} else if !strings.Contains(lines[r.line-1], r.quote) {
			t.Errorf("%s: line %d of %s does not say %q:\n%s", r.id, r.line, src, r.quote, lines[r.line-1])
		}
		ko, en, err := textsAt(r.where)
		if err != nil {
			t.Errorf("%s: %s: %v", r.id, r.where, err)
			continue
		}
		for _, c := range []struct{ lang, want, text string }{{"Korean", r.ko, ko}, {"English", r.en, en}} {
			if c.want == "-" && strings.HasPrefix(r.where, "file:") {
				continue
			}
			if c.want == "" || c.want == "-" || c.text == "" || !strings.Contains(c.text, c.want) {
				t.Errorf("%s: the %s text of %s does not say %q:\n%s", r.id, c.lang, r.where, c.want, c.text)
			}
		}
		if r.rules != "" {
			if err := checkPosition(r); err != nil {
				t.Errorf("%s (%s): %v", r.id, r.statement, err)
			}
		}
	}
}

// checkPosition plays a row's moves on its position and checks what it expects.
func checkPosition(r checkRow) error {
	rules, err := port.Lookup(r.rules)
	if err != nil {
		return err
	}
	fen := rules.StartFEN()
	if r.pieces != "start" {
		st := tutorial.Step{Game: rules.Game(), Pieces: r.pieces}
		if fen, err = st.FEN(); err != nil {
			return err
		}
	}
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		return err
	}
	for _, w := range strings.Fields(r.play) {
		m, err := pos.ParseMove(w)
		if err != nil {
			return fmt.Errorf("playing %s: %v", w, err)
		}
		pos.Make(m)
	}
	what, arg, _ := strings.Cut(r.expect, ":")
	switch what {
	case "legal", "illegal":
		_, err := pos.ParseMove(arg)
		if (err == nil) != (what == "legal") {
			return fmt.Errorf("%s in %s: %v, want %s", arg, pos.FEN(), err, what)
		}
	case "end":
		reason, winner, _ := strings.Cut(arg, ":")
		res := pos.Result()
		want := map[string]game.Outcome{"cho": game.ChoWins, "han": game.HanWins, "draw": game.Draw}[winner]
		if !res.Over() || res.Reason.String() != reason || res.Outcome != want {
			return fmt.Errorf("%s: the game stands %v (%v), want %s", pos.FEN(), res.Outcome, res.Reason, arg)
		}
	case "points":
		pts, ok := pos.Points()
		if got := fmt.Sprintf("%v:%v", pts[0], pts[1]); !ok || got != arg {
			return fmt.Errorf("points %s, want %s", got, arg)
		}
	case "count":
		board, _, _ := strings.Cut(pos.FEN(), " ")
		board, _, _ = strings.Cut(board, "[")
		var n [2]int
		for _, c := range board {
			switch {
			case c >= 'A' && c <= 'Z':
				n[0]++
			case c >= 'a' && c <= 'z':
				n[1]++
			}
		}
		if got := fmt.Sprintf("%d:%d", n[0], n[1]); got != arg {
			return fmt.Errorf("pieces %s, want %s", got, arg)
		}
	default:
		return fmt.Errorf("expect %q is none of legal:, illegal:, end:, points:, count:", r.expect)
	}
	return nil
}
