// Searches: go, ponder-hit and stop, the search goroutine and when its
// done line is sent.

package protocol

import (
	"context"
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// mode is what a go asks for.
type mode uint8

const (
	think   mode = iota // search and play
	ponder              // search the expected position until ponder-hit or stop
	analyze             // search for the GUI's display, never play
)

// running is a search in progress, or ended with its done held back.
type running struct {
	mode      mode
	root      movegen.Position
	unlimited bool // an analysis without limits: done waits for stop
	finished  <-chan player.Answer
	cancel    context.CancelFunc // stops the search
	result    *player.Answer     // set when the search ended before its done may be sent
	stopping  bool               // stop was asked for
	hit       bool               // ponder-hit arrived
}

// playerMode is the player's mode of each mode of a go.
var playerMode = [...]player.Mode{think: player.Play, ponder: player.Ponder, analyze: player.Analyse}

// goSearch asks the player for the current position's move or analysis;
// the answer comes on the run's channel. A think the player answers
// without a search (the only legal move, as Scan does, or the book's)
// gets its done at once. The level is reset.
func (s *session) goSearch(c *hub.Command) {
	m := think
	switch {
	case c.Has("analyze"):
		m = analyze
	case c.Has("ponder"):
		m = ponder
	}
	lv := s.goLevel(m)
	pos := s.game.Position()
	limits := lv.limits()
	limits.Start = s.readAt // the GUI's clock runs from its go
	r := &running{mode: m, root: pos}
	if m == analyze && lv.unlimited() {
		r.unlimited, limits.Infinite = true, true
	}
	multiPV := 1
	if m == analyze {
		multiPV = s.multiPV
	}
	s.run = r
	var ctx context.Context
	ctx, r.cancel = context.WithCancel(context.Background())
	req := player.Request{Mode: playerMode[m], Limits: limits, MultiPV: multiPV}
	r.finished = s.player().Go(ctx, s.game, req, func(info player.Info) {
		s.w.send(infoLine(pos, info, multiPV > 1))
	})
}

// goLevel returns the level of a go in mode m and resets the level lines.
// The level lines since the last pos or go make the level, which later
// go lines reuse: a GUI may send its level once a game. An analysis
// without level lines searches until stop; a think or ponder when no
// level was ever given plays at defaultMoveTime.
func (s *session) goLevel(m mode) level {
	lv, given := s.level, s.levelGiven
	s.level, s.levelGiven = level{}, false
	switch {
	case given:
		s.lastLevel = &lv
		return lv
	case m == analyze:
		return level{}
	case s.lastLevel != nil:
		return *s.lastLevel
	}
	return level{moveTime: defaultMoveTime, hasMoveTime: true}
}

// limits turns the level into search limits. A Hub clock excludes the
// increment of the move to play, which the engine may already use: the
// search's Time is the clock after it.
func (l level) limits() player.Limits {
	lim := player.Limits{Depth: l.depth, Nodes: l.nodes, Infinite: l.infinite}
	if l.hasMoveTime {
		lim.MoveTime = max(l.moveTime, time.Nanosecond)
	}
	if l.smart {
		clock := defaultClock
		if l.hasClock {
			clock = l.clock
		}
		lim.Time = max(clock+l.inc, time.Millisecond)
		lim.Inc = l.inc
		lim.MovesToGo = l.moves
	}
	return lim
}

// unlimited reports whether the level bounds nothing.
func (l level) unlimited() bool {
	return l.depth == 0 && l.nodes == 0 && !l.hasMoveTime && !l.smart
}

// searchEnded takes the player's answer. An unlimited analysis and a
// ponder search before ponder-hit keep their done until stop (or
// ponder-hit): a GUI expects none before.
func (s *session) searchEnded(res player.Answer) {
	r := s.run
	if !r.stopping && ((r.mode == analyze && r.unlimited) || (r.mode == ponder && !r.hit)) {
		r.result = &res
		return
	}
	s.finish(res)
}

// finish sends the done line, after the book's info line for a book
// move, and makes the session idle.
func (s *session) finish(a player.Answer) {
	if a.Source == player.FromBook {
		s.w.send(bookInfoLine(s.run.root, a, s.sinceRead()))
	}
	s.w.send(doneLine(s.run.root, a))
	s.run.cancel()
	s.run = nil
}

// stop ends the search; its done follows when it has stopped. Without a
// search it does nothing, as in Scan.
func (s *session) stop(*hub.Command) {
	r := s.run
	switch {
	case r == nil:
	case r.result != nil:
		s.finish(*r.result)
	default:
		r.stopping = true
		r.cancel()
	}
}

// ponderHit turns a ponder search into a timed one. It does nothing for
// other searches or without one, as in Scan.
func (s *session) ponderHit(*hub.Command) {
	r := s.run
	if r == nil || r.mode != ponder || r.hit {
		return
	}
	r.hit = true
	if r.result != nil {
		s.finish(*r.result)
		return
	}
	s.pl.PonderHit()
}

// interrupt stops the search, waits for it and sends its done.
func (s *session) interrupt() {
	if s.run == nil {
		return
	}
	res := s.wait()
	s.finish(res)
}

// halt stops the search and waits for it without a done: the GUI is gone.
func (s *session) halt() {
	if s.run != nil {
		s.wait()
		s.run = nil
	}
}

// wait stops the search and returns its answer.
func (s *session) wait() player.Answer {
	r := s.run
	if r.result != nil {
		return *r.result
	}
	r.stopping = true
	r.cancel()
	return <-r.finished
}
