// Benchmarks of move generation, counting and Play: speed and (zero)
// allocations.

package movegen

import (
	"math/rand"
	"testing"
)

// benchPositions returns positions of seeded random games, kings included.
func benchPositions(v Variant, n int) []Position {
	rng := rand.New(rand.NewSource(5))
	var out []Position
	var l MoveList
	for len(out) < n {
		p := StartPosition(v)
		for ply := 0; ply < 120 && len(out) < n; ply++ {
			p.Generate(&l)
			if l.N == 0 {
				break
			}
			out = append(out, p)
			p = p.Play(l.Moves[rng.Intn(l.N)])
		}
	}
	return out
}

func BenchmarkGenerate(b *testing.B) {
	for _, v := range Variants {
		b.Run(v.String(), func(b *testing.B) {
			ps := benchPositions(v, 1024)
			var l MoveList
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				ps[i&1023].Generate(&l)
			}
		})
	}
}

func BenchmarkCountMoves(b *testing.B) {
	for _, v := range Variants {
		b.Run(v.String(), func(b *testing.B) {
			ps := benchPositions(v, 1024)
			var l MoveList
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				ps[i&1023].CountMoves(&l)
			}
		})
	}
}

func BenchmarkPlay(b *testing.B) {
	for _, v := range Variants {
		b.Run(v.String(), func(b *testing.B) {
			ps := benchPositions(v, 1024)
			moves := make([]Move, len(ps))
			var l MoveList
			for i := range ps {
				ps[i].Generate(&l)
				moves[i] = l.Moves[i%l.N]
			}
			var sink uint64
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				sink ^= ps[i&1023].Play(moves[i&1023]).Key
			}
			_ = sink
		})
	}
}

func BenchmarkCountReplies(b *testing.B) {
	for _, v := range Variants {
		b.Run(v.String(), func(b *testing.B) {
			ps := benchPositions(v, 1024)
			var l, scratch MoveList
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				ps[i&1023].CountReplies(&l, &scratch)
			}
		})
	}
}

func TestHotPathsAllocateNothing(t *testing.T) {
	for _, v := range Variants {
		ps := benchPositions(v, 256)
		var l, scratch MoveList
		n := testing.AllocsPerRun(5, func() {
			for _, p := range ps {
				p.CountReplies(&l, &scratch)
				p.Generate(&l)
				p.CountMoves(&l)
				p.Play(l.Moves[0])
			}
		})
		if n != 0 {
			t.Errorf("%s: %v allocations", v, n)
		}
	}
}
