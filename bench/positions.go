// The positions of the search bench: each variant's start and positions
// from engine games in every phase (openings, middlegames, endgames with
// kings). Changing this list changes the bench signature.

package bench

import (
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// searchPositions lists the FENs the search bench searches, per variant;
// Dameo's start position is added from movegen.
var searchPositions = map[movegen.Variant][]string{
	movegen.Italian: {
		"W:W21-32:B1-12",
		"W:W18,19,23,25,26,28,29,30,31,32:B1,4,5,6,7,8,9,10,11,12,24",
		"B:WK7,20,23,24,25,26,29,30,32:B1,4,9,12,16,18",
		"W:WK7,15,21,23,24,28:B5,12,16,K29",
		"B:WK8,17,K20,24:B5,16",
		"W:WK8,11,K20:B16,K22",
		"B:WK10,K15,K22:B16,K21",
		"B:W17,19,22,23,27,32:B1,3,10,12,16,18,24",
		"W:WK5,K6,32:B1,16,18,K23,24",
		"B:W9,K22,24,29:B19,25,28",
	},
	movegen.International: tenByTen,
	movegen.Killer:        tenByTen,
	movegen.Breakthrough:  withoutKings(tenByTen),
	movegen.Antidraughts:  tenByTen,
	movegen.Frisian:       tenByTen,
	movegen.Frysk: {
		"W:W46-50:B1-5",
		"B:W37,41,48,49:B2,3,9,14",
		"W:W32,38,43:B8,13,19",
		"W:WK23,40,44:B7,12,K42",
		"B:WK27,45:B3,K34",
	},
	movegen.Dameo: {
		"W:Wc4,d4,c3,d3,e3,g3,b2,e2,f2,g2,a1,b1,c1,d1,e1,f1,h1:Ba8,b8,c8,d8,e8,f8,g8,h8,b7,e7,c6,d6,e6,c5,d5,e5,g5",
		"B:Wh6,b4,c4,e4,f4,g3,h3,a1,b1,c1,d1,e1,f1,h1:Bb8,d8,g8,h8,b7,d7,e7,c6,d6,e6,d5",
		"W:Wh6,h5,e4,f4,b3,h3,d2,h2,c1,d1,f1:Bb8,d8,g8,e7,g7,e6,b5,c5,d5",
		"B:Wf7,h7,h6,b4,f4,b3,c1,f1:Bb8,d8,g7,e6,b5,e2",
		"W:WKh8,h7,f4,b3,b2,g2,Kb1:Bd3",
		"B:WKb8,a7,b5,e5,b3,g3,h3,a1,c1:Bd8,e8,g7,d6,g6",
		"W:Wc4,g4,a3,b3,c3,f3,g3,h3,f2:Bd8,e8,c7,h7,c6,d6,h6,c5,d5,e5,f5,h5",
		"B:Wb5,e5,g5,h4,f3,h3:Bd8,c7,h7,c6,f6,h6,h5,d3,Ke1",
	},
	movegen.Brazilian: sixtyFourFlying,
	movegen.Russian:   sixtyFourFlying,
}

// sixtyFourFlying are the bench positions of the 8x8 games with flying
// kings (Brazilian, Russian).
var sixtyFourFlying = []string{
	"W:W1-12:B21-32",
	"B:Wh6,d4,h4,a3,c3,e3,g3,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,g7,b6,d6,f6,a5",
	"W:Wh6,c5,d4,b2,d2,f2,a1,c1,e1,g1:Bb8,f8,h8,a7,c7,e7,g7,f6,a5",
	"B:Wa5,b4,c3,f2,h2,a1,c1,e1:Bd8,f8,a7,c7,g7,e5,g5,f4",
	"B:Wa5,b4,d2,f2,h2,c1,e1:Bf8,a7,c7,d6,g5,f4,h4",
	"W:Wb6,c5,Kh2,c1:Bd8,a7,Kf6,a3",
	"W:Wb6,c5,Kf4,c1:Bd8,a7,a3,Ka1",
	"W:We7,b4,d4,e3,c1:BKh2",
	"B:WKc5:Ba3,f2",
}

// tenByTen are the bench positions of the 10x10 games (International,
// Killer, Antidraughts, Frisian; Breakthrough those without kings): the kings of the last ones
// show where Killer's rule bites.
var tenByTen = []string{
	"W:W31-50:B1-20",
	"W:W27,31,33,35,36,37,38,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,15,16,18,22,30",
	"B:W26,27,36,37,38,39,40,41,43,46,47,48,49,50:B1,2,3,4,5,6,7,10,11,13,14,15,16,20",
	"W:W26,27,28,32,33,34,36,37,39,45,46,47,48,49:B1,2,4,5,6,8,12,13,16,17,19,20,24,25",
	"B:W27,28,36,37,40,41,42,45,48:B1,2,4,5,13,16,17,20,25,26",
	"W:W16,29,31,37,41,42,48:B1,9,15,17,18,25,26",
	"B:W27,28,29,33,37,39:B1,6,14,18,20,26,K50",
	"B:W15,27:B17,29,K49",
	"W:WK44:BK27,28,45",
	"W:WK12,26,27,42,47,50:B9,11,14,28,33",
}

// withoutKings returns the positions of fens that hold no king: the
// positions of a game that a king ends (Breakthrough).
func withoutKings(fens []string) []string {
	var out []string
	for _, f := range fens {
		if !strings.ContainsRune(f, 'K') {
			out = append(out, f)
		}
	}
	return out
}
