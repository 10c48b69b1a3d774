// The run's log: a header naming the run, then one line per iteration
// ("K RESULT θ1 θ2 ..."), written and synced as each iteration ends, so
// that an interrupted run loses at most the iteration under way.

package spsa

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
)

// headerPrefix starts a log's first line.
const headerPrefix = "# damaengine tune spsa:"

// Header returns the first line of cfg's log (without its newline): the
// seed and the parameters, which a resumed run must repeat.
func Header(cfg Config) string {
	parts := make([]string, len(cfg.Params))
	for i, p := range cfg.Params {
		parts[i] = p.String()
	}
	return fmt.Sprintf("%s seed=%d params=%s", headerPrefix, cfg.Seed, strings.Join(parts, " "))
}

// runLog appends iteration lines to the log file.
type runLog struct{ f *os.File }

// openLog opens cfg.Log, reading the iterations of an earlier run of the
// same configuration (a torn last line is dropped), or starts it.
func openLog(cfg Config) (*runLog, State, error) {
	st := State{Theta: make([]float64, len(cfg.Params))}
	for i, p := range cfg.Params {
		st.Theta[i] = p.Start
	}
	if cfg.Log == "" {
		return nil, st, fmt.Errorf("spsa needs a --log file")
	}
	data, err := os.ReadFile(cfg.Log)
	if err != nil && !os.IsNotExist(err) {
		return nil, st, err
	}
	header := Header(cfg)
	if !bytes.Contains(data, []byte("\n")) && strings.HasPrefix(header, string(data)) {
		// A new run, or one interrupted while writing its header.
		data = []byte(header + "\n")
		if err := os.WriteFile(cfg.Log, data, 0o644); err != nil {
			return nil, st, err
		}
	}
	whole, err := st.read(data, header)
	if err != nil {
		return nil, st, fmt.Errorf("%s: %v", cfg.Log, err)
	}
	if err := os.Truncate(cfg.Log, int64(whole)); err != nil {
		return nil, st, err
	}
	f, err := os.OpenFile(cfg.Log, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return nil, st, err
	}
	return &runLog{f}, st, nil
}

// read reads a log's bytes into st (which holds the starting settings):
// the header must be header, then whole iteration lines; a last line
// without its end (torn by an interruption) is left out. It returns the
// length of what it read.
func (st *State) read(data []byte, header string) (int, error) {
	whole := len(data)
	if i := bytes.LastIndexByte(data, '\n'); i+1 < len(data) {
		whole = i + 1
	}
	lines := strings.Split(strings.TrimSuffix(string(data[:whole]), "\n"), "\n")
	if whole == 0 || lines[0] != header {
		return 0, fmt.Errorf("belongs to another run: its first line is %q, this run's %q", lines[0], header)
	}
	for n, line := range lines[1:] {
		if err := st.parse(line, n); err != nil {
			return 0, fmt.Errorf("line %d: %v", n+2, err)
		}
	}
	return whole, nil
}

// parse reads iteration line n (counted from 0) into st.
func (st *State) parse(line string, n int) error {
	fields := strings.Fields(line)
	if len(fields) != 2+len(st.Theta) {
		return fmt.Errorf("%q: want the iteration, its result and %d settings", line, len(st.Theta))
	}
	if k, err := strconv.Atoi(fields[0]); err != nil || k != n+1 {
		return fmt.Errorf("%q: want iteration %d", line, n+1)
	}
	if _, err := strconv.Atoi(fields[1]); err != nil {
		return fmt.Errorf("%q: bad result %q", line, fields[1])
	}
	for i, f := range fields[2:] {
		x, err := strconv.ParseFloat(f, 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("%q: bad setting %q", line, f)
		}
		st.Theta[i] = x
	}
	st.Done = n + 1
	return nil
}

// write appends the line of the iteration that led to st.
func (l *runLog) write(st State, result int) error {
	parts := []string{strconv.Itoa(st.Done), strconv.Itoa(result)}
	for _, x := range st.Theta {
		parts = append(parts, strconv.FormatFloat(x, 'g', -1, 64))
	}
	if _, err := l.f.WriteString(strings.Join(parts, " ") + "\n"); err != nil {
		return err
	}
	return l.f.Sync()
}

// Close closes the log file.
func (l *runLog) Close() error { return l.f.Close() }
