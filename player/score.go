// Scores as text, in men, the way Hub clients read them.

package player

import (
	"strconv"

	"github.com/damaengine/damaengine/search"
)

// Hub scores are in men. A game won in n plies scores winScore - n/100,
// as Scan does, whether the search or the endgame databases found the
// win: clients (pydraughts reads a score above 90 as a win in
// ceil((100 - score) * 100 / 2) moves) get the distance. Ordinary scores
// stay within maxEval; wins are at most search.MaxPly (the search's) or
// about 380 plies (the databases') away, so that the two never meet.
const (
	winScore = 10000 // centi-men
	maxEval  = 8999
)

// HubScore writes a search score (centi-men, search.Mate - plies for a
// win found by the search, search.EGDBWin - plies for one the databases
// know) in men with two decimals, on the scale above.
func HubScore(s int) string {
	switch {
	case search.IsWin(s) || search.IsEGDBWin(s):
		s = winScore - search.PliesToEnd(s)
	case search.IsLoss(s) || search.IsEGDBLoss(s):
		s = -(winScore - search.PliesToEnd(s))
	default:
		s = max(-maxEval, min(s, maxEval))
	}
	return Men(s)
}

// Men writes centi-men as men with two decimals.
func Men(cm int) string { return strconv.FormatFloat(float64(cm)/100, 'f', 2, 64) }
