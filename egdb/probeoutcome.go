// Probing the outcomes: win, loss or draw without the distance.

package egdb

import (
	"math/bits"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// ProbeOutcome returns the outcome of p for its side to move, from the
// dense files where they are, else from the distance files; ok is false
// when p has more pieces than OutcomePieces, is of another variant, or
// needs a slice that could not be read. A capture pending is resolved by
// searching the captures. ProbeOutcome allocates nothing once the slices
// it needs are loaded.
func (db *DB) ProbeOutcome(p *movegen.Position) (o Outcome, ok bool) {
	if db == nil || p.Variant != db.b.Variant ||
		bits.OnesCount64(p.Pieces[0]|p.Pieces[1]) > db.densePieces {
		return Drawn, false
	}
	return db.outcome(p)
}

// outcome returns the outcome of p, which has few enough pieces.
func (db *DB) outcome(p *movegen.Position) (Outcome, bool) {
	switch {
	case p.Pieces[p.Side] == 0:
		return EndOutcome(p.Variant), true
	case p.Pieces[p.Side^1] == 0:
		return Drawn, false // not a position of a game
	case p.Decided():
		return Lost, true
	case p.HasCapture():
		l := capturesOf(p)
		o, ok := db.OutcomeOfMoves(p, l)
		releaseList(l)
		return o, ok
	}
	return db.lookupOutcome(db.b.Normalize(p))
}

// OutcomeOfMoves returns the outcome of p from those of the positions
// after the moves in l, which must not be empty; ok is false when one of
// them is not known. p is of the database's variant, with no more pieces
// than OutcomePieces (a capture's search, the builder and the verifier
// call it).
func (db *DB) OutcomeOfMoves(p *movegen.Position, l *movegen.MoveList) (Outcome, bool) {
	best := Won
	var c movegen.Position
	for _, m := range l.Slice() {
		p.PlayInto(m, &c)
		o, ok := db.outcome(&c)
		if !ok {
			return Drawn, false
		}
		if betterChild(o, best) {
			best = o
		}
		if best == Lost {
			break // nothing beats a move that wins
		}
	}
	return best.parent(), true
}

// lookupOutcome returns the stored outcome of the normalised position n,
// which has no capture pending: from its dense file, else from its
// distance file.
func (db *DB) lookupOutcome(n index.Normal) (Outcome, bool) {
	m := db.b.MaterialOf(n)
	if t, s := db.tableOf(Dense, m); t != nil {
		return t.outcome(db.b.Index(&t.l, n), s, db.cache), true
	}
	if v, ok := db.lookup(n); ok {
		return v.Outcome(), true
	}
	return Drawn, false
}

// CacheStats returns the hits and misses of the cache of decoded blocks
// of the dense files so far.
func (db *DB) CacheStats() (hits, misses uint64) {
	db.mu.Lock()
	c := db.cache
	db.mu.Unlock()
	if c == nil {
		return 0, 0
	}
	return c.stats()
}
