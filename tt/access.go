// Probe and Store: the lock-free hot path shared by all search goroutines.

package tt

import (
	"math"
	"unsafe"
)

// Probe looks the key up and returns a copy of its entry.
func (t *Table) Probe(key uint64) (Entry, bool) {
	c := &t.clusters[key&t.mask]
	for i := range c {
		d := c[i].data.Load()
		if c[i].check.Load()^d == key && !empty(d) {
			return Entry{d}, true
		}
	}
	return Entry{}, false
}

// Store records a search result for the key. A move of 0 means "no move"
// and keeps the move already stored for the key. Depth is clamped to
// MinDepth..MaxDepth.
//
// Replacement: the slot already holding the key, else an empty slot, else
// the slot with the lowest depth - 8*age, where age is the number of
// searches (mod 64) since the slot was written. For the same key the new
// result replaces the old one, except that an exact entry of the current
// search is kept when the new result is a shallower non-exact bound: it is
// more useful, and the next search's store will replace it.
func (t *Table) Store(key uint64, move uint32, score int16, depth int, bound Bound) {
	gen := t.gen.Load()
	depth = max(MinDepth, min(depth, MaxDepth))
	c := &t.clusters[key&t.mask]
	victim, lowest := &c[0], math.MaxInt
	for i := range c {
		e := &c[i]
		d := e.data.Load()
		if empty(d) {
			if lowest > math.MinInt {
				victim, lowest = e, math.MinInt
			}
			continue
		}
		old := Entry{d}
		if e.check.Load()^d == key {
			if old.Bound() == BoundExact && old.generation() == gen &&
				bound != BoundExact && depth < old.Depth() {
				return
			}
			if move == 0 {
				move = old.Move()
			}
			victim = e
			break
		}
		age := int((gen - old.generation()) & genMask)
		if w := old.Depth() - 8*age; w < lowest {
			victim, lowest = e, w
		}
	}
	data := pack(move, score, depth, bound, gen)
	victim.data.Store(data)
	victim.check.Store(key ^ data)
}

// Prefetch starts loading the cluster of key into the cache, so that a
// Probe or Store of key a little later does not wait on memory.
func (t *Table) Prefetch(key uint64) {
	prefetch(unsafe.Pointer(&t.clusters[key&t.mask]))
}

// PrefetchKeys prefetches the clusters of all the keys, as Prefetch does
// for one key, in a single call.
func (t *Table) PrefetchKeys(keys []uint64) {
	prefetchKeys(unsafe.Pointer(&t.clusters[0]), t.mask, keys)
}
