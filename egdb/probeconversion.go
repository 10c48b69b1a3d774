// Probing the conversion files: the plies to the next capture or man's
// move under best play.

package egdb

import (
	"math/bits"

	"github.com/damaengine/damaengine/movegen"
)

// The conversion value of a won position is a win in n plies, n-1 being
// the quiet king moves the winner can hold the loser to before a capture
// or a man's move (which restarts the Italian 40-move and FMJD 25-move
// counts) while the position stays won; a lost position's is a loss in n,
// n the king moves the loser can make before one. The winner minimises
// it, the loser maximises it, exactly as the distance files' values but
// with each phase of king moves alone counted: a winner who always plays
// a move to a conversion value one lower, or a capture or man's move that
// keeps the win, restarts the counts within n plies and, since a game has
// few captures and men's moves, wins. Drawn positions store a draw.

// ProbeConversion returns the conversion value of p for its side to move
// (see above): a win or loss in the plies to the next capture or man's
// move, or a draw. ok is false when p has more pieces than
// OutcomePieces, is of another variant, or its slice has no conversion
// file (or it could not be read). A capture pending is a conversion now.
func (db *DB) ProbeConversion(p *movegen.Position) (v Value, ok bool) {
	if db == nil || p.Variant != db.b.Variant ||
		bits.OnesCount64(p.Pieces[0]|p.Pieces[1]) > db.densePieces {
		return Draw, false
	}
	if !HoldsValue(p) || p.Pieces[p.Side] == 0 {
		return ExitConversion(db.outcome(p))
	}
	n := db.b.Normalize(p)
	m := db.b.MaterialOf(n)
	if !db.Covers(Conversions, m) {
		return Draw, false
	}
	t := db.table(Conversions, m)
	if t == nil {
		return Draw, false
	}
	l := db.b.LayoutOf(m)
	return t.conversion(db.b.Index(&l, n), db.slot(m), db.convs), true
}

// ExitConversion returns the conversion value of a position of outcome o
// reached by a move that ends the phase (in a build of outcomes, a move
// that leaves the unit; in a build of conversions or a probe, a capture or
// a man's move, which restarts the counts): a win in 1, a loss in 0 (the
// loser's move ends the phase), or a draw. Seen from the position before
// such a move, a loss in 0 there is a win in 1, and a win there (the
// loser moved a man) a loss in 0, as the builder takes it. ok passes on
// whether o is known.
func ExitConversion(o Outcome, ok bool) (Value, bool) {
	switch o {
	case Lost:
		return LossIn(0), ok
	case Won:
		return WinIn(1), ok
	}
	return Draw, ok
}
