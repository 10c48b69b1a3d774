// The dense and conversion files the tests read.

package egdbtest

import (
	"context"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
)

// Dense builds the distance files of v up to pieces pieces and converts
// them into a folder of its own: the distance database and the dense
// one, which has nothing to fall back on. A second conversion must keep
// every file.
func Dense(t testing.TB, v movegen.Variant, pieces int) (distance, dense *egdb.DB) {
	t.Helper()
	dir, out := t.TempDir(), t.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: v, Pieces: pieces, Dir: dir, Threads: 2}); err != nil {
		t.Fatal(err)
	}
	rep, err := build.Convert(context.Background(), build.ConvertOptions{Variant: v, Dir: dir, Out: out, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Slices == 0 || rep.Kept != 0 || rep.Bytes == 0 {
		t.Fatalf("convert: %+v", rep)
	}
	if again, err := build.Convert(context.Background(), build.ConvertOptions{Variant: v, Dir: dir, Out: out, Threads: 2}); err != nil || again.Slices != 0 || again.Kept != rep.Slices {
		t.Fatalf("a second convert: %+v, %v; want every file kept", again, err)
	}
	if distance, err = egdb.Open(dir, v, egdb.Options{}); err != nil {
		t.Fatal(err)
	}
	if dense, err = egdb.Open(out, v, egdb.Options{}); err != nil {
		t.Fatal(err)
	}
	if dense.OutcomePieces() != pieces || dense.Pieces() != 0 {
		t.Fatalf("dense database: outcomes to %d pieces, distances to %d; want %d and 0", dense.OutcomePieces(), dense.Pieces(), pieces)
	}
	return distance, dense
}

// Conversions returns a folder of the dense Italian files of up to 3
// pieces with their conversion files beside them. A second build of the
// conversions must keep every file.
func Conversions(t testing.TB) string {
	t.Helper()
	_, dense := Dense(t, movegen.Italian, 3)
	dir := t.TempDir()
	CopyDir(t, dense.Dir(), dir, "", nil)
	for n := 2; n <= 3; n++ {
		o := build.ConversionOptions{Variant: movegen.Italian, Dir: dir, Pieces: n, Threads: 2}
		rep, err := build.Conversions(context.Background(), o)
		if err != nil || rep.Slices == 0 || rep.Kept != 0 {
			t.Fatalf("conversions of %d pieces: %+v, %v", n, rep, err)
		}
		if again, err := build.Conversions(context.Background(), o); err != nil || again.Slices != 0 || again.Kept != rep.Slices {
			t.Fatalf("a second build of %d pieces: %+v, %v; want every file kept", n, again, err)
		}
	}
	return dir
}

// ProbeConversionIn returns the Italian position of fen and its
// conversion value in the database of dir, failing t when it has none.
func ProbeConversionIn(t testing.TB, dir, fen string) (movegen.Position, egdb.Value) {
	t.Helper()
	p, err := movegen.ParseFEN(movegen.Italian, fen)
	if err != nil {
		t.Fatal(err)
	}
	db, err := egdb.Open(dir, movegen.Italian, egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	v, ok := db.ProbeConversion(&p)
	if !ok {
		t.Fatalf("%s: no conversion value in %s", fen, dir)
	}
	return p, v
}
