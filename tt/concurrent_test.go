// Concurrent writers and readers: every hit must be consistent with its key.

package tt

import (
	"math/rand/v2"
	"sync"
	"testing"
)

// The stored fields are functions of the key and a depth chosen per store,
// so a hit mixing two stores, or two keys, shows as a mismatch.
func moveOf(key uint64) uint32            { return uint32(key>>16) | 1 }
func scoreOf(key uint64, depth int) int16 { return int16(key>>40) ^ int16(depth*257) }
func boundOf(key uint64) Bound            { return Bound(key>>60)&BoundExact | BoundUpper }
func consistent(key uint64, e Entry) bool {
	return e.Move() == moveOf(key) && e.Score() == scoreOf(key, e.Depth()) &&
		e.Bound() == boundOf(key)
}

func TestConcurrentAccess(t *testing.T) {
	const workers = 4
	iterations := 200_000
	if testing.Short() {
		iterations = 20_000
	}
	tab := New(1)
	// 64 keys crowded into two clusters (eight slots), so writers keep
	// evicting each other and readers often meet a slot being rewritten.
	rng := rand.New(rand.NewPCG(1, 2))
	var keys []uint64
	for range 32 {
		keys = append(keys, rng.Uint64()<<20|5, rng.Uint64()<<20|6)
	}
	var wg sync.WaitGroup
	hits := make([]int, workers)
	bad := make([]int, workers)
	for w := range workers {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(uint64(w), 99))
			for range iterations {
				key := keys[r.IntN(len(keys))]
				if r.IntN(2) == 0 {
					d := r.IntN(MaxDepth-MinDepth+1) + MinDepth
					tab.Store(key, moveOf(key), scoreOf(key, d), d, boundOf(key))
					continue
				}
				if e, ok := tab.Probe(key); ok {
					hits[w]++
					if !consistent(key, e) {
						bad[w]++
					}
				}
				if r.IntN(1000) == 0 {
					if h := tab.Hashfull(); h < 0 || h > 1000 {
						t.Errorf("Hashfull = %d", h)
					}
				}
			}
		})
	}
	wg.Wait()
	total, wrong := 0, 0
	for w := range workers {
		total += hits[w]
		wrong += bad[w]
	}
	if wrong > 0 {
		t.Fatalf("%d of %d hits were inconsistent with their key", wrong, total)
	}
	if total == 0 {
		t.Fatal("no probe ever hit")
	}
	t.Logf("%d consistent hits", total)
}
