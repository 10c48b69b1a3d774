// Deciding a move: the only legal move, the book's, or a search's.

package player

import (
	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// Source says how a move was decided.
type Source uint8

// The sources of a move.
const (
	Searched Source = iota // by a search
	Forced                 // the only legal move, played at once
	FromBook               // the opening book's, played at once
)

// String names the source as front ends print it.
func (s Source) String() string {
	switch s {
	case Forced:
		return "forced"
	case FromBook:
		return "book"
	}
	return "search"
}

// Answer is a decided move.
type Answer struct {
	Source Source
	// Move is the move to play, the zero move when there is no legal move;
	// Ponder the expected reply, zero if unknown.
	Move, Ponder movegen.Move
	// Score is the search's score (search.Result) or the book's, from the
	// side to move's view; 0 for a forced move.
	Score int
	// Depth is the search's depth; 0 when no search ran.
	Depth int
	// Result is the whole search result when Source is Searched.
	Result search.Result
}

// quick answers without a search when it can: the only legal move, or
// the book's move when the book is on and knows the position. It reports
// whether it answered.
func (p *Player) quick(g *movegen.Game) (Answer, bool) {
	pos := g.Position()
	var l movegen.MoveList
	pos.Generate(&l)
	if l.N == 1 {
		m := l.Moves[0]
		return Answer{Source: Forced, Move: m, Ponder: forcedReply(pos, m)}, true
	}
	b := p.syncBook(pos.Variant)
	if b == nil || !p.level.Full() {
		return Answer{}, false
	}
	e, ok := b.Choose(&pos, g.RepetitionKeys(), g.Counters(), p.set.Book.Variety, p.rng)
	if !ok {
		return Answer{}, false
	}
	a := Answer{Source: FromBook, Move: e.Move, Score: int(e.Score), Ponder: bookReply(b, pos.Play(e.Move))}
	if a.Ponder == (movegen.Move{}) {
		a.Ponder = forcedReply(pos, e.Move)
	}
	return a, true
}

// start decides g's move at the player's level (SetLevel) in a goroutine
// of its own: at full strength a search with the databases of its
// variant under limits; at a level, that level's choice, its search
// bounded by limits too. The result comes on the channel (stop ends the
// search early). onInfo, if not nil, gets each iteration's report from
// the search's goroutine.
func (p *Player) start(g *movegen.Game, limits search.Limits, multiPV int, onInfo func(search.Info)) <-chan search.Result {
	if !p.level.Full() {
		return p.startLevel(g, limits, multiPV, onInfo)
	}
	return p.analyse(g, limits, multiPV, onInfo)
}

// analyse is start at full strength whatever the level: a search of g's
// position with the databases of its variant and every thread.
func (p *Player) analyse(g *movegen.Game, limits search.Limits, multiPV int, onInfo func(search.Info)) <-chan search.Result {
	root := search.RootOf(g)
	eng := p.engine()
	p.useTableFor(searchedAs{})
	eng.SetThreads(p.set.Threads)
	p.syncEGDB(root.Position.Variant)
	return eng.Start(root, limits, multiPV, onInfo)
}

// fromResult is the Answer of a search's result.
func fromResult(r search.Result) Answer {
	return Answer{Source: Searched, Move: r.Move, Ponder: r.Ponder, Score: r.Score, Depth: r.Depth, Result: r}
}

// bookReply is the book's best move in pos, or the zero move.
func bookReply(b *book.Book, pos movegen.Position) movegen.Move {
	var found book.Moves
	if b.Probe(&pos, &found) == 0 {
		return movegen.Move{}
	}
	return found.Entries[0].Move
}

// forcedReply returns the opponent's only legal move after m, or the zero
// move when it has a choice or none.
func forcedReply(p movegen.Position, m movegen.Move) movegen.Move {
	next := p.Play(m)
	var l movegen.MoveList
	next.Generate(&l)
	if l.N == 1 {
		return l.Moves[0]
	}
	return movegen.Move{}
}
