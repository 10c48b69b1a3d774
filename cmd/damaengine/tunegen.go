// tune gen (sharded, resumable) and tune merge.

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/safefile"
	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/shard"
	"github.com/damaengine/damaengine/tune"
)

func runTuneGen(e *env, args []string) error {
	const usage = "damaengine tune gen --variant V --games N --out FILE [--nodes N] [--openings FILE] [--random-plies K] [--workers W] [--seed S] [--shard i/n] [--resume]"
	fs := newFlagSet("tune gen")
	variant := fs.StringP("variant", "v", "italian", movegen.VariantNames())
	games := fs.Int("games", 1000, "games to play (in the whole run, all shards together)")
	nodes := fs.Uint64("nodes", 1500, "search nodes per move")
	openings := fs.String("openings", "", "a file of start positions, one FEN a line (default: the start position)")
	randomPlies := fs.Int("random-plies", 4, "random plies after the opening, for variety")
	workers := fs.Int("workers", 1, "games played at once")
	seed := fs.Int64("seed", 1, "random seed")
	part := fs.String("shard", "1/1", "play only games i-1, i-1+n, ... of the run (`i/n`)")
	resume := fs.Bool("resume", false, "go on with --out if it is there (its header must name this run)")
	out := fs.String("out", "", "output file of RESULT FEN lines (required)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	if err != nil {
		return usageError{err}
	}
	sh, err := shard.Parse(*part)
	switch {
	case err != nil:
		return usagef("--shard: %v", err)
	case *out == "":
		return usagef("--out is required")
	case *games < 1 || *nodes < 1 || *randomPlies < 0:
		return usagef("--games and --nodes must be positive, --random-plies not negative")
	case sh.Index > *games:
		return usagef("--shard %s has no game: the run has %d", sh, *games)
	case *workers < 1 || *workers > search.MaxThreads():
		return usagef("--workers must be 1..%d (two per CPU at most), got %d", search.MaxThreads(), *workers)
	}
	cfg := tune.GenConfig{Variant: v, Games: *games, Nodes: *nodes, RandomPlies: *randomPlies, Workers: *workers,
		Seed: *seed, Shard: sh.Index, Shards: sh.Count}
	if *openings != "" {
		if cfg.Openings, err = readOpenings(*openings, v); err != nil {
			return usageError{err}
		}
	}
	f, before, err := openRun(*out, tune.HeaderOf(cfg).String(), &tune.GenFile{Header: tune.HeaderOf(cfg)}, *resume, tune.ReadGenRun)
	if err != nil {
		return err
	}
	cfg.Done = map[int]bool{}
	for g := range before.Games {
		cfg.Done[g] = true
	}
	todo := (*games - sh.Index + sh.Count) / sh.Count
	stats, err := runResumable(e, f, *out, before, todo, func(ctx context.Context, progress func(tune.GenStats)) (tune.GenStats, error) {
		return tune.Generate(ctx, cfg, f, progress)
	})
	switch {
	case err != nil:
		return err
	case stats.Positions == 0:
		return usagef("no positions in %s: every game ended within its %d random plies", *out, *randomPlies)
	}
	printGenStats(e, stats)
	return nil
}

// runResumable runs a resumable run (tune gen, tune label) into f, which
// already holds before's games: run gets a context that Ctrl-C or SIGTERM
// cancels and a progress function that prints every 100th game of the
// todo to stderr. It closes f and returns the stats of the whole file, or
// on an interruption the error that says how to go on.
func runResumable(e *env, f *os.File, out string, before *tune.GenFile, todo int,
	run func(ctx context.Context, progress func(tune.GenStats)) (tune.GenStats, error)) (tune.GenStats, error) {
	ctx, stop := interruptible()
	defer stop()
	stats, err := run(ctx, func(s tune.GenStats) {
		if s.Games%100 == 0 {
			fmt.Fprintf(e.stderr, "games %d/%d positions %d\n", before.Stats.Games+s.Games, todo, before.Stats.Positions+s.Positions)
		}
	})
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	stats = tune.AddStats(before.Stats, stats)
	if ctx.Err() != nil {
		return stats, fmt.Errorf("interrupted after %d games; they are in %s: run the same command with --resume to go on", stats.Games, out)
	}
	return stats, err
}

// printGenStats prints the counts of a finished run on stdout.
func printGenStats(e *env, stats tune.GenStats) {
	fmt.Fprintf(e.stdout, "games %d positions %d white %d black %d draws %d adjudicated %d\n",
		stats.Games, stats.Positions, stats.WhiteWins, stats.BlackWins, stats.Draws, stats.Adjudicated)
}

// openRun opens the output of a resumable run (tune.OpenRun); a file
// that is there without --resume, from another run or unreadable is bad
// input.
func openRun(path, header string, fresh *tune.GenFile, resume bool, read func([]byte) (string, *tune.GenFile, error)) (*os.File, *tune.GenFile, error) {
	f, before, err := tune.OpenRun(path, header, fresh, resume, read)
	switch {
	case errors.Is(err, tune.ErrRunExists):
		return nil, nil, usagef("%s is there: give --resume to go on with it, or remove it", path)
	case err != nil:
		return nil, nil, usageError{err}
	}
	return f, before, nil
}

func runTuneMerge(e *env, args []string) error {
	const usage = "damaengine tune merge --out FILE SHARD..."
	fs := newFlagSet("tune merge")
	out := fs.String("out", "", "the merged file (required; written atomically)")
	if done, err := e.parseFlagsArgs(fs, args, usage, true); done || err != nil {
		return err
	}
	names := fs.Args()
	if *out == "" || len(names) == 0 {
		return usagef("tune merge needs --out FILE and the files of every shard")
	}
	files := make([]*tune.GenFile, len(names))
	for i, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			return usageError{err}
		}
		if files[i], err = tune.ReadGenFile(bytes.NewReader(data)); err != nil {
			return usagef("%s: %v", name, err)
		}
	}
	var buf bytes.Buffer
	stats, err := tune.MergeGenFiles(files, names, &buf)
	if err != nil {
		return usageError{err}
	}
	if err := safefile.WriteBytes(*out, buf.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "merged %d shards into %s: games %d positions %d white %d black %d draws %d adjudicated %d\n",
		len(files), *out, stats.Games, stats.Positions, stats.WhiteWins, stats.BlackWins, stats.Draws, stats.Adjudicated)
	return nil
}
