package match

import (
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// FuzzLoadOpenings feeds any text to LoadOpenings, as a FEN list and as
// PDN, for each variant: an error or positions of that variant, never a
// panic.
func FuzzLoadOpenings(f *testing.F) {
	f.Add("W:W21-32:B1-12\n# comment\nB:W18,21-32:B1-12\n", "a.fen")
	f.Add(pdnBallots, "b.pdn")
	f.Add("W:Wa1,b1:Bh8\n", "d.fen")
	f.Fuzz(func(t *testing.T, text, name string) {
		for _, v := range movegen.Variants {
			list, err := LoadOpenings(strings.NewReader(text), name, v)
			if err != nil {
				continue
			}
			for _, p := range list {
				if p.Variant != v {
					t.Fatalf("a %s opening read as %s", p.Variant, v)
				}
			}
		}
	})
}
