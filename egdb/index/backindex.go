// The indices of the positions a quiet move leads from, sharing between
// the moves of one position what they leave unchanged.

package index

import "github.com/damaengine/damaengine/movegen"

// Predecessors computes the indices in layout l of the positions before
// the quiet moves of the side that just moved in a position n, each
// played backwards. Those positions are n turned half a turn with the
// colours swapped and one piece of the new White moved: their Black
// pieces, and for a king's move their men, are those of every move.
//
// Where the board holds the kings' runs, one move played backwards may
// come from several positions: the mover's run before a man's move, or
// before a king's first move of a run, was any other (see AppendKing);
// the other side's run is n's.
type Predecessors struct {
	b              *Board
	l              *Layout
	wm, wk, bm, bk uint64 // the pieces before any move: White men and kings, Black men and kings
	free           uint64 // the squares free of men
	iwm, ibm       uint64 // the men's fields of the index (iwm: without a man's move)
	kingsBase      uint64 // the index's men's fields, times the kings' placements, for a king's move
	moverRun       movegen.KingRun
	bRun           uint64 // the index of Black's run, n's side to move
}

// PredecessorsOf prepares the indices in l of the positions before n's
// quiet moves of its Black side.
func (b *Board) PredecessorsOf(l *Layout, n Normal) Predecessors {
	white, black, kings := b.turnBits(n.Black), b.turnBits(n.White), b.turnBits(n.Kings)
	p := Predecessors{b: b, l: l, wm: white &^ kings, wk: white & kings, bm: black &^ kings, bk: black & kings, moverRun: n.Runs.Black()}
	p.free = b.all &^ (p.wm | p.bm)
	p.iwm = colex(b.menOrder(p.wm)) - l.wmBase
	p.ibm = colex(b.blackMenOrder(p.bm)) - l.bmBase
	p.kingsBase = (p.iwm*l.bmN + p.ibm) * l.WKN * l.BKN
	p.bRun = runIndex(b.turnRun(n.Runs.White()), p.bk)
	return p
}

// AppendKing appends to at the indices of the positions before the move
// of a king from from to to (n's bits). Where runs count, the king's run
// in n says which: after its second or third move in a row, the run one
// move shorter; after its first, no run or a run of any other king; a
// run of another king, or none, in n: no position (that king did not
// make n's last move).
func (p *Predecessors) AppendKing(at []uint64, from, to uint8) []uint64 {
	wk := p.wk&^(1<<p.b.turn[from]) | 1<<p.b.turn[to]
	i := p.kingsBase + ordinalsRank(wk, p.free)*p.l.BKN + ordinalsRank(p.bk, p.free&^wk)
	if p.l.wRuns == 1 {
		return append(at, p.withRuns(i, 0))
	}
	r := p.moverRun
	switch {
	case r.Count() == 0 || r.Bit() != int(from):
		return at
	case r.Count() > 1:
		before := movegen.NewKingRun(int(p.b.turn[to]), r.Count()-1)
		return append(at, p.withRuns(i, runIndex(before, wk)))
	}
	skip := runIndex(movegen.NewKingRun(int(p.b.turn[to]), 1), wk)
	for x := uint64(0); x < p.l.wRuns; x++ {
		if x < skip || x >= skip+runsPerKing {
			at = append(at, p.withRuns(i, x))
		}
	}
	return at
}

// AppendMan appends to at the indices of the positions before the move
// of a man from from to to (n's bits): none when that man stood behind
// the layout's leading rank (the position is of another slice), or where
// runs count, when n has a run of the mover (a man's move ends it);
// else one for each run the mover may have had.
func (p *Predecessors) AppendMan(at []uint64, from, to uint8) []uint64 {
	wm := p.wm&^(1<<p.b.turn[from]) | 1<<p.b.turn[to]
	if p.b.Lead(wm) != p.l.Material.WL || p.moverRun.Count() != 0 {
		return at
	}
	i := p.fields(colex(p.b.menOrder(wm))-p.l.wmBase, p.b.all&^(wm|p.bm), p.wk)
	for x := uint64(0); x < p.l.wRuns; x++ {
		at = append(at, p.withRuns(i, x))
	}
	return at
}

// withRuns returns index i of the placements with White's run x and
// Black's run prepared.
func (p *Predecessors) withRuns(i, x uint64) uint64 {
	return (x*p.l.bRuns+p.bRun)*p.l.placements + i
}

// fields returns the index of White men field iwm, the squares free of
// men free and White kings wk, with the Black pieces prepared.
func (p *Predecessors) fields(iwm, free, wk uint64) uint64 {
	l := p.l
	iwk := ordinalsRank(wk, free)
	ibk := ordinalsRank(p.bk, free&^wk)
	return ((iwm*l.bmN+p.ibm)*l.WKN+iwk)*l.BKN + ibk
}
