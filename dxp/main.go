// The damaengine dxp command: flags, connecting or listening, the session.

package dxp

import (
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"time"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/tt"
	"github.com/spf13/pflag"
)

// DefaultAddr is where a follower listens unless told otherwise: loopback
// only, on DXP's usual port.
const DefaultAddr = "127.0.0.1:27531"

const usage = `damaengine dxp [--listen ADDR:PORT | --connect ADDR:PORT] [flags]

Plays International draughts against another program over DXP (DamExchange).
--connect makes us the initiator: we request the games, alternating colours.
--listen (the default, on ` + DefaultAddr + `) waits for one initiator and
plays the games it requests. Games are written to stdout as PDN; events,
results and the score go to stderr.`

// options are the command's flags.
type options struct {
	listen, connect string
	name            string
	hash, threads   int
	minutes, moves  int
	games           int
	fen, colour     string
	depth           int
	nodes           uint64
	margin, wait    time.Duration
	verbose         bool
	egdb            string
	book            string
	bookVariety     int
}

// Main runs "damaengine dxp" with args (the flags after "dxp") and returns
// the exit code: 0 when the session ended normally, 1 when it failed
// (could not connect, or the peer misbehaved), 2 for bad flags.
func Main(args []string, stdout, stderr io.Writer) int {
	var o options
	fs := pflag.NewFlagSet("dxp", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SortFlags = false
	fs.StringVar(&o.listen, "listen", DefaultAddr, "follower: wait for an initiator at `ADDR:PORT` (a port or :PORT alone means 127.0.0.1)")
	fs.StringVar(&o.connect, "connect", "", "initiator: connect to the program listening at `ADDR:PORT`")
	fs.StringVar(&o.name, "name", "damaengine", "our name in DXP messages (at most 32 characters)")
	fs.IntVar(&o.hash, "hash", 64, "transposition table size in `MiB`")
	fs.IntVar(&o.threads, "threads", 1, "search threads")
	fs.IntVar(&o.minutes, "time", 5, "initiator: thinking time in `minutes` per side for --moves moves")
	fs.IntVar(&o.moves, "moves", 75, "initiator: moves per --time period; 0 gives --time for the whole game")
	fs.IntVar(&o.games, "games", 0, "games to play; 0: 2 as initiator, as many as the initiator asks as follower")
	fs.StringVar(&o.fen, "fen", "", "initiator: start position as a PDN FEN (default the initial position)")
	fs.StringVar(&o.colour, "colour", "white", "initiator: our colour in the first game (white or black); colours alternate")
	fs.IntVar(&o.depth, "depth", 0, "limit our search to this depth (0: the clock decides)")
	fs.Uint64Var(&o.nodes, "nodes", 0, "limit our search to this many nodes per move (0: no limit)")
	fs.DurationVar(&o.margin, "margin", 10*time.Second, "how far the peer may overrun its clock before it is scored as stalled")
	fs.DurationVar(&o.wait, "wait", 10*time.Minute, "how long to wait for a connection or a game request")
	fs.BoolVarP(&o.verbose, "verbose", "v", false, "log every DXP message on stderr")
	fs.StringVar(&o.egdb, "egdb", "", "International endgame database directory, or one with a subdirectory per variant; none: no databases (default: $XDG_DATA_HOME/damaengine/egdb/international)")
	fs.StringVar(&o.book, "book", "", "International opening book file; none: no book (default: the shipped book)")
	fs.IntVar(&o.bookVariety, "book-variety", 5, "play book moves up to this many centi-men below the best, 0: always the best")
	err := fs.Parse(args)
	switch {
	case errors.Is(err, pflag.ErrHelp):
		fmt.Fprintf(stdout, "Usage:\n  %s\n\nFlags:\n%s", usage, fs.FlagUsages())
		return 0
	case err == nil && fs.NArg() > 0:
		err = fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case err == nil:
		err = o.check(fs)
	}
	if err != nil {
		fmt.Fprintf(stderr, "damaengine dxp: %v\n", err)
		return 2
	}
	if err := o.run(stdout, stderr); err != nil {
		fmt.Fprintf(stderr, "damaengine dxp: %v\n", err)
		return 1
	}
	return 0
}

// check rejects flag values that cannot work.
func (o *options) check(fs *pflag.FlagSet) error {
	if o.connect != "" {
		if fs.Changed("listen") {
			return errors.New("give --listen or --connect, not both")
		}
	} else {
		for _, f := range []string{"time", "moves", "fen", "colour"} {
			if fs.Changed(f) {
				return fmt.Errorf("--%s is for the initiator (--connect): the initiator's game request sets it", f)
			}
		}
	}
	switch {
	case len(o.name) == 0 || len(o.name) > nameWidth:
		return fmt.Errorf("--name %q must have 1 to %d characters", o.name, nameWidth)
	case o.hash < 0 || o.threads < 1 || o.threads > search.MaxThreads():
		return fmt.Errorf("--hash must be at least 0 and --threads 1..%d (two per CPU at most)", search.MaxThreads())
	case o.minutes < 1 || o.minutes > 999:
		return fmt.Errorf("--time %d is not 1..999 minutes", o.minutes)
	case o.moves < 0 || o.moves > 999:
		return fmt.Errorf("--moves %d is not 0..999", o.moves)
	case o.games < 0 || o.depth < 0:
		return errors.New("--games and --depth must be at least 0")
	case o.margin < 0 || o.wait <= 0:
		return errors.New("--margin must be at least 0 and --wait more than 0")
	case o.bookVariety < 0 || o.bookVariety > book.MaxVariety:
		return fmt.Errorf("--book-variety %d is not 0..%d", o.bookVariety, book.MaxVariety)
	}
	if o.hash > 0 {
		if _, err := tt.Fit(o.hash); err != nil {
			return fmt.Errorf("--hash %d: %v", o.hash, err)
		}
	}
	if _, err := o.start(); err != nil {
		return err
	}
	_, err := o.firstColour()
	return err
}

// start returns the position --fen names.
func (o *options) start() (movegen.Position, error) {
	if strings.TrimSpace(o.fen) == "" {
		return movegen.StartPosition(intl), nil
	}
	p, err := movegen.ParseFEN(intl, o.fen)
	if err != nil {
		return p, fmt.Errorf("--fen: %v", err)
	}
	return p, nil
}

// firstColour reads --colour.
func (o *options) firstColour() (movegen.Color, error) {
	switch strings.ToLower(o.colour) {
	case "white", "w":
		return movegen.White, nil
	case "black", "b", "z":
		return movegen.Black, nil
	}
	return 0, fmt.Errorf("--colour %q is not white or black", o.colour)
}

// run connects or listens and plays the session.
func (o *options) run(stdout, stderr io.Writer) error {
	eng := search.New(o.hash, o.threads)
	db, dbErr := egdb.OpenFor(o.egdb, movegen.International, egdb.Options{NoWait: true})
	switch {
	case dbErr != nil:
		fmt.Fprintf(stderr, "dxp: endgame databases not used: %v\n", dbErr)
	case db != nil:
		fmt.Fprintf(stderr, "dxp: endgame databases of up to %d pieces from %s\n", db.Pieces(), db.Dir())
	}
	eng.SetEGDB(db)
	s := &session{
		player: player{engine: eng, name: o.name, depth: o.depth,
			nodes: o.nodes, margin: o.margin, log: stderr,
			book: o.openBook(stderr), bookVariety: o.bookVariety},
		out:   stdout,
		games: o.games,
	}
	cfg := Config{Name: o.name, Log: stderr, Trace: o.verbose}
	var p *Peer
	if o.connect != "" {
		var err error
		if p, err = Dial(o.connect, cfg, o.wait); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "dxp: connected to %s as initiator\n", o.connect)
	} else {
		conn, err := acceptOne(loopbackDefault(o.listen), o.wait, stderr)
		if err != nil {
			return err
		}
		p = NewPeer(conn, cfg)
	}
	defer p.Close()
	var err error
	if o.connect != "" {
		if s.games == 0 {
			s.games = 2
		}
		start, _ := o.start()
		first, _ := o.firstColour()
		err = s.initiate(p, start, first, o.minutes, o.moves)
	} else {
		err = s.follow(p, o.wait)
	}
	fmt.Fprintf(stderr, "dxp: %s against %s\n", s.score(), p.who())
	return err
}

// loopbackDefault completes a listen address without a host to loopback:
// "27531" and ":27531" listen on 127.0.0.1, never on every interface.
func loopbackDefault(addr string) string {
	if !strings.Contains(addr, ":") {
		addr = ":" + addr
	}
	if strings.HasPrefix(addr, ":") {
		addr = "127.0.0.1" + addr
	}
	return addr
}

// acceptOne listens at addr, waits up to wait for one connection and
// stops listening.
func acceptOne(addr string, wait time.Duration, log io.Writer) (net.Conn, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	defer ln.Close()
	fmt.Fprintf(log, "dxp: listening on %s as follower\n", ln.Addr())
	if err := ln.(*net.TCPListener).SetDeadline(time.Now().Add(wait)); err != nil {
		return nil, err
	}
	conn, err := ln.Accept()
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return nil, fmt.Errorf("no connection within %v", wait)
	}
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(log, "dxp: %s connected\n", conn.RemoteAddr())
	return conn, nil
}

// openBook returns the International book --book names (the shipped one
// by default), nil for none; one that cannot be used is named on w.
func (o *options) openBook(w io.Writer) *book.Book {
	var b *book.Book
	var err error
	switch o.book {
	case "none":
		return nil
	case "":
		b, err = book.Shipped(movegen.International)
		if errors.Is(err, book.ErrNoShipped) {
			return nil
		}
	default:
		if b, err = book.Open(o.book); err == nil && b.Variant() != movegen.International {
			err = fmt.Errorf("%s is a %s book, not International", o.book, b.Variant())
		}
	}
	if err != nil {
		fmt.Fprintf(w, "dxp: book not used: %v\n", err)
		return nil
	}
	return b
}
