// Waiting for the slices a search's root needs.

package egdb

import (
	"math/bits"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// Await waits, at most d, until the slices that probing p and the
// positions after each of its moves need are in memory, and those of the
// first line plies of the distance files' best play from p, so that a
// search of p gives the databases' verdict and line from its first
// iteration even though its probes never wait (Options.NoWait). It
// reports whether every such probe answers; a slice missing or broken on
// disk ends the wait at once. Positions with more pieces than the
// database covers need nothing.
func (db *DB) Await(p *movegen.Position, line int, d time.Duration) bool {
	if db == nil || p.Variant != db.b.Variant ||
		bits.OnesCount64(p.Pieces[0]|p.Pieces[1]) > max(db.pieces, db.densePieces) {
		return true
	}
	deadline := time.Now().Add(d)
	for {
		started := db.started.Load()
		if db.answersAround(p) && db.answersLine(*p, line) {
			return true
		}
		idle := db.reading.Load() == 0 && db.started.Load() == started
		if idle || !time.Now().Before(deadline) {
			return false
		}
		time.Sleep(time.Millisecond)
	}
}

// answersAround probes p and its children by every kind of file that
// covers them (starting the reads of the slices not in memory) and
// reports whether each probe answered.
func (db *DB) answersAround(p *movegen.Position) bool {
	ok := db.answers(p)
	var l movegen.MoveList
	p.Generate(&l)
	for _, m := range l.Slice() {
		child := p.Play(m)
		ok = db.answers(&child) && ok
	}
	return ok
}

// answersLine reports whether the distance files' best play from p is
// known for plies plies, or up to a draw or the end of the game, or to a
// position they do not cover.
func (db *DB) answersLine(p movegen.Position, plies int) bool {
	for range plies {
		if bits.OnesCount64(p.Pieces[0]|p.Pieces[1]) > db.pieces {
			return true
		}
		m, v, ok := db.BestMove(&p)
		switch {
		case !ok:
			return false
		case v.IsDraw() || m == (movegen.Move{}):
			return true
		}
		p = p.Play(m)
	}
	return true
}

// answers probes p as the search does: its distance where the distance
// files cover it, else its outcome, and a won or lost position's
// conversion value where its slice has a conversion file.
func (db *DB) answers(p *movegen.Position) bool {
	n := bits.OnesCount64(p.Pieces[0] | p.Pieces[1])
	if p.Pieces[p.Side] == 0 || p.Pieces[p.Side^1] == 0 {
		return true
	}
	if n <= db.pieces {
		_, ok := db.Probe(p)
		return ok
	}
	if n > db.densePieces {
		return true
	}
	o, ok := db.ProbeOutcome(p)
	if !ok {
		return false
	}
	if o != Drawn && HoldsValue(p) && db.Covers(Conversions, db.b.MaterialOf(db.b.Normalize(p))) {
		_, ok = db.ProbeConversion(p)
	}
	return ok
}
