// The command line: `damaengine match [flags]` and `damaengine match merge`.

package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
	"github.com/spf13/pflag"
)

// groupFlags are the flags whose value is a key=value list that may be
// written unquoted.
var groupFlags = map[string]bool{"engine": true, "each": true, "tc": true, "sprt": true,
	"adjudicate-win": true, "adjudicate-draw": true}

// usageError marks a mistake in the command line (exit code 2).
type usageError struct{ error }

// Main runs `damaengine match ARGS` (or `damaengine match merge ARGS`) and
// returns the exit code: 0 when the match ran, 2 for a bad command line, 1
// when the match failed or was interrupted (the results so far are still
// written).
func Main(args []string, stdout, stderr io.Writer) int {
	var err error
	switch {
	case len(args) > 0 && args[0] == "merge":
		err = mergeMain(args[1:], stdout)
	case len(args) > 0 && args[0] == "check":
		err = checkMain(args[1:], stdout)
	default:
		err = matchMain(args, stdout, stderr)
	}
	switch {
	case errors.Is(err, pflag.ErrHelp):
		return 0
	case err == nil:
		return 0
	}
	prefix := "damaengine match"
	if len(args) > 0 && (args[0] == "merge" || args[0] == "check") {
		prefix += " " + args[0]
	}
	fmt.Fprintf(stderr, "%s: %v\n", prefix, err)
	var u usageError
	var setup *SetupError
	if errors.As(err, &u) || errors.As(err, &setup) {
		return 2
	}
	return 1
}

// options are the parsed flags of a match.
type options struct {
	engines, each                                       []string
	variant, tc, openings, shard, sprt, adjWin, adjDraw string
	pdn, json, log, event, site, resume                 string
	games, rounds, concurrency, randomPlies, maxPlies   int
	seed                                                uint64
	margin, timeout, startTimeout                       float64
	quiet, ponder                                       bool
	given                                               func(flag string) bool // whether the flag was on the command line
}

func matchFlags(o *options) *pflag.FlagSet {
	fs := pflag.NewFlagSet("match", pflag.ContinueOnError)
	fs.SortFlags = false
	fs.StringArrayVar(&o.engines, "engine", nil, "an engine, twice: cmd=PROGRAM [name=NAME] [arg=ARG]... [dir=DIR] [option.NAME=VALUE]... [tc=TC], or a DXP follower: dxp=HOST:PORT [name=NAME] [tc=TC]")
	fs.StringArrayVar(&o.each, "each", nil, "items applied to both engines before their own (same keys as --engine)")
	fs.StringVar(&o.variant, "variant", "italian", "italian, international or dameo")
	fs.StringVar(&o.tc, "tc", "", "time control: move-time=S | time=S[+INC] | moves=N time=S | depth=N | nodes=N")
	fs.IntVar(&o.games, "games", 0, "games in the whole match (all shards)")
	fs.IntVar(&o.rounds, "rounds", 0, "game pairs in the whole match (each opening with colours reversed)")
	fs.IntVar(&o.concurrency, "concurrency", 1, "games played at once, each with its own engine processes")
	fs.StringVar(&o.openings, "openings", "", "file of start positions: one FEN a line, or PDN games (each opens with its moves)")
	fs.IntVar(&o.randomPlies, "random-plies", 0, "without --openings: start each pair after K random plies (balanced material)")
	fs.Uint64Var(&o.seed, "seed", 1, "seed of the opening order and the random openings")
	fs.StringVar(&o.shard, "shard", "1/1", "play shard i of n: pairs i, i+n, i+2n, ...")
	fs.StringVar(&o.adjWin, "adjudicate-win", "", "score=S moves=N: a win when both engines score beyond S for N moves each")
	fs.StringVar(&o.adjDraw, "adjudicate-draw", "", "score=S moves=N [min-ply=P]: a draw when both engines score within S of 0")
	fs.IntVar(&o.maxPlies, "max-plies", 0, "adjudicate a draw after this many plies (0: no limit)")
	fs.Float64Var(&o.margin, "time-margin", 0.1, "seconds an engine may exceed its time budget before it forfeits")
	fs.Float64Var(&o.timeout, "timeout", 60, "seconds to wait for a move when the time control sets no time (depth, nodes)")
	fs.Float64Var(&o.startTimeout, "start-timeout", 60, "seconds to wait for an engine's hub, init and new-game answers")
	fs.StringVar(&o.sprt, "sprt", "", "elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05]: stop when the pentanomial GSPRT decides")
	fs.StringVar(&o.pdn, "pgn", "", "append every game to this PDN file")
	fs.StringVar(&o.pdn, "pdn", "", "same as --pgn")
	fs.StringVar(&o.json, "json", "", "write the results to this JSON file")
	fs.StringVar(&o.log, "log", "", "log all engine traffic to this file")
	fs.StringVar(&o.event, "event", "damaengine match", "PDN Event tag")
	fs.StringVar(&o.site, "site", "?", "PDN Site tag")
	fs.BoolVar(&o.quiet, "quiet", false, "no progress line per game, only the running score")
	fs.BoolVar(&o.ponder, "ponder", false, "engines ponder on the reply they expect, on the opponent's time")
	fs.StringVar(&o.resume, "resume", "", "go on with an interrupted match: its JSON results or its PDN (the same flags otherwise); finished games are kept, not played again")
	return fs
}

const matchUsage = `Usage: damaengine match --engine cmd=PROGRAM [name=N] [option.K=V]... --engine ... --tc TC [flags]
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
finished games are kept).

Flags:
`

// matchMain parses the flags, runs the match and writes the results.
func matchMain(args []string, stdout, stderr io.Writer) error {
	var o options
	fs := matchFlags(&o)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(GroupArgs(args, groupFlags)); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fmt.Fprint(stdout, matchUsage+fs.FlagUsages())
			return err
		}
		return usageError{err}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Errorf("unexpected argument %q", fs.Arg(0))}
	}
	o.given = fs.Changed
	cfg, err := o.config()
	if err != nil {
		return usageError{err}
	}
	cfg.Progress = stderr
	if err := o.readResume(&cfg); err != nil {
		return usageError{err}
	}
	closeAll, err := o.openFiles(&cfg)
	defer closeAll()
	if err != nil {
		return usageError{err}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	report, runErr := Run(ctx, cfg)
	if report == nil {
		return runErr
	}
	WriteSummary(stdout, report)
	if o.json != "" {
		if err := report.WriteJSON(o.json); err != nil && runErr == nil {
			runErr = fmt.Errorf("writing results: %v", err)
		}
	}
	if runErr == nil && report.Interrupted {
		runErr = errors.New("interrupted")
	}
	return runErr
}

// config turns the flags into a Config (without the output files).
func (o *options) config() (Config, error) {
	var cfg Config
	err := o.checkRanges()
	if err != nil {
		return cfg, err
	}
	if cfg.Variant, err = movegen.ParseVariant(o.variant); err != nil {
		return cfg, err
	}
	if len(o.engines) != 2 {
		return cfg, fmt.Errorf("give exactly two --engine flags (got %d)", len(o.engines))
	}
	var base EngineSpec
	for _, s := range o.each {
		if base, err = ParseEngineSpec(s, base); err != nil {
			return cfg, err
		}
	}
	for i, s := range o.engines {
		if cfg.Engines[i], err = ParseEngineSpec(s, base); err != nil {
			return cfg, err
		}
	}
	if o.tc != "" {
		if cfg.TC, err = ParseTimeControl(o.tc); err != nil {
			return cfg, err
		}
	}
	if cfg.Shard, err = ParseShard(o.shard); err != nil {
		return cfg, err
	}
	if o.adjWin != "" {
		a, err := ParseAdjudication(o.adjWin, false)
		if err != nil {
			return cfg, err
		}
		cfg.AdjudicateWin = &a
	}
	if o.adjDraw != "" {
		a, err := ParseAdjudication(o.adjDraw, true)
		if err != nil {
			return cfg, err
		}
		cfg.AdjudicateDraw = &a
	}
	if o.sprt != "" {
		s, err := ParseSPRT(o.sprt)
		if err != nil {
			return cfg, err
		}
		cfg.SPRT = &s
	}
	if o.openings != "" {
		if o.randomPlies > 0 {
			return cfg, errors.New("give --openings or --random-plies, not both")
		}
		f, err := os.Open(o.openings)
		if err != nil {
			return cfg, err
		}
		cfg.Openings, err = openings.Load(f, o.openings, cfg.Variant)
		f.Close()
		if err != nil {
			return cfg, err
		}
		cfg.OpeningsName = o.openings
	}
	switch {
	case o.given("games") && o.given("rounds"):
		return cfg, errors.New("give --games or --rounds, not both")
	case o.given("games"):
		cfg.Games = o.games
	case o.given("rounds"):
		cfg.Games = 2 * o.rounds
	case len(cfg.Openings) > 0:
		cfg.Games = min(2*len(cfg.Openings), maxGames)
	default:
		return cfg, errors.New("give --games or --rounds (or --openings to play each opening once)")
	}
	if pairs := (cfg.Games + 1) / 2; cfg.Shard.Index > pairs {
		return cfg, fmt.Errorf("shard %s has no games: the match has %d pairs", cfg.Shard, pairs)
	}
	cfg.TimeMargin, cfg.Timeout, cfg.StartTimeout = duration(o.margin), duration(o.timeout), duration(o.startTimeout)
	cfg.Concurrency, cfg.RandomPlies, cfg.MaxPlies, cfg.Seed = o.concurrency, o.randomPlies, o.maxPlies, o.seed
	cfg.Event, cfg.Site, cfg.Quiet, cfg.Ponder = o.event, o.site, o.quiet, o.ponder
	_, err = cfg.withDefaults()
	return cfg, err
}

// openFiles opens the PDN (appending) and log files; the returned function
// closes them.
func (o *options) openFiles(cfg *Config) (func(), error) {
	var files []*os.File
	closeAll := func() {
		for _, f := range files {
			f.Close()
		}
	}
	if o.pdn != "" {
		f, err := os.OpenFile(o.pdn, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return closeAll, fmt.Errorf("--pgn: %v", err)
		}
		files = append(files, f)
		cfg.PDN = f
	}
	if o.log != "" {
		f, err := os.Create(o.log)
		if err != nil {
			return closeAll, fmt.Errorf("--log: %v", err)
		}
		files = append(files, f)
		cfg.Log = f
	}
	if o.json != "" {
		if err := canWriteIn(filepath.Dir(o.json)); err != nil {
			return closeAll, fmt.Errorf("--json %s: %v", o.json, err)
		}
	}
	return closeAll, nil
}

// mergeMain merges result files and prints the summary.
func mergeMain(args []string, stdout io.Writer) error {
	fs := pflag.NewFlagSet("match merge", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	out := fs.String("json", "", "write the merged results to this JSON file")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fmt.Fprint(stdout, "Usage: damaengine match merge [--json OUT] RESULT.json...\n\nFlags:\n"+fs.FlagUsages())
			return err
		}
		return usageError{err}
	}
	if fs.NArg() == 0 {
		return usageError{errors.New("give the result files to merge")}
	}
	var reports []*Report
	for _, name := range fs.Args() {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		r, err := ReadReport(f, name)
		f.Close()
		if err != nil {
			return err
		}
		reports = append(reports, r)
	}
	merged, err := Merge(reports)
	if err != nil {
		return err
	}
	WriteSummary(stdout, merged)
	if *out != "" {
		return merged.WriteJSON(*out)
	}
	return nil
}

// readResume reads --resume into cfg. Resuming from a PDN appends to it
// unless --pgn names another file, after cutting off a last game that a
// kill left unfinished.
func (o *options) readResume(cfg *Config) error {
	if o.resume == "" {
		return nil
	}
	res, err := ReadResume(o.resume, cfg.Variant)
	if err != nil {
		return err
	}
	cfg.Resume = res
	if res.Report != nil {
		return nil
	}
	if o.pdn == "" {
		o.pdn = o.resume
	}
	same, err := sameFile(o.pdn, o.resume)
	if err != nil || !same {
		return err
	}
	fi, err := os.Stat(o.resume)
	if err == nil && fi.Size() > res.WholePDN {
		err = os.Truncate(o.resume, res.WholePDN)
	}
	return err
}

// sameFile reports whether two paths name one file (false when b is
// missing).
func sameFile(a, b string) (bool, error) {
	fa, err := os.Stat(a)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	fb, err := os.Stat(b)
	if err != nil {
		return false, err
	}
	return os.SameFile(fa, fb), nil
}
