// Parsing the command-line values: key=value lists, engines, time
// controls, adjudication and shards; and the clock.

package match

import (
	"math"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestParsePairs(t *testing.T) {
	got, err := parsePairs(` cmd=./x  option.book="my book.bin" name= arg=-v `)
	want := []pair{{"cmd", "./x"}, {"option.book", "my book.bin"}, {"name", ""}, {"arg", "-v"}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
	for _, bad := range []string{"cmd", "=x", `a="open`, "a=1 b"} {
		if _, err := parsePairs(bad); err == nil {
			t.Errorf("parsePairs(%q) accepted", bad)
		}
	}
}

func TestGroupArgs(t *testing.T) {
	groupFlags := map[string]bool{"engine": true, "tc": true, "sprt": true}
	in := []string{"--engine", "cmd=./a", "name=new", "option.hash=64", "--tc", "moves=40", "time=60",
		"--games", "10", "--engine=cmd=./b", "option.x=1", "--sprt", "elo0=0 elo1=5", "--quiet", "--", "--tc", "x=1"}
	want := []string{"--engine=cmd=./a name=new option.hash=64", "--tc=moves=40 time=60",
		"--games", "10", "--engine=cmd=./b option.x=1", "--sprt=elo0=0 elo1=5", "--quiet", "--", "--tc", "x=1"}
	if got := GroupArgs(in, groupFlags); !reflect.DeepEqual(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	// A group flag with no items is left for pflag to reject.
	if got := GroupArgs([]string{"--tc", "--games", "2"}, groupFlags); !reflect.DeepEqual(got, []string{"--tc", "--games", "2"}) {
		t.Errorf("got %q", got)
	}
}

func TestParseEngineSpec(t *testing.T) {
	each, err := ParseEngineSpec("option.hash=16 option.threads=1 arg=--hub", EngineSpec{})
	if err != nil {
		t.Fatal(err)
	}
	e, err := ParseEngineSpec(`cmd=./damaengine name=new option.hash=64 arg=-q dir=/tmp tc=depth=3`, each)
	if err != nil {
		t.Fatal(err)
	}
	want := EngineSpec{Name: "new", Cmd: "./damaengine", Args: []string{"--hub", "-q"}, Dir: "/tmp",
		Options: []Option{{"hash", "64"}, {"threads", "1"}}, TC: &TimeControl{Depth: 3}}
	if !reflect.DeepEqual(e, want) {
		t.Errorf("got %+v\nwant %+v", e, want)
	}
	if len(each.Args) != 1 || each.Options[0].Value != "16" {
		t.Errorf("the base spec was modified: %+v", each)
	}
	for _, bad := range []string{"cmd=x colour=red", "option.=1", "cmd=x tc=fast"} {
		if _, err := ParseEngineSpec(bad, EngineSpec{}); err == nil {
			t.Errorf("ParseEngineSpec(%q) accepted", bad)
		}
	}
}

func TestNameEngines(t *testing.T) {
	es := [2]EngineSpec{{Cmd: "/usr/bin/damaengine"}, {Cmd: "./damaengine"}}
	if err := nameEngines(&es); err != nil || es[0].Name != "damaengine" || es[1].Name != "damaengine-2" {
		t.Errorf("names %q %q, %v", es[0].Name, es[1].Name, err)
	}
	es = [2]EngineSpec{{Cmd: "a"}, {Name: "b"}}
	if err := nameEngines(&es); err == nil || !strings.Contains(err.Error(), "engine 2: missing cmd") {
		t.Errorf("missing cmd: %v", err)
	}
}

func TestParseTimeControl(t *testing.T) {
	cases := map[string]TimeControl{
		"move-time=0.1":          {MoveTime: 100 * time.Millisecond},
		"time=60+0.5":            {Time: time.Minute, Inc: 500 * time.Millisecond},
		"time=60 inc=0.5":        {Time: time.Minute, Inc: 500 * time.Millisecond},
		"moves=40 time=60":       {Time: time.Minute, Moves: 40},
		"time=1:30":              {Time: 90 * time.Second},
		"depth=6":                {Depth: 6},
		"nodes=20000":            {Nodes: 20000},
		"moves=40 time=5:00+0.1": {Time: 5 * time.Minute, Inc: 100 * time.Millisecond, Moves: 40},
	}
	for s, want := range cases {
		got, err := ParseTimeControl(s)
		if err != nil || got != want {
			t.Errorf("ParseTimeControl(%q) = %+v, %v; want %+v", s, got, err, want)
			continue
		}
		// String writes what ParseTimeControl reads back.
		if again, err := ParseTimeControl(got.String()); err != nil || again != got {
			t.Errorf("%q: String %q reads back as %+v, %v", s, got.String(), again, err)
		}
	}
	for _, bad := range []string{"", "depth=6 nodes=5", "depth=0", "nodes=-3", "move-time=0", "inc=1",
		"moves=40 depth=3", "time=abc", "time=-1", "speed=3", "time=1e9"} {
		if _, err := ParseTimeControl(bad); err == nil {
			t.Errorf("ParseTimeControl(%q) accepted", bad)
		}
	}
}

func TestClock(t *testing.T) {
	const ms = time.Millisecond
	margin := 50 * ms
	// Two moves per 1 s plus 0.1 s a move.
	c := newClock(TimeControl{Time: time.Second, Inc: 100 * ms, Moves: 2})
	steps := []struct {
		level   string
		elapsed time.Duration
		forfeit bool
	}{
		{"level moves=2 time=1 inc=0.1", 300 * ms, false},   // 1 - 0.3 + 0.1 = 0.8
		{"level moves=1 time=0.8 inc=0.1", 840 * ms, false}, // over by 0.04 < margin: 0 + 0.1, then a new period: 1.1
		{"level moves=2 time=1.1 inc=0.1", 1200 * ms, true}, // 1.2 > 1.1 + 0.05
	}
	for i, s := range steps {
		if got := c.level(); got != s.level {
			t.Fatalf("move %d: level %q, want %q", i+1, got, s.level)
		}
		if got := c.spend(s.elapsed, margin); got != s.forfeit {
			t.Fatalf("move %d: forfeit %v, want %v", i+1, got, s.forfeit)
		}
	}
	mt := newClock(TimeControl{MoveTime: 100 * ms})
	if mt.level() != "level move-time=0.1" || mt.spend(140*ms, margin) || !mt.spend(160*ms, margin) {
		t.Error("move time: a move of 0.14 s is within 0.1 + 0.05, one of 0.16 s is not")
	}
	d := newClock(TimeControl{Depth: 4})
	if _, timed := d.budget(); timed || d.level() != "level depth=4" || d.spend(time.Hour, margin) {
		t.Error("depth: no time budget")
	}
	if n := newClock(TimeControl{Nodes: 500}); n.level() != "level nodes=500" {
		t.Errorf("nodes level %q", n.level())
	}
}

func TestParseAdjudication(t *testing.T) {
	a, err := ParseAdjudication("score=5.0 moves=4", false)
	if err != nil || a != (Adjudication{Score: 5, Moves: 4}) {
		t.Errorf("got %+v, %v", a, err)
	}
	a, err = ParseAdjudication("score=0.05 moves=10 min-ply=40", true)
	if err != nil || a != (Adjudication{Score: 0.05, Moves: 10, MinPly: 40}) {
		t.Errorf("got %+v, %v", a, err)
	}
	for _, bad := range []string{"score=5", "moves=4", "score=-1 moves=2", "score=5 moves=0", "score=5 moves=4 min-ply=3"} {
		if _, err := ParseAdjudication(bad, false); err == nil {
			t.Errorf("ParseAdjudication(%q) accepted", bad)
		}
	}
}

func TestAdjudicationRules(t *testing.T) {
	nan := math.NaN()
	win := Adjudication{Score: 5, Moves: 2}
	if _, ok := win.win([]float64{9, 9, 9}); ok {
		t.Error("win after 3 plies with moves=2 (needs 4)")
	}
	if r, ok := win.win([]float64{0, 6, 5, 7, 99}); !ok || r.String() != "white wins" {
		t.Errorf("white win not seen: %v %v", r, ok)
	}
	if r, ok := win.win([]float64{-6, -5, -7, -99}); !ok || r.String() != "black wins" {
		t.Errorf("black win not seen: %v %v", r, ok)
	}
	if _, ok := win.win([]float64{6, 6, nan, 6}); ok {
		t.Error("a ply without a score must break the run")
	}
	draw := Adjudication{Score: 0.1, Moves: 1, MinPly: 4}
	if draw.draw([]float64{0, 0, 0}) || !draw.draw([]float64{5, 0, 0.1, -0.1}) || draw.draw([]float64{0, 0, 0, 0.2}) {
		t.Error("draw: needs ply >= 4 and the last 2 scores within 0.1")
	}
}

func TestParseHubLine(t *testing.T) {
	h := parseHubLine(`info depth=12 score=-0.25 pv="32-28 19-23" flag nps = 1.5`)
	want := map[string]string{"depth": "12", "score": "-0.25", "pv": "32-28 19-23", "flag": "", "nps": "1.5"}
	if h.command != "info" || !reflect.DeepEqual(h.args, want) {
		t.Errorf("got %q %q", h.command, h.args)
	}
	if h := parseHubLine(`done move="32-28`); h.command != "done" || h.args["move"] != "32-28" {
		t.Errorf("unclosed quote: %q", h.args)
	}
	if setParamLine("hash", "64") != "set-param name=hash value=64" || setParamLine("book-file", "a b") != `set-param name=book-file value="a b"` ||
		setParamLine("book-file", "") != `set-param name=book-file value=""` {
		t.Error("setParamLine")
	}
}
