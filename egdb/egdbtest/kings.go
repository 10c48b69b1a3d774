// Positions of kings alone.

package egdbtest

import (
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// KingsOnly calls f with every position of White kings on the squares
// (0-based, Hub order) of strong and one Black king on lone, for each side
// to move, where strong is every set of n distinct squares and lone any
// other square. quiet tells whether neither side would have a capture if
// it were to move.
func KingsOnly(t testing.TB, v movegen.Variant, n int, f func(p *movegen.Position, lone int, quiet bool)) {
	t.Helper()
	bit := func(sq int) uint64 { return 1 << v.Bit(movegen.Square(sq)) }
	var rec func(from int, white uint64, left int)
	rec = func(from int, white uint64, left int) {
		if left > 0 {
			for sq := from; sq < v.Squares(); sq++ {
				rec(sq+1, white|bit(sq), left-1)
			}
			return
		}
		for lone := 0; lone < v.Squares(); lone++ {
			if white&bit(lone) != 0 {
				continue
			}
			for _, side := range []movegen.Color{movegen.White, movegen.Black} {
				p, err := movegen.NewPosition(v, side, white, bit(lone), white|bit(lone))
				if err != nil {
					t.Fatal(err)
				}
				other := p
				other.Side ^= 1
				f(&p, lone, !p.HasCapture() && !other.HasCapture())
			}
		}
	}
	rec(0, 0, n)
}
