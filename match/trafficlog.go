// The optional log of all engine traffic (--log) and the tail of each
// engine's stderr, quoted when an engine crashes.

package match

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// trafficLog writes every line sent and received, timestamped. A nil
// *trafficLog logs nothing. Workers share it; a mutex keeps lines whole.
type trafficLog struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

// line logs one line; dir is ">" (to the engine), "<" (from it) or "!"
// (its stderr).
func (l *trafficLog) line(label, dir, text string) {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.err == nil {
		_, l.err = fmt.Fprintf(l.w, "%s %s %s %s\n", time.Now().Format("15:04:05.000"), label, dir, text)
	}
}

// tail keeps the end of an engine's stderr.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailSize = 1024

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > tailSize {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailSize:]...)
	}
	return len(p), nil
}

// lastLine returns the most telling line written lately: the last one
// that starts like a crash report ("panic:", "fatal error:", as Go
// programs die), or else the last non-empty one.
func (t *tail) lastLine() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(string(t.buf)), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if l := strings.TrimSpace(lines[i]); strings.HasPrefix(l, "panic:") || strings.HasPrefix(l, "fatal error:") {
			return l
		}
	}
	return strings.TrimSpace(lines[len(lines)-1])
}

// logWriter is an engine's stderr: kept in its tail and copied to the log.
type logWriter struct {
	tail  *tail
	log   *trafficLog
	label string
}

func (w *logWriter) Write(p []byte) (int, error) {
	w.tail.Write(p)
	for _, s := range strings.Split(strings.TrimRight(string(p), "\n"), "\n") {
		w.log.line(w.label, "!", s)
	}
	return len(p), nil
}
