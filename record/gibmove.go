package record

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"janggi/game"
)

// A .gib move names its from point, the mover, its to point, and what it takes:
//
//	79졸78          a soldier from 79 to 78 (Korean programs)
//	74상42병        an elephant takes a soldier; also written 74상42타졸 (타, "hits")
//	01차21타차장군  a chariot takes a chariot, giving check (장군)
//	79卒78 79楚卒78 03漢車93장군 79초졸78   hanja names, with or without a side mark
//	i3卒h3          Kakao's exports: a letter for the file (a-i) and a digit for the row
//	한수쉼          a pass
//
// The reader checks the names against the board and lets the board decide the side: some
// records swap the soldiers' names (병 for Cho's, 졸 for Han's) or mark the sides the other way.

// gibPieceNames maps every piece name seen in .gib moves, Korean and hanja, to its type.
// 楚 and 漢 (and 초, 한) name the generals; they also stand before a piece as a side mark.
var gibPieceNames = map[rune]game.PieceType{
	'차': game.Chariot, '車': game.Chariot, '俥': game.Chariot, '车': game.Chariot,
	'포': game.Cannon, '包': game.Cannon, '砲': game.Cannon, '炮': game.Cannon,
	'마': game.Horse, '馬': game.Horse, '傌': game.Horse, '马': game.Horse,
	'상': game.Elephant, '象': game.Elephant, '相': game.Elephant,
	'사': game.Guard, '士': game.Guard, '仕': game.Guard,
	'장': game.General, '將': game.General, '帥': game.General, '帅': game.General, '将': game.General,
	'궁': game.General, '왕': game.General, '楚': game.General, '漢': game.General, '汉': game.General,
	'초': game.General, '한': game.General,
	'졸': game.Soldier, '卒': game.Soldier, '병': game.Soldier, '兵': game.Soldier,
}

// gibSideMarks can precede a piece name ("79楚卒78"); the value is the side it names.
var gibSideMarks = map[rune]game.Color{'楚': game.Cho, '漢': game.Han, '汉': game.Han, '초': game.Cho, '한': game.Han}

// gibAnnotations are words appended to a move that say something about it but not which move it is.
var gibAnnotations = []string{"장군", "멍군", "외통", "빅장", "+", "#", "!", "?"}

// gibPass lists the ways records write a pass.
var gibPass = map[string]bool{"한수쉼": true, "한수": true, "수쉼": true, "쉼": true, "pass": true, "휴": true}

// gibCaptureMark stands between the to point and the captured piece: 42타졸.
const gibCaptureMark = "타"

// gibPointNote is how the errors describe a point.
const gibPointNote = "two digits (row 0-9, file 1-9) or a file letter a-i and a row digit"

// gibOldPointNote is how the errors describe a point in the old system (구좌표).
const gibOldPointNote = "in the old system (구좌표), two digits: file 0-8, then row 1-9 or 0 counted from Cho's side"

// pointSystem says how a record's two-digit points number the board.
type pointSystem uint8

const (
	// newPoints is today's system: the row from Han's back rank (1-9, 0 for the tenth), then
	// the file from Cho's left (1-9).
	newPoints pointSystem = iota
	// oldPoints is the old system (구좌표) of the 1990s broadcast records, which a record names
	// with [기보형식 "구좌표"]: the file first, counted 0-8 from Cho's left, then the row counted
	// from Cho's back rank (1-9, 0 for Han's). Its first-move "84졸74" is the edge soldier's
	// step 79졸78 of today's system. The system is inferred from such records' moves: it is
	// the reading under which their opening soldier moves are legal (soldiers stand on the odd
	// files, so a soldier leaving file "8" needs the files counted from 0). Whether the files
	// count from Cho's left or right the first move cannot tell, so the reader tries both
	// (rightFiles) and keeps the one that reads the record.
	oldPoints
	// oldPointsRight is oldPoints with the files counted from Cho's right, for the writer.
	oldPointsRight
)

// rawPoint is a point as a move writes it: two digits (row, file), or Kakao's file letter and row
// digit, whose meaning the reader settles per game (see pointMode).
type rawPoint struct {
	row, file byte // row digit 0-9; file 0-8
	letter    bool // written as a letter and a digit
}

// pointMode says how Kakao's letter-and-digit points count their rows.
type pointMode uint8

const (
	// gridRows reads the digit as the .gib grid's row: 1 is Han's back rank, 0 Cho's.
	gridRows pointMode = iota
	// rankRows reads the digit as the rank counted from Cho's back rank, 0 to 9 (Xiangqi's
	// ICCS coordinates), which some exports use.
	rankRows
	// rightFiles reads an old-system point's file (구좌표) as counted from Cho's right: the
	// first move 84졸74 is then today's 71졸72 rather than 79졸78. Records of the old system are
	// read both ways, and the way that reads them is kept (and written back).
	rightFiles
)

// square returns the square of a point.
func (pt rawPoint) square(mode pointMode) game.Square {
	if pt.letter && mode == rankRows {
		return game.SquareAt(int(pt.file), int(pt.row))
	}
	if !pt.letter && mode == rightFiles {
		pt.file = game.Files - 1 - pt.file
	}
	r := int(pt.row)
	if r == 0 {
		r = 10
	}
	return game.SquareAt(int(pt.file), game.Ranks-r)
}

// scanPoint reads a point at the start of s and returns it and its length in bytes.
func scanPoint(s string) (rawPoint, int, bool) {
	return scanPointIn(s, newPoints)
}

// scanPointIn reads a point at the start of s written in the given system.
func scanPointIn(s string, sys pointSystem) (rawPoint, int, bool) {
	if len(s) < 2 || !isDigit(s[1]) {
		return rawPoint{}, 0, false
	}
	switch c := s[0]; {
	case isDigit(c) && sys == oldPoints:
		if c == '9' {
			return rawPoint{}, 0, false // files are 0-8: the caller says so
		}
		rank := int(s[1] - '0') // from Cho's back rank, 1-9, then 0 for Han's
		if rank == 0 {
			rank = 10
		}
		return rawPoint{row: byte((game.Ranks + 1 - rank) % 10), file: c - '0'}, 2, true
	case isDigit(c):
		if s[1] == '0' {
			return rawPoint{}, 0, false // file 0 does not exist: the caller says so
		}
		return rawPoint{row: c - '0', file: s[1] - '1'}, 2, true
	case c >= 'a' && c <= 'i', c >= 'A' && c <= 'I':
		return rawPoint{row: s[1] - '0', file: (c | 0x20) - 'a', letter: true}, 2, true
	}
	return rawPoint{}, 0, false
}

// startsPoint reports whether a point starts s.
func startsPoint(s string) bool {
	return len(s) >= 2 && isDigit(s[1]) && (isDigit(s[0]) || (s[0]|0x20) >= 'a' && (s[0]|0x20) <= 'i')
}

// gibMove is one move as a .gib writes it, before it is checked on a position.
type gibMove struct {
	text     string
	number   int // the number written before it, or 0
	line     int
	pass     bool
	from, to rawPoint
	piece    game.PieceType // the mover's name, NoPieceType when the record gives none
	captured game.PieceType // the captured piece's name, NoPieceType when none is written
	side     int8           // the side a mark names (楚, 漢): 0 Cho, 1 Han, -1 none
	letters  bool           // its points are written with letters
}

// errNotAMove is the reason for a token that is no move at all.
var errNotAMove = errors.New("not a move: want a from point, a piece and a to point, such as 79졸78, or 한수쉼 for a pass")

// pieceName reads a piece name of one character, or a side mark and a name, and returns the
// piece and the side the mark names (-1 for none).
func pieceName(s string) (game.PieceType, int8, bool) {
	r1, n1 := utf8.DecodeRuneInString(s)
	if n1 == len(s) {
		t, ok := gibPieceNames[r1]
		return t, -1, ok
	}
	side, ok := gibSideMarks[r1]
	if !ok {
		return game.NoPieceType, -1, false
	}
	r2, n2 := utf8.DecodeRuneInString(s[n1:])
	if n1+n2 != len(s) {
		return game.NoPieceType, -1, false
	}
	t, ok := gibPieceNames[r2]
	return t, int8(side), ok
}

// parseGIBMove reads one move token such as "74상42병장군", "01차21타차", "i3卒h3" or "한수쉼".
func parseGIBMove(tok string) (gibMove, error) {
	return parseGIBMoveIn(tok, newPoints)
}

// parseGIBMoveIn reads one move token whose digit points are written in the given system.
func parseGIBMoveIn(tok string, sys pointSystem) (gibMove, error) {
	mv := gibMove{text: tok, side: -1}
	note, bad := gibPointNote, "files are 1-9"
	if sys == oldPoints {
		note, bad = gibOldPointNote, "files are 0-8"
	}
	body := trimAnnotations(tok)
	if !isDigit(body[0]) && gibPass[strings.ToLower(body)] {
		mv.pass = true
		return mv, nil
	}
	from, n, ok := scanPointIn(body, sys)
	if !ok {
		if len(body) >= 2 && isDigit(body[0]) && isDigit(body[1]) {
			return mv, fmt.Errorf("%q is not a point: %s (%s)", body[:2], bad, note)
		}
		return mv, errNotAMove
	}
	rest := body[n:]
	i := 0
	for i < len(rest) && !isDigit(rest[i]) && !startsPoint(rest[i:]) {
		_, size := utf8.DecodeRuneInString(rest[i:])
		i += size
	}
	if i >= len(rest) || !startsPoint(rest[i:]) {
		return mv, fmt.Errorf("no to point after the piece (%s)", note)
	}
	to, m, ok := scanPointIn(rest[i:], sys)
	if !ok {
		return mv, fmt.Errorf("%q is not a point: %s (%s)", rest[i:i+2], bad, note)
	}
	if from.letter != to.letter {
		return mv, fmt.Errorf("the from point %q and the to point %q are written two different ways", body[:2], rest[i:i+2])
	}
	mv.from, mv.to, mv.letters = from, to, from.letter
	if name := rest[:i]; name != "" {
		if mv.piece, mv.side, ok = pieceName(name); !ok {
			return mv, fmt.Errorf("%q is not a piece name", clip(name))
		}
	}
	suffix := strings.TrimPrefix(rest[i+m:], gibCaptureMark)
	if suffix != "" {
		var side int8
		if mv.captured, side, ok = pieceName(suffix); !ok {
			return mv, fmt.Errorf("%q after the to point is not a captured piece's name", clip(suffix))
		}
		if mv.side < 0 && side >= 0 {
			mv.side = 1 - side // the captured piece's mark names the other side
		}
	}
	return mv, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// trimAnnotations removes 장군 and the like from the end of a move.
func trimAnnotations(tok string) string {
	if tok != "" && isDigit(tok[len(tok)-1]) {
		return tok // most moves end with their to point
	}
	for trimmed := true; trimmed; {
		trimmed = false
		for _, a := range gibAnnotations {
			if t, ok := strings.CutSuffix(tok, a); ok && t != "" {
				tok, trimmed = t, true
			}
		}
	}
	return tok
}

// isAnnotation reports whether a token is only an annotation ("장군" written apart from its move).
func isAnnotation(tok string) bool {
	for _, a := range gibAnnotations {
		if tok == a {
			return true
		}
	}
	return false
}

// moveProblem tells a move that does not fit the board from one the rules refuse, for the
// ReadError; both are ProblemIllegal today, the message says which.
const moveProblem = ProblemIllegal

// resolve checks a .gib move on a position and returns it as a move of the rules core; it does
// not check the rules (the replay does). The bool reports that the move's side mark names the
// other side than the board's mover.
func (mv gibMove) resolve(p *game.Position, mode pointMode) (game.Move, bool, error) {
	us := p.SideToMove()
	if mv.pass {
		g := p.GeneralSquare(us)
		if g == game.NoSquare {
			return game.NoMove, false, fmt.Errorf("cannot pass: %s has no general", us)
		}
		return game.PassMove(g), false, nil
	}
	from, to := mv.from.square(mode), mv.to.square(mode)
	pc := p.At(from)
	switch {
	case pc == game.NoPiece:
		return game.NoMove, false, fmt.Errorf("no piece on %s (point %s)", from, mv.text[:2])
	case pc.Color() != us:
		return game.NoMove, false, fmt.Errorf("the %s on %s is %s's, and it is %s's turn", pc.Type(), from, pc.Color(), us)
	case mv.piece != game.NoPieceType && pc.Type() != mv.piece:
		return game.NoMove, false, fmt.Errorf("the record names a %s, but a %s stands on %s", mv.piece, pc.Type(), from)
	}
	if from == to {
		if pc.Type() != game.General {
			return game.NoMove, false, fmt.Errorf("a move from %s to itself is a pass, which only the general makes, not the %s there", from, pc.Type())
		}
		return game.PassMove(from), false, nil // some programs write a pass as the general staying put
	}
	if mv.captured != game.NoPieceType {
		got := p.At(to)
		if got == game.NoPiece {
			return game.NoMove, false, fmt.Errorf("the record says a %s is taken, but %s is empty", mv.captured, to)
		}
		if got.Type() != mv.captured {
			return game.NoMove, false, fmt.Errorf("the record says a %s is taken, but a %s stands on %s", mv.captured, got.Type(), to)
		}
	}
	return game.NewMove(from, to), mv.side >= 0 && game.Color(mv.side) != us, nil
}
