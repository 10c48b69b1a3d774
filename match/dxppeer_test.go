// A scripted DXP follower for the tests, built on package dxp: it plays
// the first legal move, and in the games its script names it misbehaves
// at its second move.

package match

import (
	"errors"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/damaengine/damaengine/dxp"
	"github.com/damaengine/damaengine/movegen"
)

// Faults of the scripted peer.
const (
	faultGarbage    = "garbage"    // a message of an unknown type
	faultDisconnect = "disconnect" // the connection closes mid-game
	faultIllegal    = "illegal"    // a well-formed move from square 1 to 2
	faultClaim      = "claim"      // E: draw, in a game that goes on
	faultResign     = "resign"     // E: I lose
	faultStall      = "stall"      // no move: it waits for the connection to close
)

// scriptedPeer listens on 127.0.0.1:0 and serves one connection at a time.
type scriptedPeer struct {
	ln     net.Listener
	script map[int]string // game number, from 1, to its fault
	once   bool           // accept one connection only
	games  atomic.Int32
	conns  atomic.Int32
	wg     sync.WaitGroup
}

// startScriptedPeer starts the peer; it stops with the test.
func startScriptedPeer(t *testing.T, script map[int]string, once bool) *scriptedPeer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &scriptedPeer{ln: ln, script: script, once: once}
	s.wg.Go(func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			s.conns.Add(1)
			if s.once {
				ln.Close()
			}
			s.serve(conn)
		}
	})
	t.Cleanup(func() {
		ln.Close()
		s.wg.Wait()
	})
	return s
}

func (s *scriptedPeer) addr() string { return s.ln.Addr().String() }

// serve plays the games requested on conn until the initiator stops or a
// fault ends the connection.
func (s *scriptedPeer) serve(conn net.Conn) {
	p := dxp.NewPeer(conn, dxp.Config{Name: "scripted"})
	defer p.Close()
	for {
		req, err := p.WaitGameRequest(10 * time.Second)
		if err != nil || p.AcceptGame(req) != nil {
			return
		}
		if !s.play(p, conn, s.script[int(s.games.Add(1))]) {
			return
		}
	}
}

// play plays one game and reports whether the connection goes on.
func (s *scriptedPeer) play(p *dxp.Peer, conn net.Conn, fault string) bool {
	moves := 0
	for {
		g := p.Game()
		if g.Position().Side != p.Colour() {
			_, _, err := p.ReceiveMove(10 * time.Second)
			var end *dxp.GameEndError
			if errors.As(err, &end) {
				return p.SendGameEnd(dxp.EndUnknown, end.End.Stop) == nil && !end.End.Stop
			}
			if err != nil {
				return false
			}
			continue
		}
		if o := g.Outcome(); o.Over() {
			reason := dxp.EndDraw
			if o.Result != movegen.Draw {
				reason = dxp.EndLoss // the side to move has lost
			}
			return p.SendGameEnd(reason, false) == nil
		}
		if moves++; moves == 2 {
			switch fault {
			case faultGarbage:
				conn.Write([]byte("Xgarbage\x00"))
				return false
			case faultDisconnect:
				return false
			case faultIllegal:
				conn.Write([]byte("M0000010200\x00"))
				return false
			case faultClaim:
				return p.SendGameEnd(dxp.EndDraw, false) == nil
			case faultResign:
				return p.SendGameEnd(dxp.EndLoss, false) == nil
			case faultStall:
				io.Copy(io.Discard, conn)
				return false
			}
		}
		pos := g.Position()
		var l movegen.MoveList
		pos.Generate(&l)
		if p.SendMove(l.Moves[0], 0) != nil {
			return false
		}
	}
}
