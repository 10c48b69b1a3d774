// Tests of building a piece count by outcomes alone: the same dense and
// conversion files as the distance build gives through Convert and
// Conversions, which the independent solver checks.

package build_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/egdb/egdbtest"
	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// TestOutcomeBuildMatchesDistanceBuild builds the largest piece count by
// outcomes alone and compares its dense and conversion files byte for
// byte with those made from a distance build of the same slices (Italian
// 3 pieces alone in short mode).
func TestOutcomeBuildMatchesDistanceBuild(t *testing.T) {
	type size struct {
		v      movegen.Variant
		pieces int
	}
	sizes := []size{{movegen.Italian, 4}, {movegen.International, 3}, {movegen.Dameo, 3}}
	if testing.Short() {
		sizes = []size{{movegen.Italian, 3}} // the race detector's run, many times slower
	}
	for _, c := range sizes {
		t.Run(c.v.String(), func(t *testing.T) {
			ctx := context.Background()
			distance, _ := egdbtest.Dense(t, c.v, c.pieces)
			want := t.TempDir()
			if _, err := build.Convert(ctx, build.ConvertOptions{Variant: c.v, Dir: distance.Dir(), Out: want, Pieces: c.pieces, Threads: 2}); err != nil {
				t.Fatal(err)
			}
			if _, err := build.Conversions(ctx, build.ConversionOptions{Variant: c.v, Dir: distance.Dir(), Out: want, Pieces: c.pieces, Threads: 2}); err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			o := build.Options{Variant: c.v, Pieces: c.pieces, Dir: dir, Threads: 2, Outcomes: true}
			if err := build.Run(ctx, o); err != nil {
				t.Fatal(err)
			}
			b := &index.Boards[c.v]
			files := 0
			for _, m := range b.SlicesOf(c.pieces) {
				if _, err := os.Stat(filepath.Join(dir, m.Name()+".egdb")); err == nil {
					t.Errorf("%s: a distance file of %d pieces", m.Name(), c.pieces)
				}
				files += compareCoded(t, dir, want, m)
			}
			db, err := egdb.Open(dir, c.v, egdb.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if db.Pieces() != c.pieces-1 || db.OutcomePieces() != c.pieces {
				t.Errorf("distances to %d pieces, outcomes to %d; want %d and %d", db.Pieces(), db.OutcomePieces(), c.pieces-1, c.pieces)
			}
			waves, err := build.Waves(c.v, c.pieces, dir, 1)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range waves {
				if w.Built != w.Units {
					t.Errorf("wave %d: %d of %d units built", w.Wave, w.Built, w.Units)
				}
			}
			// Run again: nothing is rebuilt.
			path := filepath.Join(dir, b.SlicesOf(c.pieces)[0].Name()+".dtc")
			before, _ := os.Stat(path)
			time.Sleep(10 * time.Millisecond)
			if err := build.Run(ctx, o); err != nil {
				t.Fatal(err)
			}
			if after, _ := os.Stat(path); !after.ModTime().Equal(before.ModTime()) {
				t.Errorf("a second build rewrote %s", path)
			}
			t.Logf("%s %d pieces: %d files equal", c.v, c.pieces, files)
		})
	}
}

// TestOutcomeBuildFromDenseFiles builds a piece count by outcomes in a
// folder that holds the smaller endings' dense files alone: none of them
// is built again with distances, and the new files are those of a build
// from nothing.
func TestOutcomeBuildFromDenseFiles(t *testing.T) {
	v, pieces := movegen.Italian, 4
	if testing.Short() {
		pieces = 3
	}
	ctx := context.Background()
	_, dense := egdbtest.Dense(t, v, pieces-1)
	dir := dense.Dir()
	if err := build.Run(ctx, build.Options{Variant: v, Pieces: pieces, Dir: dir, Threads: 2, Outcomes: true}); err != nil {
		t.Fatal(err)
	}
	if found, _ := filepath.Glob(filepath.Join(dir, "*.egdb")); len(found) != 0 {
		t.Fatalf("%d distance files written, %s the first", len(found), filepath.Base(found[0]))
	}
	ref := t.TempDir()
	if err := build.Run(ctx, build.Options{Variant: v, Pieces: pieces, Dir: ref, Threads: 2, Outcomes: true}); err != nil {
		t.Fatal(err)
	}
	files := 0
	for _, m := range index.Boards[v].SlicesOf(pieces) {
		files += compareCoded(t, dir, ref, m)
	}
	if files == 0 {
		t.Fatal("no slices compared")
	}
}

// compareCoded compares the dense and conversion files of slice m in dir
// byte for byte with those in want and returns the files compared.
func compareCoded(t *testing.T, dir, want string, m index.Material) int {
	t.Helper()
	for _, ext := range []string{".wld", ".dtc"} {
		got, err := os.ReadFile(filepath.Join(dir, m.Name()+ext))
		if err != nil {
			t.Fatal(err)
		}
		exp, err := os.ReadFile(filepath.Join(want, m.Name()+ext))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, exp) {
			t.Errorf("%s%s differs from the file in %s", m.Name(), ext, want)
		}
	}
	return 2
}

// TestCompactBuild builds every piece count by outcomes (Compact): no
// distance file, and the dense and conversion files of every slice those
// a distance build gives through Convert and Conversions. In a folder
// that holds the distance files of fewer pieces, those are read and not
// built again.
func TestCompactBuild(t *testing.T) {
	sizes := map[movegen.Variant]int{movegen.Italian: 3, movegen.Dameo: 3}
	if testing.Short() {
		sizes = map[movegen.Variant]int{movegen.Italian: 3}
	}
	ctx := context.Background()
	if err := build.Run(ctx, build.Options{Variant: movegen.Italian, Pieces: 2, Dir: t.TempDir(), Compact: true, Outcomes: true}); err == nil {
		t.Error("a compact build with Outcomes: accepted")
	}
	for v, pieces := range sizes {
		t.Run(v.String(), func(t *testing.T) {
			distance, _ := egdbtest.Dense(t, v, pieces)
			want := t.TempDir()
			if _, err := build.Convert(ctx, build.ConvertOptions{Variant: v, Dir: distance.Dir(), Out: want, Pieces: pieces, Threads: 2}); err != nil {
				t.Fatal(err)
			}
			for n := 2; n <= pieces; n++ {
				if _, err := build.Conversions(ctx, build.ConversionOptions{Variant: v, Dir: distance.Dir(), Out: want, Pieces: n, Threads: 2}); err != nil {
					t.Fatal(err)
				}
			}
			dir := t.TempDir()
			if err := build.Run(ctx, build.Options{Variant: v, Pieces: pieces, Dir: dir, Threads: 2, Compact: true}); err != nil {
				t.Fatal(err)
			}
			if found, _ := filepath.Glob(filepath.Join(dir, "*.egdb")); len(found) != 0 {
				t.Fatalf("%d distance files written, %s the first", len(found), filepath.Base(found[0]))
			}
			files := 0
			for n := 2; n <= pieces; n++ {
				for _, m := range index.Boards[v].SlicesOf(n) {
					files += compareCoded(t, dir, want, m)
				}
			}
			db, err := egdb.Open(dir, v, egdb.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if db.Pieces() != 0 || db.OutcomePieces() != pieces || files == 0 {
				t.Errorf("distances to %d pieces, outcomes to %d, %d files compared; want 0, %d and some", db.Pieces(), db.OutcomePieces(), files, pieces)
			}

			// Beside the distance files of one piece fewer.
			mixed := t.TempDir()
			if err := build.Run(ctx, build.Options{Variant: v, Pieces: pieces - 1, Dir: mixed, Threads: 2}); err != nil {
				t.Fatal(err)
			}
			if err := build.Run(ctx, build.Options{Variant: v, Pieces: pieces, Dir: mixed, Threads: 2, Compact: true}); err != nil {
				t.Fatal(err)
			}
			if found, _ := filepath.Glob(filepath.Join(mixed, "*.wld")); len(found) != len(index.Boards[v].SlicesOf(pieces)) {
				t.Errorf("%d dense files beside the distance files of fewer pieces, want those of %d pieces alone (%d)", len(found), pieces, len(index.Boards[v].SlicesOf(pieces)))
			}
			for _, m := range index.Boards[v].SlicesOf(pieces) {
				compareCoded(t, mixed, want, m)
			}
		})
	}
}
