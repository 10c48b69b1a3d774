// Scores as text, in men, the way Hub clients read them.

package player

import (
	"fmt"
	"strconv"

	"github.com/damaengine/damaengine/movegen"
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

// WhiteScore is a score of the side to move (side) from White's view.
func WhiteScore(score int, side movegen.Color) int {
	if side == movegen.Black {
		return -score
	}
	return score
}

// WhiteScoreText writes a score of the side to move from White's view
// for people: "+0.35" in men, or "White wins in 7" (plies).
func WhiteScoreText(score int, side movegen.Color) string {
	return ScoreText(WhiteScore(score, side), "White wins in", "Black wins in")
}

// ScoreText writes a score for people: "+0.35" in men, or the end it
// foresees, "WIN 7" or "LOSS 7" in plies with the words given.
func ScoreText(score int, win, loss string) string {
	switch {
	case search.IsWin(score) || search.IsEGDBWin(score):
		return fmt.Sprintf("%s %d", win, search.PliesToEnd(score))
	case search.IsLoss(score) || search.IsEGDBLoss(score):
		return fmt.Sprintf("%s %d", loss, search.PliesToEnd(score))
	}
	return fmt.Sprintf("%+.2f", float64(score)/100)
}

// WhiteMen is a score of the side to move from White's view in men, wins
// and losses as +100 and -100.
func WhiteMen(score int, side movegen.Color) float64 {
	score = WhiteScore(score, side)
	switch {
	case search.IsWin(score) || search.IsEGDBWin(score):
		return 100
	case search.IsLoss(score) || search.IsEGDBLoss(score):
		return -100
	}
	return float64(score) / 100
}
