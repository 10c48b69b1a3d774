// Running a match: workers that each own a pair of engines (processes, or
// a process and a DXP connection), and one collector that counts, writes
// the PDN, prints progress and stops the run when the SPRT decides.

package match

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/shard"
)

// Config describes a match. Zero values take the defaults given.
type Config struct {
	Variant      movegen.Variant
	Engines      [2]EngineSpec
	TC           TimeControl // for an engine without a time control of its own
	Games        int         // in the whole match, all shards together
	Concurrency  int         // games at once (default 1)
	Openings     []movegen.Position
	OpeningsName string // for the report: the openings file
	RandomPlies  int    // random openings when Openings is empty
	Seed         uint64
	Shard        shard.Shard // default 1/1 (shard.Whole)
	MaxPlies     int         // 0: no limit
	AdjudicateWin,
	AdjudicateDraw *Adjudication
	TimeMargin   time.Duration // tolerance on each time budget
	Timeout      time.Duration // hang limit when the time control sets no time (default 60 s)
	StartTimeout time.Duration // for hub, init and new-game (default 60 s)
	StopGrace    time.Duration // wait for done after stop (default 1 s)
	SPRT         *SPRT
	PDN          io.Writer // every game, as it ends
	Event, Site  string    // PDN tags (defaults "damaengine match", "?")
	Progress     io.Writer // live progress lines
	Quiet        bool      // progress without a line per game
	Log          io.Writer // all engine traffic
	// Ponder lets each Hub engine think on its opponent's time, on the
	// reply it expects (go ponder, then ponder-hit or stop).
	Ponder bool
	// Resume holds the games an interrupted run of this match finished:
	// they are counted, not played again.
	Resume *Resume
}

// withDefaults checks cfg and fills in the defaults.
func (cfg Config) withDefaults() (Config, error) {
	if cfg.Concurrency == 0 {
		cfg.Concurrency = 1
	}
	if cfg.Shard == (shard.Shard{}) {
		cfg.Shard = shard.Whole
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 60 * time.Second
	}
	if cfg.StartTimeout == 0 {
		cfg.StartTimeout = 60 * time.Second
	}
	if cfg.StopGrace == 0 {
		cfg.StopGrace = time.Second
	}
	if cfg.Event == "" {
		cfg.Event = "damaengine match"
	}
	if cfg.Site == "" {
		cfg.Site = "?"
	}
	switch {
	case cfg.Games < 1:
		return cfg, errors.New("the match needs at least one game")
	case cfg.Concurrency < 1:
		return cfg, errors.New("concurrency must be at least 1")
	case cfg.RandomPlies < 0 || cfg.MaxPlies < 0 || cfg.TimeMargin < 0:
		return cfg, errors.New("random plies, max plies and the time margin may not be negative")
	}
	for _, tc := range cfg.timeControls() {
		if tc == (TimeControl{}) {
			return cfg, errors.New("missing time control (--tc)")
		}
	}
	if cfg.SPRT != nil {
		if err := cfg.SPRT.Validate(); err != nil {
			return cfg, err
		}
	}
	if err := nameEngines(&cfg.Engines); err != nil {
		return cfg, err
	}
	if err := checkHub1(&cfg); err != nil {
		return cfg, err
	}
	return cfg, checkDXP(&cfg)
}

// timeControls returns each engine's time control. A DXP peer's clock is
// rounded up to whole minutes, as it was told in the game request.
func (cfg *Config) timeControls() [2]TimeControl {
	tcs := [2]TimeControl{cfg.TC, cfg.TC}
	for i, e := range cfg.Engines {
		if e.TC != nil {
			tcs[i] = *e.TC
		}
		if e.DXP != "" && tcs[i].Time > 0 {
			tcs[i].Time = time.Duration(dxpMinutes(tcs[i])) * time.Minute
		}
	}
	return tcs
}

// SetupError stops a match before its first game: a start position that
// cannot be built, or an engine that cannot be started or refuses its
// settings. Nothing has been played.
type SetupError struct{ Err error }

// Error returns the cause.
func (e *SetupError) Error() string { return e.Err.Error() }

// Unwrap returns the cause.
func (e *SetupError) Unwrap() error { return e.Err }

// BadInput reports that the error blames the user's input: the engines
// or the start positions the match was given.
func (e *SetupError) BadInput() bool { return true }

// run is the state shared by the workers of one match.
type run struct {
	cfg      Config
	ref      referee
	log      *trafficLog
	restarts [2]atomic.Int64
	errors   [2]atomic.Int64 // engines' error lines during games
}

// Run plays the match (the shard of it that cfg.Shard names) and returns
// its report. Cancelling ctx stops it: games under way are dropped, the
// report covers the finished ones and says it was interrupted. An error
// that stops the match (an engine that cannot be started, a PDN write
// failure) comes with the report of the games finished before it.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	src := newOpeningSource(cfg.Variant, cfg.Openings, cfg.RandomPlies, cfg.Seed)
	jobs, err := schedule(cfg.Games, cfg.Shard, src)
	if err != nil {
		return nil, &SetupError{err}
	}
	r := &run{cfg: cfg, ref: referee{tcs: cfg.timeControls(), margin: cfg.TimeMargin, timeout: cfg.Timeout,
		maxPlies: cfg.MaxPlies, adjWin: cfg.AdjudicateWin, adjDraw: cfg.AdjudicateDraw, ponder: cfg.Ponder}}
	if cfg.Log != nil {
		r.log = &trafficLog{w: cfg.Log}
	}
	report := r.newReport(len(jobs))
	tally := newTally()
	if cfg.Resume != nil {
		recs, done, err := r.resume(jobs, report)
		if err != nil {
			return nil, &SetupError{err}
		}
		for i := range recs {
			tally.add(&recs[i])
		}
		report.Games = append(report.Games, cfg.Resume.Games...)
		if prev := cfg.Resume.Report; prev != nil {
			report.Restarts, report.EngineErrors = prev.Restarts, prev.EngineErrors
		}
		jobs = slices.DeleteFunc(jobs, func(j gameJob) bool { return done[j.round] })
	}
	if len(jobs) > 0 {
		jobs[len(jobs)-1].last = true
	}
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()

	jobCh := make(chan gameJob)
	results := make(chan GameRecord)
	var firstErr error
	var errOnce sync.Once
	fail := func(err error) {
		errOnce.Do(func() { firstErr = err })
		cancel()
	}
	var wg sync.WaitGroup
	workers := min(cfg.Concurrency, len(jobs))
	started := make(chan error, workers) // one report per worker: its engines are ready, or why not
	for w := range workers {
		wg.Go(func() {
			if err := r.worker(runCtx, w+1, jobCh, results, started); err != nil {
				fail(err)
			}
		})
	}
	go func() {
		defer close(jobCh)
		// No game starts before every worker's engines have passed their
		// setup: a setup failure stops the match before its first game.
		for range workers {
			if err := <-started; err != nil {
				return
			}
		}
		for _, j := range jobs {
			select {
			case jobCh <- j:
			case <-runCtx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	for rec := range results {
		if runCtx.Err() != nil {
			continue // stopping: drop games that finish now
		}
		tally.add(&rec)
		report.Games = append(report.Games, gameJSON(&rec))
		if cfg.PDN != nil {
			if err := writePDN(cfg.PDN, &rec, cfg.Event, cfg.Site); err != nil {
				fail(fmt.Errorf("writing PDN: %v", err))
				continue
			}
		}
		r.progress(&rec, tally, report.Planned)
		if cfg.SPRT != nil {
			if d := cfg.SPRT.Decide(cfg.SPRT.LLR(tally.Pentanomial)); d != Continue {
				report.Stopped = "sprt: " + d.String()
				cancel()
			}
		}
	}
	var setup *SetupError
	if errors.As(firstErr, &setup) {
		return nil, firstErr
	}
	report.Tally = *tally
	for i := range report.Restarts {
		report.Restarts[i] += int(r.restarts[i].Load())
		report.EngineErrors[i] += int(r.errors[i].Load())
	}
	report.Interrupted = ctx.Err() != nil
	sort.Slice(report.Games, func(i, j int) bool { return report.Games[i].Round < report.Games[j].Round })
	report.finalize(cfg.SPRT)
	return report, firstErr
}

// newReport starts the report with the match's settings.
func (r *run) newReport(planned int) *Report {
	cfg := &r.cfg
	tcs := cfg.timeControls()
	openings := "start"
	switch {
	case len(cfg.Openings) > 0:
		openings = cfg.OpeningsName
	case cfg.RandomPlies > 0:
		openings = "random-plies=" + strconv.Itoa(cfg.RandomPlies)
	}
	return &Report{Version: reportVersion, Variant: cfg.Variant.String(),
		Engines:     [2]string{cfg.Engines[0].Name, cfg.Engines[1].Name},
		TimeControl: [2]string{tcs[0].String(), tcs[1].String()},
		Openings:    openings, Seed: cfg.Seed, Shards: []string{cfg.Shard.String()}, Planned: planned,
		Games: []GameJSON{}}
}

// worker starts its Hub engines and reports on started whether they
// passed their setup (a failure is a *SetupError); then it plays games
// from jobs until jobs is closed or ctx ends. Games cut short by ctx are
// not reported.
func (r *run) worker(ctx context.Context, id int, jobs <-chan gameJob, results chan<- GameRecord, started chan<- error) error {
	var engines [2]*engine // Hub engine processes; nil for the DXP peer
	var peer *dxpEngine
	if i := dxpIndex(&r.cfg.Engines); i >= 0 {
		peer = newDXPEngine(&r.cfg, i, id, r.log, &r.restarts[i])
	}
	defer func() {
		var wg sync.WaitGroup
		for _, e := range engines {
			if e != nil {
				wg.Go(e.quit)
			}
		}
		if peer != nil {
			wg.Go(peer.quit)
		}
		wg.Wait()
	}()
	err := r.start(ctx, id, &engines)
	if err == nil && peer != nil {
		err = peer.connect(r.cfg.StartTimeout)
	}
	if err != nil {
		started <- err
		if ctx.Err() != nil {
			return nil
		}
		return &SetupError{err}
	}
	started <- nil
	for job := range jobs {
		err := r.ready(ctx, id, &engines)
		if err == nil && peer != nil {
			err = peer.newGame(ctx, job, r.cfg.StartTimeout)
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return err
		}
		var players [2]player
		for i, e := range engines {
			if e != nil {
				players[i] = e
			} else {
				players[i] = peer
			}
		}
		rec, err := r.ref.play(ctx, job, players)
		for i, e := range engines {
			if e != nil {
				r.errors[i].Add(int64(e.errorLines))
				e.errorLines = 0
			}
		}
		if err != nil {
			return nil // abandoned: the run is stopping
		}
		select {
		case results <- rec:
		case <-ctx.Done():
			return nil
		}
	}
	return nil
}

// start starts the worker's Hub engines, both at once.
func (r *run) start(ctx context.Context, id int, engines *[2]*engine) error {
	var errs [2]error
	var wg sync.WaitGroup
	for i := range engines {
		if r.cfg.Engines[i].DXP != "" {
			continue
		}
		wg.Go(func() {
			label := r.cfg.Engines[i].Name + "#" + strconv.Itoa(id)
			engines[i], errs[i] = startEngine(ctx, &r.cfg.Engines[i], label, r.cfg.Variant, r.cfg.StartTimeout, r.log)
			if errs[i] == nil {
				engines[i].grace = r.cfg.StopGrace
			}
		})
	}
	wg.Wait()
	return cmp.Or(errs[0], errs[1])
}

// ready brings the Hub engines to the start of a new game: an engine that
// is missing or broken is (re)started, and one that fails new-game gets
// one restart before the match gives up.
func (r *run) ready(ctx context.Context, id int, engines *[2]*engine) error {
	for i := range engines {
		if r.cfg.Engines[i].DXP != "" {
			continue
		}
		for attempt := 0; ; attempt++ {
			if e := engines[i]; e == nil || e.broken {
				if e != nil {
					e.kill()
					r.restarts[i].Add(1)
				}
				label := r.cfg.Engines[i].Name + "#" + strconv.Itoa(id)
				e, err := startEngine(ctx, &r.cfg.Engines[i], label, r.cfg.Variant, r.cfg.StartTimeout, r.log)
				if err != nil {
					engines[i] = nil
					return err
				}
				e.grace = r.cfg.StopGrace
				engines[i] = e
			}
			err := engines[i].newGame(ctx, r.cfg.StartTimeout)
			if err == nil {
				break
			}
			engines[i].kill()
			if attempt > 0 || ctx.Err() != nil {
				return fmt.Errorf("engine %s: new game: %v", engines[i].label, err)
			}
		}
	}
	return nil
}
