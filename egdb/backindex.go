// The indices of the positions a quiet move leads from, sharing between
// the moves of one position what they leave unchanged.

package egdb

import "github.com/damaengine/damaengine/movegen"

// backBuffer holds, for back, the indices of one position's predecessors
// and their states as read.
type backBuffer struct {
	at   [movegen.MaxMoves]uint64
	seen [movegen.MaxMoves]state
}

// predecessors computes the indices in layout l of the positions before
// the quiet moves of the side that just moved in a position n, each
// played backwards. Those positions are n turned half a turn with the
// colours swapped and one piece of the new White moved: their Black
// pieces, and for a king's move their men, are those of every move.
type predecessors struct {
	b              *board
	l              *layout
	wm, wk, bm, bk uint64 // the pieces before any move: White men and kings, Black men and kings
	free           uint64 // the squares free of men
	iwm, ibm       uint64 // the men's fields of the index (iwm: without a man's move)
}

// predecessorsOf prepares the indices in l of the positions before n's
// quiet moves of its Black side.
func (b *board) predecessorsOf(l *layout, n normal) predecessors {
	white, black, kings := b.turnBits(n.black), b.turnBits(n.white), b.turnBits(n.kings)
	p := predecessors{b: b, l: l, wm: white &^ kings, wk: white & kings, bm: black &^ kings, bk: black & kings}
	p.free = b.all &^ (p.wm | p.bm)
	p.iwm = colex(b.menOrder(p.wm)) - l.wmBase
	p.ibm = colex(b.blackMenOrder(p.bm)) - l.bmBase
	return p
}

// king returns the index of the position before the move of a king from
// from to to (n's bits).
func (p *predecessors) king(from, to uint8) uint64 {
	wk := p.wk&^(1<<p.b.turn[from]) | 1<<p.b.turn[to]
	return p.fields(p.iwm, p.free, wk)
}

// man returns the index of the position before the move of a man from
// from to to (n's bits); ok is false when that man stood behind the
// layout's leading rank (the position is of another slice).
func (p *predecessors) man(from, to uint8) (j uint64, ok bool) {
	wm := p.wm&^(1<<p.b.turn[from]) | 1<<p.b.turn[to]
	if p.b.lead(wm) != p.l.m.wl {
		return 0, false
	}
	return p.fields(colex(p.b.menOrder(wm))-p.l.wmBase, p.b.all&^(wm|p.bm), p.wk), true
}

// fields returns the index of White men field iwm, the squares free of
// men free and White kings wk, with the Black pieces prepared.
func (p *predecessors) fields(iwm, free, wk uint64) uint64 {
	l := p.l
	iwk := colex(ordinals(wk, free))
	ibk := colex(ordinals(p.bk, free&^wk))
	return ((iwm*l.bmN+p.ibm)*l.wkN+iwk)*l.bkN + ibk
}
