package egdb_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
)

// FuzzReadSlice feeds damaged Italian slice files of every format (the
// name's extension says which; none: a distance file) to the reader's
// decoding, as they are and with both checksums made right again (so that
// the checks behind them are reached): a slice is refused, or every value
// of it can be read without a panic.
func FuzzReadSlice(f *testing.F) {
	dir := f.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: movegen.Italian, Pieces: 3, Dir: dir, Threads: 1}); err != nil {
		f.Fatal(err)
	}
	if _, err := build.Convert(context.Background(), build.ConvertOptions{Variant: movegen.Italian, Dir: dir, Threads: 1}); err != nil {
		f.Fatal(err)
	}
	if _, err := build.Conversions(context.Background(), build.ConversionOptions{Variant: movegen.Italian, Dir: dir, Pieces: 3, Threads: 1}); err != nil {
		f.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range entries {
		if _, _, ok := egdb.ParseFileName(e.Name()); !ok || !strings.Contains(e.Name(), "2k") {
			continue // seeds: the slices with two kings on one side, of every format
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(e.Name(), data)
	}
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		egdb.ReadSliceData(name, data)
	})
}
