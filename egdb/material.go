// Slices: one material with the ranks of the leading men, and the order
// in which they are built.

package egdb

import (
	"fmt"
	"math/bits"
	"sort"
)

// material names a slice: the men and kings of the side to move (White)
// and of the other side (Black), and the rank of each side's most
// advanced man (0 without men; Black's rank counted from Black's side).
type material struct {
	wm, wk, bm, bk int
	wl, bl         int
}

// pieces returns the number of pieces on the board.
func (m material) pieces() int { return m.wm + m.wk + m.bm + m.bk }

// partner returns the material of the positions reached by a quiet move
// that stays in the slice: the colours swap with the side to move.
func (m material) partner() material {
	return material{m.bm, m.bk, m.wm, m.wk, m.bl, m.wl}
}

// name returns the file name of the slice without its extension, e.g.
// "1m2k-0m1k-r30": one White man and two kings against one Black king,
// White's leading man on rank 3.
func (m material) name() string {
	return fmt.Sprintf("%dm%dk-%dm%dk-r%d%d", m.wm, m.wk, m.bm, m.bk, m.wl, m.bl)
}

// parseName reads a name written by name.
func parseName(s string) (material, bool) {
	var m material
	var leads string
	n, err := fmt.Sscanf(s, "%dm%dk-%dm%dk-r%s", &m.wm, &m.wk, &m.bm, &m.bk, &leads)
	if err != nil || n != 5 || len(leads) != 2 || leads[0] < '0' || leads[0] > '9' || leads[1] < '0' || leads[1] > '9' {
		return m, false
	}
	m.wl, m.bl = int(leads[0]-'0'), int(leads[1]-'0')
	return m, m.name() == s
}

// materialOf returns the slice of the normalised position n.
func (b *board) materialOf(n normal) material {
	wm, bm := n.white&^n.kings, n.black&^n.kings
	return material{
		wm: bits.OnesCount64(wm), wk: bits.OnesCount64(n.white & n.kings),
		bm: bits.OnesCount64(bm), bk: bits.OnesCount64(n.black & n.kings),
		wl: b.lead(wm), bl: b.blackLead(bm),
	}
}

// slicesOf lists every non-empty slice of exactly the given number of
// pieces where both sides have a piece.
func (b *board) slicesOf(pieces int) []material {
	var out []material
	for w := 1; w < pieces; w++ {
		for wm := 0; wm <= w; wm++ {
			for bm := 0; bm <= pieces-w; bm++ {
				for wl := 0; wl < b.leadsFor(wm); wl++ {
					for bl := 0; bl < b.leadsFor(bm); bl++ {
						m := material{wm, w - wm, bm, pieces - w - bm, wl, bl}
						if b.count(m) > 0 {
							out = append(out, m)
						}
					}
				}
			}
		}
	}
	return out
}

// holds reports whether m names a slice of this board: no negative count,
// a piece on each side, at most maxPieces pieces, leading ranks on the
// board (0 for a side without men) and at least one position.
func (b *board) holds(m material) bool {
	if m.wm < 0 || m.wk < 0 || m.bm < 0 || m.bk < 0 || m.wm+m.wk == 0 || m.bm+m.bk == 0 || m.pieces() > maxPieces ||
		m.wl < 0 || m.wl >= b.leadsFor(m.wm) || m.bl < 0 || m.bl >= b.leadsFor(m.bm) {
		return false
	}
	return b.count(m) > 0
}

// leadsFor returns how many leading ranks a side with men men may have.
func (b *board) leadsFor(men int) int {
	if men == 0 {
		return 1
	}
	return b.ranks
}

// unit is what the builder solves at once: a slice and its partner (the
// same slice when the material is symmetric).
type unit struct{ a, b material }

// units returns every unit of up to pieces pieces in build order: fewer
// pieces first (captures leave them), then fewer men (promotions), then
// the more advanced leading men first (advancing the leading man leaves a
// slice for one of higher rank).
func (b *board) units(pieces int) []unit {
	var out []unit
	seen := map[material]bool{}
	for n := 2; n <= pieces; n++ {
		for _, m := range b.slicesOf(n) {
			if seen[m] {
				continue
			}
			seen[m], seen[m.partner()] = true, true
			out = append(out, unit{m, m.partner()})
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		x, y := out[i].a, out[j].a
		if x.pieces() != y.pieces() {
			return x.pieces() < y.pieces()
		}
		if x.wm+x.bm != y.wm+y.bm {
			return x.wm+x.bm < y.wm+y.bm
		}
		return x.wl+x.bl > y.wl+y.bl
	})
	return out
}

// slices returns the slices of u, one when u is symmetric.
func (u unit) slices() []material {
	if u.a == u.b {
		return []material{u.a}
	}
	return []material{u.a, u.b}
}
