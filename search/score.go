// Score scale, win/loss distances and their table adjustment.

package search

// Scores are in centi-men from the side to move's point of view.
const (
	// Mate is the score of a won position with the win on the board now;
	// a win in n plies scores Mate - n.
	Mate = 30000
	// MateBound separates win/loss scores from ordinary evaluations.
	MateBound = Mate - MaxPly
	// Draw is the score of drawn positions.
	Draw   = 0
	inf    = Mate + 1
	noEval = -inf
)

// MaxPly bounds the depth of the search path.
const MaxPly = 128

// IsWin reports whether s is a forced win for the side to move.
func IsWin(s int) bool { return s >= MateBound }

// IsLoss reports whether s is a forced loss for the side to move.
func IsLoss(s int) bool { return s <= -MateBound }

// PliesToEnd returns the number of plies to the end of a won or lost game.
func PliesToEnd(s int) int {
	if s < 0 {
		s = -s
	}
	return Mate - s
}

// toTable converts a score at ply to one relative to the stored position.
func toTable(s, ply int) int16 {
	switch {
	case s >= MateBound:
		s += ply
	case s <= -MateBound:
		s -= ply
	}
	return int16(s)
}

// fromTable undoes toTable at ply.
func fromTable(s int16, ply int) int {
	v := int(s)
	switch {
	case v >= MateBound:
		v -= ply
	case v <= -MateBound:
		v += ply
	}
	return v
}
