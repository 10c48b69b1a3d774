// Tests of the square tables against the board coordinates.

package eval

import (
	"math/bits"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestSteps checks every one-square step against the row and file
// coordinates: the neighbour's bit, or nothing off the board.
func TestSteps(t *testing.T) {
	for _, v := range movegen.Variants {
		tb := &tabs[v]
		n := v.Squares()
		at := map[[2]int]int{}
		for i := 0; i < n; i++ {
			r, f := v.Place(movegen.Square(i))
			at[[2]int{r, f}] = i
		}
		if len(at) != n {
			t.Fatalf("%s: %d squares share coordinates", v, n-len(at))
		}
		for i := 0; i < n; i++ {
			r, f := v.Place(movegen.Square(i))
			from := uint64(1) << v.Bit(movegen.Square(i))
			for d := range numDirs {
				var want uint64
				if j, ok := at[[2]int{r + dirDelta[d][0], f + dirDelta[d][1]}]; ok {
					want = 1 << v.Bit(movegen.Square(j))
				}
				if got := tb.shift(from, d); got != want {
					t.Errorf("%s square %s dir %d: step gives %#x, want %#x", v, v.SquareName(movegen.Square(i)), d, got, want)
				}
			}
		}
	}
}

// squares returns the set of the named squares.
func squares(t *testing.T, v movegen.Variant, names ...string) uint64 {
	t.Helper()
	var b uint64
	for _, s := range names {
		sq, err := v.ParseSquare(s)
		if err != nil {
			t.Fatal(err)
		}
		b |= 1 << v.Bit(sq)
	}
	return b
}

// TestMasks checks the hand-known squares of the masks.
func TestMasks(t *testing.T) {
	it, in, da := movegen.Italian, movegen.International, movegen.Dameo
	W, B := movegen.White, movegen.Black
	cases := []struct {
		name      string
		got, want uint64
	}{
		{"italian white guard", tabs[it].guard[W], squares(t, it, "30", "31")},
		{"italian black guard", tabs[it].guard[B], squares(t, it, "2", "3")},
		{"italian centre", tabs[it].centre, squares(t, it, "14", "15", "18", "19")},
		{"italian long diagonal", tabs[it].longDiag, squares(t, it, "1", "5", "10", "14", "19", "23", "28", "32")},
		{"italian white back row", tabs[it].backRow[W], squares(t, it, "29", "30", "31", "32")},
		{"international white guard", tabs[in].guard[W], squares(t, in, "47", "48", "49")},
		{"international black guard", tabs[in].guard[B], squares(t, in, "2", "3", "4")},
		{"international centre", tabs[in].centre, squares(t, in, "22", "23", "24", "27", "28", "29")},
		{"international long diagonal", tabs[in].longDiag, squares(t, in, "46", "41", "37", "32", "28", "23", "19", "14", "10", "5")},
		{"international black near promotion", tabs[in].nearPromo[B], squares(t, in, "36", "37", "38", "39", "40", "41", "42", "43", "44", "45")},
		{"dameo white guard", tabs[da].guard[W], squares(t, da, "c1", "d1", "e1", "f1")},
		{"dameo black back row", tabs[da].backRow[B], squares(t, da, "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8")},
		{"dameo centre", tabs[da].centre, squares(t, da, "c4", "d4", "e4", "f4", "c5", "d5", "e5", "f5")},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: %#x, want %#x", c.name, c.got, c.want)
		}
	}
	// Rows advanced: a White man on its back row has advanced 0 rows, one
	// next to promotion side-2; all of White's Italian men at the start
	// have advanced 0+0+0+0 + 1*4 + 2*4 rows.
	start := movegen.StartPosition(it)
	var f Vector
	menTerms(&tabs[it], W, start.Men(W), &f)
	if f[Advance] != 12 {
		t.Errorf("italian start: White's men advanced %d rows, want 12", f[Advance])
	}
	for _, v := range movegen.Variants {
		tb := &tabs[v]
		if tb.phase[0] != 0 || tb.phase[bits.OnesCount64(movegen.StartPosition(v).Pieces[W])*2] != PhaseScale {
			t.Errorf("%s: phase table runs %d..%d", v, tb.phase[0], tb.phase[len(tb.phase)-1])
		}
	}
}

// TestPhase checks the phase Features returns against hand-counted boards:
// in International the rows the men still have to go (300 at the start,
// kings not counted), elsewhere the men on the board.
func TestPhase(t *testing.T) {
	cases := []struct {
		v     movegen.Variant
		fen   string
		phase int
	}{
		{movegen.International, "W:W31-50:B1-20", PhaseScale},
		// 46 is White's back row, 5 Black's: 9 rows to go each.
		{movegen.International, "W:W46:B5", 18 * PhaseScale / 300},
		{movegen.International, "B:WK1,46:B5,K50", 18 * PhaseScale / 300},
		// One row from promotion each.
		{movegen.International, "W:W6:B45", 2 * PhaseScale / 300},
		// Two White men a row from promotion, one on its back row.
		{movegen.International, "W:W6,7,46:B45", 12 * PhaseScale / 300},
		{movegen.International, "W:WK6:BK45", 0},
		{movegen.Italian, "W:W21-32:B1-12", PhaseScale},
		{movegen.Italian, "W:W29-32,13,14:B1-6", 12 * PhaseScale / 24},
	}
	for _, c := range cases {
		p, err := movegen.ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatalf("%s %s: %v", c.v, c.fen, err)
		}
		var f Vector
		if got := Features(&p, &f); got != c.phase {
			t.Errorf("%s %s: phase %d, want %d", c.v, c.fen, got, c.phase)
		}
	}
}
