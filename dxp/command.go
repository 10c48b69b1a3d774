// The damaengine dxp command as the command line gives it (package main
// parses the flags): its values checked, connecting or listening, the
// session.

package dxp

import (
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/tt"
)

// DefaultAddr is where a follower listens unless told otherwise: loopback
// only, on DXP's usual port.
const DefaultAddr = "127.0.0.1:27531"

// usageError marks a mistake in what the user gave (exit status 2).
type usageError struct{ error }

// BadInput reports that the error blames the user's input.
func (usageError) BadInput() bool { return true }

// Unwrap returns the error underneath.
func (u usageError) Unwrap() error { return u.error }

// Command is a session as `damaengine dxp` is told it: the values of its
// flags, named after them, not yet checked. Run checks them.
type Command struct {
	Listen      string // follower: the address to wait at
	Connect     string // initiator: the address to connect to
	Name        string // our name in DXP messages
	Hash        int    // transposition table MiB
	Threads     int
	Minutes     int // initiator: thinking time per side for Moves moves
	Moves       int // initiator: moves per period; 0: the whole game
	Games       int // 0: 2 as initiator, what the initiator asks as follower
	FEN         string
	Colour      string // initiator: our colour in the first game
	Depth       int
	Nodes       uint64
	Margin      time.Duration // how far the peer may overrun its clock
	Wait        time.Duration // for a connection or a game request
	Verbose     bool          // log every message
	EGDB        string        // endgame database directory; "none": none
	Book        string        // opening book file; "none": none
	BookVariety int
	Elo         int // the strength level (player.LevelFor); 0: full strength
	// Given reports whether a flag (by its name, such as "listen") was on
	// the command line; nil means none was.
	Given func(flag string) bool
}

// NewCommand returns a Command holding the flags' defaults.
func NewCommand() Command {
	return Command{Listen: DefaultAddr, Name: "damaengine", Hash: 64, Threads: 1, Minutes: 5, Moves: 75,
		Colour: "white", Margin: 10 * time.Second, Wait: 10 * time.Minute, BookVariety: 5}
}

// given reports whether the flag was on the command line.
func (o *Command) given(flag string) bool { return o.Given != nil && o.Given(flag) }

// Run checks the command, then connects or listens and plays the session:
// games as PDN on stdout, events, results and the score on stderr. Its
// errors about the input (a bad value, a malformed address) have a
// BadInput method that returns true; the others mean the session failed:
// no connection, or a peer that misbehaved or left.
func (o Command) Run(stdout, stderr io.Writer) error {
	if err := o.check(); err != nil {
		return usageError{err}
	}
	return o.run(stdout, stderr)
}

// check rejects flag values that cannot work.
func (o *Command) check() error {
	if o.Connect != "" {
		if o.given("listen") {
			return errors.New("give --listen or --connect, not both")
		}
		if err := checkAddr("--connect", o.Connect, o.Connect); err != nil {
			return err
		}
	} else {
		if err := checkAddr("--listen", o.Listen, loopbackDefault(o.Listen)); err != nil {
			return err
		}
		for _, f := range []string{"time", "moves", "fen", "colour"} {
			if o.given(f) {
				return fmt.Errorf("--%s is for the initiator (--connect): the initiator's game request sets it", f)
			}
		}
	}
	switch {
	case len(o.Name) == 0 || len(o.Name) > nameWidth:
		return fmt.Errorf("--name %q must have 1 to %d characters", o.Name, nameWidth)
	case o.Hash < 0 || o.Threads < 1 || o.Threads > search.MaxThreads():
		return fmt.Errorf("--hash must be at least 0 and --threads 1..%d (two per CPU at most)", search.MaxThreads())
	case o.Minutes < 1 || o.Minutes > 999:
		return fmt.Errorf("--time %d is not 1..999 minutes", o.Minutes)
	case o.Moves < 0 || o.Moves > 999:
		return fmt.Errorf("--moves %d is not 0..999", o.Moves)
	case o.Games < 0 || o.Depth < 0:
		return errors.New("--games and --depth must be at least 0")
	case o.Margin < 0 || o.Wait <= 0:
		return errors.New("--margin must be at least 0 and --wait more than 0")
	case o.BookVariety < 0 || o.BookVariety > player.MaxBookVariety:
		return fmt.Errorf("--book-variety %d is not 0..%d", o.BookVariety, player.MaxBookVariety)
	}
	if o.Hash > 0 {
		if _, err := tt.Fit(o.Hash); err != nil {
			return fmt.Errorf("--hash %d: %v", o.Hash, err)
		}
	}
	if err := player.CheckBookFile(o.Book); err != nil {
		return fmt.Errorf("--book: %v", err)
	}
	if _, err := o.level(); err != nil {
		return err
	}
	if err := player.CheckEGDBDir(o.EGDB); err != nil {
		return fmt.Errorf("--egdb %v", err)
	}
	if _, err := o.start(); err != nil {
		return err
	}
	_, err := o.firstColour()
	return err
}

// level returns the level --elo asks for.
func (o *Command) level() (player.Level, error) {
	if o.Elo == 0 {
		return player.Level{}, nil
	}
	l, err := player.LevelFor(intl, o.Elo)
	if err != nil {
		return l, fmt.Errorf("--elo: %v", err)
	}
	return l, nil
}

// checkAddr refuses the value of flag when its address addr is not
// HOST:PORT with a port number (or a service name) that TCP knows; whether
// anybody can be reached there is the session's to find out.
func checkAddr(flag, value, addr string) error {
	_, port, err := net.SplitHostPort(addr)
	if err == nil {
		_, err = net.LookupPort("tcp", port)
	}
	if err != nil {
		return fmt.Errorf("bad %s %q: want HOST:PORT, such as %s", flag, value, DefaultAddr)
	}
	return nil
}

// start returns the position --fen names.
func (o *Command) start() (movegen.Position, error) {
	if strings.TrimSpace(o.FEN) == "" {
		return movegen.StartPosition(intl), nil
	}
	p, err := movegen.ParseFEN(intl, o.FEN)
	if err != nil {
		return p, fmt.Errorf("--fen: %v", err)
	}
	return p, nil
}

// firstColour reads --colour.
func (o *Command) firstColour() (movegen.Color, error) {
	switch strings.ToLower(o.Colour) {
	case "white", "w":
		return movegen.White, nil
	case "black", "b", "z":
		return movegen.Black, nil
	}
	return 0, fmt.Errorf("--colour %q is not white or black", o.Colour)
}

// run connects or listens and plays the session.
func (o *Command) run(stdout, stderr io.Writer) error {
	bk := player.Book{On: o.Book != player.BookOff, File: o.Book, Variety: o.BookVariety}
	if !bk.On {
		bk.File = ""
	}
	eng := player.New(player.Settings{HashMB: o.Hash, Threads: o.Threads, EGDB: player.EGDB{Path: o.EGDB}, Book: bk,
		Params: search.DefaultParams()}, func(msg string) { fmt.Fprintf(stderr, "dxp: %s\n", msg) })
	level, _ := o.level() // checked
	eng.SetLevel(level)
	eng.Prepare(movegen.International)
	if pieces, dir, ok := eng.Databases(); ok {
		fmt.Fprintf(stderr, "dxp: endgame databases of up to %d pieces from %s\n", pieces, dir)
	}
	s := &session{
		ours: ours{engine: eng, name: o.Name, depth: o.Depth,
			nodes: o.Nodes, margin: o.Margin, log: stderr},
		out:   stdout,
		games: o.Games,
	}
	cfg := Config{Name: o.Name, Log: stderr, Trace: o.Verbose}
	var p *Peer
	if o.Connect != "" {
		var err error
		if p, err = Dial(o.Connect, cfg, o.Wait); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "dxp: connected to %s as initiator\n", o.Connect)
	} else {
		conn, err := acceptOne(loopbackDefault(o.Listen), o.Wait, stderr)
		if err != nil {
			return err
		}
		p = NewPeer(conn, cfg)
	}
	defer p.Close()
	var err error
	if o.Connect != "" {
		if s.games == 0 {
			s.games = 2
		}
		start, _ := o.start()
		first, _ := o.firstColour()
		err = s.initiate(p, start, first, o.Minutes, o.Moves)
	} else {
		err = s.follow(p, o.Wait)
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
