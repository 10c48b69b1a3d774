// Finishing a unit built by outcomes alone (BuildOptions.Outcomes), and
// the outcomes a build of conversions reads of its own unit.

package egdb

import (
	"fmt"

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
	var st stats
	for i, w := range pt.st {
		s := state(w)
		if solved != nil {
			solved[i] = byte(s.final().Outcome())
		}
		if s&stDontCare != 0 {
			sym[i] = dontCare
			continue
		}
		v := s.final()
		st.add(v)
		sym[i] = byte(v.Outcome())
	}
	pt.st, pt.unsent, pt.exitWins = nil, nil, nil
	if _, err := bd.writeCoded(bd.out, denseFormat, &pt.l, sym, st); err != nil {
		return err
	}
	bd.db.addBuilt(denseSet, pt.l.Material, sym) // outcomes, one a byte
	return nil
}

// fillKnown reads into pt.known the outcome of every index of pt's slice
// from the files already there (its dense file, else its distance file),
// block by block, for a build of conversions: the men's moves inside the
// unit and the check of the values finished then read them there rather
// than probe. Indices that store nothing read as whatever the file holds.
func (bd *builder) fillKnown(pt *part) error {
	db, m := bd.db, pt.l.Material
	set := distanceSet
	if db.covers(denseSet, m) {
		set = denseSet
	}
	t := db.table(set, m)
	if t == nil {
		if err := db.Err(); err != nil {
			return err
		}
		return fmt.Errorf("egdb: %s: no outcomes on disk", m.Name())
	}
	pt.known = make([]byte, pt.l.Count)
	if t.raw != nil && set == denseSet {
		copy(pt.known, t.raw)
		return nil
	}
	return bd.parallel(pt.l.Count, func(lo, hi uint64, _ *movegen.MoveList) error {
		var buf [max(denseBlockSize, blockSize)]byte
		for i := lo; i < hi; {
			var blk []byte
			var first uint64
			if set == denseSet {
				b := uint32(i >> denseBlockShift)
				blk, first = t.decodeBlock(b, buf[:]), uint64(b)<<denseBlockShift
			} else {
				b := uint32(i >> blockShift)
				blk, first = t.outcomesOfBlock(b, buf[:]), uint64(b)<<blockShift
			}
			n := copy(pt.known[i:hi], blk[i-first:])
			i += uint64(n)
		}
		return nil
	})
}

// outcomesOfBlock writes the outcomes of block b of a distance table into
// out and returns them.
func (t *table) outcomesOfBlock(b uint32, out []byte) []byte {
	lo := uint64(b) << blockShift
	out = out[:min(uint64(blockSize), t.l.Count-lo)]
	if t.raw != nil {
		for k := range out {
			out[k] = byte(Value(t.raw[lo+uint64(k)]).Outcome())
		}
		return out
	}
	blk := t.data[t.offset(b):t.offset(b+1)]
	if blk[0] == blockRaw {
		for k := range out {
			out[k] = byte(Value(blk[1+k]).Outcome())
		}
		return out
	}
	k := 0
	for j := 1; k < len(out); j += 2 {
		o := byte(Value(blk[j]).Outcome())
		for end := min(k+int(blk[j+1])+1, len(out)); k < end; k++ {
			out[k] = o
		}
	}
	return out
}
