// Random positions of a database's endings, for measuring probes.

package egdb

import (
	"math/rand/v2"
	"sort"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// RandomPositions returns n positions of variant v with 2 to pieces
// pieces, each ending drawn in proportion to its positions and either
// side to move, from the random source r. Positions with a capture
// pending are among them, as they are in play.
func RandomPositions(v movegen.Variant, pieces, n int, r *rand.Rand) []movegen.Position {
	if int(v) >= len(index.Boards) || pieces < 2 || pieces > index.MaxPieces {
		return nil
	}
	b := &index.Boards[v]
	var layouts []index.Layout
	var cum []uint64
	var total uint64
	for k := 2; k <= pieces; k++ {
		for _, m := range b.SlicesOf(k) {
			l := b.LayoutOf(m)
			total += l.Count
			layouts, cum = append(layouts, l), append(cum, total)
		}
	}
	out := make([]movegen.Position, 0, n)
	for len(out) < n {
		x := r.Uint64N(total)
		s := sort.Search(len(cum), func(i int) bool { return cum[i] > x })
		l := &layouts[s]
		nm, ok := b.Decode(l, x-(cum[s]-l.Count))
		if !ok {
			continue
		}
		p := b.Position(nm)
		if r.IntN(2) == 1 {
			p = b.Turned(nm)
		}
		out = append(out, p)
	}
	return out
}
