// tune label: the positions of a tune gen file searched again, deeper
// (sharded, resumable).

package main

import (
	"bytes"
	"context"
	"os"

	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/shard"
	"github.com/damaengine/damaengine/tune"
)

func runTuneLabel(e *env, args []string) error {
	const usage = "damaengine tune label --data FILE --out FILE [--nodes N] [--min-pieces A] [--max-pieces B] [--workers W] [--shard i/n] [--distinct] [--resume]"
	fs := newFlagSet("tune label")
	data := fs.String("data", "", "a file tune gen wrote, whole (required; shards joined by tune merge)")
	nodes := fs.Uint64("nodes", 64000, "search nodes per position")
	minPieces := fs.Int("min-pieces", 0, "keep only positions of at least this many pieces (both sides)")
	maxPieces := fs.Int("max-pieces", 99, "keep only positions of at most this many pieces (both sides)")
	workers := fs.Int("workers", 1, "games relabelled at once")
	part := fs.String("shard", "1/1", "relabel only games i-1, i-1+n, ... of the file, in game order (`i/n`)")
	distinct := fs.Bool("distinct", false, "search each position once, where the file first holds it (self-play repeats its early positions)")
	resume := fs.Bool("resume", false, "go on with --out if it is there (its header must name this run)")
	out := fs.String("out", "", "output file of RESULT FEN SCORE lines, as tune gen writes (required)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	sh, err := shard.Parse(*part)
	switch {
	case err != nil:
		return usagef("--shard: %v", err)
	case *data == "" || *out == "":
		return usagef("--data and --out are required")
	case *nodes < 1 || *minPieces < 0 || *minPieces > *maxPieces:
		return usagef("--nodes must be positive and 0 <= --min-pieces <= --max-pieces")
	case *workers < 1 || *workers > search.MaxThreads():
		return usagef("--workers must be 1..%d (two per CPU at most), got %d", search.MaxThreads(), *workers)
	}
	raw, err := os.ReadFile(*data)
	if err != nil {
		return usageError{err}
	}
	in, err := tune.ReadGenFile(bytes.NewReader(raw))
	if err != nil {
		return usagef("%s: %v", *data, err)
	}
	h := tune.LabelHeader{Input: in.Header, Nodes: *nodes, MinPieces: *minPieces, MaxPieces: *maxPieces,
		Shard: sh.Index, Shards: sh.Count, Distinct: *distinct}
	f, before, err := openRun(*out, h.String(), &tune.GenFile{Header: in.Header}, *resume, func(b []byte) (string, *tune.GenFile, error) {
		got, g, err := tune.ReadLabelFile(bytes.NewReader(b))
		return got.String(), g, err
	})
	if err != nil {
		return err
	}
	cfg := tune.LabelConfig{Header: h, Workers: *workers, Done: map[int]bool{}}
	for g := range before.Games {
		cfg.Done[g] = true
	}
	todo := (len(in.Games) - sh.Index + sh.Count) / sh.Count
	stats, err := runResumable(e, f, *out, before, todo, func(ctx context.Context, progress func(tune.GenStats)) (tune.GenStats, error) {
		return tune.Relabel(ctx, in, cfg, f, progress)
	})
	if err != nil {
		return err
	}
	printGenStats(e, stats)
	return nil
}
