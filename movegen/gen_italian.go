// Italian draughts: short kings, men capture forward only and never kings,
// and the four precedence rules of capture.

package movegen

import "math/bits"

// Italian padded layout: a diagonal step up (toward row 0) is a right shift
// by 5 (up-left) or 4 (up-right); down is a left shift by 4 or 5.
const (
	itUL = 5
	itUR = 4
	itDL = 4
	itDR = 5
)

// Italian precedence key layout (a larger key is a better capture):
//
//	bits 20..23  pieces taken          (rule 1)
//	bit  19      capturing with a king (rule 2)
//	bits 15..18  kings taken           (rule 3)
//	bits  0..11  bit 11-j set when jump j takes a king (rule 4: the
//	             earliest king wins, compared from the first king on)
const (
	itKeyCount     = 20
	itKeyWithKing  = 19
	itKeyKingCount = 15
	itKeyOrderTop  = 11
)

// italianCapture finds the captures of Italian draughts. It steps by
// shifting square bits: ghost bits are never in oppMen, oppAll or empty, so
// a step off the board meets none of them.
type italianCapture struct {
	l      *MoveList
	oppMen uint64
	oppAll uint64
	empty  uint64 // empty squares, the mover's start included
	from   int
}

func genItalian(p *Position, l *MoveList) {
	l.reset()
	if italianHasCapture(p) {
		italianCaptures(p, l)
		return
	}
	italianQuiet(p, l)
}

func countItalian(p *Position, scratch *MoveList) int {
	if italianHasCapture(p) {
		if n, ok := countItalianSingleJumps(p); ok {
			return n
		}
		scratch.reset()
		italianCaptures(p, scratch)
		return scratch.N
	}
	empty := p.Empty()
	men, kings := p.Men(p.Side), p.KingsOf(p.Side)
	n := bits.OnesCount64(kings>>itUL&empty) + bits.OnesCount64(kings>>itUR&empty) +
		bits.OnesCount64(kings<<itDL&empty) + bits.OnesCount64(kings<<itDR&empty)
	if p.Side == White {
		return n + bits.OnesCount64(men>>itUL&empty) + bits.OnesCount64(men>>itUR&empty)
	}
	return n + bits.OnesCount64(men<<itDL&empty) + bits.OnesCount64(men<<itDR&empty)
}

func italianHasCapture(p *Position) bool {
	us, them := p.Side, p.Side.Other()
	empty := p.Empty()
	oppAll := p.Pieces[them]
	oppMen := oppAll &^ p.Kings
	men, kings := p.Men(us), p.KingsOf(us)
	var up, down uint64
	if us == White {
		up = (men>>itUL&oppMen)>>itUL | (men>>itUR&oppMen)>>itUR
	} else {
		down = (men<<itDL&oppMen)<<itDL | (men<<itDR&oppMen)<<itDR
	}
	if kings != 0 {
		up |= (kings>>itUL&oppAll)>>itUL | (kings>>itUR&oppAll)>>itUR
		down |= (kings<<itDL&oppAll)<<itDL | (kings<<itDR&oppAll)<<itDR
	}
	return (up|down)&empty != 0
}

func italianQuiet(p *Position, l *MoveList) {
	empty := p.Empty()
	men, kings := p.Men(p.Side), p.KingsOf(p.Side)
	addManSteps(l, p.Side, men, empty, itUL, itUR)
	if kings != 0 {
		addShiftedQuiet(l, kings>>itUL&empty, itUL)
		addShiftedQuiet(l, kings>>itUR&empty, itUR)
		addShiftedQuiet(l, kings<<itDL&empty, -itDL)
		addShiftedQuiet(l, kings<<itDR&empty, -itDR)
	}
}

func italianCaptures(p *Position, l *MoveList) {
	if italianSingleJumps(p, l) {
		return
	}
	us, them := p.Side, p.Side.Other()
	c := italianCapture{l: l, oppAll: p.Pieces[them], oppMen: p.Pieces[them] &^ p.Kings}
	empty := p.Empty()
	for b := p.KingsOf(us); b != 0; b &= b - 1 {
		c.from = bits.TrailingZeros64(b)
		c.empty = empty | 1<<uint(c.from)
		c.king(1<<uint(c.from), 0, 0, 0, 0)
	}
	for b := italianManJumpers(us, p.Men(us), c.oppMen, empty); b != 0; b &= b - 1 {
		c.from = bits.TrailingZeros64(b)
		c.empty = empty | 1<<uint(c.from)
		if us == White {
			c.manUp(1<<uint(c.from), 0, 0)
		} else {
			c.manDown(1<<uint(c.from), 0, 0)
		}
	}
}

// italianSingleJumps lists the captures of p, in the order of the full
// generation, when all of them are single jumps by men (the common case):
// no king of the side to move can capture, and no man's jump lands where
// it could jump again. Otherwise it lists nothing and returns false.
func italianSingleJumps(p *Position, l *MoveList) bool {
	us, them := p.Side, p.Side.Other()
	empty := p.Empty()
	oppAll := p.Pieces[them]
	oppMen := oppAll &^ p.Kings
	if kings := p.KingsOf(us); kings != 0 &&
		((kings>>itUL&oppAll)>>itUL|(kings>>itUR&oppAll)>>itUR|
			(kings<<itDL&oppAll)<<itDL|(kings<<itDR&oppAll)<<itDR)&empty != 0 {
		return false
	}
	// The landings of the jumps in each direction (up-left or down-left
	// first, as manUp and manDown try them) and the bit distance to them.
	men := p.Men(us)
	var first, second uint64
	var d1, d2 int
	if us == White {
		first, second = (men>>itUL&oppMen)>>itUL&empty, (men>>itUR&oppMen)>>itUR&empty
		d1, d2 = -2*itUL, -2*itUR
	} else {
		first, second = (men<<itDL&oppMen)<<itDL&empty, (men<<itDR&oppMen)<<itDR&empty
		d1, d2 = 2*itDL, 2*itDR
	}
	if italianManJumpers(us, first|second, oppMen, empty) != 0 {
		return false
	}
	const key = 1 << itKeyCount
	for b := italianManJumpers(us, men, oppMen, empty); b != 0; b &= b - 1 {
		from := bits.TrailingZeros64(b)
		if to := from + d1; first&(1<<uint(to)) != 0 {
			l.addCapture(from, to, 1<<uint(from+d1/2), key)
		}
		if to := from + d2; second&(1<<uint(to)) != 0 {
			l.addCapture(from, to, 1<<uint(from+d2/2), key)
		}
	}
	return true
}

// italianManJumpers returns the men of colour us that have a first jump.
func italianManJumpers(us Color, men, oppMen, empty uint64) uint64 {
	if us == White {
		return men & ((oppMen&(empty<<itUL))<<itUL | (oppMen&(empty<<itUR))<<itUR)
	}
	return men & ((oppMen&(empty>>itDL))>>itDL | (oppMen&(empty>>itDR))>>itDR)
}

// manUp extends the capture of a White man standing on the square bit at,
// having taken captured (n men), up-left first. Men only jump forward, so
// they never meet a taken piece again, and a man that reaches the far row
// stops there: no forward step is left on the board.
func (c *italianCapture) manUp(at, captured uint64, n uint32) {
	extended := false
	if over := at >> itUL & c.oppMen; over>>itUL&c.empty != 0 {
		extended = true
		c.manUp(over>>itUL, captured|over, n+1)
	}
	if over := at >> itUR & c.oppMen; over>>itUR&c.empty != 0 {
		extended = true
		c.manUp(over>>itUR, captured|over, n+1)
	}
	if !extended && n > 0 {
		c.l.addCapture(c.from, bits.TrailingZeros64(at), captured, n<<itKeyCount)
	}
}

// manDown is manUp for a Black man, down-left first.
func (c *italianCapture) manDown(at, captured uint64, n uint32) {
	extended := false
	if over := at << itDL & c.oppMen; over<<itDL&c.empty != 0 {
		extended = true
		c.manDown(over<<itDL, captured|over, n+1)
	}
	if over := at << itDR & c.oppMen; over<<itDR&c.empty != 0 {
		extended = true
		c.manDown(over<<itDR, captured|over, n+1)
	}
	if !extended && n > 0 {
		c.l.addCapture(c.from, bits.TrailingZeros64(at), captured, n<<itKeyCount)
	}
}

// king extends a king's capture standing on the square bit at, having
// taken captured (n pieces), in the order up-left, up-right, down-left,
// down-right; kings counts the kings taken and order marks the jumps that
// took them.
func (c *italianCapture) king(at, captured uint64, n, kings, order uint32) {
	extended := false
	avail := c.oppAll &^ captured
	if over := at >> itUL & avail; over>>itUL&c.empty != 0 {
		extended = true
		c.kingJump(over, over>>itUL, captured, n, kings, order)
	}
	if over := at >> itUR & avail; over>>itUR&c.empty != 0 {
		extended = true
		c.kingJump(over, over>>itUR, captured, n, kings, order)
	}
	if over := at << itDL & avail; over<<itDL&c.empty != 0 {
		extended = true
		c.kingJump(over, over<<itDL, captured, n, kings, order)
	}
	if over := at << itDR & avail; over<<itDR&c.empty != 0 {
		extended = true
		c.kingJump(over, over<<itDR, captured, n, kings, order)
	}
	if !extended && n > 0 {
		key := n<<itKeyCount | 1<<itKeyWithKing | kings<<itKeyKingCount | order
		c.l.addCapture(c.from, bits.TrailingZeros64(at), captured, key)
	}
}

// kingJump continues a king's capture after its jump number n+1 over the
// piece over onto land.
func (c *italianCapture) kingJump(over, land, captured uint64, n, kings, order uint32) {
	if over&c.oppMen == 0 {
		kings++
		order |= 1 << (itKeyOrderTop - n)
	}
	c.king(land, captured|over, n+1, kings, order)
}

// countItalianSingleJumps counts the captures of p with bitboards when every
// capture is a single jump (no landing square allows a second one), which
// is the common case; ok is false otherwise. With single jumps only the
// precedence reduces to: a king's capture before a man's, and among kings'
// captures those that take a king.
func countItalianSingleJumps(p *Position) (n int, ok bool) {
	us, them := p.Side, p.Side.Other()
	empty := p.Empty()
	oppAll := p.Pieces[them]
	oppMen := oppAll &^ p.Kings
	oppKings := oppAll & p.Kings
	men, kings := p.Men(us), p.KingsOf(us)
	// Men's single jumps; a man that can jump again makes a longer capture
	// that outranks every single jump.
	var a, b uint64
	if us == White {
		a, b = (men>>itUL&oppMen)>>itUL&empty, (men>>itUR&oppMen)>>itUR&empty
	} else {
		a, b = (men<<itDL&oppMen)<<itDL&empty, (men<<itDR&oppMen)<<itDR&empty
	}
	if italianManJumpers(us, a|b, oppMen, empty) != 0 {
		return 0, false
	}
	if kings != 0 {
		// Landings of king jumps per direction.
		ul, ur := (kings>>itUL&oppAll)>>itUL&empty, (kings>>itUR&oppAll)>>itUR&empty
		dl, dr := (kings<<itDL&oppAll)<<itDL&empty, (kings<<itDR&oppAll)<<itDR&empty
		if ul|ur|dl|dr != 0 {
			// Going back over the capture is never possible: the king's
			// start square still counts as occupied here.
			more := (ul | ur | dl | dr) & (italianKingJumpFrom(UpLeft, oppAll, empty) |
				italianKingJumpFrom(UpRight, oppAll, empty) |
				italianKingJumpFrom(DownLeft, oppAll, empty) |
				italianKingJumpFrom(DownRight, oppAll, empty))
			if more != 0 {
				return 0, false
			}
			kk := bits.OnesCount64((kings>>itUL&oppKings)>>itUL&empty) + bits.OnesCount64((kings>>itUR&oppKings)>>itUR&empty) +
				bits.OnesCount64((kings<<itDL&oppKings)<<itDL&empty) + bits.OnesCount64((kings<<itDR&oppKings)<<itDR&empty)
			if kk > 0 {
				return kk, true
			}
			return bits.OnesCount64(ul) + bits.OnesCount64(ur) + bits.OnesCount64(dl) + bits.OnesCount64(dr), true
		}
	}
	return bits.OnesCount64(a) + bits.OnesCount64(b), true
}

// italianKingJumpFrom returns the squares from which a piece can jump an
// enemy piece in direction d onto an empty square.
func italianKingJumpFrom(d Direction, opp, empty uint64) uint64 {
	switch d {
	case UpLeft:
		return (opp & (empty << itUL)) << itUL
	case UpRight:
		return (opp & (empty << itUR)) << itUR
	case DownLeft:
		return (opp & (empty >> itDL)) >> itDL
	}
	return (opp & (empty >> itDR)) >> itDR
}
