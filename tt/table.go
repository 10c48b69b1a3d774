// The table itself: allocation, resizing, clearing, generations and fill.

package tt

import (
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Size limits in MiB; New and Resize clamp requests to this range.
const (
	MinMB = 1
	MaxMB = 1 << 16
)

const (
	clusterSize     = 4            // entries per cluster
	clustersPerMB   = 1 << 20 / 64 // a cluster is 64 bytes
	hashfullSamples = 1000         // clusters sampled by Hashfull
	hashfullEntries = hashfullSamples * clusterSize
	// parallelClearClusters is the size from which Clear uses all CPUs.
	parallelClearClusters = 64 * clustersPerMB
)

// entry is one slot: the packed data and the key XOR the data.
type entry struct {
	data  atomic.Uint64
	check atomic.Uint64
}

// cluster is the set of slots one key may occupy: one cache line.
type cluster [clusterSize]entry

// Table is a transposition table. Probe, Store and Hashfull may be called
// from any number of goroutines at once; New, Resize, Clear and NewSearch
// must not run while a search is using the table.
type Table struct {
	clusters []cluster
	mask     uint64
	gen      atomic.Uint64
}

// New returns an empty table of the size Fit gives for mb: mb MiB clamped
// to MinMB..MaxMB, rounded down to a power of two and halved while it does
// not fit in the memory available (check with Fit first to tell the user).
// Its memory is written before New returns (see Clear).
func New(mb int) *Table {
	t := &Table{}
	size, _ := Fit(mb)
	t.alloc(size)
	return t
}

// Resize changes the size like New does and empties the table; a size that
// does not fit in the memory available, counting the memory of the table
// it replaces as free, is refused with Fit's error and the table is kept
// as it was.
func (t *Table) Resize(mb int) error {
	size, err := fit(mb, uint64(len(t.clusters))*uint64(unsafe.Sizeof(cluster{})))
	if err != nil {
		return err
	}
	if size == t.MB() {
		t.Clear()
		return nil
	}
	// Give the old table back to the system before taking the new one, so
	// that the two are never held at once.
	t.clusters = nil
	debug.FreeOSMemory()
	t.alloc(size)
	return nil
}

// alloc allocates a table of mb MiB (a power of two) and prepares it.
func (t *Table) alloc(mb int) {
	n := clustersPerMB * mb
	t.clusters = allocClusters(n)
	t.mask = uint64(n - 1)
	t.Clear()
}

// MB returns the size of the table in MiB.
func (t *Table) MB() int { return len(t.clusters) / clustersPerMB }

// Clear empties the table, as for a new game. Every page is written, with
// one goroutine per CPU for a large table, so that the system maps the
// table's memory now and not, page by page, during the first search.
func (t *Table) Clear() {
	n := runtime.GOMAXPROCS(0)
	if n == 1 || len(t.clusters) < parallelClearClusters {
		clear(t.clusters)
		return
	}
	var wg sync.WaitGroup
	step := (len(t.clusters) + n - 1) / n
	for lo := 0; lo < len(t.clusters); lo += step {
		part := t.clusters[lo:min(lo+step, len(t.clusters))]
		wg.Go(func() { clear(part) })
	}
	wg.Wait()
}

// NewSearch starts a new generation, so that entries of earlier searches
// age and become the first to be replaced.
func (t *Table) NewSearch() {
	t.gen.Store((t.gen.Load() + 1) & genMask)
}

// Hashfull returns the permille of sampled entries stored by the current
// search.
func (t *Table) Hashfull() int {
	gen := t.gen.Load()
	n := 0
	for i := range t.clusters[:hashfullSamples] {
		c := &t.clusters[i]
		for j := range c {
			d := c[j].data.Load()
			if !empty(d) && (Entry{d}).generation() == gen {
				n++
			}
		}
	}
	return n * 1000 / hashfullEntries
}
