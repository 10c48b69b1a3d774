// Commands for people and debugging: board, moves, eval, help (and perft,
// in perft.go).

package protocol

import (
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// board draws the position, then gives its Hub string.
func (s *session) board() {
	p := s.game.Position()
	for _, l := range strings.Split(strings.TrimRight(p.Diagram(), "\n"), "\n") {
		s.w.send(l)
	}
	s.w.send("Hub " + p.HubString())
}

// moves lists the legal moves in Hub notation.
func (s *session) moves() {
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
func (s *session) eval() {
	p := s.game.Position()
	for _, t := range eval.Breakdown(&p) {
		if t.Name == "phase" {
			s.w.send(newLine("eval").pair("phase", strconv.Itoa(t.Total)).String())
			continue
		}
		s.w.send(newLine("eval").pair("term", t.Name).pair("white", men(t.White)).
			pair("black", men(t.Black)).pair("total", men(t.Total)).String())
	}
	score := eval.Evaluate(&p)
	if s.params.Net != 0 {
		score += eval.NetScore(&p)
	}
	s.w.send(newLine("eval").pair("score", men(score)).String())
}

// men writes centi-men as men with two decimals.
func men(cm int) string { return strconv.FormatFloat(float64(cm)/100, 'f', 2, 64) }

// help lists the commands.
func (s *session) help() {
	s.w.send("damaengine speaks Hub 2 (as Scan 3 does). Commands:")
	for _, h := range s.commands {
		s.w.send("  " + h.usage)
	}
}
