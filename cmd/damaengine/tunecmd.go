// The tune command: self-play data generation and the Texel fit.

package main

import (
	"fmt"
	"math"
	"os"
	"slices"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/tune"
)

// tuneUsage lists the tune subcommands.
const tuneUsage = `Usage:
  damaengine tune gen --variant V --games N --out FILE [flags]   play self-play games, write their positions
  damaengine tune merge --out FILE SHARD...                      join the shards of one tune gen run
  damaengine tune label --data FILE --out FILE [flags]           search a gen file's positions again, deeper
  damaengine tune fit --variant V --data FILE [flags]            fit the evaluation's weights to such data
  damaengine tune net --variant V --data F --valid F --out FILE  train the residual net on such data
  damaengine tune spsa --engine cmd=P --tc TC --param ... --log FILE   tune search settings by games (SPSA)

Run 'damaengine tune gen --help' (or merge, label, fit, net, spsa) for the flags.
`

func runTune(e *env, args []string) error {
	if len(args) == 0 {
		return usagef("tune needs a subcommand: gen, merge, label, fit, net or spsa")
	}
	e.sub = args[0]
	switch args[0] {
	case "gen":
		return runTuneGen(e, args[1:])
	case "merge":
		return runTuneMerge(e, args[1:])
	case "label":
		return runTuneLabel(e, args[1:])
	case "fit":
		return runTuneFit(e, args[1:])
	case "net":
		return runTuneNet(e, args[1:])
	case "spsa":
		return runTuneSPSA(e, args[1:])
	case "--help", "-h", "help":
		fmt.Fprint(e.stdout, tuneUsage)
		return nil
	}
	e.sub = ""
	return usagef("unknown tune subcommand %q (want gen, merge, label, fit, net or spsa)", args[0])
}

func runTuneFit(e *env, args []string) error {
	const usage = "damaengine tune fit --variant V --data FILE [--epochs N] [--rate R] [--ridge L] [--patterns-out FILE [--pattern-ridge L] [--pattern-ridge-to-start] [--fresh-patterns]] [--hold F,...] [--score-weight W]"
	fs := newFlagSet("tune fit")
	variant := fs.StringP("variant", "v", "italian", movegen.VariantNames())
	data := fs.String("data", "", "labelled positions from tune gen (required)")
	epochs := fs.Int("epochs", 300, "gradient-descent passes")
	rate := fs.Float64("rate", 1, "Adam step size in centi-men")
	ridge := fs.Float64("ridge", 1e-7, "weight of the penalty on squared distance from the current weights")
	patternsOut := fs.String("patterns-out", "", "also fit the pattern weights (from the embedded table, or zero) and write them to `FILE`")
	patternRidge := fs.Float64("pattern-ridge", 1e-10, "weight of the penalty on the squared pattern weights")
	toStart := fs.Bool("pattern-ridge-to-start", false, "measure the pattern penalty from the starting table instead of from zero")
	hold := fs.StringSlice("hold", nil, "features whose weights stay as they are (names as in eval's Names, comma-separated)")
	fresh := fs.Bool("fresh-patterns", false, "start the pattern weights at zero instead of the embedded table")
	scoreWeight := fs.Float64("score-weight", 0, "weight (0 to 1) of the positions' search scores in the labels, the game results having the rest")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	if err != nil {
		return usageError{err}
	}
	if *data == "" || *epochs < 1 || !finite(*rate) || *rate <= 0 || !finite(*ridge) || *ridge < 0 ||
		!finite(*patternRidge) || *patternRidge < 0 || !(*scoreWeight >= 0 && *scoreWeight <= 1) {
		return usagef("--data is required; --epochs must be positive, --rate positive and finite, the ridges finite and not negative, --score-weight 0 to 1")
	}
	if *toStart && (*patternsOut == "" || *fresh) {
		return usagef("--pattern-ridge-to-start needs --patterns-out and a starting table (not --fresh-patterns)")
	}
	if *patternsOut != "" {
		if err := checkOutput("--patterns-out", *patternsOut); err != nil {
			return err
		}
	}
	start := tune.Model{Variant: v, Weights: eval.WeightsOf(v)}
	if *patternsOut != "" {
		start.Patterns = eval.PatternWeightsOf(v)
		if len(start.Patterns) == 0 || *fresh {
			start.Patterns = make([]eval.Weight, eval.PatternTableSize(v))
		}
	}
	f, err := os.Open(*data)
	if err != nil {
		return usageError{err}
	}
	samples, err := tune.ReadSamples(f, v)
	f.Close()
	if err != nil {
		return usagef("%s: %v", *data, err)
	}
	cfg := tune.FitConfig{Epochs: *epochs, LearningRate: *rate, Ridge: *ridge, PatternRidge: *patternRidge,
		PatternRidgeToStart: *toStart, ScoreWeight: *scoreWeight}
	for _, name := range *hold {
		f := slices.Index(eval.Names[:], name)
		if f < 0 {
			return usagef("--hold: unknown feature %q", name)
		}
		cfg.Hold = append(cfg.Hold, eval.Feature(f))
	}
	if len(samples) == 0 {
		return usagef("no positions in %s", *data)
	}
	m, rep, err := tune.Fit(samples, start, cfg)
	if err != nil {
		return usagef("%s: %v", *data, err)
	}
	fmt.Fprintf(e.stderr, "samples %d K %.4f train %.6f -> %.6f validation %.6f -> %.6f (labels %.6f -> %.6f; %d held-out positions also in training left out)\n",
		len(samples), rep.K, rep.TrainBefore, rep.TrainAfter, rep.ValidBefore, rep.ValidAfter,
		rep.ValidLabelsBefore, rep.ValidLabelsAfter, rep.ValidSeen)
	if *patternsOut != "" {
		if err := writePatterns(*patternsOut, v, m.Patterns); err != nil {
			return err
		}
	}
	fmt.Fprint(e.stdout, tune.FormatWeights(v, m.Weights))
	return nil
}

// finite reports whether x is a number other than an infinity.
func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// writePatterns writes a pattern table to the file at path.
func writePatterns(path string, v movegen.Variant, w []eval.Weight) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := eval.WritePatternWeights(f, v, w); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
