// Scores as text, in men, the way Hub clients read them.

package player

import (
	"fmt"
	"strconv"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/words"
)

// Hub scores are in men. A game won in n plies scores winScore - n/100,
// as Scan does, whether the search or the endgame databases found the
// win: clients (pydraughts reads a score above 90 as a win in
// ceil((100 - score) * 100 / 2) moves) get the distance. Ordinary scores
// stay within maxEval; wins are at most search.MaxPly (the search's) or
// about 380 plies (the databases') away, so that the two never meet.
// A win the dense files know without its distance (search.IsWLDWin)
// scores knownWin plus a hundredth for every progressStep centi-men of
// the evaluation it carries, held within knownProgress: from 90.05 to
// 90.95, a win to every reader of Scan's scale (|score| of 90 and more;
// pydraughts reads a win in 453 to 498 moves, which is no distance: the
// hundredths only rank such wins), and below every win with a distance.
// 90.01 to 90.04 are left out: a reader that takes int(score * 100) may
// see 90.01 as 9000, not above 9000.
const (
	winScore      = 10000 // centi-men
	maxEval       = 8999
	knownWin      = 9050
	knownProgress = 45
	progressStep  = 40
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
	case search.IsWLDWin(s):
		s = knownWin + knownHundredths(s)
	case search.IsWLDLoss(s):
		s = -(knownWin + knownHundredths(s))
	default:
		s = max(-maxEval, min(s, maxEval))
	}
	return Men(s)
}

// knownHundredths is the progress a WLD-band score s carries, in steps of
// progressStep centi-men, within knownProgress.
func knownHundredths(s int) int {
	return max(-knownProgress, min(search.WLDProgressOf(s)/progressStep, knownProgress))
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
// for people: "+0.35" in men, "White wins in 7 plies", or "White wins".
func WhiteScoreText(score int, side movegen.Color) string {
	ws := WhiteScore(score, side)
	if search.IsWLDWin(ws) || search.IsWLDLoss(ws) {
		return ScoreText(ws, "White wins", "Black wins")
	}
	return ScoreText(ws, "White wins in", "Black wins in")
}

// ScoreText writes a score for people: "+0.35" in men, or the end it
// foresees, "WIN 7 plies" or "LOSS 1 ply" with the words given, "WIN" or
// "LOSS" alone for one the dense files know without its distance.
func ScoreText(score int, win, loss string) string {
	switch {
	case search.IsWin(score) || search.IsEGDBWin(score):
		return win + " " + words.Count(search.PliesToEnd(score), "ply", "plies")
	case search.IsLoss(score) || search.IsEGDBLoss(score):
		return loss + " " + words.Count(search.PliesToEnd(score), "ply", "plies")
	case search.IsWLDWin(score):
		return win
	case search.IsWLDLoss(score):
		return loss
	}
	return fmt.Sprintf("%+.2f", float64(score)/100)
}

// WhiteMen is a score of the side to move from White's view in men, wins
// and losses as +100 and -100.
func WhiteMen(score int, side movegen.Color) float64 {
	score = WhiteScore(score, side)
	switch {
	case search.IsWin(score) || search.IsEGDBWin(score) || search.IsWLDWin(score):
		return 100
	case search.IsLoss(score) || search.IsEGDBLoss(score) || search.IsWLDLoss(score):
		return -100
	}
	return float64(score) / 100
}
