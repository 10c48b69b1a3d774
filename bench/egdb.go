// The endgame databases' bench: what a probe costs, and how often a
// search's probes find their block in the cache.

package bench

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// ProbeTimes are the times of one pass of probes over random positions.
type ProbeTimes struct {
	Probes, NotCovered int           // probes, and those that found no value
	Median, P99        time.Duration // per probe
	Hits, Misses       uint64        // the block cache's, in the timed pass
}

// TimeProbes probes every position once to load the slices, then again
// timing each probe (probe reports whether it found a value).
func TimeProbes(db *egdb.DB, ps []movegen.Position, probe func(*movegen.Position) bool) ProbeTimes {
	for i := range ps {
		probe(&ps[i])
	}
	hits0, misses0 := db.CacheStats()
	ns := make([]time.Duration, len(ps))
	t := ProbeTimes{Probes: len(ps)}
	for i := range ps {
		start := time.Now()
		if !probe(&ps[i]) {
			t.NotCovered++
		}
		ns[i] = time.Since(start)
	}
	hits, misses := db.CacheStats()
	t.Hits, t.Misses = hits-hits0, misses-misses0
	slices.Sort(ns)
	if len(ns) > 0 {
		t.Median, t.P99 = ns[len(ns)/2], ns[len(ns)*99/100]
	}
	return t
}

// DBSearches is what searches beyond the databases found in them.
type DBSearches struct {
	Positions, Pieces int
	Nodes, TBHits     uint64
	Time              time.Duration
	Hits, Misses      uint64 // the block cache's
}

// SearchWithDB searches n random positions of two more pieces than db
// covers (seeded), nodes nodes each on one thread, with db.
func SearchWithDB(db *egdb.DB, n int, nodes, seed uint64) DBSearches {
	s := DBSearches{Pieces: db.OutcomePieces() + 2}
	ps := egdb.RandomPositions(db.Variant(), s.Pieces, n, rand.New(rand.NewPCG(seed, 1)))
	s.Positions = len(ps)
	eng := search.New(64, 1)
	eng.SetEGDB(db)
	hits0, misses0 := db.CacheStats()
	start := time.Now()
	for _, p := range ps {
		eng.NewGame()
		r := eng.Search(search.Root{Position: p, Counters: movegen.NewCounters(&p)}, search.Limits{Nodes: nodes}, 1, nil)
		s.Nodes, s.TBHits = s.Nodes+r.Nodes, s.TBHits+r.TBHits
	}
	s.Time = time.Since(start)
	hits, misses := db.CacheStats()
	s.Hits, s.Misses = hits-hits0, misses-misses0
	return s
}

// HitRate writes a cache's hit rate, "-" when it was not asked.
func HitRate(hits, misses uint64) string {
	if hits+misses == 0 {
		return "-"
	}
	return strconv.FormatFloat(100*float64(hits)/float64(hits+misses), 'f', 1, 64) + "%"
}
