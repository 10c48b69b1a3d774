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
		c.empty = empty | 1<<uint(c.from)
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
// last must stand just behind it.
func (c *internationalCapture) king(at, captured uint64, n uint32, mayEnd bool) {
	extended := false
	avail := c.opp &^ captured
	over := at >> inUL
	for over&c.empty != 0 {
		over >>= inUL
	}
	if over&avail != 0 {
		free := over&c.halt == 0
		for land := over >> inUL; land&c.empty != 0; land >>= inUL {
			extended = true
			c.king(land, captured|over, n+1, free || land == over>>inUL)
		}
	}
	over = at >> inUR
	for over&c.empty != 0 {
		over >>= inUR
	}
	if over&avail != 0 {
		free := over&c.halt == 0
		for land := over >> inUR; land&c.empty != 0; land >>= inUR {
			extended = true
			c.king(land, captured|over, n+1, free || land == over>>inUR)
		}
	}
	over = at << inDL
	for over&c.empty != 0 {
		over <<= inDL
	}
	if over&avail != 0 {
		free := over&c.halt == 0
		for land := over << inDL; land&c.empty != 0; land <<= inDL {
			extended = true
			c.king(land, captured|over, n+1, free || land == over<<inDL)
		}
	}
	over = at << inDR
	for over&c.empty != 0 {
		over <<= inDR
	}
	if over&avail != 0 {
		free := over&c.halt == 0
		for land := over << inDR; land&c.empty != 0; land <<= inDR {
			extended = true
			c.king(land, captured|over, n+1, free || land == over<<inDR)
		}
	}
	if !extended && n > 0 && mayEnd {
		c.l.addCapture(c.from, bits.TrailingZeros64(at), captured, n)
	}
}
