// The match command and its subcommands merge and check: their flags, run
// by package match.

package main

import (
	"errors"
	"fmt"
	"math"
	"os"

	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
	"github.com/damaengine/damaengine/shard"
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
	c := matchFlags{Variant: "italian", Shard: "1/1", Concurrency: 1, Seed: 1, TimeMargin: 0.1,
		Timeout: 60, StartTimeout: 60, Event: "damaengine match", Site: "?"}
	fs := newFlagSet("match")
	registerMatchFlags(fs, &c)
	if done, err := e.parseFlags(fs, match.GroupArgs(args, matchGroupFlags), matchUsage); done || err != nil {
		return err
	}
	c.givenFn = fs.Changed
	cfg, err := c.config()
	if err != nil {
		return usageError{err}
	}
	ctx, stop := interruptible()
	defer stop()
	return match.Play(ctx, cfg, match.Outputs{PDN: c.PDN, JSON: c.JSON, Log: c.Log, Resume: c.Resume}, e.stdout, e.stderr)
}

// matchFlags are the match command's flags as given, not yet checked.
type matchFlags struct {
	Engines        []string // the --engine key=value lists, two
	Each           []string // items applied to both engines first
	Variant        string
	TC             string // time control, as match.ParseTimeControl reads it
	Openings       string // file of start positions
	Shard          string // i/n
	SPRT           string
	AdjudicateWin  string
	AdjudicateDraw string
	PDN            string // games appended to this file
	JSON           string // results written to this file
	Log            string // engine traffic written to this file
	Event, Site    string // PDN tags
	Resume         string // JSON results or PDN of an interrupted match
	Games          int
	Rounds         int
	Concurrency    int
	RandomPlies    int
	MaxPlies       int
	Seed           uint64
	TimeMargin     float64 // seconds
	Timeout        float64 // seconds
	StartTimeout   float64 // seconds
	Quiet, Ponder  bool
	givenFn        func(flag string) bool // whether a flag was on the command line
}

// given reports whether the flag was on the command line.
func (o *matchFlags) given(flag string) bool { return o.givenFn != nil && o.givenFn(flag) }

// registerMatchFlags adds the flags of a match to fs, their defaults those
// c holds.
func registerMatchFlags(fs *pflag.FlagSet, c *matchFlags) {
	fs.StringArrayVar(&c.Engines, "engine", nil, "an engine, twice: cmd=PROGRAM [name=NAME] [arg=ARG]... [dir=DIR] [option.NAME=VALUE]... [tc=TC] [protocol=hub1], or a DXP follower: dxp=HOST:PORT [name=NAME] [tc=TC]")
	fs.StringArrayVar(&c.Each, "each", nil, "items applied to both engines before their own (same keys as --engine)")
	fs.StringVar(&c.Variant, "variant", c.Variant, movegen.VariantNames())
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

// config checks the flags and turns them into the match's configuration.
func (o *matchFlags) config() (match.Config, error) {
	var cfg match.Config
	err := o.checkRanges()
	if err != nil {
		return cfg, err
	}
	if cfg.Variant, err = movegen.ParseVariant(o.Variant); err != nil {
		return cfg, err
	}
	if len(o.Engines) != 2 {
		return cfg, fmt.Errorf("give exactly two --engine flags (got %d)", len(o.Engines))
	}
	var base match.EngineSpec
	for _, s := range o.Each {
		if base, err = match.ParseEngineSpec(s, base); err != nil {
			return cfg, err
		}
	}
	for i, s := range o.Engines {
		if cfg.Engines[i], err = match.ParseEngineSpec(s, base); err != nil {
			return cfg, err
		}
	}
	if o.TC != "" {
		if cfg.TC, err = match.ParseTimeControl(o.TC); err != nil {
			return cfg, err
		}
	}
	if cfg.Shard, err = shard.Parse(o.Shard); err != nil {
		return cfg, err
	}
	if err := o.parseRules(&cfg); err != nil {
		return cfg, err
	}
	if o.Openings != "" {
		if o.RandomPlies > 0 {
			return cfg, errors.New("give --openings or --random-plies, not both")
		}
		f, err := os.Open(o.Openings)
		if err != nil {
			return cfg, err
		}
		cfg.Openings, err = openings.Load(f, o.Openings, cfg.Variant)
		f.Close()
		if err != nil {
			return cfg, err
		}
		cfg.OpeningsName = o.Openings
	}
	switch {
	case o.given("games") && o.given("rounds"):
		return cfg, errors.New("give --games or --rounds, not both")
	case o.given("games"):
		cfg.Games = o.Games
	case o.given("rounds"):
		cfg.Games = 2 * o.Rounds
	case len(cfg.Openings) > 0:
		cfg.Games = min(2*len(cfg.Openings), maxGames)
	default:
		return cfg, errors.New("give --games or --rounds (or --openings to play each opening once)")
	}
	if pairs := (cfg.Games + 1) / 2; cfg.Shard.Index > pairs {
		return cfg, fmt.Errorf("shard %s has no games: the match has %d pairs", cfg.Shard, pairs)
	}
	cfg.TimeMargin, cfg.Timeout, cfg.StartTimeout = seconds(o.TimeMargin), seconds(o.Timeout), seconds(o.StartTimeout)
	cfg.Concurrency, cfg.RandomPlies, cfg.MaxPlies, cfg.Seed = o.Concurrency, o.RandomPlies, o.MaxPlies, o.Seed
	cfg.Event, cfg.Site, cfg.Quiet, cfg.Ponder = o.Event, o.Site, o.Quiet, o.Ponder
	return cfg, nil
}

// parseRules reads the adjudication and SPRT settings into cfg.
func (o *matchFlags) parseRules(cfg *match.Config) error {
	if o.AdjudicateWin != "" {
		a, err := match.ParseAdjudication(o.AdjudicateWin, false)
		if err != nil {
			return err
		}
		cfg.AdjudicateWin = &a
	}
	if o.AdjudicateDraw != "" {
		a, err := match.ParseAdjudication(o.AdjudicateDraw, true)
		if err != nil {
			return err
		}
		cfg.AdjudicateDraw = &a
	}
	if o.SPRT != "" {
		s, err := match.ParseSPRT(o.SPRT)
		if err != nil {
			return err
		}
		cfg.SPRT = &s
	}
	return nil
}

// Bounds of the match's numeric flags.
const (
	maxGames       = 10_000_000 // a match longer than this is a typo
	maxRandomPlies = 200        // random games this long are never balanced
	maxSeconds     = 1e6        // the longest wait a flag may set
)

// checkRanges refuses a numeric flag out of its range. Games and rounds
// are checked only when given (their zero default means "not given").
func (o *matchFlags) checkRanges() error {
	for _, c := range []struct {
		flag     string
		value    int
		low      int
		high     int // 0: no upper bound
		optional bool
	}{
		{"games", o.Games, 1, maxGames, true},
		{"rounds", o.Rounds, 1, maxGames / 2, true},
		{"concurrency", o.Concurrency, 1, 0, false},
		{"random-plies", o.RandomPlies, 0, maxRandomPlies, false},
		{"max-plies", o.MaxPlies, 0, 0, false},
	} {
		switch {
		case c.optional && !o.given(c.flag):
		case c.value < c.low && c.low == 0:
			return fmt.Errorf("--%s %d: want 0 or more", c.flag, c.value)
		case c.value < c.low:
			return fmt.Errorf("--%s %d: want at least %d", c.flag, c.value, c.low)
		case c.high > 0 && c.value > c.high:
			return fmt.Errorf("--%s %d: want at most %d", c.flag, c.value, c.high)
		}
	}
	for _, c := range []struct {
		flag      string
		value     float64
		zeroValid bool
	}{{"time-margin", o.TimeMargin, true}, {"timeout", o.Timeout, false}, {"start-timeout", o.StartTimeout, false}} {
		ok := c.value > 0 || c.zeroValid && c.value == 0
		if !ok || math.IsNaN(c.value) || c.value > maxSeconds {
			low := "> 0"
			if c.zeroValid {
				low = ">= 0"
			}
			return fmt.Errorf("--%s %g: want seconds %s and at most %g", c.flag, c.value, low, float64(maxSeconds))
		}
	}
	return nil
}
