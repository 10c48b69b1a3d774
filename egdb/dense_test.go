// The dense win/loss/draw files against the distance files they are
// converted from, position by position, and damaged.

package egdb_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/egdb/egdbtest"
	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// TestDenseAgreesWithDistances probes every index of every slice, with
// either side to move, in the dense files and in the distance files, and
// in the dense files decoded whole as the builder reads them.
func TestDenseAgreesWithDistances(t *testing.T) {
	pieces := 4
	if testing.Short() {
		pieces = 3
	}
	v := movegen.Italian
	distance, dense := egdbtest.Dense(t, v, pieces)
	whole, err := egdb.OpenOutcomes(dense.Dir(), v, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := &index.Boards[v]
	var seen [3]int // by outcome
	bad := 0
	for n := 2; n <= pieces; n++ {
		for _, m := range b.SlicesOf(n) {
			l := b.LayoutOf(m)
			for i := uint64(0); i < l.Count; i++ {
				nm, ok := b.Decode(&l, i)
				if !ok {
					continue
				}
				white := b.Position(nm)
				black := b.Turned(nm)
				for _, p := range []*movegen.Position{&white, &black} {
					want, ok1 := distance.Probe(p)
					got, ok2 := dense.ProbeOutcome(p)
					decoded, ok3 := whole.ProbeOutcome(p)
					if !ok1 || !ok2 || !ok3 || got != want.Outcome() || decoded != got {
						if bad++; bad <= 10 {
							t.Errorf("%s: dense %v (ok %v), decoded whole %v (ok %v), distances %v (ok %v)", p.FEN(), got, ok2, decoded, ok3, want, ok1)
						}
					}
					seen[got]++
				}
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d positions disagree", bad)
	}
	if seen[egdb.Won] == 0 || seen[egdb.Lost] == 0 || seen[egdb.Drawn] == 0 {
		t.Fatalf("outcomes seen %v: the test is too weak", seen)
	}
	hits, misses := dense.CacheStats()
	if misses == 0 || hits == 0 {
		t.Errorf("cache: %d hits, %d misses; every coded block should have been decoded once and read again", hits, misses)
	}
	if h, m := whole.CacheStats(); h != 0 || m != 0 {
		t.Errorf("the database decoded whole went through the cache: %d hits, %d misses", h, m)
	}
	t.Logf("%s ≤%d: %v positions by outcome (draw, win, loss), cache %d hits %d misses", v, pieces, seen, hits, misses)
	rep, err := build.Verify(context.Background(), dense.Dir(), v, 2, nil)
	if err != nil || len(rep.Errors) != 0 || rep.Slices == 0 {
		t.Fatalf("verify of the dense files: %+v, %v", rep, err)
	}
}

// TestDenseFilesRefuseDamage spoils one dense file in several ways: each
// time the file is left out, named, and the rest still answers.
func TestDenseFilesRefuseDamage(t *testing.T) {
	v := movegen.Italian
	_, dense := egdbtest.Dense(t, v, 3)
	src := dense.Dir()
	name := "0m2k-0m1k-r00.wld"
	p, err := movegen.ParseFEN(v, "W:WK1,K2:BK32")
	if err != nil {
		t.Fatal(err)
	}
	other, err := movegen.ParseFEN(v, "W:WK10:BK31")
	if err != nil {
		t.Fatal(err)
	}
	want, _ := dense.ProbeOutcome(&other)
	for _, c := range []struct {
		what  string
		spoil func([]byte) []byte
	}{
		{"a flipped payload byte", func(b []byte) []byte { b[len(b)-3] ^= 0x10; return b }},
		{"a flipped header byte", func(b []byte) []byte { b[20] ^= 1; return b }},
		{"truncated", func(b []byte) []byte { return b[:len(b)-1] }},
		{"extended", func(b []byte) []byte { return append(b, 0) }},
		{"a distance file's magic", func(b []byte) []byte { copy(b, "DEGB"); return b }},
		{"another variant", func(b []byte) []byte { b[6] = byte(movegen.International); return b }},
	} {
		t.Run(strings.ReplaceAll(c.what, " ", "_"), func(t *testing.T) {
			dir := t.TempDir()
			egdbtest.CopyDir(t, src, dir, name, c.spoil)
			egdbtest.WantListedBroken(t, dir, v, name)
			rep, err := build.Verify(context.Background(), dir, v, 1, nil)
			if err != nil || len(rep.Errors) == 0 {
				t.Errorf("Verify: %v errors, %v; want the broken file named", rep.Errors, err)
			}
			db, err := egdb.Open(dir, v, egdb.Options{})
			if err != nil {
				t.Fatalf("the sound 2-piece set does not open: %v", err)
			}
			if o, ok := db.ProbeOutcome(&p); ok && db.OutcomePieces() >= 3 {
				t.Errorf("probe of the spoiled slice answered %v", o)
			}
			if db.Err() == nil || !strings.Contains(db.Err().Error(), name) {
				t.Errorf("Err %v does not name %s", db.Err(), name)
			}
			if got, ok := db.ProbeOutcome(&other); !ok || got != want {
				t.Errorf("a sound slice: %v %v, want %v", got, ok, want)
			}
		})
	}
}

// TestProbeOutcomeConcurrent probes from several goroutines through a
// cache of two blocks, so that they keep evicting each other's blocks
// (run under -race in make test).
func TestProbeOutcomeConcurrent(t *testing.T) {
	distance, dense := egdbtest.Dense(t, movegen.Italian, 3)
	egdb.ShrinkDenseCache(dense)
	b := &index.Boards[movegen.Italian]
	var ps []movegen.Position
	var want []egdb.Outcome
	for _, m := range b.SlicesOf(3) {
		l := b.LayoutOf(m)
		for i := uint64(0); i < l.Count; i += 7 {
			if n, ok := b.Decode(&l, i); ok {
				p := b.Position(n)
				v, _ := distance.Probe(&p)
				ps, want = append(ps, p), append(want, v.Outcome())
			}
		}
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range ps {
				i := (k*(g+1) + g*1013) % len(ps)
				if got, ok := dense.ProbeOutcome(&ps[i]); !ok || got != want[i] {
					errs <- ps[i].FEN() + ": " + got.String()
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Errorf("concurrent probe %s disagrees with the distance files", e)
	}
	if _, misses := dense.CacheStats(); misses < 100 {
		t.Errorf("%d cache misses: the goroutines did not evict each other's blocks", misses)
	}
}
