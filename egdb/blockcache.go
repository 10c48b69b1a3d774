// The caches of decoded blocks of the coded files (dense and conversion
// files).

package egdb

import "sync"

// Cache sizes: a decoded dense block keeps its outcomes at 2 bits each,
// a conversion block its values at a byte each.
const (
	packedBlock    = denseBlockSize / 4
	cacheBits      = 14 // 16,384 dense blocks, 32 MiB of outcomes
	conversionBits = 12 // 4,096 conversion blocks, 32 MiB of values
)

// cacheEntry holds one decoded block; key is 0 while it holds none.
type cacheEntry struct {
	mu     sync.Mutex
	key    uint64
	hits   uint64
	misses uint64
	data   []byte // the block's values, packed or a byte each
}

// blockCache is a direct-mapped cache of decoded blocks shared by every
// slice of one kind of a database, safe from many threads: each entry
// has its own lock, held only to read or store one block.
type blockCache struct {
	entries []cacheEntry
	shift   uint // 64 - log2(len(entries))
	packed  bool // values of 2 bits (outcomes), else a byte each
}

// newBlockCache returns a cache of 1<<bits blocks, of outcomes packed at
// 2 bits each when packed is set, else of values a byte each.
func newBlockCache(bits uint, packed bool) *blockCache {
	size := denseBlockSize
	if packed {
		size = packedBlock
	}
	c := &blockCache{entries: make([]cacheEntry, 1<<bits), shift: 64 - bits, packed: packed}
	data := make([]byte, size<<bits)
	for i := range c.entries {
		c.entries[i].data = data[i*size : (i+1)*size : (i+1)*size]
	}
	return c
}

// cacheKey names block blk of the slice in slot.
func cacheKey(slot int, blk uint32) uint64 { return uint64(slot+1)<<32 | uint64(blk) }

// entry returns the entry where key lives.
func (c *blockCache) entry(key uint64) *cacheEntry {
	h := key * 0x9E3779B97F4A7C15
	return &c.entries[h>>c.shift]
}

// get returns the value at k of block key, ok false when the block is
// not in the cache.
func (c *blockCache) get(key uint64, k int) (byte, bool) {
	e := c.entry(key)
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.key != key {
		return 0, false
	}
	e.hits++
	if c.packed {
		return e.data[k>>2] >> (2 * (k & 3)) & 3, true
	}
	return e.data[k], true
}

// put stores the decoded block key, values one per byte.
func (c *blockCache) put(key uint64, out []byte) {
	e := c.entry(key)
	e.mu.Lock()
	defer e.mu.Unlock()
	e.key = key
	e.misses++
	if !c.packed {
		copy(e.data, out)
		return
	}
	clear(e.data)
	for i, o := range out {
		e.data[i>>2] |= o << (2 * (i & 3))
	}
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
