// Transcript tests: the sessions GUIs send, for each variant, checked line
// by line.

package protocol

import (
	"math/rand"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// testConfig searches every position: no book (book tests turn one on).
var testConfig = withSettings(4, 1, false, "")

// withSettings is a test session's configuration: version 1.2.3, the
// default settings but a table of hashMB MiB, threads threads, the book
// on or off and the databases in egdbPath.
func withSettings(hashMB, threads int, book bool, egdbPath string) Config {
	set := player.DefaultSettings()
	set.HashMB, set.Threads, set.Book.On, set.EGDB.Path = hashMB, threads, book, egdbPath
	return Config{Version: "1.2.3", Settings: set}
}

// open starts an engine, plays the start-up sequence for variant v and
// sets the start position.
func open(t *testing.T, v movegen.Variant) *client {
	t.Helper()
	c := startEngine(t, testConfig)
	c.send("hub")
	for c.next() != "wait" {
	}
	c.send("set-param name=variant value=" + v.String())
	c.send("init")
	c.expect("ready")
	c.pos = movegen.StartPosition(v)
	return c
}

// opening returns the start position of v and two moves from it, the
// first in generation order that leave a quiet position with a choice of
// at least three moves.
func opening(v movegen.Variant) (movegen.Position, []movegen.Move) {
	p := movegen.StartPosition(v)
	var moves []movegen.Move
	q := p
	for range 2 {
		var l movegen.MoveList
		q.Generate(&l)
		for _, m := range l.Slice() {
			next := q.Play(m)
			var r movegen.MoveList
			if !next.HasCapture() && next.CountMoves(&r) >= 3 {
				moves = append(moves, m)
				q = next
				break
			}
		}
	}
	return p, moves
}

// findPosition plays random games of v from the start and returns the
// first position that pred accepts.
func findPosition(t *testing.T, v movegen.Variant, pred func(p *movegen.Position, l *movegen.MoveList) bool) movegen.Position {
	t.Helper()
	rng := rand.New(rand.NewSource(1))
	for range 2000 {
		p := movegen.StartPosition(v)
		for range 300 {
			var l movegen.MoveList
			p.Generate(&l)
			if pred(&p, &l) {
				return p
			}
			if l.N == 0 {
				break
			}
			p = p.Play(l.Moves[rng.Intn(l.N)])
		}
	}
	t.Fatalf("%s: no position found", v)
	return movegen.Position{}
}

func TestStartup(t *testing.T) {
	c := startEngine(t, testConfig)
	c.send("hub")
	id := c.expect("id")
	if name, _ := id.Value("name"); name != "damaengine" {
		t.Errorf("id name %q", name)
	}
	if version, _ := id.Value("version"); version != "1.2.3" {
		t.Errorf("id version %q", version)
	}
	params := map[string]hub.Command{}
	for {
		l := c.next()
		if l == "wait" {
			break
		}
		p, err := hub.Parse(l)
		if err != nil || p.Name != "param" {
			t.Fatalf("got %q, want param lines then wait", l)
		}
		name, _ := p.Value("name")
		params[name] = p
	}
	want := map[string]string{"variant": "enum", "hash": "int", "threads": "int", "ponder": "bool", "multipv": "int",
		"egdb-path": "string", "egdb-pieces": "int", "egdb-memory": "int"}
	for name, kind := range want {
		p, ok := params[name]
		if !ok {
			t.Errorf("no param %s", name)
			continue
		}
		if got, _ := p.Value("type"); got != kind {
			t.Errorf("param %s type %q, want %s", name, got, kind)
		}
		if kind == "int" && (!p.Has("min") || !p.Has("max")) {
			t.Errorf("param %s without min and max", name)
		}
	}
	values, _ := params["variant"].Value("values")
	if !slices.Equal(strings.Fields(values), []string{"italian", "international", "dameo", "brazilian", "russian", "killer", "breakthrough", "antidraughts", "frisian", "frysk"}) {
		t.Errorf("variant values %q", values)
	}
	if v, _ := params["variant"].Value("value"); v != "italian" {
		t.Errorf("default variant %q", v)
	}
	if v, _ := params["hash"].Value("value"); v != "4" {
		t.Errorf("hash %q, want the configured 4", v)
	}
	c.send("set-param name=hash value=2")
	c.send("set-param name=threads value=2")
	c.send("set-param name=ponder value=true")
	c.send("init")
	c.expect("ready")
	c.send("new-game")
	c.ping()
	c.send("quit")
	select {
	case err := <-c.ended:
		if err != nil {
			t.Fatalf("Run after quit: %v", err)
		}
		c.ended <- nil // for the cleanup
	case <-time.After(replyTimeout):
		t.Fatal("Run did not return after quit")
	}
}

func TestLevels(t *testing.T) {
	levels := []string{"depth=3", "nodes=3000", "move-time=0.05", "time=0.5 inc=0.01", "moves=20 time=1", "time=0"}
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			c := open(t, v)
			p, moves := opening(v)
			for _, lv := range levels {
				c.setPos(p, moves...)
				c.send("level " + lv)
				c.send("go think")
				infos, done := c.searchAnswer()
				if _, ok := done.Value("move"); !ok {
					t.Errorf("level %s: done without a move", lv)
				}
				if lv == "depth=3" && infos == 0 {
					t.Errorf("level %s: no info line", lv)
				}
			}
			// The level was reset by go: a depth-limited search again.
			c.setPos(p)
			c.send("level depth=2")
			c.send("go think")
			c.searchAnswer()
			c.ping()
		})
	}
}

func TestDepthLimit(t *testing.T) {
	c := open(t, movegen.International)
	c.setPos(c.pos)
	c.send("level depth=2")
	c.send("go think")
	for {
		l := c.next()
		cmd, _ := hub.Parse(l)
		if cmd.Name == "done" {
			break
		}
		if d, _ := cmd.Value("depth"); d != "1" && d != "2" {
			t.Fatalf("%q beyond depth 2", l)
		}
	}
}

func TestAnalyzeStop(t *testing.T) {
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			c := open(t, v)
			c.send("set-param name=multipv value=3")
			p, moves := opening(v)
			c.setPos(p, moves...)
			c.send("go analyze")
			// Read reports until one depth has all three lines; each line
			// of a depth starts with a different move.
			first := map[string]map[string]string{}
			for complete := false; !complete; {
				cmd := c.expect("info")
				checkInfo(t, c.pos, "info", cmd)
				d, _ := cmd.Value("depth")
				k, _ := cmd.Value("multipv")
				pv, _ := cmd.Value("pv")
				if first[d] == nil {
					first[d] = map[string]string{}
				}
				first[d][k] = strings.Fields(pv)[0]
				complete = len(first[d]) == 3
				if complete {
					a, b, e := first[d]["1"], first[d]["2"], first[d]["3"]
					if a == b || b == e || a == e {
						t.Errorf("depth %s: lines start with %s %s %s", d, a, b, e)
					}
				}
			}
			c.send("stop")
			_, done := c.searchAnswer()
			if _, ok := done.Value("move"); !ok {
				t.Error("analysis done without a move")
			}
			c.ping()
		})
	}
}

func TestPonderHit(t *testing.T) {
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			c := open(t, v)
			p, moves := opening(v)
			c.setPos(p, moves...)
			c.send("level move-time=0.05")
			c.send("go ponder")
			c.firstInfo()
			// Pondering ignores the clock: no done long after move-time.
			deadline := time.After(300 * time.Millisecond)
			for waiting := true; waiting; {
				select {
				case l := <-c.lines:
					if cmd, _ := hub.Parse(l); cmd.Name != "info" {
						t.Fatalf("%q while pondering", l)
					}
				case <-deadline:
					waiting = false
				}
			}
			c.send("ponder-hit")
			start := time.Now()
			c.searchAnswer()
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("done %v after ponder-hit with move-time 0.05", d)
			}
			c.ping()
		})
	}
}

func TestPonderMiss(t *testing.T) {
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			c := open(t, v)
			p, moves := opening(v)
			c.setPos(p, moves...)
			c.send("level time=10 inc=0.1")
			c.send("go ponder")
			c.firstInfo()
			c.send("stop")
			c.searchAnswer()
			c.setPos(p, moves[0])
			c.send("level depth=2")
			c.send("go think")
			c.searchAnswer()
			c.ping()
		})
	}
}

func TestCommandStopsSearch(t *testing.T) {
	// A pos during an analysis ends it with a done for the old position,
	// then applies; a level and go then search the new position.
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			c := open(t, v)
			p, moves := opening(v)
			c.setPos(p)
			c.send("go analyze")
			c.firstInfo()
			c.send("board") // read-only: answered beside the search
			c.send("pos pos=" + p.HubString() + ` moves="` + p.FormatHub(moves[0]) + `"`)
			for {
				l := c.next()
				if cmd, _ := hub.Parse(l); cmd.Name == "done" {
					checkDone(t, c.pos, l, cmd)
					break
				}
			}
			c.pos = p.Play(moves[0])
			c.send("level depth=2")
			c.send("go think")
			c.searchAnswer()
			c.ping()
		})
	}
}

func TestForcedMove(t *testing.T) {
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			p := findPosition(t, v, func(_ *movegen.Position, l *movegen.MoveList) bool { return l.N == 1 })
			c := open(t, v)
			c.setPos(p)
			c.send("level infinite")
			c.send("go think")
			infos, done := c.searchAnswer()
			if infos != 0 {
				t.Errorf("%d info lines for a forced move", infos)
			}
			var l movegen.MoveList
			p.Generate(&l)
			if mv, _ := done.Value("move"); mv != p.FormatHub(l.Moves[0]) {
				t.Errorf("done move %q, want the only move %s", mv, p.FormatHub(l.Moves[0]))
			}
		})
	}
}

func TestNoLegalMove(t *testing.T) {
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			p := findPosition(t, v, func(_ *movegen.Position, l *movegen.MoveList) bool { return l.N == 0 })
			c := open(t, v)
			c.setPos(p)
			c.send("go think")
			if l := c.next(); l != "done" {
				t.Errorf("think without a legal move: %q, want done", l)
			}
			c.send("go analyze")
			c.quiet(50 * time.Millisecond)
			c.send("stop")
			if l := c.next(); l != "done" {
				t.Errorf("analysis without a legal move: %q, want done", l)
			}
			c.ping()
		})
	}
}

func TestWinScore(t *testing.T) {
	// A position where the side to move wins at once (in Antidraughts,
	// where the side without a move wins, a move after which every reply
	// leaves it none): the score is a win.
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			p := findPosition(t, v, func(p *movegen.Position, l *movegen.MoveList) bool {
				if l.N < 2 {
					return false
				}
				for _, m := range l.Slice() {
					if v == movegen.Antidraughts && givesAllAway(p.Play(m)) || v != movegen.Antidraughts && noMoves(p.Play(m)) {
						return true
					}
				}
				return false
			})
			c := open(t, v)
			c.setPos(p)
			c.send("level depth=3")
			c.send("go think")
			var last string
			for {
				l := c.next()
				cmd, _ := hub.Parse(l)
				if cmd.Name == "done" {
					break
				}
				last, _ = cmd.Value("score")
			}
			if s, err := strconv.ParseFloat(last, 64); err != nil || s < 90 || s > 100 {
				t.Errorf("score %q for a win in one or two plies, want 99.99 or 99.98", last)
			}
		})
	}
}

// noMoves reports whether the side to move of p has no legal move.
func noMoves(p movegen.Position) bool {
	var l movegen.MoveList
	return p.CountMoves(&l) == 0
}

// givesAllAway reports whether every legal move of p (one at least)
// leaves the other side without a move.
func givesAllAway(p movegen.Position) bool {
	var l movegen.MoveList
	p.Generate(&l)
	for _, m := range l.Slice() {
		if !noMoves(p.Play(m)) {
			return false
		}
	}
	return l.N > 0
}

func TestCaptureAnyOrder(t *testing.T) {
	// A capture in moves= with its captured squares in descending order
	// is the same move.
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			var m movegen.Move
			p := findPosition(t, v, func(_ *movegen.Position, l *movegen.MoveList) bool {
				for _, x := range l.Slice() {
					if bitsSet(x.Captured) >= 2 {
						m = x
						return true
					}
				}
				return false
			})
			hub := strings.Split(p.FormatHub(m), "x")
			slices.Reverse(hub[2:])
			c := open(t, v)
			c.send("pos pos=" + p.HubString() + ` moves="` + strings.Join(hub, "x") + `"`)
			next := p.Play(m)
			if got := c.boardHub(); got != next.HubString() {
				t.Errorf("after %s: %s, want %s", strings.Join(hub, "x"), got, next.HubString())
			}
		})
	}
}

func bitsSet(b uint64) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}

func TestVariantReset(t *testing.T) {
	c := startEngine(t, testConfig)
	for _, name := range []string{"normal", "dameo", "standard", "italian", "international"} {
		v, _ := movegen.ParseVariant(name)
		c.send("pos start moves=\"" + firstMove(movegen.StartPosition(c.pos.Variant)) + "\"")
		c.send("set-param name=variant value=" + name)
		start := movegen.StartPosition(v)
		if got := c.boardHub(); got != start.HubString() {
			t.Errorf("after variant %s: %s, want its start", name, got)
		}
		c.pos = start
	}
	// Setting the variant in use is no change: the position stays.
	c.send(`pos start moves="` + firstMove(c.pos) + `"`)
	c.send("set-param name=variant value=normal")
	if got := c.boardHub(); got == c.pos.HubString() {
		t.Error("setting the same variant reset the position")
	}
	c.send("hub")
	for {
		l := c.next()
		if l == "wait" {
			break
		}
		if cmd, _ := hub.Parse(l); cmd.Name == "param" {
			if n, _ := cmd.Value("name"); n == "variant" {
				if v, _ := cmd.Value("value"); v != "international" {
					t.Errorf("variant shown as %q after set to international", v)
				}
			}
		}
	}
}

func firstMove(p movegen.Position) string {
	var l movegen.MoveList
	p.Generate(&l)
	return p.FormatHub(l.Moves[0])
}

func TestBadInput(t *testing.T) {
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			c := open(t, v)
			p, moves := opening(v)
			c.setPos(p, moves...)
			after := c.pos.HubString()
			for _, line := range []string{
				"",
				"frobnicate",
				`pos pos="unterminated`,
				"pos =x",
				"pos pos=Wxyz",
				"pos pos=" + strings.Repeat("e", v.Squares()+1),
				"level depth=abc",
				"level depth=0",
				"level move-time=-1",
				"level time=NaN",
				"level nodes=",
				"set-param value=3",
				"set-param name=nope value=1",
				"set-param name=hash value=0",
				"set-param name=threads value=many",
				"set-param name=multipv value=33",
				"set-param name=ponder value=maybe",
				"set-param name=variant value=chess",
				"perft 0",
				"perft x",
				"\x01",
				strings.Repeat("x", maxLineBytes+10),
			} {
				c.send(line)
				c.expect("error")
				if got := c.boardHub(); got != after {
					t.Fatalf("after %.40q the position changed to %s", line, got)
				}
			}
			// An illegal move keeps the position before it.
			bad := p.FormatHub(moves[0]) + " 1-2 " + p.FormatHub(moves[1])
			c.send("pos pos=" + p.HubString() + ` moves="` + bad + `"`)
			c.expect("error")
			want := p.Play(moves[0])
			if got := c.boardHub(); got != want.HubString() {
				t.Errorf("after bad moves %q: %s, want %s", bad, got, want.HubString())
			}
			c.pos = want
			// Unknown commands and malformed lines leave a search alone.
			c.send("go analyze")
			c.firstInfo()
			c.send("frobnicate")
			c.send(`go "`)
			var errs int
			for errs < 2 {
				l := c.next()
				cmd, _ := hub.Parse(l)
				switch cmd.Name {
				case "error":
					errs++
				case "info":
				default:
					t.Fatalf("%q after bad input during a search", l)
				}
			}
			c.send("stop")
			c.searchAnswer()
			// Stop and ponder-hit without a search do nothing.
			c.send("stop")
			c.send("ponder-hit")
			c.ping()
		})
	}
}

func TestDebugCommands(t *testing.T) {
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			c := open(t, v)
			c.send("moves")
			cmd := c.expect("moves")
			list, _ := cmd.Value("list")
			var l movegen.MoveList
			c.pos.Generate(&l)
			if n, _ := cmd.Value("count"); n != strconv.Itoa(l.N) || len(strings.Fields(list)) != l.N {
				t.Errorf("moves: count %s, list %q; want %d moves", n, list, l.N)
			}
			for _, m := range strings.Fields(list) {
				playHub(t, c.pos, m, "moves")
			}
			c.send("perft 2")
			cmd = c.expect("perft")
			var n uint64
			for _, m := range l.Slice() {
				next := c.pos.Play(m)
				var r movegen.MoveList
				n += uint64(next.CountMoves(&r))
			}
			if got, _ := cmd.Value("nodes"); got != strconv.FormatUint(n, 10) {
				t.Errorf("perft 2: %s nodes, want %d", got, n)
			}
			c.send("eval")
			terms := 0
			for {
				cmd := c.expect("eval")
				if s, ok := cmd.Value("score"); ok {
					if want := player.Men(eval.Evaluate(&c.pos) + eval.NetScore(&c.pos)); s != want {
						t.Errorf("eval score %s, want %s", s, want)
					}
					break
				}
				if _, ok := cmd.Value("term"); ok {
					terms++
				}
			}
			if terms < 2 {
				t.Errorf("eval: %d term lines", terms)
			}
			c.send("help")
			c.send("ping")
			var usage []string
			for l := c.next(); l != "pong"; l = c.next() {
				cmd, _ := hub.Parse(l)
				if name, ok := cmd.Value("command"); ok {
					usage = append(usage, name)
				}
			}
			if !slices.Equal(usage, helpNames) {
				t.Errorf("help lists %v, want %v", usage, helpNames)
			}
		})
	}
}

var helpNames = []string{"hub", "set-param", "init", "new-game", "pos", "level", "go",
	"ponder-hit", "stop", "ping", "quit", "board", "moves", "eval", "perft", "help"}
