// The egdb bench command: what a probe costs.

package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
)

func egdbBench(e *env, args []string) error {
	const usage = "damaengine egdb bench [--variant V] [--dir DIR] [--probes N] [--seed S]"
	fs := newFlagSet("egdb bench")
	var f egdbFlags
	f.register(fs)
	probes := fs.Int("probes", 200000, "random positions to probe (1..10000000)")
	seed := fs.Uint64("seed", 1, "seed of the random positions")
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
	return db.Err()
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
	rate := "-"
	if hits+misses > 0 {
		rate = fmt.Sprintf("%.1f%%", 100*float64(hits)/float64(hits+misses))
	}
	fmt.Fprintf(e.stdout, "%-8s probes: median %d ns, 99th percentile %d ns, not covered %d; block cache: %d hits, %d misses, hit rate %s\n",
		kind, ns[len(ns)/2], ns[len(ns)*99/100], missed, hits, misses, rate)
}
