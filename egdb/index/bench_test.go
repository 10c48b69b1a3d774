// The cost of indexing a position and of walking a slice's indices.

package index_test

import (
	"testing"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// indexFixture returns the layout of an Italian slice of five pieces with
// men and kings of both sides and its positions, every tenth index.
func indexFixture(tb testing.TB) (*index.Board, index.Layout, []index.Normal) {
	b := &index.Boards[movegen.Italian]
	l := b.LayoutOf(index.Material{WM: 2, WK: 1, BM: 1, BK: 1, WL: 3, BL: 2})
	var ns []index.Normal
	for i := uint64(0); i < l.Count; i += 10 {
		if n, ok := b.Decode(&l, i); ok {
			ns = append(ns, n)
		}
	}
	if len(ns) == 0 {
		tb.Fatal("no positions")
	}
	return b, l, ns
}

// BenchmarkIndex is the cost of indexing a position, the builder's most
// frequent step with the move generation.
func BenchmarkIndex(b *testing.B) {
	bd, l, ns := indexFixture(b)
	var sum uint64
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		sum += bd.Index(&l, ns[i%len(ns)])
	}
	if sum == 0 {
		b.Fatal("every index 0")
	}
}

// BenchmarkCursor is the cost of decoding the indices of a slice in
// rising order, as the builder's first pass does.
func BenchmarkCursor(b *testing.B) {
	bd, l, _ := indexFixture(b)
	c := index.NewCursor(&l)
	var kings uint64
	b.ReportAllocs()
	for i := uint64(0); b.Loop(); i++ {
		n, _ := bd.DecodeAt(&c, i%l.Count)
		kings |= n.Kings
	}
	if kings == 0 {
		b.Fatal("no kings decoded")
	}
}

// BenchmarkPredecessors is the cost of the indices before a king's quiet
// move, the builder's passes back's most frequent step: n's Black king
// moves played backwards, in the layout of the slice with the colours
// swapped.
func BenchmarkPredecessors(b *testing.B) {
	bd, _, ns := indexFixture(b)
	into := bd.LayoutOf(index.Material{WM: 1, WK: 1, BM: 2, BK: 1, WL: 2, BL: 3})
	type kingMove struct {
		n        index.Normal
		from, to uint8
	}
	var moves []kingMove
	var l movegen.MoveList
	for _, n := range ns {
		q := movegen.Position{Pieces: [2]uint64{n.Black, n.White}, Kings: n.Kings, Side: movegen.White, Variant: movegen.Italian}
		q.GenerateQuiet(&l)
		for _, m := range l.Slice() {
			if n.Kings&(1<<m.From) != 0 {
				moves = append(moves, kingMove{n, m.From, m.To})
			}
		}
	}
	at := make([]uint64, 0, 64)
	var sum uint64
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		m := moves[i%len(moves)]
		p := bd.PredecessorsOf(&into, m.n)
		at = p.AppendKing(at[:0], m.from, m.to)
		sum += at[0]
	}
	if sum == 0 {
		b.Fatal("every index 0")
	}
}

// BenchmarkPredecessorsKings is the cost of the indices before every
// quiet move of the kings of a position (two kings and a man each side),
// as a pass back meets them: a position at a time, its kings' moves one
// after another; International's kings fly, Italian's step.
func BenchmarkPredecessorsKings(b *testing.B) {
	b.Run("international", func(b *testing.B) {
		benchmarkKingMoves(b, movegen.International, index.Material{WM: 1, WK: 2, BM: 1, BK: 2, WL: 4, BL: 5})
	})
	b.Run("italian", func(b *testing.B) {
		benchmarkKingMoves(b, movegen.Italian, index.Material{WM: 1, WK: 2, BM: 1, BK: 2, WL: 3, BL: 4})
	})
}

// benchmarkKingMoves runs BenchmarkPredecessorsKings on about 4,000
// positions of slice m of variant v.
func benchmarkKingMoves(b *testing.B, v movegen.Variant, m index.Material) {
	bd := &index.Boards[v]
	l, into := bd.LayoutOf(m), bd.LayoutOf(m.Partner())
	type position struct {
		n     index.Normal
		moves []movegen.Move
	}
	var ps []position
	var ml movegen.MoveList
	for i := uint64(0); i < l.Count && len(ps) < 4096; i += l.Count / 5000 {
		n, ok := bd.Decode(&l, i)
		if !ok {
			continue
		}
		q := movegen.Position{Pieces: [2]uint64{n.Black, n.White}, Kings: n.Kings, Side: movegen.White, Variant: v}
		q.GenerateQuiet(&ml)
		var kings []movegen.Move
		for _, mv := range ml.Slice() {
			if n.Kings&(1<<mv.From) != 0 {
				kings = append(kings, mv)
			}
		}
		ps = append(ps, position{n, kings})
	}
	at := make([]uint64, 0, 256)
	var sum uint64
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p := &ps[i%len(ps)]
		pre := bd.PredecessorsOf(&into, p.n)
		at = at[:0]
		for _, mv := range p.moves {
			at = pre.AppendKing(at, mv.From, mv.To)
		}
		for _, j := range at {
			sum += j
		}
	}
	if sum == 0 {
		b.Fatal("every index 0")
	}
}
