// Benchmarks of the search loop: speed and (zero) allocations.

package search

import (
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// BenchmarkSearchLoop runs the alpha-beta loop at a fixed depth on the
// start positions after a warm-up search; it must report 0 allocs/op.
func BenchmarkSearchLoop(b *testing.B) {
	for _, v := range movegen.Variants {
		b.Run(v.String(), func(b *testing.B) {
			p := movegen.StartPosition(v)
			e := New(16, 1)
			e.Search(Root{Position: p, Counters: movegen.NewCounters(&p)}, Limits{Depth: 6}, 1, nil)
			w := e.workers[0]
			var nodes uint64
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				e.table.Clear()
				e.stop.Store(false)
				w.nodes, w.stopped = 0, false
				b.StartTimer()
				w.search(-inf, inf, 6, 0)
				nodes += w.nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnps")
		})
	}
}

func TestSearchLoopAllocatesNothing(t *testing.T) {
	for _, v := range movegen.Variants {
		p := movegen.StartPosition(v)
		e := New(4, 1)
		e.Search(Root{Position: p, Counters: movegen.NewCounters(&p)}, Limits{Depth: 4}, 1, nil)
		w := e.workers[0]
		e.stop.Store(false)
		w.stopped = false
		n := testing.AllocsPerRun(3, func() {
			e.table.Clear()
			w.nodes = 0
			w.search(-inf, inf, 4, 0)
		})
		if w.nodes < 100 {
			t.Fatalf("%s: the search ran only %d nodes", v, w.nodes)
		}
		if n != 0 {
			t.Errorf("%s: %v allocations per search", v, n)
		}
	}
}
