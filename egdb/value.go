// The value of a position: win, loss or draw with the distance in plies.

package egdb

import (
	"fmt"

	"github.com/damaengine/damaengine/movegen"
)

// Value is the exact value of a position for the side to move. It is one
// byte, as stored: 0 is a draw; otherwise the game ends after Plies() =
// v-1 plies of best play, an odd count for a win of the side to move and
// an even count for a loss (0 plies: no legal move now).
type Value uint8

// Draw is the value of a drawn position.
const Draw Value = 0

// MaxPlies is the longest distance a Value holds (a win needs 253 plies at
// most; 255 is kept free).
const MaxPlies = 253

// WinIn returns the value of a win in n plies (n odd).
func WinIn(n int) Value { return Value(n + 1) }

// LossIn returns the value of a loss in n plies (n even).
func LossIn(n int) Value { return Value(n + 1) }

// IsWin reports whether the side to move wins.
func (v Value) IsWin() bool { return v != Draw && v&1 == 0 }

// IsLoss reports whether the side to move loses.
func (v Value) IsLoss() bool { return v != Draw && v&1 == 1 }

// IsDraw reports whether the position is drawn.
func (v Value) IsDraw() bool { return v == Draw }

// Plies returns the plies to the end of a won or lost game, 0 for a draw.
func (v Value) Plies() int {
	if v == Draw {
		return 0
	}
	return int(v) - 1
}

// Parent returns the value of a position whose move leads to a position of
// value v: a loss there is a win here one ply longer, and so on.
func (v Value) Parent() Value {
	if v == Draw {
		return Draw
	}
	return v + 1
}

// Better reports whether, for the side to move, a move to a position of
// value a is better than a move to one of value b: a quicker win, a draw
// before a loss, a slower loss.
func Better(a, b Value) bool { return rank(a) < rank(b) }

// rank orders child values from the mover's best to worst: the child's
// shortest loss first, then its longer losses, draws, its longest wins,
// its shortest wins.
func rank(child Value) int {
	switch {
	case child.IsLoss():
		return int(child)
	case child == Draw:
		return 512
	default:
		return 1024 - int(child)
	}
}

// String writes "win in 7", "loss in 0" or "draw".
func (v Value) String() string {
	switch {
	case v.IsWin():
		return fmt.Sprintf("win in %d", v.Plies())
	case v.IsLoss():
		return fmt.Sprintf("loss in %d", v.Plies())
	}
	return "draw"
}

// EndValue is the value of a position of variant v whose side to move has
// no legal move: a loss in 0; in Antidraughts (movegen.Variant.NoMoveWins)
// a win, which the values count one ply late, as a win in 1, since a
// Value's parity says who wins: every Antidraughts distance is one ply
// longer than the game's.
func EndValue(v movegen.Variant) Value {
	if v.NoMoveWins() {
		return WinIn(1)
	}
	return LossIn(0)
}
