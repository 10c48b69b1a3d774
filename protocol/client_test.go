// A test GUI: drives Run over pipes and checks the engine's lines.

package protocol

import (
	"bufio"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
)

// replyTimeout bounds every wait for a line; generous for the race
// detector on a loaded CI machine.
const replyTimeout = 20 * time.Second

// client is a GUI talking to Run through pipes.
type client struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	ended chan error // Run's result
	pos   movegen.Position
}

// startEngine runs Run in a goroutine and stops it when the test ends.
func startEngine(t *testing.T, cfg Config) *client {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &client{t: t, in: inW, lines: make(chan string, 1<<14), ended: make(chan error, 1)}
	go func() {
		err := Run(inR, outW, cfg)
		outW.Close()
		c.ended <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
		close(c.lines)
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-c.ended:
		case <-time.After(replyTimeout):
			t.Error("Run did not return after its input closed")
		}
	})
	c.pos = movegen.StartPosition(movegen.Italian)
	return c
}

// send writes one line to the engine.
func (c *client) send(line string) {
	c.t.Helper()
	if _, err := io.WriteString(c.in, line+"\n"); err != nil {
		c.t.Fatalf("send %q: %v", line, err)
	}
}

// next returns the engine's next line, which a strict client's tokenizer
// must read (strictSplit).
func (c *client) next() string {
	c.t.Helper()
	select {
	case l, ok := <-c.lines:
		if !ok {
			c.t.Fatal("engine output ended")
		}
		if _, _, err := strictSplit(l); err != nil {
			c.t.Errorf("the engine sent %q: %v", l, err)
		}
		return l
	case <-time.After(replyTimeout):
		c.t.Fatal("no answer from the engine")
	}
	return ""
}

// expect reads the next line and checks that its command is name.
func (c *client) expect(name string) hub.Command {
	c.t.Helper()
	l := c.next()
	cmd, err := hub.Parse(l)
	if err != nil || cmd.Name != name {
		c.t.Fatalf("got %q, want a %s line", l, name)
	}
	return cmd
}

// quiet checks that the engine says nothing for d.
func (c *client) quiet(d time.Duration) {
	c.t.Helper()
	select {
	case l := <-c.lines:
		c.t.Fatalf("unexpected line %q", l)
	case <-time.After(d):
	}
}

// ping checks that the engine answers pong next: nothing else was pending.
func (c *client) ping() {
	c.t.Helper()
	c.send("ping")
	c.expect("pong")
}

// setPos sends pos for p (and moves played from it) and records the
// position reached.
func (c *client) setPos(p movegen.Position, moves ...movegen.Move) {
	c.t.Helper()
	names := make([]string, len(moves))
	c.pos = p
	for i, m := range moves {
		names[i] = c.pos.FormatHub(m)
		c.pos = c.pos.Play(m)
	}
	line := "pos pos=" + p.HubString()
	if len(moves) > 0 {
		line += ` moves="` + strings.Join(names, " ") + `"`
	}
	c.send(line)
}

// searchAnswer reads info lines, checking each, up to the done line and
// returns the number of info lines and the done line's move (nil if none).
func (c *client) searchAnswer() (infos int, done hub.Command) {
	c.t.Helper()
	for {
		l := c.next()
		cmd, err := hub.Parse(l)
		if err != nil {
			c.t.Fatalf("bad line %q: %v", l, err)
		}
		switch cmd.Name {
		case "info":
			checkInfo(c.t, c.pos, l, cmd)
			infos++
		case "done":
			checkDone(c.t, c.pos, l, cmd)
			return infos, cmd
		default:
			c.t.Fatalf("unexpected %q during a search", l)
		}
	}
}

// firstInfo waits for the first info line of a search.
func (c *client) firstInfo() {
	c.t.Helper()
	cmd := c.expect("info")
	checkInfo(c.t, c.pos, "info", cmd)
}

var (
	scoreRE = regexp.MustCompile(`^-?\d+\.\d\d$`)
	realRE  = regexp.MustCompile(`^\d+\.\d+$`)
)

// checkInfo checks an info line's fields and that its PV is legal from p,
// written in canonical Hub notation.
func checkInfo(t *testing.T, p movegen.Position, l string, c hub.Command) {
	t.Helper()
	depth, err := strconv.Atoi(mustValue(t, l, c, "depth"))
	if err != nil || depth < 1 {
		t.Fatalf("%q: bad depth", l)
	}
	if s := mustValue(t, l, c, "score"); !scoreRE.MatchString(s) {
		t.Fatalf("%q: bad score", l)
	}
	if _, err := strconv.ParseUint(mustValue(t, l, c, "nodes"), 10, 64); err != nil {
		t.Fatalf("%q: bad nodes", l)
	}
	for _, k := range []string{"time", "nps", "mean-depth"} {
		if !realRE.MatchString(mustValue(t, l, c, k)) {
			t.Fatalf("%q: bad %s", l, k)
		}
	}
	if md, _ := strconv.ParseFloat(mustValue(t, l, c, "mean-depth"), 64); md < 0 || md > 128 {
		t.Fatalf("%q: mean-depth out of range", l)
	}
	pv := strings.Fields(mustValue(t, l, c, "pv"))
	if len(pv) == 0 {
		t.Fatalf("%q: empty pv", l)
	}
	for _, text := range pv {
		p = playHub(t, p, text, l)
	}
}

// checkDone checks that done's move is legal in p and ponder after it.
func checkDone(t *testing.T, p movegen.Position, l string, c hub.Command) {
	t.Helper()
	mv, ok := c.Value("move")
	if !ok {
		if _, has := c.Value("ponder"); has {
			t.Fatalf("%q: ponder without move", l)
		}
		return
	}
	p = playHub(t, p, mv, l)
	if reply, ok := c.Value("ponder"); ok {
		playHub(t, p, reply, l)
	}
}

// playHub plays a Hub move of p that must be legal and written as Hub
// writes it (captured squares ascending).
func playHub(t *testing.T, p movegen.Position, text, l string) movegen.Position {
	t.Helper()
	m, err := p.ParseMove(text)
	if err != nil {
		t.Fatalf("%q: move %s: %v", l, text, err)
	}
	if got := p.FormatHub(m); got != text {
		t.Fatalf("%q: move %s is not in canonical Hub form %s", l, text, got)
	}
	return p.Play(m)
}

func mustValue(t *testing.T, l string, c hub.Command, key string) string {
	t.Helper()
	v, ok := c.Value(key)
	if !ok {
		t.Fatalf("%q: no %s", l, key)
	}
	return v
}

// boardHub asks for the board and returns the position's Hub string.
func (c *client) boardHub() string {
	c.t.Helper()
	c.send("board")
	for {
		l := c.next()
		if cmd, _ := hub.Parse(l); cmd.Name == "board" {
			if hub, ok := cmd.Value("pos"); ok {
				return hub
			}
		}
	}
}
