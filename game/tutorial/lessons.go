package tutorial

import "janggi/game/kind"

// Lessons returns the tutorial's lessons, in the order a new player takes them. The English says
// the Korean game words in Latin letters (janggun, hansuswim, bikjang, deom), as the rest of the
// English interface does; the Korean says them as Janggi players do.
func Lessons() []Lesson {
	return append(append(pieceLessons(), ruleLessons()...), otherGameLessons()...)
}

// pieceLessons are the board and one lesson per piece.
func pieceLessons() []Lesson {
	const j = kind.Janggi
	return []Lesson{
		{ID: "board", Title: Text{"장기판과 말", "The board and the pieces"}, Steps: []Step{
			{Game: j, Pieces: "start", Task: Read, Text: Text{
				"장기는 선이 만나는 90개의 점 위에서 둡니다. 아래쪽 초(녹색)가 먼저 두고, 위쪽 한(빨간색)이 뒤에 둡니다. 양쪽 모두 궁(장) 하나, 사 둘, 차 둘, 포 둘, 마 둘, 상 둘, 졸(병) 다섯으로 16개의 말을 가집니다. 상대의 궁을 외통으로 몰면 이깁니다.",
				"Janggi is played on the 90 points where the lines cross. Cho (green, at the bottom) moves first, Han (red, at the top) second. Each side has 16 pieces: a general, two guards, two chariots, two cannons, two horses, two elephants and five soldiers. You win by checkmating the other general.",
			}},
			{Game: j, Pieces: "start", Task: Read, Text: Text{
				"각 편 진영의 가운데, 자기 쪽 끝에 있는 3×3 구역이 궁성입니다. 궁과 사는 궁성 밖으로 나갈 수 없고, 궁성의 대각선을 따라서도 움직입니다. 다음 과정부터는 말을 하나씩 직접 움직여 봅니다: 말을 누르면 갈 수 있는 곳에 점이 찍힙니다.",
				"The 3×3 square in the middle of each side's back is its palace. The general and the guards never leave it, and they also move along its diagonal lines. In the next lessons you move each piece yourself: click a piece, and dots show where it may go.",
			}},
		}},
		{ID: "general", Title: Text{"궁 (楚·漢)", "The general (楚·漢)"}, Steps: []Step{
			{Game: j, Pieces: "Ke2 kd10 Pa4 pi7", Task: Visit, Piece: "e2", Visits: 3, Text: Text{
				"궁은 궁성 안에서 선을 따라 한 칸씩 움직입니다. 궁성 한가운데에서는 대각선으로도 갈 수 있어 여덟 곳으로 갈 수 있습니다. 궁을 점이 찍힌 곳 세 군데로 움직여 보세요.",
				"The general steps one point along the lines inside its palace. From the palace's centre it can also go along the diagonals: eight points. Move the general to three of the dots.",
			}},
			{Game: j, Pieces: "Ke1 kd10 Pa4 pi7", Task: Visit, Piece: "e1", NoDot: []string{"d2", "f2"}, Text: Text{
				"변의 가운데에는 대각선이 없습니다. 이곳의 궁은 옆과 앞으로만 한 칸 갈 수 있고, × 표시된 곳에는 갈 수 없습니다. 점이 찍힌 곳에 모두 가 보세요.",
				"The middle of an edge has no diagonal: from there the general goes one point sideways or forward only, never to the points marked ×. Visit every dot.",
			}},
		}},
		{ID: "guard", Title: Text{"사 (士)", "The guards (士)"}, Steps: []Step{
			{Game: j, Pieces: "Ae2 Kd1 kf10 Pa4 pi7", Task: Visit, Piece: "e2", Visits: 3, Text: Text{
				"사는 궁과 똑같이 움직입니다: 궁성 안에서 선을 따라 한 칸씩. 궁을 곁에서 지키는 말입니다. 사를 점이 찍힌 곳 세 군데로 움직여 보세요.",
				"The guard moves just as the general does: one point along the lines, inside the palace. It stays beside its general to defend it. Move the guard to three of the dots.",
			}},
			{Game: j, Pieces: "Ad2 Ke1 kd10 Pa4 pi7", Task: Visit, Piece: "d2", NoDot: []string{"c2", "e3"}, Text: Text{
				"궁성 밖(×)으로는 나갈 수 없고, 대각선이 없는 변의 가운데에서는 비스듬히 갈 수도 없습니다. 점이 찍힌 곳에 모두 가 보세요.",
				"It may not leave the palace (×), and from the middle of an edge it has no diagonal to follow. Visit every dot.",
			}},
		}},
		{ID: "chariot", Title: Text{"차 (車)", "The chariot (車)"}, Steps: []Step{
			{Game: j, Pieces: "Re5 Kd1 kf10 pi7", Task: Visit, Piece: "e5", Visits: 3, Text: Text{
				"차는 가장 강한 말입니다(13점). 가로세로로 막히지 않는 한 몇 칸이든 갑니다. 차를 점이 찍힌 곳 세 군데로 움직여 보세요.",
				"The chariot is the strongest piece (13 points). It goes any number of points along a line, as far as nothing stands in the way. Move the chariot to three of the dots.",
			}},
			{Game: j, Pieces: "Ra1 Kd1 kf10 pa7 pi7", Task: MoveTo, Piece: "a1", Target: "a7", NoDot: []string{"a8"}, Text: Text{
				"차는 길을 막은 상대 말을 잡을 수 있지만 그 너머(×)로는 넘어가지 못합니다. 차로 한의 병을 잡으세요(★).",
				"The chariot takes an opposing piece in its way, but never jumps over it (×). Take Han's soldier with the chariot (★).",
			}},
		}},
		{ID: "cannon", Title: Text{"포 (包)", "The cannon (包)"}, Steps: []Step{
			{Game: j, Pieces: "Cb1 Pb3 Ke2 kf10 pi7", Task: Visit, Piece: "b1", Visits: 2, NoDot: []string{"b2"}, Text: Text{
				"포는 반드시 말 하나(포다리)를 뛰어넘어야만 움직이므로, 다리 앞의 빈 곳(×)에는 설 수 없습니다. 여기서는 졸이 다리입니다. 포를 점이 찍힌 곳 두 군데로 움직여 보세요.",
				"The cannon moves only by jumping exactly one piece, its screen, so it can never stop on the empty point before the screen (×). Here your soldier is the screen. Move the cannon to two of the dots.",
			}},
			{Game: j, Pieces: "Cb1 Pb3 cb7 Ke2 kf10 pi7", Task: Visit, Piece: "b1", NoDot: []string{"b7", "b8"}, Text: Text{
				"포는 포를 잡을 수 없고, 포를 다리로 삼아 넘을 수도 없습니다. 그래서 한의 포가 있는 곳과 그 너머(×)로는 갈 수 없습니다. 점이 찍힌 곳에 모두 가 보세요.",
				"A cannon never takes a cannon, and never jumps over one. So it can go neither onto Han's cannon nor beyond it (×). Visit every dot.",
			}},
			{Game: j, Pieces: "Cb1 Pb4 nb8 Ke2 kf10 pi7", Task: MoveTo, Piece: "b1", Target: "b8", Text: Text{
				"포는 다리 너머에서 처음 만나는 상대 말을 잡습니다(포가 아니라면). 포로 한의 마를 잡으세요(★).",
				"The cannon takes the first opposing piece beyond its screen, if it is not a cannon. Take Han's horse with the cannon (★).",
			}},
		}},
		{ID: "horse", Title: Text{"마 (馬)", "The horse (馬)"}, Steps: []Step{
			{Game: j, Pieces: "Ne5 Ke2 kf10 pi7 Pa4", Task: Visit, Piece: "e5", Visits: 3, Text: Text{
				"마는 가로세로로 한 칸, 이어서 바깥쪽 대각선으로 한 칸 갑니다. 마를 점이 찍힌 곳 세 군데로 움직여 보세요.",
				"The horse goes one point along a line, then one point diagonally outward. Move the horse to three of the dots.",
			}},
			{Game: j, Pieces: "Ne5 Pe6 Ke2 kf10 pi7", Task: Visit, Piece: "e5", Visits: 2, NoDot: []string{"d7", "f7"}, Text: Text{
				"마가 처음 딛는 곳(멱)에 말이 있으면 그쪽으로는 못 갑니다. 여기서는 바로 앞의 졸이 멱을 막아 위쪽 두 곳(×)에 갈 수 없습니다. 점이 찍힌 곳 두 군데로 움직여 보세요.",
				"When a piece stands on the point the horse steps through first (its leg), it cannot go that way. Here your soldier blocks the leg in front: the two points above (×) are out of reach. Move the horse to two of the dots.",
			}},
			{Game: j, Pieces: "Ne5 Pd6 Ke2 kf10 pi7", Task: MoveTo, Piece: "e5", Target: "d7", Text: Text{
				"졸이 비켜서 멱이 열렸습니다. 이제 마를 위쪽(★)으로 뛰게 하세요.",
				"The soldier stepped aside and the leg is free. Now jump the horse up (★).",
			}},
		}},
		{ID: "elephant", Title: Text{"상 (象)", "The elephant (象)"}, Steps: []Step{
			{Game: j, Pieces: "Be5 Ke2 kf10 pi7 Pa4", Task: Visit, Piece: "e5", Visits: 3, Text: Text{
				"상은 가로세로로 한 칸, 이어서 바깥쪽 대각선으로 두 칸 갑니다. 장기판에는 강이 없어서 상은 판 어디든 갈 수 있습니다. 상을 점이 찍힌 곳 세 군데로 움직여 보세요.",
				"The elephant goes one point along a line, then two points diagonally outward. Janggi has no river: the elephant goes anywhere on the board. Move the elephant to three of the dots.",
			}},
			{Game: j, Pieces: "Be5 Pe6 Pg6 Ke2 kf10 pi7", Task: Visit, Piece: "e5", Visits: 2, NoDot: []string{"c8", "g8", "h7"}, Text: Text{
				"상은 가는 길의 두 곳 중 어느 하나라도 막히면 못 갑니다. 앞의 졸은 첫 걸음을, 오른쪽 졸은 둘째 걸음을 막습니다(×). 점이 찍힌 곳 두 군데로 움직여 보세요.",
				"The elephant is blocked if either point on its way is taken. The soldier in front blocks its first step, the one on the right a second step (×). Move the elephant to two of the dots.",
			}},
		}},
		{ID: "soldier", Title: Text{"졸·병 (卒·兵)", "The soldiers (卒·兵)"}, Steps: []Step{
			{Game: j, Pieces: "Pe5 Ke2 kf10 pi7", Task: Visit, Piece: "e5", NoDot: []string{"e4"}, Text: Text{
				"졸(한은 병)은 앞이나 옆으로 한 칸씩 가고, 뒤로는(×) 물러나지 못합니다. 점이 찍힌 곳에 모두 가 보세요.",
				"The soldier steps one point forward or sideways, never back (×). Visit every dot.",
			}},
			{Game: j, Pieces: "Pd8 Ke2 kf10 pi7 Pa4", Task: Visit, Piece: "d8", Text: Text{
				"상대 궁성에 들어간 졸은 궁성의 대각선을 따라 앞으로도 갈 수 있습니다. 점이 찍힌 곳에 모두 가 보세요.",
				"Inside the opponent's palace a soldier may also step forward along the palace's diagonals. Visit every dot.",
			}},
		}},
	}
}

// ruleLessons are the palace, check and mate, the pass, bikjang and counting.
func ruleLessons() []Lesson {
	const j = kind.Janggi
	return []Lesson{
		{ID: "palace", Title: Text{"궁성과 대각선", "The palace and its diagonals"}, Steps: []Step{
			{Game: j, Pieces: "Rd8 ke10 Kd1 pi7", Task: MoveTo, Piece: "d8", Target: "f10", Text: Text{
				"차와 포도 궁성의 대각선을 탈 수 있습니다. 차를 대각선을 따라 건너편 귀퉁이(★)로 미끄러지게 하세요.",
				"Chariots and cannons may use the palace's diagonals too. Slide the chariot along the diagonal to the far corner (★).",
			}},
			{Game: j, Pieces: "Cd1 Ae2 Kf2 kd10 pi7 Pa4", Task: MoveTo, Piece: "d1", Target: "f3", Text: Text{
				"포는 궁성 한가운데의 말을 다리 삼아 한 귀퉁이에서 맞은편 귀퉁이로 뛰어넘습니다. 사를 넘어 포를 건너편 귀퉁이(★)로 보내세요.",
				"A cannon jumps from one corner of a palace to the opposite one over a piece on the centre. Jump the cannon over the guard to the far corner (★).",
			}},
		}},
		{ID: "check", Title: Text{"장군과 외통", "Check and checkmate"}, Steps: []Step{
			{Game: j, Pieces: "Ra5 Kd1 ke9 pi7", Task: GiveCheck, Text: Text{
				"상대 궁을 잡겠다고 노리는 수가 장군입니다. 장군을 받은 쪽은 반드시 막아야 합니다(멍군). 차로 장군을 불러 보세요.",
				"A move that attacks the opposing general is check (janggun). The side in check must answer it at once. Give check with the chariot.",
			}},
			{Game: j, Pieces: "Ke2 re6 ke10 Pa4", Task: AnyMove, Text: Text{
				"이번에는 초의 궁이 장군을 받았습니다. 장군을 풀지 못하는 수는 둘 수 없으므로 점은 장군을 피하는 곳에만 찍힙니다. 궁을 피하세요.",
				"Now your general is in check. A move that leaves it in check is not allowed, so dots show only where it is safe. Move the general out of check.",
			}},
			{Game: j, Pieces: "Ra9 Ri1 kd10 Ke2 pa4", Task: Mate, Text: Text{
				"장군을 받은 궁이 피할 곳도 없고, 장군 부른 말을 잡거나 막을 수도 없으면 외통이고 대국이 끝납니다. 한 수 만에 외통을 만드세요.",
				"When the general in check has nowhere to go and nothing can block or take the attacker, it is checkmate and the game is over. Checkmate in one move.",
			}},
		}},
		{ID: "pass", Title: Text{"한수쉼", "The pass"}, Steps: []Step{
			{Game: j, Pieces: "Ke2 kd10 Ra1 ri10", Task: Pass, Text: Text{
				"장기에서는 말을 움직이는 대신 차례를 넘길 수 있습니다(한수쉼). 둘 수 있는 좋은 수가 없을 때 씁니다. 한수쉼 버튼을 누르세요.",
				"In Janggi you may pass your turn instead of moving (hansuswim), when no move is good for you. Press Pass.",
			}},
			{Game: j, Pieces: "Ke2 re6 ke10 Pa4", Task: AnyMove, Text: Text{
				"장군을 받았을 때는 한수쉼할 수 없습니다(버튼이 꺼져 있습니다). 또 양쪽이 잇달아 한수쉼하면 대국이 끝나고 점수로 승부를 가립니다. 궁을 장군에서 피하세요.",
				"You may not pass while in check (the button is off). And when both sides pass one after the other the game ends, decided by the points. Move the general out of check.",
			}},
		}},
		{ID: "bikjang", Title: Text{"빅장", "Bikjang"}, Steps: []Step{
			{Game: j, Pieces: "Ke2 ke9 Ra5 ri5", Task: AnyMove, Piece: "a5", NoDot: []string{"a6", "b5"}, Text: Text{
				"두 궁이 한 줄에서 사이에 아무것도 없이 마주 보면 빅장입니다. 빅장을 받은 쪽은 궁을 옮기거나 사이에 말을 넣어 풀어야 하므로 차는 가운데 한 곳에만 갈 수 있습니다. 빅장을 푸세요.",
				"When the two generals face each other on one line with nothing between, it is bikjang. The side facing it must break it, by moving the general or putting a piece between: so the chariot has one point to go to. Break the bikjang.",
			}},
			{Game: j, Pieces: "Ke2 ke9 Ra5 ri5", Task: Pass, Text: Text{
				"빅장을 풀지 않고 한수쉼하면 빅장을 받아들인 것이 되어 대국이 끝나고 점수를 셉니다. 한수쉼하여 받아들여 보세요: 남은 말은 같지만 한은 덤 1.5점을 받습니다.",
				"Passing instead of breaking it accepts the bikjang: the game ends and is counted. Pass to accept it: the pieces left are equal, but Han has 1.5 points of deom.",
			}},
		}},
		{ID: "counting", Title: Text{"점수와 덤", "Counting and the deom"}, Steps: []Step{
			{Game: j, Pieces: "start", Task: Read, Text: Text{
				"빅장, 양측 한수쉼, 수 제한으로 끝난 대국은 남은 말의 점수로 가립니다: 차 13, 포 7, 마 5, 상 3, 사 3, 졸 2점. 나중에 두는 한은 덤 1.5점을 더 받으므로 처음에는 초 72점, 한 73.5점이고, 점수로 가리면 비기는 일이 없습니다. 다만 양쪽에 궁과 사만 남으면 비깁니다.",
				"A game ended by bikjang, a double pass or the move limit is decided by the points of the pieces left: chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2. Han, moving second, adds 1.5 (the deom): 72 for Cho and 73.5 for Han at the start, so a count never ties. Only when nothing but generals and guards are left is the game drawn.",
			}},
			{Game: j, Pieces: "Ke2 ke9 Ra5 Pa4 ri5", Task: Pass, Text: Text{
				"이번에는 초에 졸이 하나 더 있습니다: 초 15점, 한은 덤까지 14.5점. 한수쉼하여 빅장을 받아들이면 반 점 차로 이깁니다.",
				"This time you have a soldier more: 15 points for Cho, 14.5 for Han with the deom. Pass to accept the bikjang, and you win by half a point.",
			}},
		}},
	}
}

// otherGameLessons are Twelve Janggi and Xiangqi's differences.
func otherGameLessons() []Lesson {
	const x, t = kind.Xiangqi, kind.Twelve
	return []Lesson{
		{ID: "twelve", Title: Text{"십이장기", "Twelve Janggi"}, Steps: []Step{
			{Game: t, Pieces: "start", Task: Read, Text: Text{
				"십이장기는 3×4 판에서 각자 네 개의 말로 둡니다: 왕, 장, 상, 자. 잡은 말은 내 편이 되어 손에 들어오고, 움직이는 대신 빈 곳(상대 진영은 빼고)에 내려놓을 수 있습니다. 상대 왕을 잡거나, 내 왕이 상대 진영에 들어가 한 수를 버티거나, 상대가 둘 수 있는 수가 없으면 이깁니다. 양쪽 합해 300수 안에 끝나지 않으면 비깁니다.",
				"Twelve Janggi is played on a 3×4 board with four pieces each: king, general, elephant and soldier. A piece you take changes sides into your hand, and you may drop it on an empty square (not in the opponent's back row) instead of moving. You win by taking the king, when your king reaches the opponent's back row and survives a turn, or when the opponent has no legal move. A game not over within 300 plies (both sides' moves together) is drawn.",
			}},
			{Game: t, Pieces: "start", Task: Visit, Piece: "b1", Text: Text{
				"말은 모두 한 칸씩 갑니다: 왕은 여덟 방향, 장은 가로세로, 상은 대각선, 자는 앞으로만 갑니다. 자가 끝 줄에 닿으면 후가 되어, 뒤쪽 대각선 두 곳만 빼고 어느 쪽으로나 한 칸 갑니다. 왕을 점이 찍힌 곳에 모두 가 보세요.",
				"Every piece steps one square: the king any way, the general along the lines, the elephant diagonally, the soldier forward only. A soldier reaching the far row becomes a lord, which steps any way but the two backward diagonals. Visit every dot with the king.",
			}},
			{Game: t, Pieces: "start", Task: MoveTo, Piece: "b2", Target: "b3", Text: Text{
				"자로 상대의 자를 잡으세요(★). 잡은 말은 손에 들어와 나중에 내려놓을 수 있습니다.",
				"Take the opposing soldier with yours (★). The piece taken goes to your hand, to drop later.",
			}},
			{Game: t, Pieces: "ga4 ec4 lb3 Ea1 Lb1 Gc1", Hand: "Cc", Task: Visit, Piece: "C@", Visits: 3, NoDot: []string{"b4"}, Text: Text{
				"상대 왕이 자를 되잡아, 이제 양쪽 손(판 옆)에 자가 하나씩 있습니다. 손의 자를 누르면 내려놓을 수 있는 빈 곳에 점이 찍힙니다. 상대 진영인 끝 줄(×)에는 내려놓을 수 없습니다. 자를 점이 찍힌 곳 세 군데에 내려놓아 보세요.",
				"The opposing king took your soldier back: now each side has a soldier in hand, beside the board. Press yours: dots show the empty squares it may be dropped on, all but the opponent's back row (×). Drop the soldier on three of the dots.",
			}},
			{Game: t, Pieces: "ga4 ec4 lb3 Ea1 Lb1 Gc1", Hand: "Cc", Task: MoveTo, Piece: "C@", Target: "b2", Text: Text{
				"내려놓는 것도 한 수입니다. 자를 내 왕 바로 앞(★)에 내려놓으세요: 상대 왕을 노리는 장군이 되고, 내 왕이 그 자를 지킵니다.",
				"A drop is a move. Drop the soldier just in front of your king (★): it checks the opposing king, and your king guards it.",
			}},
		}},
		{ID: "xiangqi", Title: Text{"샹치와 다른 점", "Xiangqi's differences"}, Steps: []Step{
			{Game: x, Pieces: "start", Task: Read, Text: Text{
				"샹치(중국 장기)는 같은 판에서 두지만 가운데에 강이 있고, 장은 궁성 맨 뒷줄 가운데에서 시작합니다. 궁성의 대각선은 사만 쓰고, 한수쉼과 빅장이 없으며 점수도 세지 않습니다. 둘 수가 없으면 집니다.",
				"Xiangqi is played on the same board, but with a river across the middle, and the generals start on the back line of the palace. Only the advisors use the palace's diagonals; there is no pass, no bikjang and no counting, and a side that cannot move loses.",
			}},
			{Game: x, Pieces: "Bc5 Ke1 kd10 pi7", Task: Visit, Piece: "c5", NoDot: []string{"a7", "e7"}, Text: Text{
				"샹치의 상은 대각선으로 두 칸 가고, 강을 건너지 못합니다(×). 점이 찍힌 곳에 모두 가 보세요.",
				"The Xiangqi elephant goes two points diagonally and never crosses the river (×). Visit every dot.",
			}},
			{Game: x, Pieces: "Pe6 Pa4 Ke1 kd10", Task: Visit, Piece: "e6", NoDot: []string{"e5"}, Text: Text{
				"병은 강을 건너기 전에는 앞으로만 가고, 건넌 뒤에야 옆으로도 갑니다. 강을 건넌 병을 점이 찍힌 곳에 모두 가 보세요.",
				"A soldier moves only forward until it crosses the river; across it, it may also step sideways. Visit every dot with the soldier across the river.",
			}},
			{Game: x, Pieces: "Cb3 Pb5 nb8 Ke1 kd10 pi7", Task: MoveTo, Piece: "b3", Target: "b8", NoDot: []string{"b6", "b7"}, Text: Text{
				"샹치의 포는 잡지 않을 때는 차처럼 다리 없이 움직이고, 잡을 때만 말 하나를 넘습니다. 그래서 다리 너머의 빈 곳(×)으로는 가지 못합니다. 포로 마를 잡으세요(★).",
				"The Xiangqi cannon moves like a chariot, without a screen, and jumps one piece only to take. So it cannot go to the empty points beyond the screen (×). Take the horse with the cannon (★).",
			}},
			{Game: x, Pieces: "Kd2 ke10 Pa4 pi7", Task: Visit, Piece: "d2", NoDot: []string{"e2", "e1", "e3"}, Text: Text{
				"샹치의 장은 가로세로로만 한 칸 가고, 두 장이 사이에 아무것도 없이 마주 볼 수 없습니다. 그래서 오른쪽(×)으로는 못 갑니다. 점이 찍힌 곳에 모두 가 보세요.",
				"The Xiangqi general steps only along the lines, and the two generals may never face each other with nothing between: so it cannot step right (×). Visit every dot.",
			}},
		}},
	}
}
