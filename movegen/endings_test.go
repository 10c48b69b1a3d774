// Kings flying far: HasCapture against the captures listed, the quiet
// moves from the rays against those of the square tables.

package movegen

import (
	"slices"
	"testing"
)

// TestHasCaptureFlyingKings checks, for International and Killer, that
// HasCapture is true exactly when GenerateCaptures lists a capture, on
// every placement of a White king, a Black piece (man or king) and a
// third piece of either colour (a blocker or a second target), White or
// Black to move, and on seeded random endings of four kings and two men.
func TestHasCaptureFlyingKings(t *testing.T) {
	for _, v := range []Variant{International, Killer} {
		g := &geometries[v]
		var squares []uint64
		for b := g.board; b != 0; b &= b - 1 {
			squares = append(squares, b&-b)
		}
		var l MoveList
		checked, captures := 0, 0
		check := func(p Position) {
			p.GenerateCaptures(&l)
			if p.HasCapture() != (l.N > 0) {
				t.Fatalf("%v %s: HasCapture = %v, %d captures listed", v, p.FEN(), p.HasCapture(), l.N)
			}
			checked++
			if l.N > 0 {
				captures++
			}
		}
		for _, k := range squares {
			for _, e := range squares {
				if e == k {
					continue
				}
				for _, x := range squares {
					if x == k || x == e || x&(g.promo[0]|g.promo[1]) != 0 {
						continue // the third piece a man, off the crowning rows
					}
					for third := range 2 {
						for _, side := range []Color{White, Black} {
							p := Position{Variant: v, Side: side, Kings: k}
							p.Pieces[White] = k
							p.Pieces[Black] = e
							p.Pieces[third] |= x
							if e&(g.promo[0]|g.promo[1]) != 0 {
								p.Kings |= e // no man on a crowning row
							}
							check(p)
						}
					}
				}
			}
		}
		for _, p := range endingPositions(v, 20000) {
			check(p)
		}
		if captures == 0 || captures == checked {
			t.Fatalf("%v: %d of %d positions with a capture: the check cannot tell", v, captures, checked)
		}
	}
}

// TestRaySlidesAsSlides checks International's quiet moves, the kings'
// read from their rays, against the kings' moves of the square tables
// (addSlides), in the same order, on random endings of four kings and two
// men.
func TestRaySlidesAsSlides(t *testing.T) {
	var got, want MoveList
	for _, p := range endingPositions(International, 20000) {
		p.GenerateQuiet(&got)
		want.N = 0
		empty := p.Empty()
		addManSteps(&want, p.Side, p.Men(p.Side), empty, inUL, inUR)
		addSlides(&want, &geometries[International], p.KingsOf(p.Side), empty, diagonalDirs)
		if !slices.Equal(got.Slice(), want.Slice()) {
			t.Fatalf("%s: quiet moves %v, want %v", p.FEN(), got.Slice(), want.Slice())
		}
	}
}
