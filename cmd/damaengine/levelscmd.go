// The levels command: list the strength levels, calibrate them (levels
// calibrate) and fit their ratings to the games played (levels fit).

package main

import (
	"fmt"
	"os"
	"runtime"

	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/levels"
	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/shard"
)

const levelsUsage = `damaengine levels [--variant V] [--all]
  damaengine levels calibrate --variant V --dir DIR [--table FILE] [flags]
  damaengine levels fit --variant V --dir DIR [--table FILE] [--pool]

Lists the strength levels of a variant (the Hub option elo, play --elo and
the web page's level picker take them): their Elo, its 95% interval, and how
each plays. --all lists every rung of the ladder they are chosen from.

levels calibrate plays the ladder (docs/LEVELS.md): every rung against the
next two rungs up, colour-reversed pairs from the variant's shipped
openings, the games kept in DIR (resumable: run it again and it goes on;
shardable: --shard i/n plays every n-th pairing). It then fits the ratings
(the reference rungs held at their fixed ratings: Material at 1000, the
nodes-N rungs at theirs, docs/LEVELS.md), prints them, and with --table
writes them into that ratings table (player/levels.tsv is the one the engine ships).
levels fit only fits and writes.

--pool N also plays the pool: every level against the Material player, the
references of other designs (mobility-2, mobility-4: a shallow alpha-beta on
material and mobility) and each outside engine given with --opponent, as
match --engine takes it ("cmd=./scan name=scan-d6 arg=hub option.depth=6",
a time control of its own with tc=). A pairing plays 20 games first and
stops there when one side took 95% of the points; the rest plays N. The
games go to DIR/VARIANT/pool; with --pool the fit (and levels fit --pool)
rates every level from the pool's games alone, Material held at 1000 and
every other player fitted (docs/LEVELS.md). --near 0 plays no ladder.`

func runLevels(e *env, args []string) error {
	if len(args) > 0 {
		switch args[0] {
		case "calibrate":
			e.sub = "calibrate"
			return levelsCalibrate(e, args[1:])
		case "fit":
			e.sub = "fit"
			return levelsFit(e, args[1:])
		}
	}
	fs := newFlagSet("levels")
	variant := fs.StringP("variant", "v", "italian", movegen.VariantNames())
	all := fs.Bool("all", false, "list every rung of the ladder, references included")
	if done, err := e.parseFlags(fs, args, levelsUsage); done || err != nil {
		return err
	}
	v, err := movegen.ParseVariant(*variant)
	if err != nil {
		return usageError{err}
	}
	rated := player.Levels(v)
	if *all {
		rated = player.Ratings(v)
	}
	if len(rated) == 0 {
		return fmt.Errorf("no strength levels are calibrated for %s (damaengine levels calibrate)", v)
	}
	fmt.Fprintln(e.stdout, "elo     +-95%  games  rung      plays")
	for _, r := range rated {
		rung, _ := player.RungNamed(r.Rung)
		fmt.Fprintf(e.stdout, "%-6d  %5.0f  %5d  %-8s  %s\n", player.RoundElo(r.Elo), r.Err95, r.Games, r.Rung, describe(rung.Level))
	}
	return nil
}

// describe says how a level plays.
func describe(l player.Level) string {
	switch l.Kind {
	case player.Random:
		return "a random legal move"
	case player.Material:
		return "the move that keeps most material after the captures it leads to"
	case player.Mobility:
		return fmt.Sprintf("a %d-ply alpha-beta search on material and mobility", l.Depth)
	}
	return fmt.Sprintf("%d nodes a move, evaluation noise +-%d centi-men", l.Nodes, l.Noise)
}

// levelsFlags are the flags of levels calibrate and levels fit.
type levelsFlags struct {
	variant, dir, table string
	// pool fits from the pool's games (levels.FitPool), not the ladder's.
	pool bool
}

func (f *levelsFlags) register(fs *pflag.FlagSet) {
	fs.StringVarP(&f.variant, "variant", "v", "italian", movegen.VariantNames())
	fs.StringVar(&f.dir, "dir", "", "the directory the calibration's games are kept in (required)")
	fs.StringVar(&f.table, "table", "", "write the fitted ratings into this ratings table (player/levels.tsv)")
}

// resolve checks the flags.
func (f *levelsFlags) resolve() (movegen.Variant, error) {
	v, err := movegen.ParseVariant(f.variant)
	if err != nil {
		return v, usageError{err}
	}
	if f.dir == "" {
		return v, usagef("give --dir, the directory of the calibration's games")
	}
	return v, nil
}

func levelsCalibrate(e *env, args []string) error {
	const usage = "damaengine levels calibrate --variant V --dir DIR [--table FILE] [--near N] [--far N] [--pool N] [--opponent SPEC]... [--move-time S] [--concurrency C] [--shard i/n] [--up-to RUNG]"
	fs := newFlagSet("levels calibrate")
	var f levelsFlags
	f.register(fs)
	near := fs.Int("near", 100, "games of each pairing of neighbouring rungs")
	far := fs.Int("far", 50, "games of each pairing of rungs two apart")
	moveTime := fs.Float64("move-time", 5, "seconds a move at most (the rungs' node budgets end their searches first)")
	concurrency := fs.Int("concurrency", runtime.NumCPU(), "games at once")
	part := fs.String("shard", "1/1", "play only shard `i/n` of the pairings")
	top := fs.String("up-to", "", "play only the pairings of the rungs up to this one (damaengine levels --all names them)")
	pool := fs.Int("pool", 0, "games of each level against each player of the pool (Material, the references of other designs, the --opponent engines); 0: no pool")
	var opponents []string
	fs.StringArrayVar(&opponents, "opponent", nil, "an outside engine of the pool, as match --engine takes it, with a name (repeatable): `SPEC`")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, err := f.resolve()
	if err != nil {
		return err
	}
	sh, err := shard.Parse(*part)
	switch {
	case err != nil:
		return usageError{err}
	case *near < 0 || *far < 0 || *near%2 != 0 || *far%2 != 0:
		return usagef("--near and --far must be even numbers of games (0: none)")
	case *near == 0 && *far > 0 && fs.Changed("far"):
		return usagef("--far plays the ladder beside --near: give --near games too")
	case *near == 0 && *pool == 0:
		return usagef("nothing to play: give --near games (the ladder) or --pool games (the pool)")
	case *moveTime <= 0 || *moveTime > 3600:
		return usagef("--move-time must be in (0, 3600] seconds, got %g", *moveTime)
	case *concurrency < 1 || *concurrency > 4*runtime.NumCPU():
		return usagef("--concurrency must be 1..%d, got %d", 4*runtime.NumCPU(), *concurrency)
	case *pool < 0 || *pool%2 != 0:
		return usagef("--pool must be an even number of games (0: no pool), got %d", *pool)
	case len(opponents) > 0 && *pool == 0:
		return usagef("--opponent plays in the pool: give --pool N games too")
	}
	if *near == 0 {
		*far = 0 // no ladder
	}
	var outside []match.EngineSpec
	for _, o := range opponents {
		spec, err := match.ParseEngineSpec(o, match.EngineSpec{})
		if err != nil {
			return usageError{err}
		}
		outside = append(outside, spec)
	}
	if _, err := levels.PoolOpponents("", outside); err != nil {
		return usageError{err}
	}
	if _, ok := player.RungNamed(*top); *top != "" && !ok {
		return usagef("--up-to %q: no such rung (damaengine levels --all names them)", *top)
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	ctx, stop := interruptible()
	defer stop()
	cfg := levels.Config{Variant: v, Engine: self, Dir: f.dir, Near: *near, Far: *far,
		MoveTime: *moveTime, Concurrency: *concurrency, Shard: sh, UpTo: *top,
		Pool: *pool, Outside: outside, Progress: e.stderr}
	f.pool = *pool > 0
	if err := levels.Calibrate(ctx, cfg); err != nil {
		return err
	}
	if sh != shard.Whole || *top != "" {
		what := "shard " + sh.String()
		if *top != "" {
			what += " up to rung " + *top
		}
		pool := ""
		if f.pool {
			pool = " --pool"
		}
		fmt.Fprintf(e.stdout, "%s played; fit the whole with damaengine levels fit --variant %s --dir %s%s\n", what, v, f.dir, pool)
		return nil
	}
	return fitAndWrite(e, v, f)
}

func levelsFit(e *env, args []string) error {
	const usage = "damaengine levels fit --variant V --dir DIR [--table FILE] [--pool]"
	fs := newFlagSet("levels fit")
	var f levelsFlags
	f.register(fs)
	fs.BoolVar(&f.pool, "pool", false, "fit the pool's games (every level against players outside the ladder), not the ladder's")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, err := f.resolve()
	if err != nil {
		return err
	}
	if fi, err := os.Stat(f.dir); err != nil || !fi.IsDir() {
		return usagef("no directory of calibration games %s (damaengine levels calibrate --dir makes one)", f.dir)
	}
	return fitAndWrite(e, v, f)
}

// fitAndWrite fits the ratings of v's games under f.dir (the ladder's,
// or the pool's with f.pool), prints them and writes the rungs' into
// f.table when it is given.
func fitAndWrite(e *env, v movegen.Variant, f levelsFlags) error {
	var rated, outside []player.Rated
	var err error
	if f.pool {
		rated, outside, err = levels.FitPool(f.dir, v)
	} else {
		rated, err = levels.Fit(f.dir, v)
	}
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, "rung        elo     +-95%  games")
	for _, r := range rated {
		fmt.Fprintf(e.stdout, "%-10s  %-6d  %5.0f  %5d\n", r.Rung, player.RoundElo(r.Elo), r.Err95, r.Games)
	}
	for _, r := range outside {
		fmt.Fprintf(e.stdout, "%-10s  %-6d  %5.0f  %5d  (outside engine)\n", r.Rung, player.RoundElo(r.Elo), r.Err95, r.Games)
	}
	if f.pool {
		if err := printImplied(e, v, f.dir, rated); err != nil {
			return err
		}
	}
	if f.table == "" {
		return nil
	}
	if err := levels.WriteTable(f.table, v, rated); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "ratings of %s written to %s\n", v, f.table)
	return nil
}

// printImplied prints, for each pool pairing, the rating the opponent's
// score implies against the level's fitted rating: where the labels hold,
// each opponent's lines agree within their intervals.
func printImplied(e *env, v movegen.Variant, dir string, rated []player.Rated) error {
	implied, err := levels.ImpliedRatings(dir, v, rated)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, "opponent    level   games  score  implied  +-95%  (the opponent's rating its score against the level implies)")
	for _, imp := range implied {
		fmt.Fprintf(e.stdout, "%-10s  %-6s  %5d  %4.1f%%  %-7d  %5.0f\n",
			imp.Opponent, imp.Rung, imp.Games, 100*imp.Score, player.RoundElo(imp.Elo), imp.Err95)
	}
	return nil
}
