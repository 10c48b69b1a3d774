// Run: the session state, the input reader and the command loop.

package protocol

import (
	"bufio"
	"io"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/tt"
)

// Defaults used when Config leaves a field zero.
const (
	DefaultHashMB = 64
	defaultAuthor = "the damaengine authors"
)

// maxLineBytes bounds an input line; a longer one is answered with an
// error and skipped. A pos with a thousand moves is about 10 KB.
const maxLineBytes = 1 << 20

// Config sets what the engine says about itself and its option defaults.
type Config struct {
	Version string // the id line's version
	Author  string // the id line's author; "the damaengine authors" if empty
	Country string // the id line's country; left out if empty
	HashMB  int    // default transposition table size in MiB; DefaultHashMB if 0
	Threads int    // default number of search threads; 1 if 0
}

// Run speaks the Hub protocol: commands from in, answers to out, until
// quit or the end of in. A search runs in its own goroutine while in is
// still read, so stop, ping and ponder-hit are answered at once. Run
// returns nil on quit and at the end of in, or the first read or write
// error; no output is written after it returns. A reader goroutine may
// stay blocked on in until in delivers its next line or ends.
func Run(in io.Reader, out io.Writer, cfg Config) error {
	s := newSession(out, cfg)
	lines := make(chan input)
	quit := make(chan struct{})
	defer close(quit)
	go readLines(in, lines, quit)
	return s.loop(lines)
}

// session is the protocol state. The command loop owns it; the search
// goroutine only writes through w and reports through its running value.
type session struct {
	w        *writer
	cfg      Config
	opts     []option
	commands []handler

	variant movegen.Variant
	game    *movegen.Game
	level   level

	hashMB, threads, multiPV int
	ponder, book             bool

	eng *search.Engine // created at the first init, go or new-game
	run *running       // the current search; nil when idle
}

func newSession(out io.Writer, cfg Config) *session {
	if cfg.Author == "" {
		cfg.Author = defaultAuthor
	}
	s := &session{
		w:       newWriter(out),
		cfg:     cfg,
		variant: movegen.Italian,
		hashMB:  DefaultHashMB,
		threads: 1,
		multiPV: 1,
	}
	if cfg.HashMB > 0 {
		s.hashMB = min(cfg.HashMB, tt.MaxMB)
	}
	if cfg.Threads > 0 {
		s.threads = min(cfg.Threads, maxThreads)
	}
	s.game = movegen.NewGame(movegen.StartPosition(s.variant))
	s.opts = s.options()
	s.commands = s.commandTable()
	return s
}

// engine returns the search engine, creating it with the current options.
func (s *session) engine() *search.Engine {
	if s.eng == nil {
		s.eng = search.New(s.hashMB, s.threads)
	}
	return s.eng
}

// input is one line read, or the reason reading ended.
type input struct {
	text    string
	tooLong bool
	err     error // io.EOF or a read error: the last input
}

// readLines sends in's lines to lines, then one input with the error that
// ended reading. It gives up when quit is closed.
func readLines(in io.Reader, lines chan<- input, quit <-chan struct{}) {
	r := bufio.NewReader(in)
	for {
		item := readLine(r)
		select {
		case lines <- item:
		case <-quit:
			return
		}
		if item.err != nil {
			return
		}
	}
}

// readLine reads one line without its line break. A last line without a
// line break counts; the error comes with the next call.
func readLine(r *bufio.Reader) input {
	var buf []byte
	tooLong := false
	for {
		chunk, err := r.ReadSlice('\n')
		if len(buf)+len(chunk) > maxLineBytes {
			tooLong = true
		} else {
			buf = append(buf, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		switch {
		case tooLong:
			return input{tooLong: true}
		case err != nil && len(buf) == 0:
			return input{err: err}
		}
		return input{text: strings.TrimSuffix(strings.TrimSuffix(string(buf), "\n"), "\r")}
	}
}

// loop handles input and search results until quit or the end of input.
func (s *session) loop(lines <-chan input) error {
	for {
		var finished <-chan search.Result
		if r := s.run; r != nil && r.result == nil {
			finished = r.finished
		}
		select {
		case in := <-lines:
			if in.err != nil {
				s.halt()
				if in.err == io.EOF {
					return s.w.failed()
				}
				return in.err
			}
			if s.handle(in) {
				return s.w.failed()
			}
		case res := <-finished:
			s.searchEnded(res)
		}
		if err := s.w.failed(); err != nil {
			s.halt()
			return err
		}
	}
}

// handle runs one input line and reports whether it was quit.
func (s *session) handle(in input) (quit bool) {
	if in.tooLong {
		s.error("line too long")
		return false
	}
	c, err := parseLine(in.text)
	if err != nil {
		s.error(err.Error())
		return false
	}
	h, ok := s.lookup(c.name)
	if !ok {
		s.error("unknown command " + c.name + " (try help)")
		return false
	}
	if s.run != nil && !h.duringSearch {
		s.interrupt()
	}
	if c.name == "quit" {
		return true
	}
	h.run(&c)
	return false
}

// error sends an error line.
func (s *session) error(msg string) {
	s.w.send(newLine("error").pair("message", msg).String())
}
