// The Hub commands that set things up: hub, set-param, init, new-game, pos,
// level, ping; and the command table.

package protocol

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// handler is one command.
type handler struct {
	name string
	run  func(c *command)
	// duringSearch commands run beside a search; any other command stops
	// the search and answers its done first, as Scan does.
	duringSearch bool
	usage        string // for help
}

// commandTable lists the commands in the order help prints them.
func (s *session) commandTable() []handler {
	return []handler{
		{"hub", s.hub, false, "hub: identify the engine and list its parameters"},
		{"set-param", s.setParam, false, "set-param name=NAME value=VALUE: change a parameter"},
		{"init", s.init, false, "init: allocate the tables; answers ready"},
		{"new-game", s.newGame, false, "new-game: forget what was learnt in earlier games"},
		{"pos", s.pos, false, `pos pos=POS [moves="M1 M2 ..."] | pos start: set the position`},
		{"level", s.setLevel, false, "level depth=N | nodes=N | move-time=S | [moves=N] time=S [inc=S] | infinite"},
		{"go", s.goSearch, false, "go think | ponder | analyze: start a search"},
		{"ponder-hit", s.ponderHit, true, "ponder-hit: the expected move was played"},
		{"stop", s.stop, true, "stop: end the search now; answers done"},
		{"ping", s.ping, true, "ping: answers pong"},
		{"quit", nil, false, "quit: leave"},
		{"board", s.board, true, "board: draw the position"},
		{"moves", s.moves, true, "moves: list the legal moves in Hub notation"},
		{"eval", s.eval, true, "eval: show the evaluation term by term"},
		{"perft", s.perft, false, "perft N: count the leaves of the move tree N plies deep"},
		{"help", s.help, true, "help: list the commands"},
	}
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

func (s *session) hub(*command) {
	id := newLine("id").pair("name", "damaengine").pair("version", s.cfg.Version).
		pair("author", s.cfg.Author)
	if s.cfg.Country != "" {
		id.pair("country", s.cfg.Country)
	}
	s.w.send(id.String())
	for i := range s.opts {
		s.w.send(s.opts[i].paramLine())
	}
	s.w.send("wait")
}

func (s *session) setParam(c *command) {
	name, ok := c.value("name")
	if !ok || name == "" {
		s.error("missing name")
		return
	}
	value, _ := c.value("value")
	for i := range s.opts {
		if strings.EqualFold(s.opts[i].name, name) {
			if err := s.opts[i].set(value); err != nil {
				s.error(err.Error())
			}
			return
		}
	}
	s.error("unknown parameter " + name)
}

func (s *session) init(*command) {
	s.engine()
	s.w.send("ready")
}

func (s *session) newGame(*command) {
	if s.eng != nil {
		s.eng.NewGame()
	}
}

func (s *session) ping(*command) { s.w.send("pong") }

// pos sets the game: a start position, then the moves played from it. A
// bad position keeps the old game; a bad move keeps the position before
// it. Either way an error is sent. A good position resets the level.
func (s *session) pos(c *command) {
	start := movegen.StartPosition(s.variant)
	for _, a := range c.args {
		switch a.key {
		case "start":
			start = movegen.StartPosition(s.variant)
		case "pos":
			p, err := movegen.ParseHubPosition(s.variant, a.value)
			if err != nil {
				s.error(err.Error())
				return
			}
			start = p
		}
	}
	g := movegen.NewGame(start)
	moves, _ := c.value("moves")
	for _, text := range strings.Fields(moves) {
		p := g.Position()
		m, err := p.ParseMove(text)
		if err != nil {
			s.error(fmt.Sprintf("%v after %d moves: position kept before it", err, g.Ply()))
			break
		}
		g.Play(m)
	}
	s.game = g
	s.level = level{}
}

// level is the search limit set by level commands since the last pos or go.
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

// setLevel adds the limits of c to the level. A bad value rejects the
// whole line.
func (s *session) setLevel(c *command) {
	l := s.level
	for _, a := range c.args {
		var err error
		switch a.key {
		case "depth":
			l.depth, err = count(a, 1)
		case "nodes":
			var n int
			n, err = count(a, 1)
			l.nodes = uint64(n)
		case "move-time":
			l.moveTime, err = seconds(a)
			l.hasMoveTime = true
		case "moves":
			l.moves, err = count(a, 0)
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
			s.error(err.Error())
			return
		}
	}
	s.level = l
}

// count reads an integer argument of at least lo.
func count(a arg, lo int) (int, error) {
	n, err := strconv.Atoi(a.value)
	if err != nil || n < lo {
		return 0, fmt.Errorf("bad %s %q: want an integer of at least %d", a.key, a.value, lo)
	}
	return n, nil
}

// maxSeconds bounds times so that they fit a time.Duration.
const maxSeconds = 1e7

// seconds reads a non-negative number of seconds.
func seconds(a arg) (time.Duration, error) {
	f, err := strconv.ParseFloat(a.value, 64)
	if err != nil || f < 0 || math.IsNaN(f) {
		return 0, fmt.Errorf("bad %s %q: want seconds, a number of at least 0", a.key, a.value)
	}
	return time.Duration(min(f, maxSeconds) * float64(time.Second)), nil
}
