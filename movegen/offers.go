// Offers: quiet moves after which the opponent must capture.

package movegen

// OffersCapture reports whether the quiet move m of p leaves the opponent
// a capture: an exchange offered, a piece left hanging, or a shot set up.
// It equals p.Play(m).HasCapture(); in International's variants without
// enemy kings (but Breakthrough, where a man crowned ends the game, and
// Frisian, whose men also capture orthogonally) it is
// a few shifts on the bitboards after the move, with no position built.
func (p *Position) OffersCapture(m Move) bool {
	them := p.Side.Other()
	if p.Variant.Base() != International || p.Variant == Breakthrough || p.Variant.FrisianRules() || p.KingsOf(them) != 0 {
		q := p.Play(m)
		return q.HasCapture()
	}
	moved := uint64(1)<<m.From | uint64(1)<<m.To
	own, empty, men := p.Pieces[p.Side]^moved, p.Empty()^moved, p.Men(them)
	return ((men>>inUL&own)>>inUL|(men>>inUR&own)>>inUR|
		(men<<inDL&own)<<inDL|(men<<inDR&own)<<inDR)&empty != 0
}
