// The tune spsa command as the command line gives it (package main parses
// the flags): its values checked, the run, the final settings.

package spsa

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/movegen"
	openingset "github.com/damaengine/damaengine/openings"
)

// usageError marks a mistake in what the user gave (exit status 2).
type usageError struct{ error }

// BadInput reports that the error blames the user's input.
func (usageError) BadInput() bool { return true }

// Unwrap returns the error underneath.
func (u usageError) Unwrap() error { return u.error }

// Command is a run as `damaengine tune spsa` is told it: the values of its
// flags, named after them, not yet checked. Run checks them.
type Command struct {
	Engine      string   // the engine's key=value list, as for match
	Params      []string // NAME=START,MIN,MAX,C,R each
	Variant     string
	TC          string // time control, as for match
	Openings    string // file of start positions
	Log         string // the run's log, resumed when it exists
	RandomPlies int    // random opening plies without Openings
	Iterations  int
	Pairs       int // game pairs per iteration
	Concurrency int
	Seed        uint64
	TimeMargin  float64 // seconds
	Quiet       bool    // no line per iteration
}

// NewCommand returns a Command holding the flags' defaults.
func NewCommand() Command {
	return Command{Variant: "italian", RandomPlies: 8, Iterations: 1000, Pairs: 1, Concurrency: 2, Seed: 1, TimeMargin: 0.1}
}

// Run checks the command and tunes until its iterations are done or ctx
// ends, a line per iteration and the settings reached on stdout. Its
// errors about the input (a bad value, a file that cannot be read, an
// engine that fails its setup) have a BadInput method that returns true;
// the others mean the run failed or was interrupted (the log keeps every
// finished iteration).
func (c Command) Run(ctx context.Context, stdout io.Writer) error {
	cfg, err := configOf(c.Engine, c.Variant, c.TC, c.Openings, c.RandomPlies, c.Concurrency, c.Seed, c.TimeMargin)
	if err != nil {
		return usageError{err}
	}
	tuning := Config{Iterations: c.Iterations, Seed: c.Seed, Log: c.Log}
	if !c.Quiet {
		tuning.Progress = stdout
	}
	for _, s := range c.Params {
		p, err := ParseParam(s)
		if err != nil {
			return usageError{err}
		}
		tuning.Params = append(tuning.Params, p)
	}
	switch {
	case len(tuning.Params) == 0:
		return usageError{errors.New("give at least one --param")}
	case c.Iterations < 1 || c.Pairs < 1 || c.Concurrency < 1:
		return usageError{errors.New("--iterations, --pairs and --concurrency must be at least 1")}
	case c.Log == "":
		return usageError{errors.New("give a --log file (it makes the run resumable)")}
	}
	st, err := Run(ctx, tuning, MatchPlayer(cfg, tuning.Params, c.Pairs))
	if st.Theta != nil {
		fmt.Fprintf(stdout, "after %s: %s\n", iterationsText(st.Done), settings(tuning.Params, st.Theta, rounded))
	}
	return err
}

// iterationsText says how many iterations n is: "1 iteration", "2
// iterations".
func iterationsText(n int) string {
	if n == 1 {
		return "1 iteration"
	}
	return fmt.Sprintf("%d iterations", n)
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
