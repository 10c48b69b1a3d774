// Limits through the protocol: node counts from one go to the next, and
// the clock counted from reading go.

package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

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
					cmd, _ := parseLine(l)
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
// without searching an iteration.
func TestMoveTimeFromReadingGo(t *testing.T) {
	out := &lockedBuffer{}
	s := newSession(out, testConfig)
	runSync(s, "init", "pos start", "level move-time=0.5")
	s.handle(input{text: "go think", at: time.Now().Add(-time.Second)})
	waitIdle(t, s, 5*time.Second)
	out.mu.Lock()
	defer out.mu.Unlock()
	if n := countLines(out.lines, "info"); n != 0 {
		t.Errorf("%d info lines after the move time was spent", n)
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
