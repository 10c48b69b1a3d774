// Go: the one way a front end asks the player for a move or an analysis.

package player

import (
	"context"
	"fmt"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// Mode is what a Go asks of the player.
type Mode uint8

// The modes of a Go.
const (
	// Play decides the move to play at the player's level: the only legal
	// move or the book's at once, else the level's search.
	Play Mode = iota
	// Ponder searches the expected position at the player's level, never
	// answering at once, until PonderHit turns its limits on (or the
	// context ends it).
	Ponder
	// Analyse searches at full strength whatever the level, without the
	// book, for a display.
	Analyse
)

// Request is what a Go asks for.
type Request struct {
	Mode Mode
	// Limits bound the search (its Ponder field is set by Mode).
	Limits Limits
	// MultiPV is how many lines an analysis reports (0: one).
	MultiPV int
}

// Go decides g's move as req asks, in a goroutine of its own, and sends
// the answer on the channel it returns (which holds it: nobody need wait).
// Ending ctx stops the search; the answer then follows with the best move
// found so far. onInfo, if not nil, gets each iteration's report from the
// search's goroutine. The answer's Move is a legal move of g's position,
// or the zero move when it has none (Answer.None); its Ponder is a legal
// reply to it or the zero move. One Go runs at a time.
func (p *Player) Go(ctx context.Context, g *movegen.Game, req Request, onInfo func(Info)) <-chan Answer {
	out := make(chan Answer, 1)
	pos := g.Position()
	if req.Mode == Play {
		if a, ok := p.quick(g); ok {
			out <- p.checked(pos, a)
			return out
		}
	}
	limits, multiPV := req.Limits, max(req.MultiPV, 1)
	limits.Ponder = req.Mode == Ponder
	var results <-chan search.Result
	if req.Mode == Analyse {
		results = p.analyse(g, limits, multiPV, onInfo)
	} else {
		results = p.start(g, limits, multiPV, onInfo)
	}
	go func() {
		var r search.Result
		select {
		case r = <-results:
		case <-ctx.Done():
			p.stop()
			r = <-results
		}
		out <- p.checked(pos, fromResult(r))
	}()
	return out
}

// Decide is Go's answer to a Play request, waited for.
func (p *Player) Decide(g *movegen.Game, limits Limits, onInfo func(Info)) Answer {
	return <-p.Go(context.Background(), g, Request{Limits: limits}, onInfo)
}

// None reports whether the position had no legal move to answer with.
func (a Answer) None() bool { return a.Move == (movegen.Move{}) }

// checked makes a keep Go's promise in pos: its move legal or zero only
// when pos has none, its ponder move a legal reply or zero. A search that
// answers no legal move where there is one is a fault: it is reported
// (the player's warn) and the first legal move played instead, so that a
// game goes on.
func (p *Player) checked(pos movegen.Position, a Answer) Answer {
	var l movegen.MoveList
	pos.Generate(&l)
	if !l.Contains(a.Move) {
		if l.N > 0 {
			p.warn(fmt.Sprintf("the search answered %v, not a legal move; %s played instead", a.Move, pos.FormatPDN(l.Moves[0])))
			a.Move = l.Moves[0]
		} else {
			a.Move = movegen.Move{}
		}
		a.Ponder = movegen.Move{}
	}
	if a.Ponder != (movegen.Move{}) {
		next := pos.Play(a.Move)
		next.Generate(&l)
		if !l.Contains(a.Ponder) {
			a.Ponder = movegen.Move{}
		}
	}
	return a
}
