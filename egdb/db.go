// Opening a database: which slices are on disk, loading them lazily within
// a memory budget.

package egdb

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// Options limit what an opened database uses.
type Options struct {
	MaxPieces int // use endings of at most this many pieces; 0: all on disk
	MemoryMB  int // budget for loaded slices; 0: unlimited
	// NoWait makes a probe that needs a slice not yet in memory start
	// reading it in the background and miss (ok false) until it is
	// there: a search under a clock never waits for the disk.
	NoWait bool
}

// MaxBuildPieces is the most pieces a database holds, and so the most
// package egdb/build builds: 8 pieces of Italian already take days and
// hundreds of GB.
const MaxBuildPieces = 8

// DB is an opened endgame database of one variant: the distance files,
// the dense win/loss/draw files, or both. Its methods are safe for
// concurrent use.
type DB struct {
	b           *index.Board
	dir         string
	pieces      int // every slice of up to pieces pieces has its distances
	densePieces int // every slice of up to densePieces pieces has its outcomes
	radix       int // pieces per kind in slot numbers
	budget      int // bytes; 0: unlimited
	noWait      bool
	// whole makes a loaded coded slice (dense or conversions) decoded
	// whole, a byte an index (the builder's and the verifier's reads:
	// every block of a slice they read is read many times, and a cache of
	// blocks would decode them again and again).
	whole bool

	sets   [numKinds]sliceSet // by kind: the distances, the outcomes, the conversions
	cache  *blockCache        // decoded blocks of the dense files, made with the first one loaded
	convs  *blockCache        // decoded blocks of the conversion files, made likewise
	mu     sync.Mutex         // loading, eviction and errors
	loaded []loadedSlice
	used   int   // bytes loaded
	err    error // the first error met
	// reading counts the background reads under way (NoWait), and
	// started those ever started, so that a waiter can tell a read that
	// began and ended between two of its looks from no read at all.
	reading atomic.Int32
	started atomic.Uint64
}

// Kind is a kind of slice file, and the set of a DB's slices it holds.
type Kind int

// The kinds of slice file.
const (
	Distances   Kind = iota // distance files (.egdb): a value with its distance a position
	Dense                   // dense files (.wld): win, loss or draw, range coded
	Conversions             // conversion files (.dtc): the plies to the next capture or man's move
	numKinds
)

// sliceSet is what a DB knows of the files of one kind, by slot.
type sliceSet struct {
	f       *fileFormat
	present []bool                  // a checked file is on disk
	tables  []atomic.Pointer[table] // the loaded values
	failed  []atomic.Bool           // loading failed
	loading []atomic.Bool           // a background read runs
}

// loadedSlice names a table in memory, in load order.
type loadedSlice struct {
	set  Kind
	slot int
}

// DefaultDir returns the per-user directory of the databases of variant
// v: $XDG_DATA_HOME/damaengine/egdb/<variant>, by default under
// ~/.local/share.
func DefaultDir(v movegen.Variant) (string, error) {
	base := os.Getenv("XDG_DATA_HOME")
	if base == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("egdb: no data directory: %w", err)
		}
		base = filepath.Join(home, ".local", "share")
	}
	return filepath.Join(base, "damaengine", "egdb", v.String()), nil
}

// newDB returns an empty database of variant v in dir for up to pieces
// pieces.
func newDB(dir string, v movegen.Variant, pieces, memoryMB int) *DB {
	b := &index.Boards[v]
	db := &DB{b: b, dir: dir, radix: pieces + 1, budget: memoryMB << 20}
	n := db.slot(index.Material{WM: pieces, WK: pieces, BM: pieces, BK: pieces, WL: b.Ranks - 1, BL: b.Ranks - 1}) + 1
	for i, f := range formats {
		db.sets[i] = sliceSet{
			f: f, present: make([]bool, n), tables: make([]atomic.Pointer[table], n),
			failed: make([]atomic.Bool, n), loading: make([]atomic.Bool, n),
		}
	}
	return db
}

// Loader returns the database a builder or a verifier reads finished
// slices through: of variant v in dir, for up to pieces pieces, knowing
// the files of the slices in files (by kind) to be there, each read whole
// when first probed (coded slices decoded whole), within memoryMB, and
// every slice given to Add.
func Loader(dir string, v movegen.Variant, pieces, memoryMB int, files map[Kind][]index.Material) *DB {
	db := newDB(dir, v, pieces, memoryMB)
	db.whole = true
	db.pieces, db.densePieces = pieces, pieces
	for k, slices := range files {
		for _, m := range slices {
			db.sets[k].present[db.slot(m)] = true
		}
	}
	return db
}

// Add makes the values of slice m, just written to its file of kind k (a
// byte an index), known to the probes that follow: in memory until
// dropped, then read back from the file.
func (db *DB) Add(k Kind, m index.Material, values []byte) {
	slot := db.slot(m)
	db.sets[k].present[slot] = true
	db.mu.Lock()
	db.keep(loadedSlice{k, slot}, &table{f: formats[k], l: db.b.LayoutOf(m), raw: values})
	db.mu.Unlock()
}

// slot returns the number of slice m in the tables.
func (db *DB) slot(m index.Material) int {
	r := db.radix
	return ((((m.WM*r+m.WK)*r+m.BM)*r+m.BK)*db.b.Ranks+m.WL)*db.b.Ranks + m.BL
}

// Covers reports whether the database has a file of kind k of slice m.
func (db *DB) Covers(k Kind, m index.Material) bool {
	return m.Pieces() <= db.radix-1 && db.sets[k].present[db.slot(m)]
}

// Open opens the database of variant v in dir: its distance files
// (.egdb), its dense win/loss/draw files (.wld), or both. It reads every
// file's header; a file that fails the checks is left out and named by
// Err. The values are read when first probed.
func Open(dir string, v movegen.Variant, opt Options) (*DB, error) {
	return open(dir, v, opt, numKinds)
}

// OpenOutcomes opens the database of variant v in dir as a build of
// conversion files reads it: Open of its distance and dense files alone
// (the conversion files there, which may be written again, are not looked
// at), each slice read whole when first probed, within memoryMB.
func OpenOutcomes(dir string, v movegen.Variant, memoryMB int) (*DB, error) {
	db, err := open(dir, v, Options{MemoryMB: memoryMB}, Conversions)
	if err != nil {
		return nil, err
	}
	db.whole = true
	return db, nil
}

// open opens the files in dir of the kinds below kinds alone (Distances,
// Dense, Conversions in that order); the others' files are not looked at.
func open(dir string, v movegen.Variant, opt Options, kinds Kind) (*DB, error) {
	if err := Supports(v); err != nil {
		return nil, err
	}
	b := &index.Boards[v]
	found, broken, errs, err := scan(dir, b, func(k Kind) bool { return k < kinds })
	if err != nil {
		return nil, err
	}
	// A slice whose file fails its checks still counts towards a complete
	// set: the probes that need it miss, as they would if the file's
	// checksum failed when read, and the rest of the set is used.
	for set := range broken {
		for m := range broken[set] {
			found[set][m] = true
		}
	}
	limit := index.MaxPieces
	if opt.MaxPieces > 0 {
		limit = min(opt.MaxPieces, index.MaxPieces)
	}
	either := map[index.Material]bool{}
	for _, set := range found[:Conversions] {
		for m := range set {
			either[m] = true
		}
	}
	pieces, densePieces := completeTo(b, found[Distances], limit), completeTo(b, either, limit)
	if densePieces == 0 {
		if len(errs) > 0 {
			return nil, fmt.Errorf("egdb: %s has no complete set of %s endings: %w", dir, v, errs[0])
		}
		return nil, fmt.Errorf("egdb: %s has no complete set of %s endings (build them with damaengine egdb build)", dir, v)
	}
	db := newDB(dir, v, densePieces, opt.MemoryMB)
	db.pieces, db.densePieces, db.noWait = pieces, densePieces, opt.NoWait
	for i, set := range found {
		for m := range set {
			if m.Pieces() <= densePieces {
				db.sets[i].present[db.slot(m)] = true
				if broken[i][m] {
					db.sets[i].failed[db.slot(m)].Store(true)
				}
			}
		}
	}
	if len(errs) > 0 {
		db.err = fmt.Errorf("egdb: %w", errs[0])
	}
	return db, nil
}

// Pieces returns n such that every ending of at most n pieces has its
// distances (Probe covers it).
func (db *DB) Pieces() int { return db.pieces }

// OutcomePieces returns n such that every ending of at most n pieces has
// its outcome (ProbeOutcome covers it): from a dense file or a distance
// file.
func (db *DB) OutcomePieces() int { return db.densePieces }

// Variant returns the database's variant.
func (db *DB) Variant() movegen.Variant { return db.b.Variant }

// Dir returns the directory the database was opened in.
func (db *DB) Dir() string { return db.dir }

// Err returns the first error met while opening or loading a slice; the
// slices concerned are not used.
func (db *DB) Err() error {
	db.mu.Lock()
	defer db.mu.Unlock()
	return db.err
}

// table returns the values of slice m in the given set, loading them on
// first use; nil when the slice is missing or broken.
func (db *DB) table(set Kind, m index.Material) *table {
	return db.tableAt(set, db.slot(m), m)
}

// tableOf returns the table of slice m in set, loading it if need be,
// and its slot; nil when the set does not hold m or it cannot be read.
func (db *DB) tableOf(set Kind, m index.Material) (*table, int) {
	if m.Pieces() > db.radix-1 {
		return nil, 0
	}
	s := db.slot(m)
	return db.tableAt(set, s, m), s
}

// tableAt is table for slice m in slot s.
func (db *DB) tableAt(set Kind, s int, m index.Material) *table {
	ss := &db.sets[set]
	if t := ss.tables[s].Load(); t != nil {
		return t
	}
	if !ss.present[s] || ss.failed[s].Load() {
		return nil
	}
	if db.noWait {
		if ss.loading[s].CompareAndSwap(false, true) {
			db.reading.Add(1)
			db.started.Add(1)
			go func() {
				db.load(set, m)
				ss.loading[s].Store(false)
				db.reading.Add(-1)
			}()
		}
		return nil
	}
	return db.load(set, m)
}

// load reads the values of slice m in the given set unless they are in
// memory already.
func (db *DB) load(set Kind, m index.Material) *table {
	ss := &db.sets[set]
	s := db.slot(m)
	db.mu.Lock()
	defer db.mu.Unlock()
	if t := ss.tables[s].Load(); t != nil {
		return t
	}
	if ss.failed[s].Load() {
		return nil
	}
	t, err := readSlice(filepath.Join(db.dir, m.Name()+ss.f.ext), db.b, m, ss.f)
	if err != nil {
		ss.failed[s].Store(true)
		if db.err == nil {
			db.err = fmt.Errorf("egdb: %w", err)
		}
		return nil
	}
	if db.whole && ss.f.coded() {
		t = t.decodedWhole()
	}
	// The caches are made before the table is stored: a probe that finds
	// it finds its cache.
	switch {
	case set == Dense && db.cache == nil:
		db.cache = newBlockCache(cacheBits, true)
	case set == Conversions && db.convs == nil:
		db.convs = newBlockCache(conversionBits, false)
	}
	db.keep(loadedSlice{set, s}, t)
	return t
}

// keep makes t the table of ls and evicts the oldest tables beyond the
// memory budget (a probe still reading one keeps it alive). The caller
// holds mu.
func (db *DB) keep(ls loadedSlice, t *table) {
	for db.budget > 0 && db.used+t.bytes() > db.budget && len(db.loaded) > 0 {
		old := db.loaded[0]
		db.loaded = db.loaded[1:]
		if ot := db.sets[old.set].tables[old.slot].Swap(nil); ot != nil {
			db.used -= ot.bytes()
		}
	}
	db.sets[ls.set].tables[ls.slot].Store(t)
	db.loaded = append(db.loaded, ls)
	db.used += t.bytes()
}

// Off as a database path turns the databases off.
const Off = "none"

// Locate returns the directory of the databases of variant v for a path a
// user gave: the per-user default (DefaultDir) when path is empty, else
// path itself, or its subdirectory named after the variant when it has
// one, so that one path serves all variants. named reports whether the
// path was given; ok is false when path is Off.
func Locate(path string, v movegen.Variant) (dir string, named, ok bool) {
	switch path = strings.TrimSpace(path); path {
	case Off:
		return "", false, false
	case "":
		d, err := DefaultDir(v)
		return d, false, err == nil
	}
	sub := filepath.Join(path, v.String())
	if fi, err := os.Stat(sub); err == nil && fi.IsDir() {
		return sub, true, true
	}
	return path, true, true
}

// Supports returns an error saying why variant v has no databases (an
// unknown variant); nil for the others.
func Supports(v movegen.Variant) error {
	if int(v) >= len(index.Boards) {
		return fmt.Errorf("egdb: unknown variant %d", v)
	}
	return nil
}

// OpenFor opens the database of variant v that path names (see Locate).
// It returns nil, nil when the databases are off or the default directory
// holds none; an error when a named path, or a default directory that
// exists, cannot be used.
func OpenFor(path string, v movegen.Variant, opt Options) (*DB, error) {
	dir, named, ok := Locate(path, v)
	if !ok {
		return nil, nil
	}
	if _, err := os.Stat(dir); err != nil && !named {
		return nil, nil
	}
	return Open(dir, v, opt)
}
