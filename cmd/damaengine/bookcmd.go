// The book command: build, probe, list, merge opening books, and make
// them from game collections.

package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/bookbuild"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
)

const bookUsage = `damaengine book SUBCOMMAND [flags]

Subcommands:
  build     grow a book by drop-out expansion, each leaf scored by a search (resumable)
  probe     list the book moves of --fen FEN (default the start position)
  stats     describe a book: entries, positions, main line, how it was made
  merge     join books of one variant into one
  from-pdn  make a book from a game collection, moves weighted by their results`

func runBook(e *env, args []string) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprintln(e.stdout, "Usage:\n  "+bookUsage)
		if len(args) == 0 {
			return usagef("missing subcommand (build, probe, stats, merge or from-pdn)")
		}
		return nil
	}
	sub, args := args[0], args[1:]
	e.sub = sub
	switch sub {
	case "build":
		return bookBuild(e, args)
	case "probe":
		return bookProbe(e, args)
	case "stats":
		return bookStats(e, args)
	case "merge":
		return bookMerge(e, args)
	case "from-pdn":
		return bookFromPDN(e, args)
	}
	e.sub = ""
	return usagef("unknown subcommand %q (build, probe, stats, merge or from-pdn)", sub)
}

// bookBuildFlags are the settings of a build.
type bookBuildFlags struct {
	variant   string
	from      []string
	openings  string
	positions int
	depth     int
	nodes     uint64
	threads   int
	hash      int
	batch     int
	fullPlies int
	deviation float64
	decided   float64
	out       string
}

func (f *bookBuildFlags) register(fs *pflag.FlagSet) {
	fs.StringVarP(&f.variant, "variant", "v", "italian", movegen.VariantNames())
	fs.StringArrayVar(&f.from, "from", nil, "a start position (FEN, or \"start\"); may be repeated")
	fs.StringVar(&f.openings, "openings", "", "a file of start positions (a FEN a line, or PDN games)")
	fs.IntVar(&f.positions, "positions", 0, "grow until this many positions are expanded")
	fs.IntVar(&f.depth, "depth", 0, "search depth of each leaf")
	fs.Uint64Var(&f.nodes, "nodes", 0, "node limit of each leaf's search")
	fs.IntVar(&f.threads, "threads", runtime.NumCPU(), "searches at once (the book does not depend on it)")
	fs.IntVar(&f.hash, "hash", 16, "hash table of each search, MiB")
	fs.IntVar(&f.batch, "batch", 8, "leaves grown per round")
	fs.IntVar(&f.fullPlies, "full-plies", 0, "grow every position this many plies from a start first")
	fs.Float64Var(&f.deviation, "deviation", 10, "plies a line is charged per man a move is worse than the best")
	fs.Float64Var(&f.decided, "decided", 1.5, "men of advantage beyond which a position is not grown")
	fs.StringVarP(&f.out, "out", "o", "", "the book file to write (its build log is FILE.log)")
}

func (f *bookBuildFlags) config() (bookbuild.Config, error) {
	var cfg bookbuild.Config
	v, err := movegen.ParseVariant(f.variant)
	if err != nil {
		return cfg, usageError{err}
	}
	switch {
	case f.out == "":
		return cfg, usagef("book build needs --out FILE")
	case f.positions <= 0:
		return cfg, usagef("--positions must be above 0, got %d", f.positions)
	case f.depth < 0 || f.depth > 64:
		return cfg, usagef("--depth must be 1..64, got %d", f.depth)
	case f.depth == 0 && f.nodes == 0:
		return cfg, usagef("book build needs a search limit for each leaf: --depth D or --nodes K")
	case f.hash < 1 || f.hash > 4096:
		return cfg, usagef("--hash must be 1..4096, got %d", f.hash)
	case f.batch < 1 || f.batch > 1024:
		return cfg, usagef("--batch must be 1..1024, got %d", f.batch)
	case f.fullPlies < 0 || f.fullPlies > 8:
		return cfg, usagef("--full-plies must be 0..8, got %d", f.fullPlies)
	case !(f.deviation > 0 && f.deviation <= 1000):
		return cfg, usagef("--deviation must be above 0 and at most 1000, got %g", f.deviation)
	case !(f.decided > 0 && f.decided <= 100):
		return cfg, usagef("--decided must be above 0 and at most 100 men, got %g", f.decided)
	}
	if err := checkWorkers(f.threads); err != nil {
		return cfg, err
	}
	var roots []movegen.Position
	for _, fen := range f.from {
		pf := positionFlags{variant: f.variant, fen: fen}
		p, err := pf.position()
		if err != nil {
			return cfg, err
		}
		roots = append(roots, p)
	}
	if f.openings != "" {
		list, err := readOpenings(f.openings, v)
		if err != nil {
			return cfg, err
		}
		roots = append(roots, list...)
	}
	return bookbuild.Config{Variant: v, Roots: roots, Positions: f.positions, Depth: f.depth,
		Nodes: f.nodes, HashMB: f.hash, Threads: f.threads, Batch: f.batch, FullPlies: f.fullPlies,
		Deviation: f.deviation, Decided: int(f.decided * 100), Log: f.out + ".log"}, nil
}

// readOpenings reads a file of start positions.
func readOpenings(path string, v movegen.Variant) ([]movegen.Position, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, usageError{err}
	}
	defer fh.Close()
	list, err := openings.Load(fh, path, v)
	if err != nil {
		return nil, usageError{err}
	}
	return list, nil
}

func bookBuild(e *env, args []string) error {
	const usage = "damaengine book build --variant V [--from FEN|--openings FILE] --positions N [--depth D|--nodes K] [--threads T] --out FILE"
	fs := newFlagSet("book build")
	var f bookBuildFlags
	f.register(fs)
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	cfg, err := f.config()
	if err != nil {
		return err
	}
	if err := checkOutput("--out", f.out); err != nil {
		return err
	}
	ctx, stop := interruptible()
	defer stop()
	fmt.Fprintf(e.stderr, "building a book for %s of %d positions into %s (log %s)\n", cfg.Variant, cfg.Positions, f.out, cfg.Log)
	res, err := bookbuild.Build(ctx, cfg, bookProgress(e.stderr))
	if isTerminal(e.stderr) {
		fmt.Fprintln(e.stderr)
	}
	if err != nil {
		return err
	}
	p := res.Progress
	note := fmt.Sprintf("damaengine %s book build %s\nbuilt %s: %d positions expanded, %d scored (%d searched in the last run), %d entries",
		version, hidePaths(strings.Join(args, " ")), time.Now().UTC().Format("2006-01-02"), p.Expanded, p.Scored, p.Searched, len(res.Entries))
	if err := book.WriteFile(f.out, cfg.Variant, res.Entries, note); err != nil {
		return err
	}
	switch {
	case res.Interrupted:
		return fmt.Errorf("interrupted after %d of %d positions; the book so far is in %s: run the same command to go on", p.Expanded, p.Target, f.out)
	case res.Exhausted:
		fmt.Fprintf(e.stdout, "no position left worth growing after %d positions\n", p.Expanded)
	}
	fmt.Fprintf(e.stdout, "wrote %s: %d positions expanded, %d entries (%.1f s)\n", f.out, p.Expanded, len(res.Entries), p.Elapsed.Seconds())
	return nil
}

// bookProgress writes a progress line, rewritten in place on a terminal
// and every 10 seconds elsewhere.
func bookProgress(w io.Writer) func(bookbuild.Progress) {
	tty := isTerminal(w)
	var last time.Time
	return func(p bookbuild.Progress) {
		if time.Since(last) < time.Second || (!tty && time.Since(last) < 10*time.Second) {
			return
		}
		last = time.Now()
		rate := float64(p.Searched) / max(p.Elapsed.Seconds(), 1e-3)
		eta := "?"
		if done := float64(p.Expanded) / float64(p.Target); done > 0 {
			eta = (time.Duration(float64(p.Elapsed)/done) - p.Elapsed).Round(time.Second).String()
		}
		line := fmt.Sprintf("%d/%d positions expanded, %d scored (%.1f searches/s) ETA %s",
			p.Expanded, p.Target, p.Scored, rate, eta)
		if tty {
			fmt.Fprintf(w, "\r%-90s", line)
		} else {
			fmt.Fprintln(w, line)
		}
	}
}
