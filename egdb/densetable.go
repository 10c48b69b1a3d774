// The coded tables (dense and conversion files): the block index,
// checking and reading blocks.
//
// A dense payload is an entry of 2 bytes per block (denseBlock's), the
// offsets (4 bytes) of the first code of every run of 1<<superShift
// blocks and of the end, then the codes. A probe that finds its block in
// the cache reads only the entry; a miss adds the lengths of the codes
// before it in its run.

package egdb

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// superShift sets the blocks per run of the index (64).
const superShift = 6

// supers returns the number of runs of the index of nb blocks.
func supers(nb uint32) uint32 { return (nb + 1<<superShift - 1) >> superShift }

// denseIndexSize is the size of the index of nb blocks.
func denseIndexSize(nb uint32) int { return 2*int(nb) + 4*int(supers(nb)+1) }

// appendDensePayload lays out the entries and codes of every block.
func appendDensePayload(dst []byte, entries []uint16, codes [][]byte) []byte {
	nb := uint32(len(entries))
	for _, e := range entries {
		dst = binary.LittleEndian.AppendUint16(dst, e)
	}
	off := uint32(denseIndexSize(nb))
	for b := uint32(0); b < nb; b++ {
		if b&(1<<superShift-1) == 0 {
			dst = binary.LittleEndian.AppendUint32(dst, off)
		}
		off += uint32(len(codes[b]))
	}
	dst = binary.LittleEndian.AppendUint32(dst, off)
	for _, c := range codes {
		dst = append(dst, c...)
	}
	return dst
}

// entry returns the index entry of block b of a dense table.
func (t *table) entry(b uint32) uint16 { return binary.LittleEndian.Uint16(t.data[2*b:]) }

// super returns the offset of the first code of run r.
func (t *table) super(r uint32) uint32 {
	return binary.LittleEndian.Uint32(t.data[2*t.blocks+4*r:])
}

// code returns the code of block b, which is not constant.
func (t *table) code(b uint32) []byte {
	off := t.super(b >> superShift)
	for i := b &^ (1<<superShift - 1); i < b; i++ {
		if e := t.entry(i); e < denseConstant {
			off += uint32(e)
		}
	}
	return t.data[off : off+uint32(t.entry(b))]
}

// checkDenseIndex makes sure every entry is sound and every code lies
// inside the data where the runs' offsets say, so that reading a block
// never goes out of bounds.
func (t *table) checkDenseIndex() error {
	nr := supers(t.blocks)
	if len(t.data) < denseIndexSize(t.blocks) {
		return errors.New("block index truncated")
	}
	for r := uint32(0); r < nr; r++ {
		off := uint64(t.super(r))
		if r == 0 && off != uint64(denseIndexSize(t.blocks)) {
			return fmt.Errorf("the codes start at %d, want %d", off, denseIndexSize(t.blocks))
		}
		for b := r << superShift; b < min(t.blocks, (r+1)<<superShift); b++ {
			switch e := t.entry(b); {
			case e >= denseConstant && e-denseConstant >= t.f.constants:
				return fmt.Errorf("block %d: entry %#x names no value", b, e)
			case e < denseConstant: // 0 is a code of zeros, all left out
				off += uint64(e)
			}
		}
		if next := uint64(t.super(r + 1)); next != off {
			return fmt.Errorf("run %d of the index: its codes end at %d, the next starts at %d", r, off, next)
		}
	}
	if end := uint64(t.super(nr)); end != uint64(len(t.data)) {
		return fmt.Errorf("the codes end at %d, the data at %d", end, len(t.data))
	}
	return nil
}

// blockLen returns the number of indices of block blk.
func (t *table) blockLen(blk uint32) int {
	return int(min(uint64(denseBlockSize), t.l.Count-uint64(blk)<<denseBlockShift))
}

// decodeBlock decodes block b of a coded table (dense or conversions)
// into out (its length at least blockLen(b)) and returns its values.
func (t *table) decodeBlock(b uint32, out []byte) []byte {
	out = out[:t.blockLen(b)]
	switch e := t.entry(b); {
	case e >= denseConstant:
		for i := range out {
			out[i] = byte(e - denseConstant)
		}
	case t.f == conversionFormat:
		decodeConversionBlock(t.code(b), out, t.strides)
	default:
		decodeDenseBlock(t.code(b), out, t.strides)
	}
	return out
}

// decodedWhole returns the coded table t with every block decoded, a
// value a byte.
func (t *table) decodedWhole() *table {
	raw := make([]byte, t.l.Count)
	for b := range t.blocks {
		t.decodeBlock(b, raw[uint64(b)<<denseBlockShift:])
	}
	return &table{f: t.f, l: t.l, raw: raw}
}

// outcome returns the stored outcome of index i of the dense table in
// slot, through the cache c.
func (t *table) outcome(i uint64, slot int, c *blockCache) Outcome {
	return Outcome(t.codedValue(i, slot, c))
}

// conversion returns the stored conversion value of index i of the
// conversion table in slot, through the cache c.
func (t *table) conversion(i uint64, slot int, c *blockCache) Value {
	return Value(t.codedValue(i, slot, c))
}

// codedValue returns the value stored at index i of the coded table in
// slot, through the cache c of its kind.
func (t *table) codedValue(i uint64, slot int, c *blockCache) byte {
	if t.raw != nil {
		return t.raw[i] // decoded whole: the builder's own
	}
	b := uint32(i >> denseBlockShift)
	if e := t.entry(b); e >= denseConstant {
		return byte(e - denseConstant)
	}
	k := int(i & (denseBlockSize - 1))
	key := cacheKey(slot, b)
	if v, ok := c.get(key, k); ok {
		return v
	}
	var buf [denseBlockSize]byte
	out := t.decodeBlock(b, buf[:])
	c.put(key, out)
	return out[k]
}
