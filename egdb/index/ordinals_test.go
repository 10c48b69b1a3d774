// The rank of a set of squares among the free ones, against its
// definition.

package index

import (
	"math/rand"
	"testing"
)

// TestOrdinalsRank checks ordinalsRank on random sets of 0 to 6 bits
// within random free squares against its definition: the ordinals of the
// set's bits among the free ones, the k-th lowest ordinal o adding o
// choose k, the binomials counted by Pascal's rule here.
func TestOrdinalsRank(t *testing.T) {
	choose := func(n, k int) uint64 {
		row := make([]uint64, k+1)
		row[0] = 1
		for i := 1; i <= n; i++ {
			for j := min(i, k); j > 0; j-- {
				row[j] += row[j-1]
			}
		}
		return row[k]
	}
	rng := rand.New(rand.NewSource(5))
	for range 20000 {
		free := rng.Uint64() | rng.Uint64()
		var set uint64
		var want uint64
		var chosen []int // the ordinals taken, in increasing order
		k := rng.Intn(7)
		for o, n := 0, 0; o < 64; o++ {
			if free&(1<<o) == 0 {
				continue
			}
			if len(chosen) < k && rng.Intn(8) == 0 {
				set |= 1 << o
				chosen = append(chosen, n)
			}
			n++
		}
		for i, o := range chosen {
			want += choose(o, i+1)
		}
		if got := ordinalsRank(set, free); got != want {
			t.Fatalf("ordinalsRank(%#x, %#x) = %d, want %d", set, free, got, want)
		}
	}
}
