package ai

import "janggi/game"

// BenchPosition is one position of the search benchmark (`janggi bench search`).
type BenchPosition struct {
	Name string // where it comes from: "gib1 ply 34", "fsf middlegame 9", ...
	FEN  string // under the standard preset
}

// Stage is the part of the game a bench position stands for, from the material left: "opening"
// (the two sides have 30 or more of their 32 pieces), "endgame" (16 or fewer) or "middlegame".
func (b BenchPosition) Stage() string {
	p, err := game.ParseFEN(game.Standard(), b.FEN)
	if err != nil {
		return "?"
	}
	n := 0
	for s := game.Square(0); s < game.SquareCount; s++ {
		if p.At(s) != game.NoPiece {
			n++
		}
	}
	switch {
	case n >= 30:
		return "opening"
	case n <= 16:
		return "endgame"
	}
	return "middlegame"
}

// BenchPositions are the positions `janggi bench search` times: every seventh ply of the two
// real games in record/testdata/gib (game-2016-12-06-73-moves.gib from ply 6,
// game-2017-02-07-122-moves.gib from ply 9), then the start position and positions at plies 16 to
// 70 of our engine's games against Fairy-Stockfish under standard rules. Both sides are to move in
// about half of them; openings, middlegames and endgames all appear.
var BenchPositions = []BenchPosition{
	{"gib1 ply 6", "rbna1ab1r/4k4/1c2c1n2/p1p1p1pp1/9/9/1PP1P1P1P/1C2C1N2/4K4/RBNA1AB1R w - - 6 4"},
	{"gib1 ply 13", "r2a1ab1r/4k4/1c1nc1n2/pB1bp1pp1/9/9/1PP1BPP1P/1C2C1N2/4K4/R1NA1A2R b - - 0 7"},
	{"gib1 ply 20", "r2a1ab1r/4k4/3nc1n2/p2bp1pp1/4c4/2N1B4/2P1BPP1P/1C2C1N2/4K4/R2A1A2R w - - 6 11"},
	{"gib1 ply 27", "3a1abr1/4k4/3nc1n2/R2bp1pp1/2r1c4/2NPB4/4BPP1P/1C2C1N2/4K4/3A1A1R1 b - - 0 14"},
	{"gib1 ply 34", "4ca1r1/3ak4/3n2n2/R2bp2pb/2r1c1p2/2NPB4/4BPP1P/1C4N1C/4A4/3AK2R1 w - - 7 18"},
	{"gib1 ply 41", "4car2/3ak4/3n2n2/R2p3pb/1B2c1p2/3PB4/5PP1P/1C4NC1/4A4/3AK2R1 b - - 0 21"},
	{"gib1 ply 48", "4c1r2/3ka4/3n2n2/3R3p1/4c1p2/3PB4/5Pb1P/1C1C2N2/4A4/3AK2R1 w - - 2 25"},
	{"gib1 ply 55", "4c3r/3ka4/3n5/6RR1/4cnp2/3PB4/6P1P/1C4N2/4A4/3AKC3 b - - 0 28"},
	{"gib1 ply 62", "4c3r/3ka4/3n5/7R1/4c1R2/3PB4/8P/1C4N2/4K4/3A1C3 w - - 2 32"},
	{"gib1 ply 69", "4c4/3ka4/3n5/7R1/4c1R2/2P1B4/3r4P/3C2N2/3K5/3A1C3 b - - 9 35"},
	{"gib2 ply 9", "r1ba1ab1r/4k4/1cn1c1n2/p1p2pp1p/9/9/1PP1P1PP1/4BNCC1/4K4/RNBA1A2R b - - 9 5"},
	{"gib2 ply 16", "r1ba1ab1r/4k4/c1n1c4/p1p1n1p1p/5p3/4N1P2/1PP1P2P1/C3B2C1/4K4/RNBA1A2R w - - 16 9"},
	{"gib2 ply 23", "r1bakab1r/9/c1n1c4/1pp1n1p1p/4p4/6P2/1P1PP1NP1/C1C1B4/9/RNBAKA2R b - - 23 12"},
	{"gib2 ply 30", "1r2k1b1r/3aa4/c1n1c4/bpp1n1p1p/4p4/6PP1/BP1PP1N2/C1C1B4/4A4/RN2KA2R w - - 30 16"},
	{"gib2 ply 37", "1r2k1b1r/3aa4/2ncc4/bpp1n1p1p/4p4/6PP1/BP1PP1N2/C3B3C/3NA4/R3KA2R b - - 37 19"},
	{"gib2 ply 44", "1r2k1b2/3aa4/2ncc1r2/bpp1n1pp1/4p2P1/6P1N/BP1PP4/4B2CC/3NA4/R3KA2R w - - 44 23"},
	{"gib2 ply 51", "1r2kcb2/3aa4/2n1c4/bpp1n1rN1/4p4/6P2/BP1PP4/1C2B3C/3NA4/R3KA1R1 b - - 4 26"},
	{"gib2 ply 58", "1rc1k1b2/3aa4/2n1c4/bpB1n4/4p4/6P1N/1P1PP4/1C6C/3NA4/R3KA1B1 w - - 1 30"},
	{"gib2 ply 65", "1rc1k1b2/3aa4/2n1c4/bp7/6N2/1P1n2P2/B3P4/1C6C/3NA4/R3KA1B1 b - - 2 33"},
	{"gib2 ply 72", "r1c1k4/3aa4/2n1c4/b3b4/1p7/1P4P2/B3P4/1CC1B4/3NA4/R3KA3 w - - 4 37"},
	{"gib2 ply 79", "r1c1k4/3aa4/4c4/b8/1n1b5/6P2/4P4/4BCC2/3NA4/R1B1KA3 b - - 5 40"},
	{"gib2 ply 86", "r1c1k4/3aa4/4c4/b8/3b5/5P3/4P4/2C3C2/3N5/R1B1KA3 w - - 2 44"},
	{"gib2 ply 93", "4kc3/3aa4/4c4/b1r6/3b5/4P4/B3P4/2C1A1C2/3N5/R3K4 b - - 9 47"},
	{"gib2 ply 100", "4kc3/3aa4/4c4/b7r/9/4P4/4P1b2/2C1A1C2/1R1N5/2B1K4 w - - 16 51"},
	{"gib2 ply 107", "4kc3/3a5/5a3/br7/9/4P4/4c1b2/2CA2C2/2R6/2B1KN3 b - - 1 54"},
	{"gib2 ply 114", "4kc3/3ac4/4a4/b2r5/9/5P3/9/2C3C2/2RbK4/2B2N3 w - - 4 58"},
	{"gib2 ply 121", "4kc3/3ac4/4a4/9/9/4r4/2bR5/2C3C2/5K3/2B2N3 b - - 3 61"},
	{"start", game.DefaultFEN},
	{"fsf ply 16 a", "r2a1ab1r/4k4/2n1c1n2/p3bpp1p/2C2c3/P1P6/5PPP1/1C4N2/5K3/RNBA1AB1R w - - 9 9"},
	{"fsf ply 30 a", "3a1abr1/4kc3/4c1n2/p4pp1p/2C6/P8/2b1n1PP1/5CN2/4K4/RNBA1AB1R w - - 2 16"},
	{"fsf ply 16 b", "r1ba1ab1r/4k4/1c1c2n2/1p2p2C1/2pn2p1p/P2R5/2P1P1PP1/1CN3N2/4K4/R1BA1AB2 w - - 16 9"},
	{"fsf ply 30 b", "2ba1a2r/5k3/3c2n2/1C1pb4/1cp3p1p/R8/4P1PP1/2N1C1N2/4K4/2BA1AB2 w - - 1 16"},
	{"fsf ply 50 b", "2ba1c3/4ak3/3c2R2/1C1pb1B2/6p2/7pr/B3PP3/4C1N2/4K4/3A1A3 w - - 2 26"},
	{"fsf ply 70 b", "3a1c3/4a1R2/5k2c/4b1B1r/4N4/6p2/B3PP1p1/4C4/9/3AKA3 w - - 15 36"},
	{"fsf ply 16 c", "2ba1ab2/4k4/r1n1ccn1r/pp3pp1p/9/2R1N4/P1P1PP1P1/3N2CC1/4K4/RB1A1A1B1 w - - 16 9"},
	{"fsf ply 30 c", "2bc1ab2/rR1ak4/2n1c1n1r/4p1p1p/1p7/2N1N4/1PP1PP1P1/C6C1/4KA3/RB1A3B1 w - - 5 16"},
	{"fsf ply 50 c", "2bckab2/R1Ca5/9/4p3p/1p2cn3/2r1N2P1/1P1PP4/4B3C/4KA3/3A3B1 w - - 0 26"},
	{"fsf ply 70 c", "2bck4/R1Caa4/9/4b3p/1P2p4/6P2/4n4/3CB4/2r1KA2B/3A5 w - - 6 36"},
	{"fsf ply 16 d", "r1ba1abnr/4k4/2n4c1/pp3pp1p/9/2R6/1PP3PP1/1C1N3C1/5K3/1B1A1AcBR w - - 0 9"},
	{"fsf ply 30 d", "r1ba1ab1r/4k4/2n1c1n2/pp3pp1p/9/3R5/1PP2P1P1/3NC2C1/4AK3/1B1B2R2 w - - 11 16"},
	{"fsf ply 50 d", "r1ba1ab1r/4k2C1/1R7/4ppp1p/p2n1n3/2P6/1P3P1P1/9/4AK3/1B1BC3R w - - 9 26"},
	{"fsf ply 70 d", "r1bakab2/4n2r1/5R3/3Pp3p/p4p3/7P1/1P1B5/9/4AK3/3BC1R2 w - - 0 36"},
}
