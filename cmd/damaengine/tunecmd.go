// The tune command: self-play data generation and the Texel fit.

package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/tune"
)

func runTune(e *env, args []string) error {
	if len(args) == 0 {
		return usagef("tune needs a subcommand: gen or fit")
	}
	switch args[0] {
	case "gen":
		return runTuneGen(e, args[1:])
	case "fit":
		return runTuneFit(e, args[1:])
	}
	return usagef("unknown tune subcommand %q (want gen or fit)", args[0])
}

func runTuneGen(e *env, args []string) error {
	const usage = "damaengine tune gen --variant V --games N --out FILE [--nodes N] [--openings FILE] [--random-plies K] [--workers W] [--seed S]"
	fs := newFlagSet("tune gen")
	variant := fs.StringP("variant", "v", "italian", "italian, international or dameo")
	games := fs.Int("games", 1000, "games to play")
	nodes := fs.Uint64("nodes", 1500, "search nodes per move")
	openings := fs.String("openings", "", "a file of start positions, one FEN a line (default: the start position)")
	randomPlies := fs.Int("random-plies", 4, "random plies after the opening, for variety")
	workers := fs.Int("workers", 1, "games played at once")
	seed := fs.Int64("seed", 1, "random seed")
	out := fs.String("out", "", "output file of RESULT FEN lines (required)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	if err != nil {
		return usageError{err}
	}
	switch {
	case *out == "":
		return usagef("--out is required")
	case *games < 1 || *nodes < 1 || *workers < 1 || *randomPlies < 0:
		return usagef("--games, --nodes and --workers must be positive, --random-plies not negative")
	}
	cfg := tune.GenConfig{Variant: v, Games: *games, Nodes: *nodes, RandomPlies: *randomPlies, Workers: *workers, Seed: *seed}
	if *openings != "" {
		if cfg.Openings, err = readOpenings(v, *openings); err != nil {
			return usageError{err}
		}
	}
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	stats, err := tune.Generate(cfg, f, func(s tune.GenStats) {
		if s.Games%100 == 0 {
			fmt.Fprintf(e.stderr, "games %d/%d positions %d\n", s.Games, *games, s.Positions)
		}
	})
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "games %d positions %d white %d black %d draws %d adjudicated %d\n",
		stats.Games, stats.Positions, stats.WhiteWins, stats.BlackWins, stats.Draws, stats.Adjudicated)
	return nil
}

// readOpenings reads one FEN a line; blank lines and # comments are skipped.
func readOpenings(v movegen.Variant, path string) ([]movegen.Position, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []movegen.Position
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := movegen.ParseFEN(v, line)
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %v", path, n, err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no positions", path)
	}
	return out, nil
}

func runTuneFit(e *env, args []string) error {
	const usage = "damaengine tune fit --variant V --data FILE [--epochs N] [--rate R] [--ridge L]"
	fs := newFlagSet("tune fit")
	variant := fs.StringP("variant", "v", "italian", "italian, international or dameo")
	data := fs.String("data", "", "labelled positions from tune gen (required)")
	epochs := fs.Int("epochs", 300, "gradient-descent passes")
	rate := fs.Float64("rate", 1, "Adam step size in centi-men")
	ridge := fs.Float64("ridge", 1e-7, "weight of the penalty on squared distance from the current weights")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	if err != nil {
		return usageError{err}
	}
	if *data == "" || *epochs < 1 || *rate <= 0 || *ridge < 0 {
		return usagef("--data is required; --epochs and --rate must be positive, --ridge not negative")
	}
	f, err := os.Open(*data)
	if err != nil {
		return usageError{err}
	}
	samples, err := tune.ReadSamples(f, v)
	f.Close()
	if err != nil {
		return usageError{err}
	}
	w, rep := tune.Fit(samples, eval.WeightsOf(v), tune.FitConfig{Epochs: *epochs, LearningRate: *rate, Ridge: *ridge})
	fmt.Fprintf(e.stderr, "samples %d K %.4f train %.6f -> %.6f validation %.6f -> %.6f\n",
		len(samples), rep.K, rep.TrainBefore, rep.TrainAfter, rep.ValidBefore, rep.ValidAfter)
	fmt.Fprint(e.stdout, tune.FormatWeights(v, w))
	return nil
}
