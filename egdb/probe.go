// Probing: the value of a position, resolving captures by a short search.

package egdb

import (
	"math/bits"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// Probe returns the value of p for its side to move; ok is false when p
// has more pieces than the database covers, is of another variant, or
// needs a slice that could not be read (see Err). A capture pending is
// resolved by searching the captures. Probe allocates nothing once the
// slices it needs are loaded.
func (db *DB) Probe(p *movegen.Position) (v Value, ok bool) {
	if db == nil || p.Variant != db.b.Variant ||
		bits.OnesCount64(p.Pieces[0]|p.Pieces[1]) > db.pieces {
		return Draw, false
	}
	return db.value(*p)
}

// value returns the value of p, which has few enough pieces. p is taken
// by value: a pointer into this recursion would move it to the heap.
func (db *DB) value(p movegen.Position) (Value, bool) {
	switch {
	case p.Pieces[p.Side] == 0:
		return EndValue(p.Variant), true
	case p.Pieces[p.Side^1] == 0:
		return Draw, false // not a position of a game
	case p.Decided():
		return LossIn(0), true
	case p.HasCapture():
		l := capturesOf(&p)
		v, ok := db.ValueOfMoves(&p, l)
		releaseList(l)
		return v, ok
	}
	return db.lookup(db.b.Normalize(&p))
}

// HoldsValue reports whether the files hold a value for p: not when a capture
// is pending (the best of its captures' values is p's) nor when the rules
// have ended the game (Breakthrough's king: lost for the side to move).
func HoldsValue(p *movegen.Position) bool { return !p.HasCapture() && !p.Decided() }

// ValueOfMoves returns the value of p from the distance files' values of
// the positions after the moves in l, which must not be empty; ok is false
// when one of them is not known. p is of the database's variant, with no
// more pieces than Pieces (a capture's search and the verifier call it).
func (db *DB) ValueOfMoves(p *movegen.Position, l *movegen.MoveList) (Value, bool) {
	best := Value(0)
	for i, m := range l.Slice() {
		v, ok := db.value(p.Play(m))
		if !ok {
			return Draw, false
		}
		if i == 0 || Better(v, best) {
			best = v
		}
	}
	return best.Parent(), true
}

// lookup returns the stored value of the normalised position n, which
// has no capture pending.
func (db *DB) lookup(n index.Normal) (Value, bool) {
	if t, _ := db.tableOf(Distances, db.b.MaterialOf(n)); t != nil {
		return t.value(db.b.Index(&t.l, n)), true
	}
	return Draw, false
}

// BestMove returns the best move of p by the database, with p's value: a
// quickest win, a draw before a loss, a slowest loss. ok is false when p
// is not covered; the move is zero when p has no legal move.
func (db *DB) BestMove(p *movegen.Position) (best movegen.Move, v Value, ok bool) {
	if _, ok := db.Probe(p); !ok {
		return best, Draw, false
	}
	var l movegen.MoveList
	p.Generate(&l)
	if l.N == 0 {
		return best, EndValue(p.Variant), true
	}
	var bestChild Value
	for i, m := range l.Slice() {
		cv, ok := db.value(p.Play(m))
		if !ok {
			return movegen.Move{}, Draw, false
		}
		if i == 0 || Better(cv, bestChild) {
			best, bestChild = m, cv
		}
	}
	return best, bestChild.Parent(), true
}
