// The perft command: counting in its own goroutine, so that ping is
// answered meanwhile and stop, quit or any other command ends it at once.

package protocol

import (
	"errors"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/damaengine/damaengine/bench"
	"github.com/damaengine/damaengine/hub"
)

// maxPerftDepth bounds perft, as on the command line.
const maxPerftDepth = bench.MaxPerftDepth

// perftRun is a perft in progress.
type perftRun struct {
	depth    int
	stop     atomic.Bool
	finished chan perftResult // receives the one result
}

// perftResult is a perft's count, or bench.ErrStopped, and its time.
type perftResult struct {
	nodes uint64
	err   error
	took  time.Duration
}

// perft checks "perft N" (or "perft depth=N") and returns the start of the
// count.
func (s *session) perft(c *hub.Command) (func(), error) {
	errUsage := errors.New("perft: want perft N with N in 1.." + strconv.Itoa(maxPerftDepth))
	if len(c.Args) != 1 {
		return nil, errUsage
	}
	a := c.Args[0]
	text := a.Value
	switch {
	case a.Flag:
		text = a.Key
	case a.Key != "depth":
		return nil, errUsage
	}
	depth, err := strconv.Atoi(text)
	if err != nil || depth < 1 || depth > maxPerftDepth {
		return nil, errUsage
	}
	return func() { s.startPerft(depth) }, nil
}

// startPerft counts in a goroutine; the command loop takes the result.
func (s *session) startPerft(depth int) {
	job := &perftRun{depth: depth, finished: make(chan perftResult, 1)}
	pos, threads := s.game.Position(), s.pl.Settings().Threads
	s.perftJob = job
	go func() {
		start := time.Now()
		n, err := bench.Perft(pos, depth, bench.Options{Threads: threads, Stop: &job.stop})
		job.finished <- perftResult{nodes: n, err: err, took: time.Since(start)}
	}()
}

// perftEnded prints the count, or that the perft was stopped (without the
// partial count), and forgets the perft.
func (s *session) perftEnded(res perftResult) {
	l := hub.NewLine("perft").Pair("depth", strconv.Itoa(s.perftJob.depth))
	s.perftJob = nil
	secs := res.took.Seconds()
	if res.err != nil {
		s.w.send(l.Pair("stopped", "true").Pair("time", formatSeconds(res.took)).String())
		return
	}
	nps := 0.0
	if secs > 0 {
		nps = float64(res.nodes) / secs / 1e6
	}
	s.w.send(l.Pair("nodes", strconv.FormatUint(res.nodes, 10)).
		Pair("time", formatSeconds(res.took)).
		Pair("nps", strconv.FormatFloat(nps, 'f', 2, 64)).String())
}

// stopAll is the stop command: it ends a search (whose done follows) and a
// perft (whose line follows).
func (s *session) stopAll() {
	if s.perftJob != nil {
		s.perftJob.stop.Store(true)
	}
	s.stop(nil)
}

// interruptPerft stops the perft, waits for it and prints its line.
func (s *session) interruptPerft() {
	if s.perftJob != nil {
		s.perftJob.stop.Store(true)
		s.perftEnded(<-s.perftJob.finished)
	}
}

// haltPerft stops the perft and waits for it without a line: the GUI is
// gone.
func (s *session) haltPerft() {
	if s.perftJob != nil {
		s.perftJob.stop.Store(true)
		<-s.perftJob.finished
		s.perftJob = nil
	}
}
