package egdb

import (
	"math/rand/v2"
	"testing"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// TestSameAsFindsTheFirstDifference codes a slice of many blocks, then
// checks its decode against the values coded and against values changed
// in three blocks: every thread count must accept the first and report
// the first index changed in the second.
func TestSameAsFindsTheFirstDifference(t *testing.T) {
	b := &index.Boards[movegen.Italian]
	var l index.Layout
	for _, m := range b.SlicesOf(4) {
		if l = b.LayoutOf(m); l.Count > 8*denseBlockSize {
			break
		}
	}
	if l.Count <= 8*denseBlockSize {
		t.Fatalf("no 4-piece slice of more than 8 blocks")
	}
	r := rand.New(rand.NewPCG(1, 2))
	want := make([]byte, l.Count)
	for i := range want {
		want[i] = byte(r.IntN(4)) // Won, Lost, Drawn or don't care
		if want[i] == 3 {
			want[i] = dontCare
		}
	}
	vals := append([]byte(nil), want...)
	s := stridesOf(&l)
	payload := encodeParallel(denseFormat, vals, s, 2)
	tb := &table{f: denseFormat, l: l, data: payload, blocks: uint32(denseFormat.blocks(l.Count)), strides: s}
	changed := append([]byte(nil), want...)
	first := uint64(0)
	for _, i := range []uint64{6*denseBlockSize + 17, 2*denseBlockSize + 5, 7 * denseBlockSize} {
		if changed[i] == dontCare || changed[i] == vals[i] {
			changed[i] = (vals[i] + 1) % 3
		}
		if first == 0 || i < first {
			first = i
		}
	}
	for _, threads := range []int{1, 2, 3, 8} {
		if i, ok := tb.sameAs(want, dontCare, threads); !ok {
			t.Errorf("%d threads: the values coded differ at index %d", threads, i)
		}
		if i, ok := tb.sameAs(changed, dontCare, threads); ok || i != first {
			t.Errorf("%d threads: changed values: got (%d, %v), want (%d, false)", threads, i, ok, first)
		}
	}
}
