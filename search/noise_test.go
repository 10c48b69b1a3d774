package search

import (
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestNoisyIsBoundedAndSpread: the noise stays within its amplitude, is a
// function of key and seed, and takes most of its values.
func TestNoisyIsBoundedAndSpread(t *testing.T) {
	const a = 20
	seen := map[int]bool{}
	for key := uint64(1); key < 20000; key += 7 {
		n := Noisy(key*0x9E3779B97F4A7C15, 42, a)
		if n < -a || n > a || n != Noisy(key*0x9E3779B97F4A7C15, 42, a) {
			t.Fatalf("Noisy = %d, want a fixed value in -%d..%d", n, a, a)
		}
		seen[n] = true
	}
	if len(seen) != 2*a+1 {
		t.Fatalf("Noisy took %d of the %d values", len(seen), 2*a+1)
	}
}

// TestNoiseSearch: a search with noise gives the same result under one
// seed, other scores under other seeds, and none without noise differs
// from a plain search.
func TestNoiseSearch(t *testing.T) {
	root := RootAt(movegen.StartPosition(movegen.International))
	search := func(noise int, seed uint64) Result {
		e := New(4, 1)
		return e.Search(root, Limits{Depth: 5, Noise: noise, NoiseSeed: seed}, 1, nil)
	}
	plain := search(0, 0)
	if again := search(0, 99); again.Score != plain.Score || again.Nodes != plain.Nodes {
		t.Fatalf("without noise the seed changed the search: %+v, %+v", plain, again)
	}
	first := search(50, 1)
	if again := search(50, 1); again.Score != first.Score || again.Move != first.Move || again.Nodes != first.Nodes {
		t.Fatalf("one seed, two searches: %+v, %+v", first, again)
	}
	differ := false
	for seed := uint64(2); seed < 6 && !differ; seed++ {
		r := search(50, seed)
		differ = r.Score != first.Score || r.Move != first.Move
	}
	if !differ {
		t.Fatal("seeds 1 to 5 gave the same noisy search")
	}
}
