// The table itself: allocation, resizing, clearing, generations and fill.

package tt

import (
	"math/bits"
	"sync/atomic"
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

// New returns an empty table of mb MiB, clamped to MinMB..MaxMB and rounded
// down to a power of two.
func New(mb int) *Table {
	t := &Table{}
	t.Resize(mb)
	return t
}

// Resize changes the size like New does; the table is empty afterwards.
func (t *Table) Resize(mb int) {
	n := clusterCount(mb)
	if len(t.clusters) == n {
		t.Clear()
		return
	}
	t.clusters = nil // let the old table go before allocating the new one
	t.clusters = allocClusters(n)
	t.mask = uint64(n - 1)
}

// clusterCount returns the number of clusters of a table of mb MiB, after
// clamping and rounding down.
func clusterCount(mb int) int {
	mb = max(MinMB, min(mb, MaxMB))
	return clustersPerMB << (bits.Len(uint(mb)) - 1)
}

// MB returns the size of the table in MiB.
func (t *Table) MB() int { return len(t.clusters) / clustersPerMB }

// Clear empties the table, as for a new game.
func (t *Table) Clear() {
	clear(t.clusters)
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
