// Search limits and the time manager.

package search

import (
	"math/bits"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

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
	// Start is when the move's time began, for instance when the GUI's go
	// was read; the time limits count from it. Zero: the call to Start.
	Start time.Time
	// Noise, above 0, adds to every static evaluation a number in
	// -Noise..Noise centi-men drawn from the position's key and NoiseSeed
	// (Noisy): the same position always gets the same noise under one
	// seed, so a weakened player misjudges it the same way all game long,
	// and the table's scores stay consistent. Database scores and game
	// ends are exact.
	Noise     int
	NoiseSeed uint64
}

// Noisy returns the noise Limits.Noise adds to the evaluation of the
// position with key under seed: uniform in -amplitude..amplitude.
func Noisy(key, seed uint64, amplitude int) int {
	x := (key ^ seed) * 0x9E3779B97F4A7C15
	x ^= x >> 29
	x *= 0xBF58476D1CE4E5B9
	x ^= x >> 32
	return int(x%uint64(2*amplitude+1)) - amplitude
}

// Overhead is kept back from a clock (Time and Inc) for the engine's I/O
// and the GUI's latency, so that the engine never loses on time; a clock
// shorter than twice Overhead keeps half of itself back.
const Overhead = 30 * time.Millisecond

// A move time (MoveTime) is a bound the GUI enforces, and the search uses
// nearly all of it: it keeps back moveTimeShare of it, at least
// moveTimeFloor and at most moveTimeCap, for what follows the hard stop:
// the main thread noticing it (it looks at the clock every pollInterval
// nodes, about 0.1 ms), the done line's way to the GUI (it does not wait
// for the helper threads) and the operating system's scheduling.
// docs/PERFORMANCE.md ("Move time") has the figures they were chosen by.
const (
	moveTimeShare = 0.03
	moveTimeFloor = time.Millisecond
	moveTimeCap   = 10 * time.Millisecond
)

// moveTimeReserve returns what a move time of t keeps back.
func moveTimeReserve(t time.Duration) time.Duration {
	return min(max(time.Duration(float64(t)*moveTimeShare), moveTimeFloor), moveTimeCap)
}

// minBudget is the least hard limit: with less the search stops at its
// first look at the clock and plays its first legal move.
const minBudget = time.Microsecond

// budget is the time plan of one search.
type budget struct {
	soft, hard time.Duration // 0: no time limit
}

// The clock's share of one move (plan): the soft limit is the clock left
// shared among the moves to go, plus incQuarters quarters of the
// increment; the hard limit is hardPerSoft soft limits, but never more
// than hardFifths fifths of the clock left (lastMoveFifths before the
// time control, where no later move needs the rest).
const (
	incQuarters    = 3
	hardPerSoft    = 4
	hardFifths     = 2
	lastMoveFifths = 4
)

// plan turns the limits into soft and hard times. The soft limit is what
// the search aims for (0: the hard one); the hard one is never passed.
// Without moves to go (or with more than timeMoves) the clock is shared
// among timeMoves moves (Params.movesLeft of the root).
func plan(l Limits, timeMoves int) budget {
	switch {
	case l.Infinite:
		return budget{}
	case l.MoveTime > 0:
		return budget{hard: max(l.MoveTime-moveTimeReserve(l.MoveTime), minBudget)}
	case l.Time > 0 || l.Inc > 0:
		left := max(l.Time-min(Overhead, l.Time/2), minBudget)
		moves := l.MovesToGo
		if moves <= 0 || moves > timeMoves {
			moves = timeMoves
		}
		soft := left/time.Duration(moves) + l.Inc*incQuarters/4
		hard := min(soft*hardPerSoft, left*hardFifths/5)
		if l.MovesToGo == 1 {
			hard = min(soft*hardPerSoft, left*lastMoveFifths/5)
		}
		hard = max(hard, minBudget)
		return budget{soft: max(min(soft, hard), minBudget), hard: hard}
	}
	return budget{}
}

// startPieces holds each variant's number of pieces at the start.
var startPieces = func() []int {
	n := make([]int, len(movegen.Variants))
	for _, v := range movegen.Variants {
		p := movegen.StartPosition(v)
		n[v] = bits.OnesCount64(p.Pieces[movegen.White] | p.Pieces[movegen.Black])
	}
	return n
}()

// movesLeft returns the number of moves a clock without moves to go is
// shared among in pos: TimeMoves with every starting piece on the board,
// falling in proportion to the pieces taken towards TimeMovesEnd. Games
// end sooner, counted in moves, the fewer pieces are left, and an endgame
// move needs its time as much as an opening move (Scan shares its clock
// among 30 moves at the start and 10 at the end).
func (p Params) movesLeft(pos *movegen.Position) int {
	full := startPieces[pos.Variant]
	n := min(bits.OnesCount64(pos.Pieces[movegen.White]|pos.Pieces[movegen.Black]), full)
	return max(p.TimeMovesEnd+(p.TimeMoves-p.TimeMovesEnd)*n/full, 1)
}
