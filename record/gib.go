package record

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"janggi/game"
	"janggi/game/kind"
)

// The .gib format, as Kakao Janggi and older Korean programs write it:
//
//	[대회명 "친선대국"]
//	[초차림 "상마상마"]
//	[한차림 "마상상마"]
//	[총수 "73"]
//	[대국결과 "초 완승"]
//
//	1. 71졸72 2. 49병48 3. 08마87 ... 13. 74상42병 ... 62. 85포55장군 ... 129. 한수쉼
//
// A move is the from point, the piece's Korean name, the to point, then the captured piece's
// name and 장군 when the move gives check; 한수쉼 is a pass. A point is two digits: the row
// counted from Han's back rank (1..9, then 0 for Cho's back rank, rank 1) and the file counted
// from Cho's left (1..9): "71" is a4, "08" is h1, "18" is h10. Fairy-Stockfish's Janggi notation
// numbers points the same way, and the sample games replay legally with it.
// Setups (초차림, 한차림) name both sides left to right as Cho sees the board.

// GIBPoint returns the two digits of a square as .gib notation writes it: the row from Han's
// back rank (1-9, then 0 for Cho's), then the file from Cho's left (1-9), as the board's edges
// number them: a4 is 71, h1 is 08.
func GIBPoint(s game.Square) string {
	return gibPointIn(s, newPoints)
}

// gibPointIn returns the two digits of a square in the given system.
func gibPointIn(s game.Square, sys pointSystem) string {
	switch sys {
	case oldPoints:
		return strconv.Itoa(s.File()) + strconv.Itoa((s.Rank()+1)%10)
	case oldPointsRight:
		return strconv.Itoa(game.Files-1-s.File()) + strconv.Itoa((s.Rank()+1)%10)
	}
	row := (game.Ranks - s.Rank()) % 10
	return strconv.Itoa(row) + strconv.Itoa(s.File()+1)
}

// PieceName returns the one-syllable Korean name .gib notation gives a piece (장, 사, 상, 마, 차,
// 포), with 졸 and 병 telling Cho's and Han's soldiers apart, as Korean programs write them.
func PieceName(pc game.Piece) string {
	switch pc.Type() {
	case game.Chariot:
		return "차"
	case game.Cannon:
		return "포"
	case game.Horse:
		return "마"
	case game.Elephant:
		return "상"
	case game.Guard:
		return "사"
	case game.General:
		return "장"
	case game.Soldier:
		if pc.Color() == game.Han {
			return "병"
		}
		return "졸"
	}
	return "?"
}

// WriteGIB writes a Janggi record as a .gib file in the given encoding (CP949 is what Korean
// programs read; UTF-8 keeps any character). A start position other than the four setups goes
// in a 판 header, which Korean programs read, and in a FEN header with the side to move, which
// only this program reads; a preset other than standard in a 규칙 header. A record that came
// with [기보형식 "구좌표"] keeps the header and is written in that old system of points.
// Header values cannot hold a double quote or a line break in .gib, so they become ' and a space.
func WriteGIB(w io.Writer, rec *Record, enc Encoding) error {
	if rec.Game != kind.Janggi {
		return fmt.Errorf(".gib holds Janggi games only, not %s", rec.Game)
	}
	rep, err := newReplay(rec.rules(), rec.StartFEN, false)
	if err != nil {
		return err
	}
	p := rep.p
	var b strings.Builder
	header := func(name, value string) {
		if value == "" {
			value = gibUnknown
		}
		value = gibTagEscaper.Replace(value)
		fmt.Fprintf(&b, "[%s \"%s\"]\n", name, value)
	}
	if err := rec.notesError(); err != nil {
		return err
	}
	header(gibEvent, rec.Event)
	header(gibRound, rec.Round)
	header(gibDate, gibDateOf(rec.Date))
	header(gibSite, rec.Site)
	header(gibCho, rec.Cho)
	header(gibHan, rec.Han)
	cho, okCho := p.SetupOf(game.Cho)
	han, okHan := p.SetupOf(game.Han)
	if okCho && okHan && sameBoard(rec.StartFEN, game.StartFEN(kind.Janggi, cho, han)) {
		header(gibChoSetup, cho.Korean())
		header(gibHanSetup, han.Korean())
	} else {
		header(gibBoard, gibBoardOf(p))
		header(gibFEN, p.FEN())
	}
	if rules := rec.rules(); rules.Name != "standard" {
		header(gibRules, rules.Name)
	}
	header(gibTime, rec.TimeControl)
	header(gibCount, strconv.Itoa(len(rec.Moves)))
	if r := koreanEnding(endingOfResult(rec)); r != "" {
		header(gibResult, r)
	}
	sys := newPoints
	for _, t := range rec.Tags {
		if t.Name == gibFormat && t.Value == gibOldFormat {
			sys = oldPoints // a record read in the old system is written back in it
			if rec.oldFilesRight {
				sys = oldPointsRight
			}
		}
		if t.Name != "" && t.Name != gibBoard && t.Name != gibResult && !strings.ContainsAny(t.Name, " \t\r\n\"[]") {
			header(t.Name, t.Value)
		}
	}
	b.WriteString("\n")
	for i, text := range rec.Moves {
		m, err := rep.playText(text)
		if err != nil {
			return &MoveError{Number: i + 1, Text: text, Err: err}
		}
		p.Unmake()
		mv := gibMoveIn(p, m, sys)
		p.Make(m)
		sep := " "
		if i%6 == 5 || i == len(rec.Moves)-1 {
			sep = "\n"
		}
		if c := gibComment(rec.Note(i)); c != "" {
			// An annotated move stands on a line of its own, its comment after it.
			mv += " " + c
			sep = "\n"
		}
		fmt.Fprintf(&b, "%d. %s%s", i+1, mv, sep)
	}
	out, err := encodeText(b.String(), enc)
	if err != nil {
		return fmt.Errorf(".gib: %w", err)
	}
	_, err = w.Write(out)
	return err
}

// GIBMove writes move m of position pos (before it is made) as .gib records do: the from point,
// the piece's Korean name, the to point, the name of the piece taken, and 장군 when the move gives
// check (71졸72, 74상42병, 85포55장군); a pass is 한수쉼. pos is not changed.
func GIBMove(pos *game.Position, m game.Move) string {
	return gibMoveIn(pos, m, newPoints)
}

// gibMoveIn writes a move as GIBMove does, its points in the given system.
func gibMoveIn(pos *game.Position, m game.Move, sys pointSystem) string {
	if m.IsPass() {
		return "한수쉼"
	}
	mover, taken := pos.At(m.From()), pos.At(m.To())
	mv := gibPointIn(m.From(), sys) + PieceName(mover) + gibPointIn(m.To(), sys)
	if taken != game.NoPiece {
		mv += PieceName(taken)
	}
	pos.Make(m)
	if pos.InCheck() {
		mv += "장군"
	}
	pos.Unmake()
	return mv
}

// sameBoard reports whether two FENs have the same board and side to move.
func sameBoard(a, b string) bool {
	fa, fb := strings.Fields(a), strings.Fields(b)
	return len(fa) >= 2 && len(fb) >= 2 && fa[0] == fb[0] && fa[1] == fb[1]
}

// gibDateOf writes a PGN date (2016.12.06) the way .gib files do (2016-12-06); other text stays.
func gibDateOf(d string) string {
	if pgnDate.MatchString(d) {
		return strings.ReplaceAll(d, ".", "-")
	}
	return d
}

var (
	pgnDate = regexp.MustCompile(`^\d{4}\.\d{2}\.\d{2}$`)
	gibDay  = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
)

// gibTagEscaper makes a .gib header value one line without double quotes.
var gibTagEscaper = strings.NewReplacer(`"`, "'", "\r\n", " ", "\n", " ", "\r", " ")
