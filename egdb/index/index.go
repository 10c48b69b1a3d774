// Indexing: the positions of a slice as numbers 0..count-1 and back.

package index

import "math/bits"

// maxChoose bounds the pieces of one kind a slice may hold.
const maxChoose = 16

// binomial[n][k] is n choose k.
var binomial [65][maxChoose + 1]uint64

func init() {
	for n := range binomial {
		binomial[n][0] = 1
		for k := 1; k <= maxChoose && k <= n; k++ {
			binomial[n][k] = binomial[n-1][k-1]
			if k <= n-1 {
				binomial[n][k] += binomial[n-1][k]
			}
		}
	}
}

// choose returns n choose k, 0 when k > n.
func choose(n, k int) uint64 {
	if k > n || n < 0 {
		return 0
	}
	return binomial[n][k]
}

// menCount returns the number of placements of men men with the most
// advanced on rank lead.
func (b *Board) menCount(men, lead int) uint64 {
	if men == 0 {
		return 1
	}
	return choose((lead+1)*b.perRow, men) - choose(lead*b.perRow, men)
}

// Layout is the mixed radix of a slice's index: White's run, Black's
// run, White men, Black men, White kings, Black kings, the last varying
// fastest. The runs have one state but where the board holds them
// (runs.go).
type Layout struct {
	Material           Material
	wmN, bmN, WKN, BKN uint64
	wRuns, bRuns       uint64 // the run states of each side
	placements         uint64 // the indices of one pair of runs
	Count              uint64
	wmBase, bmBase     uint64 // placements below the leading rank
}

// LayoutOf returns the layout of slice m.
func (b *Board) LayoutOf(m Material) Layout {
	free := b.squares - m.WM - m.BM
	l := Layout{
		Material: m,
		wmN:      b.menCount(m.WM, m.WL), bmN: b.menCount(m.BM, m.BL),
		WKN: choose(free, m.WK), BKN: choose(free-m.WK, m.BK),
	}
	if m.WM > 0 {
		l.wmBase = choose(m.WL*b.perRow, m.WM)
	}
	if m.BM > 0 {
		l.bmBase = choose(m.BL*b.perRow, m.BM)
	}
	l.wRuns, l.bRuns = b.runStates(m.WM, m.WK), b.runStates(m.BM, m.BK)
	l.placements = l.wmN * l.bmN * l.WKN * l.BKN
	l.Count = l.placements * l.wRuns * l.bRuns
	return l
}

// Count returns the number of indices of slice m.
func (b *Board) Count(m Material) uint64 { return b.LayoutOf(m).Count }

// colex returns the colexicographic rank of the set bits of set.
func colex(set uint64) uint64 {
	var r uint64
	for k := 1; set != 0; k++ {
		r += binomial[bits.TrailingZeros64(set)][k] // 0 when k exceeds it
		set &= set - 1
	}
	return r
}

// uncolex returns the k-element subset of 0..n-1 of colexicographic rank
// r.
func uncolex(r uint64, k, n int) uint64 {
	var set uint64
	c := n - 1
	for ; k > 0; k-- {
		for choose(c, k) > r {
			c--
		}
		set |= 1 << c
		r -= choose(c, k)
		c--
	}
	return set
}

// menOrder returns the man orders of the White men in men as a set.
func (b *Board) menOrder(men uint64) uint64 {
	var set uint64
	for ; men != 0; men &= men - 1 {
		set |= 1 << uint(b.manPos[bits.TrailingZeros64(men)])
	}
	return set
}

// blackMenOrder returns the man orders of the Black men in men, each
// seen from Black's side: menOrder of the men turned half a turn.
func (b *Board) blackMenOrder(men uint64) uint64 {
	var set uint64
	for ; men != 0; men &= men - 1 {
		set |= 1 << uint(b.manPos[b.turn[bits.TrailingZeros64(men)]])
	}
	return set
}

// menBits is menOrder's inverse.
func (b *Board) menBits(set uint64) uint64 {
	var men uint64
	for ; set != 0; set &= set - 1 {
		men |= 1 << b.posBit[bits.TrailingZeros64(set)]
	}
	return men
}

// ordinalsRank returns the colexicographic rank of the ordinals of the
// bits of set among the bits of free (set within free): the k-th lowest
// bit of set, its ordinal o, adds o choose k. One or two bits, the most a
// side's kings have in most slices, take their own formulas: a slice's
// positions all take the same case, so the test is predicted where a
// loop's end is not.
func ordinalsRank(set, free uint64) uint64 {
	rest := set & (set - 1) // set less its lowest bit
	switch {
	case set == 0:
		return 0
	case rest == 0:
		return uint64(bits.OnesCount64(free & (set - 1)))
	case rest&(rest-1) == 0: // the second bit's ordinal o adds o choose 2
		o := uint64(bits.OnesCount64(free & (rest - 1)))
		return uint64(bits.OnesCount64(free&(set&-set-1))) + o*(o-1)/2
	}
	var r uint64
	for k := 1; set != 0; k++ {
		r += binomial[bits.OnesCount64(free&(set&-set-1))][k]
		set &= set - 1
	}
	return r
}

// fromOrdinals is ordinals' inverse.
func fromOrdinals(ords, free uint64) uint64 {
	var out uint64
	for ; free != 0 && ords != 0; free &= free - 1 {
		if ords&1 != 0 {
			out |= free & -free
		}
		ords >>= 1
	}
	return out
}

// Index returns the index in l of the normalised position n, which must
// be of l's material.
func (b *Board) Index(l *Layout, n Normal) uint64 {
	wm, bm := n.White&^n.Kings, n.Black&^n.Kings
	wk, bk := n.White&n.Kings, n.Black&n.Kings
	iwm := colex(b.menOrder(wm)) - l.wmBase
	ibm := colex(b.blackMenOrder(bm)) - l.bmBase
	free := b.all &^ (wm | bm)
	iwk := ordinalsRank(wk, free)
	ibk := ordinalsRank(bk, free&^wk)
	i := ((iwm*l.bmN+ibm)*l.WKN+iwk)*l.BKN + ibk
	if l.wRuns*l.bRuns == 1 {
		return i
	}
	return (runIndex(n.Runs.White(), wk)*l.bRuns+runIndex(n.Runs.Black(), bk))*l.placements + i
}

// Decode returns the position of index i in l; ok is false for the
// indices that name no position (men of both sides on one square).
func (b *Board) Decode(l *Layout, i uint64) (n Normal, ok bool) {
	c := NewCursor(l)
	return b.DecodeAt(&c, i)
}

// Cursor decodes indices of one layout in rising order, keeping what
// the index before shares with the next: its men, and the squares left
// free for each kind of kings. Consecutive indices differ mostly in the
// Black kings alone, and the next set of kings in colexicographic order
// is the next larger number of as many bits (Gosper's step).
type Cursor struct {
	l      *Layout
	menAt  uint64 // the index divided by the kings' placements that the men fields hold; ^0: none
	ok     bool   // those men name positions (no men of both sides on one square)
	men    uint64 // men of both sides
	bm     uint64 // Black men
	free   uint64 // squares free of men
	freeSq squares
	wk     kingsAt
	bkSq   squares // the squares free of men and White kings
	bk     kingsAt
}

// squares lists the bits of a set in rising order.
type squares struct {
	n  int
	at [64]uint8
}

// kingsAt holds the kings of one side of the index a cursor last decoded.
type kingsAt struct {
	rank uint64 // their colexicographic rank; ^0: none
	ords uint64 // their ordinals among the free squares
	set  uint64 // their bits
}

// NewCursor returns a cursor over l.
func NewCursor(l *Layout) Cursor { return Cursor{l: l, menAt: ^uint64(0)} }

// DecodeAt returns what decode does for index i of c's layout.
func (b *Board) DecodeAt(c *Cursor, i uint64) (Normal, bool) {
	l := c.l
	var runs uint64
	if l.wRuns*l.bRuns != 1 { // a division the slices without runs need not pay
		runs = i / l.placements
		i %= l.placements
	}
	kings := l.WKN * l.BKN
	if men := i / kings; men != c.menAt {
		c.menAt = men
		wm := b.menBits(uncolex(men/l.bmN+l.wmBase, l.Material.WM, (l.Material.WL+1)*b.perRow))
		bm := b.turnBits(b.menBits(uncolex(men%l.bmN+l.bmBase, l.Material.BM, (l.Material.BL+1)*b.perRow)))
		c.ok = wm&bm == 0
		if !c.ok {
			return Normal{}, false
		}
		c.men, c.bm, c.free = wm|bm, bm, b.all&^(wm|bm)
		c.freeSq.of(c.free)
		c.wk.rank = ^uint64(0)
	}
	if !c.ok {
		return Normal{}, false
	}
	rest := i % kings
	if c.wk.next(rest/l.BKN, l.Material.WK, &c.freeSq) {
		c.bk.rank = ^uint64(0)
		if l.Material.BK > 0 {
			c.bkSq.of(c.free &^ c.wk.set)
		}
	}
	c.bk.next(rest%l.BKN, l.Material.BK, &c.bkSq)
	white := c.men&^c.bm | c.wk.set
	n := Normal{White: white, Black: c.bm | c.bk.set, Kings: c.wk.set | c.bk.set}
	if runs != 0 {
		n.Runs = PairRuns(runOf(runs/l.bRuns, c.wk.set), runOf(runs%l.bRuns, c.bk.set))
	}
	return n, true
}

// of lists the bits of set.
func (sq *squares) of(set uint64) {
	sq.n = 0
	for ; set != 0; set &= set - 1 {
		sq.at[sq.n] = uint8(bits.TrailingZeros64(set))
		sq.n++
	}
}

// next makes k hold the k kings of colexicographic rank r on the squares
// sq, stepping from the rank before when r follows it; it reports
// whether they changed.
func (k *kingsAt) next(r uint64, n int, sq *squares) bool {
	switch {
	case r == k.rank:
		return false
	case r == k.rank+1 && k.rank != ^uint64(0):
		low := k.ords & -k.ords
		up := k.ords + low
		k.ords = up | (up^k.ords)>>(2+bits.TrailingZeros64(k.ords))
	default:
		k.ords = uncolex(r, n, sq.n)
	}
	k.rank, k.set = r, 0
	for o := k.ords; o != 0; o &= o - 1 {
		k.set |= 1 << sq.at[bits.TrailingZeros64(o)]
	}
	return true
}
