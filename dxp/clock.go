// The DXP game clock: minutes for every so many moves, per side.

package dxp

import "time"

// clock is one side's thinking time. DXP gives each side the request's
// minutes for its moves moves, and the same again for each further period
// of moves; moves 0 means one period for the whole game.
type clock struct {
	period time.Duration
	moves  int
	left   time.Duration // may go negative: DXP has no flag to fall
	played int
}

func newClock(minutes, moves int) clock {
	d := time.Duration(minutes) * time.Minute
	return clock{period: d, moves: moves, left: d}
}

// toGo returns the moves left in the current period (0: the whole game).
func (c *clock) toGo() int {
	if c.moves == 0 {
		return 0
	}
	return c.moves - c.played%c.moves
}

// spend charges one move that took d, and starts the next period when
// this one's moves are done.
func (c *clock) spend(d time.Duration) {
	c.left -= d
	c.played++
	if c.moves > 0 && c.played%c.moves == 0 {
		c.left += c.period
	}
}
