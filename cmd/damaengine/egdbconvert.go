// The egdb convert command: dense win/loss/draw files from distance files.

package main

import (
	"context"
	"fmt"
	"runtime"
	"time"

	"github.com/damaengine/damaengine/egdb"
)

func egdbConvert(e *env, args []string) error {
	const usage = "damaengine egdb convert [--variant V] [--dir DIR] [--out DIR] [--pieces N] [--threads T]"
	fs := newFlagSet("egdb convert")
	var f egdbFlags
	f.register(fs)
	out := fs.String("out", "", "where the dense files go (default: --dir, beside the distance files)")
	pieces := fs.Int("pieces", 0, fmt.Sprintf("convert only the endings of up to N pieces (2..%d; default: all)", maxBuildPieces))
	threads := fs.Int("threads", runtime.NumCPU(), "converter threads")
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
	var rep egdb.ConvertReport
	if err := runFileJob(e, func(ctx context.Context) (err error) {
		rep, err = egdb.Convert(ctx, egdb.ConvertOptions{Variant: v, Dir: dir, Out: *out, Pieces: *pieces,
			Threads: *threads, Progress: egdbProgress(e.stderr)})
		return err
	}); err != nil {
		return err
	}
	density := 0.0
	if rep.Bytes > 0 {
		density = float64(rep.Positions) / float64(rep.Bytes)
	}
	fmt.Fprintf(e.stdout, "converted %d %s slices (%d already there): %d positions in %d bytes, %.1f positions/byte (%.1f s)\n",
		rep.Slices, v, rep.Kept, rep.Positions, rep.Bytes, density, time.Since(start).Seconds())
	return nil
}

// runFileJob runs a job that writes files one by one under a context
// that Ctrl-C or SIGTERM cancels, ending its progress line; an
// interrupted job says that what it finished is kept.
func runFileJob(e *env, run func(context.Context) error) error {
	ctx, stop := interruptible()
	defer stop()
	err := run(ctx)
	fmt.Fprintln(e.stderr)
	if ctx.Err() != nil {
		return fmt.Errorf("interrupted; finished files are kept: run the same command to resume")
	}
	return err
}
