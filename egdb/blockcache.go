// The cache of decoded blocks of the dense files.

package egdb

import "sync"

// Cache sizes: a decoded block keeps its outcomes at 2 bits each.
const (
	packedBlock = wldBlockSize / 4
	cacheBits   = 14 // 16,384 blocks, 32 MiB of outcomes
)

// cacheEntry holds one decoded block; key is 0 while it holds none.
type cacheEntry struct {
	mu     sync.Mutex
	key    uint64
	hits   uint64
	misses uint64
	packed [packedBlock]byte
}

// blockCache is a direct-mapped cache of decoded blocks shared by every
// slice of a database, safe from many threads: each entry has its own
// lock, held only to read or store one block.
type blockCache struct {
	entries []cacheEntry
	shift   uint // 64 - log2(len(entries))
}

// newBlockCache returns a cache of 1<<bits blocks.
func newBlockCache(bits uint) *blockCache {
	return &blockCache{entries: make([]cacheEntry, 1<<bits), shift: 64 - bits}
}

// cacheKey names block blk of the slice in slot.
func cacheKey(slot int, blk uint32) uint64 { return uint64(slot+1)<<32 | uint64(blk) }

// entry returns the entry where key lives.
func (c *blockCache) entry(key uint64) *cacheEntry {
	h := key * 0x9E3779B97F4A7C15
	return &c.entries[h>>c.shift]
}

// get returns the outcome at k of block key, ok false when the block is
// not in the cache.
func (c *blockCache) get(key uint64, k int) (Outcome, bool) {
	e := c.entry(key)
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.key != key {
		return Drawn, false
	}
	e.hits++
	return Outcome(e.packed[k>>2] >> (2 * (k & 3)) & 3), true
}

// put stores the decoded block key, outcomes one per byte.
func (c *blockCache) put(key uint64, out []byte) {
	var packed [packedBlock]byte
	for i, o := range out {
		packed[i>>2] |= o << (2 * (i & 3))
	}
	e := c.entry(key)
	e.mu.Lock()
	e.key, e.packed = key, packed
	e.misses++
	e.mu.Unlock()
}

// stats returns the hits and misses so far.
func (c *blockCache) stats() (hits, misses uint64) {
	for i := range c.entries {
		e := &c.entries[i]
		e.mu.Lock()
		hits, misses = hits+e.hits, misses+e.misses
		e.mu.Unlock()
	}
	return hits, misses
}
