// Through Run over pipes in real time: stop latency and silence after done.

package protocol

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
)

// stopLatency bounds the time from stop to done. The median of several
// stops must meet it; every one must meet ten times it, so that a busy CI
// machine's scheduling hiccup does not fail the test.
const stopLatency = 50 * time.Millisecond

func TestStopAnsweredQuickly(t *testing.T) {
	for _, threads := range []string{"1", "2"} {
		t.Run("threads="+threads, func(t *testing.T) {
			c := open(t, movegen.International)
			c.send("set-param name=threads value=" + threads)
			c.send("set-param name=hash value=16")
			var latencies []time.Duration
			for i := range 5 {
				c.setPos(c.pos)
				c.send("go analyze")
				c.firstInfo()
				time.Sleep(time.Duration(i) * 50 * time.Millisecond) // deeper in the tree
				// Drain reports so that the next line read is the answer.
				for drained := false; !drained; {
					select {
					case <-c.lines:
					default:
						drained = true
					}
				}
				start := time.Now()
				c.send("stop")
				for l := c.next(); lineName(l) != "done"; l = c.next() {
					if lineName(l) != "info" {
						t.Fatalf("%q before done", l)
					}
				}
				latencies = append(latencies, time.Since(start))
				// Nothing more until the next go; pong comes next.
				c.quiet(100 * time.Millisecond)
				c.ping()
			}
			slices.Sort(latencies)
			t.Logf("stop to done: %v", latencies)
			if median := latencies[len(latencies)/2]; median > stopLatency {
				t.Errorf("median time from stop to done %v, want within %v", median, stopLatency)
			}
			if worst := latencies[len(latencies)-1]; worst > 10*stopLatency {
				t.Errorf("done %v after stop", worst)
			}
		})
	}
}

// lineName returns the command name of an output line.
func lineName(l string) string {
	c, _ := hub.Parse(l)
	return c.Name
}

func TestEOFEndsSearch(t *testing.T) {
	// The GUI closes its end during an analysis: Run stops the search and
	// returns nil, without a done for nobody.
	c := open(t, movegen.Italian)
	c.send("go analyze")
	c.firstInfo()
	c.in.Close()
	select {
	case err := <-c.ended:
		if err != nil {
			t.Errorf("Run at EOF: %v", err)
		}
		c.ended <- nil // for the cleanup
	case <-time.After(replyTimeout):
		t.Fatal("Run did not return at EOF")
	}
	for l := range c.lines {
		if lineName(l) != "info" {
			t.Errorf("%q after EOF", l)
		}
	}
}

// brokenWriter fails every write, as a closed stdout does.
type brokenWriter struct{}

func (brokenWriter) Write([]byte) (int, error) { return 0, errBroken }

var errBroken = errors.New("broken pipe")

func TestWriteErrorEndsRun(t *testing.T) {
	in := strings.NewReader("hub\ngo analyze\nping\n")
	if err := Run(in, brokenWriter{}, testConfig); err != errBroken {
		t.Errorf("Run with a broken output: %v, want %v", err, errBroken)
	}
}
