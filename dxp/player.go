// Our engine playing one game over a Peer: clocks, searches, and how the
// game ends and is scored.

package dxp

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// ours is our side of the games.
type ours struct {
	engine *player.Player // its book and databases
	name   string
	depth  int           // search depth limit (0: the clock decides)
	nodes  uint64        // search node limit (0: none)
	margin time.Duration // how far the peer may overrun its clock before it counts as stalled
	stall  time.Duration // tests: a fixed wait for the peer's moves instead of clock + margin
	log    io.Writer
}

// record is a finished game.
type record struct {
	round        int
	start        movegen.Position
	moves        []movegen.Move
	white, black string
	result       movegen.Result // Ongoing: no result known, scored as a draw
	why          string         // how it ended
	us           movegen.Color
	fatal        error // the connection cannot go on
}

// points returns our score: 1, ½ or 0.
func (r *record) points() float64 {
	switch {
	case r.result == movegen.Draw || r.result == movegen.Ongoing:
		return 0.5
	case (r.result == movegen.WhiteWins) == (r.us == movegen.White):
		return 1
	}
	return 0
}

// play plays the game the peer has just started, with minutes for every
// moves moves, to its end. stop is the stop code of the E we send or
// answer with. Any error of the peer ends the game as a loss for it.
func (pl *ours) play(p *Peer, round, minutes, moves int, stop bool) record {
	pl.engine.NewGame()
	g := p.Game()
	them := p.Name()
	if them == "" {
		them = "?"
	}
	rec := record{round: round, start: g.Start(), us: p.Colour(), white: pl.name, black: them}
	if rec.us == movegen.Black {
		rec.white, rec.black = rec.black, rec.white
	}
	ours, theirs := newClock(minutes, moves), newClock(minutes, moves)
	turn := time.Now()
	for {
		if o := g.Outcome(); o.Over() {
			rec.result, rec.why = o.Result, o.Reason.String()
			if err := p.SendGameEnd(EndReasonOf(o.Result, rec.us), stop); err != nil {
				rec.fatal = err
			}
			break
		}
		if g.Position().Side == rec.us {
			m := pl.think(g, &ours)
			used := time.Since(turn)
			turn = time.Now()
			ours.spend(used)
			if err := p.SendMove(m, used); err != nil {
				pl.forfeit(p, &rec, err)
				break
			}
			continue
		}
		_, _, err := p.ReceiveMove(pl.patience(&theirs))
		used := time.Since(turn)
		turn = time.Now()
		theirs.spend(used)
		if err == nil {
			continue
		}
		var end *GameEndError
		if !errors.As(err, &end) {
			pl.forfeit(p, &rec, err)
			break
		}
		rec.result, rec.why = claimed(end.End.Reason, rec.us.Other()), p.who()+" ended the game: "+end.End.Reason.String()
		if err := p.SendGameEnd(EndReasonOf(rec.result, rec.us), stop || end.End.Stop); err != nil {
			rec.fatal = err
		}
		break
	}
	rec.moves = append([]movegen.Move(nil), g.Moves()...)
	return rec
}

// think chooses our move (player.Decide): the only legal move or the
// book's at once, otherwise a search on our clock.
func (pl *ours) think(g *movegen.Game, c *clock) movegen.Move {
	limits := player.Limits{Depth: pl.depth, Nodes: pl.nodes, Time: max(c.left, time.Millisecond), MovesToGo: c.toGo()}
	return pl.engine.Decide(g, limits, nil).Move
}

// patience is how long we wait for the peer's move: its clock and the margin.
func (pl *ours) patience(c *clock) time.Duration {
	if pl.stall > 0 {
		return pl.stall
	}
	return max(c.left, 0) + pl.margin
}

// forfeit ends the game after the peer's error (a malformed, unexpected or
// illegal message, a stall, a lost connection): a loss for the peer, told
// to it when the connection still works, and the end of the connection.
func (pl *ours) forfeit(p *Peer, rec *record, err error) {
	rec.result, rec.fatal = winner(rec.us), err
	rec.why = fmt.Sprintf("%s forfeits: %v", p.who(), err)
	fmt.Fprintf(pl.log, "dxp: game %d, ply %d: %v; scored as a loss for %s, closing the connection\n",
		rec.round, p.Game().Ply(), err, p.who())
	if !errors.Is(err, ErrClosed) {
		_ = p.SendGameEnd(EndWin, true) // a courtesy: the connection may be broken
	}
	_ = p.Close()
}

// EndReasonOf is the game end r as an E message from side us: a win, a
// loss, a draw, or unknown for a game not ended.
func EndReasonOf(r movegen.Result, us movegen.Color) EndReason {
	switch r {
	case movegen.Draw:
		return EndDraw
	case winner(us):
		return EndWin
	case winner(us.Other()):
		return EndLoss
	}
	return EndUnknown
}

// claimed is the result an E message from side by claims.
func claimed(r EndReason, by movegen.Color) movegen.Result {
	switch r {
	case EndWin:
		return winner(by)
	case EndLoss:
		return winner(by.Other())
	case EndDraw:
		return movegen.Draw
	}
	return movegen.Ongoing
}

// winner returns the result in which c wins.
func winner(c movegen.Color) movegen.Result {
	if c == movegen.White {
		return movegen.WhiteWins
	}
	return movegen.BlackWins
}
