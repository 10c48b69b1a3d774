// Frisian draughts: International's board, men and quiet moves; men and
// kings capture orthogonally too, the capture of the highest value is
// compulsory and a king's quiet moves in a row are limited (kingrun.go).

package movegen

import "math/bits"

// Frisian's orthogonal steps in International's padded layout: two rows
// up or down is a shift by 11 (never off a file); the next dark square of
// a row is a shift by 1, which stays on the row only from the squares of
// the masks below.
const frVertical = 11

var (
	allDirs = []Direction{UpLeft, UpRight, DownLeft, DownRight, Up, Down, Left, Right}
	// frJumpRight and frJumpLeft hold the squares with two more dark
	// squares of their row to the right (left): where a man's sideways
	// jump starts.
	frJumpRight, frJumpLeft uint64
)

// sidewaysJumpers returns the squares of g from which a man's jump to the
// right (left) stays on its row: frJumpRight and frJumpLeft.
func sidewaysJumpers(g *geometry) (right, left uint64) {
	for b := 0; b < 64; b++ {
		if o := g.next[Right][b]; o >= 0 && g.next[Right][o] >= 0 {
			right |= 1 << uint(b)
		}
		if o := g.next[Left][b]; o >= 0 && g.next[Left][o] >= 0 {
			left |= 1 << uint(b)
		}
	}
	return right, left
}

// Capture values: a man 100, a king 199 (a little less than two men). A
// capture's precedence key is twice its value, plus one when a king
// makes it, so that a king's capture comes first at equal value.
const (
	frManValue  = 100
	frKingValue = 199
)

// frisianKey returns the precedence key of a capture taking captured
// (whose kings are among kings), made by a king when byKing.
func frisianKey(captured, kings uint64, byKing bool) uint32 {
	k := uint32(bits.OnesCount64(captured & kings))
	m := uint32(bits.OnesCount64(captured &^ kings))
	key := 2 * (frKingValue*k + frManValue*m)
	if byKing {
		key++
	}
	return key
}

func genFrisian(p *Position, l *MoveList) {
	l.reset()
	if frisianHasCapture(p) {
		flyingCaptures(p, l, allDirs)
		return
	}
	frisianQuiet(p, l)
}

// frisianQuiet adds the quiet moves: International's, less those of a
// king that has made its three moves in a row.
func frisianQuiet(p *Position, l *MoveList) {
	empty := p.Empty()
	addManSteps(l, p.Side, p.Men(p.Side), empty, inUL, inUR)
	addSlides(l, &geometries[Frisian], p.KingsOf(p.Side)&^p.blockedKing(p.Side), empty, diagonalDirs)
}

func countFrisian(p *Position, scratch *MoveList) int {
	if frisianHasCapture(p) {
		scratch.reset()
		flyingCaptures(p, scratch, allDirs)
		return scratch.N
	}
	return countDiagonalQuiet(p, p.Men(p.Side), p.KingsOf(p.Side)&^p.blockedKing(p.Side))
}

// frisianManJumpers returns the men with a first jump, in any of the
// eight directions.
func frisianManJumpers(men, opp, empty uint64) uint64 {
	diagonal := (opp&(empty<<inUL))<<inUL | (opp&(empty<<inUR))<<inUR |
		(opp&(empty>>inDL))>>inDL | (opp&(empty>>inDR))>>inDR
	vertical := (opp&(empty<<frVertical))<<frVertical | (opp&(empty>>frVertical))>>frVertical
	sideways := (opp&(empty>>1))>>1&frJumpRight | (opp&(empty<<1))<<1&frJumpLeft
	return men & (diagonal | vertical | sideways)
}

func frisianHasCapture(p *Position) bool {
	us := p.Side
	empty := p.Empty()
	opp := p.Pieces[us.Other()]
	if frisianManJumpers(p.Men(us), opp, empty) != 0 {
		return true
	}
	g := &geometries[Frisian]
	for b := p.KingsOf(us); b != 0; b &= b - 1 {
		from := bits.TrailingZeros64(b)
		for _, d := range allDirs {
			over := g.next[d][from]
			for over >= 0 && empty&(1<<uint(over)) != 0 {
				over = g.next[d][over]
			}
			if over < 0 || opp&(1<<uint(over)) == 0 {
				continue
			}
			if land := g.next[d][over]; land >= 0 && empty&(1<<uint(land)) != 0 {
				return true
			}
		}
	}
	return false
}
