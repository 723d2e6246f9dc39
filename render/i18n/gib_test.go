package i18n

import (
	"strings"
	"testing"

	"janggi/game"
)

// sample is the move text of a real record (record/testdata/gib/game-2016-12-06-73-moves.gib,
// CP949 there, UTF-8 here): both sides 상마상마 (EHEH), Cho wins.
const sample = `1. 71졸72 2. 49병48 3. 08마87 4. 18마37 5. 88포85 6. 38포35
7. 75졸76 8. 13마34 9. 07상75 10. 43병42 11. 02상74 12. 12상44
13. 74상42병 14. 44상72졸 15. 03마84 16. 72상44 17. 42상65 18. 35포55
19. 84마63 20. 32포35 21. 09차08 22. 19차18 23. 73졸74 24. 11차13
25. 74졸64 26. 13차53 27. 01차41병 28. 47병57 29. 95장05 30. 14사24
31. 06사95 32. 35포15 33. 85포89 34. 17상49 35. 89포83 36. 53차52
37. 83포88 38. 18차17 39. 63마44상 40. 45병44마 41. 75상52차 42. 25장14
43. 41차44병 44. 49상77졸 45. 52상24사 46. 14장24상 47. 88포84 48. 16사25
49. 08차48병 50. 37마56 51. 44차47 52. 17차16 53. 84포06 54. 16차19
55. 76졸77상 56. 56마77졸 57. 47차57병 58. 77마85 59. 95사85마 60. 55포85사
61. 05장95 62. 85포55장군 63. 95장94 64. 19차16 65. 82포89 66. 16차76
67. 89포84 68. 76차74 69. 64졸63 70. 25사35 71. 57차27장군 72. 35사25
73. 48차41`

// TestGibMoveWritesRecordsAsKoreanProgramsDo replays a real .gib record: at every ply exactly one
// legal move must be written as the record writes the move played.
func TestGibMoveWritesRecordsAsKoreanProgramsDo(t *testing.T) {
	pos := game.NewPosition(game.Standard(), game.EHEH, game.EHEH)
	ply := 0
	for _, tok := range strings.Fields(sample) {
		if strings.HasSuffix(tok, ".") {
			continue
		}
		ply++
		var found []game.Move
		for _, m := range pos.LegalMoves(nil) {
			if GibMove(pos, m, Korean) == tok {
				found = append(found, m)
			}
		}
		if len(found) != 1 {
			t.Fatalf("ply %d %s: %d legal moves are written so (%v)\n%s", ply, tok, len(found), found, pos.Diagram())
		}
		pos.Make(found[0])
	}
	if ply != 73 {
		t.Errorf("replayed %d plies, want 73", ply)
	}
	if got := GibMove(pos, game.PassMove(pos.GeneralSquare(pos.SideToMove())), English); got != "Pass" {
		t.Errorf("a pass in English: %q", got)
	}
}
