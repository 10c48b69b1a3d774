// Building: every slice of up to n pieces, unit by unit, resumable.

package build

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// Options say what to build.
type Options struct {
	Variant movegen.Variant
	Pieces  int    // every ending of up to Pieces pieces
	Dir     string // where the files go (created if missing)
	Threads int    // 0: one per CPU
	// Wave, when not 0, builds only that wave of the slices of exactly
	// Pieces pieces (see Waves), and of its units only those that shard
	// Shard of Shards gets. Every slice of fewer pieces and of the waves
	// before must be on disk already. Builds of the shards of one wave can
	// run at the same time in one directory.
	Wave, Shard, Shards int
	// Dense also writes each slice's dense win/loss/draw file as it is
	// built and, unless Wave is set, converts at the end the distance
	// files of up to Pieces pieces that have none (as Convert does).
	Dense bool
	// Outcomes builds the slices of exactly Pieces pieces by their
	// outcomes alone: a dense file and a conversion file each (see
	// Conversions), no distance file, as Italian 7 pieces needs (its
	// distances outgrow a byte). The slices of fewer pieces are read from
	// their distance files or, without them, their dense files; those with
	// neither are built with distances.
	Outcomes bool
	// Compact builds every piece count by outcomes, fewest pieces first:
	// dense and conversion files, no distance file (the least space that
	// play needs). A slice whose distance file is there already is read
	// from it and not built again.
	Compact bool
	// Progress, when set, is called about once a second from one
	// goroutine, and once when the build ends.
	Progress func(Progress)
	// WaveDone, when set, is called from Run's goroutine as each wave of
	// units it builds is finished (see waves).
	WaveDone func(WaveDone)
}

// Progress reports a build or verify in progress.
type Progress struct {
	Slice     string        // the slice being worked on
	Done      uint64        // positions done
	Total     uint64        // positions to do
	PerSecond float64       // positions per second so far
	ETA       time.Duration // estimated time left
}

// buildMemoryMB bounds the values the builder keeps in memory for the
// slices it has finished (others are read back from their files).
const buildMemoryMB = 4096

// Run builds every ending of up to o.Pieces pieces into o.Dir. Slices
// whose files are already there are kept: a build stopped by ctx (or
// killed) resumes where it stopped when run again.
func Run(ctx context.Context, o Options) error {
	if err := egdb.Supports(o.Variant); err != nil {
		return err
	}
	if o.Pieces < 2 || o.Pieces > egdb.MaxBuildPieces {
		return fmt.Errorf("egdb: cannot build %d pieces (2 to %d)", o.Pieces, egdb.MaxBuildPieces)
	}
	if o.Dir == "" {
		return errors.New("egdb: no directory to build in")
	}
	if o.Compact && (o.Dense || o.Outcomes) {
		return errors.New("egdb: a compact build writes dense and conversion files already; Dense and Outcomes shape a build with distances")
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return fmt.Errorf("egdb: %w", err)
	}
	bd := &builder{ctx: ctx, b: &index.Boards[o.Variant], threads: o.Threads, start: time.Now(), dense: o.Dense}
	var mine, before map[index.Unit]bool // nil maps unless o.Wave is set
	if o.Wave > 0 {
		var err error
		if mine, before, err = waveSelection(bd.b, o); err != nil {
			return err
		}
	}
	removeTemporaries(o.Dir, mine)
	plan, err := planBuild(bd.b, o, mine, before)
	if err != nil {
		return err
	}
	if bd.threads <= 0 {
		bd.threads = defaultThreads()
	}
	bd.db, bd.out = egdb.Loader(o.Dir, o.Variant, o.Pieces, buildMemoryMB, plan.onDisk()), o.Dir
	bd.total = plan.total
	stop := bd.report(o.Progress)
	defer stop()
	converted := make(map[index.Unit]bool)
	clock := &waveClock{b: bd.b, report: o.WaveDone}
	for _, u := range plan.solve {
		clock.enter(u, bd.done.Load())
		mode := modeDistances
		if plan.byOutcomes(u) {
			mode, bd.solved = modeOutcomes, make(map[index.Material][]byte)
		}
		if err := bd.buildUnit(u, mode); err != nil {
			return err
		}
		if mode == modeOutcomes && slices.Contains(plan.conversions, u) {
			// its conversions at once, from the outcomes just solved
			if err := bd.buildUnit(u, modeConversions); err != nil {
				return err
			}
			converted[u] = true
		}
		bd.solved = nil
	}
	for _, u := range plan.conversions {
		if converted[u] {
			continue
		}
		clock.enter(u, bd.done.Load())
		if err := bd.buildUnit(u, modeConversions); err != nil {
			return err
		}
	}
	clock.finish(bd.done.Load())
	if err := bd.db.Err(); err != nil {
		return err
	}
	if o.Dense && o.Wave == 0 {
		_, err := Convert(ctx, ConvertOptions{Variant: o.Variant, Dir: o.Dir, Threads: bd.threads, Pieces: o.Pieces})
		return err
	}
	return nil
}

// buildPlan is what a Run does, decided from its options and the files
// on disk before anything is built.
type buildPlan struct {
	// solve are the units to build, fewer pieces first; conversions those
	// whose conversion files to write (a build by outcomes' top units not
	// on disk).
	solve, conversions []index.Unit
	// present are the units already on disk, by the kind of file read
	// for them.
	present [egdb.Conversions][]index.Unit
	// total is the number of positions the work covers.
	total uint64
	// outcomesFrom is the fewest pieces built by outcomes alone, every
	// larger count too (0: none).
	outcomesFrom int
}

// byOutcomes reports whether unit u is built by its outcomes alone.
func (p *buildPlan) byOutcomes(u index.Unit) bool {
	return p.outcomesFrom > 0 && u.A.Pieces() >= p.outcomesFrom
}

// onDisk returns the slices of the units present, by kind, as a Loader
// takes them.
func (p *buildPlan) onDisk() map[egdb.Kind][]index.Material {
	files := map[egdb.Kind][]index.Material{}
	for k, units := range p.present {
		for _, u := range units {
			files[egdb.Kind(k)] = append(files[egdb.Kind(k)], u.Slices()...)
		}
	}
	return files
}

// planBuild plans the build o asks for in the files of o.Dir: every unit
// of up to o.Pieces pieces whose files (of the set it is read from) are
// not there is to be solved, unless o.Wave leaves it to another build
// (mine: the units of this wave and shard; before: those the waves
// before it must have built, whose absence is an error).
func planBuild(b *index.Board, o Options, mine, before map[index.Unit]bool) (buildPlan, error) {
	var p buildPlan
	switch {
	case o.Compact:
		p.outcomesFrom = 2
	case o.Outcomes:
		p.outcomesFrom = o.Pieces
	}
	count := func(u index.Unit) {
		for _, m := range u.Slices() {
			p.total += b.Count(m)
		}
	}
	for _, u := range b.Units(o.Pieces) {
		set := egdb.Distances
		if o.Compact && onDisk(o.Dir, b, u, egdb.Distances) && !onDisk(o.Dir, b, u, egdb.Dense) {
			p.present[egdb.Distances] = append(p.present[egdb.Distances], u) // built before with distances
			continue
		}
		if p.byOutcomes(u) {
			set = egdb.Dense
			if (o.Wave == 0 || mine[u]) && !onDisk(o.Dir, b, u, egdb.Conversions) {
				p.conversions = append(p.conversions, u)
				count(u)
			}
		}
		if !onDisk(o.Dir, b, u, set) && o.Outcomes && !p.byOutcomes(u) && onDisk(o.Dir, b, u, egdb.Dense) {
			set = egdb.Dense // the outcomes of the smaller endings are all a build by outcomes reads
		}
		if onDisk(o.Dir, b, u, set) {
			p.present[set] = append(p.present[set], u)
			continue
		}
		switch {
		case before[u]:
			return p, fmt.Errorf("egdb: wave %d of %d pieces needs slice %s, which is not built: build the waves in order, fewer pieces first",
				o.Wave, o.Pieces, u.A.Name())
		case o.Wave > 0 && !mine[u]:
			continue
		}
		p.solve = append(p.solve, u)
		count(u)
	}
	return p, nil
}

// removeTemporaries deletes the files of writes cut short: all of them
// when only is nil, else those of its units' slices (other builds may be
// writing the others).
func removeTemporaries(dir string, only map[index.Unit]bool) {
	tmps, _ := filepath.Glob(filepath.Join(dir, "*.tmp"))
	for _, t := range tmps {
		name := filepath.Base(t)
		if !strings.Contains(name, "-r") {
			continue
		}
		if only != nil {
			m, ok := index.ParseName(strings.SplitN(name, ".", 2)[0])
			if !ok || (!only[index.Unit{A: m, B: m.Partner()}] && !only[index.Unit{A: m.Partner(), B: m}]) {
				continue
			}
		}
		os.Remove(t)
	}
}

// builder is one Run (or Convert, Conversions, Verify).
type builder struct {
	ctx           context.Context
	b             *index.Board
	db            *egdb.DB
	threads       int
	dense         bool         // write dense files beside the distance files
	out           string       // where conversion files go
	maxConversion atomic.Int64 // the longest conversion value written
	start         time.Time
	total         uint64
	done          atomic.Uint64
	current       atomic.Pointer[string]
	// solved holds, while a build by outcomes goes from a unit's outcomes
	// to its conversions, the outcome of every index of its slices, those
	// with a capture pending included (finishOutcomes).
	solved map[index.Material][]byte
	// lists holds each thread's move list, kept from one call of parallel
	// to the next: a ≤ 4-piece build calls it thousands of times.
	lists []*movegen.MoveList
}

// report calls progress once a second until the returned stop is called.
func (bd *builder) report(progress func(Progress)) (stop func()) {
	if progress == nil {
		return func() {}
	}
	quit, finished := make(chan struct{}), make(chan struct{})
	send := func() {
		p := Progress{Done: bd.done.Load(), Total: bd.total}
		if s := bd.current.Load(); s != nil {
			p.Slice = *s
		}
		if secs := time.Since(bd.start).Seconds(); secs > 0 {
			p.PerSecond = float64(p.Done) / secs
		}
		if p.PerSecond > 0 && p.Total > p.Done {
			p.ETA = time.Duration(float64(p.Total-p.Done) / p.PerSecond * float64(time.Second))
		}
		progress(p)
	}
	go func() {
		defer close(finished)
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				send()
				return
			case <-tick.C:
				send()
			}
		}
	}()
	return func() { close(quit); <-finished }
}

// part is one slice of the unit being built.
type part struct {
	l  index.Layout
	st []uint32
	// freeStates gives the memory of st back (stateArray); release calls
	// it once.
	freeStates func()
	partner    *part
	// unsent has a bit for each index resolved to a win or a loss whose
	// value has not yet been passed back (solve.spread): a distance's
	// pass reads these words, not every state.
	unsent []uint64
	// exitWins has a bit for each index whose best move leaving the unit
	// wins and that is not yet known resolved: the pass of each such
	// distance (solve.spread) reads these words, not every state.
	exitWins []uint64
	// known holds, in a build of conversions, the outcome of every index
	// as the files on disk give it (builder.fillKnown), or as the build of
	// outcomes just solved them; exact then: the indices with a capture
	// pending hold theirs too.
	known []byte
	exact bool
}

// release drops the per-position arrays of pt and gives the memory of
// its states back; a second call does nothing.
func (pt *part) release() {
	pt.st, pt.unsent, pt.exitWins = nil, nil, nil
	if pt.freeStates != nil {
		pt.freeStates()
		pt.freeStates = nil
	}
}

// parallel runs fn over 0..n-1 in chunks on every thread; a chunk is a
// multiple of 64 indices (solve.spread reads whole words of part.unsent).
// Calls of parallel follow one another, never overlap.
func (bd *builder) parallel(n uint64, fn func(lo, hi uint64, l *movegen.MoveList) error) error {
	const chunk = 1 << 12
	var next atomic.Uint64
	var wg sync.WaitGroup
	var once sync.Once
	var first error
	for len(bd.lists) < bd.threads {
		bd.lists = append(bd.lists, new(movegen.MoveList))
	}
	for _, l := range bd.lists[:bd.threads] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				lo := next.Add(chunk) - chunk
				if lo >= n {
					return
				}
				err := bd.ctx.Err()
				if err == nil {
					err = fn(lo, min(lo+chunk, n), l)
				}
				if err != nil {
					once.Do(func() { first = err })
					next.Store(n)
					return
				}
			}
		}()
	}
	wg.Wait()
	return first
}

// defaultThreads is one thread per CPU.
func defaultThreads() int { return runtime.GOMAXPROCS(0) }
