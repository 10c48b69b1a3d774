package match

import (
	"slices"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestToHub1: each of the runner's Hub lines becomes the first protocol's
// lines, the position's side in lower case and its moves as move lines,
// times in milliseconds; a node limit has no translation.
func TestToHub1(t *testing.T) {
	start := movegen.StartPosition(movegen.International)
	pos := start.HubString()
	cases := []struct {
		in   string
		want []string
	}{
		{"hub", []string{"hub"}},
		{"init", []string{"init"}},
		{"new-game", []string{"new"}},
		{`set-param name=book value=false`, []string{"set book false"}},
		{"pos pos=" + pos, []string{"pos w" + pos[1:]}},
		{"pos pos=" + pos + ` moves="32-28 19x37"`, []string{"pos w" + pos[1:], "move 32-28", "move 19x37"}},
		{"level depth=7", []string{"depth 7"}},
		{"level move-time=0.25", []string{"time 250"}},
		{"level time=59.5", []string{"level 0 59500 0"}},
		{"level moves=40 time=120 inc=0.5", []string{"level 40 120000 500"}},
		{"go think", []string{"go"}},
		{"go ponder", []string{"ponder"}},
		{"ponder-hit", []string{"ponder-hit"}},
		{"stop", []string{"stop"}},
		{"ping", []string{"ping"}},
	}
	if pos[0] != 'W' {
		t.Fatalf("the start's Hub string %q does not begin with W", pos)
	}
	for _, c := range cases {
		got, err := toHub1(c.in)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"level nodes=1000", "level time=abc", "pos moves=\"32-28\""} {
		if got, err := toHub1(bad); err == nil {
			t.Errorf("%s: %q, want an error", bad, got)
		}
	}
}

// TestFromHub1: the first protocol's answers read as today's.
func TestFromHub1(t *testing.T) {
	cases := []struct{ in, want string }{
		{"move 32-28 19-23", "done move=32-28 ponder=19-23"},
		{"move 27x18x22", "done move=27x18x22"},
		{"info 12 14.5 -37 123456 1.25 2.1 32-28 19-23", "info depth=12 score=-0.37 nodes=123456"},
		{"error illegal move", `error message="illegal move"`},
		{"wait", "wait"},
		{"ready", "ready"},
		{"pong", "pong"},
	}
	for _, c := range cases {
		if got := fromHub1(c.in); got != c.want {
			t.Errorf("%q read as %q, want %q", c.in, got, c.want)
		}
		if got := parseHubLine(fromHub1(c.in)); c.in == "move 32-28 19-23" && (got.args["move"] != "32-28" || got.args["ponder"] != "19-23") {
			t.Errorf("%q: move %q ponder %q", c.in, got.args["move"], got.args["ponder"])
		}
	}
}

// TestHub1Match: an engine of the first protocol (which answers anything
// else with an error line, and a go without a depth or time since the
// last pos too) plays whole International games against today's Hub
// engine, at a depth, a move time and a game clock, pondering too: every
// game ends by the rules, no error line, no forfeit.
func TestHub1Match(t *testing.T) {
	t.Parallel()
	old := hub1Program.get(t)
	for _, tc := range []string{"depth=1", "move-time=0.05", "time=20"} {
		for _, ponder := range []bool{false, true} {
			cfg := commandConfig(t, movegen.International, tc, 4,
				"cmd="+old+" name=old protocol=hub1 option.book=false", "cmd="+fakeEngine(t)+" name=new")
			cfg.Ponder = ponder
			r, pdn := runMatch(t, cfg)
			if r.Tally.Games() != 4 || r.EngineErrors != [2]int{} || r.Restarts != [2]int{} {
				t.Errorf("%s, ponder %v: %d games, error lines %v, restarts %v", tc, ponder, r.Tally.Games(), r.EngineErrors, r.Restarts)
			}
			for term, n := range r.Terminations {
				if term == TermIllegal || term == TermUnparsable || term == TermTimeForfeit || term == TermCrash || term == TermTimeout {
					t.Errorf("%s, ponder %v: %d games ended by %s\n%s", tc, ponder, n, term, pdn)
				}
			}
		}
	}
}

// TestHub1Refused: the first protocol is International's and has no node
// limit; a DXP peer has no protocol to choose; an unknown one is refused.
func TestHub1Refused(t *testing.T) {
	old := "cmd=" + hub1Program.get(t) + " name=old protocol=hub1"
	cases := []struct {
		v      movegen.Variant
		tc     string
		engine string
		want   string
	}{
		{movegen.Italian, "depth=1", old, "International only"},
		{movegen.International, "nodes=1000", old, "no node limit"},
	}
	for _, c := range cases {
		cfg := commandConfig(t, c.v, c.tc, 2, c.engine, "cmd="+fakeEngine(t)+" name=new")
		_, _, err := play(cfg, Outputs{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s at %s: %v, want %q", c.v, c.tc, err, c.want)
		}
	}
	for _, s := range []string{"dxp=127.0.0.1:27531 protocol=hub1", "cmd=x protocol=uci"} {
		if _, err := ParseEngineSpec(s, EngineSpec{}); err == nil {
			t.Errorf("%s accepted", s)
		}
	}
}
