// The commands typed at the prompt besides moves.

package terminal

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/words"
)

// MaxMoveSeconds bounds the engine's seconds a move (the level command,
// and the command line's move time).
const MaxMoveSeconds = 3600

// maxLevelDepth bounds the level's depth: the Hub's depth range too.
const maxLevelDepth = player.MaxDepth

const playHelp = `Type a move in PDN (22-18, 29x22x13x6 or 29x6) or a command:
  moves        list the legal moves
  undo         take back your last move and the engine's reply
  new          start a new game from the start position
  flip         turn the board around
  level S      the engine thinks S seconds per move
  level depth N  the engine searches N plies
  save FILE    write the game as PDN to FILE
  fen          print the position's FEN
  help         this list
  quit         leave the game
`

// playAction is what a line typed at the prompt leads to.
type playAction int

const (
	stay     playAction = iota // ask again
	redraw                     // the position or its diagram changed
	quitGame                   // leave
)

// do carries out one line typed at the prompt: a command or a move. What
// it cannot do it says in one line.
func (s *Session) do(line string) playAction {
	name, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch name {
	case "":
		return stay
	case "level":
		s.level(arg)
		return stay
	case "save":
		s.save(arg)
		return stay
	case "quit", "exit", "help", "moves", "undo", "new", "flip", "fen":
		if arg != "" {
			fmt.Fprintf(s.out, "%s takes no argument (help lists the commands)\n", name)
			return stay
		}
	default:
		return s.move(line)
	}
	p := s.game.Position()
	switch name {
	case "quit", "exit":
		return quitGame
	case "help":
		fmt.Fprint(s.out, playHelp)
	case "moves":
		var l movegen.MoveList
		p.Generate(&l)
		for _, m := range l.Slice() {
			fmt.Fprint(s.out, p.FormatPDN(m), " ")
		}
		fmt.Fprintln(s.out)
	case "undo":
		return s.undo()
	case "new":
		s.game = movegen.NewGame(s.start)
		s.pl.NewGame() // a level plays other moves in another game
		fmt.Fprintln(s.out, "new game")
		return redraw
	case "flip":
		s.flipped = !s.flipped
		return redraw
	case "fen":
		fmt.Fprintln(s.out, p.FEN())
	}
	return stay
}

// move plays the player's move if it is legal.
func (s *Session) move(text string) playAction {
	p := s.game.Position()
	m, err := p.ParseMove(text)
	if err != nil {
		fmt.Fprintf(s.out, "%v (help lists the commands)\n", err)
		return stay
	}
	s.game.Play(m)
	return redraw
}

// undo takes back the last two moves (the engine's reply and the player's
// move), or the only one.
func (s *Session) undo() playAction {
	moves := s.game.Moves()
	if len(moves) == 0 {
		fmt.Fprintln(s.out, "nothing to undo: no move has been played")
		return stay
	}
	n := min(2, len(moves))
	g := movegen.NewGame(s.start)
	for _, m := range moves[:len(moves)-n] {
		g.Play(m)
	}
	s.game = g
	fmt.Fprintf(s.out, "took back %s\n", words.Count(n, "move", "moves"))
	return redraw
}

// level sets the engine's level from "S" (seconds per move) or "depth N",
// or shows it when arg is empty.
func (s *Session) level(arg string) {
	f := strings.Fields(arg)
	switch {
	case len(f) == 2 && f[0] == "depth":
		d, err := strconv.Atoi(f[1])
		if err != nil || d < 1 || d > maxLevelDepth {
			fmt.Fprintf(s.out, "level depth takes a depth of 1..%d plies, got %q\n", maxLevelDepth, f[1])
			return
		}
		s.limits.Depth, s.limits.MoveTime = d, 0
	case len(f) == 1:
		secs, err := strconv.ParseFloat(f[0], 64)
		if err != nil || !(secs > 0 && secs <= MaxMoveSeconds) {
			fmt.Fprintf(s.out, "level takes seconds per move in (0, %d], got %q\n", MaxMoveSeconds, f[0])
			return
		}
		s.limits.Depth, s.limits.MoveTime = 0, seconds(secs)
	case len(f) > 0:
		fmt.Fprintf(s.out, "level takes S (seconds per move) or depth N, got %q\n", arg)
		return
	}
	if s.limits.Depth > 0 {
		fmt.Fprintf(s.out, "level: depth %d\n", s.limits.Depth)
	} else {
		fmt.Fprintf(s.out, "level: %g s per move\n", s.limits.MoveTime.Seconds())
	}
}

// save writes the game so far to file as PDN.
func (s *Session) save(file string) {
	if file == "" {
		fmt.Fprintln(s.out, "save needs a file name: save FILE")
		return
	}
	f, err := os.Create(file)
	if err == nil {
		err = s.writePDN(f)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintf(s.out, "save: %v\n", err)
		return
	}
	fmt.Fprintf(s.out, "saved %s to %s\n", words.Count(s.game.Ply(), "move", "moves"), file)
}

// writePDN writes the game so far as PDN: its result is "*" while it goes
// on, and the rule that ended it is the closing comment.
func (s *Session) writePDN(w io.Writer) error {
	var names [2]string
	names[s.human], names[1-s.human] = "you", "damaengine"
	o := s.game.Outcome()
	g := &pdn.Game{
		Event: "damaengine play", Date: time.Now(), Round: 1,
		White: names[movegen.White], Black: names[movegen.Black],
		Start: s.game.Start(), Moves: s.game.Moves(), Result: o.Result,
	}
	if o.Over() {
		g.Comment = o.Reason.String()
	}
	return pdn.Write(w, g)
}
