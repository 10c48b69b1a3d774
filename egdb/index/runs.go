// The runs of the kings' quiet moves in the index (Frisian and Frysk).

package index

import (
	"math/bits"

	"github.com/damaengine/damaengine/movegen"
)

// runsPerKing is the number of runs one king may be making: one to three
// quiet moves in a row.
const runsPerKing = 3

// runStates returns how many runs a side with men men and kings kings
// may carry on board b: none, or one of its kings after one to three
// quiet moves in a row. A side without men moves its kings freely and
// a side without kings has none to run, so each has one state, no run.
func (b *Board) runStates(men, kings int) uint64 {
	if !b.runs || men == 0 || kings == 0 {
		return 1
	}
	return 1 + runsPerKing*uint64(kings)
}

// turnRun returns run r seen after half a turn of the board.
func (b *Board) turnRun(r movegen.KingRun) movegen.KingRun {
	if r.Count() == 0 {
		return 0
	}
	return movegen.NewKingRun(int(b.turn[r.Bit()]), r.Count())
}

// runIndex returns the number of run r of a side whose kings are on
// kings: 0 for none, else 1 + 3 × the king's order among them (by bit) +
// the moves made less one.
func runIndex(r movegen.KingRun, kings uint64) uint64 {
	if r.Count() == 0 {
		return 0
	}
	order := bits.OnesCount64(kings & (1<<uint(r.Bit()) - 1))
	return 1 + runsPerKing*uint64(order) + uint64(r.Count()-1)
}

// runOf is runIndex's inverse.
func runOf(x uint64, kings uint64) movegen.KingRun {
	if x == 0 {
		return 0
	}
	order, count := (x-1)/runsPerKing, (x-1)%runsPerKing+1
	for ; order > 0; order-- {
		kings &= kings - 1
	}
	return movegen.NewKingRun(bits.TrailingZeros64(kings), int(count))
}
