// Search limits and the time manager.

package search

import "time"

// Limits bounds a search. Zero fields are unlimited; with every field zero
// the search runs until stopped.
type Limits struct {
	Depth     int           // maximum nominal depth in plies
	Nodes     uint64        // stop after this many nodes
	MoveTime  time.Duration // exact time for this move
	Time      time.Duration // remaining clock of the side to move
	Inc       time.Duration // increment per move
	MovesToGo int           // moves to the next time control (0: sudden death)
	Infinite  bool          // search until Stop, ignoring the clock
	Ponder    bool          // search until PonderHit or Stop
}

// Overhead is kept back from every clock-based budget for the engine's I/O
// and the GUI's latency, so that the engine never loses on time.
const Overhead = 30 * time.Millisecond

// budget is the time plan of one search.
type budget struct {
	soft, hard time.Duration // 0: no time limit
}

// plan turns the limits into soft and hard times. The soft limit is what
// the search aims for; the hard one is never passed.
func plan(l Limits) budget {
	switch {
	case l.Infinite:
		return budget{}
	case l.MoveTime > 0:
		t := max(l.MoveTime-Overhead/3, time.Millisecond)
		return budget{soft: t, hard: t}
	case l.Time > 0 || l.Inc > 0:
		left := max(l.Time-Overhead, time.Millisecond)
		moves := l.MovesToGo
		if moves <= 0 || moves > 40 {
			moves = 40
		}
		soft := left/time.Duration(moves) + l.Inc*3/4
		hard := min(soft*4, left*2/5)
		if l.MovesToGo == 1 {
			hard = min(soft*4, left*4/5)
		}
		soft = min(soft, hard)
		return budget{soft: max(soft, time.Millisecond), hard: max(hard, time.Millisecond)}
	}
	return budget{}
}
