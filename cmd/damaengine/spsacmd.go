// The tune spsa command: its flags, run by package spsa.

package main

import (
	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/match"
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
	c := spsa.NewCommand()
	fs := newFlagSet("tune spsa")
	registerSPSAFlags(fs, &c)
	args = match.GroupArgs(args, map[string]bool{"engine": true, "tc": true})
	if done, err := e.parseFlags(fs, args, spsaUsage); done || err != nil {
		return err
	}
	ctx, stop := interruptible()
	defer stop()
	return c.Run(ctx, e.stdout)
}

// registerSPSAFlags adds the flags of an SPSA run to fs, their defaults
// those c holds.
func registerSPSAFlags(fs *pflag.FlagSet, c *spsa.Command) {
	fs.StringVar(&c.Engine, "engine", c.Engine, "the engine: cmd=PROGRAM [arg=ARG]... [option.NAME=VALUE]... (as for match)")
	fs.StringArrayVar(&c.Params, "param", nil, "a setting to tune: NAME=START,MIN,MAX,C,R (repeat for more)")
	fs.StringVar(&c.Variant, "variant", c.Variant, "italian, international or dameo")
	fs.StringVar(&c.TC, "tc", c.TC, "time control, as for match (move-time=S, time=S+INC, nodes=N, ...)")
	fs.StringVar(&c.Openings, "openings", c.Openings, "start positions, one FEN a line (default: random plies from the start)")
	fs.IntVar(&c.RandomPlies, "random-plies", c.RandomPlies, "random opening plies when there is no --openings file")
	fs.IntVar(&c.Iterations, "iterations", c.Iterations, "iterations in the whole run")
	fs.IntVar(&c.Pairs, "pairs", c.Pairs, "game pairs per iteration")
	fs.IntVar(&c.Concurrency, "concurrency", c.Concurrency, "games at once")
	fs.Uint64Var(&c.Seed, "seed", c.Seed, "random seed: perturbations and openings")
	fs.Float64Var(&c.TimeMargin, "time-margin", c.TimeMargin, "seconds an engine may exceed its time budget before it forfeits")
	fs.StringVar(&c.Log, "log", c.Log, "the run's log (required; resumed when it exists)")
	fs.BoolVar(&c.Quiet, "quiet", c.Quiet, "no line per iteration")
}
