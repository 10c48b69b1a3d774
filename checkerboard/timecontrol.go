// The time getmove is given: maxtime, and the info and moreinfo flags.

package checkerboard

import (
	"time"

	"github.com/damaengine/damaengine/player"
)

// The bits of getmove's info argument.
const (
	InfoReset     = 1 // a new game or an interruption: forget the history
	InfoExactTime = 2 // play after exactly maxtime
	incShift      = 2 // bits 2-3: the unit of an incremental clock
)

// incUnits are the units of an incremental clock's times, by mode 1..3.
var incUnits = [4]time.Duration{0, time.Millisecond, 10 * time.Millisecond, 100 * time.Millisecond}

// Incremental decodes an incremental clock (a Fischer clock) from info
// and moreinfo: the time left (moreinfo's high 16 bits) and the increment
// (its low 16 bits), in the unit bits 2-3 of info give (1: 0.001 s, 2:
// 0.01 s, 3: 0.1 s). ok is false when bits 2-3 are 0 (no such clock).
func Incremental(info, moreinfo int32) (left, inc time.Duration, ok bool) {
	unit := incUnits[info>>incShift&3]
	if unit == 0 {
		return 0, 0, false
	}
	m := uint32(moreinfo)
	return time.Duration(m>>16) * unit, time.Duration(m&0xffff) * unit, true
}

// averageClock is how many moves of maxtime the clock of an average
// time per move holds: the search aims near maxtime (a share of that
// clock plus most of one maxtime as increment) and never passes two
// fifths of it.
const averageClock = 6

// Limits turns getmove's time arguments into the search's limits: the
// incremental clock when info has one, else exactly maxtime seconds with
// InfoExactTime, else maxtime seconds on average (a clock of
// averageClock moves with maxtime as increment: about maxtime a move,
// at most 2.4 maxtime on a hard one).
func Limits(maxtime float64, info, moreinfo int32) player.Limits {
	if left, inc, ok := Incremental(info, moreinfo); ok {
		return player.Limits{Time: left, Inc: inc}
	}
	per := time.Duration(max(maxtime, 0.001) * float64(time.Second))
	if info&InfoExactTime != 0 {
		return player.Limits{MoveTime: per}
	}
	return player.Limits{Time: averageClock * per, Inc: per}
}
