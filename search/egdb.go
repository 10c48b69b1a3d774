// Endgame database probes inside the search.

package search

import (
	"math/bits"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
)

// Outcomes of a database probe.
const (
	dbMiss      = iota // not covered
	dbExact            // scored
	dbCountDraw        // a win an ending's count (FMJD 16 or 5 moves, Frisian 7 or 2) may turn into a draw
)

// tableKey returns the key of p's table entry: p's own key, and while an
// ending's count runs (Reason.EndingCount: two kings against one in Frisian, a
// lone king's FMJD endings) the count's plies too, on which p's value then
// depends; those counts are short, and a position reached with another
// count left must not take its score from the table. The other counts
// restart with every man's move and capture and are left out.
func tableKey(p *movegen.Position, c *movegen.Counters) uint64 {
	if c.Endgame16 < 0 && c.Endgame5 < 0 {
		return p.Key
	}
	const mix = 0x9e3779b97f4a7c15 // odd: a different count gives a different key
	return p.Key ^ (uint64(c.Endgame16+2)<<32|uint64(c.Endgame5+2))*mix
}

// probeEGDB scores the position p at ply by the endgame database when the
// database covers it: a draw, or a win or loss with its distance (EGDB
// band) where the distance files hold it, else without (WLD band, from
// the dense files), dbExact.
//
// The database ignores the move-count rules. The FMJD 16- and 5-move
// counts run on through men's moves and captures inside their endings
// (Frisian's 7- and 2-move counts through every move of theirs), so
// a win that needs more plies than such a count has left, or one whose
// distance is not known, is a draw unless a capture leaves the endings
// first (the lone king forced to take the other side's last king, leaving
// men): probeEGDB returns dbCountDraw and the search goes on (see
// search). The 25-move and Italian 40-move counts restart with every
// capture and man move: there the shortest win the distances lead to is
// relied on, and without distances the evaluation the WLD band carries
// (progress) and the search of the root's ending (setProbes).
//
// Nothing is stored in the table: a probe costs about what a table probe
// does, its value is exact at any depth, and a count draw depends on the
// counters, which the table's key does not hold.
func (w *worker) probeEGDB(p *movegen.Position, ply int) (int, int) {
	if bits.OnesCount64(p.Pieces[movegen.White]|p.Pieces[movegen.Black]) > w.dbPieces {
		return w.probeOutcome(p, ply)
	}
	v, ok := w.db.Probe(p)
	if !ok {
		return 0, dbMiss
	}
	w.tbHits++
	if v.IsDraw() {
		return Draw, dbExact
	}
	d := v.Plies()
	if r, left := w.frames[ply].counters.Limit(p); d > left && r.EndingCount() {
		return Draw, dbCountDraw
	}
	s := EGDBWin - ply - d
	if v.IsLoss() {
		s = -s
	}
	return s, dbExact
}

// probeOutcome scores p at ply by the dense files, which know its outcome
// and not its distance: see probeEGDB.
func (w *worker) probeOutcome(p *movegen.Position, ply int) (int, int) {
	o, ok := w.db.ProbeOutcome(p)
	if !ok {
		return 0, dbMiss
	}
	w.tbHits++
	if o == egdb.Drawn {
		return Draw, dbExact
	}
	if r, _ := w.frames[ply].counters.Limit(p); r.EndingCount() {
		return Draw, dbCountDraw
	}
	return wldScore(o == egdb.Won, w.evaluate(&w.frames[ply])), dbExact
}

// maxDBLine bounds the moves a PV gets from the distance files beyond
// the search's own line.
const maxDBLine = 24

// dbLine extends pv, a line from root, by the distance files' best moves
// from where it ends, while they know that position as a win or a loss
// (a drawn line would wander), so that a root whose moves were all scored
// by probes still shows the play its score stands for, and a reply to
// ponder on.
func (w *worker) dbLine(root *movegen.Position, pv []movegen.Move) []movegen.Move {
	if w.db == nil || w.dbPieces == 0 {
		return pv
	}
	p := *root
	for _, m := range pv {
		p = p.Play(m)
	}
	for range maxDBLine {
		if bits.OnesCount64(p.Pieces[movegen.White]|p.Pieces[movegen.Black]) > w.dbPieces {
			break
		}
		m, v, ok := w.db.BestMove(&p)
		if !ok || v.IsDraw() || m == (movegen.Move{}) {
			break
		}
		pv = append(pv, m)
		p = p.Play(m)
	}
	return pv
}

// maxRootWait bounds the wait for the database slices that the root and
// its children need (egdb.DB.Await): probes below the root never wait for
// the disk, so without it a root the databases cover would be scored by
// evaluation until its slices arrive. Under a clock the wait is at most a
// quarter of the move's soft limit.
const maxRootWait = time.Second

// rootWait is the most a search with budget b waits for its root's slices.
func (b budget) rootWait() time.Duration {
	if b.soft == 0 {
		return maxRootWait
	}
	return min(maxRootWait, b.soft/4)
}

// setProbes sets which positions the search of root probes. Every one the
// distance files cover is probed. So is every one the dense files cover,
// except when they cover the root itself without its distance: then the
// root moves that spoil its outcome are filtered out, and the positions
// of the root's piece count are searched rather than probed, so that the
// search looks for the way out of the ending (a capture into a smaller
// one, which is probed) instead of taking every won position as the
// same; the reported score carries the outcome (knownScore).
func (w *worker) setProbes(root *movegen.Position) {
	w.dbPieces, w.wldPieces, w.probePieces = 0, 0, 0
	w.rootKnown, w.filtered = false, w.filtered[:0]
	if w.db == nil {
		return
	}
	w.dbPieces, w.wldPieces = w.db.Pieces(), w.db.OutcomePieces()
	if n := bits.OnesCount64(root.Pieces[movegen.White] | root.Pieces[movegen.Black]); n > w.dbPieces && n <= w.wldPieces && w.filterRoot(root) {
		w.wldPieces = n - 1
	}
	w.probePieces = max(w.dbPieces, w.wldPieces)
}

// filterRoot sets rootOutcome to the dense files' outcome of root and
// filtered to the root moves that spoil it: for a win those not to a lost
// position, for a draw those to a won one. It reports false, filtering
// nothing, when a position needed is not in memory yet.
//
// A won root whose conversion value the database has (egdb.ProbeConversion)
// also loses its king moves that do not bring the next capture or man's
// move nearer: the moves left restart the move counts within that value's
// plies, as the counts need, and the search chooses among them.
func (w *worker) filterRoot(root *movegen.Position) bool {
	o, ok := w.db.ProbeOutcome(root)
	if !ok {
		return false
	}
	rc, phased := w.db.ProbeConversion(root)
	phased = phased && o == egdb.Won
	l := &w.frames[0].moves
	root.Generate(l)
	for _, m := range l.Slice() {
		child := root.Play(m)
		co, ok := w.db.ProbeOutcome(&child)
		switch {
		case !ok:
			w.filtered = w.filtered[:0]
			return false
		case o == egdb.Won && co != egdb.Lost, o == egdb.Drawn && co == egdb.Won:
			w.filtered = append(w.filtered, m)
		case phased && !m.IsCapture() && root.Kings&(1<<m.From) != 0:
			if cc, ok := w.db.ProbeConversion(&child); ok && cc.Plies() >= rc.Plies() {
				w.filtered = append(w.filtered, m)
			}
		}
	}
	w.rootKnown, w.rootOutcome = true, o
	w.tbHits += uint64(l.N) + 1
	return true
}

// isFiltered reports whether the root move m spoils the root's outcome
// (filterRoot).
func (w *worker) isFiltered(m movegen.Move) bool {
	for _, x := range w.filtered {
		if x == m {
			return true
		}
	}
	return false
}

// knownScore returns the score s of the root's search as reported: when
// the dense files know the root's outcome and the search found no win or
// loss of its own, the outcome's (a draw, or s moved into the WLD band).
func (w *worker) knownScore(s int) int {
	switch {
	case !w.rootKnown || isDecided(s):
		return s
	case w.rootOutcome == egdb.Drawn:
		return Draw
	}
	return wldScore(w.rootOutcome == egdb.Won, s)
}
