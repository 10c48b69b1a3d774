// getmove: the engine's move in CheckerBoard's position.

package checkerboard

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// getmove's results: what the game is after the engine's move, for
// CheckerBoard's engine matches (a draw, win or loss ends the game).
const (
	ResultDraw    = 0
	ResultWin     = 1
	ResultLoss    = 2
	ResultUnknown = 3
)

// pollEvery is how often a search looks whether playnow was set.
const pollEvery = 5 * time.Millisecond

// Request is one call of getmove.
type Request struct {
	Color          int32
	MaxTime        float64 // seconds
	Info, MoreInfo int32
	PlayNow        func() bool  // reports whether the user asked for the move now
	Status         func(string) // shows a line in CheckerBoard's status bar
}

// GetMove plays the engine's move on b, as getmove does: it writes the
// position after the move into b and its description into *move, shows
// the search's progress through r.Status and returns one of the Result
// values. It returns soon after r.PlayNow turns true, with the best move
// found so far. A position it cannot read, or one with no legal move,
// leaves b as it was and says why in the status line.
func (e *Engine) GetMove(b *Board, r Request, move *CBMove) int32 {
	pos, err := PositionOf(b, r.Color)
	if err != nil {
		r.Status("damaengine: " + err.Error())
		return ResultUnknown
	}
	e.run.Lock()
	defer e.run.Unlock()
	opts, hist := e.takeRequest()
	e.prepare(opts)
	if r.Info&InfoReset != 0 {
		e.pl.NewGame()
		e.last = nil
	}
	g := e.gameAt(pos, hist)
	var l movegen.MoveList
	pos.Generate(&l)
	if l.N == 0 {
		r.Status("damaengine: no legal move")
		return ResultLoss
	}
	a, lastInfo := e.decide(g, r) // a legal move (player.Go): a fault is among the warnings
	*move = MoveOf(&pos, a.Move)
	g.Play(a.Move)
	after := g.Position()
	*b = BoardOf(&after)
	e.last = g
	r.Status(statusLine(&pos, a, lastInfo, e.takeWarnings()))
	return resultAfter(g, pos.Side)
}

// takeRequest returns the settings and the history CheckerBoard sent
// for this move; the history is used once.
func (e *Engine) takeRequest() (Options, *movegen.Game) {
	e.mu.Lock()
	defer e.mu.Unlock()
	hist := e.hist
	e.hist = nil
	return e.opts, hist
}

// gameAt returns the game that ends at pos, for repetitions and the
// 40-move rule: the history CheckerBoard sent when it ends at pos, else
// the engine's own game when pos is where its last move left it (the
// engine plays both sides) or follows it by one of the opponent's moves,
// else a game that starts at pos.
func (e *Engine) gameAt(pos movegen.Position, hist *movegen.Game) *movegen.Game {
	if hist != nil && samePosition(hist.Position(), pos) {
		return hist
	}
	if e.last != nil {
		before := e.last.Position()
		if samePosition(before, pos) {
			return e.last
		}
		var l movegen.MoveList
		before.Generate(&l)
		for _, m := range l.Slice() {
			if next := before.Play(m); samePosition(next, pos) {
				e.last.Play(m)
				return e.last
			}
		}
	}
	return movegen.NewGame(pos)
}

// samePosition reports whether a and b have the same pieces and side to
// move.
func samePosition(a, b movegen.Position) bool {
	return a.Pieces == b.Pieces && a.Kings == b.Kings && a.Side == b.Side
}

// decide returns the player's move in g, searching until the limits of r
// or until r.PlayNow, and the status line of the search's last
// iteration (empty when it did not search). The status line follows the
// search.
func (e *Engine) decide(g *movegen.Game, r Request) (player.Answer, string) {
	pos := g.Position()
	var last string // written by the search's goroutine before its answer is sent
	onInfo := func(info player.Info) {
		last = infoLine(&pos, info)
		r.Status(last)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	answers := e.pl.Go(ctx, g, player.Request{Limits: Limits(r.MaxTime, r.Info, r.MoreInfo)}, onInfo)
	tick := time.NewTicker(pollEvery)
	defer tick.Stop()
	for {
		select {
		case a := <-answers:
			return a, last
		case <-tick.C:
			if r.PlayNow() {
				cancel()
			}
		}
	}
}

// resultAfter is getmove's result for the side that moved, mover, in g
// after its move.
func resultAfter(g *movegen.Game, mover movegen.Color) int32 {
	o := g.Outcome()
	switch {
	case !o.Over():
		return ResultUnknown
	case o.Result == movegen.Draw:
		return ResultDraw
	case (o.Result == movegen.WhiteWins) == (mover == movegen.White):
		return ResultWin
	}
	return ResultLoss
}

// statusWidth bounds a status line: CheckerBoard's status bar shows a
// short line.
const statusWidth = 120

// infoLine is the status line of a search's iteration: depth, score of
// the side to move, nodes, time and the principal variation.
func infoLine(pos *movegen.Position, info player.Info) string {
	line := fmt.Sprintf("depth %d  eval %s  %s nodes  %.1fs  pv", info.Depth,
		player.ScoreText(info.Score, "win", "loss"), countText(info.Nodes), info.Time.Seconds())
	p := *pos
	for _, m := range info.PV {
		next := " " + p.FormatPDN(m)
		if len(line)+len(next) > statusWidth {
			break
		}
		line += next
		p.Make(m)
	}
	return line
}

// statusLine is the status line once the move is decided: the last
// iteration's, or how the move was decided without a search.
func statusLine(pos *movegen.Position, a player.Answer, lastInfo string, warnings []string) string {
	line := lastInfo
	if line == "" {
		line = fmt.Sprintf("%s (%s)", pos.FormatPDN(a.Move), a.Source)
	}
	if len(warnings) > 0 {
		line = strings.Join(warnings, "; ") + "; " + line
	}
	return clip(line, statusWidth)
}

// countText writes a node count short: 950, 12.3k, 4.5M.
func countText(n uint64) string {
	switch {
	case n >= 1e6:
		return fmt.Sprintf("%.1fM", float64(n)/1e6)
	case n >= 1e3:
		return fmt.Sprintf("%.1fk", float64(n)/1e3)
	}
	return fmt.Sprint(n)
}

// clip cuts s to at most n bytes.
func clip(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
