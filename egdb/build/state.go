// The builder's per-position state, packed in one word updated by
// compare-and-swap.

package build

import (
	"sync/atomic"

	"github.com/damaengine/damaengine/egdb"
)

// A state word holds:
//
//	bits  0-7   the value, once resolved
//	bit   8     resolved
//	bit   9     don't care: no position, or a capture pending
//	bit  10     a move leaving the unit wins (pend is that win's plies)
//	bit  11     a move leaving the unit draws
//	bits 12-19  pend: the plies of the best win or longest loss by leaving
//	bits 20-31  the moves inside the unit not yet known to lose
type state uint32

const (
	stResolved state = 1 << 8
	stDontCare state = 1 << 9
	stExitWin  state = 1 << 10
	stExitDraw state = 1 << 11
	pendShift        = 12
	countShift       = 20
	countOne   state = 1 << countShift
	maxInside        = 1<<(32-countShift) - 1 // moves inside the unit a state can count
)

func (s state) value() egdb.Value     { return egdb.Value(s & 0xff) }
func (s state) resolved() bool        { return s&stResolved != 0 }
func (s state) pend() int             { return int(s>>pendShift) & 0xff }
func (s state) count() int            { return int(s >> countShift) }
func resolvedAs(v egdb.Value) state   { return stResolved | state(v) }
func load(a []uint32, i uint64) state { return state(atomic.LoadUint32(&a[i])) }

// final returns the value of s once the unit is solved: a draw unless
// resolved.
func (s state) final() egdb.Value {
	if s.resolved() {
		return s.value()
	}
	return egdb.Draw
}

// cas replaces old by new at a[i].
func cas(a []uint32, i uint64, old, new state) bool {
	return atomic.CompareAndSwapUint32(&a[i], uint32(old), uint32(new))
}
