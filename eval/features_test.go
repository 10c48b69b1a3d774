// Tests of individual features: cross-checked with the move generator where
// the rules define them, by hand elsewhere.

package eval

import (
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestFeaturesAgainstMoves checks the features the move generator can
// confirm on random positions, for each colour: Exposed is set exactly when
// the opponent to move would have a capture; with no capture to make,
// KingMobility counts the kings' moves, Mobility the men's one-square moves
// and Blocked the men without one.
func TestFeaturesAgainstMoves(t *testing.T) {
	var l movegen.MoveList
	for _, v := range movegen.Variants {
		for _, p := range randomPositions(t, v, positionsPerVariant(), int64(v)+20) {
			if p.Decided() { // a Breakthrough king: no moves to compare (International's board has them)
				continue
			}
			var s [2]Vector
			sides(&p, &s)
			for _, c := range []movegen.Color{movegen.White, movegen.Black} {
				f := &s[c]
				them := p
				them.Side = c.Other()
				got, want := f[Exposed] > 0, them.HasCapture()
				if v.FrisianRules() {
					// Frisian plays with International's features, whose
					// exposure sees diagonal captures alone: exposed pieces
					// mean a capture, not the other way round, and its kings'
					// mobility counts a king whose run bars it.
					if got && !want {
						t.Fatalf("%s %s: %s has %d exposed pieces, opponent cannot capture", v, p.FEN(), c, f[Exposed])
					}
					continue
				}
				if got != want {
					t.Fatalf("%s %s: %s has %d exposed pieces, opponent can capture: %v", v, p.FEN(), c, f[Exposed], want)
				}
				us := p
				us.Side = c
				if us.HasCapture() {
					continue
				}
				us.Generate(&l)
				var kingMoves, steps int16
				var stepping uint64
				for _, m := range l.Slice() {
					switch {
					case p.Kings&(1<<m.From) != 0:
						kingMoves++
					case adjacent(v, m.From, m.To):
						steps++
						stepping |= 1 << m.From
					}
				}
				blocked := count(p.Men(c) &^ stepping)
				if kingMoves != f[KingMobility] || steps != f[Mobility] || blocked != f[Blocked] {
					t.Fatalf("%s %s: %s king moves %d, man steps %d, blocked men %d; features %d, %d, %d",
						v, p.FEN(), c, kingMoves, steps, blocked, f[KingMobility], f[Mobility], f[Blocked])
				}
			}
		}
	}
}

// adjacent reports whether two internal bits are neighbouring squares.
func adjacent(v movegen.Variant, a, b uint8) bool {
	ra, fa := v.Place(movegen.Square(int(v.SquareOf(a))))
	rb, fb := v.Place(movegen.Square(int(v.SquareOf(b))))
	return max(ra-rb, rb-ra) <= 1 && max(fa-fb, fb-fa) <= 1
}

// TestFeatureCounts checks single features on small positions worked out by
// hand.
func TestFeatureCounts(t *testing.T) {
	W, B := movegen.White, movegen.Black
	cases := []struct {
		v       movegen.Variant
		fen     string
		feature Feature
		c       movegen.Color
		want    int16
	}{
		// Italian: nothing in the cone in front of 14; Black's 25 runs too.
		{movegen.Italian, "W:W14:B25", Runaway, W, 1},
		{movegen.Italian, "W:W14:B25", Runaway, B, 1},
		// 5 stands in the cone of 14, which stands in the cone of 5.
		{movegen.Italian, "W:W14:B5", Runaway, W, 0},
		{movegen.Italian, "W:W14:B5", Runaway, B, 0},
		// An enemy king can always come back.
		{movegen.Italian, "W:W14:BK25", Runaway, W, 0},
		// 18 can jump 22 onto 27; a man cannot jump a king.
		{movegen.Italian, "W:W22:B18", Exposed, W, 1},
		{movegen.Italian, "W:W22,27:B18", Exposed, W, 0},
		{movegen.Italian, "W:WK22:B18", Exposed, W, 0},
		{movegen.Italian, "W:WK22:B18", Exposed, B, 1},
		// 22 has 26 and 27 behind it, 27 has 30 and 31; 26 lacks 29, and
		// back-row men do not count.
		{movegen.Italian, "W:W22,26,27,30,31:B1", Backed, W, 2},
		{movegen.Italian, "W:W21,22,23,29,30,31:B1", Flank, W, 2},
		{movegen.Italian, "W:W21,22,23,29,30,31:B1", Guard, W, 2},
		{movegen.Italian, "W:W21,22,23,29,30,31:B1", BackRow, W, 3},
		{movegen.Italian, "W:W22,27:B5", Exchange, W, 21},
		{movegen.Italian, "W:W22,27:B5", Exchange, B, 0},
		{movegen.Italian, "W:W22,27:B5", KingExchange, W, 0},
		{movegen.Italian, "W:WK22,27:B5", KingExchange, W, 21},
		{movegen.Italian, "B:W22,27:B5", ToMove, B, 1},
		{movegen.Italian, "B:W22,27:B5", ToMove, W, 0},
		{movegen.Italian, "W:WK14,K32:B5", KingDiagonal, W, 2},
		{movegen.Italian, "W:WK14,K32:B5", KingCentre, W, 1},
		// International: 28 stands right behind 23 and could jump it
		// backward; 45 is far behind; 1 stands in 23's cone.
		{movegen.International, "W:W23:B28", Runaway, W, 0},
		{movegen.International, "W:W23:B45", Runaway, W, 1},
		{movegen.International, "W:W23:B1", Runaway, W, 0},
		// The king on 46 meets 19 first and can land on 14; it cannot
		// jump 14 with 10 behind it.
		{movegen.International, "W:WK46:B10,19", Exposed, B, 1},
		{movegen.International, "W:WK46:B10,14", Exposed, B, 0},
		{movegen.International, "W:W23:B28", NearPromo, W, 0},
		{movegen.International, "W:W13:B28", NearPromo, W, 1},
		// Dameo: men behind or far to the side cannot stop d5; one beside
		// it can jump it sideways, one in its cone can block it.
		{movegen.Dameo, "W:Wd5:Ba2", Runaway, W, 1},
		{movegen.Dameo, "W:Wd5:Bc4", Runaway, W, 1},
		{movegen.Dameo, "W:Wd5:Bh7", Runaway, W, 1},
		{movegen.Dameo, "W:Wd5:Bc5", Runaway, W, 0},
		{movegen.Dameo, "W:Wd5:Bf7", Runaway, W, 0},
		// A line on the d-file: d3 and d4 are backed, d2 is not (nothing
		// behind it).
		{movegen.Dameo, "W:Wd2,d3,d4,e5:Bh8", Backed, W, 2},
		{movegen.Dameo, "W:Wd4:Bd5", Exposed, W, 1},
		{movegen.Dameo, "W:Wd4,d3:Bd5", Exposed, W, 0},
		{movegen.Dameo, "W:Wd4:BKd8", Exposed, W, 1},
		{movegen.Dameo, "W:Wd4,d6:BKd8", Exposed, W, 1},
		{movegen.Dameo, "W:Wd4,d5:BKd8", Exposed, W, 0},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		var s [2]Vector
		sides(&p, &s)
		if got := s[c.c][c.feature]; got != c.want {
			t.Errorf("%s %s: %s %s = %d, want %d", c.v, c.fen, c.c, c.feature, got, c.want)
		}
	}
}

// TestBreakdown checks that the breakdown lists every feature, that each
// row's total is White's minus Black's, that its total row is the
// evaluation from White's side and its net row the net's score.
func TestBreakdown(t *testing.T) {
	for _, v := range movegen.Variants {
		for _, p := range randomPositions(t, v, 50, 3) {
			terms := Breakdown(&p)
			if len(terms) != int(NumFeatures)+5 {
				t.Fatalf("%s: %d terms", v, len(terms))
			}
			sum := 0
			for i := range NumFeatures {
				tm := terms[i]
				if tm.Name != Names[i] || tm.Total != tm.White-tm.Black {
					t.Fatalf("%s %s: term %d is %+v", v, p.FEN(), i, tm)
				}
				sum += tm.Total
			}
			for i, name := range []string{"patterns", "drawish"} {
				row := terms[int(NumFeatures)+i]
				if row.Name != name {
					t.Fatalf("%s: row %d is %+v, want %s", v, int(NumFeatures)+i, row, name)
				}
				sum += row.Total
			}
			total := terms[NumFeatures+2]
			want, net := Evaluate(&p), NetScore(&p)
			if p.Side == movegen.Black {
				want, net = -want, -net
			}
			if row := terms[NumFeatures+3]; row.Name != "net" || row.Total != net || (!HasNet(v) && net != 0) {
				t.Fatalf("%s %s: net row %+v, the net scores %d for White", v, p.FEN(), row, net)
			}
			if total.Name != "total" || total.Total != want {
				t.Fatalf("%s %s: total row %+v, evaluation for White %d", v, p.FEN(), total, want)
			}
			if d := sum - want; d < -int(NumFeatures)-2 || d > int(NumFeatures)+2 {
				t.Errorf("%s %s: rows sum to %d, evaluation %d", v, p.FEN(), sum, want)
			}
		}
	}
}
