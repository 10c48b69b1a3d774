// International draughts: flying kings, men capture backward too, pieces are
// removed when the move ends, and the majority rule.

package movegen

import "math/bits"

// International padded layout: up-left is a right shift by 6, up-right by
// 5; down-left a left shift by 5, down-right by 6.
const (
	inUL = 6
	inUR = 5
	inDL = 5
	inDR = 6
)

// flyingCapture finds the captures of the games where captured pieces stay
// on the board until the move ends and the longest capture is compulsory
// (International, Brazilian and Dameo). dirs are the capture directions.
type flyingCapture struct {
	l     *MoveList
	g     *geometry
	opp   uint64
	empty uint64 // empty squares, the mover's start included
	from  int
	dirs  []Direction
	// valued is set in Frisian, where a capture's precedence is its value
	// (frisianKey): kings holds the board's kings, byKing tells a king's
	// capture.
	valued bool
	kings  uint64
	byKing bool
}

var (
	diagonalDirs   = []Direction{UpLeft, UpRight, DownLeft, DownRight}
	orthogonalDirs = []Direction{Up, Down, Left, Right}
)

func genInternational(p *Position, l *MoveList) {
	l.reset()
	if internationalHasCapture(p) {
		internationalCaptures(p, l)
		return
	}
	internationalQuiet(p, l)
}

func countInternational(p *Position, scratch *MoveList) int {
	if internationalHasCapture(p) {
		if n, ok := countInternationalManJumps(p); ok {
			return n
		}
		scratch.reset()
		internationalCaptures(p, scratch)
		return scratch.N
	}
	return countDiagonalQuiet(p, p.Men(p.Side), p.KingsOf(p.Side))
}

// countDiagonalQuiet counts the quiet moves on International's board of
// the given men (one step forward) and kings (flying, diagonally).
func countDiagonalQuiet(p *Position, men, kings uint64) int {
	empty := p.Empty()
	var n int
	if p.Side == White {
		n = bits.OnesCount64(men>>inUL&empty) + bits.OnesCount64(men>>inUR&empty)
	} else {
		n = bits.OnesCount64(men<<inDL&empty) + bits.OnesCount64(men<<inDR&empty)
	}
	if kings != 0 {
		for f := kings >> inUL & empty; f != 0; f = f >> inUL & empty {
			n += bits.OnesCount64(f)
		}
		for f := kings >> inUR & empty; f != 0; f = f >> inUR & empty {
			n += bits.OnesCount64(f)
		}
		for f := kings << inDL & empty; f != 0; f = f << inDL & empty {
			n += bits.OnesCount64(f)
		}
		for f := kings << inDR & empty; f != 0; f = f << inDR & empty {
			n += bits.OnesCount64(f)
		}
	}
	return n
}

// countInternationalManJumps counts the captures with bitboards when the
// side has no kings and no man can jump twice; ok is false otherwise. A
// man's start square still counts as occupied, so jumping back over the
// piece just taken is never seen as a second jump.
func countInternationalManJumps(p *Position) (n int, ok bool) {
	if p.KingsOf(p.Side) != 0 {
		return 0, false
	}
	empty := p.Empty()
	opp := p.Pieces[p.Side.Other()]
	men := p.Men(p.Side)
	ul, ur := (men>>inUL&opp)>>inUL&empty, (men>>inUR&opp)>>inUR&empty
	dl, dr := (men<<inDL&opp)<<inDL&empty, (men<<inDR&opp)<<inDR&empty
	c := flyingCapture{opp: opp, g: &geometries[International]}
	if c.manJumpers(ul|ur|dl|dr, empty) != 0 {
		return 0, false
	}
	return bits.OnesCount64(ul) + bits.OnesCount64(ur) + bits.OnesCount64(dl) + bits.OnesCount64(dr), true
}

func internationalHasCapture(p *Position) bool {
	us := p.Side
	empty := p.Empty()
	opp := p.Pieces[us.Other()]
	men, kings := p.Men(us), p.KingsOf(us)
	if ((men>>inUL&opp)>>inUL|(men>>inUR&opp)>>inUR|
		(men<<inDL&opp)<<inDL|(men<<inDR&opp)<<inDR)&empty != 0 {
		return true
	}
	if kings == 0 {
		return false
	}
	// The squares each king reaches over empty squares, in each direction
	// at once; an enemy piece just past them with an empty square behind
	// it is a capture.
	return (reachRight(kings, empty, inUL)>>inUL&opp)>>inUL&empty|
		(reachRight(kings, empty, inUR)>>inUR&opp)>>inUR&empty|
		(reachLeft(kings, empty, inDL)<<inDL&opp)<<inDL&empty|
		(reachLeft(kings, empty, inDR)<<inDR&opp)<<inDR&empty != 0
}

// reachRight returns the squares from, with those reached from them by
// right shifts of d over the squares of free alone, without branches: the
// reach doubles each step (an occluded fill), up to 7 squares, the most
// free squares a king may fly over to an enemy piece with a square behind
// it on International's longest diagonal (10).
func reachRight(from, free uint64, d uint) uint64 {
	from |= free & (from >> d)
	free &= free >> d
	from |= free & (from >> (2 * d))
	free &= free >> (2 * d)
	return from | free&(from>>(4*d))
}

// reachLeft is reachRight with left shifts.
func reachLeft(from, free uint64, d uint) uint64 {
	from |= free & (from << d)
	free &= free << d
	from |= free & (from << (2 * d))
	free &= free << (2 * d)
	return from | free&(from<<(4*d))
}

func internationalQuiet(p *Position, l *MoveList) {
	empty := p.Empty()
	men, kings := p.Men(p.Side), p.KingsOf(p.Side)
	addManSteps(l, p.Side, men, empty, inUL, inUR)
	addRaySlides(l, kings, empty)
}

// addRaySlides adds the flying moves of International's kings in the
// order of addSlides along diagonalDirs, each direction's squares nearest
// first, reading each direction's reach at once from the king's ray
// (intlRays) up to the first square not empty.
func addRaySlides(l *MoveList, kings, empty uint64) {
	for ; kings != 0; kings &= kings - 1 {
		from := bits.TrailingZeros64(kings)
		for d := range intlRays {
			reach := intlRays[d][from]
			if stop := nearest(reach&^empty, d < 2); stop != 0 {
				reach &^= stop | intlRays[d][bits.TrailingZeros64(stop)]
			}
			if d < 2 { // up-left and up-right: toward lower bits
				for ; reach != 0; reach &^= 1 << (63 - bits.LeadingZeros64(reach)) {
					l.addQuiet(from, 63-bits.LeadingZeros64(reach))
				}
				continue
			}
			for ; reach != 0; reach &= reach - 1 {
				l.addQuiet(from, bits.TrailingZeros64(reach))
			}
		}
	}
}

// addShiftedQuiet adds a move to each target from the square delta bits
// away (the shift that produced the targets, undone).
func addShiftedQuiet(l *MoveList, targets uint64, delta int) {
	for ; targets != 0; targets &= targets - 1 {
		to := bits.TrailingZeros64(targets)
		l.addQuiet(to+delta, to)
	}
}

// addManSteps adds the one-square forward steps of men onto targets in a
// padded layout whose up-left and up-right steps are right shifts by left
// and right (and down-right and down-left the same amounts to the left):
// White's up-left then up-right, Black's down-left then down-right.
func addManSteps(l *MoveList, side Color, men, targets uint64, left, right int) {
	if side == White {
		addShiftedQuiet(l, men>>left&targets, left)
		addShiftedQuiet(l, men>>right&targets, right)
		return
	}
	addShiftedQuiet(l, men<<right&targets, -right)
	addShiftedQuiet(l, men<<left&targets, -left)
}

// addSlides adds the flying moves of the given pieces along dirs.
func addSlides(l *MoveList, g *geometry, pieces, empty uint64, dirs []Direction) {
	for ; pieces != 0; pieces &= pieces - 1 {
		from := bits.TrailingZeros64(pieces)
		for _, d := range dirs {
			for to := g.next[d][from]; to >= 0 && empty&(1<<uint(to)) != 0; to = g.next[d][to] {
				l.addQuiet(from, int(to))
			}
		}
	}
}

// flyingCaptures adds the longest captures of the side to move: men jump
// short, kings fly, both along dirs.
func flyingCaptures(p *Position, l *MoveList, dirs []Direction) {
	us := p.Side
	c := flyingCapture{l: l, g: &geometries[p.Variant], opp: p.Pieces[us.Other()], dirs: dirs}
	if p.Variant.FrisianRules() {
		c.valued, c.kings = true, p.Kings
	}
	empty := p.Empty()
	c.byKing = true
	for b := p.KingsOf(us); b != 0; b &= b - 1 {
		c.from = bits.TrailingZeros64(b)
		c.empty = empty | 1<<uint(c.from)
		c.king(c.from, 0, 0)
	}
	c.byKing = false
	for b := c.manJumpers(p.Men(us), empty); b != 0; b &= b - 1 {
		c.from = bits.TrailingZeros64(b)
		c.empty = empty | 1<<uint(c.from)
		c.man(c.from, 0, 0)
	}
}

// manJumpers returns the men that have a first jump.
func (c *flyingCapture) manJumpers(men, empty uint64) uint64 {
	if c.valued {
		return frisianManJumpers(men, c.opp, empty)
	}
	switch c.g {
	case &geometries[International]:
		return men & ((c.opp&(empty<<inUL))<<inUL | (c.opp&(empty<<inUR))<<inUR |
			(c.opp&(empty>>inDL))>>inDL | (c.opp&(empty>>inDR))>>inDR)
	case &geometries[Brazilian]:
		return brazilianManJumpers(men, c.opp, empty)
	}
	var jumpers uint64
	for _, d := range orthogonalDirs {
		back := dameoSteps[d.Opposite()]
		jumpers |= back.shift(back.shift(empty) & c.opp)
	}
	return men & jumpers
}

func (c *flyingCapture) man(sq int, captured uint64, n uint32) {
	extended := false
	for _, d := range c.dirs {
		land, ob, ok := c.g.shortJump(sq, d, c.opp&^captured, c.empty)
		if !ok {
			continue
		}
		extended = true
		c.man(land, captured|ob, n+1)
	}
	if !extended && n > 0 {
		c.add(sq, captured, n)
	}
}

// add adds a capture of n pieces ending on sq, keyed by its value in
// Frisian, by n elsewhere.
func (c *flyingCapture) add(sq int, captured uint64, n uint32) {
	if c.valued {
		n = frisianKey(captured, c.kings, c.byKing)
	}
	c.l.addCapture(c.from, sq, captured, n)
}

// shortJump finds a man's jump from sq in direction d over a piece of
// takeable onto an empty square: the landing square and the piece's bit.
func (g *geometry) shortJump(sq int, d Direction, takeable, empty uint64) (land int, over uint64, ok bool) {
	o := g.next[d][sq]
	if o < 0 || takeable&(1<<uint(o)) == 0 {
		return 0, 0, false
	}
	l := g.next[d][o]
	if l < 0 || empty&(1<<uint(l)) == 0 {
		return 0, 0, false
	}
	return int(l), 1 << uint(o), true
}

func (c *flyingCapture) king(sq int, captured uint64, n uint32) {
	extended := false
	for _, d := range c.dirs {
		over := c.g.next[d][sq]
		for over >= 0 && c.empty&(1<<uint(over)) != 0 {
			over = c.g.next[d][over]
		}
		if over < 0 {
			continue
		}
		ob := uint64(1) << uint(over)
		if c.opp&ob == 0 || captured&ob != 0 {
			continue
		}
		for land := c.g.next[d][over]; land >= 0 && c.empty&(1<<uint(land)) != 0; land = c.g.next[d][land] {
			extended = true
			c.king(int(land), captured|ob, n+1)
		}
	}
	if !extended && n > 0 {
		c.add(sq, captured, n)
	}
}
