// The game the page shows: a start, the moves, the ply on view and what
// the whole-game analysis found.

package web

import (
	"fmt"

	"github.com/damaengine/damaengine/movegen"
)

// session is the server's game. The position on view is the one after
// moves[:ply]; a move played there replaces the moves after it.
type session struct {
	start       movegen.Position
	moves       []movegen.Move
	ply         int
	tags        map[string]string // White, Black, Event ... of an imported game
	review      []reviewEntry     // the whole-game analysis, per ply; nil when none
	reviewDepth int               // the depth of review
	serial      int               // bumped on every change, to spot stale engine moves
}

// reset starts a new game at start.
func (g *session) reset(start movegen.Position) {
	*g = session{start: start, serial: g.serial + 1}
}

// load replaces the game by start and moves, shown at ply.
func (g *session) load(start movegen.Position, moves []movegen.Move, ply int, tags map[string]string) {
	g.reset(start)
	g.moves, g.ply, g.tags = moves, ply, tags
}

// replay returns the game up to ply.
func (g *session) replay(ply int) *movegen.Game {
	game := movegen.NewGame(g.start)
	for _, m := range g.moves[:ply] {
		game.Play(m)
	}
	return game
}

// current returns the game up to the ply on view.
func (g *session) current() *movegen.Game { return g.replay(g.ply) }

// play plays m at the ply on view, dropping the moves after it. It
// refuses an illegal move and a move after the end of the game.
func (g *session) play(m movegen.Move) error {
	game := g.current()
	if o := game.Outcome(); o.Over() {
		return fmt.Errorf("the game is over: %s", o)
	}
	if err := game.PlayChecked(m); err != nil {
		return err
	}
	g.moves = append(g.moves[:g.ply:g.ply], m)
	g.ply++
	g.review = nil
	g.serial++
	return nil
}

// seek shows ply (0..len(moves)).
func (g *session) seek(ply int) error {
	if ply < 0 || ply > len(g.moves) {
		return fmt.Errorf("ply %d is outside the game (0..%d)", ply, len(g.moves))
	}
	g.ply = ply
	g.serial++
	return nil
}

// takeBack removes the last n moves of the game and shows its end.
func (g *session) takeBack(n int) error {
	if n < 1 || n > len(g.moves) {
		return fmt.Errorf("cannot take back %d moves: the game has %d", n, len(g.moves))
	}
	g.moves = g.moves[:len(g.moves)-n]
	g.ply = len(g.moves)
	g.review = nil
	g.serial++
	return nil
}
