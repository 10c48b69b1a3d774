// A DXP session as the command line asks for it, checked: connecting or
// listening, then the games.

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
)

// DefaultAddr is where a follower listens unless told otherwise: loopback
// only, on DXP's usual port.
const DefaultAddr = "127.0.0.1:27531"

// MaxNameLength is the most characters of a name in DXP messages.
const MaxNameLength = nameWidth

// Session is a DXP session, its values checked by the caller (cmd/).
type Session struct {
	Connect string // initiator: the address to connect to; "" listens
	Listen  string // follower: the address to wait at (LoopbackDefault applied)
	Name    string // our name in DXP messages, 1..MaxNameLength characters
	Player  player.Settings
	Level   player.Level // player.Level{} plays at full strength
	Start   movegen.Position
	First   movegen.Color // initiator: our colour in the first game
	Minutes int           // initiator: thinking time per side for Moves moves
	Moves   int           // initiator: moves per period; 0: the whole game
	Games   int           // 0: 2 as initiator, what the initiator asks as follower
	Depth   int           // 0: the clock decides
	Nodes   uint64        // 0: no limit
	Margin  time.Duration // how far the peer may overrun its clock
	Wait    time.Duration // for a connection or a game request
	Verbose bool          // log every message
}

// CheckAddr refuses the value of flag when its address addr is not
// HOST:PORT with a port number (or a service name) that TCP knows; whether
// anybody can be reached there is the session's to find out.
func CheckAddr(flag, value, addr string) error {
	_, port, err := net.SplitHostPort(addr)
	if err == nil {
		_, err = net.LookupPort("tcp", port)
	}
	if err != nil {
		return fmt.Errorf("bad %s %q: want HOST:PORT, such as %s", flag, value, DefaultAddr)
	}
	return nil
}

// Run connects or listens and plays the session: games as PDN on stdout,
// events, results and the score on stderr. Its errors mean the session
// failed: no connection, or a peer that misbehaved or left.
func (o Session) Run(stdout, stderr io.Writer) error {
	eng := player.New(o.Player, func(msg string) { fmt.Fprintf(stderr, "dxp: %s\n", msg) })
	eng.SetLevel(o.Level)
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
		conn, err := acceptOne(LoopbackDefault(o.Listen), o.Wait, stderr)
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
		err = s.initiate(p, o.Start, o.First, o.Minutes, o.Moves)
	} else {
		err = s.follow(p, o.Wait)
	}
	fmt.Fprintf(stderr, "dxp: %s against %s\n", s.score(), p.who())
	return err
}

// LoopbackDefault completes a listen address without a host to loopback:
// "27531" and ":27531" listen on 127.0.0.1, never on every interface.
func LoopbackDefault(addr string) string {
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
