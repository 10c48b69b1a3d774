// Endgame database probes inside the search.

package search

import "github.com/damaengine/damaengine/movegen"

// Outcomes of a database probe.
const (
	dbMiss      = iota // not covered
	dbExact            // scored
	dbCountDraw        // a win the FMJD 16- or 5-move count may turn into a draw
)

// probeEGDB scores the position p at ply by the endgame database when the
// database covers it: a draw, or a win or loss with its distance (EGDBWin
// band), dbExact.
//
// The database ignores the move-count rules. The FMJD 16- and 5-move
// counts run on through men's moves and captures inside their endings, so
// a win that needs more plies than such a count has left is a draw unless
// a capture leaves the endings first (the lone king forced to take the
// other side's last king, leaving men): probeEGDB returns dbCountDraw and
// the search goes on (see search). The 25-move and Italian 40-move counts
// restart with every capture and man move: there the shortest win the
// distances lead to is relied on.
//
// Nothing is stored in the table: a probe costs about what a table probe
// does, its value is exact at any depth, and a count draw depends on the
// counters, which the table's key does not hold.
func (w *worker) probeEGDB(p *movegen.Position, ply int) (int, int) {
	v, ok := w.db.Probe(p)
	if !ok {
		return 0, dbMiss
	}
	w.tbHits++
	if v.IsDraw() {
		return Draw, dbExact
	}
	d := v.Plies()
	if r, left := w.frames[ply].counters.Limit(p); d > left && (r == movegen.SixteenMoveRule || r == movegen.FiveMoveRule) {
		return Draw, dbCountDraw
	}
	s := EGDBWin - ply - d
	if v.IsLoss() {
		s = -s
	}
	return s, dbExact
}
