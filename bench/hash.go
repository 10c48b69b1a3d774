// The perft transposition table: subtree leaf counts by position and depth,
// shared lock-free between goroutines.

package bench

import (
	"sync/atomic"

	"github.com/damaengine/damaengine/movegen"
)

// An entry is two words:
//
//	data  bits 6..63  leaf count of the subtree
//	      bits 0..5   remaining depth
//	check             Zobrist key XOR data
//
// A reader accepts the entry only if check^data gives back its key and the
// depth matches, so a write torn between two goroutines reads as a miss.
type entry struct {
	check atomic.Uint64
	data  atomic.Uint64
}

// bucket holds a depth-preferred entry and an always-replace entry; 32
// bytes, two buckets per cache line.
type bucket [2]entry

const depthBits = 6

// maxHashDepth bounds the depths the table stores (the depth field width).
const maxHashDepth = 1<<depthBits - 1

// Table is a perft transposition table. Counts are exact, so a table may
// serve several runs in turn, or at once, of any variants.
type Table struct {
	buckets []bucket
	mask    uint64
}

// NewTable returns a table of at most mb MiB (a power of two number of
// 32-byte buckets), or nil when mb is not positive.
func NewTable(mb int) *Table {
	if mb <= 0 {
		return nil
	}
	n := uint64(1)
	for n*2*32 <= uint64(mb)<<20 {
		n *= 2
	}
	return &Table{buckets: make([]bucket, n), mask: n - 1}
}

// variantSalt is mixed into the keys so that positions of different
// variants with equal Zobrist keys do not share entries.
func variantSalt(v movegen.Variant) uint64 {
	return (uint64(v) + 1) * 0xD6E8FEB86659FD93
}

// depthMix spreads the depths of one position over different buckets.
var depthMix = func() (m [maxHashDepth + 1]uint64) {
	for d := range m {
		m[d] = uint64(d) * 0x9E3779B97F4A7C15
	}
	return m
}()

// probe returns the stored leaf count of the position with key at depth.
func (t *Table) probe(key uint64, depth int) (uint64, bool) {
	b := &t.buckets[(key^depthMix[depth])&t.mask]
	for i := range b {
		data := b[i].data.Load()
		if b[i].check.Load()^data == key && int(data&maxHashDepth) == depth {
			return data >> depthBits, true
		}
	}
	return 0, false
}

// store records the leaf count of the position with key at depth: in the
// first entry when it is at least as deep as what is there, else in the
// second.
func (t *Table) store(key uint64, depth int, count uint64) {
	b := &t.buckets[(key^depthMix[depth])&t.mask]
	data := count<<depthBits | uint64(depth)
	e := &b[1]
	if depth >= int(b[0].data.Load()&maxHashDepth) {
		e = &b[0]
	}
	e.data.Store(data)
	e.check.Store(key ^ data)
}
