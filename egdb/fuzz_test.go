package egdb

import (
	"context"
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// FuzzReadSlice feeds damaged slice files to readSlice, as they are and
// with both checksums made right again (so that the checks behind them are
// reached): a slice is refused, or every value of it can be read without
// a panic.
func FuzzReadSlice(f *testing.F) {
	dir := f.TempDir()
	if err := Build(context.Background(), BuildOptions{Variant: movegen.Italian, Pieces: 2, Dir: dir, Threads: 1}); err != nil {
		f.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), fileExt) {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(strings.TrimSuffix(e.Name(), fileExt), data)
	}
	b := &boards[movegen.Italian]
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		m, ok := parseName(name)
		if !ok || !b.holds(m) {
			return
		}
		readAll(t, b, m, data)
		if len(data) >= headerSize {
			resealed := append([]byte(nil), data...)
			binary.LittleEndian.PutUint32(resealed[40:], crc32.Checksum(resealed[headerSize:], castagnoli))
			binary.LittleEndian.PutUint32(resealed[76:], crc32.Checksum(resealed[:76], castagnoli))
			readAll(t, b, m, resealed)
		}
	})
}

// readAll decodes data as slice m's file and, if it is accepted, reads
// every value in it.
func readAll(t *testing.T, b *board, m material, data []byte) {
	tab, err := decodeSlice(data, b, m)
	if err != nil {
		return
	}
	for i := range tab.positions {
		tab.value(i)
	}
}
