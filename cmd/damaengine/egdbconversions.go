// The egdb conversions command: the conversion files of the endings known
// by their outcomes alone.

package main

import (
	"context"
	"fmt"
	"runtime"
	"time"

	"github.com/damaengine/damaengine/egdb"
)

func egdbConversions(e *env, args []string) error {
	const usage = "damaengine egdb conversions [--variant V] [--dir DIR] [--out DIR] [--pieces N] [--threads T]"
	fs := newFlagSet("egdb conversions")
	var f egdbFlags
	f.register(fs)
	out := fs.String("out", "", "where the conversion files go (default: --dir, beside the outcome files)")
	pieces := fs.Int("pieces", 0, fmt.Sprintf("the endings of exactly N pieces (2..%d; default: every piece count with outcomes and no distances)", maxBuildPieces))
	threads := fs.Int("threads", runtime.NumCPU(), "builder threads")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, dir, err := f.resolveExisting()
	if err != nil {
		return err
	}
	if *pieces != 0 && (*pieces < 2 || *pieces > maxBuildPieces) {
		return usagef("--pieces must be 2..%d, got %d", maxBuildPieces, *pieces)
	}
	if err := checkWorkers(*threads); err != nil {
		return err
	}
	start := time.Now()
	var rep egdb.ConversionReport
	if err := runFileJob(e, func(ctx context.Context) (err error) {
		rep, err = egdb.BuildConversions(ctx, egdb.ConversionOptions{Variant: v, Dir: dir, Out: *out, Pieces: *pieces,
			Threads: *threads, Progress: egdbProgress(e.stderr)})
		return err
	}); err != nil {
		return err
	}
	density := 0.0
	if rep.Bytes > 0 {
		density = float64(rep.Positions) / float64(rep.Bytes)
	}
	fmt.Fprintf(e.stdout, "wrote %d %s conversion files (%d already there): %d positions in %d bytes, %.1f positions/byte, the longest %d plies (%.1f s)\n",
		rep.Slices, v, rep.Kept, rep.Positions, rep.Bytes, density, rep.MaxPlies, time.Since(start).Seconds())
	return nil
}
