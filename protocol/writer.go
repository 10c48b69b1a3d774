// The single output: whole lines, one write each, under a mutex.

package protocol

import (
	"io"
	"sync"
)

// writer sends lines to the GUI. The command loop and the search goroutine
// both write; the mutex keeps lines whole and in one order. Each line is
// one Write call, so nothing waits in a buffer. After the first error it
// drops everything and keeps the error.
type writer struct {
	mu  sync.Mutex
	out io.Writer
	buf []byte
	err error
}

func newWriter(out io.Writer) *writer { return &writer{out: out} }

// send writes s and a newline.
func (w *writer) send(s string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		return
	}
	w.buf = append(append(w.buf[:0], s...), '\n')
	_, w.err = w.out.Write(w.buf)
}

// failed returns the first write error.
func (w *writer) failed() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}
