// The dense win/loss/draw files against the distance files they are
// converted from, position by position.

package egdb

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// denseFixture builds the distance files of v up to pieces pieces and
// converts them into a folder of its own: the distance database and the
// dense one, which has nothing to fall back on.
func denseFixture(t *testing.T, v movegen.Variant, pieces int) (distance, dense *DB) {
	t.Helper()
	dir, out := t.TempDir(), t.TempDir()
	if err := Build(context.Background(), BuildOptions{Variant: v, Pieces: pieces, Dir: dir, Threads: 2}); err != nil {
		t.Fatal(err)
	}
	rep, err := Convert(context.Background(), ConvertOptions{Variant: v, Dir: dir, Out: out, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Slices == 0 || rep.Kept != 0 || rep.Bytes == 0 {
		t.Fatalf("convert: %+v", rep)
	}
	if again, err := Convert(context.Background(), ConvertOptions{Variant: v, Dir: dir, Out: out, Threads: 2}); err != nil || again.Slices != 0 || again.Kept != rep.Slices {
		t.Fatalf("a second convert: %+v, %v; want every file kept", again, err)
	}
	if distance, err = Open(dir, v, Options{}); err != nil {
		t.Fatal(err)
	}
	if dense, err = Open(out, v, Options{}); err != nil {
		t.Fatal(err)
	}
	if dense.OutcomePieces() != pieces || dense.Pieces() != 0 {
		t.Fatalf("dense database: outcomes to %d pieces, distances to %d; want %d and 0", dense.OutcomePieces(), dense.Pieces(), pieces)
	}
	return distance, dense
}

// TestDenseAgreesWithDistances probes every index of every slice, with
// either side to move, in the dense files and in the distance files, and
// in the dense files decoded whole as the builder reads them.
func TestDenseAgreesWithDistances(t *testing.T) {
	pieces := 4
	if testing.Short() {
		pieces = 3
	}
	v := movegen.Italian
	distance, dense := denseFixture(t, v, pieces)
	whole, err := Open(dense.Dir(), v, Options{})
	if err != nil {
		t.Fatal(err)
	}
	whole.whole = true
	b := &index.Boards[v]
	var seen [outcomes]int
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
	if seen[Won] == 0 || seen[Lost] == 0 || seen[Drawn] == 0 {
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
	rep, err := Verify(context.Background(), dense.Dir(), v, 2, nil)
	if err != nil || len(rep.Errors) != 0 || rep.Slices == 0 {
		t.Fatalf("verify of the dense files: %+v, %v", rep, err)
	}
}

// TestDenseFilesRefuseDamage spoils one dense file in several ways: each
// time the file is left out, named, and the rest still answers.
func TestDenseFilesRefuseDamage(t *testing.T) {
	v := movegen.Italian
	_, dense := denseFixture(t, v, 3)
	src := dense.Dir()
	name := "0m2k-0m1k-r00" + denseFormat.ext
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
		{"a distance file's magic", func(b []byte) []byte { copy(b, distanceFormat.magic); return b }},
		{"another variant", func(b []byte) []byte { b[6] = byte(movegen.International); return b }},
	} {
		t.Run(strings.ReplaceAll(c.what, " ", "_"), func(t *testing.T) {
			dir := t.TempDir()
			copyDir(t, src, dir, name, c.spoil)
			wantListedBroken(t, dir, v, name)
			rep, err := Verify(context.Background(), dir, v, 1, nil)
			if err != nil || len(rep.Errors) == 0 {
				t.Errorf("Verify: %v errors, %v; want the broken file named", rep.Errors, err)
			}
			db, err := Open(dir, v, Options{})
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
	distance, dense := denseFixture(t, movegen.Italian, 3)
	dense.mu.Lock()
	dense.cache = newBlockCache(1, true)
	dense.mu.Unlock()
	b := &index.Boards[movegen.Italian]
	var ps []movegen.Position
	var want []Outcome
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

// TestBuildDenseMatchesConvert builds with Dense and compares its dense
// files byte for byte with those Convert makes from a plain build; a
// dense file deleted is made again by the next build.
func TestBuildDenseMatchesConvert(t *testing.T) {
	v := movegen.Italian
	dense, plain, out := t.TempDir(), t.TempDir(), t.TempDir()
	if err := Build(context.Background(), BuildOptions{Variant: v, Pieces: 3, Dir: dense, Threads: 2, Dense: true}); err != nil {
		t.Fatal(err)
	}
	if err := Build(context.Background(), BuildOptions{Variant: v, Pieces: 3, Dir: plain, Threads: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := Convert(context.Background(), ConvertOptions{Variant: v, Dir: plain, Out: out, Threads: 2}); err != nil {
		t.Fatal(err)
	}
	same := func() int {
		entries, _ := os.ReadDir(out)
		n := 0
		for _, e := range entries {
			want, _ := os.ReadFile(filepath.Join(out, e.Name()))
			got, err := os.ReadFile(filepath.Join(dense, e.Name()))
			if err != nil || string(got) != string(want) {
				t.Errorf("%s: the dense build's file differs from the converted one (%v)", e.Name(), err)
			}
			n++
		}
		return n
	}
	if n := same(); n != 304 {
		t.Fatalf("%d dense files, want 304", n)
	}
	if err := os.Remove(filepath.Join(dense, "0m2k-0m1k-r00"+denseFormat.ext)); err != nil {
		t.Fatal(err)
	}
	if err := Build(context.Background(), BuildOptions{Variant: v, Pieces: 3, Dir: dense, Threads: 2, Dense: true}); err != nil {
		t.Fatal(err)
	}
	same()
	// A killed conversion's temporary of the file it makes again goes;
	// another slice's (another writer's) stays.
	if err := os.Remove(filepath.Join(dense, "0m2k-0m1k-r00"+denseFormat.ext)); err != nil {
		t.Fatal(err)
	}
	left, other := filepath.Join(dense, "0m2k-0m1k-r00.wld.1.tmp"), filepath.Join(dense, "0m1k-0m1k-r00.wld.2.tmp")
	for _, p := range []string{left, other} {
		if err := os.WriteFile(p, []byte("partial"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if rep, err := Convert(context.Background(), ConvertOptions{Variant: v, Dir: dense, Threads: 2}); err != nil || rep.Slices != 1 {
		t.Fatalf("convert of the one missing file: %+v, %v", rep, err)
	}
	same()
	if _, err := os.Stat(left); err == nil {
		t.Error("the temporary of the file made again is still there")
	}
	if _, err := os.Stat(other); err != nil {
		t.Errorf("another writer's temporary was removed: %v", err)
	}
}

// TestConvertRefusesDamagedSources: a distance file that fails its
// checks, in its header or its payload, stops the conversion with an
// error naming it, and no dense file of it is written.
func TestConvertRefusesDamagedSources(t *testing.T) {
	v := movegen.Italian
	for _, c := range []struct {
		what  string
		spoil func([]byte) []byte
	}{
		{"payload", func(b []byte) []byte { b[len(b)-2] ^= 1; return b }},
		{"truncated", func(b []byte) []byte { return b[:len(b)-1] }},
	} {
		dir, out := t.TempDir(), t.TempDir()
		if err := Build(context.Background(), BuildOptions{Variant: v, Pieces: 2, Dir: dir, Threads: 1}); err != nil {
			t.Fatal(err)
		}
		name := "0m1k-0m1k-r00"
		path := filepath.Join(dir, name+fileExt)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, c.spoil(data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err = Convert(context.Background(), ConvertOptions{Variant: v, Dir: dir, Out: out, Threads: 1})
		if err == nil || !strings.Contains(err.Error(), name) || !strings.Contains(err.Error(), "egdb build") {
			t.Errorf("%s: convert gave %v; want an error naming %s and the way out", c.what, err, name)
		}
		if _, err := os.Stat(filepath.Join(out, name+denseFormat.ext)); err == nil {
			t.Errorf("%s: a dense file of the damaged slice was written", c.what)
		}
	}
}
