// The egdb bench command: what a probe costs.

package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

func egdbBench(e *env, args []string) error {
	const usage = "damaengine egdb bench [--variant V] [--dir DIR] [--probes N] [--seed S] [--searches N] [--nodes K]"
	fs := newFlagSet("egdb bench")
	var f egdbFlags
	f.register(fs)
	probes := fs.Int("probes", 200000, "random positions to probe (1..10000000)")
	seed := fs.Uint64("seed", 1, "seed of the random positions")
	searches := fs.Int("searches", 0, "also search this many random positions of two more pieces than the database (0..10000), for the cache's hit rate in a search")
	nodes := fs.Uint64("nodes", 200000, "nodes of each of those searches (1000..100000000)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, dir, err := f.resolveExisting()
	if err != nil {
		return err
	}
	if *probes < 1 || *probes > 10000000 {
		return usagef("--probes must be 1..10000000, got %d", *probes)
	}
	if *searches < 0 || *searches > 10000 {
		return usagef("--searches must be 0..10000, got %d", *searches)
	}
	if *nodes < 1000 || *nodes > 100000000 {
		return usagef("--nodes must be 1000..100000000, got %d", *nodes)
	}
	db, err := egdb.Open(dir, v, egdb.Options{})
	if err != nil {
		return usageError{err}
	}
	ps := egdb.RandomPositions(v, db.OutcomePieces(), *probes, rand.New(rand.NewPCG(*seed, 0)))
	fmt.Fprintf(e.stdout, "%d random %s positions of up to %d pieces (seed %d)\n", len(ps), v, db.OutcomePieces(), *seed)
	timeProbes(e, "outcome", db, ps, func(p *movegen.Position) bool { _, ok := db.ProbeOutcome(p); return ok })
	if db.Pieces() == db.OutcomePieces() {
		timeProbes(e, "distance", db, ps, func(p *movegen.Position) bool { _, ok := db.Probe(p); return ok })
	}
	if *searches > 0 {
		searchBench(e, db, *searches, *nodes, *seed)
	}
	return db.Err()
}

// searchBench searches n random positions of two more pieces than db
// covers, nodes nodes each with one thread, and prints the database hits
// and the block cache's hit rate over those searches (the cache warm
// from the probes before).
func searchBench(e *env, db *egdb.DB, n int, nodes, seed uint64) {
	v := db.Variant()
	pieces := db.OutcomePieces() + 2
	ps := egdb.RandomPositions(v, pieces, n, rand.New(rand.NewPCG(seed, 1)))
	eng := search.New(64, 1)
	eng.SetEGDB(db)
	hits0, misses0 := db.CacheStats()
	var total, tb uint64
	start := time.Now()
	for _, p := range ps {
		eng.NewGame()
		r := eng.Search(search.Root{Position: p, Counters: movegen.NewCounters(&p)}, search.Limits{Nodes: nodes}, 1, nil)
		total, tb = total+r.Nodes, tb+r.TBHits
	}
	hits, misses := db.CacheStats()
	hits, misses = hits-hits0, misses-misses0
	fmt.Fprintf(e.stdout, "search   %d random positions of up to %d pieces, %d nodes each: %d nodes, %d database hits (%.1f%%) in %.1f s; block cache: %d hits, %d misses, hit rate %s\n",
		len(ps), pieces, nodes, total, tb, 100*float64(tb)/float64(max(total, 1)), time.Since(start).Seconds(), hits, misses, hitRate(hits, misses))
}

// timeProbes probes every position once to load the slices, then again
// timing each probe, and prints the median, the 99th percentile and the
// hit rate of the block cache in the timed pass.
func timeProbes(e *env, kind string, db *egdb.DB, ps []movegen.Position, probe func(*movegen.Position) bool) {
	for i := range ps {
		probe(&ps[i])
	}
	hits0, misses0 := db.CacheStats()
	ns := make([]int64, len(ps))
	missed := 0
	for i := range ps {
		start := time.Now()
		if !probe(&ps[i]) {
			missed++
		}
		ns[i] = time.Since(start).Nanoseconds()
	}
	hits, misses := db.CacheStats()
	hits, misses = hits-hits0, misses-misses0
	slices.Sort(ns)
	fmt.Fprintf(e.stdout, "%-8s probes: median %d ns, 99th percentile %d ns, not covered %d; block cache: %d hits, %d misses, hit rate %s\n",
		kind, ns[len(ns)/2], ns[len(ns)*99/100], missed, hits, misses, hitRate(hits, misses))
}

// hitRate writes a cache's hit rate, "-" when it was not asked.
func hitRate(hits, misses uint64) string {
	if hits+misses == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(hits)/float64(hits+misses))
}
