// The draw rules of the 64-square games with flying kings (Brazilian),
// as the draughts-64 rules state them and pydraughts and the draughts
// sites apply them; docs/RULES.md says where the texts differ.

package movegen

import "math/bits"

// Move-count limits of the 64-square games, in plies.
const (
	kings64Plies      = 30  // 15 moves each of kings only, without capture
	loneKing64Plies   = 10  // 5 moves each since the last capture: see limit64
	equalSmall64Plies = 60  // 30 moves each: equal forces of 4 or 5 pieces with kings
	equalLarge64Plies = 120 // 60 moves each: equal forces of 6 or 7 pieces with kings
)

// mainRoad64 is the long diagonal a1-h8 of the 64-square games, set with
// the geometries.
var mainRoad64 uint64

// longDiagonal returns the squares of g from its bottom-left corner to its
// top-right one.
func longDiagonal(g *geometry) uint64 {
	var b uint64
	for bit, sq := range g.squareOf {
		if sq >= 0 && int(g.rowOf[bit])+int(g.fileOf[bit]) == g.side-1 {
			b |= 1 << uint(bit)
		}
	}
	return b
}

// limit64 is Limit in the 64-square games: the first of
//   - 15 moves each of kings only, without capture (Reversible);
//   - against a lone king, 5 moves each since the last capture for two
//     pieces with a king, or for three with a king when the lone king holds
//     the main road and the three do not;
//   - with the same number of kings (at least one) and of pieces on each
//     side, 30 moves each since the last capture with 4 or 5 pieces a
//     side, 60 with 6 or 7.
func (c Counters) limit64(p *Position) (Reason, int) {
	r, left := FifteenMoveRule, kings64Plies-c.Reversible
	white, black := p.Pieces[White], p.Pieces[Black]
	nWhite, nBlack := bits.OnesCount64(white), bits.OnesCount64(black)
	strong, lone := White, Black
	if nWhite < nBlack {
		strong, lone = Black, White
	}
	if loneKing(p, lone) && p.KingsOf(strong) != 0 {
		n := bits.OnesCount64(p.Pieces[strong])
		road := p.Pieces[lone]&mainRoad64 != 0 && p.Pieces[strong]&mainRoad64 == 0
		if (n == 2 || n == 3 && road) && loneKing64Plies-c.SinceCapture <= left {
			r, left = FiveMoveRule, loneKing64Plies-c.SinceCapture
		}
	}
	kw, kb := bits.OnesCount64(white&p.Kings), bits.OnesCount64(black&p.Kings)
	if kw == kb && kw > 0 && nWhite == nBlack {
		limit := -1
		switch nWhite {
		case 4, 5:
			limit = equalSmall64Plies
		case 6, 7:
			limit = equalLarge64Plies
		}
		if limit > 0 && limit-c.SinceCapture < left {
			r, left = EqualEndingRule, limit-c.SinceCapture
		}
	}
	return r, max(left, 0)
}
