// The egdb compact command: the compact files of what is built (dense
// win/loss/draw files from the distance files, then the conversion files
// of the endings they leave without distances).

package main

import (
	"context"
	"fmt"
	"runtime"
	"time"

	"github.com/damaengine/damaengine/egdb/build"
)

func egdbCompact(e *env, args []string) error {
	const usage = "damaengine egdb compact [--variant V] [--dir DIR] [--out DIR] [--pieces N] [--threads T]"
	fs := newFlagSet("egdb compact")
	var f egdbFlags
	f.register(fs)
	out := fs.String("out", "", "where the compact files go (default: --dir, beside the distance files, which then need no conversion files)")
	pieces := fs.Int("pieces", 0, fmt.Sprintf("only the endings of up to N pieces (2..%d; default: all)", maxBuildPieces))
	threads := fs.Int("threads", runtime.NumCPU(), "worker threads")
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
	var dense build.ConvertReport
	if err := runFileJob(e, func(ctx context.Context) (err error) {
		dense, err = build.Convert(ctx, build.ConvertOptions{Variant: v, Dir: dir, Out: *out, Pieces: *pieces,
			Threads: *threads, Progress: egdbProgress(e.stderr)})
		return err
	}); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "converted %d %s slices (%d already there): %d positions in %d bytes, %.1f positions/byte (%.1f s)\n",
		dense.Slices, v, dense.Kept, dense.Positions, dense.Bytes, perByte(dense.Positions, dense.Bytes), time.Since(start).Seconds())
	if *out == "" || *out == dir {
		return nil // beside the distance files: the distances convert won endings
	}
	start = time.Now()
	var conv build.ConversionReport
	if err := runFileJob(e, func(ctx context.Context) (err error) {
		conv, err = build.Conversions(ctx, build.ConversionOptions{Variant: v, Dir: *out,
			Threads: *threads, Progress: egdbProgress(e.stderr)})
		return err
	}); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %d %s conversion files (%d already there): %d positions in %d bytes, %.1f positions/byte, the longest %d plies (%.1f s)\n",
		conv.Slices, v, conv.Kept, conv.Positions, conv.Bytes, perByte(conv.Positions, conv.Bytes), conv.MaxPlies, time.Since(start).Seconds())
	return nil
}

// perByte is positions per byte of a file set, 0 for no bytes.
func perByte(positions uint64, bytes int64) float64 {
	if bytes == 0 {
		return 0
	}
	return float64(positions) / float64(bytes)
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
