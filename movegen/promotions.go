// Promotions: the quiet moves that crown a man.

package movegen

// GeneratePromotions fills l with the quiet moves of p that turn a man into
// a king: the moves of GenerateQuiet for which Promotes holds, in the same
// order. In the diagonal variants only the steps onto the far row are
// looked at, so a position without them costs a few shifts.
func (p *Position) GeneratePromotions(l *MoveList) {
	l.reset()
	// The two diagonal steps of the variant as shifts: left then right
	// for White (right shifts), the same amounts swapped for Black.
	var left, right int
	switch p.Variant.Base() {
	case Italian, Brazilian, Russian:
		left, right = itUL, itUR
	case International:
		left, right = inUL, inUR
	default:
		p.dameoPromotions(l)
		return
	}
	addManSteps(l, p.Side, p.Men(p.Side), p.Empty()&promoMask[p.Variant][p.Side&1], left, right)
}

// dameoPromotions filters the quiet moves by Promotes: Dameo's men also
// move as a line, from well behind the far row.
func (p *Position) dameoPromotions(l *MoveList) {
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
