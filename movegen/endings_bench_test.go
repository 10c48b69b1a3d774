// Benchmarks on positions of endgame databases: few pieces, most of them
// kings, where the kings' slides cost most.

package movegen

import (
	"math/rand"
	"testing"
)

// endingPositions returns n seeded random positions of v with two men
// and four kings, the sides taking the pieces in turn and the side to
// move alternating.
func endingPositions(v Variant, n int) []Position {
	rng := rand.New(rand.NewSource(7))
	g := &geometries[v]
	var out []Position
	for len(out) < n {
		p := Position{Variant: v, Side: Color(len(out) & 1)}
		for k := range 6 {
			var sq uint64
			for sq == 0 || sq&(p.Pieces[0]|p.Pieces[1]) != 0 || k < 2 && sq&(g.promo[0]|g.promo[1]) != 0 {
				sq = g.board & (1 << rng.Intn(64))
			}
			p.Pieces[k&1] |= sq
			if k >= 2 {
				p.Kings |= sq
			}
		}
		out = append(out, p)
	}
	return out
}

// BenchmarkEndingHasCapture asks HasCapture of positions of four kings
// and two men.
func BenchmarkEndingHasCapture(b *testing.B) {
	ps := endingPositions(International, 1024)
	found := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if ps[i&1023].HasCapture() {
			found++
		}
	}
	if found == 0 {
		b.Fatal("no capture in any position")
	}
}

// BenchmarkEndingCaptures generates the captures of positions of four
// kings and two men.
func BenchmarkEndingCaptures(b *testing.B) {
	benchmarkEndingLists(b, (*Position).GenerateCaptures)
}

// BenchmarkEndingCapturesPending generates the captures of positions of
// four kings and two men whose side to move must capture, as the
// databases' builder and probes do.
func BenchmarkEndingCapturesPending(b *testing.B) {
	var ps []Position
	for _, p := range endingPositions(International, 4096) {
		if p.HasCapture() {
			ps = append(ps, p)
		}
	}
	var l MoveList
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		ps[i%len(ps)].GenerateCaptures(&l)
		if l.N == 0 {
			b.Fatal("a capture pending but none generated")
		}
	}
}

// BenchmarkEndingQuiet generates the quiet moves of positions of four
// kings and two men.
func BenchmarkEndingQuiet(b *testing.B) {
	benchmarkEndingLists(b, (*Position).GenerateQuiet)
}

// benchmarkEndingLists fills a move list by gen from 1,024 positions of
// four kings and two men in turn.
func benchmarkEndingLists(b *testing.B, gen func(*Position, *MoveList)) {
	ps := endingPositions(International, 1024)
	var l MoveList
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		gen(&ps[i&1023], &l)
	}
}
