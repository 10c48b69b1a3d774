// Tests of the fast path against the general one: rotation, steps and the
// per-colour scores on positions from play and random placements.

package eval

import (
	"math/rand"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestRotate checks that rotate maps square i to square n-1-i.
func TestRotate(t *testing.T) {
	for _, v := range movegen.Variants {
		tb := &tabs[v]
		n := v.Squares()
		for i := 0; i < n; i++ {
			from := uint64(1) << v.Bit(movegen.Square(i))
			want := uint64(1) << v.Bit(movegen.Square(n-1-i))
			if got := tb.rotate(from); got != want {
				t.Errorf("%s square %d: rotates to %#x, want %#x", v, i, got, want)
			}
		}
	}
}

// fastSteps are the fast path's step functions per variant and direction
// (nil where the variant has none).
var fastSteps = [...][numDirs]func(uint64) uint64{
	movegen.Italian:       {upLeft: itUL, upRight: itUR, downLeft: itDL, downRight: itDR},
	movegen.International: {upLeft: inUL, upRight: inUR, downLeft: inDL, downRight: inDR},
	movegen.Dameo: {upLeft: daUpLeft, upRight: daUpRight, downLeft: daDownLeft, downRight: daDownRight,
		up: daUp, down: daDown, left: daLeft, right: daRight},
	movegen.Brazilian:    {upLeft: brUL, upRight: brUR, downLeft: brDL, downRight: brDR},
	movegen.Russian:      {upLeft: brUL, upRight: brUR, downLeft: brDL, downRight: brDR},
	movegen.Killer:       {upLeft: inUL, upRight: inUR, downLeft: inDL, downRight: inDR},
	movegen.Breakthrough: {upLeft: inUL, upRight: inUR, downLeft: inDL, downRight: inDR},
	movegen.Antidraughts: {upLeft: inUL, upRight: inUR, downLeft: inDL, downRight: inDR},
	movegen.Frisian:      {upLeft: inUL, upRight: inUR, downLeft: inDL, downRight: inDR},
	movegen.Frysk:        {upLeft: inUL, upRight: inUR, downLeft: inDL, downRight: inDR},
}

// TestFastSteps checks the constant-shift steps against the tables' steps
// on every square and on the ghost bits.
func TestFastSteps(t *testing.T) {
	for _, v := range movegen.Variants {
		for d, step := range fastSteps[v] {
			if step == nil {
				continue
			}
			for b := range 64 {
				from := uint64(1) << b
				if got, want := step(from), tabs[v].shift(from, dir(d)); got != want {
					t.Errorf("%s bit %d dir %d: fast step %#x, want %#x", v, b, d, got, want)
				}
			}
		}
	}
}

// TestShadows checks italianShadow, internationalShadow and
// internationalShadowUp against single steps (down, or up for the last),
// one row fewer than the board has, on random sets of squares.
func TestShadows(t *testing.T) {
	for _, c := range []struct {
		v          movegen.Variant
		shadow     func(uint64) uint64
		one, other func(uint64) uint64
	}{
		{movegen.Italian, italianShadow, itDR, itDL},
		{movegen.International, internationalShadow, inDR, inDL},
		{movegen.International, internationalShadowUp, inUR, inUL},
	} {
		rng := rand.New(rand.NewSource(5))
		board := tabs[c.v].board
		for range 10000 {
			b := rng.Uint64() & rng.Uint64() & rng.Uint64() & board
			want := b
			for range tabs[c.v].side - 1 {
				want |= c.one(want) | c.other(want)
			}
			if got := c.shadow(b); got != want {
				t.Fatalf("%s: shadow(%#x) = %#x, want %#x", c.v, b, got, want)
			}
		}
	}
}

// fastScores are the fast per-colour scores per variant (International
// scores both colours at once: internationalScores).
var fastScores = [...]func(own, enemy, kings uint64) int64{
	movegen.Italian: italianScore,
	movegen.Dameo:   dameoScore,
}

// randomPlacements returns n positions with pieces and kings scattered at
// random (men never on their promotion row), sparse to crowded.
func randomPlacements(tb testing.TB, v movegen.Variant, n int, seed int64) []movegen.Position {
	tb.Helper()
	rng := rand.New(rand.NewSource(seed))
	out := make([]movegen.Position, 0, n)
	for len(out) < n {
		var pieces [2]uint64
		var kings uint64
		fill, kingShare := rng.Float64(), rng.Float64()
		for s := 0; s < v.Squares(); s++ {
			if rng.Float64() >= fill {
				continue
			}
			b := uint64(1) << v.Bit(movegen.Square(s))
			pieces[rng.Intn(2)] |= b
			if rng.Float64() < kingShare {
				kings |= b
			}
		}
		p, err := movegen.NewPosition(v, movegen.Color(rng.Intn(2)), pieces[0], pieces[1], kings)
		if err != nil { // a man on its promotion row: try again
			continue
		}
		out = append(out, p)
	}
	return out
}

// fastTestPositions are the positions the fast path is checked on: from
// random games and scattered at random.
func fastTestPositions(t *testing.T, v movegen.Variant) []movegen.Position {
	ps := randomPositions(t, v, positionsPerVariant(), int64(v)+30)
	return append(ps, randomPlacements(t, v, 5*positionsPerVariant(), int64(v)+40)...)
}

// checkFastAgainstCounts checks, colour by colour (White minus Black for
// International), that the fast scores of ps are the packed dot product
// of the general path's counts with the weights in use.
func checkFastAgainstCounts(t *testing.T, v movegen.Variant, ps []movegen.Position) {
	t.Helper()
	tb, pw := &tabs[v], &packed[v]
	for _, p := range ps {
		var s [2]Vector
		sides(&p, &s)
		white, black, kings := p.Pieces[movegen.White], p.Pieces[movegen.Black], p.Kings
		var sideWant [2]int64
		for c, counts := range s {
			for i, x := range counts {
				if Feature(i) != Exchange && Feature(i) != KingExchange && Feature(i) != ToMove {
					sideWant[c] += int64(x) * pw[i]
				}
			}
		}
		switch v {
		case movegen.International, movegen.Killer, movegen.Breakthrough, movegen.Antidraughts, movegen.Frisian, movegen.Frysk, movegen.Brazilian, movegen.Russian:
			got := brazilianScores(v, white, black, kings)
			if v.Side() == 10 {
				got = internationalScores(v, white, black, kings)
			}
			if got != sideWant[0]-sideWant[1] {
				t.Fatalf("%s %s: fast score %#x, counts %v give %#x", v, p.FEN(), got, s, sideWant[0]-sideWant[1])
			}
		default:
			fast := [2]int64{
				fastScores[v](white, black, kings),
				fastScores[v](tb.rotate(black), tb.rotate(white), tb.rotate(kings)),
			}
			for c := range fast {
				if fast[c] != sideWant[c] {
					t.Fatalf("%s %s: %s fast score %#x, counts %v give %#x",
						v, p.FEN(), movegen.Color(c), fast[c], s[c], sideWant[c])
				}
			}
		}
	}
}

// TestFastMatchesFeatures checks the fast scores against the counts with
// the shipped weights, and that Evaluate is Total of the general path's
// features and patterns.
func TestFastMatchesFeatures(t *testing.T) {
	for _, v := range movegen.Variants {
		w, patterns := WeightsOf(v), PatternWeightsOf(v)
		ps := fastTestPositions(t, v)
		checkFastAgainstCounts(t, v, ps)
		for _, p := range ps {
			var f Vector
			var pat Patterns
			phase := Features(&p, &f)
			PatternsOf(&p, &pat)
			want := drawish(&p, Total(&w, patterns, &f, &pat, phase))
			if p.Side == movegen.Black {
				want = -want
			}
			if got := Evaluate(&p); got != want {
				t.Fatalf("%s %s: Evaluate %d, Features give %d", v, p.FEN(), got, want)
			}
		}
	}
}

// TestFastMatchesFeaturesOnRandomWeights: the fast path sums every
// feature it claims to, not only those whose shipped weight is not zero:
// with random weights in each variant its scores are still the counts'
// dot product.
func TestFastMatchesFeaturesOnRandomWeights(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, v := range movegen.Variants {
		savedPacked, savedSums, savedBlack := packed[v], menSums[v], blackMenSums
		t.Cleanup(func() { packed[v], menSums[v], blackMenSums = savedPacked, savedSums, savedBlack })
		one := v == movegen.International || v == movegen.Killer || v == movegen.Breakthrough || v == movegen.Antidraughts || v.FrisianRules() || v == movegen.Brazilian || v == movegen.Russian
		for range 3 {
			var w Weights
			for i := range w {
				w[i] = Weight{Open: int32(rng.Intn(2001) - 1000), End: int32(rng.Intn(2001) - 1000)}
			}
			packed[v] = w.pack()
			menSums[v] = sumsOf(menSquares(v))
			if one {
				blackMenSums[v] = rotatedSums(v)
			}
			checkFastAgainstCounts(t, v, fastTestPositions(t, v))
		}
	}
}
