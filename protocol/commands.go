// The Hub commands that set things up: hub, set-param, init, new-game, pos,
// level, ping; the command table, and the checks of each command's
// arguments.

package protocol

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// handler is one command.
type handler struct {
	name string
	// args are the arguments the command takes; the session drops any
	// other before parse sees the line, and says so in an info line.
	args arguments
	// parse checks a line of the command and returns what running it does.
	// A line it refuses changes nothing, not even a running search.
	parse func(c *hub.Command) (run func(), err error)
	// duringSearch commands run beside a search (or a perft); any other
	// command stops the search and answers its done first, as Scan does.
	duringSearch bool
	usage        string // for help
}

// arguments are the names a command takes: keys with a value, flags
// without. positional commands (perft N) read their tokens themselves.
type arguments struct {
	keys, flags []string
	positional  bool
}

// The arguments of the commands that take some.
var (
	setParamArgs = arguments{keys: []string{"name", "value"}}
	posArgs      = arguments{keys: []string{"pos", "moves"}, flags: []string{"start"}}
	levelArgs    = arguments{keys: []string{"depth", "nodes", "move-time", "moves", "time", "inc"}, flags: []string{"infinite"}}
	goArgs       = arguments{flags: []string{"think", "ponder", "analyze"}}
	hubArgs      = arguments{flags: []string{"expert"}}
	perftArgs    = arguments{positional: true}
)

// commandTable lists the commands in the order help prints them.
func (s *session) commandTable() []handler {
	return []handler{
		{"hub", hubArgs, s.parseHub, false, "hub [expert]: identify the engine and list its parameters (expert: the tuning ones too)"},
		{"set-param", setParamArgs, s.setParam, false, "set-param name=NAME value=VALUE: change a parameter"},
		{"init", arguments{}, bare(s.init), false, "init: allocate and prepare the tables; answers ready"},
		{"new-game", arguments{}, bare(s.newGame), false, "new-game: forget what was learnt in earlier games"},
		{"pos", posArgs, s.pos, false, "pos pos=POS [moves=MOVES] | pos start [moves=MOVES]: set the position (MOVES: the moves played since, blank-separated, in double quotes)"},
		{"level", levelArgs, s.setLevel, false, "level depth=N | nodes=N | move-time=S | [moves=N] time=S [inc=S] | infinite"},
		{"go", goArgs, s.parseGo, false, "go think | ponder | analyze: start a search"},
		{"ponder-hit", arguments{}, bare(func() { s.ponderHit(nil) }), true, "ponder-hit: the expected move was played"},
		{"stop", arguments{}, bare(s.stopAll), true, "stop: end the search (or perft) now; answers done"},
		{"ping", arguments{}, bare(s.ping), true, "ping: answers pong"},
		{"quit", arguments{}, bare(func() {}), false, "quit: leave"},
		{"board", arguments{}, bare(s.board), true, "board: draw the position"},
		{"moves", arguments{}, bare(s.moves), true, "moves: list the legal moves in Hub notation"},
		{"eval", arguments{}, bare(s.eval), true, "eval: show the evaluation term by term"},
		{"perft", perftArgs, s.perft, false, "perft N: count the leaves of the move tree N plies deep (stop ends it)"},
		{"help", arguments{}, bare(s.help), true, "help: list the commands"},
	}
}

// bare is the parse of a command that takes no arguments.
func bare(run func()) func(c *hub.Command) (func(), error) {
	return func(*hub.Command) (func(), error) { return run, nil }
}

// lookup finds the command called name.
func (s *session) lookup(name string) (handler, bool) {
	for _, h := range s.commands {
		if h.name == name {
			return h, true
		}
	}
	return handler{}, false
}

// parseHub reads hub [expert].
func (s *session) parseHub(c *hub.Command) (func(), error) {
	all := c.Has("expert")
	return func() { s.hub(all) }, nil
}

// hub identifies the engine and lists its options, the expert ones too
// when all is set.
func (s *session) hub(all bool) {
	id := hub.NewLine("id").Pair("name", "damaengine").Pair("version", s.cfg.Version).
		Pair("author", s.cfg.Author)
	if s.cfg.Country != "" {
		id.Pair("country", s.cfg.Country)
	}
	s.w.send(id.String())
	for i := range s.opts {
		if all || !s.opts[i].expert {
			s.w.send(s.opts[i].paramLine())
		}
	}
	s.w.send("wait")
}

// setParam checks the name and the value; setting it may still fail (a
// table that no longer fits in memory), with an error and no change.
func (s *session) setParam(c *hub.Command) (func(), error) {
	name, ok := c.Value("name")
	if !ok || name == "" {
		return nil, errors.New("set-param: missing name")
	}
	value, ok := c.Value("value")
	if !ok {
		return nil, errors.New("set-param: missing value for " + hub.Clip(name))
	}
	for i := range s.opts {
		if o := &s.opts[i]; strings.EqualFold(o.name, name) {
			if err := o.check(value); err != nil {
				return nil, err
			}
			return func() {
				if err := o.set(value); err != nil {
					s.error(err.Error())
				}
			}, nil
		}
	}
	return nil, errors.New("set-param: unknown parameter " + hub.Clip(name) + " (hub lists them)")
}

// init creates the engine, whose table is allocated and written, and
// loads the endgame databases and the book, so that the first search
// waits for none of them.
func (s *session) init() {
	s.prepared(s.variant)
	s.w.send("ready")
}

func (s *session) newGame() { s.pl.NewGame() }

func (s *session) ping() { s.w.send("pong") }

// parseGo checks that go names one search mode.
func (s *session) parseGo(c *hub.Command) (func(), error) {
	if len(c.Args) != 1 {
		return nil, errors.New("go: want one of think, ponder, analyze")
	}
	return func() { s.goSearch(c) }, nil
}

// pos sets the game: a start position, then the moves played from it. A
// bad position or argument keeps the old game; a bad move keeps the
// position before it. Either way an error is sent. A good position resets
// the level.
func (s *session) pos(c *hub.Command) (func(), error) {
	text, hasPos := c.Value("pos")
	switch {
	case hasPos && c.Has("start"):
		return nil, errors.New("pos: give pos=POS or start, not both")
	case !hasPos && !c.Has("start"):
		return nil, errors.New("pos: want pos=POS or start")
	}
	start := movegen.StartPosition(s.variant)
	if hasPos {
		p, err := movegen.ParseHubPosition(s.variant, text)
		if err != nil {
			return nil, err
		}
		start = p
	}
	moves, _ := c.Value("moves")
	return func() {
		g := movegen.NewGame(start)
		for _, text := range strings.Fields(moves) {
			p := g.Position()
			m, err := p.ParseMove(text)
			if err != nil {
				s.error(fmt.Sprintf("move %d of moves=: %v; the position before it is kept", g.Ply()+1, err))
				break
			}
			g.Play(m)
		}
		s.game = g
		if s.levelGiven {
			s.note("pos resets the level given before it: send level after pos, as with Scan")
		}
		s.level, s.levelGiven = level{}, false
	}, nil
}

// level is a search limit: the level lines since the last pos or go add up
// to one.
type level struct {
	depth       int
	nodes       uint64
	moveTime    time.Duration
	hasMoveTime bool
	smart       bool // moves, time or inc given: a game clock
	moves       int
	clock, inc  time.Duration
	hasClock    bool
	infinite    bool
}

// defaultClock is the remaining time assumed when a level gives moves or
// inc without time, as Scan does.
const defaultClock = 30 * time.Second

// defaultMoveTime is the level of a go think when no level was ever
// given: a GUI that never sends one still gets its move.
const defaultMoveTime = time.Second

// maxMovesToGo bounds level moves=N (the moves to the next time control).
const maxMovesToGo = 1000

// setLevel adds the limits of c to the level. A repeated or bad argument
// rejects the whole line; a line of unknown arguments alone (a GUI's
// handicap=N) changes nothing.
func (s *session) setLevel(c *hub.Command) (func(), error) {
	if len(c.Args) == 0 && s.ignoring {
		return func() {}, nil
	}
	if len(c.Args) == 0 {
		return nil, errors.New("level: missing limit (help shows them)")
	}
	var err error
	l := s.level
	for _, a := range c.Args {
		switch a.Key {
		case "depth":
			l.depth, err = count(a, 1, player.MaxDepth)
		case "nodes":
			l.nodes, err = nodeCount(a)
		case "move-time":
			l.moveTime, err = seconds(a)
			l.hasMoveTime = true
		case "moves":
			l.moves, err = count(a, 0, maxMovesToGo)
			l.smart = true
		case "time":
			l.clock, err = seconds(a)
			l.smart, l.hasClock = true, true
		case "inc":
			l.inc, err = seconds(a)
			l.smart = true
		case "infinite":
			l.infinite = true
		}
		if err != nil {
			return nil, err
		}
	}
	return func() { s.level, s.levelGiven = l, true }, nil
}

// count reads an integer argument in lo..hi.
func count(a hub.Arg, lo, hi int) (int, error) {
	n, err := strconv.Atoi(a.Value)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("bad %s %q: want an integer in %d..%d", a.Key, hub.Clip(a.Value), lo, hi)
	}
	return n, nil
}

// nodeCount reads a node budget: 1 up to the largest 64-bit count.
func nodeCount(a hub.Arg) (uint64, error) {
	n, err := strconv.ParseUint(a.Value, 10, 64)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("bad %s %q: want an integer in 1..%d", a.Key, hub.Clip(a.Value), uint64(math.MaxUint64))
	}
	return n, nil
}

// maxSeconds bounds times so that they fit a time.Duration (about 115
// days).
const maxSeconds = 1e7

// seconds reads a finite number of seconds in 0..maxSeconds.
func seconds(a hub.Arg) (time.Duration, error) {
	f, err := strconv.ParseFloat(a.Value, 64)
	if err != nil || !(f >= 0 && f <= maxSeconds) {
		return 0, fmt.Errorf("bad %s %q: want seconds, a number in 0..%g", a.Key, hub.Clip(a.Value), float64(maxSeconds))
	}
	return time.Duration(f * float64(time.Second)), nil
}
