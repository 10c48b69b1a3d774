// Packing of a table entry into one 64-bit word, and its accessors.

package tt

// Bound says how a stored score relates to the true score of the position.
type Bound uint8

// Bounds. BoundExact is BoundUpper|BoundLower, so bound&BoundLower tests
// "score is a lower bound or exact".
const (
	BoundNone  Bound = 0                       // no score; the entry may still hold a move
	BoundUpper Bound = 1                       // the true score is at most Score (fail low)
	BoundLower Bound = 2                       // the true score is at least Score (fail high)
	BoundExact Bound = BoundUpper | BoundLower // Score is exact
)

// Depth limits of a stored entry. Store clamps depths to this range; both
// clamps understate the work done, so a clamped entry is never trusted more
// than it deserves. Negative depths are quiescence plies.
const (
	MinDepth = -63
	MaxDepth = 191
)

// The data word of an entry:
//
//	 63       58 57   56 55        48 47            32 31                     0
//	+-----------+-------+------------+----------------+------------------------+
//	| generation| bound | depth + 64 |  score (int16) | move hint (opaque, 32) |
//	+-----------+-------+------------+----------------+------------------------+
//
// A depth byte of 0 marks an empty slot; real depths are stored as
// depth+depthOffset, which is 1..255 for MinDepth..MaxDepth.
//
// There is no static eval field: these fields fill the word exactly, and
// data spread over more than one word could no longer be checked against
// the key by a single XOR.
const (
	scoreShift  = 32
	depthShift  = 48
	boundShift  = 56
	genShift    = 58
	depthOffset = 64
	depthBits   = uint64(0xff) << depthShift
	genMask     = 63 // generations wrap modulo 64
)

// Entry is a copy of one table entry, as returned by Probe.
type Entry struct {
	data uint64
}

// Move returns the move hint, 0 when none was stored.
func (e Entry) Move() uint32 { return uint32(e.data) }

// Score returns the stored score, to be read together with Bound.
func (e Entry) Score() int16 { return int16(e.data >> scoreShift) }

// Depth returns the remaining depth the score was searched to.
func (e Entry) Depth() int { return int(uint8(e.data>>depthShift)) - depthOffset }

// Bound returns the kind of the stored score.
func (e Entry) Bound() Bound { return Bound(e.data>>boundShift) & BoundExact }

// generation returns the search generation that stored the entry.
func (e Entry) generation() uint64 { return e.data >> genShift }

// empty reports whether a data word is an unused slot.
func empty(data uint64) bool { return data&depthBits == 0 }

// pack builds a data word; depth must already be within MinDepth..MaxDepth.
func pack(move uint32, score int16, depth int, bound Bound, gen uint64) uint64 {
	return uint64(move) |
		uint64(uint16(score))<<scoreShift |
		uint64(depth+depthOffset)<<depthShift |
		uint64(bound&BoundExact)<<boundShift |
		gen<<genShift
}
