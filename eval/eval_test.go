// Tests of the evaluation's contracts: linearity, symmetry, material sign,
// no allocation; benchmarks per variant.

package eval

import (
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

func positionsPerVariant() int {
	if testing.Short() {
		return 300
	}
	return 2000
}

// TestLinear checks that Weights.Score and Total are exactly the tapered
// dot product of the weights with the features and the pattern indicators,
// written out here independently, and Evaluate that product divided for
// drawish material: the tuner relies on it.
func TestLinear(t *testing.T) {
	for _, v := range movegen.Variants {
		w, pw := WeightsOf(v), PatternWeightsOf(v)
		for _, p := range randomPositions(t, v, positionsPerVariant(), int64(v)+1) {
			var f Vector
			phase := Features(&p, &f)
			if phase < 0 || phase > PhaseScale {
				t.Fatalf("%s %s: phase %d out of [0,%d]", v, p.FEN(), phase, PhaseScale)
			}
			sum := 0
			for i := range NumFeatures {
				sum += int(w[i].Open)*int(f[i])*phase + int(w[i].End)*int(f[i])*(PhaseScale-phase)
			}
			if got, want := w.Score(&f, phase), sum/PhaseScale; got != want {
				t.Fatalf("%s %s: Score %d, dot product %d", v, p.FEN(), got, want)
			}
			var pat Patterns
			PatternsOf(&p, &pat)
			if len(pw) > 0 {
				for _, i := range pat.Index[:pat.N] {
					sum += int(pw[i].Open)*phase + int(pw[i].End)*(PhaseScale-phase)
				}
			}
			want := sum / PhaseScale
			if got := Total(&w, pw, &f, &pat, phase); got != want {
				t.Fatalf("%s %s: Total %d, dot product %d", v, p.FEN(), got, want)
			}
			want = drawish(&p, want)
			if p.Side == movegen.Black {
				want = -want
			}
			if got := Evaluate(&p); got != want {
				t.Fatalf("%s %s: Evaluate %d, dot product %d", v, p.FEN(), got, want)
			}
		}
	}
}

// TestSymmetry checks that a position and its colour-flipped copy evaluate
// the same for the side to move, with negated feature vectors.
func TestSymmetry(t *testing.T) {
	for _, v := range movegen.Variants {
		for _, p := range randomPositions(t, v, positionsPerVariant(), int64(v)+10) {
			q := flip(t, p)
			if back := flip(t, q); back != p {
				t.Fatalf("%s: flipping twice changed %s into %s", v, p.FEN(), back.FEN())
			}
			if a, b := Evaluate(&p), Evaluate(&q); a != b {
				t.Fatalf("%s: %s scores %d, its flip %s scores %d", v, p.FEN(), a, q.FEN(), b)
			}
			var fp, fq Vector
			pp, pq := Features(&p, &fp), Features(&q, &fq)
			for i := range NumFeatures {
				if fp[i] != -fq[i] || pp != pq {
					t.Fatalf("%s: %s feature %s %d phase %d, flip %d phase %d",
						v, p.FEN(), Names[i], fp[i], pp, fq[i], pq)
				}
			}
		}
	}
}

// TestMaterialSign checks that a side a piece up, everything else as at the
// start, is ahead, whoever is to move; behind in Antidraughts, where a
// side without pieces has won, and a man weighs -100.
func TestMaterialSign(t *testing.T) {
	for _, v := range movegen.Variants {
		worth := int(WeightsOf(v)[Man].Open)
		if (worth < 0) != v.NoMoveWins() {
			t.Errorf("%s: a man weighs %d", v, worth)
		}
		start := movegen.StartPosition(v)
		if got := Evaluate(&start); got != WeightsOf(v)[ToMove].taper(1, PhaseScale) {
			t.Errorf("%s start position scores %d, want only the to-move bonus", v, got)
		}
		for b := start.Pieces[movegen.Black]; b != 0; b &= b - 1 {
			man := b & -b
			for _, side := range []movegen.Color{movegen.White, movegen.Black} {
				p, err := movegen.NewPosition(v, side, start.Pieces[movegen.White],
					start.Pieces[movegen.Black]&^man, 0)
				if err != nil {
					t.Fatal(err)
				}
				score := Evaluate(&p)
				if side == movegen.Black {
					score = -score
				}
				if score*worth < worth*worth/2 { // a man's worth, by its sign, half of it at least
					t.Errorf("%s %s: White a man up scores %d for White", v, p.FEN(), score)
				}
			}
		}
	}
}

// TestKingWorth checks that a king is worth more than a man and that two
// men beat one in a bare ending.
func TestKingWorth(t *testing.T) {
	cases := []struct {
		v             movegen.Variant
		better, worse string
	}{
		{movegen.Italian, "W:WK18:B5", "W:W18:B5"},
		{movegen.Italian, "B:W22,27:B5", "B:W22:B5"},
		{movegen.International, "W:WK28:B3", "W:W28:B3"},
		{movegen.International, "B:W33,39:B3", "B:W33:B3"},
		{movegen.Dameo, "W:WKd4:Bh8", "W:Wd4:Bh8"},
		{movegen.Dameo, "B:Wc2,d2:Bh7", "B:Wd2:Bh7"},
	}
	for _, c := range cases {
		better, worse := mustFEN(t, c.v, c.better), mustFEN(t, c.v, c.worse)
		b, w := Evaluate(&better), Evaluate(&worse)
		if better.Side == movegen.Black {
			b, w = -b, -w
		}
		if b <= w || b <= 0 {
			t.Errorf("%s: %s scores %d for White, %s scores %d", c.v, c.better, b, c.worse, w)
		}
	}
}

// TestNoAllocs checks that Evaluate allocates nothing.
func TestNoAllocs(t *testing.T) {
	for _, v := range movegen.Variants {
		ps := randomPositions(t, v, 20, 7)
		allocs := testing.AllocsPerRun(10, func() {
			for i := range ps {
				Evaluate(&ps[i])
			}
		})
		if allocs != 0 {
			t.Errorf("%s: Evaluate allocates %.1f times per run", v, allocs)
		}
	}
}

// TestUnknownVariant checks that a bad variant gives 0 and empty features,
// not a panic.
func TestUnknownVariant(t *testing.T) {
	p := movegen.StartPosition(movegen.Italian)
	p.Variant = movegen.Variant(200)
	var f Vector
	if got, phase := Evaluate(&p), Features(&p, &f); got != 0 || phase != 0 || f != (Vector{}) {
		t.Errorf("unknown variant: Evaluate %d, phase %d, features %v", got, phase, f)
	}
	if got := NetScore(&p); got != 0 {
		t.Errorf("unknown variant: NetScore %d", got)
	}
	if terms := Breakdown(&p); terms[len(terms)-3].Total != 0 {
		t.Errorf("unknown variant: breakdown total %d", terms[len(terms)-3].Total)
	}
}

func benchmarkEvaluate(b *testing.B, v movegen.Variant) {
	benchmarkPositions(b, randomPositions(b, v, 1024, 99))
}

// benchmarkPositions evaluates the 1024 positions ps in turn.
func benchmarkPositions(b *testing.B, ps []movegen.Position) {
	b.ReportAllocs()
	b.ResetTimer()
	sink := 0
	for i := 0; i < b.N; i++ {
		sink += Evaluate(&ps[i&1023])
	}
	if sink == 1<<62 {
		b.Log(sink)
	}
}

func BenchmarkEvaluateItalian(b *testing.B)       { benchmarkEvaluate(b, movegen.Italian) }
func BenchmarkEvaluateInternational(b *testing.B) { benchmarkEvaluate(b, movegen.International) }
func BenchmarkEvaluateDameo(b *testing.B)         { benchmarkEvaluate(b, movegen.Dameo) }

// BenchmarkEvaluateInternationalOpening evaluates positions of the first
// 6-45 plies, like those a search from the start position meets, where
// every man is far from promotion.
func BenchmarkEvaluateInternationalOpening(b *testing.B) {
	benchmarkPositions(b, randomGames(b, movegen.International, 1024, 7, 6, 46))
}
