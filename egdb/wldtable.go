// The dense files' tables: checking and reading their blocks.

package egdb

import "errors"

// checkWLDBlock checks what can be checked of a block without decoding
// it.
func checkWLDBlock(blk []byte) error {
	switch blk[0] {
	case wldConstant:
		if len(blk) != 2 || blk[1] >= outcomes {
			return errors.New("broken constant block")
		}
	case wldCoded:
		if len(blk) < 2 {
			return errors.New("empty coded block")
		}
	default:
		return errors.New("unknown block kind")
	}
	return nil
}

// blockLen returns the number of indices of block blk.
func (t *table) blockLen(blk uint32) int {
	return int(min(uint64(wldBlockSize), t.positions-uint64(blk)<<wldBlockShift))
}

// outcome returns the stored outcome of index i of the dense table in
// slot, through the cache c.
func (t *table) outcome(i uint64, slot int, c *blockCache) Outcome {
	b := uint32(i >> wldBlockShift)
	blk := t.data[t.offset(b):t.offset(b+1)]
	if blk[0] == wldConstant {
		return Outcome(blk[1])
	}
	k := int(i & (wldBlockSize - 1))
	key := cacheKey(slot, b)
	if o, ok := c.get(key, k); ok {
		return o
	}
	var out [wldBlockSize]byte
	n := t.blockLen(b)
	decodeWLDBlock(blk[1:], out[:n], t.strides)
	c.put(key, out[:n])
	return Outcome(out[k])
}
