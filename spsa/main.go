// The command line: `damaengine tune spsa [flags]`.

package spsa

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/movegen"
	openingset "github.com/damaengine/damaengine/openings"
	"github.com/spf13/pflag"
)

// Usage is the command's synopsis.
const Usage = `Usage: damaengine tune spsa --engine cmd=PROGRAM [option.K=V]... --tc TC --log FILE
       --param NAME=START,MIN,MAX,C,R [--param ...] [flags]

Tunes the engine's integer options (the tune-* options of damaengine's Hub
protocol, or any other) by SPSA: each iteration plays --pairs game pairs
between the engine with every option moved by +-C and the engine with the
opposite moves, then moves each option by R*C per game won more on its
side. Resumable: run the same command again and it goes on from the log.
`

// Main runs `damaengine tune spsa ARGS` and returns the exit code: 0 when
// the run finished, 2 for a bad command line, 1 when it failed or was
// interrupted (the log keeps every finished iteration).
func Main(args []string, stdout, stderr io.Writer) int {
	err := run(args, stdout)
	switch {
	case err == nil || errors.Is(err, pflag.ErrHelp):
		return 0
	}
	fmt.Fprintf(stderr, "damaengine tune spsa: %v\n", err)
	var u usageError
	if errors.As(err, &u) {
		return 2
	}
	return 1
}

// usageError marks a mistake in the command line.
type usageError struct{ error }

func run(args []string, stdout io.Writer) error {
	var (
		engine, variant, tc, openings, log string
		params                             []string
		iterations, pairs, concurrency     int
		randomPlies                        int
		seed                               uint64
		margin                             float64
		quiet                              bool
	)
	fs := pflag.NewFlagSet("tune spsa", pflag.ContinueOnError)
	fs.SortFlags = false
	fs.SetOutput(io.Discard)
	fs.StringVar(&engine, "engine", "", "the engine: cmd=PROGRAM [arg=ARG]... [option.NAME=VALUE]... (as for match)")
	fs.StringArrayVar(&params, "param", nil, "a setting to tune: NAME=START,MIN,MAX,C,R (repeat for more)")
	fs.StringVar(&variant, "variant", "italian", "italian, international or dameo")
	fs.StringVar(&tc, "tc", "", "time control, as for match (move-time=S, time=S+INC, nodes=N, ...)")
	fs.StringVar(&openings, "openings", "", "start positions, one FEN a line (default: random plies from the start)")
	fs.IntVar(&randomPlies, "random-plies", 8, "random opening plies when there is no --openings file")
	fs.IntVar(&iterations, "iterations", 1000, "iterations in the whole run")
	fs.IntVar(&pairs, "pairs", 1, "game pairs per iteration")
	fs.IntVar(&concurrency, "concurrency", 2, "games at once")
	fs.Uint64Var(&seed, "seed", 1, "random seed: perturbations and openings")
	fs.Float64Var(&margin, "time-margin", 0.1, "seconds an engine may exceed its time budget before it forfeits")
	fs.StringVar(&log, "log", "", "the run's log (required; resumed when it exists)")
	fs.BoolVar(&quiet, "quiet", false, "no line per iteration")
	if err := fs.Parse(match.GroupArgs(args, map[string]bool{"engine": true, "tc": true})); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fmt.Fprint(stdout, Usage+"\nFlags:\n"+fs.FlagUsages())
			return err
		}
		return usageError{err}
	}
	cfg, err := configOf(engine, variant, tc, openings, randomPlies, concurrency, seed, margin)
	if err != nil {
		return usageError{err}
	}
	tuning := Config{Iterations: iterations, Seed: seed, Log: log}
	if !quiet {
		tuning.Progress = stdout
	}
	for _, s := range params {
		p, err := ParseParam(s)
		if err != nil {
			return usageError{err}
		}
		tuning.Params = append(tuning.Params, p)
	}
	switch {
	case fs.NArg() > 0:
		return usageError{fmt.Errorf("unexpected argument %q", fs.Arg(0))}
	case len(tuning.Params) == 0:
		return usageError{errors.New("give at least one --param")}
	case iterations < 1 || pairs < 1 || concurrency < 1:
		return usageError{errors.New("--iterations, --pairs and --concurrency must be at least 1")}
	case log == "":
		return usageError{errors.New("give a --log file (it makes the run resumable)")}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	st, err := Run(ctx, tuning, MatchPlayer(cfg, tuning.Params, pairs))
	if st.Theta != nil {
		fmt.Fprintf(stdout, "after %d iterations: %s\n", st.Done, settings(tuning.Params, st.Theta, rounded))
	}
	return err
}

// configOf builds the match configuration the iterations share.
func configOf(engine, variant, tc, openings string, randomPlies, concurrency int, seed uint64, margin float64) (match.Config, error) {
	var cfg match.Config
	var err error
	if engine == "" {
		return cfg, errors.New("give the --engine to tune")
	}
	if cfg.Engines[0], err = match.ParseEngineSpec(engine, match.EngineSpec{}); err != nil {
		return cfg, err
	}
	if cfg.Engines[0].DXP != "" {
		return cfg, errors.New("spsa tunes a Hub engine (cmd=...), not a DXP peer")
	}
	if cfg.Variant, err = movegen.ParseVariant(variant); err != nil {
		return cfg, err
	}
	if cfg.TC, err = match.ParseTimeControl(tc); err != nil {
		return cfg, err
	}
	if openings != "" {
		f, err := os.Open(openings)
		if err != nil {
			return cfg, err
		}
		defer f.Close()
		if cfg.Openings, err = openingset.Load(f, openings, cfg.Variant); err != nil {
			return cfg, err
		}
		cfg.OpeningsName = openings
	}
	if randomPlies < 0 || margin < 0 {
		return cfg, errors.New("--random-plies and --time-margin may not be negative")
	}
	cfg.RandomPlies, cfg.Concurrency, cfg.Seed = randomPlies, concurrency, seed
	cfg.TimeMargin = time.Duration(margin * float64(time.Second))
	cfg.Quiet = true
	return cfg, nil
}
