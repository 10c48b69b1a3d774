// Timing a build wave by wave: what the plans for a cluster need.

package build

import (
	"time"

	"github.com/damaengine/damaengine/egdb/index"
)

// WaveDone reports a wave a build has finished: what of it this run
// built, and in how long.
type WaveDone struct {
	Pieces, Wave int           // the piece count and the wave's number in it, from 1 (as Waves numbers them)
	Units        int           // units this run built in the wave (fewer than Waves counts when a resumed run found some on disk; a resumed run that only writes some conversions reports those)
	Work         uint64        // positions passed through, as Progress counts them: each once a build, again for its conversions
	Elapsed      time.Duration // wall time from the wave's first unit to the end of its last
	// CPU is the process's CPU time over the same span, its threads
	// together; unlike Elapsed it leaves out the time the process was
	// stopped (a paused background job). Zero where the system does not
	// give it.
	CPU time.Duration
}

// waveClock times the units a build goes through in build order, and
// reports each wave when the first unit of another begins, or the build
// ends.
type waveClock struct {
	b      *index.Board
	report func(WaveDone)
	number map[index.Unit]int // each unit's wave, filled one piece count at a time
	open   WaveDone           // the wave under way (Wave 0: none)
	since  time.Time
	cpu    time.Duration // the process's CPU time when it began
	from   uint64        // the builder's count of positions done when it began
}

// enter notes that unit u begins, done positions into the build.
func (c *waveClock) enter(u index.Unit, done uint64) {
	if c.report == nil {
		return
	}
	pieces := u.A.Pieces()
	if _, ok := c.number[u]; !ok {
		if c.number == nil {
			c.number = make(map[index.Unit]int)
		}
		for i, w := range waves(c.b, pieces) {
			for _, wu := range w {
				c.number[wu] = i + 1
			}
		}
	}
	if wave := c.number[u]; c.open.Pieces != pieces || c.open.Wave != wave {
		c.finish(done)
		c.open, c.since, c.from = WaveDone{Pieces: pieces, Wave: wave}, time.Now(), done
		c.cpu, _ = processCPU()
	}
	c.open.Units++
}

// finish reports the wave under way, if any, done positions into the
// build.
func (c *waveClock) finish(done uint64) {
	if c.report == nil || c.open.Wave == 0 {
		return
	}
	c.open.Work, c.open.Elapsed = done-c.from, time.Since(c.since)
	if cpu, ok := processCPU(); ok {
		c.open.CPU = cpu - c.cpu
	}
	c.report(c.open)
	c.open = WaveDone{}
}
