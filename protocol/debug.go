// Commands for people and debugging: board, moves, eval, perft, help.

package protocol

import (
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/bench"
	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// maxPerftDepth bounds perft: deeper runs would not end in a session.
const maxPerftDepth = 30

// board draws the position, then gives its Hub string.
func (s *session) board(*command) {
	p := s.game.Position()
	for _, l := range strings.Split(strings.TrimRight(p.Diagram(), "\n"), "\n") {
		s.w.send(l)
	}
	s.w.send("Hub " + p.HubString())
}

// moves lists the legal moves in Hub notation.
func (s *session) moves(*command) {
	p := s.game.Position()
	var l movegen.MoveList
	p.Generate(&l)
	names := make([]string, l.N)
	for i, m := range l.Slice() {
		names[i] = p.FormatHub(m)
	}
	s.w.send(newLine("moves").pair("count", strconv.Itoa(l.N)).pair("list", strings.Join(names, " ")).String())
}

// eval shows the evaluation term by term from White's side, in men, then
// the phase and the score from the side to move's view.
func (s *session) eval(*command) {
	p := s.game.Position()
	for _, t := range eval.Breakdown(&p) {
		if t.Name == "phase" {
			s.w.send(newLine("eval").pair("phase", strconv.Itoa(t.Total)).String())
			continue
		}
		s.w.send(newLine("eval").pair("term", t.Name).pair("white", men(t.White)).
			pair("black", men(t.Black)).pair("total", men(t.Total)).String())
	}
	s.w.send(newLine("eval").pair("score", men(eval.Evaluate(&p))).String())
}

// men writes centi-men as men with two decimals.
func men(cm int) string { return strconv.FormatFloat(float64(cm)/100, 'f', 2, 64) }

// perft counts the leaves of the move tree: "perft N" or "perft depth=N".
// It runs in the command loop, so it answers nothing else until done.
func (s *session) perft(c *command) {
	text, ok := c.value("depth")
	if !ok && len(c.args) > 0 && c.args[0].flag {
		text, ok = c.args[0].key, true
	}
	depth, err := strconv.Atoi(text)
	if !ok || err != nil || depth < 1 || depth > maxPerftDepth {
		s.error("bad depth: want perft N with N in 1.." + strconv.Itoa(maxPerftDepth))
		return
	}
	start := time.Now()
	n, _ := bench.Perft(s.game.Position(), depth, bench.Options{Threads: s.threads})
	secs := time.Since(start).Seconds()
	nps := 0.0
	if secs > 0 {
		nps = float64(n) / secs / 1e6
	}
	s.w.send(newLine("perft").pair("depth", strconv.Itoa(depth)).
		pair("nodes", strconv.FormatUint(n, 10)).
		pair("time", strconv.FormatFloat(secs, 'f', 3, 64)).
		pair("nps", strconv.FormatFloat(nps, 'f', 2, 64)).String())
}

// help lists the commands.
func (s *session) help(*command) {
	s.w.send("damaengine speaks Hub 2 (as Scan 3 does). Commands:")
	for _, h := range s.commands {
		s.w.send("  " + h.usage)
	}
}
