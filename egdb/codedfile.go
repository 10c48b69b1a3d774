// Writing the coded files (dense and conversion files): blocks coded on
// every thread, decoded again and compared before the file is renamed
// into place.

package egdb

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/damaengine/damaengine/egdb/index"
)

// appendBlock codes one block of values of format f (a coded format), as
// appendDenseBlock and appendConversionBlock do.
func (f *fileFormat) appendBlock(dst, vals []byte, s strides) ([]byte, uint16) {
	if f == conversionFormat {
		return appendConversionBlock(dst, vals, s)
	}
	return appendDenseBlock(dst, vals, s)
}

// dontCare returns the mark of a value of format f that any value may
// replace.
func (f *fileFormat) dontCare() byte {
	if f == conversionFormat {
		return conversionDontCare
	}
	return dontCare
}

// writeCoded codes the values vals of slice l in format f (f's dontCare
// where any will do; counted in st), decodes the code again and compares
// it with vals, and writes the file into dir; it returns the file's size.
func (bd *builder) writeCoded(dir string, f *fileFormat, l *index.Layout, vals []byte, st stats) (int64, error) {
	m := l.Material
	want := append([]byte(nil), vals...)
	s := stridesOf(l)
	payload := bd.encodeParallel(f, vals, s)
	t := &table{f: f, l: *l, data: payload, blocks: uint32(f.blocks(l.Count)), strides: s}
	if err := t.checkIndex(); err != nil {
		return 0, fmt.Errorf("egdb: %s: %w", m.Name(), err)
	}
	if i, ok := t.sameAs(want); !ok {
		return 0, fmt.Errorf("egdb: %s%s: index %d decodes to another value than coded", m.Name(), f.ext, i)
	}
	h := header{f: f, variant: bd.b.Variant, m: m, positions: l.Count, blocks: t.blocks,
		wins: st.wins, losses: st.losses, draws: st.draws}
	if f == conversionFormat {
		h.maxPlies = st.maxPlies
	}
	if err := writeFile(dir, &h, payload); err != nil {
		return 0, fmt.Errorf("egdb: %w", err)
	}
	return headerSize + int64(len(payload)), nil
}

// encodeParallel codes the blocks of vals in format f on every thread.
func (bd *builder) encodeParallel(f *fileFormat, vals []byte, s strides) []byte {
	nb := int(f.blocks(uint64(len(vals))))
	coded := make([][]byte, nb)
	entries := make([]uint16, nb)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range bd.threads {
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

// sameAs decodes every block of the coded table t and reports whether it
// holds want wherever want is not its format's dontCare; when not, the
// first index that differs.
func (t *table) sameAs(want []byte) (uint64, bool) {
	var buf [denseBlockSize]byte
	dc := t.f.dontCare()
	for b := uint32(0); b < t.blocks; b++ {
		out := t.decodeBlock(b, buf[:])
		base := uint64(b) << denseBlockShift
		for i := range out {
			if w := want[base+uint64(i)]; w != dc && w != out[i] {
				return base + uint64(i), false
			}
		}
	}
	return 0, true
}
