// The match command as the command line gives it (package main parses the
// flags): its values checked and turned into a Config, the output files,
// the run, the summary; and the merging of shard results.

package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
	"github.com/damaengine/damaengine/shard"
)

// usageError marks a mistake in what the user gave: a flag's value, a file
// that cannot be read (exit status 2).
type usageError struct{ error }

// BadInput reports that the error blames the user's input.
func (usageError) BadInput() bool { return true }

// Unwrap returns the error underneath.
func (u usageError) Unwrap() error { return u.error }

// Command is a match as `damaengine match` is told it: the values of its
// flags, named after them, not yet checked. Run checks them.
type Command struct {
	Engines        []string // the --engine key=value lists, two
	Each           []string // items applied to both engines first
	Variant        string
	TC             string // time control, as ParseTimeControl reads it
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
	// Given reports whether a flag (by its name, such as "games") was on
	// the command line; nil means none was.
	Given func(flag string) bool
}

// NewCommand returns a Command holding the flags' defaults.
func NewCommand() Command {
	return Command{Variant: "italian", Shard: "1/1", Concurrency: 1, Seed: 1, TimeMargin: 0.1,
		Timeout: 60, StartTimeout: 60, Event: "damaengine match", Site: "?"}
}

// given reports whether the flag was on the command line.
func (o *Command) given(flag string) bool { return o.Given != nil && o.Given(flag) }

// Run checks the command, plays the match (progress on stderr, the summary
// on stdout) and writes the results; ctx interrupts it, the finished games
// kept. Its errors about the input (a bad value, a file that cannot be
// read, an engine that fails its setup) have a BadInput method that
// returns true; the others mean the match failed after it started, or was
// interrupted.
func (o Command) Run(ctx context.Context, stdout, stderr io.Writer) error {
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
	report, runErr := Run(ctx, cfg)
	if report == nil {
		return runErr
	}
	WriteSummary(stdout, report)
	if o.JSON != "" {
		if err := report.WriteJSON(o.JSON); err != nil && runErr == nil {
			runErr = fmt.Errorf("writing results: %v", err)
		}
	}
	if runErr == nil && report.Interrupted {
		runErr = errors.New("interrupted")
	}
	return runErr
}

// config turns the command into a Config (without the output files).
func (o *Command) config() (Config, error) {
	var cfg Config
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
	var base EngineSpec
	for _, s := range o.Each {
		if base, err = ParseEngineSpec(s, base); err != nil {
			return cfg, err
		}
	}
	for i, s := range o.Engines {
		if cfg.Engines[i], err = ParseEngineSpec(s, base); err != nil {
			return cfg, err
		}
	}
	if o.TC != "" {
		if cfg.TC, err = ParseTimeControl(o.TC); err != nil {
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
	cfg.TimeMargin, cfg.Timeout, cfg.StartTimeout = duration(o.TimeMargin), duration(o.Timeout), duration(o.StartTimeout)
	cfg.Concurrency, cfg.RandomPlies, cfg.MaxPlies, cfg.Seed = o.Concurrency, o.RandomPlies, o.MaxPlies, o.Seed
	cfg.Event, cfg.Site, cfg.Quiet, cfg.Ponder = o.Event, o.Site, o.Quiet, o.Ponder
	_, err = cfg.withDefaults()
	return cfg, err
}

// parseRules reads the adjudication and SPRT settings into cfg.
func (o *Command) parseRules(cfg *Config) error {
	if o.AdjudicateWin != "" {
		a, err := ParseAdjudication(o.AdjudicateWin, false)
		if err != nil {
			return err
		}
		cfg.AdjudicateWin = &a
	}
	if o.AdjudicateDraw != "" {
		a, err := ParseAdjudication(o.AdjudicateDraw, true)
		if err != nil {
			return err
		}
		cfg.AdjudicateDraw = &a
	}
	if o.SPRT != "" {
		s, err := ParseSPRT(o.SPRT)
		if err != nil {
			return err
		}
		cfg.SPRT = &s
	}
	return nil
}

// openFiles opens the PDN (appending) and log files; the returned function
// closes them.
func (o *Command) openFiles(cfg *Config) (func(), error) {
	var files []*os.File
	closeAll := func() {
		for _, f := range files {
			f.Close()
		}
	}
	if o.PDN != "" {
		f, err := os.OpenFile(o.PDN, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return closeAll, fmt.Errorf("--pgn: %v", err)
		}
		files = append(files, f)
		cfg.PDN = f
	}
	if o.Log != "" {
		f, err := os.Create(o.Log)
		if err != nil {
			return closeAll, fmt.Errorf("--log: %v", err)
		}
		files = append(files, f)
		cfg.Log = f
	}
	if o.JSON != "" {
		if err := canWriteIn(filepath.Dir(o.JSON)); err != nil {
			return closeAll, fmt.Errorf("--json %s: %v", o.JSON, err)
		}
	}
	return closeAll, nil
}

// MergeFiles merges the result files at paths, prints the summary on
// stdout and writes the merged results to out unless it is empty. Files
// that cannot be read or merged are bad input (see Command.Run).
func MergeFiles(paths []string, out string, stdout io.Writer) error {
	if len(paths) == 0 {
		return usageError{errors.New("give the result files to merge")}
	}
	var reports []*Report
	for _, name := range paths {
		r, err := readReportFile(name)
		if err != nil {
			return usageError{err}
		}
		reports = append(reports, r)
	}
	merged, err := Merge(reports)
	if err != nil {
		return usageError{err}
	}
	WriteSummary(stdout, merged)
	if out != "" {
		return merged.WriteJSON(out)
	}
	return nil
}

// readReportFile reads the result file at path.
func readReportFile(path string) (*Report, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadReport(f, path)
}

// readResume reads --resume into cfg. Resuming from a PDN appends to it
// unless --pgn names another file, after cutting off a last game that a
// kill left unfinished.
func (o *Command) readResume(cfg *Config) error {
	if o.Resume == "" {
		return nil
	}
	res, err := ReadResume(o.Resume, cfg.Variant)
	if err != nil {
		return err
	}
	cfg.Resume = res
	if res.Report != nil {
		return nil
	}
	if o.PDN == "" {
		o.PDN = o.Resume
	}
	same, err := sameFile(o.PDN, o.Resume)
	if err != nil || !same {
		return err
	}
	fi, err := os.Stat(o.Resume)
	if err == nil && fi.Size() > res.WholePDN {
		err = os.Truncate(o.Resume, res.WholePDN)
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
