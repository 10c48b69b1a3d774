// egdb waves and egdb build --wave: building the endings of one piece
// count on many machines, wave after wave.

package main

import (
	"fmt"
	"time"

	"github.com/damaengine/damaengine/egdb/build"
)

func egdbWaves(e *env, args []string) error {
	const usage = "damaengine egdb waves --pieces N [--variant V] [--dir DIR] [--shards S]"
	fs := newFlagSet("egdb waves")
	var f egdbFlags
	f.register(fs)
	pieces := fs.Int("pieces", 0, fmt.Sprintf("the piece count whose waves to list (2..%d)", maxBuildPieces))
	shards := fs.Int("shards", 1, "deal each wave to `S` shards: the largest-shard column, and the bound on the speed-up")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, dir, err := f.resolve()
	if err != nil {
		return err
	}
	if *pieces < 2 || *pieces > maxBuildPieces || *shards < 1 {
		return usagef("--pieces must be 2..%d, got %d; --shards at least 1, got %d", maxBuildPieces, *pieces, *shards)
	}
	list, err := build.Waves(v, *pieces, dir, *shards)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, "# pieces wave units built positions largest-shard")
	var total, critical uint64
	for _, w := range list {
		fmt.Fprintf(e.stdout, "%d %d %d %d %d %d\n", w.Pieces, w.Wave, w.Units, w.Built, w.Positions, w.Largest)
		total, critical = total+w.Positions, critical+w.Largest
	}
	fmt.Fprintf(e.stdout, "# %d positions; in %d shards the waves one after the other: %d, at most %.1fx faster than one shard\n",
		total, *shards, critical, float64(total)/float64(critical))
	return nil
}

// egdbBuildWave builds one shard of one wave.
func egdbBuildWave(e *env, o build.Options) error {
	ctx, stop := interruptible()
	defer stop()
	start := time.Now()
	o.Progress, o.WaveDone = egdbBuildReports(e.stderr)
	err := build.Run(ctx, o)
	switch {
	case ctx.Err() != nil:
		return fmt.Errorf("interrupted; finished slices are kept: run the same command to resume")
	case err != nil:
		return err
	}
	fmt.Fprintf(e.stdout, "built %s wave %d of %d pieces, shard %d/%d, in %s (%.1f s)\n",
		o.Variant, o.Wave, o.Pieces, o.Shard, o.Shards, o.Dir, time.Since(start).Seconds())
	return nil
}
