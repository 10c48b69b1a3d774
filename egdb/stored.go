// The values a slice file stores, index by index, for the builder and
// the verifier: what they read of finished slices besides probes.

package egdb

import (
	"fmt"
	"path/filepath"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// Stored is the values of one slice as its file stores them: a Value a
// position in a distance or conversion file, an Outcome in a dense file,
// and whatever coded shortest where the index names no position or one
// with a capture pending. Its methods are safe for concurrent use.
type Stored struct {
	t     *table
	slot  int
	cache *blockCache // of a coded table not decoded whole
}

// Stored returns the values of the file of kind k of slice m, read when
// first needed; ok is false when the database has no such file or it
// cannot be read (see Err).
func (db *DB) Stored(k Kind, m index.Material) (s Stored, ok bool) {
	t, slot := db.tableOf(k, m)
	if t == nil {
		return s, false
	}
	db.mu.Lock()
	defer db.mu.Unlock()
	s = Stored{t: t, slot: slot, cache: db.cache}
	if k == Conversions {
		s.cache = db.convs
	}
	return s, true
}

// ReadStored reads and checks the whole file of kind k of slice m of
// variant v in dir (a coded file is decoded whole).
func ReadStored(dir string, v movegen.Variant, k Kind, m index.Material) (Stored, error) {
	f := formats[k]
	t, err := readSlice(filepath.Join(dir, m.Name()+f.ext), &index.Boards[v], m, f)
	if err != nil {
		return Stored{}, fmt.Errorf("egdb: %w", err)
	}
	if f.coded() {
		t = t.decodedWhole()
	}
	return Stored{t: t}, nil
}

// Slot returns the slice's number in the tables of its database, which
// depends on the slice and the database's piece count alone.
func (s Stored) Slot() int { return s.slot }

// At returns the value stored at index i.
func (s Stored) At(i uint64) byte {
	if s.t.f.coded() {
		return s.t.codedValue(i, s.slot, s.cache)
	}
	return byte(s.t.value(i))
}

// Outcomes writes the outcomes stored at the indices from lo on into out,
// of a distance or dense file, block by block.
func (s Stored) Outcomes(lo uint64, out []byte) {
	t := s.t
	if t.raw != nil && t.f == denseFormat {
		copy(out, t.raw[lo:])
		return
	}
	var buf [max(denseBlockSize, blockSize)]byte
	for i, hi := lo, lo+uint64(len(out)); i < hi; {
		var blk []byte
		var first uint64
		if t.f == denseFormat {
			b := uint32(i >> denseBlockShift)
			blk, first = t.decodeBlock(b, buf[:]), uint64(b)<<denseBlockShift
		} else {
			b := uint32(i >> blockShift)
			blk, first = t.outcomesOfBlock(b, buf[:]), uint64(b)<<blockShift
		}
		i += uint64(copy(out[i-lo:], blk[i-first:]))
	}
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
