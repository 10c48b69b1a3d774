package protocol

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// paramLine returns the param line of option name from the hub answer.
func (c *client) paramLine(name string) hub.Command {
	c.t.Helper()
	c.send("hub")
	var found hub.Command
	for {
		l := c.next()
		cmd, err := hub.Parse(l)
		if err != nil {
			c.t.Fatalf("bad line %q", l)
		}
		if cmd.Name == "wait" {
			break
		}
		if n, _ := cmd.Value("name"); cmd.Name == "param" && n == name {
			found = cmd
		}
	}
	if found.Name == "" {
		c.t.Fatalf("no param line for %s", name)
	}
	return found
}

// TestEloOption: the elo option shows 0 (its default, full strength) to
// the top of the variant's calibrated range, refuses a number outside the
// range with it, and a game at a level is
// searched within the level's node budget, out of book, with legal moves.
func TestEloOption(t *testing.T) {
	lo, hi, ok := player.EloRange(movegen.Italian)
	if !ok {
		t.Fatal("Italian has no calibrated levels")
	}
	c := startEngine(t, testConfig)
	p := c.paramLine("elo")
	if mn, _ := p.Value("min"); mn != "0" {
		t.Errorf("elo min=%s, want 0, the default", mn)
	}
	if v, _ := p.Value("value"); v != "0" {
		t.Errorf("elo value=%s, want 0", v)
	}
	if mx, _ := p.Value("max"); mx != strconv.Itoa(hi) {
		t.Errorf("elo max=%s, want %d", mx, hi)
	}
	for _, bad := range []string{strconv.Itoa(lo - 1), strconv.Itoa(hi + 1), "strong", "-5"} {
		c.send("set-param name=elo value=" + bad)
		e := c.expect("error")
		if msg, _ := e.Value("message"); bad != "strong" && !strings.Contains(msg, strconv.Itoa(lo)+".."+strconv.Itoa(hi)) {
			t.Errorf("elo %s refused with %q: want the range", bad, msg)
		}
	}
	elo := player.Levels(movegen.Italian)[1].Elo
	c.send("set-param name=elo value=" + strconv.Itoa(int(elo)))
	c.send("set-param name=book value=true")
	c.send("init")
	c.expect("ready")
	level, err := player.LevelFor(movegen.Italian, int(elo))
	if err != nil {
		t.Fatal(err)
	}
	pos := movegen.StartPosition(movegen.Italian)
	for range 12 {
		c.setPos(pos)
		c.send("level move-time=5")
		c.send("go think")
		for {
			l := c.next()
			cmd, _ := hub.Parse(l)
			if cmd.Name == "done" {
				checkDone(t, pos, l, cmd)
				mv, _ := cmd.Value("move")
				m, err := pos.ParseMove(mv)
				if err != nil {
					t.Fatalf("done %q: %v", l, err)
				}
				pos = pos.Play(m)
				break
			}
			if src, _ := cmd.Value("source"); src == "book" {
				t.Fatalf("at elo %.0f the book answered: %q", elo, l)
			}
			if n, err := strconv.ParseUint(mustValue(t, l, cmd, "nodes"), 10, 64); err != nil || n > level.Nodes {
				t.Fatalf("at elo %.0f (%d nodes) the search reported %q", elo, level.Nodes, l)
			}
		}
	}
}

// TestLevelStopsAndPonders: a level's ponder search keeps its done until
// stop, and stop ends it with a legal move.
func TestLevelStopsAndPonders(t *testing.T) {
	c := startEngine(t, testConfig)
	c.send("set-param name=ladder-rung value=18")
	c.send("init")
	c.expect("ready")
	c.setPos(c.pos)
	c.send("level move-time=1")
	c.send("go ponder")
	time.Sleep(300 * time.Millisecond) // the level's search has long ended
	for len(c.lines) > 0 {
		if l := c.next(); strings.HasPrefix(l, "done") {
			t.Fatalf("a ponder search sent %q before stop", l)
		}
	}
	c.send("stop")
	for {
		l := c.next()
		if cmd, _ := hub.Parse(l); cmd.Name == "done" {
			checkDone(t, c.pos, l, cmd)
			break
		}
	}
	c.send("set-param name=ladder-rung value=nineteen")
	if msg, _ := c.expect("error").Value("message"); !strings.Contains(msg, "material") {
		t.Errorf("a bad rung refused with %q: want the rungs listed", msg)
	}
}

// TestVariantOutsideTheLevels: switching to a variant whose levels do not
// reach the elo set puts it back to full strength, with an error line.
func TestVariantOutsideTheLevels(t *testing.T) {
	lo, hi, _ := player.EloRange(movegen.Italian)
	for _, v := range movegen.Variants {
		vlo, vhi, ok := player.EloRange(v)
		elo := lo
		if ok && elo >= vlo && elo <= vhi {
			elo = hi
		}
		if v == movegen.Italian || ok && elo >= vlo && elo <= vhi {
			continue // both ends of Italian's range are in v's
		}
		c := startEngine(t, testConfig)
		c.send("set-param name=elo value=" + strconv.Itoa(elo))
		c.send("set-param name=variant value=" + v.String())
		if msg, _ := c.expect("error").Value("message"); !strings.Contains(msg, "elo set to 0") {
			t.Errorf("%s: %q", v, msg)
		}
		if got, _ := c.paramLine("elo").Value("value"); got != "0" {
			t.Errorf("%s: elo is %s after the switch, want 0", v, got)
		}
	}
}
