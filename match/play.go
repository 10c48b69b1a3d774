// A match with its files: the PDN appended to, the results written, the
// traffic logged, an interrupted match resumed; the merging of shard
// results. The command line (cmd/) builds the Config.

package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// inputError marks an error that blames what the user gave: a file that
// cannot be read or written, a configuration that cannot be played (exit
// status 2).
type inputError struct{ error }

// BadInput reports that the error blames the user's input.
func (inputError) BadInput() bool { return true }

// Unwrap returns the error underneath.
func (u inputError) Unwrap() error { return u.error }

// Outputs are a match's files; each empty one is not used.
type Outputs struct {
	PDN    string // games appended to this file
	JSON   string // results written to this file
	Log    string // engine traffic written to this file
	Resume string // JSON results or PDN of an interrupted match, its finished games kept
}

// Play checks cfg, plays the match (progress on stderr, the summary on
// stdout) and writes the results to out's files; ctx interrupts it, the
// finished games kept. Its errors about the input (a configuration that
// cannot be played, a file that cannot be read or written, an engine that
// fails its setup) have a BadInput method that returns true; the others
// mean the match failed after it started, or was interrupted.
func Play(ctx context.Context, cfg Config, out Outputs, stdout, stderr io.Writer) error {
	if _, err := cfg.withDefaults(); err != nil {
		return inputError{err}
	}
	cfg.Progress = stderr
	if err := out.readResume(&cfg); err != nil {
		return inputError{err}
	}
	closeAll, err := out.open(&cfg)
	defer closeAll()
	if err != nil {
		return inputError{err}
	}
	report, runErr := Run(ctx, cfg)
	if report == nil {
		return runErr
	}
	WriteSummary(stdout, report)
	if out.JSON != "" {
		if err := report.WriteJSON(out.JSON); err != nil && runErr == nil {
			runErr = fmt.Errorf("writing results: %v", err)
		}
	}
	if runErr == nil && report.Interrupted {
		runErr = errors.New("interrupted")
	}
	return runErr
}

// open opens the PDN (appending) and log files; the returned function
// closes them.
func (o *Outputs) open(cfg *Config) (func(), error) {
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
// that cannot be read or merged are bad input (see Play).
func MergeFiles(paths []string, out string, stdout io.Writer) error {
	if len(paths) == 0 {
		return inputError{errors.New("give the result files to merge")}
	}
	var reports []*Report
	for _, name := range paths {
		r, err := readReportFile(name)
		if err != nil {
			return inputError{err}
		}
		reports = append(reports, r)
	}
	merged, err := Merge(reports)
	if err != nil {
		return inputError{err}
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
func (o *Outputs) readResume(cfg *Config) error {
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

// canWriteIn checks that a file can be created in dir, so that a match
// does not run for hours and then fail to save its results.
func canWriteIn(dir string) error {
	f, err := os.CreateTemp(dir, ".match-check-*")
	if err != nil {
		return err
	}
	f.Close()
	return os.Remove(f.Name())
}
