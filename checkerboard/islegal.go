// islegal: whether the user's move from one square to another is legal.

package checkerboard

import "github.com/damaengine/damaengine/movegen"

// IsLegal reports whether color may move from square from to square to
// (1..32) on b, and describes the move in *move when it may. When two
// captures join the same squares, the one precedence names first is
// described (CheckerBoard asks "get movelist" to tell them apart).
func IsLegal(b *Board, color, from, to int32, move *CBMove) bool {
	pos, err := PositionOf(b, color)
	if err != nil || from < 1 || from > Squares || to < 1 || to > Squares {
		return false
	}
	fromBit, toBit := movegen.Italian.Bit(movegen.Square(from-1)), movegen.Italian.Bit(movegen.Square(to-1))
	var l movegen.MoveList
	pos.Generate(&l)
	for _, m := range l.Slice() {
		if m.From == fromBit && m.To == toBit {
			*move = MoveOf(&pos, m)
			return true
		}
	}
	return false
}
