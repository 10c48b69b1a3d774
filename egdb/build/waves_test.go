// Tests of wave builds: shards of each wave, run at the same time in one
// directory, give the files of one whole build byte for byte; a wave whose
// earlier waves are missing is refused.

package build

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

func TestWaveBuildsEqualWholeBuild(t *testing.T) {
	const pieces, shards = 3, 3
	v := movegen.Italian
	whole, waved := t.TempDir(), t.TempDir()
	if err := Run(context.Background(), Options{Variant: v, Pieces: pieces, Dir: whole, Threads: 2}); err != nil {
		t.Fatal(err)
	}
	for n := 2; n <= pieces; n++ {
		list, err := Waves(v, n, waved, shards)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range list {
			if w.Built != 0 || w.Largest > w.Positions || w.Largest*shards < w.Positions {
				t.Fatalf("%d pieces wave %d: %+v before its build", n, w.Wave, w)
			}
			var wg sync.WaitGroup
			errs := make([]error, shards)
			for s := range shards {
				wg.Go(func() {
					errs[s] = Run(context.Background(), Options{Variant: v, Pieces: n, Dir: waved, Threads: 1,
						Wave: w.Wave, Shard: s + 1, Shards: shards})
				})
			}
			wg.Wait()
			for s, err := range errs {
				if err != nil {
					t.Fatalf("%d pieces wave %d shard %d: %v", n, w.Wave, s+1, err)
				}
			}
		}
		if list, _ = Waves(v, n, waved, shards); list[len(list)-1].Built != list[len(list)-1].Units {
			t.Errorf("%d pieces: last wave %+v not all built", n, list[len(list)-1])
		}
	}
	a, _ := filepath.Glob(filepath.Join(whole, "*"))
	b, _ := filepath.Glob(filepath.Join(waved, "*"))
	if len(a) != len(b) || len(a) != 2*len(index.Boards[v].Units(pieces))-countSymmetric(v, pieces) {
		t.Fatalf("%d files from the whole build, %d from the waves", len(a), len(b))
	}
	for _, path := range a {
		x, _ := os.ReadFile(path)
		y, err := os.ReadFile(filepath.Join(waved, filepath.Base(path)))
		if err != nil || !bytes.Equal(x, y) {
			t.Errorf("%s differs (%v)", filepath.Base(path), err)
		}
	}
}

// countSymmetric counts the units that are one slice (their own colour
// swap).
func countSymmetric(v movegen.Variant, pieces int) int {
	n := 0
	for _, u := range index.Boards[v].Units(pieces) {
		if u.A == u.B {
			n++
		}
	}
	return n
}

// TestWaveShardsPartition: the shards of a wave get every unit once, and
// a shard may get none when the wave has fewer units than shards.
func TestWaveShardsPartition(t *testing.T) {
	b := &index.Boards[movegen.International]
	for _, w := range waves(b, 5) {
		for _, shards := range []int{1, 2, 7, len(w) + 3} {
			seen := map[index.Unit]int{}
			for s := 1; s <= shards; s++ {
				for u := range shardOf(b, w, s, shards) {
					seen[u]++
				}
			}
			for _, u := range w {
				if seen[u] != 1 {
					t.Fatalf("wave of %s, %d shards: unit in %d shards", u.A.Name(), shards, seen[u])
				}
			}
			if len(seen) != len(w) {
				t.Fatalf("%d units dealt for a wave of %d", len(seen), len(w))
			}
		}
	}
}

// TestWaveRefusals: a wave whose earlier waves (or fewer pieces) are not
// built, a wave past the last and a bad shard are refused with an error
// that says so.
func TestWaveRefusals(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		o    Options
		want string
	}{
		{Options{Pieces: 3, Wave: 1, Shard: 1, Shards: 1}, "which is not built"},
		{Options{Pieces: 2, Wave: 2, Shard: 1, Shards: 1}, "which is not built"},
		{Options{Pieces: 2, Wave: 999, Shard: 1, Shards: 1}, "waves of 2 pieces, not 999"},
		{Options{Pieces: 2, Wave: 1, Shard: 3, Shards: 2}, "shard 3/2"},
	} {
		tc.o.Variant, tc.o.Dir, tc.o.Threads = movegen.Italian, dir, 1
		err := Run(context.Background(), tc.o)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q", tc.o, err, tc.want)
		}
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != 0 {
		t.Errorf("refused builds left %d files", len(files))
	}
}
