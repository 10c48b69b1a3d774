// The bench command: the fixed search bench and its node-count signature.

package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/damaengine/damaengine/bench"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

func runBench(e *env, args []string) error {
	const usage = "damaengine bench [--variant V|all] [--depth N] [--threads T] [--hash MB]\n" +
		"  damaengine bench --movetime S[,S...] [--moves N] [--plies N] [--engine CMD] [--threads T] [--hash MB]"
	fs := newFlagSet("bench")
	variant := fs.StringP("variant", "v", "all", strings.Replace(movegen.VariantNames(), " or ", ", ", 1)+" or all")
	depth := fs.IntP("depth", "d", 0, "search depth (default: each variant's bench depth)")
	threads := fs.IntP("threads", "t", 1, "search threads, at most two per CPU (the signature is defined with 1)")
	hashMB := fs.Int("hash", 16, "transposition table size in MiB")
	var mt moveTimeFlags
	fs.StringVar(&mt.levels, "movetime", "", "instead, the move-time bench: move times in `seconds`, comma-separated")
	fs.IntVar(&mt.moves, "moves", 120, "move-time bench: measured moves per move time")
	fs.IntVar(&mt.plies, "plies", 4, "move-time bench: moves played from each bench position")
	fs.StringVar(&mt.engine, "engine", "", "move-time bench: the engine's command line (default: this binary's hub)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	if err := checkHash(*hashMB); err != nil {
		return err
	}
	if err := checkThreads(*threads); err != nil {
		return err
	}
	if mt.levels != "" {
		return runMoveTimeBench(e, mt, *threads, *hashMB)
	}
	variants := movegen.Variants
	if *variant != "all" {
		v, err := movegen.ParseVariant(*variant)
		if err != nil {
			return usageError{err}
		}
		variants = []movegen.Variant{v}
	}
	if *depth < 0 || *depth > search.MaxPly/2 {
		return usagef("--depth must be 1..%d, got %d", search.MaxPly/2, *depth)
	}
	var total bench.BenchResult
	for _, v := range variants {
		d := *depth
		if d == 0 {
			d = bench.DefaultBenchDepth(v)
		}
		r, err := bench.Search(v, d, *threads, *hashMB, nil)
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "bench %s depth %d positions %d nodes %d time %.3f nps %.2fM\n",
			v, d, r.Positions, r.Nodes, r.Time.Seconds(), r.NPS()/1e6)
		total.Positions += r.Positions
		total.Nodes += r.Nodes
		total.Time += r.Time
	}
	fmt.Fprintf(e.stdout, "Bench: %d\nnodes %d positions %d nps %.0f time %s\n", total.Nodes, total.Nodes, total.Positions, total.NPS(), total.Time.Round(time.Millisecond))
	return nil
}
