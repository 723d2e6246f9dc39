package record

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"janggi/game"
	"janggi/internal/fentext"
)

// Handicap games (접장기) and composed positions do not start from the four setups: their .gib
// gives the start board in a 판 header, row by row, separated by slashes:
//
//	[판 "차마상사1사상마차/4장/1포5포/졸1졸1졸1졸1졸/9/9/兵1兵1兵1兵1兵/1包5包/4將/車馬象士1士象馬車"]
//
// The first row is the grid's row 0 (Cho's back rank, rank 1), the last row 1 (Han's back rank,
// rank 10); a digit counts empty points, and the empty points at the end of a row are left out.
// Cho's pieces are written in hangul, Han's in hanja (卒 and 楚 are Cho's all the same, and 병 is
// Han's). Text after a space ("한 접장기") is a note.
// The header does not say who moves first: in handicap games it may be Han, and the first
// move tells.

// boardPiece reads one piece of a 판 row: hangul for Cho, hanja for Han, except the names that
// say their side whatever the script (병 and 漢 are Han's, 卒 and 楚 Cho's).
func boardPiece(s string) (game.Piece, int, bool) {
	r, n := utf8.DecodeRuneInString(s)
	t, ok := gibPieceNames[r]
	if !ok {
		return game.NoPiece, n, false
	}
	c := game.Cho
	switch {
	case r == '병' || r == '한':
		c = game.Han
	case r == '卒' || r == '楚':
	case unicode.Is(unicode.Han, r):
		c = game.Han
	}
	return game.MakePiece(c, t), n, true
}

// parseGIBBoard reads a 판 header into a FEN board field (ranks from 10 down to 1) and returns
// the note after the board, if any.
func parseGIBBoard(value string) (string, string, error) {
	board, note, _ := strings.Cut(strings.TrimSpace(value), " ")
	rows := strings.Split(board, "/")
	if len(rows) > game.Ranks {
		return "", "", fmt.Errorf("%d rows; a board has %d", len(rows), game.Ranks)
	}
	fenRows := make([]string, game.Ranks)
	for i := range fenRows {
		fenRows[i] = "9"
	}
	for i, row := range rows {
		var b strings.Builder
		file, empty := 0, 0
		flush := func() {
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
		}
		for k := 0; k < len(row); {
			if isDigit(row[k]) {
				empty += int(row[k] - '0')
				file += int(row[k] - '0')
				k++
				continue
			}
			pc, n, ok := boardPiece(row[k:])
			if !ok {
				r, _ := utf8.DecodeRuneInString(row[k:])
				return "", "", fmt.Errorf("row %d: %q is not a piece", i+1, r)
			}
			flush()
			b.WriteString(pieceFEN(pc))
			file++
			k += n
		}
		if file > game.Files {
			return "", "", fmt.Errorf("row %d holds %d points; a row has %d", i+1, file, game.Files)
		}
		empty += game.Files - file
		flush()
		fenRows[game.Ranks-1-i] = b.String()
	}
	return strings.Join(fenRows, "/"), strings.TrimSpace(note), nil
}

// pieceFEN returns the FEN letter of a piece: upper case for Cho.
func pieceFEN(pc game.Piece) string {
	l := "kaehrcp"[pieceIndex(pc.Type())]
	if pc.Color() == game.Cho {
		l -= 'a' - 'A'
	}
	return string(l)
}

func pieceIndex(t game.PieceType) int {
	switch t {
	case game.General:
		return 0
	case game.Guard:
		return 1
	case game.Elephant:
		return 2
	case game.Horse:
		return 3
	case game.Chariot:
		return 4
	case game.Cannon:
		return 5
	}
	return 6
}

// gibBoardOf writes a position's board as a 판 header value: row 0 (Cho's back rank) first, Cho's
// pieces in hangul, Han's in hanja, empty points at the end of a row left out.
func gibBoardOf(p *game.Position) string {
	han := map[game.PieceType]string{game.General: "將", game.Guard: "士", game.Elephant: "象", game.Horse: "馬",
		game.Chariot: "車", game.Cannon: "包", game.Soldier: "兵"}
	rows := make([]string, game.Ranks)
	for rank := 0; rank < game.Ranks; rank++ {
		row := fentext.AppendRow(nil, game.Files, func(f int) string {
			switch pc := p.At(game.SquareAt(f, rank)); {
			case pc == game.NoPiece:
				return ""
			case pc.Color() == game.Cho:
				return PieceName(pc)
			default:
				return han[pc.Type()]
			}
		})
		rows[rank] = strings.TrimRight(string(row), "123456789") // the empty points at the end
		if rows[rank] == "" {
			rows[rank] = "9" // an empty row keeps its place
		}
	}
	return strings.Join(rows, "/")
}
