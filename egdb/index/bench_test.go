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
