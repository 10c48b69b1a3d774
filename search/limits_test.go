// Tests of the limits: node counts from search to search.

package search

import (
	"fmt"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestNodeLimitEverySearch: every search of an engine counts its nodes
// from 0 and stops within 5% past its node limit (exactly at it with one
// thread), whatever the searches before it. The helpers' counts of a
// larger search once carried over into the next: its reports began at
// the old count and its main thread stopped at its first node.
func TestNodeLimitEverySearch(t *testing.T) {
	limits := []uint64{600_000, 60_000, 60_000}
	if testing.Short() {
		limits = []uint64{100_000, 10_000, 10_000}
	}
	for i, threads := range []int{1, 2, 4} {
		v := movegen.Variants[i%len(movegen.Variants)]
		p := movegen.StartPosition(v)
		root := Root{Position: p, Counters: movegen.NewCounters(&p)}
		e := New(16, threads)
		for k, limit := range limits {
			name := fmt.Sprintf("%s, %d threads, search %d (%d nodes)", v, threads, k+1, limit)
			var reported []uint64
			r := e.Search(root, Limits{Nodes: limit}, 1, func(in Info) { reported = append(reported, in.Nodes) })
			switch {
			case threads == 1 && r.Nodes != limit:
				t.Errorf("%s: searched %d nodes, want exactly the limit", name, r.Nodes)
			case r.Nodes < limit || r.Nodes > limit+limit/20:
				t.Errorf("%s: searched %d nodes, want within 5%% past the limit", name, r.Nodes)
			}
			if len(reported) == 0 {
				t.Errorf("%s: no iteration reported", name)
			}
			for j, n := range reported {
				if n > r.Nodes || j > 0 && n < reported[j-1] {
					t.Errorf("%s: reported counts %v, searched %d", name, reported, r.Nodes)
					break
				}
			}
		}
	}
}
