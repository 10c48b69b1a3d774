// bench --movetime: the move-time bench, an engine driven over pipes as a
// GUI drives it.

package main

import (
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/damaengine/damaengine/bench"
)

// moveTimeFlags are bench's flags for the move-time bench.
type moveTimeFlags struct {
	levels string // comma-separated move times in seconds; empty: the search bench
	moves  int
	plies  int
	engine string
}

// runMoveTimeBench runs the engine (this binary's hub command unless
// --engine names another) and prints, per move time, the distribution of
// the time used from writing go to reading done as a Markdown table.
func runMoveTimeBench(e *env, f moveTimeFlags, threads, hashMB int) error {
	var levels []time.Duration
	for _, s := range strings.Split(f.levels, ",") {
		secs, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil || secs <= 0 || secs > 60 {
			return usagef("--movetime takes move times in seconds, (0, 60], comma-separated: %q", s)
		}
		levels = append(levels, time.Duration(secs*float64(time.Second)))
	}
	longest := slices.Max(levels)
	if f.moves < 1 || f.plies < 1 {
		return usagef("--moves and --plies must be positive")
	}
	args := strings.Fields(f.engine)
	if len(args) == 0 {
		self, err := os.Executable()
		if err != nil {
			return err
		}
		args = []string{self, "hub"}
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stderr = e.stderr
	to, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	from, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return usagef("--engine: cannot start %s: %v", args[0], err)
	}
	stats, err := bench.MoveTimes(to, from, bench.MoveTimeConfig{MoveTimes: levels, Moves: f.moves,
		Plies: f.plies, Threads: threads, HashMB: hashMB, Timeout: 10*time.Second + 2*longest})
	to.Close()
	if err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		return err
	}
	if err := cmd.Wait(); err != nil {
		return fmt.Errorf("engine: %v", err)
	}
	fmt.Fprintf(e.stdout, "move time, %d threads, hash %d MiB: time used from writing go to reading done, as a share of S\n\n", threads, hashMB)
	fmt.Fprintln(e.stdout, "| S | moves | min | median | p90 | p99 | max | over S |")
	fmt.Fprintln(e.stdout, "|---|---|---|---|---|---|---|---|")
	for _, s := range stats {
		fmt.Fprintf(e.stdout, "| %g s | %d | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %d |\n", s.MoveTime.Seconds(), len(s.Used),
			s.Share(s.Quantile(0)), s.Share(s.Quantile(0.5)), s.Share(s.Quantile(0.9)), s.Share(s.Quantile(0.99)),
			s.Share(s.Quantile(1)), s.Over())
	}
	return nil
}
