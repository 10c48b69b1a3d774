// OffersCapture against playing the move and asking for a capture.

package movegen_test

import (
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestOffersCapture checks OffersCapture against the position after each
// quiet move, on the positions of random games and random placements of
// every variant, and by hand on an exchange, a hanging man and a move that
// opens a capture behind it.
func TestOffersCapture(t *testing.T) {
	var l movegen.MoveList
	for _, v := range movegen.Variants {
		offers, quiet := 0, 0
		for _, p := range symPositions(v, 40, 200) {
			if p.HasCapture() {
				continue
			}
			p.Generate(&l)
			for _, m := range l.Slice() {
				q := p.Play(m)
				want := q.HasCapture()
				if got := p.OffersCapture(m); got != want {
					t.Fatalf("%s %s: move %v offers a capture: %v, want %v", v, p.FEN(), m, got, want)
				}
				quiet++
				if want {
					offers++
				}
			}
		}
		if offers == 0 || offers == quiet {
			t.Errorf("%s: %d of %d quiet moves offer a capture: want some and not all", v, offers, quiet)
		}
	}
	// International by hand: 21 takes 27 onto the 32 it came from; 18 is
	// not next to 27; 33-29 leaves 28 to 22, which lands on 33; 28-23
	// stands next to no black man.
	for _, c := range []struct {
		fen, move string
		want      bool
	}{
		{"W:W32,38:B21", "32-27", true},
		{"W:W32,38:B18", "32-27", false},
		{"W:W28,33:B17,22", "33-29", true},
		{"W:W28,33:B17,22", "28-23", false},
	} {
		p, err := movegen.ParseFEN(movegen.International, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.OffersCapture(m); got != c.want {
			t.Errorf("%s %s: offers a capture %v, want %v", c.fen, c.move, got, c.want)
		}
	}
}
