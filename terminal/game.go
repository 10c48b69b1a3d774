// The game in the terminal: the board, the engine's moves, the player's
// lines.

package terminal

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// New returns a game from start in which the player (a person at the
// terminal) plays human and pl the other side under limits; it writes to
// out.
func New(out io.Writer, start movegen.Position, human movegen.Color, limits player.Limits, pl *player.Player) *Session {
	return &Session{out: out, start: start, human: human, game: movegen.NewGame(start), limits: limits, pl: pl}
}

// Session is a game in the terminal: the game so far, the player's
// side and the engine's level.
type Session struct {
	out     io.Writer
	start   movegen.Position // where new starts again
	human   movegen.Color
	game    *movegen.Game
	limits  player.Limits
	flipped bool // the diagram is drawn with Black at the bottom
	pl      *player.Player
}

// Run plays until the game ends, the player quits or in ends.
func (s *Session) Run(in io.Reader) error {
	return s.run(bufio.NewScanner(in))
}

// run plays until the game ends, the player quits or the input ends.
func (s *Session) run(in *bufio.Scanner) error {
	fmt.Fprintln(s.out, "Moves in PDN (22-18, 29x22x13x6 or 29x6); help lists the commands.")
	for {
		p := s.game.Position()
		fmt.Fprint(s.out, s.diagram(&p))
		if o := s.game.Outcome(); o.Over() {
			fmt.Fprintf(s.out, "Game over: %s\n", o)
			return s.writePDN(s.out)
		}
		if p.Side != s.human {
			a := s.pl.Decide(s.game, s.limits, nil)
			how := fmt.Sprintf("score %s, depth %d", player.HubScore(a.Score), a.Depth)
			switch a.Source {
			case player.FromBook:
				how = "book, score " + player.HubScore(a.Score)
			case player.Forced:
				how = "the only legal move"
			}
			fmt.Fprintf(s.out, "damaengine plays %s (%s)\n", p.FormatPDN(a.Move), how)
			s.game.Play(a.Move)
			continue
		}
		if quit, err := s.humanTurn(in); quit || err != nil {
			return err
		}
	}
}

// humanTurn reads the player's lines until one plays a move or changes
// what the board shows; quit is true at quit or the end of input.
func (s *Session) humanTurn(in *bufio.Scanner) (quit bool, err error) {
	for {
		fmt.Fprint(s.out, "your move> ")
		if !in.Scan() {
			return true, in.Err()
		}
		switch s.do(strings.TrimSpace(in.Text())) {
		case quitGame:
			return true, nil
		case redraw:
			return false, nil
		}
	}
}

// seconds converts seconds to a duration.
func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
