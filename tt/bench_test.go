// Benchmarks of the hot path; both must report 0 allocs/op. The small table
// stays in cache and shows the cost of the code; the large one is dominated
// by memory latency, as in a real search.

package tt

import (
	"fmt"
	"testing"
)

var benchSizes = []int{1, 64}

// benchKeys returns n pseudo-random keys, like Zobrist keys of a search.
func benchKeys(n int) []uint64 {
	keys := make([]uint64, n)
	x := uint64(0x9E3779B97F4A7C15)
	for i := range keys {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		keys[i] = x
	}
	return keys
}

// filledTable returns a table of mb MiB holding every other key.
func filledTable(mb int, keys []uint64) *Table {
	tab := New(mb)
	for i, k := range keys {
		if i%2 == 0 {
			tab.Store(k, uint32(i)|1, 0, i%30, BoundLower)
		}
	}
	return tab
}

func BenchmarkProbe(b *testing.B) {
	keys := benchKeys(1 << 20)
	for _, mb := range benchSizes {
		tab := filledTable(mb, keys)
		b.Run(fmt.Sprintf("%dMiB", mb), func(b *testing.B) {
			b.ReportAllocs()
			hits := 0
			for i := 0; b.Loop(); i++ {
				if _, ok := tab.Probe(keys[i&(len(keys)-1)]); ok {
					hits++
				}
			}
			if hits == 0 {
				b.Fatal("no hits")
			}
		})
	}
}

func BenchmarkStore(b *testing.B) {
	keys := benchKeys(1 << 20)
	for _, mb := range benchSizes {
		tab := filledTable(mb, keys)
		b.Run(fmt.Sprintf("%dMiB", mb), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				tab.Store(keys[i&(len(keys)-1)], uint32(i)|1, int16(i), i%30, BoundExact)
			}
		})
	}
}
