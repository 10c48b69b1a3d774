// Hash and threads within what the machine has, and perft stopped like a
// search.

package protocol

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/tt"
)

// withMemory makes the table size check see mb MiB available until the
// test ends, so that a size too big for it is refused without allocating.
func withMemory(t *testing.T, mb uint64) {
	saved := tt.AvailableMemory
	tt.AvailableMemory = func() (uint64, bool) { return mb << 20, true }
	t.Cleanup(func() { tt.AvailableMemory = saved })
}

// param reads the value of one parameter from the hub listing
// (paramLine).
func (c *client) param(name string) string {
	c.t.Helper()
	value, _ := c.paramLine(name).Value("value")
	return value
}

// TestHashBeyondMemory: a hash size that does not fit is refused with one
// error, before and after init; the engine keeps its table and searches.
func TestHashBeyondMemory(t *testing.T) {
	withMemory(t, 100) // testConfig's 4 MiB fits, 128 does not
	c := startEngine(t, testConfig)
	for _, when := range []string{"before init", "after init"} {
		c.send("set-param name=hash value=65536")
		if e := c.expect("error"); !strings.Contains(e.Args[0].Value, "does not fit in the memory available") {
			t.Errorf("%s: %q", when, e.Args[0].Value)
		}
		c.send("init")
		c.expect("ready")
		if v := c.param("hash"); v != "4" {
			t.Errorf("%s: hash %s after a refused size, want 4 kept", when, v)
		}
	}
	c.send("set-param name=hash value=64") // fits: taken without a word
	c.ping()
	c.setPos(c.pos)
	c.send("level depth=3")
	c.send("go think")
	if _, done := c.searchAnswer(); !done.Has("move") {
		t.Error("no move after the refused hash size")
	}
	if v := c.param("hash"); v != "64" {
		t.Errorf("hash %s, want 64", v)
	}
}

// TestHashConfigBeyondMemory: a configured size that does not fit (a
// library caller's, or memory gone since) is lowered at init, saying so.
func TestHashConfigBeyondMemory(t *testing.T) {
	withMemory(t, 10)
	c := startEngine(t, withSettings(1024, 1, false, ""))
	c.send("init")
	if e := c.expect("error"); !strings.Contains(e.Args[0].Value, "hash set to 8") {
		t.Errorf("init with 1024 MiB in 10: %q", e.Args[0].Value)
	}
	c.expect("ready")
	if v := c.param("hash"); v != "8" {
		t.Errorf("hash %s, want 8", v)
	}
}

func TestThreadsCapped(t *testing.T) {
	most := strconv.Itoa(player.MustOption("threads").Max)
	c := startEngine(t, testConfig)
	c.send("hub")
	for l := c.next(); l != "wait"; l = c.next() {
		cmd, _ := hub.Parse(l)
		if n, _ := cmd.Value("name"); n == "threads" {
			if m, _ := cmd.Value("max"); m != most {
				t.Errorf("%q: want max=%s", l, most)
			}
		}
	}
	c.send("set-param name=threads value=256")
	if e := c.expect("error"); !strings.Contains(e.Args[0].Value, "1.."+most) {
		t.Errorf("threads 256: %q", e.Args[0].Value)
	}
	if v := c.param("threads"); v != "1" {
		t.Errorf("threads %s after 256 was refused, want 1", v)
	}
	c.send("set-param name=threads value=" + most)
	if v := c.param("threads"); v != most {
		t.Errorf("threads %s, want %s", v, most)
	}
}

// deepPerft is a perft that runs for minutes: only a stop ends it soon.
const deepPerft = "perft 14"

// perftStopped reads the answer to a stopped perft: one line that says so,
// without a count, well within the perft's own time.
func (c *client) perftStopped(start time.Time) {
	c.t.Helper()
	l := c.next()
	if took := time.Since(start); took > 5*time.Second {
		c.t.Errorf("perft answered %v after it was stopped", took)
	}
	cmd, _ := hub.Parse(l)
	if stopped, _ := cmd.Value("stopped"); cmd.Name != "perft" || stopped != "true" || cmd.Has("nodes") {
		c.t.Errorf("%q: want a perft line that says stopped, without nodes", l)
	}
}

func TestPerftStop(t *testing.T) {
	for _, threads := range []string{"1", "2"} {
		c := startEngine(t, testConfig)
		c.send("set-param name=threads value=" + threads)
		c.send(deepPerft)
		c.ping() // answered beside the perft
		c.send("stop")
		c.perftStopped(time.Now())
		c.ping()
		// Any other command stops it too, then runs.
		c.send(deepPerft)
		c.send(`pos start moves="21-17"`)
		c.perftStopped(time.Now())
		after := movegen.StartPosition(movegen.Italian).Play(parseMove(t, "21-17"))
		if got, want := c.boardHub(), after.HubString(); got != want {
			t.Errorf("position %s after pos, want %s", got, want)
		}
		// A perft left to end prints its count.
		c.send("perft 3")
		if l := c.next(); lineName(l) != "perft" || !strings.Contains(l, " nodes=") || strings.Contains(l, "stopped") {
			t.Errorf("perft 3: %q, want its count", l)
		}
	}
}

func TestPerftQuit(t *testing.T) {
	c := startEngine(t, testConfig)
	c.send(deepPerft)
	c.ping()
	start := time.Now()
	c.send("quit")
	c.perftStopped(start)
	select {
	case err := <-c.ended:
		if err != nil {
			t.Errorf("Run after quit: %v", err)
		}
		c.ended <- nil // for the cleanup
	case <-time.After(replyTimeout):
		t.Fatal("Run did not return after quit during a perft")
	}
}

func parseMove(t *testing.T, text string) movegen.Move {
	t.Helper()
	p := movegen.StartPosition(movegen.Italian)
	m, err := p.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestPerftEOF: the GUI closes its end during a perft: Run stops it and
// returns nil, without a line for nobody.
func TestPerftEOF(t *testing.T) {
	c := startEngine(t, testConfig)
	c.send(deepPerft)
	c.ping()
	c.in.Close()
	select {
	case err := <-c.ended:
		if err != nil {
			t.Errorf("Run at EOF: %v", err)
		}
		c.ended <- nil // for the cleanup
	case <-time.After(replyTimeout):
		t.Fatal("Run did not return at EOF during a perft")
	}
	for l := range c.lines {
		t.Errorf("%q after EOF", l)
	}
}
