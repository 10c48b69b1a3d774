// Tests of sizing, clearing, generations and Hashfull.

package tt

import "testing"

func TestSizes(t *testing.T) {
	for _, c := range []struct{ in, want int }{
		{-5, 1}, {0, 1}, {1, 1}, {2, 2}, {3, 2}, {16, 16}, {100, 64},
		{MaxMB - 1, MaxMB / 2}, {MaxMB, MaxMB}, {MaxMB * 4, MaxMB},
	} {
		if n := RoundMB(c.in); n != c.want {
			t.Errorf("RoundMB(%d) = %d, want %d", c.in, n, c.want)
		}
		if c.in > 64 {
			continue // do not allocate huge tables in a test
		}
		tab := New(c.in)
		if tab.MB() != c.want {
			t.Errorf("New(%d).MB() = %d, want %d", c.in, tab.MB(), c.want)
		}
		if n := len(tab.clusters); n&(n-1) != 0 || tab.mask != uint64(n-1) {
			t.Errorf("New(%d): %d clusters, mask %#x", c.in, n, tab.mask)
		}
	}
}

func TestResizeKeepsWorking(t *testing.T) {
	tab := New(1)
	tab.Store(42, 1, 2, 3, BoundExact)
	for _, mb := range []int{4, 3, 2, 1, 1, 0} {
		if err := tab.Resize(mb); err != nil {
			t.Fatalf("Resize(%d): %v", mb, err)
		}
		if _, ok := tab.Probe(42); ok {
			t.Fatalf("Resize(%d) kept an entry", mb)
		}
		for k := uint64(1); k <= 1000; k++ {
			tab.Store(k*0x9E3779B97F4A7C15, uint32(k), int16(k), int(k%50), BoundLower)
		}
		for k := uint64(1); k <= 1000; k++ {
			e, ok := tab.Probe(k * 0x9E3779B97F4A7C15)
			if !ok || e.Move() != uint32(k) || e.Score() != int16(k) {
				t.Fatalf("after Resize(%d): key %d got (%v, %d, %d)", mb, k, ok, e.Move(), e.Score())
			}
		}
		tab.Store(42, 1, 2, 3, BoundExact)
	}
}

func TestClear(t *testing.T) {
	tab := New(1)
	for k := uint64(0); k < 5000; k++ {
		tab.Store(k, uint32(k), 0, 1, BoundExact)
	}
	tab.Clear()
	for k := uint64(0); k < 5000; k++ {
		if _, ok := tab.Probe(k); ok {
			t.Fatalf("key %d survived Clear", k)
		}
	}
	if h := tab.Hashfull(); h != 0 {
		t.Fatalf("Hashfull after Clear = %d", h)
	}
	tab.Store(7, 7, 7, 7, BoundExact)
	if e, ok := tab.Probe(7); !ok || e.Move() != 7 {
		t.Fatal("store after Clear failed")
	}
}

func TestHashfull(t *testing.T) {
	tab := New(1)
	if h := tab.Hashfull(); h != 0 {
		t.Fatalf("empty table: Hashfull = %d", h)
	}
	// Half of the slots of every sampled cluster.
	for i := uint64(0); i < hashfullSamples; i++ {
		tab.Store(i, 1, 0, 1, BoundLower)
		tab.Store(i|1<<40, 1, 0, 1, BoundLower)
	}
	if h := tab.Hashfull(); h != 500 {
		t.Fatalf("half full: Hashfull = %d, want 500", h)
	}
	// Every slot of the table, several times over.
	for k := uint64(0); k < uint64(len(tab.clusters))*clusterSize*3; k++ {
		tab.Store(k*0x9E3779B97F4A7C15, 1, 0, 1, BoundLower)
	}
	if h := tab.Hashfull(); h < 950 || h > 1000 {
		t.Fatalf("full table: Hashfull = %d", h)
	}
	tab.NewSearch()
	if h := tab.Hashfull(); h != 0 {
		t.Fatalf("after NewSearch: Hashfull = %d, want 0", h)
	}
}

func TestGenerationWraps(t *testing.T) {
	tab := New(1)
	for range genMask + 1 {
		tab.NewSearch()
	}
	if g := tab.gen.Load(); g != 0 {
		t.Fatalf("64 searches later the generation is %d, want 0", g)
	}
	tab.NewSearch()
	tab.Store(3, 1, 0, 1, BoundLower)
	if e, _ := tab.Probe(3); e.generation() != 1 {
		t.Fatalf("entry generation %d, want 1", e.generation())
	}
}
