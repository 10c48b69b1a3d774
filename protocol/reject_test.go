// Lines a command cannot take: one error line each, and nothing changes.

package protocol

import (
	"strconv"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// sessionState is what a rejected line must leave as it was.
type sessionState struct {
	game         *movegen.Game
	variant      movegen.Variant
	level        level
	multiPV      int
	ponder, busy bool
	settings     player.Settings
}

func stateOf(s *session) sessionState {
	return sessionState{s.game, s.variant, s.level, s.multiPV, s.ponder,
		s.run != nil || s.perftJob != nil, s.pl.Settings()}
}

// startHub is the Italian start position as a Hub string.
var startHub = func() string { p := movegen.StartPosition(movegen.Italian); return p.HubString() }()

// rejected are lines of known commands with arguments they cannot take.
var rejected = []string{
	"set-param name=hash", "set-param name=hash value=8 name=threads",
	"set-param name=hash value=8 value=16", "set-param name", "set-param name=book value=maybe", "set-param name=book-variety value=101",
	"set-param name=tune-lmr-two-plies value=0", "set-param name=tune-time-moves value=x",
	"set-param name=threads value=" + strconv.Itoa(player.MustOption("threads").Max+1),
	"pos", `pos moves="21-17"`, "pos start start", "pos start pos=" + startHub,
	"pos pos", `pos start moves="21-17" moves="22-18"`, "pos start=1", "pos start=1 colour=white",
	"level", "level depth=3 depth=4", "level infinite=1", "level depth", "level depth=3 nonsense depth=abc",
	"level depth=3 depth=abc",
	"go", "go sideways", "go think ponder", "go think think", "go think=1", "go mode=fast",
	"perft", "perft 3 4", "perft depth=3 4", "perft depth", "perft nodes=3", "perft depth=3 depth=3",
}

func TestRejectedLinesChangeNothing(t *testing.T) {
	out := &lockedBuffer{}
	s := newSession(out, testConfig)
	runSync(s, "init", `pos start moves="21-17"`, "level depth=5")
	for _, l := range rejected {
		before := stateOf(s)
		out.lines = nil
		runSync(s, l)
		if len(out.lines) != 1 || lineName(out.lines[0]) != "error" {
			t.Errorf("%q: output %q, want one error line", l, out.lines)
		}
		if after := stateOf(s); after != before {
			t.Errorf("%q changed the session: %+v, was %+v", l, after, before)
		}
		s.halt()
	}
}

// TestRejectedLinesLeaveSearch: a rejected line during an analysis is
// answered with an error and the analysis goes on, as for unknown commands.
func TestRejectedLinesLeaveSearch(t *testing.T) {
	c := open(t, movegen.Italian)
	c.setPos(c.pos)
	c.send("go analyze")
	c.firstInfo()
	for _, l := range []string{"go sideways", "level depth", "pos", "set-param name=hash value=2 value=3", "perft 3 4"} {
		c.send(l)
		for {
			line := c.next()
			if lineName(line) == "error" {
				break
			}
			if lineName(line) != "info" {
				t.Fatalf("%q after %q during an analysis", line, l)
			}
		}
	}
	c.send("stop")
	c.searchAnswer()
	c.ping()
}

// TestErrorMessages: the error names what is wrong.
func TestErrorMessages(t *testing.T) {
	cases := map[string]string{
		"go sideways":                           "want one of think, ponder, analyze",
		"go":                                    "want one of think, ponder, analyze",
		"level":                                 "missing",
		"level depth=3 depth=4":                 "depth given twice",
		"pos":                                   "want pos=POS or start",
		"pos start pos=x":                       "pos=POS or start, not both",
		"set-param name=book value=maybe":       "want true or false",
		"set-param name=book-variety value=101": "0..100",
		"set-param name=hash":                   "missing value",
		"perft 3 4":                             "want perft N",
		"set-param name=threads value=1000000":  "want an integer in 1.." + strconv.Itoa(player.MustOption("threads").Max),
	}
	for l, want := range cases {
		out := &lockedBuffer{}
		s := newSession(out, testConfig)
		runSync(s, l)
		if len(out.lines) != 1 || !strings.Contains(out.lines[0], want) {
			t.Errorf("%q: %q, want an error with %q", l, out.lines, want)
		}
	}
}
