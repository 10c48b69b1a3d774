// The egdb bench command: what a probe costs.

package main

import (
	"fmt"
	"math/rand/v2"

	"github.com/damaengine/damaengine/bench"
	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
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
	printProbes(e, "dense", bench.TimeProbes(db, ps, func(p *movegen.Position) bool { _, ok := db.ProbeOutcome(p); return ok }))
	if db.Pieces() == db.OutcomePieces() {
		printProbes(e, "distance", bench.TimeProbes(db, ps, func(p *movegen.Position) bool { _, ok := db.Probe(p); return ok }))
	}
	if *searches > 0 {
		s := bench.SearchWithDB(db, *searches, *nodes, *seed)
		fmt.Fprintf(e.stdout, "search   %d random positions of up to %d pieces, %d nodes each: %d nodes, %d database hits (%.1f%%) in %.1f s; block cache: %d hits, %d misses, hit rate %s\n",
			s.Positions, s.Pieces, *nodes, s.Nodes, s.TBHits, 100*float64(s.TBHits)/float64(max(s.Nodes, 1)), s.Time.Seconds(),
			s.Hits, s.Misses, bench.HitRate(s.Hits, s.Misses))
	}
	return db.Err()
}

// printProbes prints the median, the 99th percentile and the hit rate of
// the block cache of a pass of probes of one kind.
func printProbes(e *env, kind string, t bench.ProbeTimes) {
	fmt.Fprintf(e.stdout, "%-8s probes: median %d ns, 99th percentile %d ns, not covered %d; block cache: %d hits, %d misses, hit rate %s\n",
		kind, t.Median.Nanoseconds(), t.P99.Nanoseconds(), t.NotCovered, t.Hits, t.Misses, bench.HitRate(t.Hits, t.Misses))
}
