// The egdb command: build, verify, probe and list endgame databases.

package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/shard"
	"github.com/damaengine/damaengine/words"
)

// maxBuildPieces bounds egdb build --pieces.
const maxBuildPieces = egdb.MaxBuildPieces

const egdbUsage = `damaengine egdb SUBCOMMAND [--variant V] [--dir DIR] [flags]

Subcommands:
  build    build every ending of up to --pieces N pieces as dense and conversion files, what play needs in the
           least space (--distances: distance files, exact plies to the end); resumable: run it again
  waves    list the waves of --pieces N pieces, for building them on a cluster (build --wave W --shard i/n)
  compact  write the compact files of what is built: the dense win/loss/draw file (.wld) of every distance
           file (.egdb), and with --out DIR, in DIR, the conversion files (.dtc: plies to the next capture or
           man's move) the engine needs to win those endings within the move-count rules (resumable)
  verify   check every stored value against its moves, and the files' checksums
  probe    print the value, distance and best move of --fen FEN
  bench    time probes of random positions: median and 99th percentile, the block cache's hit rate
  info     list the files on disk
  games    how the endings of played games (PDN files) went: won endings converted, drawn, lost`

func runEGDB(e *env, args []string) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprintln(e.stdout, "Usage:\n  "+egdbUsage)
		if len(args) == 0 {
			return usagef("missing subcommand (build, waves, compact, verify, probe, bench, info or games)")
		}
		return nil
	}
	sub, args := args[0], args[1:]
	e.sub = sub
	switch sub {
	case "build":
		return egdbBuild(e, args)
	case "waves":
		return egdbWaves(e, args)
	case "compact":
		return egdbCompact(e, args)
	case "verify":
		return egdbVerify(e, args)
	case "probe":
		return egdbProbe(e, args)
	case "bench":
		return egdbBench(e, args)
	case "info":
		return egdbInfo(e, args)
	case "games":
		return egdbGames(e, args)
	}
	e.sub = ""
	return usagef("unknown subcommand %q (build, waves, compact, verify, probe, bench, info or games)", sub)
}

// egdbFlags are the flags every egdb subcommand takes.
type egdbFlags struct {
	variant string
	dir     string
}

func (f *egdbFlags) register(fs *pflag.FlagSet) {
	fs.StringVarP(&f.variant, "variant", "v", "italian", movegen.VariantNames())
	fs.StringVar(&f.dir, "dir", "", "the database directory (default: $XDG_DATA_HOME/damaengine/egdb/VARIANT)")
}

// resolve returns the variant and the directory the flags name.
func (f *egdbFlags) resolve() (movegen.Variant, string, error) {
	v, err := movegen.ParseVariant(f.variant)
	if err != nil {
		return v, "", usageError{err}
	}
	dir := f.dir
	if dir == "" {
		if dir, err = egdb.DefaultDir(v); err != nil {
			return v, "", err
		}
	}
	return v, dir, nil
}

// resolveExisting is resolve for a directory that must be there.
func (f *egdbFlags) resolveExisting() (movegen.Variant, string, error) {
	v, dir, err := f.resolve()
	if err == nil {
		err = existingDir(dir)
	}
	return v, dir, err
}

// existingDir refuses a directory that is not there.
func existingDir(dir string) error {
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return usagef("no database directory %s (build one with damaengine egdb build)", dir)
	}
	return nil
}

// checkWorkers refuses a thread count for build or verify below 1 or
// above four per CPU.
func checkWorkers(n int) error {
	if most := 4 * runtime.NumCPU(); n < 1 || n > most {
		return usagef("--threads must be 1..%d, got %d", most, n)
	}
	return nil
}

// interruptible returns a context cancelled by SIGINT or SIGTERM.
func interruptible() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

func egdbBuild(e *env, args []string) error {
	const usage = "damaengine egdb build --pieces N [--variant V] [--dir DIR] [--threads T] [--distances [--dense] [--outcomes]] [--wave W --shard i/n]"
	fs := newFlagSet("egdb build")
	var f egdbFlags
	f.register(fs)
	pieces := fs.Int("pieces", 0, fmt.Sprintf("build every ending of up to N pieces (2..%d)", maxBuildPieces))
	threads := fs.Int("threads", runtime.NumCPU(), "builder threads")
	wave := fs.Int("wave", 0, "build only wave `W` of the endings of exactly N pieces (see egdb waves); earlier waves must be built")
	part := fs.String("shard", "1/1", "with --wave: build only shard `i/n` of the wave's slices")
	distances := fs.Bool("distances", false, "write distance files (.egdb): the exact plies to the end for probe and analysis, about 40 times the space of the dense and conversion files the build writes without it")
	dense := fs.Bool("dense", false, "with --distances: also write the dense win/loss/draw files (.wld), as egdb compact does")
	outcomes := fs.Bool("outcomes", false, "with --distances: build the endings of exactly N pieces by outcomes alone, dense and conversion files (Italian 7 pieces)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	if !*distances && (*dense || *outcomes) {
		return usagef("--dense and --outcomes go with --distances: without it the build writes dense and conversion files alone")
	}
	v, dir, err := f.resolve()
	if err != nil {
		return err
	}
	if *pieces < 2 || *pieces > maxBuildPieces {
		return usagef("--pieces must be 2..%d, got %d", maxBuildPieces, *pieces)
	}
	if err := checkWorkers(*threads); err != nil {
		return err
	}
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return usagef("--dir %s: not a directory", dir)
	}
	sh, err := shard.Parse(*part)
	switch {
	case err != nil:
		return usagef("--shard: %v", err)
	case *wave < 0 || (*wave == 0 && sh.Count > 1):
		return usagef("--shard needs --wave W (1 or more; see egdb waves), got --wave %d", *wave)
	case *wave > 0:
		return egdbBuildWave(e, build.Options{Variant: v, Pieces: *pieces, Dir: dir, Threads: *threads,
			Wave: *wave, Shard: sh.Index, Shards: sh.Count, Dense: *dense, Outcomes: *outcomes, Compact: !*distances})
	}
	ctx, stop := interruptible()
	defer stop()
	start := time.Now()
	kind := "dense and conversion files"
	if *distances {
		kind = "distance files"
	}
	fmt.Fprintf(e.stderr, "building %s endings of up to %d pieces in %s (%s)\n", v, *pieces, dir, kind)
	progress, waveDone := egdbBuildReports(e.stderr)
	err = build.Run(ctx, build.Options{Variant: v, Pieces: *pieces, Dir: dir, Threads: *threads,
		Dense: *dense, Outcomes: *outcomes, Compact: !*distances,
		Progress: progress, WaveDone: waveDone})
	fmt.Fprintln(e.stderr)
	switch {
	case ctx.Err() != nil:
		return fmt.Errorf("interrupted; finished slices are kept: run the same command to resume")
	case err != nil:
		return err
	}
	fmt.Fprintf(e.stdout, "built %s endings of up to %d pieces in %s (%.1f s)\n", v, *pieces, dir, time.Since(start).Seconds())
	return nil
}

// egdbBuildReports returns a build's two reporters on w, the progress
// line and egdbWaveDone's; they are called from different goroutines, so
// they take turns at w.
func egdbBuildReports(w io.Writer) (func(build.Progress), func(build.WaveDone)) {
	var mu sync.Mutex
	progress, waveDone := egdbProgress(w), egdbWaveDone(w)
	return func(p build.Progress) {
			mu.Lock()
			defer mu.Unlock()
			progress(p)
		}, func(d build.WaveDone) {
			mu.Lock()
			defer mu.Unlock()
			waveDone(d)
		}
}

// egdbWaveDone writes a line for each wave a build finishes, below the
// progress line on a terminal.
func egdbWaveDone(w io.Writer) func(build.WaveDone) {
	format := "%s\n"
	if isTerminal(w) {
		format = "\r%-90s\n"
	}
	return func(d build.WaveDone) {
		cpu := ""
		if d.CPU > 0 {
			cpu = fmt.Sprintf(", %.1f s of CPU (%.2fM a CPU second)", d.CPU.Seconds(), float64(d.Work)/d.CPU.Seconds()/1e6)
		}
		fmt.Fprintf(w, format, fmt.Sprintf("wave %d of %d pieces built: %d positions in %.1f s (%.2fM/s)%s, units %d",
			d.Wave, d.Pieces, d.Work, d.Elapsed.Seconds(), float64(d.Work)/d.Elapsed.Seconds()/1e6, cpu, d.Units))
	}
}

// egdbProgress writes a progress line, rewritten in place on a
// terminal and every 10 seconds elsewhere.
func egdbProgress(w io.Writer) func(build.Progress) {
	tty := isTerminal(w)
	var last time.Time
	return func(p build.Progress) {
		if !tty && time.Since(last) < 10*time.Second {
			return
		}
		last = time.Now()
		pct := 100.0
		if p.Total > 0 {
			pct = 100 * float64(p.Done) / float64(p.Total)
		}
		line := fmt.Sprintf("%-18s %d/%d positions (%.1f%%) %.2fM/s ETA %s",
			p.Slice, p.Done, p.Total, pct, p.PerSecond/1e6, p.ETA.Round(time.Second))
		if tty {
			fmt.Fprintf(w, "\r%-90s", line)
		} else {
			fmt.Fprintln(w, line)
		}
	}
}

// isTerminal reports whether the stream s (a reader or a writer) is a
// character device: a terminal, or a console on Windows.
func isTerminal(s any) bool {
	f, ok := s.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

func egdbVerify(e *env, args []string) error {
	const usage = "damaengine egdb verify [--variant V] [--dir DIR] [--threads T] [--sample F]"
	fs := newFlagSet("egdb verify")
	var f egdbFlags
	f.register(fs)
	threads := fs.Int("threads", runtime.NumCPU(), "verifier threads")
	sample := fs.Float64("sample", 1, "check the values of a share `F` of the positions (0 < F ≤ 1: stretches of 1,024, the same every run), the checksums of all")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	if !(*sample > 0 && *sample <= 1) {
		return usagef("--sample must be more than 0 and at most 1, got %g", *sample)
	}
	v, dir, err := f.resolveExisting()
	if err != nil {
		return err
	}
	if err := checkWorkers(*threads); err != nil {
		return err
	}
	ctx, stop := interruptible()
	defer stop()
	rep, err := build.VerifySample(ctx, dir, v, *threads, *sample, egdbProgress(e.stderr))
	if ctx.Err() != nil {
		return fmt.Errorf("interrupted")
	}
	if err != nil {
		return err
	}
	for _, msg := range rep.Errors {
		fmt.Fprintln(e.stdout, "error:", msg)
	}
	sampled := ""
	if *sample < 1 {
		sampled = fmt.Sprintf(" (a sample of %g)", *sample)
	}
	listed := ""
	if rep.Found > len(rep.Errors) {
		listed = fmt.Sprintf(" (the first %d listed)", len(rep.Errors))
	}
	fmt.Fprintf(e.stdout, "verified %d slices, %d positions%s: %d errors%s\n", rep.Slices, rep.Positions, sampled, rep.Found, listed)
	if rep.Slices == 0 {
		return fmt.Errorf("no %s database files in %s", v, dir)
	}
	if len(rep.Errors) > 0 {
		return exitStatus{1}
	}
	return nil
}

func egdbProbe(e *env, args []string) error {
	const usage = "damaengine egdb probe --fen FEN [--variant V] [--dir DIR]"
	fs := newFlagSet("egdb probe")
	var f egdbFlags
	f.register(fs)
	fen := fs.String("fen", "", "the position (PDN FEN, e.g. W:WK10:BK31)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, dir, err := f.resolve()
	if err != nil {
		return err
	}
	if strings.TrimSpace(*fen) == "" {
		return usagef("--fen is required")
	}
	p, err := movegen.ParseFEN(v, *fen)
	if err != nil {
		return usageError{err}
	}
	if err := existingDir(dir); err != nil {
		return err
	}
	db, err := egdb.Open(dir, v, egdb.Options{})
	if err != nil {
		return usageError{err}
	}
	m, val, ok := db.BestMove(&p)
	if !ok {
		if o, ok := db.ProbeOutcome(&p); ok {
			fmt.Fprintf(e.stdout, "value: %s (dense files: no distance, no best move)\n", o)
			if c, ok := db.ProbeConversion(&p); ok && !c.IsDraw() {
				fmt.Fprintf(e.stdout, "conversion: %s plies to the next capture or man's move\n", c)
			}
			return nil
		}
		if err := db.Err(); err != nil {
			return err
		}
		return fmt.Errorf("%s is not covered: the database has the %s endings of up to %d pieces with distances, of up to %d with outcomes",
			p.FEN(), v, db.Pieces(), db.OutcomePieces())
	}
	fmt.Fprintf(e.stdout, "value: %s\n", describeValue(val))
	if m != (movegen.Move{}) {
		fmt.Fprintf(e.stdout, "best move: %s\n", p.FormatPDN(m))
	} else {
		fmt.Fprintln(e.stdout, "best move: none (no legal move)")
	}
	return nil
}

// describeValue writes "win in 7 plies (4 moves)", "win in 1 ply (1
// move)", "loss in 0 plies (0 moves)" or "draw".
func describeValue(v egdb.Value) string {
	if v.IsDraw() {
		return "draw"
	}
	kind := "win"
	if v.IsLoss() {
		kind = "loss"
	}
	return fmt.Sprintf("%s in %s (%s)", kind, words.Count(v.Plies(), "ply", "plies"), words.Count((v.Plies()+1)/2, "move", "moves"))
}

func egdbInfo(e *env, args []string) error {
	const usage = "damaengine egdb info [--variant V] [--dir DIR] [--files]"
	fs := newFlagSet("egdb info")
	var f egdbFlags
	f.register(fs)
	files := fs.Bool("files", false, "also list every file (thousands at 6 pieces), after the summary")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	v, dir, err := f.resolveExisting()
	if err != nil {
		return err
	}
	infos, err := egdb.List(dir, v)
	if err != nil {
		return err
	}
	type total struct {
		files, broken   int
		positions, wins uint64
		losses, draws   uint64
		bytes           int64
		maxPlies        int
	}
	type group struct {
		pieces int
		kind   string
	}
	byPieces := map[group]*total{}
	var fileLines strings.Builder
	fmt.Fprintf(&fileLines, "\n%-22s %6s %13s %12s %12s %12s %12s %5s  %s\n", "file", "pieces", "positions", "bytes", "wins", "losses", "draws", "plies", "error")
	for _, in := range infos {
		g := group{in.Pieces, in.Kind}
		t := byPieces[g]
		if t == nil {
			t = &total{}
			byPieces[g] = t
		}
		t.files++
		msg := ""
		if in.Err != nil {
			t.broken++
			msg = in.Err.Error()
		}
		t.positions += in.Positions
		t.wins += in.Wins
		t.losses += in.Losses
		t.draws += in.Draws
		t.bytes += in.Bytes
		t.maxPlies = max(t.maxPlies, in.MaxPlies)
		fmt.Fprintf(&fileLines, "%-22s %6d %13d %12d %12d %12d %12d %5d  %s\n", in.Name, in.Pieces, in.Positions, in.Bytes, in.Wins, in.Losses, in.Draws, in.MaxPlies, msg)
	}
	if *files {
		defer fmt.Fprint(e.stdout, fileLines.String())
	}
	fmt.Fprintf(e.stdout, "%-10s %6s %6s %6s %13s %14s %9s %7s\n", "kind", "pieces", "files", "broken", "positions", "bytes", "pos/byte", "plies")
	for _, kind := range egdb.Kinds {
		for n := 0; n <= maxBuildPieces+2; n++ {
			if t := byPieces[group{n, kind}]; t != nil {
				fmt.Fprintf(e.stdout, "%-10s %6d %6d %6d %13d %14d %9.1f %7d\n", kind, n, t.files, t.broken, t.positions, t.bytes,
					float64(t.positions)/float64(max(t.bytes, 1)), t.maxPlies)
			}
		}
	}
	var broken []string
	for _, in := range infos {
		if in.Err != nil {
			broken = append(broken, in.Err.Error())
		}
	}
	if len(broken) > 0 {
		fmt.Fprintf(e.stdout, "not complete: %s failed the checks and will not be used:\n", words.Count(len(broken), "file", "files"))
		for _, msg := range broken {
			fmt.Fprintln(e.stdout, "  "+msg)
		}
		return exitStatus{1}
	}
	if db, err := egdb.Open(dir, v, egdb.Options{}); err == nil && db.Pieces() > 0 {
		fmt.Fprintf(e.stdout, "complete: the %s endings of up to %d pieces with distances, of up to %d with outcomes\n", v, db.Pieces(), db.OutcomePieces())
	} else if err == nil {
		fmt.Fprintf(e.stdout, "complete: the %s endings of up to %d pieces with outcomes (no distances)\n", v, db.OutcomePieces())
	} else {
		fmt.Fprintln(e.stdout, "complete: none")
	}
	return nil
}
