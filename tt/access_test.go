// Tests of the replacement policy and of collisions within a cluster.

package tt

import "testing"

// clusterKeys returns n distinct keys that all map to the cluster of base.
func clusterKeys(tab *Table, base uint64, n int) []uint64 {
	keys := make([]uint64, n)
	for i := range keys {
		keys[i] = base ^ uint64(i)<<40
		if keys[i]&tab.mask != base&tab.mask {
			panic("test keys left the cluster")
		}
	}
	return keys
}

func TestCollidingKeysStayApart(t *testing.T) {
	tab := New(1)
	keys := clusterKeys(tab, 0x1234, 4)
	for i, k := range keys[:3] {
		tab.Store(k, uint32(100+i), int16(-i), i, BoundExact)
	}
	if _, ok := tab.Probe(keys[3]); ok {
		t.Fatal("an unstored key of the same cluster hit")
	}
	for i, k := range keys[:3] {
		e, ok := tab.Probe(k)
		if !ok || e.Move() != uint32(100+i) || e.Score() != int16(-i) || e.Depth() != i {
			t.Fatalf("key %d: got (%v, %d, %d, %d)", i, ok, e.Move(), e.Score(), e.Depth())
		}
	}
}

func TestTornEntryIsAMiss(t *testing.T) {
	tab := New(1)
	keys := clusterKeys(tab, 99, 2)
	tab.Store(keys[0], 1, 10, 5, BoundExact)
	e := &tab.clusters[keys[0]&tab.mask][0]
	// A writer of keys[1] got its data word in but not yet its check word.
	e.data.Store(pack(2, 20, 6, BoundLower, 0))
	for _, k := range keys {
		if _, ok := tab.Probe(k); ok {
			t.Fatalf("torn entry hit for key %#x", k)
		}
	}
}

func TestEvictsShallowest(t *testing.T) {
	tab := New(1)
	keys := clusterKeys(tab, 0xabc, 5)
	depths := []int{7, 3, 9, 5}
	for i, d := range depths {
		tab.Store(keys[i], 1, 0, d, BoundLower)
	}
	tab.Store(keys[4], 1, 0, 1, BoundLower)
	for i, d := range depths {
		if _, ok := tab.Probe(keys[i]); ok != (d != 3) {
			t.Errorf("entry of depth %d: present %v", d, ok)
		}
	}
	if _, ok := tab.Probe(keys[4]); !ok {
		t.Error("new entry missing")
	}
}

func TestAgeing(t *testing.T) {
	// An old entry is worth depth - 8*age; new entries of depth 1 are
	// worth 1. A depth-20 entry survives two searches (20-16 > 1) and is
	// the victim after three (20-24 < 1).
	for _, c := range []struct {
		searches int
		survives bool
	}{{0, true}, {1, true}, {2, true}, {3, false}, {10, false}} {
		tab := New(1)
		keys := clusterKeys(tab, 0x77, 5)
		tab.Store(keys[0], 1, 0, 20, BoundExact)
		for range c.searches {
			tab.NewSearch()
		}
		for _, k := range keys[1:4] {
			tab.Store(k, 1, 0, 1, BoundLower)
		}
		tab.Store(keys[4], 1, 0, 1, BoundLower)
		if _, ok := tab.Probe(keys[0]); ok != c.survives {
			t.Errorf("after %d searches the deep entry survives: %v, want %v", c.searches, ok, c.survives)
		}
	}
}

func TestSameKeyPolicy(t *testing.T) {
	tab := New(1)
	const key = 0xdeadbeef
	check := func(what string, move uint32, score int16, depth int, bound Bound) {
		t.Helper()
		e, ok := tab.Probe(key)
		if !ok || e.Move() != move || e.Score() != score || e.Depth() != depth || e.Bound() != bound {
			t.Fatalf("%s: got (%v, %d, %d, %d, %d), want (%d, %d, %d, %d)", what,
				ok, e.Move(), e.Score(), e.Depth(), e.Bound(), move, score, depth, bound)
		}
	}
	// The same key is updated in place, never duplicated in the cluster.
	keys := clusterKeys(tab, key, 4)
	for _, k := range keys[1:] {
		tab.Store(k, 1, 0, 0, BoundLower)
	}
	tab.Store(key, 11, 1, 4, BoundLower)
	tab.Store(key, 12, 2, 2, BoundUpper)
	check("shallower bound over bound", 12, 2, 2, BoundUpper)
	for _, k := range keys[1:] {
		if _, ok := tab.Probe(k); !ok {
			t.Fatal("a same-key store evicted another key")
		}
	}

	tab.Store(key, 0, 3, 3, BoundLower)
	check("no move keeps the move", 12, 3, 3, BoundLower)

	tab.Store(key, 13, 4, 8, BoundExact)
	tab.Store(key, 14, 5, 7, BoundLower)
	check("shallower bound under exact", 13, 4, 8, BoundExact)
	tab.Store(key, 14, 5, 8, BoundUpper)
	check("equal-depth bound over exact", 14, 5, 8, BoundUpper)

	tab.Store(key, 15, 6, 8, BoundExact)
	tab.Store(key, 16, 7, 2, BoundExact)
	check("shallower exact over exact", 16, 7, 2, BoundExact)

	tab.Store(key, 17, 8, 9, BoundExact)
	tab.NewSearch()
	tab.Store(key, 0, 9, 1, BoundUpper)
	check("new search replaces exact", 17, 9, 1, BoundUpper)
}

func TestNoAllocations(t *testing.T) {
	tab := New(1)
	k := uint64(1)
	if n := testing.AllocsPerRun(1000, func() {
		k *= 0x9E3779B97F4A7C15
		tab.Store(k, 1, 2, 3, BoundExact)
		tab.Probe(k)
	}); n != 0 {
		t.Fatalf("%v allocations per probe and store", n)
	}
}

// TestPrefetchChangesNothing prefetches keys of every cluster, the last
// included, and an empty list: nothing faults and the entries stay.
func TestPrefetchChangesNothing(t *testing.T) {
	tab := New(1)
	tab.Store(42, 7, 3, 2, BoundLower)
	keys := []uint64{0, 42, ^uint64(0), tab.mask, tab.mask + 1}
	tab.Prefetch(^uint64(0))
	tab.PrefetchKeys(keys)
	tab.PrefetchKeys(nil)
	if e, ok := tab.Probe(42); !ok || e.Move() != 7 || e.Score() != 3 {
		t.Fatalf("after prefetching: got (%v, %d, %d)", ok, e.Move(), e.Score())
	}
}
