package egdb

import (
	"context"
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// FuzzReadSlice feeds damaged slice files of every format (the name's
// extension says which; none: a distance file) to decodeSlice, as they
// are and with both checksums made right again (so that the checks behind
// them are reached): a slice is refused, or every value of it can be read
// without a panic.
func FuzzReadSlice(f *testing.F) {
	dir := f.TempDir()
	if err := Build(context.Background(), BuildOptions{Variant: movegen.Italian, Pieces: 3, Dir: dir, Threads: 1}); err != nil {
		f.Fatal(err)
	}
	if _, err := Convert(context.Background(), ConvertOptions{Variant: movegen.Italian, Dir: dir, Threads: 1}); err != nil {
		f.Fatal(err)
	}
	if _, err := BuildConversions(context.Background(), ConversionOptions{Variant: movegen.Italian, Dir: dir, Pieces: 3, Threads: 1}); err != nil {
		f.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range entries {
		if formatOf(e.Name()) < 0 || !strings.Contains(e.Name(), "2k") {
			continue // seeds: the slices with two kings on one side, of every format
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(e.Name(), data)
	}
	b := &index.Boards[movegen.Italian]
	caches := [numSets]*blockCache{denseSet: newBlockCache(2, true), conversionSet: newBlockCache(2, false)}
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		ff := distanceFormat
		if set := formatOf(name); set >= 0 {
			ff = formats[set]
			name = strings.TrimSuffix(name, ff.ext)
		}
		m, ok := index.ParseName(name)
		if !ok || !b.Holds(m) {
			return
		}
		readAll(b, m, ff, data, caches)
		if len(data) >= headerSize {
			resealed := append([]byte(nil), data...)
			binary.LittleEndian.PutUint32(resealed[40:], crc32.Checksum(resealed[headerSize:], castagnoli))
			binary.LittleEndian.PutUint32(resealed[76:], crc32.Checksum(resealed[:76], castagnoli))
			readAll(b, m, ff, resealed, caches)
		}
	})
}

// readAll decodes data as slice m's file in format ff and, if it is
// accepted, reads every value in it (through the cache of its kind).
func readAll(b *index.Board, m index.Material, ff *fileFormat, data []byte, caches [numSets]*blockCache) {
	tab, err := decodeSlice(data, b, m, ff)
	if err != nil {
		return
	}
	for i := range tab.l.Count {
		switch ff {
		case denseFormat:
			tab.outcome(i, 0, caches[denseSet])
		case conversionFormat:
			tab.conversion(i, 0, caches[conversionSet])
		default:
			tab.value(i)
		}
	}
}
