// International (and Killer) captures with bit shifts instead of neighbour
// tables.

package movegen

import "math/bits"

// internationalCapture finds the captures of International draughts, the
// way flyingCapture does with diagonalDirs and in the same order, but steps
// by shifting square bits: ghost bits are never in opp or empty, so a step
// off the board meets neither.
type internationalCapture struct {
	l     *MoveList
	opp   uint64
	empty uint64 // empty squares, the mover's start included
	from  int
	// halt holds the pieces a king's capture may end on only from the
	// square just behind: the enemy kings in Killer, none in International.
	halt uint64
	// jumpable holds, for each direction of intlRays, the enemy pieces
	// with an empty square just beyond them that way: the only ones a
	// capture can take in that direction (the board's occupation stays as
	// it was until the capture ends).
	jumpable [4]uint64
}

// setEmpty sets the empty squares, the mover's start included, and the
// pieces jumpable from them.
func (c *internationalCapture) setEmpty(empty uint64) {
	c.empty = empty
	c.jumpable = [4]uint64{
		c.opp & (empty << inUL), c.opp & (empty << inUR),
		c.opp & (empty >> inDL), c.opp & (empty >> inDR),
	}
}

// internationalCaptures adds the longest captures of the side to move.
func internationalCaptures(p *Position, l *MoveList) {
	us := p.Side
	c := internationalCapture{l: l, opp: p.Pieces[us.Other()]}
	if p.Variant == Killer {
		c.halt = p.KingsOf(us.Other())
	}
	empty := p.Empty()
	for b := p.KingsOf(us); b != 0; b &= b - 1 {
		c.from = bits.TrailingZeros64(b)
		c.setEmpty(empty | 1<<uint(c.from))
		c.king(1<<uint(c.from), 0, 0, true)
	}
	men := p.Men(us)
	opp := c.opp
	jumpers := men & ((opp&(empty<<inUL))<<inUL | (opp&(empty<<inUR))<<inUR |
		(opp&(empty>>inDL))>>inDL | (opp&(empty>>inDR))>>inDR)
	for b := jumpers; b != 0; b &= b - 1 {
		c.from = bits.TrailingZeros64(b)
		c.empty = empty | 1<<uint(c.from)
		c.man(1<<uint(c.from), 0, 0)
	}
}

// man extends a man's capture standing on the square bit at, having taken
// captured (n pieces), in the order up-left, up-right, down-left,
// down-right.
func (c *internationalCapture) man(at, captured uint64, n uint32) {
	extended := false
	avail := c.opp &^ captured
	if over := at >> inUL & avail; over>>inUL&c.empty != 0 {
		extended = true
		c.man(over>>inUL, captured|over, n+1)
	}
	if over := at >> inUR & avail; over>>inUR&c.empty != 0 {
		extended = true
		c.man(over>>inUR, captured|over, n+1)
	}
	if over := at << inDL & avail; over<<inDL&c.empty != 0 {
		extended = true
		c.man(over<<inDL, captured|over, n+1)
	}
	if over := at << inDR & avail; over<<inDR&c.empty != 0 {
		extended = true
		c.man(over<<inDR, captured|over, n+1)
	}
	if !extended && n > 0 {
		c.l.addCapture(c.from, bits.TrailingZeros64(at), captured, n)
	}
}

// king extends a king's capture like man, flying: over empty squares to an
// enemy piece not yet taken, then to any empty square behind it. The
// capture may end at at only when mayEnd: in Killer a king that took a king
// last must stand just behind it. Each direction's first piece is found
// at once from the king's ray (intlRays) and the squares not empty.
func (c *internationalCapture) king(at, captured uint64, n uint32, mayEnd bool) {
	extended := false
	avail := c.opp &^ captured
	sq := bits.TrailingZeros64(at) & 63
	if (intlRays[0][sq]&c.jumpable[0]|intlRays[1][sq]&c.jumpable[1]|
		intlRays[2][sq]&c.jumpable[2]|intlRays[3][sq]&c.jumpable[3])&avail != 0 {
		extended = c.kingRays(sq, captured, avail, n)
	}
	if !extended && n > 0 && mayEnd {
		c.l.addCapture(c.from, sq, captured, n)
	}
}

// kingRays extends a king's capture from square sq along each ray whose
// nearest piece is one to take; it reports whether any did.
func (c *internationalCapture) kingRays(sq int, captured, avail uint64, n uint32) bool {
	extended := false
	occupied := ^c.empty
	for d := range intlRays {
		up := d < 2 // up-left and up-right go to lower bits
		over := nearest(intlRays[d][sq]&occupied, up)
		if over&avail&c.jumpable[d] == 0 {
			continue
		}
		beyond := intlRays[d][bits.TrailingZeros64(over)&63]
		lands := beyond
		if stop := nearest(beyond&occupied, up); stop != 0 {
			lands &^= stop | intlRays[d][bits.TrailingZeros64(stop)&63]
		}
		free := over&c.halt == 0
		for first := true; lands != 0; first = false {
			land := nearest(lands, up)
			lands &^= land
			extended = true
			c.king(land, captured|over, n+1, free || first)
		}
	}
	return extended
}

// nearest returns the bit of set nearest a king that looks toward lower
// bits (up) or higher ones; 0 when set is empty.
func nearest(set uint64, up bool) uint64 {
	if set == 0 {
		return 0
	}
	if up {
		return 1 << (63 - bits.LeadingZeros64(set))
	}
	return set & -set
}

// intlRays holds, for each bit of International's layout, the board
// squares a king's ray crosses from it in each direction (up-left,
// up-right, down-left, down-right, the order of the captures), up to the
// edge; set up with the geometries.
var intlRays [4][64]uint64

// setIntlRays fills intlRays from International's board.
func setIntlRays(board uint64) {
	steps := [4]func(uint64) uint64{
		func(b uint64) uint64 { return b >> inUL },
		func(b uint64) uint64 { return b >> inUR },
		func(b uint64) uint64 { return b << inDL },
		func(b uint64) uint64 { return b << inDR },
	}
	for d, step := range steps {
		for sq := range 64 {
			for b := step(1 << sq); b&board != 0; b = step(b) {
				intlRays[d][sq] |= b
			}
		}
	}
}
