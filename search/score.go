// Score scale, win/loss distances and their table adjustment.

package search

import "github.com/damaengine/damaengine/movegen"

// Scores are in centi-men from the side to move's point of view. From the
// top down: wins the search found on the board (Mate band), wins the
// endgame database knows with their distance (EGDB band), wins it knows
// without (WLD band, from the dense files), evaluations, and the same
// bands negated for losses.
const (
	// Mate is the score of a won position with the win on the board now;
	// a win in n plies scores Mate - n.
	Mate = 30000
	// MateBound separates win/loss scores found by the search from the
	// database's and the evaluations.
	MateBound = Mate - MaxPly
	// EGDBWin is the score of a database win with the end on the board
	// now: a position at ply from the root that the database scores a win
	// in d plies scores EGDBWin - ply - d, seen from the root a win
	// ply + d plies away; a database loss is the negation.
	EGDBWin = 20000
	// EGDBBound separates database win/loss scores from evaluations: the
	// furthest database win (253 plies from a position at MaxPly) scores
	// above it. Evaluations stay far below (their magnitude is a few
	// thousand centi-men at most: TestEvaluationsBelowEGDBBound).
	EGDBBound = EGDBWin - MaxPly - 254
	// WLDWin is the score of a win the dense win/loss/draw files know
	// without its distance: such a position scores WLDWin plus its
	// evaluation held within WLDProgress, so that among won positions the
	// search still goes for the ones further on (more material, men nearer
	// the crown); a loss is the negation.
	WLDWin = 15000
	// WLDProgress bounds the evaluation a WLD-band score carries.
	WLDProgress = 2000
	// WLDBound separates the WLD band from evaluations.
	WLDBound = WLDWin - WLDProgress
	// Draw is the score of drawn positions.
	Draw   = 0
	inf    = Mate + 1
	noEval = -inf
)

// MaxPly bounds the depth of the search path.
const MaxPly = 128

// MaxDepth is the deepest nominal depth an iteration reaches: extensions
// and quiescence need room below it in the MaxPly frames.
const MaxDepth = MaxPly - 8

// IsWin reports whether s is a forced win for the side to move found by
// the search (Mate band; see IsEGDBWin for the database's).
func IsWin(s int) bool { return s >= MateBound }

// IsLoss reports whether s is a forced loss for the side to move found by
// the search.
func IsLoss(s int) bool { return s <= -MateBound }

// IsEGDBWin reports whether s is a win for the side to move that the
// endgame database knows (EGDB band); PliesToEnd gives its distance.
func IsEGDBWin(s int) bool { return s >= EGDBBound && s < MateBound }

// IsEGDBLoss reports whether s is a loss the endgame database knows.
func IsEGDBLoss(s int) bool { return IsEGDBWin(-s) }

// IsWLDWin reports whether s is a win for the side to move that the
// dense files know without its distance (WLD band); WLDProgressOf gives
// the evaluation it carries.
func IsWLDWin(s int) bool { return s >= WLDBound && s < EGDBBound }

// IsWLDLoss reports whether s is a loss the dense files know.
func IsWLDLoss(s int) bool { return IsWLDWin(-s) }

// WLDProgressOf returns the evaluation a WLD-band score s carries, from
// the winner's view.
func WLDProgressOf(s int) int {
	if s < 0 {
		s = -s
	}
	return s - WLDWin
}

// wldScore returns the score of a position of outcome won or lost (won
// false) for the side to move, whose evaluation is eval.
func wldScore(won bool, eval int) int {
	if won {
		return WLDWin + max(-WLDProgress, min(eval, WLDProgress-1))
	}
	return -WLDWin + max(-WLDProgress+1, min(eval, WLDProgress))
}

// isDecided reports whether s is a win or loss of any band, far from the
// evaluations: aspiration windows and ProbCut keep away from them.
func isDecided(s int) bool { return s >= WLDBound || s <= -WLDBound }

// PliesToEnd returns the number of plies to the end of a won or lost game
// (IsWin, IsLoss, IsEGDBWin or IsEGDBLoss).
func PliesToEnd(s int) int {
	if s < 0 {
		s = -s
	}
	if s < MateBound {
		return EGDBWin - s
	}
	return Mate - s
}

// toTable converts a score at ply to one relative to the stored position.
// Both bands of wins and losses carry their distance from the root, which
// becomes one from the stored position.
func toTable(s, ply int) int16 {
	switch {
	case s >= EGDBBound:
		s += ply
	case s <= -EGDBBound:
		s -= ply
	}
	return int16(s)
}

// fromTable undoes toTable at ply.
func fromTable(s int16, ply int) int {
	v := int(s)
	switch {
	case v >= EGDBBound:
		v -= ply
	case v <= -EGDBBound:
		v += ply
	}
	return v
}

// NoMoveScore is the score of p, whose side to move has no legal move, at
// ply plies from the root: lost now, or won now where the variant says so
// (Antidraughts: movegen.Variant.NoMoveWins).
func NoMoveScore(p *movegen.Position, ply int) int {
	if p.Variant.NoMoveWins() {
		return Mate - ply
	}
	return -Mate + ply
}
