// The tune spsa command: its flags checked into the match configuration
// and the tuning run of package spsa.

package main

import (
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
	"github.com/damaengine/damaengine/spsa"
)

const spsaUsage = `damaengine tune spsa --engine cmd=PROGRAM [option.K=V]... --tc TC --log FILE
       --param NAME=START,MIN,MAX,C,R [--param ...] [flags]

Tunes the engine's integer options (the tune-* options of damaengine's Hub
protocol, or any other) by SPSA: each iteration plays --pairs game pairs
between the engine with every option moved by +-C and the engine with the
opposite moves, then moves each option by R*C per game won more on its
side. Resumable: run the same command again and it goes on from the log.

Exit status: 0 when the run finished; 2 for a mistake in the command line
or an engine that cannot be started; 1 when the run failed or was
interrupted (the log keeps every finished iteration).`

func runTuneSPSA(e *env, args []string) error {
	fs := newFlagSet("tune spsa")
	engine := fs.String("engine", "", "the engine: cmd=PROGRAM [arg=ARG]... [option.NAME=VALUE]... (as for match)")
	params := fs.StringArray("param", nil, "a setting to tune: NAME=START,MIN,MAX,C,R (repeat for more)")
	variant := fs.String("variant", "italian", movegen.VariantNames())
	tc := fs.String("tc", "", "time control, as for match (move-time=S, time=S+INC, nodes=N, ...)")
	openingsFile := fs.String("openings", "", "start positions, one FEN a line (default: random plies from the start)")
	randomPlies := fs.Int("random-plies", 8, "random opening plies when there is no --openings file")
	iterations := fs.Int("iterations", 1000, "iterations in the whole run")
	pairs := fs.Int("pairs", 1, "game pairs per iteration")
	concurrency := fs.Int("concurrency", 2, "games at once")
	seed := fs.Uint64("seed", 1, "random seed: perturbations and openings")
	margin := fs.Float64("time-margin", 0.1, "seconds an engine may exceed its time budget before it forfeits")
	log := fs.String("log", "", "the run's log (required; resumed when it exists)")
	quiet := fs.Bool("quiet", false, "no line per iteration")
	args = match.GroupArgs(args, map[string]bool{"engine": true, "tc": true})
	if done, err := e.parseFlags(fs, args, spsaUsage); done || err != nil {
		return err
	}
	cfg, err := spsaMatchConfig(*engine, *variant, *tc, *openingsFile, *randomPlies, *concurrency, *seed, *margin)
	if err != nil {
		return usageError{err}
	}
	tuning := spsa.Config{Iterations: *iterations, Seed: *seed, Log: *log}
	if !*quiet {
		tuning.Progress = e.stdout
	}
	for _, s := range *params {
		p, err := spsa.ParseParam(s)
		if err != nil {
			return usageError{err}
		}
		tuning.Params = append(tuning.Params, p)
	}
	switch {
	case len(tuning.Params) == 0:
		return usagef("give at least one --param")
	case *iterations < 1 || *pairs < 1 || *concurrency < 1:
		return usagef("--iterations, --pairs and --concurrency must be at least 1")
	case *log == "":
		return usagef("give a --log file (it makes the run resumable)")
	}
	ctx, stop := interruptible()
	defer stop()
	st, err := spsa.Run(ctx, tuning, spsa.MatchPlayer(cfg, tuning.Params, *pairs))
	if st.Theta != nil {
		fmt.Fprintln(e.stdout, spsa.Summary(tuning.Params, st))
	}
	return err
}

// spsaMatchConfig builds the match configuration the iterations share.
func spsaMatchConfig(engine, variant, tc, openingsFile string, randomPlies, concurrency int, seed uint64, margin float64) (match.Config, error) {
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
	if openingsFile != "" {
		f, err := os.Open(openingsFile)
		if err != nil {
			return cfg, err
		}
		defer f.Close()
		if cfg.Openings, err = openings.Load(f, openingsFile, cfg.Variant); err != nil {
			return cfg, err
		}
		cfg.OpeningsName = openingsFile
	}
	if randomPlies < 0 || margin < 0 {
		return cfg, errors.New("--random-plies and --time-margin may not be negative")
	}
	cfg.RandomPlies, cfg.Concurrency, cfg.Seed = randomPlies, concurrency, seed
	cfg.TimeMargin = time.Duration(margin * float64(time.Second))
	cfg.Quiet = true
	return cfg, nil
}
