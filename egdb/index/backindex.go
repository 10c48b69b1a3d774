// The indices of the positions a quiet move leads from, sharing between
// the moves of one position what they leave unchanged.

package index

// Predecessors computes the indices in layout l of the positions before
// the quiet moves of the side that just moved in a position n, each
// played backwards. Those positions are n turned half a turn with the
// colours swapped and one piece of the new White moved: their Black
// pieces, and for a king's move their men, are those of every move.
type Predecessors struct {
	b              *Board
	l              *Layout
	wm, wk, bm, bk uint64 // the pieces before any move: White men and kings, Black men and kings
	free           uint64 // the squares free of men
	iwm, ibm       uint64 // the men's fields of the index (iwm: without a man's move)
}

// PredecessorsOf prepares the indices in l of the positions before n's
// quiet moves of its Black side.
func (b *Board) PredecessorsOf(l *Layout, n Normal) Predecessors {
	white, black, kings := b.turnBits(n.Black), b.turnBits(n.White), b.turnBits(n.Kings)
	p := Predecessors{b: b, l: l, wm: white &^ kings, wk: white & kings, bm: black &^ kings, bk: black & kings}
	p.free = b.all &^ (p.wm | p.bm)
	p.iwm = colex(b.menOrder(p.wm)) - l.wmBase
	p.ibm = colex(b.blackMenOrder(p.bm)) - l.bmBase
	return p
}

// King returns the index of the position before the move of a king from
// from to to (n's bits).
func (p *Predecessors) King(from, to uint8) uint64 {
	wk := p.wk&^(1<<p.b.turn[from]) | 1<<p.b.turn[to]
	return p.fields(p.iwm, p.free, wk)
}

// Man returns the index of the position before the move of a man from
// from to to (n's bits); ok is false when that man stood behind the
// layout's leading rank (the position is of another slice).
func (p *Predecessors) Man(from, to uint8) (j uint64, ok bool) {
	wm := p.wm&^(1<<p.b.turn[from]) | 1<<p.b.turn[to]
	if p.b.Lead(wm) != p.l.Material.WL {
		return 0, false
	}
	return p.fields(colex(p.b.menOrder(wm))-p.l.wmBase, p.b.all&^(wm|p.bm), p.wk), true
}

// fields returns the index of White men field iwm, the squares free of
// men free and White kings wk, with the Black pieces prepared.
func (p *Predecessors) fields(iwm, free, wk uint64) uint64 {
	l := p.l
	iwk := colex(ordinals(wk, free))
	ibk := colex(ordinals(p.bk, free&^wk))
	return ((iwm*l.bmN+p.ibm)*l.WKN+iwk)*l.BKN + ibk
}
