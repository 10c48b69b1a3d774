// Openings and the schedule: seeded order, shards that split the pairs
// exactly, balanced random openings.

package match

import (
	"math/bits"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/shard"
)

// someOpenings returns n distinct Italian positions.
func someOpenings(t *testing.T, n int) []movegen.Position {
	var out []movegen.Position
	seen := map[uint64]bool{}
	for i := 0; len(out) < n; i++ {
		p, err := randomOpening(movegen.Italian, 4, rand.NewPCG(99, uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		if !seen[p.Key] {
			seen[p.Key] = true
			out = append(out, p)
		}
	}
	return out
}

func TestScheduleShards(t *testing.T) {
	src := newOpeningSource(movegen.Italian, someOpenings(t, 3), 0, 7)
	full, err := schedule(11, shard.Shard{Index: 1, Count: 1}, src)
	if err != nil {
		t.Fatal(err)
	}
	if len(full) != 11 {
		t.Fatalf("%d games, want 11", len(full))
	}
	for i, j := range full {
		// Games 2p+1 and 2p+2 are pair p, first engine White in the first.
		if j.round != i+1 || j.pair != i/2 || j.white != i%2 {
			t.Errorf("game %d: %+v", i+1, j)
		}
		if i%2 == 1 && j.start != full[i-1].start {
			t.Errorf("pair %d: the two games start differently", j.pair)
		}
		// 6 pairs on 3 openings: pair p and p+3 share one.
		if i >= 6 && j.start != full[i-6].start {
			t.Errorf("game %d: openings do not cycle", i+1)
		}
	}
	// Shards 1/3..3/3 play pairs {0,3}, {1,4}, {2,5}: together the whole
	// schedule, each game once, with the same openings.
	seen := map[int]gameJob{}
	for i := 1; i <= 3; i++ {
		part, err := schedule(11, shard.Shard{Index: i, Count: 3}, src)
		if err != nil {
			t.Fatal(err)
		}
		for _, j := range part {
			if j.pair%3 != i-1 {
				t.Errorf("shard %d/3 plays pair %d", i, j.pair)
			}
			if _, dup := seen[j.round]; dup {
				t.Errorf("game %d in two shards", j.round)
			}
			seen[j.round] = j
		}
	}
	for _, j := range full {
		if seen[j.round] != j {
			t.Errorf("game %d: shard %+v, full %+v", j.round, seen[j.round], j)
		}
	}
}

func TestOpeningOrderIsSeeded(t *testing.T) {
	list := someOpenings(t, 20)
	order := func(seed uint64) []movegen.Position {
		src := newOpeningSource(movegen.Italian, list, 0, seed)
		var out []movegen.Position
		for p := range 20 {
			pos, _ := src.pair(p)
			out = append(out, pos)
		}
		return out
	}
	a, b, c := order(1), order(1), order(2)
	if !reflect.DeepEqual(a, b) {
		t.Error("the same seed gave two orders")
	}
	if reflect.DeepEqual(a, c) {
		t.Error("seeds 1 and 2 gave the same order")
	}
	// Every opening is used once in the first len(list) pairs.
	count := map[uint64]int{}
	for _, p := range a {
		count[p.Key]++
	}
	if len(count) != 20 {
		t.Errorf("%d distinct openings in 20 pairs, want 20", len(count))
	}
}

func TestRandomOpenings(t *testing.T) {
	for _, v := range movegen.Variants {
		src := newOpeningSource(v, nil, 6, 42)
		var l movegen.MoveList
		distinct := map[uint64]bool{}
		for p := range 20 {
			pos, err := src.pair(p)
			if err != nil {
				t.Fatalf("%s pair %d: %v", v, p, err)
			}
			again, _ := newOpeningSource(v, nil, 6, 42).pair(p)
			if again != pos {
				t.Errorf("%s pair %d: not reproducible", v, p)
			}
			w, b := bits.OnesCount64(pos.Pieces[movegen.White]), bits.OnesCount64(pos.Pieces[movegen.Black])
			if w != b || pos.HasCapture() || pos.CountMoves(&l) == 0 {
				t.Errorf("%s pair %d: unbalanced opening %s", v, p, pos.FEN())
			}
			if pos.Side != movegen.White { // six plies: White to move again
				t.Errorf("%s pair %d: %s to move", v, p, pos.Side)
			}
			distinct[pos.Key] = true
		}
		if len(distinct) < 15 {
			t.Errorf("%s: only %d distinct openings in 20", v, len(distinct))
		}
	}
}
