// Russian draughts: Brazilian's board, men and flying kings, men that
// capture backward too and captured pieces removed when the move ends, but
// no majority rule: any capture may be chosen and is played to its end. A
// man that reaches its crowning row during a capture is crowned there and
// goes on capturing as a king; a king lands on any square behind the piece
// it takes, except that it must land where it can take on when such a
// square exists.

package movegen

import "math/bits"

func genRussian(p *Position, l *MoveList) {
	l.reset()
	if brazilianHasCapture(p) {
		russianCaptures(p, l)
		return
	}
	brazilianQuiet(p, l)
}

func countRussian(p *Position, scratch *MoveList) int {
	if brazilianHasCapture(p) {
		scratch.reset()
		russianCaptures(p, scratch)
		return scratch.N
	}
	return countBrazilianQuiet(p)
}

// russianCapture walks the captures of one piece.
type russianCapture struct {
	l     *MoveList
	g     *geometry
	opp   uint64
	empty uint64 // empty squares, the mover's start included
	crown uint64 // the mover's crowning row
	from  int
}

// russianCaptures adds every complete capture of the side to move; no
// capture takes precedence over another.
func russianCaptures(p *Position, l *MoveList) {
	us := p.Side
	c := russianCapture{l: l, g: &geometries[Russian], opp: p.Pieces[us.Other()], crown: promoMask[Russian][us&1]}
	empty := p.Empty()
	for b := p.KingsOf(us); b != 0; b &= b - 1 {
		c.from = bits.TrailingZeros64(b)
		c.empty = empty | 1<<uint(c.from)
		c.king(c.from, 0, false)
	}
	for b := brazilianManJumpers(p.Men(us), c.opp, empty); b != 0; b &= b - 1 {
		c.from = bits.TrailingZeros64(b)
		c.empty = empty | 1<<uint(c.from)
		c.man(c.from, 0)
	}
}

// add ends a capture on sq.
func (c *russianCapture) add(sq int, captured uint64, crowned bool) {
	c.l.add(Move{Captured: captured, From: uint8(c.from), To: uint8(sq), Crowned: crowned}, 1)
}

// man goes on with a man's capture from sq; on its crowning row it goes on
// as a king.
func (c *russianCapture) man(sq int, captured uint64) {
	extended := false
	for _, d := range diagonalDirs {
		land, ob, ok := c.g.shortJump(sq, d, c.opp&^captured, c.empty)
		if !ok {
			continue
		}
		extended = true
		if c.crown&(1<<uint(land)) != 0 {
			c.king(land, captured|ob, true)
		} else {
			c.man(land, captured|ob)
		}
	}
	if !extended && captured != 0 {
		c.add(sq, captured, false)
	}
}

// king goes on with a king's capture from sq (crowned: a man crowned on
// the way). Behind each piece it takes, it lands only on the squares from
// which it can take on, when there are any, and otherwise on each square
// behind it, which ends the move.
func (c *russianCapture) king(sq int, captured uint64, crowned bool) {
	extended := false
	for _, d := range diagonalDirs {
		over := c.g.next[d][sq]
		for over >= 0 && c.empty&(1<<uint(over)) != 0 {
			over = c.g.next[d][over]
		}
		if over < 0 {
			continue
		}
		ob := uint64(1) << uint(over)
		first := c.g.next[d][over]
		if c.opp&ob == 0 || captured&ob != 0 || first < 0 || c.empty&(1<<uint(first)) == 0 {
			continue
		}
		extended = true
		taken, goesOn := captured|ob, false
		for land := first; land >= 0 && c.empty&(1<<uint(land)) != 0; land = c.g.next[d][land] {
			if c.kingCanTake(int(land), taken) {
				goesOn = true
				c.king(int(land), taken, crowned)
			}
		}
		if !goesOn {
			for land := first; land >= 0 && c.empty&(1<<uint(land)) != 0; land = c.g.next[d][land] {
				c.add(int(land), taken, crowned)
			}
		}
	}
	if !extended && captured != 0 {
		// Only a man crowned on its last landing ends here.
		c.add(sq, captured, crowned)
	}
}

// kingCanTake reports whether a king on sq can take a piece not yet taken.
func (c *russianCapture) kingCanTake(sq int, captured uint64) bool {
	for _, d := range diagonalDirs {
		over := c.g.next[d][sq]
		for over >= 0 && c.empty&(1<<uint(over)) != 0 {
			over = c.g.next[d][over]
		}
		if over < 0 || c.opp&(1<<uint(over)) == 0 || captured&(1<<uint(over)) != 0 {
			continue
		}
		if land := c.g.next[d][over]; land >= 0 && c.empty&(1<<uint(land)) != 0 {
			return true
		}
	}
	return false
}
