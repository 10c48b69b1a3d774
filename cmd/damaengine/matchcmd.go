// The match command and its subcommands merge and check: their flags, run
// by package match.

package main

import (
	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/match"
)

// matchGroupFlags are the match flags whose value is a key=value list that
// may be written unquoted (see match.GroupArgs).
var matchGroupFlags = map[string]bool{"engine": true, "each": true, "tc": true, "sprt": true,
	"adjudicate-win": true, "adjudicate-draw": true}

const matchUsage = `damaengine match --engine cmd=PROGRAM [name=N] [option.K=V]... --engine ... --tc TC [flags]
  damaengine match merge [--json OUT] RESULT.json...
  damaengine match check RESULT.json...   (exit 1 when a game ended by a fault)

Plays a match between two Hub engines, or a Hub engine and a DXP peer
(International only); the runner is the referee.
Key=value lists (--engine, --each, --tc, --sprt, --adjudicate-*) may be
written unquoted; a value with blanks goes in double quotes.

Exit status: 0 when the match ran (also when the SPRT stopped it); 2 when
nothing was played: a mistake in the command line, or an engine that cannot
be started, dies during its setup or answers error to hub, to an option or
to init; 1 when the match failed after it started or was interrupted (the
finished games are kept).`

func runMatch(e *env, args []string) error {
	switch {
	case len(args) > 0 && args[0] == "merge":
		return runMatchMerge(e, args[1:])
	case len(args) > 0 && args[0] == "check":
		return runMatchCheck(e, args[1:])
	}
	c := match.NewCommand()
	fs := newFlagSet("match")
	registerMatchFlags(fs, &c)
	if done, err := e.parseFlags(fs, match.GroupArgs(args, matchGroupFlags), matchUsage); done || err != nil {
		return err
	}
	c.Given = fs.Changed
	ctx, stop := interruptible()
	defer stop()
	return c.Run(ctx, e.stdout, e.stderr)
}

// registerMatchFlags adds the flags of a match to fs, their defaults those
// c holds.
func registerMatchFlags(fs *pflag.FlagSet, c *match.Command) {
	fs.StringArrayVar(&c.Engines, "engine", nil, "an engine, twice: cmd=PROGRAM [name=NAME] [arg=ARG]... [dir=DIR] [option.NAME=VALUE]... [tc=TC], or a DXP follower: dxp=HOST:PORT [name=NAME] [tc=TC]")
	fs.StringArrayVar(&c.Each, "each", nil, "items applied to both engines before their own (same keys as --engine)")
	fs.StringVar(&c.Variant, "variant", c.Variant, "italian, international or dameo")
	fs.StringVar(&c.TC, "tc", c.TC, "time control: move-time=S | time=S[+INC] | moves=N time=S | depth=N | nodes=N")
	fs.IntVar(&c.Games, "games", c.Games, "games in the whole match (all shards)")
	fs.IntVar(&c.Rounds, "rounds", c.Rounds, "game pairs in the whole match (each opening with colours reversed)")
	fs.IntVar(&c.Concurrency, "concurrency", c.Concurrency, "games played at once, each with its own engine processes")
	fs.StringVar(&c.Openings, "openings", c.Openings, "file of start positions: one FEN a line, or PDN games (each opens with its moves)")
	fs.IntVar(&c.RandomPlies, "random-plies", c.RandomPlies, "without --openings: start each pair after K random plies (balanced material)")
	fs.Uint64Var(&c.Seed, "seed", c.Seed, "seed of the opening order and the random openings")
	fs.StringVar(&c.Shard, "shard", c.Shard, "play shard i of n: pairs i, i+n, i+2n, ...")
	fs.StringVar(&c.AdjudicateWin, "adjudicate-win", c.AdjudicateWin, "score=S moves=N: a win when both engines score beyond S for N moves each")
	fs.StringVar(&c.AdjudicateDraw, "adjudicate-draw", c.AdjudicateDraw, "score=S moves=N [min-ply=P]: a draw when both engines score within S of 0")
	fs.IntVar(&c.MaxPlies, "max-plies", c.MaxPlies, "adjudicate a draw after this many plies (0: no limit)")
	fs.Float64Var(&c.TimeMargin, "time-margin", c.TimeMargin, "seconds an engine may exceed its time budget before it forfeits")
	fs.Float64Var(&c.Timeout, "timeout", c.Timeout, "seconds to wait for a move when the time control sets no time (depth, nodes)")
	fs.Float64Var(&c.StartTimeout, "start-timeout", c.StartTimeout, "seconds to wait for an engine's hub, init and new-game answers")
	fs.StringVar(&c.SPRT, "sprt", c.SPRT, "elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05]: stop when the pentanomial GSPRT decides")
	fs.StringVar(&c.PDN, "pgn", c.PDN, "append every game to this PDN file")
	fs.StringVar(&c.PDN, "pdn", c.PDN, "same as --pgn")
	fs.StringVar(&c.JSON, "json", c.JSON, "write the results to this JSON file")
	fs.StringVar(&c.Log, "log", c.Log, "log all engine traffic to this file")
	fs.StringVar(&c.Event, "event", c.Event, "PDN Event tag")
	fs.StringVar(&c.Site, "site", c.Site, "PDN Site tag")
	fs.BoolVar(&c.Quiet, "quiet", c.Quiet, "no progress line per game, only the running score")
	fs.BoolVar(&c.Ponder, "ponder", c.Ponder, "engines ponder on the reply they expect, on the opponent's time")
	fs.StringVar(&c.Resume, "resume", c.Resume, "go on with an interrupted match: its JSON results or its PDN (the same flags otherwise); finished games are kept, not played again")
}

func runMatchMerge(e *env, args []string) error {
	const usage = "damaengine match merge [--json OUT] RESULT.json..."
	e.sub = "merge"
	fs := newFlagSet("match merge")
	out := fs.String("json", "", "write the merged results to this JSON file")
	if done, err := e.parseFlagsArgs(fs, args, usage, true); done || err != nil {
		return err
	}
	return match.MergeFiles(fs.Args(), *out, e.stdout)
}

func runMatchCheck(e *env, args []string) error {
	const usage = "damaengine match check RESULT.json...   (exit 1 when a game ended by a fault)"
	e.sub = "check"
	fs := newFlagSet("match check")
	if done, err := e.parseFlagsArgs(fs, args, usage, true); done || err != nil {
		return err
	}
	return match.CheckFiles(fs.Args(), e.stdout)
}
