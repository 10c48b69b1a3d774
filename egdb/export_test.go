// What the reader's external tests (package egdb_test, which build their
// databases through egdb/build) reach of its insides.

package egdb

import (
	"encoding/binary"
	"hash/crc32"
	"strings"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// ShrinkDenseCache gives db a cache of two dense blocks, so that probes
// keep evicting each other's blocks.
func ShrinkDenseCache(db *DB) {
	db.mu.Lock()
	db.cache = newBlockCache(1, true)
	db.mu.Unlock()
}

// EmptyCaches empties db's caches of decoded blocks, so that the probes
// that follow miss them.
func EmptyCaches(db *DB) {
	db.mu.Lock()
	defer db.mu.Unlock()
	for _, c := range []*blockCache{db.cache, db.convs} {
		if c == nil {
			continue
		}
		for i := range c.entries {
			c.entries[i].key = 0
		}
	}
}

// ReadSliceData decodes data as the Italian slice file named name (the
// extension says its kind; none: a distance file) with decodeSlice, as it
// is and with both checksums made right again (so that the checks behind
// them are reached), and reads every value of what is accepted.
func ReadSliceData(name string, data []byte) {
	b := &index.Boards[movegen.Italian]
	f := distanceFormat
	if set := formatOf(name); set >= 0 {
		f = formats[set]
		name = strings.TrimSuffix(name, f.ext)
	}
	m, ok := index.ParseName(name)
	if !ok || !b.Holds(m) {
		return
	}
	readAll(b, m, f, data)
	if len(data) >= headerSize {
		resealed := append([]byte(nil), data...)
		binary.LittleEndian.PutUint32(resealed[40:], crc32.Checksum(resealed[headerSize:], castagnoli))
		binary.LittleEndian.PutUint32(resealed[76:], crc32.Checksum(resealed[:76], castagnoli))
		readAll(b, m, f, resealed)
	}
}

// readAll decodes data as slice m's file in format f and, if it is
// accepted, reads every value in it (through a small cache of its kind).
func readAll(b *index.Board, m index.Material, f *fileFormat, data []byte) {
	tab, err := decodeSlice(data, b, m, f)
	if err != nil {
		return
	}
	cache := newBlockCache(2, f == denseFormat)
	for i := range tab.l.Count {
		switch f {
		case denseFormat:
			tab.outcome(i, 0, cache)
		case conversionFormat:
			tab.conversion(i, 0, cache)
		default:
			tab.value(i)
		}
	}
}
