// Run: the session state, the input reader and the command loop.

package protocol

import (
	"bufio"
	"io"
	"strings"
	"time"

	"github.com/damaengine/damaengine/hub"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// defaultAuthor is the id line's author when Config leaves it empty.
const defaultAuthor = "the damaengine authors"

// readAhead is how many lines the reader may read before the command loop
// takes them.
const readAhead = 64

// maxLineBytes bounds an input line; a longer one is answered with an
// error and skipped. A pos with a thousand moves is about 10 KB.
const maxLineBytes = 1 << 20

// Config sets what the engine says about itself and its option defaults.
type Config struct {
	Version string // the id line's version
	Author  string // the id line's author; "the damaengine authors" if empty
	Country string // the id line's country; left out if empty
	// Settings are the player's options' defaults (player.DefaultSettings
	// for the engine's own), of the option table's ranges
	// (player.Settings.Validate). A table size that does not fit in
	// memory is lowered at init, with an error line saying so.
	Settings player.Settings
}

// Run speaks the Hub protocol: commands from in, answers to out, until
// quit or the end of in. A search runs in its own goroutine while in is
// still read, so stop, ping and ponder-hit are answered at once. Run
// returns nil on quit and at the end of in, or the first read or write
// error; no output is written after it returns. A reader goroutine may
// stay blocked on in until in delivers its next line or ends.
func Run(in io.Reader, out io.Writer, cfg Config) error {
	s := newSession(out, cfg)
	quit := make(chan struct{})
	defer close(quit)
	return s.loop(startReader(in, quit))
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
	// level adds up the level lines since the last pos or go; levelGiven
	// says whether there was one. lastLevel is the level of the last go
	// that had one: a go without a level line plays at it.
	level      level
	levelGiven bool
	lastLevel  *level

	// The Hub's own options' values; the player keeps its own (hash,
	// threads, the databases, the book, the search's tune-* parameters).
	multiPV int
	ponder  bool
	elo     int    // 0: full strength
	rung    string // a ladder rung's name, or rungNone

	pl       *player.Player
	run      *running  // the current search; nil when idle
	perftJob *perftRun // the current perft; nil when none runs
	// readAt is when the command being handled was read (zero if unknown).
	readAt time.Time
	// ignoring is set while a command is parsed whose line had arguments
	// the command does not take (dropped before its parse).
	ignoring bool
}

func newSession(out io.Writer, cfg Config) *session {
	if cfg.Author == "" {
		cfg.Author = defaultAuthor
	}
	s := &session{
		w:       newWriter(out),
		cfg:     cfg,
		variant: movegen.Italian,
		multiPV: 1,
		rung:    rungNone,
	}
	s.pl = player.New(cfg.Settings, s.error)
	s.game = movegen.NewGame(movegen.StartPosition(s.variant))
	s.opts = s.options()
	s.commands = s.commandTable()
	return s
}

// player returns the player at the session's level. Its table is made at
// the first use: a hash size that does not fit in memory then (memory
// taken since set-param) is lowered to what fits, with an error line,
// and the option shows the size made.
func (s *session) player() *player.Player {
	s.pl.SetLevel(s.strength())
	return s.pl
}

// prepared makes the player ready for variant v (player.Prepare).
func (s *session) prepared(v movegen.Variant) { s.player().Prepare(v) }

// input is one line read, or the reason reading ended.
type input struct {
	text    string
	tooLong bool
	err     error     // io.EOF or a read error: the last input
	at      time.Time // when the line was read: a go's clock starts then
}

// startReader reads in's lines in a goroutine (readLines) and returns the
// channel they arrive on. The reader reads up to readAhead lines ahead of
// the command loop, so that each line is stamped when it arrives: a go
// sent while an earlier command (a new-game clearing the table) still runs
// has its clock counted from then.
func startReader(in io.Reader, quit <-chan struct{}) <-chan input {
	lines := make(chan input, readAhead)
	go readLines(in, lines, quit)
	return lines
}

// readLines sends in's lines to lines, then one input with the error that
// ended reading. It gives up when quit is closed.
func readLines(in io.Reader, lines chan<- input, quit <-chan struct{}) {
	r := bufio.NewReader(in)
	for {
		item := readLine(r)
		item.at = time.Now()
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

// loop handles input, search results and perft counts until quit or the
// end of input.
func (s *session) loop(lines <-chan input) error {
	for {
		var finished <-chan player.Answer
		if r := s.run; r != nil && r.result == nil {
			finished = r.finished
		}
		var counted <-chan perftResult
		if s.perftJob != nil {
			counted = s.perftJob.finished
		}
		select {
		case in := <-lines:
			if in.err != nil {
				s.halt()
				s.haltPerft()
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
		case res := <-counted:
			s.perftEnded(res)
		}
		if err := s.w.failed(); err != nil {
			s.halt()
			s.haltPerft()
			return err
		}
	}
}

// handle runs one input line and reports whether it was quit. A line the
// command refuses gets an error and changes nothing; any other stops a
// running search or perft first unless its command runs beside them.
func (s *session) handle(in input) (quit bool) {
	if in.tooLong {
		s.error("line too long")
		return false
	}
	c, err := hub.Parse(in.text)
	if err != nil {
		s.error(err.Error())
		return false
	}
	h, ok := s.lookup(c.Name)
	if !ok {
		s.error("unknown command " + hub.Clip(c.Name) + " (try help)")
		return false
	}
	var ignored []string
	if !h.args.positional {
		if ignored, err = c.Known(h.args.keys, h.args.flags); err != nil {
			s.error(err.Error())
			return false
		}
	}
	s.ignoring = len(ignored) > 0
	run, err := h.parse(&c)
	s.ignoring = false
	if err != nil {
		s.error(err.Error())
		return false
	}
	if len(ignored) > 0 {
		s.note(c.Name + " ignored what it does not take: " + strings.Join(clipAll(ignored), " "))
	}
	if !h.duringSearch {
		s.interrupt()
		s.interruptPerft()
	}
	if c.Name == "quit" {
		return true
	}
	s.readAt = in.at
	run()
	return false
}

// sinceRead is the time since the command being handled was read.
func (s *session) sinceRead() time.Duration {
	if s.readAt.IsZero() {
		return 0
	}
	return time.Since(s.readAt)
}

// maxErrorBytes bounds an error message: whatever a client sent, the
// answer stays one short line.
const maxErrorBytes = 300

// note sends an info line with a message, no '=' in it (pydraughts
// splits every info token on '=').
func (s *session) note(msg string) {
	msg = strings.ReplaceAll(msg, "=", " ")
	if len(msg) > maxErrorBytes {
		msg = strings.ToValidUTF8(msg[:maxErrorBytes], "") + "..."
	}
	s.w.send(hub.NewLine("info").Pair("message", msg).String())
}

// clipAll clips each of names for a message.
func clipAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = hub.Clip(n)
	}
	return out
}

// error sends an error line.
func (s *session) error(msg string) {
	if len(msg) > maxErrorBytes {
		msg = strings.ToValidUTF8(msg[:maxErrorBytes], "") + "..."
	}
	s.w.send(hub.NewLine("error").Pair("message", msg).String())
}
