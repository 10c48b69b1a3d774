// Finishing a unit built by outcomes alone (Options.Outcomes), and the
// outcomes a build of conversions reads of its own unit.

package build

import (
	"fmt"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
)

// finishOutcomes writes the dense file of pt from its states and makes it
// known to the slices built next.
func (bd *builder) finishOutcomes(pt *part) error {
	sym := make([]byte, len(pt.st))
	var solved []byte
	if bd.solved != nil {
		solved = make([]byte, len(pt.st))
		bd.solved[pt.l.Material] = solved
	}
	var st egdb.Counts
	for i, w := range pt.st {
		s := state(w)
		if solved != nil {
			solved[i] = byte(s.final().Outcome())
		}
		if s&stDontCare != 0 {
			sym[i] = egdb.Dense.DontCare()
			continue
		}
		v := s.final()
		st.Add(v)
		sym[i] = byte(v.Outcome())
	}
	pt.release()
	if _, err := egdb.WriteSlice(bd.out, egdb.Dense, bd.b.Variant, &pt.l, sym, st, bd.threads); err != nil {
		return err
	}
	bd.db.Add(egdb.Dense, pt.l.Material, sym) // outcomes, one a byte
	return nil
}

// fillKnown reads into pt.known the outcome of every index of pt's slice
// from the files already there (its dense file, else its distance file),
// block by block, for a build of conversions: the men's moves inside the
// unit and the check of the values finished then read them there rather
// than probe. Indices that store nothing read as whatever the file holds.
func (bd *builder) fillKnown(pt *part) error {
	db, m := bd.db, pt.l.Material
	kind := egdb.Distances
	if db.Covers(egdb.Dense, m) {
		kind = egdb.Dense
	}
	src, ok := db.Stored(kind, m)
	if !ok {
		if err := db.Err(); err != nil {
			return err
		}
		return fmt.Errorf("egdb: %s: no outcomes on disk", m.Name())
	}
	pt.known = make([]byte, pt.l.Count)
	return bd.parallel(pt.l.Count, func(lo, hi uint64, _ *movegen.MoveList) error {
		src.Outcomes(lo, pt.known[lo:hi])
		return nil
	})
}
