// Commands for people and debugging: board, moves, eval, help (and perft,
// in perft.go).

package protocol

import (
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// board draws the position, a "board row=..." line for each line of the
// diagram, then gives its Hub string and FEN.
func (s *session) board() {
	p := s.game.Position()
	for _, l := range strings.Split(strings.TrimRight(p.Diagram(), "\n"), "\n") {
		s.w.send(hub.NewLine("board").Pair("row", l).String())
	}
	s.w.send(hub.NewLine("board").Pair("pos", p.HubString()).Pair("fen", p.FEN()).String())
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
	s.w.send(hub.NewLine("moves").Pair("count", strconv.Itoa(l.N)).Pair("list", strings.Join(names, " ")).String())
}

// eval shows the evaluation term by term from White's side, in men, then
// the phase and the score from the side to move's view.
func (s *session) eval() {
	p := s.game.Position()
	for _, t := range eval.Breakdown(&p) {
		if t.Name == "phase" {
			s.w.send(hub.NewLine("eval").Pair("phase", strconv.Itoa(t.Total)).String())
			continue
		}
		s.w.send(hub.NewLine("eval").Pair("term", t.Name).Pair("white", player.Men(t.White)).
			Pair("black", player.Men(t.Black)).Pair("total", player.Men(t.Total)).String())
	}
	s.w.send(hub.NewLine("eval").Pair("score", player.Men(s.pl.Evaluate(&p))).String())
}

// help lists the commands, a "help command=NAME usage=..." line each,
// then the notes on the level and the options.
func (s *session) help() {
	s.w.send(hub.NewLine("help").Pair("text", "damaengine speaks Hub 2, as Scan does; docs/HUB.md describes it").String())
	for _, h := range s.commands {
		s.w.send(hub.NewLine("help").Pair("command", h.name).Pair("usage", h.usage).String())
	}
	for _, note := range helpNotes {
		s.w.send(hub.NewLine("help").Pair("note", note).String())
	}
}

// helpNotes explain what the command list cannot.
var helpNotes = []string{
	"the level lines after a pos or go add up; a go without one plays at the last level given, or 1 s a move if none was ever given; go analyze without one searches until stop",
	"multipv is the number of lines of go analyze; go think and go ponder search one",
	"hash is rounded down to a power of two MiB; the param line shows the size in use",
	"scores are in men from the side to move's view; a win in n plies is 100 - n/100, a loss its negative",
	"a book move is answered at once: an info line with source=book, its score and line, then done",
	"variant is " + movegen.VariantNames() + "; normal and standard also name international",
}
