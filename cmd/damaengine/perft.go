// The perft command: leaf counts and speed for depths 1..N, optionally
// divided by root move.

package main

import (
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/damaengine/damaengine/bench"
)

// Bounds of the perft flags (and --threads at most two per CPU, --hash at
// most what fits in memory).
const (
	maxPerftDepth  = bench.MaxPerftDepth
	maxPerftHashMB = 1 << 16
)

// progressDelay is how long a depth runs before progress lines appear on
// stderr, and the interval between them.
const progressDelay = 2 * time.Second

func runPerft(e *env, args []string) error {
	const usage = "damaengine perft [--variant V] [--fen FEN] --depth N [--divide] [--threads T] [--hash MB]"
	fs := newFlagSet("perft")
	var pf positionFlags
	pf.register(fs)
	depth := fs.IntP("depth", "d", 0, fmt.Sprintf("count to this depth, 1..%d (required)", maxPerftDepth))
	divide := fs.Bool("divide", false, "also print the count under each move at the last depth")
	threads := fs.IntP("threads", "t", 1, "goroutines counting, at most two per CPU")
	hashMB := fs.Int("hash", 0, fmt.Sprintf("transposition table size in MiB, 0..%d (0: none)", maxPerftHashMB))
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	switch {
	case !fs.Changed("depth"):
		return usagef("--depth is required (1..%d)", maxPerftDepth)
	case *depth < 1 || *depth > maxPerftDepth:
		return usagef("--depth must be 1..%d, got %d", maxPerftDepth, *depth)
	case *hashMB < 0 || *hashMB > maxPerftHashMB:
		return usagef("--hash must be 0..%d MiB, got %d", maxPerftHashMB, *hashMB)
	}
	if err := checkThreads(*threads); err != nil {
		return err
	}
	if *hashMB > 0 {
		if err := checkHash(*hashMB); err != nil {
			return err
		}
	}
	p, err := pf.position()
	if err != nil {
		return err
	}

	// One table for all depths: the counts of shallower runs stay valid.
	opts := bench.Options{Threads: *threads, Table: bench.NewTable(*hashMB)}
	for d := 1; d <= *depth; d++ {
		start := time.Now()
		opts.Progress = progressPrinter(e.stderr, d, start)
		var leaves uint64
		var div []bench.RootCount
		var err error
		if *divide && d == *depth {
			div, err = bench.Divide(p, d, opts)
			for _, rc := range div {
				leaves += rc.Leaves
			}
		} else {
			leaves, err = bench.Perft(p, d, opts)
		}
		if err != nil {
			return err
		}
		secs := time.Since(start).Seconds()
		fmt.Fprintf(e.stdout, "perft %d %d time %.3f leaves/s %s\n", d, leaves, secs, leavesRate(leaves, secs))
		if div != nil {
			printDivide(e.stdout, div)
		}
	}
	return nil
}

// printDivide prints the count under each root move, moves in natural
// order, then the number of moves.
func printDivide(w io.Writer, div []bench.RootCount) {
	slices.SortFunc(div, func(a, b bench.RootCount) int { return naturalCompare(a.Name, b.Name) })
	for _, rc := range div {
		fmt.Fprintf(w, "%-16s %d\n", rc.Name, rc.Leaves)
	}
	fmt.Fprintf(w, "moves %d\n", len(div))
}

// progressPrinter returns a progress callback that writes a line to w every
// progressDelay once the run has lasted that long.
func progressPrinter(w io.Writer, depth int, start time.Time) func(done, total int, leaves uint64) {
	next := start.Add(progressDelay)
	return func(done, total int, leaves uint64) {
		now := time.Now()
		if now.Before(next) || done == total {
			return
		}
		next = now.Add(progressDelay)
		secs := now.Sub(start).Seconds()
		fmt.Fprintf(w, "progress perft %d: %d/%d subtrees (%.0f%%), %d leaves, %.1fs, %.2fM leaves/s\n",
			depth, done, total, 100*float64(done)/float64(total), leaves, secs, float64(leaves)/secs/1e6)
	}
}

// leavesRate writes leaves per second in millions, "12.34M", or "-" when
// the clock did not move (Windows' clock ticks about every millisecond; a
// shallow perft ends between two ticks).
func leavesRate(leaves uint64, secs float64) string {
	if secs <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.2fM", float64(leaves)/secs/1e6)
}
