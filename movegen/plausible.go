// A cheap check that a position can arise in a game of its variant.

package movegen

import (
	"fmt"
	"math/bits"
)

// Plausible reports why p cannot arise in a game of its variant, as far as
// a cheap check tells: a side with more pieces than the start position
// gives it (men on their crowning row are refused by the parsers). It
// returns nil otherwise; p may still be unreachable.
func (p *Position) Plausible() error {
	start := StartPosition(p.Variant)
	for c := White; c <= Black; c++ {
		if n, most := bits.OnesCount64(p.Pieces[c]), bits.OnesCount64(start.Pieces[c]); n > most {
			return fmt.Errorf("%s has %d pieces, more than the %d of a %s game's start", c, n, most, p.Variant)
		}
	}
	return nil
}
