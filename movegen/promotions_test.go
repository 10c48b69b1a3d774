// GeneratePromotions against the quiet moves that crown a man.

package movegen_test

import (
	"slices"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestGeneratePromotions checks GeneratePromotions against the quiet moves
// after which the moved piece is a king that was a man, in the same order,
// on the positions of random games and random placements of every variant,
// and by hand in International.
func TestGeneratePromotions(t *testing.T) {
	var quiet, got movegen.MoveList
	for _, v := range movegen.Variants {
		found := 0
		for _, p := range symPositions(v, 40, 400) {
			p.GenerateQuiet(&quiet)
			var want []movegen.Move
			for _, m := range quiet.Slice() {
				q := p.Play(m)
				if p.Kings&(1<<m.From) == 0 && q.Kings&(1<<m.To) != 0 {
					want = append(want, m)
				}
			}
			p.GeneratePromotions(&got)
			if !slices.Equal(got.Slice(), want) {
				t.Fatalf("%s %s: promotions %v, want %v", v, p.FEN(), got.Slice(), want)
			}
			found += len(want)
		}
		if found == 0 {
			t.Errorf("%s: no promotion in the test positions", v)
		}
	}
	// 6 crowns on 1; 9 on 4 (3 is taken); 12 is two rows away; black's
	// man on 3 is not the side to move.
	p, err := movegen.ParseFEN(movegen.International, "W:W6,9,12:B3")
	if err != nil {
		t.Fatal(err)
	}
	p.GeneratePromotions(&got)
	var names []string
	for _, m := range got.Slice() {
		names = append(names, p.FormatPDN(m))
	}
	slices.Sort(names)
	if !slices.Equal(names, []string{"6-1", "9-4"}) {
		t.Errorf("promotions of %s: %v, want [6-1 9-4]", p.FEN(), names)
	}
}
