// Slices: one material with the ranks of the leading men, and the order
// in which they are built.

package index

import (
	"fmt"
	"math/bits"
	"sort"
)

// MaxPieces bounds the pieces of a database (the slot table grows as the
// fourth power of it).
const MaxPieces = 10

// Material names a slice: the men and kings of the side to move (White)
// and of the other side (Black), and the rank of each side's most
// advanced man (0 without men; Black's rank counted from Black's side).
type Material struct {
	WM, WK, BM, BK int
	WL, BL         int
}

// Pieces returns the number of pieces on the board.
func (m Material) Pieces() int { return m.WM + m.WK + m.BM + m.BK }

// Partner returns the material of the positions reached by a quiet move
// that stays in the slice: the colours swap with the side to move.
func (m Material) Partner() Material {
	return Material{m.BM, m.BK, m.WM, m.WK, m.BL, m.WL}
}

// Name returns the file name of the slice without its extension, e.g.
// "1m2k-0m1k-r30": one White man and two kings against one Black king,
// White's leading man on rank 3.
func (m Material) Name() string {
	return fmt.Sprintf("%dm%dk-%dm%dk-r%d%d", m.WM, m.WK, m.BM, m.BK, m.WL, m.BL)
}

// ParseName reads a name written by name.
func ParseName(s string) (Material, bool) {
	var m Material
	var leads string
	n, err := fmt.Sscanf(s, "%dm%dk-%dm%dk-r%s", &m.WM, &m.WK, &m.BM, &m.BK, &leads)
	if err != nil || n != 5 || len(leads) != 2 || leads[0] < '0' || leads[0] > '9' || leads[1] < '0' || leads[1] > '9' {
		return m, false
	}
	m.WL, m.BL = int(leads[0]-'0'), int(leads[1]-'0')
	return m, m.Name() == s
}

// MaterialOf returns the slice of the normalised position n.
func (b *Board) MaterialOf(n Normal) Material {
	wm, bm := n.White&^n.Kings, n.Black&^n.Kings
	return Material{
		WM: bits.OnesCount64(wm), WK: bits.OnesCount64(n.White & n.Kings),
		BM: bits.OnesCount64(bm), BK: bits.OnesCount64(n.Black & n.Kings),
		WL: b.Lead(wm), BL: b.blackLead(bm),
	}
}

// SlicesOf lists every non-empty slice of exactly the given number of
// pieces where both sides have a piece.
func (b *Board) SlicesOf(pieces int) []Material {
	var out []Material
	for w := 1; w < pieces; w++ {
		for wm := 0; wm <= w; wm++ {
			for bm := 0; bm <= pieces-w; bm++ {
				for wl := 0; wl < b.leadsFor(wm); wl++ {
					for bl := 0; bl < b.leadsFor(bm); bl++ {
						m := Material{wm, w - wm, bm, pieces - w - bm, wl, bl}
						if b.Count(m) > 0 {
							out = append(out, m)
						}
					}
				}
			}
		}
	}
	return out
}

// Holds reports whether m names a slice of this board: no negative count,
// a piece on each side, at most maxPieces pieces, leading ranks on the
// board (0 for a side without men) and at least one position.
func (b *Board) Holds(m Material) bool {
	if m.WM < 0 || m.WK < 0 || m.BM < 0 || m.BK < 0 || m.WM+m.WK == 0 || m.BM+m.BK == 0 || m.Pieces() > MaxPieces ||
		m.WL < 0 || m.WL >= b.leadsFor(m.WM) || m.BL < 0 || m.BL >= b.leadsFor(m.BM) {
		return false
	}
	return b.Count(m) > 0
}

// leadsFor returns how many leading ranks a side with men men may have.
func (b *Board) leadsFor(men int) int {
	if men == 0 {
		return 1
	}
	return b.Ranks
}

// Unit is what the builder solves at once: a slice and its partner (the
// same slice when the material is symmetric).
type Unit struct{ A, B Material }

// Units returns every unit of up to pieces pieces in build order: fewer
// pieces first (captures leave them), then fewer men (promotions), then
// the more advanced leading men first (advancing the leading man leaves a
// slice for one of higher rank).
func (b *Board) Units(pieces int) []Unit {
	var out []Unit
	seen := map[Material]bool{}
	for n := 2; n <= pieces; n++ {
		for _, m := range b.SlicesOf(n) {
			if seen[m] {
				continue
			}
			seen[m], seen[m.Partner()] = true, true
			out = append(out, Unit{m, m.Partner()})
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		x, y := out[i].A, out[j].A
		if x.Pieces() != y.Pieces() {
			return x.Pieces() < y.Pieces()
		}
		if x.WM+x.BM != y.WM+y.BM {
			return x.WM+x.BM < y.WM+y.BM
		}
		return x.WL+x.BL > y.WL+y.BL
	})
	return out
}

// Slices returns the slices of u, one when u is symmetric.
func (u Unit) Slices() []Material {
	if u.A == u.B {
		return []Material{u.A}
	}
	return []Material{u.A, u.B}
}
