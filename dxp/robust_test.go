// A raw TCP peer that misbehaves: garbage, truncated and illegal messages,
// stalls and disconnects. Our side must log, score, close and not hang.

package dxp

import (
	"bufio"
	"errors"
	"io"
	"net"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// raw is the test's end of a connection, speaking DXP by hand.
type raw struct {
	t *testing.T
	c net.Conn
	r *bufio.Reader
}

func dialRaw(t *testing.T, addr string) *raw {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return &raw{t: t, c: c, r: bufio.NewReader(c)}
}

// send writes s as is: the caller adds the NUL terminator or leaves it out.
func (r *raw) send(s string) {
	r.t.Helper()
	if _, err := r.c.Write([]byte(s)); err != nil {
		r.t.Fatal(err)
	}
}

// recv reads one message and checks its start.
func (r *raw) recv(prefix string) string {
	r.t.Helper()
	r.c.SetReadDeadline(time.Now().Add(5 * time.Second))
	s, err := r.r.ReadString(0)
	if err != nil {
		r.t.Fatalf("waiting for %q: %v", prefix, err)
	}
	s = strings.TrimSuffix(s, "\x00")
	if !strings.HasPrefix(s, prefix) {
		r.t.Fatalf("got %q, want %q...", s, prefix)
	}
	return s
}

// closed reads to the end of the connection and returns what came.
func (r *raw) closed() []string {
	r.t.Helper()
	r.c.SetReadDeadline(time.Now().Add(5 * time.Second))
	var got []string
	for {
		s, err := r.r.ReadString(0)
		if errors.Is(err, io.EOF) || errors.Is(err, syscall.ECONNRESET) {
			return got // a reset when our side closed with input unread
		}
		if err != nil {
			r.t.Fatalf("the connection stayed open (got %q): %v", got, err)
		}
		got = append(got, strings.TrimSuffix(s, "\x00"))
	}
}

// request asks our follower for a game in which it plays follower.
func request(follower string) string { return "R01" + pad("raw") + follower + "001075A\x00" }

// TestFollowerFaults plays a raw initiator against our follower.
func TestFollowerFaults(t *testing.T) {
	tests := []struct {
		name    string
		stall   time.Duration
		peer    func(r *raw) // the raw initiator's part
		wantErr error        // what the follower session returns
		scored  bool         // the game was scored, as our win, and E sent
		log     string
	}{
		{name: "garbage instead of a request", wantErr: ErrMalformed, log: "unknown message type",
			peer: func(r *raw) { r.send("Xgarbage\x00") }},
		{name: "no NUL within the limit", wantErr: ErrMalformed, log: "no NUL byte",
			peer: func(r *raw) { r.send(strings.Repeat("C", maxMessage+10)) }},
		{name: "truncated move", wantErr: ErrMalformed, scored: true, log: "too short",
			peer: func(r *raw) {
				r.send(request("Z"))
				r.recv("A")
				r.send("M0001322\x00")
			}},
		{name: "illegal move", wantErr: ErrIllegal, scored: true, log: "illegal move 16-21",
			peer: func(r *raw) {
				r.send(request("Z"))
				r.recv("A")
				r.send("M0001162100\x00")
			}},
		{name: "move out of turn", wantErr: ErrUnexpected, scored: true, log: "unexpected message",
			peer: func(r *raw) {
				r.send(request("Z"))
				r.recv("A")
				r.send("A" + pad("raw") + "0\x00")
			}},
		{name: "disconnect mid-game", wantErr: ErrClosed, scored: true, log: "connection lost",
			peer: func(r *raw) {
				r.send(request("Z"))
				r.recv("A")
				r.send("M0001322800\x00")
				r.recv("M")
				r.c.Close()
			}},
		{name: "disconnect inside a message", wantErr: ErrClosed, scored: true, log: "in the middle of a message \"M00\"",
			peer: func(r *raw) {
				r.send(request("W"))
				r.recv("A")
				r.recv("M")
				r.send("M00")
				r.c.Close()
			}},
		{name: "stall", stall: 300 * time.Millisecond, wantErr: ErrTimeout, scored: true, log: "no message within 300ms",
			peer: func(r *raw) {
				r.send(request("Z"))
				r.recv("A")
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			addr, done := startFollower(t, "us", 0, tc.stall)
			r := dialRaw(t, addr)
			tc.peer(r)
			var after []string
			if !strings.HasPrefix(tc.name, "disconnect") {
				after = r.closed()
			}
			res := wait(t, done)
			if !errors.Is(res.err, tc.wantErr) {
				t.Fatalf("session error %v, want %v\nlog:\n%s", res.err, tc.wantErr, res.log)
			}
			if !strings.Contains(res.log, tc.log) && !strings.Contains(res.err.Error(), tc.log) {
				t.Fatalf("neither the log nor the error %q mentions %q\nlog:\n%s", res.err, tc.log, res.log)
			}
			if !tc.scored {
				return
			}
			if res.s.done != 1 || res.s.wins != 1 || !strings.Contains(res.log, "scored as a loss for raw") {
				t.Fatalf("score %s\nlog:\n%s", res.s.score(), res.log)
			}
			if !strings.Contains(res.pdn, `[Result "`) {
				t.Fatalf("no PDN for the forfeited game:\n%s", res.pdn)
			}
			if !strings.HasPrefix(tc.name, "disconnect") && (len(after) != 1 || after[0] != "E31") {
				t.Fatalf("after the fault the follower sent %q, want E31 then close", after)
			}
		})
	}
}

// TestFollowerChatBackEnd checks the friendly messages mid-game: chat is
// logged, a take-back is refused with K1, and the initiator's E is
// answered and scored.
func TestFollowerChatBackEnd(t *testing.T) {
	addr, done := startFollower(t, "us", 0, 0)
	r := dialRaw(t, addr)
	r.send(request("Z"))
	r.recv("A" + pad("us") + "0")
	r.send("Chello there\x00")
	r.send("B001W\x00")
	r.recv("K1")
	r.send("M0003322800\x00")
	r.recv("M")
	r.send("E21\x00")
	r.recv("E21")
	r.c.Close()
	res := wait(t, done)
	if res.err != nil || res.s.done != 1 || res.s.draws != 1 {
		t.Fatalf("error %v, score %s\n%s", res.err, res.s.score(), res.log)
	}
	for _, want := range []string{`chat from raw: "hello there"`, "refusing a take-back", "raw ended the game: draw", "ended the session after 1 game"} {
		if !strings.Contains(res.log, want) {
			t.Errorf("log lacks %q:\n%s", want, res.log)
		}
	}
}

// TestFollowerDeclines checks the requests our follower refuses: another
// protocol version, and a game without thinking time.
func TestFollowerDeclines(t *testing.T) {
	addr, done := startFollower(t, "us", 0, 0)
	r := dialRaw(t, addr)
	r.send("R02" + pad("raw") + "Z001075A\x00")
	r.recv("A" + pad("us") + "1")
	r.send("R01" + pad("raw") + "Z000075A\x00")
	r.recv("A" + pad("us") + "2")
	r.send("E01\x00")
	if got := r.closed(); len(got) != 0 {
		t.Fatalf("after the stop code the follower sent %q", got)
	}
	if res := wait(t, done); res.err != nil || res.s.done != 0 {
		t.Fatalf("error %v, %d games\n%s", res.err, res.s.done, res.log)
	}
}

// startRawFollower listens for our initiator and runs the test's part.
func startRawFollower(t *testing.T, part func(r *raw)) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		part(&raw{t: t, c: c, r: bufio.NewReader(c)})
	}()
	return ln.Addr().String()
}

// TestInitiatorFaults plays our initiator against a raw follower. The raw
// side only reads and writes (no t.Fatal off the test goroutine).
func TestInitiatorFaults(t *testing.T) {
	read := func(r *raw) string {
		r.c.SetReadDeadline(time.Now().Add(5 * time.Second))
		s, _ := r.r.ReadString(0)
		return s
	}
	tests := []struct {
		name    string
		part    func(r *raw)
		wantErr error
		scored  bool
	}{
		{"short accept", func(r *raw) { read(r); r.c.Write([]byte("Araw\x00")); read(r) }, ErrMalformed, false},
		{"declined", func(r *raw) { read(r); r.c.Write([]byte("A" + pad("raw") + "2\x00")); read(r) }, nil, false},
		{"stall after accepting", func(r *raw) {
			read(r)
			r.c.Write([]byte("A" + pad("raw") + "0\x00"))
			read(r) // our first move
			read(r) // our E when we give up
		}, ErrTimeout, true},
		{"stop before accepting", func(r *raw) { read(r); r.c.Write([]byte("E01\x00")); read(r) }, ErrStop, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			addr := startRawFollower(t, tc.part)
			res := runInitiator(t, addr, "us", 2, movegen.StartPosition(intl), movegen.White, 300*time.Millisecond)
			var declined *DeclinedError
			switch {
			case tc.wantErr == nil && !errors.As(res.err, &declined):
				t.Fatalf("error %v, want a DeclinedError", res.err)
			case tc.wantErr != nil && !errors.Is(res.err, tc.wantErr):
				t.Fatalf("error %v, want %v\n%s", res.err, tc.wantErr, res.log)
			}
			if tc.scored && (res.s.done != 1 || res.s.wins != 1) {
				t.Fatalf("score %s\n%s", res.s.score(), res.log)
			}
			if !tc.scored && res.s.done != 0 {
				t.Fatalf("%d games scored", res.s.done)
			}
		})
	}
}
