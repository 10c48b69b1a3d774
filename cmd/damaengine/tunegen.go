// tune gen (sharded, resumable) and tune merge.

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/shard"
	"github.com/damaengine/damaengine/tune"
)

func runTuneGen(e *env, args []string) error {
	const usage = "damaengine tune gen --variant V --games N --out FILE [--nodes N] [--openings FILE] [--random-plies K] [--workers W] [--seed S] [--shard i/n] [--resume]"
	fs := newFlagSet("tune gen")
	variant := fs.StringP("variant", "v", "italian", "italian, international or dameo")
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
	f, before, err := openGenFile(*out, tune.HeaderOf(cfg), *resume)
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

// openGenFile opens the output of tune gen for appending games. A new file
// gets its header by an atomic write (temporary file, renamed). With
// resume, an existing file must carry header h; its finished games are
// returned, and a game cut short at its end is cut off (again by an atomic
// rewrite). Without resume an existing file that is not empty is refused.
func openGenFile(path string, h tune.GenHeader, resume bool) (*os.File, *tune.GenFile, error) {
	return openRunFile(path, h.String(), &tune.GenFile{Header: h}, resume, func(data []byte) (string, *tune.GenFile, error) {
		f, err := tune.ReadGenFile(bytes.NewReader(data))
		if err != nil {
			return "", nil, err
		}
		return f.Header.String(), f, nil
	})
}

// openRunFile opens the output of a resumable run (tune gen, tune label)
// whose header line is header, as openGenFile says; read reads an existing
// file back, returning its header line and its finished games, and fresh
// is what a new file holds.
func openRunFile(path, header string, fresh *tune.GenFile, resume bool, read func([]byte) (string, *tune.GenFile, error)) (*os.File, *tune.GenFile, error) {
	before := fresh
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, os.ErrNotExist) || (err == nil && len(data) == 0):
		err = writeAtomic(path, []byte(header+"\n"))
	case err != nil:
	case !resume:
		return nil, nil, usagef("%s is there: give --resume to go on with it, or remove it", path)
	default:
		var got string
		if got, before, err = read(data); err != nil {
			return nil, nil, usagef("%s: %v", path, err)
		}
		if got != header {
			return nil, nil, usagef("%s is from another run: %q, this one is %q", path, got, header)
		}
		if before.Valid < int64(len(data)) {
			err = writeAtomic(path, data[:before.Valid])
		}
	}
	if err != nil {
		return nil, nil, usageError{err}
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return nil, nil, usageError{err}
	}
	return f, before, nil
}

// writeAtomic replaces the file at path with data: a temporary file in the
// same folder, readable by all (as os.Create would make it), synced, then
// renamed.
func writeAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	if err = tmp.Chmod(0o644); err == nil {
		_, err = tmp.Write(data)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
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
	if err := writeAtomic(*out, buf.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "merged %d shards into %s: games %d positions %d white %d black %d draws %d adjudicated %d\n",
		len(files), *out, stats.Games, stats.Positions, stats.WhiteWins, stats.BlackWins, stats.Draws, stats.Adjudicated)
	return nil
}
