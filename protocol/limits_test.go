// Limits through the protocol: node counts from one go to the next, and
// the clock counted from reading go.

package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
)

// TestNodeLevelEveryGo: at any number of threads, each go's info lines
// count that search's nodes from 0, within 5% of the level's limit. The
// second search once began with the first one's count and stopped at once,
// without an info line.
func TestNodeLevelEveryGo(t *testing.T) {
	limits := []uint64{600_000, 60_000, 60_000}
	if testing.Short() {
		limits = []uint64{100_000, 10_000, 10_000}
	}
	for _, threads := range []int{1, 2, 4} {
		t.Run(fmt.Sprintf("threads=%d", threads), func(t *testing.T) {
			c := open(t, movegen.International)
			c.send("set-param name=threads value=" + strconv.Itoa(threads))
			for k, limit := range limits {
				c.setPos(c.pos)
				c.send(fmt.Sprintf("level nodes=%d", limit))
				c.send("go think")
				var counts []uint64
				for l := c.next(); lineName(l) != "done"; l = c.next() {
					cmd, _ := hub.Parse(l)
					n, err := strconv.ParseUint(mustValue(t, l, cmd, "nodes"), 10, 64)
					if err != nil {
						t.Fatalf("%q: bad nodes", l)
					}
					counts = append(counts, n)
				}
				if len(counts) == 0 {
					t.Errorf("search %d (%d nodes): no info line", k+1, limit)
				}
				for j, n := range counts {
					if n > limit+limit/20 || j > 0 && n < counts[j-1] {
						t.Errorf("search %d (%d nodes): info counts %v", k+1, limit, counts)
						break
					}
				}
			}
		})
	}
}

// TestMoveTimeFromReadingGo: the move time counts from when go was read:
// a go read a second before it is handled has no time left, and answers
// with its first iteration alone (one info line, then done).
func TestMoveTimeFromReadingGo(t *testing.T) {
	out := &lockedBuffer{}
	s := newSession(out, testConfig)
	runSync(s, "init", "pos start", "level move-time=0.5")
	s.handle(input{text: "go think", at: time.Now().Add(-time.Second)})
	waitIdle(t, s, 5*time.Second)
	out.mu.Lock()
	defer out.mu.Unlock()
	if n := countLines(out.lines, "info"); n != 1 {
		t.Errorf("%d info lines after the move time was spent, want the first iteration's alone", n)
	}
	if n := countLines(out.lines, "done"); n != 1 {
		t.Errorf("%d done lines, want 1", n)
	}
}

// TestReaderReadsAhead: the reader takes lines while the command loop is
// busy, so that a go is stamped when it arrives, not when the loop gets to
// it.
func TestReaderReadsAhead(t *testing.T) {
	quit := make(chan struct{})
	defer close(quit)
	lines := startReader(strings.NewReader("new-game\npos start\nlevel move-time=0.01\ngo think\n"), quit)
	deadline := time.Now().Add(replyTimeout)
	for len(lines) < 5 { // four lines and the end of input
		if time.Now().After(deadline) {
			t.Fatalf("the reader read %d lines while the loop took none", len(lines))
		}
		time.Sleep(time.Millisecond)
	}
	for range 4 {
		if in := <-lines; in.at.IsZero() || in.err != nil {
			t.Errorf("%+v: want a line with its arrival time", in)
		}
	}
}

// TestLevelOfEachGo: the level lines since the last pos or go make a go's
// level; a think or ponder without one reuses the last level given (or
// defaultMoveTime when none ever was); an analysis without one is
// unlimited.
func TestLevelOfEachGo(t *testing.T) {
	s := newSession(&lockedBuffer{}, testConfig)
	oneSecond := level{moveTime: defaultMoveTime, hasMoveTime: true}
	if got := s.goLevel(think); got != oneSecond {
		t.Errorf("think with no level ever given: %+v, want %+v", got, oneSecond)
	}
	if got := s.goLevel(analyze); !got.unlimited() {
		t.Errorf("analyze with no level: %+v, want unlimited", got)
	}
	runSync(s, "pos start", "level depth=2", "level nodes=500")
	want := level{depth: 2, nodes: 500}
	if got := s.goLevel(think); got != want {
		t.Errorf("think after two level lines: %+v, want %+v", got, want)
	}
	runSync(s, "pos start")
	for _, m := range []mode{think, ponder} {
		if got := s.goLevel(m); got != want {
			t.Errorf("mode %d with no new level: %+v, want the last one %+v", m, got, want)
		}
	}
	if got := s.goLevel(analyze); !got.unlimited() {
		t.Errorf("analyze with no new level: %+v, want unlimited", got)
	}
	runSync(s, "level move-time=0.25")
	if got := s.goLevel(analyze); got.moveTime != 250*time.Millisecond || got.depth != 0 {
		t.Errorf("analyze with a level: %+v, want move-time 0.25 alone", got)
	}
}

// TestThinkWithoutLevelEnds: a GUI that never sends a level gets its move.
func TestThinkWithoutLevelEnds(t *testing.T) {
	c := open(t, movegen.Italian)
	p, moves := opening(movegen.Italian)
	c.setPos(p, moves...)
	c.send("go think")
	if _, done := c.searchAnswer(); !done.Has("move") {
		t.Error("go think without a level: no move")
	}
	c.setPos(p, moves...)
	c.send("go think") // the default again: the level of the last go
	c.searchAnswer()
}

// TestLevelValues: infinite or not-a-number seconds and depths beyond the
// search's are refused with the range; the largest node count is taken.
func TestLevelValues(t *testing.T) {
	c := open(t, movegen.Italian)
	for _, bad := range []string{"move-time=inf", "move-time=nan", "time=+Inf", "inc=1e300", "depth=121", "depth=0",
		"nodes=18446744073709551616", "moves=-1"} {
		c.send("level " + bad)
		e := c.expect("error")
		if msg, _ := e.Value("message"); !strings.Contains(msg, "..") {
			t.Errorf("level %s: %q, want the range in the message", bad, msg)
		}
	}
	c.send("level nodes=18446744073709551615 depth=120 move-time=10000000")
	c.ping()
}
