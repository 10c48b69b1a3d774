// The tune net command: training the residual net.

package main

import (
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/safefile"
	"github.com/damaengine/damaengine/tune"
	"github.com/damaengine/damaengine/words"
)

func runTuneNet(e *env, args []string) error {
	const usage = "damaengine tune net --variant V --data FILE,... --valid FILE,... --out FILE [--epochs N] [--batch N] [--rate R] [--score-weight W] [--seed S] [--workers N] [--merge-duplicates] [--deeper FILE,...] [--from NET]"
	fs := newFlagSet("tune net")
	variant := fs.StringP("variant", "v", "international", movegen.VariantNames())
	data := fs.StringSlice("data", nil, "training positions from tune gen (required)")
	valid := fs.StringSlice("valid", nil, "validation positions from tune gen; those --data also holds are left out (required)")
	out := fs.String("out", "", "the net file to write (required)")
	epochs := fs.Int("epochs", 40, "passes over the training positions")
	batch := fs.Int("batch", 4096, "positions per Adam step")
	rate := fs.Float64("rate", 0.002, "Adam's largest step size")
	scoreWeight := fs.Float64("score-weight", 0.5, "weight (0 to 1) of the positions' search scores in the labels, the game results having the rest")
	seed := fs.Uint64("seed", 1, "seed of the starting weights and the order of the positions")
	workers := fs.Int("workers", runtime.NumCPU(), "goroutines computing each step")
	merge := fs.Bool("merge-duplicates", false, "train on each position once, labelled by the mean of its occurrences' results and scores")
	deeper := fs.StringSlice("deeper", nil, "tune label files: their search scores replace those of the same positions in --data (the results stay --data's)")
	from := fs.String("from", "", "a net file of the variant to go on training from (e.g. eval/nets/international.dnn), instead of random weights")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	if err != nil {
		return usageError{err}
	}
	if len(*data) == 0 || len(*valid) == 0 || *out == "" || *epochs < 1 || *batch < 1 || *workers < 1 ||
		!finite(*rate) || *rate <= 0 || !(*scoreWeight >= 0 && *scoreWeight <= 1) {
		return usagef("--data, --valid and --out are required; --epochs, --batch and --workers must be positive, --rate positive and finite, --score-weight 0 to 1")
	}
	var start *eval.NetFile
	if *from != "" {
		raw, err := os.ReadFile(*from)
		if err != nil {
			return usageError{err}
		}
		f, err := eval.ReadNet(raw, v)
		if err != nil {
			return usagef("%s: %v", *from, err)
		}
		start = &f
	}
	var train, check tune.NetSet
	for _, set := range []struct {
		into  *tune.NetSet
		files []string
	}{{&train, *data}, {&check, *valid}} {
		for _, name := range set.files {
			if err := readNetSet(set.into, name, v); err != nil {
				return err
			}
		}
	}
	seen := check.DropSeen(&train)
	if *merge {
		n := train.MergeDuplicates()
		fmt.Fprintf(e.stderr, "%d repeated training positions merged: %d left\n", n, train.Len())
	}
	if len(*deeper) > 0 {
		var labelled tune.NetSet
		for _, name := range *deeper {
			if err := readNetSet(&labelled, name, v); err != nil {
				return err
			}
		}
		n := train.TakeScores(&labelled)
		fmt.Fprintf(e.stderr, "%s take their search scores from --deeper\n", words.Count(n, "training position", "training positions"))
	}
	if check.Len() == 0 {
		return usagef("every position of --valid also occurs in --data: nothing left to validate on")
	}
	cfg := tune.NetConfig{Epochs: *epochs, Batch: *batch, Rate: *rate, ScoreWeight: *scoreWeight,
		Seed: *seed, Workers: *workers, Start: start, Log: func(format string, a ...any) {
			fmt.Fprintf(e.stderr, format+"\n", a...)
		}}
	net, rep, err := tune.TrainNet(&train, &check, cfg)
	if err != nil {
		return usagef("%v", err)
	}
	fmt.Fprintf(e.stdout, "train %d validation %d (%d also in training left out) K %.4f validation error: tables %.6f, with the net %.6f (%+.1f%%)",
		rep.TrainPositions, rep.ValidPositions, seen, rep.K, rep.TablesError, rep.NetError,
		100*(rep.NetError/rep.TablesError-1))
	if start != nil {
		fmt.Fprintf(e.stdout, ", the starting net %.6f (%+.1f%%)", rep.StartError, 100*(rep.StartError/rep.TablesError-1))
	}
	fmt.Fprintln(e.stdout)
	return writeNet(*out, v, &net)
}

// readNetSet reads the positions of the file name into s.
func readNetSet(s *tune.NetSet, name string, v movegen.Variant) error {
	f, err := os.Open(name)
	if err != nil {
		return usageError{err}
	}
	defer f.Close()
	if err := s.Read(f, v); err != nil {
		return usagef("%s: %v", name, err)
	}
	return nil
}

// writeNet writes a net file to path through a temporary file beside it,
// so that an interruption leaves the old file whole.
func writeNet(path string, v movegen.Variant, n *eval.NetFile) error {
	return safefile.Write(path, func(w io.Writer) error { return eval.WriteNet(w, v, n) })
}
