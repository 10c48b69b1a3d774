// Writing slice files: the distance files' blocks of runs, and the coded
// files (dense and conversion files) coded on every thread, decoded again
// and compared before the file is renamed into place.

package egdb

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// Counts are the values of a slice a file's header states.
type Counts struct {
	Wins, Losses, Draws uint64
	MaxPlies            uint8 // the longest distance (conversion value in a conversion file)
}

// Add counts v.
func (c *Counts) Add(v Value) {
	switch {
	case v.IsWin():
		c.Wins++
	case v.IsLoss():
		c.Losses++
	default:
		c.Draws++
	}
	c.MaxPlies = max(c.MaxPlies, uint8(v.Plies()))
}

// DontCare returns the mark of an index whose value does not matter (no
// position, or a capture pending) in the values handed to WriteSlice for
// a file of kind k (a coded kind): the coder gives it the value it codes
// shortest.
func (k Kind) DontCare() byte {
	if k == Conversions {
		return conversionDontCare
	}
	return dontCare
}

// WriteSlice writes the file of kind k of slice l of variant v into dir,
// from its values one a byte (a Value, or an Outcome in a dense file; see
// DontCare) and their counts c, and returns its size. A coded file is
// coded on threads goroutines and decoded again and compared with values
// first.
func WriteSlice(dir string, k Kind, v movegen.Variant, l *index.Layout, values []byte, c Counts, threads int) (int64, error) {
	h := header{f: formats[k], variant: v, m: l.Material, positions: l.Count,
		wins: c.Wins, losses: c.Losses, draws: c.Draws}
	if k == Distances {
		payload := encodeBlocks(values)
		h.blocks, h.maxPlies = uint32(distanceFormat.blocks(l.Count)), c.MaxPlies
		if err := writeFile(dir, &h, payload); err != nil {
			return 0, fmt.Errorf("egdb: %w", err)
		}
		return headerSize + int64(len(payload)), nil
	}
	return writeCoded(dir, k, &h, l, values, c, threads)
}

// writeCoded codes the values vals of slice l in the coded kind k (k's
// DontCare where any will do), decodes the code again and compares it
// with vals, and writes the file of header h into dir; it returns the
// file's size.
func writeCoded(dir string, k Kind, h *header, l *index.Layout, vals []byte, c Counts, threads int) (int64, error) {
	f, m := h.f, l.Material
	want := append([]byte(nil), vals...)
	s := stridesOf(l)
	payload := encodeParallel(f, vals, s, threads)
	t := &table{f: f, l: *l, data: payload, blocks: uint32(f.blocks(l.Count)), strides: s}
	if err := t.checkIndex(); err != nil {
		return 0, fmt.Errorf("egdb: %s: %w", m.Name(), err)
	}
	if i, ok := t.sameAs(want, k.DontCare(), threads); !ok {
		return 0, fmt.Errorf("egdb: %s%s: index %d decodes to another value than coded", m.Name(), f.ext, i)
	}
	h.blocks = t.blocks
	if f == conversionFormat {
		h.maxPlies = c.MaxPlies
	}
	if err := writeFile(dir, h, payload); err != nil {
		return 0, fmt.Errorf("egdb: %w", err)
	}
	return headerSize + int64(len(payload)), nil
}

// appendBlock codes one block of values of format f (a coded format), as
// appendDenseBlock and appendConversionBlock do.
func (f *fileFormat) appendBlock(dst, vals []byte, s strides) ([]byte, uint16) {
	if f == conversionFormat {
		return appendConversionBlock(dst, vals, s)
	}
	return appendDenseBlock(dst, vals, s)
}

// encodeParallel codes the blocks of vals in format f on threads
// goroutines.
func encodeParallel(f *fileFormat, vals []byte, s strides, threads int) []byte {
	nb := int(f.blocks(uint64(len(vals))))
	coded := make([][]byte, nb)
	entries := make([]uint16, nb)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= nb {
					return
				}
				coded[i], entries[i] = f.appendBlock(nil, vals[i*denseBlockSize:min((i+1)*denseBlockSize, len(vals))], s)
			}
		}()
	}
	wg.Wait()
	return appendDensePayload(nil, entries, coded)
}

// sameAs decodes every block of the coded table t on threads goroutines
// and reports whether it holds want wherever want is not dc; when not,
// the first index that differs.
func (t *table) sameAs(want []byte, dc byte, threads int) (uint64, bool) {
	var next atomic.Uint32
	var first atomic.Uint64 // the first index that differs, plus one
	var wg sync.WaitGroup
	for range max(threads, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf [denseBlockSize]byte
			for b := next.Add(1) - 1; b < t.blocks && first.Load() == 0; b = next.Add(1) - 1 {
				if i, ok := t.blockSameAs(b, want, dc, buf[:]); !ok {
					lowerTo(&first, i+1)
				}
			}
		}()
	}
	wg.Wait()
	if i := first.Load(); i != 0 {
		return i - 1, false
	}
	return 0, true
}

// blockSameAs decodes block b of t into buf and reports whether it holds
// want wherever want is not dc; when not, the first index that differs.
func (t *table) blockSameAs(b uint32, want []byte, dc byte, buf []byte) (uint64, bool) {
	out := t.decodeBlock(b, buf)
	base := uint64(b) << denseBlockShift
	for i := range out {
		if w := want[base+uint64(i)]; w != dc && w != out[i] {
			return base + uint64(i), false
		}
	}
	return 0, true
}

// lowerTo sets *a to v where v is less, or *a is 0.
func lowerTo(a *atomic.Uint64, v uint64) {
	for {
		cur := a.Load()
		if cur != 0 && cur <= v || a.CompareAndSwap(cur, v) {
			return
		}
	}
}
