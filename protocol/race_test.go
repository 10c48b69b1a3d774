// Concurrency: commands racing the search goroutine, under -race.

package protocol

import (
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/damaengine/damaengine/hub"
)

// runSync feeds lines to a session on the test's goroutine.
func runSync(s *session, lines ...string) {
	for _, l := range lines {
		s.handle(input{text: l})
	}
}

// waitIdle runs the session's side of a search to its end: results and
// repeated stops, as the loop would.
func waitIdle(t *testing.T, s *session, d time.Duration) {
	t.Helper()
	deadline := time.After(d)
	for s.run != nil && s.run.result == nil {
		select {
		case res := <-s.run.finished:
			s.searchEnded(res)
		case <-deadline:
			t.Fatal("search did not end")
		}
	}
}

func TestPonderHitBeforeStart(t *testing.T) {
	// A ponder-hit handled right after go, before the search goroutine
	// has begun, must still reach the search.
	s := newSession(io.Discard, testConfig)
	runSync(s, "init")
	for range 50 {
		runSync(s, "pos start", "level move-time=0.01", "go ponder", "ponder-hit")
		waitIdle(t, s, 5*time.Second)
		if s.run != nil {
			t.Fatal("ponder search kept its done after ponder-hit")
		}
	}
}

// lockedBuffer collects output lines safely.
type lockedBuffer struct {
	mu    sync.Mutex
	lines []string
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.lines = append(b.lines, strings.Split(strings.TrimSuffix(string(p), "\n"), "\n")...)
	return len(p), nil
}

// runLoop runs the command loop on lines, ended by EOF, and returns the
// output; it fails if the loop does not end within d.
func runLoop(t *testing.T, cfg Config, d time.Duration, lines ...string) []string {
	t.Helper()
	out := &lockedBuffer{}
	s := newSession(out, cfg)
	in := make(chan input, len(lines)+1)
	for _, l := range lines {
		in <- input{text: l}
	}
	in <- input{err: io.EOF}
	ended := make(chan error, 1)
	go func() { ended <- s.loop(in) }()
	select {
	case err := <-ended:
		if err != nil {
			t.Fatalf("loop: %v", err)
		}
	case <-time.After(d):
		t.Fatal("loop did not end")
	}
	out.mu.Lock()
	defer out.mu.Unlock()
	return out.lines
}

// count returns how many lines have command name.
func countLines(lines []string, name string) int {
	n := 0
	for _, l := range lines {
		if c, err := hub.Parse(l); err == nil && c.Name == name {
			n++
		}
	}
	return n
}

func TestStopBeforeStart(t *testing.T) {
	// stop handled right after go, before the search goroutine has begun,
	// must still end the search: each analysis answers done.
	var lines []string
	for range 50 {
		lines = append(lines, "pos start", "go analyze", "stop")
	}
	lines = append(lines, "quit")
	out := runLoop(t, testConfig, 20*time.Second, lines...)
	if n := countLines(out, "done"); n != 50 {
		t.Fatalf("%d done lines for 50 stopped analyses", n)
	}
}

func TestConcurrentCommands(t *testing.T) {
	// Commands in every order around searches on two threads: every go
	// gets one done, every ping one pong, nothing else is printed, and
	// the race detector sees no race.
	var lines []string
	pings, gos := 0, 0
	for i := range 40 {
		lines = append(lines, "pos start")
		switch i % 4 {
		case 0:
			lines = append(lines, "go analyze", "ping", "ponder-hit", "stop")
		case 1:
			lines = append(lines, "level move-time=0.02", "go ponder", "ping", "ponder-hit", "ping")
			pings++
		case 2:
			lines = append(lines, "level nodes=500", "go think", "ping", "stop", "stop")
		case 3:
			lines = append(lines, "go ponder", "board", "set-param name=hash value=2", "new-game")
			pings--
		}
		pings++
		gos++
	}
	lines = append(lines, "set-param name=threads value=1", "go analyze", "quit")
	gos++
	out := runLoop(t, withSettings(2, 2, false, ""), 60*time.Second, lines...)
	if n := countLines(out, "done"); n != gos {
		t.Errorf("%d done lines for %d searches", n, gos)
	}
	if n := countLines(out, "pong"); n != pings {
		t.Errorf("%d pongs for %d pings", n, pings)
	}
	if n := countLines(out, "error"); n != 0 {
		t.Errorf("%d error lines", n)
	}
}
