// Promotions: the quiet moves that crown a man.

package movegen

// GeneratePromotions fills l with the quiet moves of p that turn a man into
// a king: the moves of GenerateQuiet for which Promotes holds, in the same
// order. In Italian and International only the men one step from the far
// row are looked at, so a position without them costs a few shifts.
func (p *Position) GeneratePromotions(l *MoveList) {
	l.reset()
	empty, men := p.Empty(), p.Men(p.Side)
	promo := promoMask[p.Variant%numVariants][p.Side&1]
	switch {
	case p.Variant == Italian && p.Side == White:
		addShiftedQuiet(l, men>>itUL&empty&promo, itUL)
		addShiftedQuiet(l, men>>itUR&empty&promo, itUR)
	case p.Variant == Italian:
		addShiftedQuiet(l, men<<itDL&empty&promo, -itDL)
		addShiftedQuiet(l, men<<itDR&empty&promo, -itDR)
	case p.Variant == International && p.Side == White:
		addShiftedQuiet(l, men>>inUL&empty&promo, inUL)
		addShiftedQuiet(l, men>>inUR&empty&promo, inUR)
	case p.Variant == International:
		addShiftedQuiet(l, men<<inDL&empty&promo, -inDL)
		addShiftedQuiet(l, men<<inDR&empty&promo, -inDR)
	default:
		// Dameo's men also move as a line, from well behind the far row.
		p.GenerateQuiet(l)
		n := 0
		for _, m := range l.Slice() {
			if p.Promotes(m) {
				l.Moves[n] = m
				n++
			}
		}
		l.N = n
	}
}
