// The endgame database options: a database found through egdb-path is
// used (tbhits, database win scores), none and a bad path are not.

package protocol

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// lastInfo plays one search and returns its last info line.
func lastInfo(c *client) hub.Command {
	c.t.Helper()
	c.send("go think")
	var last hub.Command
	for {
		l := c.next()
		cmd, err := hub.Parse(l)
		if err != nil {
			c.t.Fatalf("bad line %q: %v", l, err)
		}
		switch cmd.Name {
		case "info":
			last = cmd
		case "done":
			return last
		case "error":
			c.t.Fatalf("unexpected %q", l)
		}
	}
}

// searchUntil repeats the search until its last info line passes ok (the
// engine reads slices in the background, so the first searches may miss
// them) and returns that line, or the last one after 50 tries.
func searchUntil(c *client, ok func(hub.Command) bool) hub.Command {
	c.t.Helper()
	var info hub.Command
	for range 50 {
		if info = lastInfo(c); ok(info) {
			return info
		}
		time.Sleep(20 * time.Millisecond)
	}
	return info
}

func TestEGDBOptions(t *testing.T) {
	dir := t.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: movegen.Italian, Pieces: 3, Dir: dir}); err != nil {
		t.Fatal(err)
	}
	// White's king on 10 against Black's on 31 wins: the side to move
	// reaches a lone king trapped on the edge (black has no move after 7
	// plies: the database's distance, checked by egdb's tests).
	p, err := movegen.ParseFEN(movegen.Italian, "W:WK10:BK31")
	if err != nil {
		t.Fatal(err)
	}
	db, err := egdb.Open(dir, movegen.Italian, egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	v, _ := db.Probe(&p)
	want := player.HubScore(20000 - v.Plies()) // the EGDB band seen from the root

	cfg := testConfig
	cfg.Settings.EGDB.Path = dir
	c := startEngine(t, cfg)
	c.send("level depth=3")
	c.setPos(p)
	info := searchUntil(c, func(info hub.Command) bool { score, _ := info.Value("score"); return score == want })
	if hits, _ := info.Value("tbhits"); hits == "" || hits == "0" {
		t.Errorf("with the database: no tbhits in the info line")
	}
	if score, _ := info.Value("score"); score != want || !strings.HasPrefix(score, "99.") {
		t.Errorf("with the database: score %s, want %s", score, want)
	}

	c.send("set-param name=egdb-path value=none")
	c.send("new-game") // the table forgets the database's scores
	c.send("level depth=3")
	info = lastInfo(c)
	if hits, _ := info.Value("tbhits"); hits != "" {
		t.Errorf("egdb-path none: tbhits=%s", hits)
	}
	if score, _ := info.Value("score"); score == want {
		t.Errorf("egdb-path none: the database's score %s at depth 3", score)
	}

	c.send("set-param name=egdb-path value=" + dir + "/missing")
	if l := c.next(); !strings.HasPrefix(l, "error") || !strings.Contains(l, "no such directory") {
		t.Errorf("a missing database directory: %q, want an error line at once", l)
	}
	if v := c.param("egdb-path"); v != "none" {
		t.Errorf("egdb-path %q after a refused change, want none kept", v)
	}
	c.send("go think")
	if _, done := c.searchAnswer(); done.Name != "done" {
		t.Error("no move after the database error")
	}

	// egdb-pieces 2: kings too far apart for a capture within the search
	// are not probed.
	three, err := movegen.ParseFEN(movegen.Italian, "W:WK1,K2:BK32")
	if err != nil {
		t.Fatal(err)
	}
	c.send("set-param name=egdb-path value=" + dir)
	c.setPos(three)
	if hits, _ := searchUntil(c, func(info hub.Command) bool { return info.Has("tbhits") }).Value("tbhits"); hits == "" {
		t.Errorf("3 pieces with the database: no tbhits")
	}
	c.send("set-param name=egdb-pieces value=2")
	c.send("new-game")
	c.send("level depth=3")
	if hits, _ := lastInfo(c).Value("tbhits"); hits != "" {
		t.Errorf("egdb-pieces 2 in a 3-piece ending: tbhits=%s", hits)
	}
}

// TestDatabaseVerdictFromFirstInfo: a root the databases cover is
// reported with their verdict from the first info line on, on Scan's
// scale (|score| of 90 and more is a win), by the distance files (a win
// in n plies, the line the database plays, a reply to ponder on) and by
// the dense files alone (a win without its distance).
func TestDatabaseVerdictFromFirstInfo(t *testing.T) {
	distances, outcomes := t.TempDir(), t.TempDir()
	for _, o := range []build.Options{
		{Variant: movegen.Italian, Pieces: 3, Dir: distances},
		{Variant: movegen.Italian, Pieces: 3, Dir: outcomes, Outcomes: true},
	} {
		if err := build.Run(context.Background(), o); err != nil {
			t.Fatal(err)
		}
	}
	// Two white men against one black man, White to move: a win.
	p, err := movegen.ParseFEN(movegen.Italian, "W:W21,22:B12")
	if err != nil {
		t.Fatal(err)
	}
	db, err := egdb.Open(distances, movegen.Italian, egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := db.Probe(&p); !ok || !v.IsWin() {
		t.Fatalf("the database: %v %v, want a win", v, ok)
	}
	for _, dir := range []string{distances, outcomes} {
		cfg := testConfig
		cfg.Settings.EGDB.Path = dir
		c := startEngine(t, cfg)
		c.setPos(p)
		// A level without a clock: the search waits up to a second for
		// the root's slices (rootWait), which a loaded machine needs;
		// under a 0.2 s clock the wait is 50 ms.
		c.send("level depth=10")
		c.send("go think")
		first := c.expect("info")
		score, _ := first.Value("score")
		x, err := strconv.ParseFloat(score, 64)
		if err != nil || x < 90 || int(x*100) <= 9000 {
			t.Errorf("%s: first info %v: score %s, want a win (90 and more)", dir, first, score)
		}
		_, done := c.searchAnswer()
		if dir == distances {
			if pv, _ := first.Value("pv"); len(strings.Fields(pv)) < 2 {
				t.Errorf("distance files: first pv %q, want the database's line", pv)
			}
			if !done.Has("ponder") {
				t.Errorf("distance files: %v, want a ponder move", done)
			}
		}
	}
}
