// The build log: every leaf score, appended as it is found, so that a
// stopped build goes on where it was.

package bookbuild

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// logHeader names what a score depends on; a log made with other
// settings is refused rather than mixed in.
func logHeader(cfg *Config) string {
	return fmt.Sprintf("damaengine book log 1 variant=%s depth=%d nodes=%d hash=%d",
		cfg.Variant, cfg.Depth, cfg.Nodes, cfg.HashMB)
}

// scoreLog is an open log.
type scoreLog struct {
	f *os.File
	w *bufio.Writer
}

// openLog reads the scores of the log at path into cache and opens it
// for appending, creating it if missing. A last line cut short by an
// interruption is dropped.
func openLog(path string, cfg *Config, cache map[uint64]score) (*scoreLog, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	keep, err := readLog(f, logHeader(cfg), cache)
	if err == nil {
		err = f.Truncate(keep)
	}
	if err == nil {
		_, err = f.Seek(keep, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	l := &scoreLog{f: f, w: bufio.NewWriter(f)}
	if keep == 0 {
		fmt.Fprintln(l.w, logHeader(cfg))
	}
	return l, nil
}

// readLog loads the scores and returns the length of the log's complete
// lines.
func readLog(r io.Reader, header string, cache map[uint64]score) (int64, error) {
	br := bufio.NewReader(r)
	var keep int64
	for line := 0; ; line++ {
		text, err := br.ReadString('\n')
		if err == io.EOF {
			return keep, nil // a line without its newline was cut short
		}
		if err != nil {
			return 0, err
		}
		body := strings.TrimSuffix(text, "\n")
		if line == 0 {
			if body != header {
				return 0, fmt.Errorf("log of another build (%q); this one is %q: use the same settings or another --out", body, header)
			}
		} else if err := parseLogLine(body, cache); err != nil {
			return 0, fmt.Errorf("line %d: %v", line+1, err)
		}
		keep += int64(len(text))
	}
}

func parseLogLine(s string, cache map[uint64]score) error {
	f := strings.Fields(s)
	if len(f) != 4 {
		return errors.New("malformed log line")
	}
	key, err1 := strconv.ParseUint(f[0], 16, 64)
	value, err2 := strconv.ParseInt(f[1], 10, 16)
	depth, err3 := strconv.ParseUint(f[2], 10, 8)
	nodes, err4 := strconv.ParseUint(f[3], 10, 64)
	if err := errors.Join(err1, err2, err3, err4); err != nil {
		return errors.New("malformed log line")
	}
	cache[key] = score{value: int16(value), depth: uint8(depth), nodes: nodes}
	return nil
}

// add appends a score.
func (l *scoreLog) add(key uint64, s score) {
	fmt.Fprintf(l.w, "%016x %d %d %d\n", key, s.value, s.depth, s.nodes)
}

// flush writes the scores added so far through to the file.
func (l *scoreLog) flush() error {
	if err := l.w.Flush(); err != nil {
		return err
	}
	return l.f.Sync()
}

func (l *scoreLog) close() error {
	err := l.flush()
	if cerr := l.f.Close(); err == nil {
		err = cerr
	}
	return err
}
