// Two of our endpoints playing whole games over loopback, through the
// session code and through Command.

package dxp

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// testDepth keeps test games fast, race detector included.
const testDepth = 2

// testEngine is a small engine with the book b and no databases.
func testEngine(b player.Book) *player.Player {
	return player.New(player.Settings{HashMB: 1, Threads: 1, EGDB: player.EGDB{Path: player.EGDBOff}, Book: b,
		Params: player.DefaultSettings().Params}, func(string) {})
}

// newSession returns a session of a small engine searching testDepth.
func newSession(name string, games int, stall time.Duration, log, out io.Writer) *session {
	return &session{
		ours: ours{engine: testEngine(player.Book{}), name: name, depth: testDepth, margin: time.Second, stall: stall, log: log},
		out:  out, games: games,
	}
}

// sessionResult is what a session run in a goroutine left.
type sessionResult struct {
	s        *session
	err      error
	log, pdn string
}

// startFollower listens on an ephemeral loopback port and runs a follower
// session on the first connection, as Main does.
func startFollower(t *testing.T, name string, games int, stall time.Duration) (string, <-chan sessionResult) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan sessionResult, 1)
	go func() {
		var log, pdn bytes.Buffer
		s := newSession(name, games, stall, &log, &pdn)
		conn, err := ln.Accept()
		ln.Close()
		if err == nil {
			p := NewPeer(conn, Config{Name: name, Log: &log})
			err = s.follow(p, 5*time.Second)
			p.Close()
		}
		done <- sessionResult{s, err, log.String(), pdn.String()}
	}()
	return ln.Addr().String(), done
}

// runInitiator connects to addr and plays games from start, our colour
// first, as Main does.
func runInitiator(t *testing.T, addr, name string, games int, start movegen.Position, first movegen.Color, stall time.Duration) sessionResult {
	t.Helper()
	var log, pdn bytes.Buffer
	s := newSession(name, games, stall, &log, &pdn)
	p, err := Dial(addr, Config{Name: name, Log: &log, ReplyTimeout: 5 * time.Second}, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	err = s.initiate(p, start, first, 1, 75)
	p.Close()
	return sessionResult{s, err, log.String(), pdn.String()}
}

func wait(t *testing.T, done <-chan sessionResult) sessionResult {
	t.Helper()
	select {
	case r := <-done:
		return r
	case <-time.After(20 * time.Second):
		t.Fatal("the session did not end")
	}
	return sessionResult{}
}

var (
	comment = regexp.MustCompile(`\{[^}]*\}`)
	tagLine = regexp.MustCompile(`(?m)^\[(White|Black|Result|FEN) .*\]$`)
)

// games splits PDN output into games, keeping the tags both sides agree on
// and the moves, without the comments (each side words the end its way).
func games(pdn string) []string {
	var out []string
	for _, g := range strings.Split(strings.TrimSpace(pdn), "\n\n[") {
		_, moves, _ := strings.Cut(g, "\n\n")
		tags := strings.Join(tagLine.FindAllString(g, -1), "\n")
		out = append(out, tags+"\n"+strings.Join(strings.Fields(comment.ReplaceAllString(moves, "")), " "))
	}
	return out
}

// replay plays the movetext of one of games' games from start.
func replay(t *testing.T, start movegen.Position, game string) *movegen.Game {
	t.Helper()
	g := movegen.NewGame(start)
	for _, tok := range strings.Fields(game[strings.LastIndex(game, "\n")+1:]) {
		if strings.HasSuffix(tok, ".") || tok == "2-0" || tok == "0-2" || tok == "1-1" || tok == "*" {
			continue
		}
		p := g.Position()
		m, err := p.ParseMove(tok)
		if err != nil {
			t.Fatalf("move %q: %v", tok, err)
		}
		g.Play(m)
	}
	return g
}

// TestLoopbackMatch plays two full games between our own initiator and
// follower, colours swapped, and checks that both sides saw the same games
// with the same results, each ended by the rules.
func TestLoopbackMatch(t *testing.T) {
	for _, tc := range []struct {
		name  string
		start movegen.Position
	}{
		{"initial", movegen.StartPosition(intl)},
		{"setup, black to move", mustFEN(t, "B:W27,28,32,33,37,38,42,43,48:B3,8,9,12,13,14,18,19,23")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			addr, done := startFollower(t, "beta", 0, 0)
			ini := runInitiator(t, addr, "alpha", 2, tc.start, movegen.White, 0)
			fol := wait(t, done)
			if ini.err != nil || fol.err != nil {
				t.Fatalf("initiator: %v\n%s\nfollower: %v\n%s", ini.err, ini.log, fol.err, fol.log)
			}
			if ini.s.done != 2 || fol.s.done != 2 {
				t.Fatalf("games played: initiator %d, follower %d", ini.s.done, fol.s.done)
			}
			if ini.s.wins != fol.s.loss || ini.s.loss != fol.s.wins || ini.s.draws != fol.s.draws {
				t.Fatalf("scores disagree: %s / %s", ini.s.score(), fol.s.score())
			}
			a, b := games(ini.pdn), games(fol.pdn)
			if len(a) != 2 || fmt.Sprint(a) != fmt.Sprint(b) {
				t.Fatalf("the sides recorded different games:\n%s\n---\n%s", ini.pdn, fol.pdn)
			}
			for i, g := range a {
				want := []string{"[White \"alpha\"]\n[Black \"beta\"]", "[White \"beta\"]\n[Black \"alpha\"]"}[i]
				if !strings.HasPrefix(g, want) {
					t.Fatalf("game %d: tags\n%s\nwant colours %s", i+1, g, want)
				}
				if over := replay(t, tc.start, g).Outcome(); !over.Over() || !strings.Contains(g, "[Result \""+resultText(over.Result)+"\"]") {
					t.Fatalf("game %d ends %v, recorded as\n%s", i+1, over, g)
				}
			}
			if !strings.Contains(fol.log, "alpha ended the session after 2 games") {
				t.Fatalf("follower log:\n%s", fol.log)
			}
		})
	}
}

// lineWatcher reads what Main writes on stderr.
type lineWatcher struct {
	w    *io.PipeWriter
	addr chan string
	all  chan string
}

// watchStderr returns a writer whose "listening on" address is sent on
// addr, and everything written on all once the writer is closed.
func watchStderr() *lineWatcher {
	r, w := io.Pipe()
	lw := &lineWatcher{w: w, addr: make(chan string, 1), all: make(chan string, 1)}
	go func() {
		var all strings.Builder
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			line := sc.Text()
			all.WriteString(line + "\n")
			if a, ok := strings.CutPrefix(line, "dxp: listening on "); ok {
				lw.addr <- strings.TrimSuffix(a, " as follower")
			}
		}
		lw.all <- all.String()
	}()
	return lw
}

// testSession is a session of a small engine named name: depth 1, 1 MiB,
// the shipped book, as the command's defaults give it otherwise.
func testSession(name string) Session {
	return Session{Listen: DefaultAddr, Name: name, Depth: 1,
		Player: player.Settings{HashMB: 1, Threads: 1, Book: player.Book{On: true, Variety: player.DefaultBookVariety},
			Params: player.DefaultSettings().Params},
		Start: movegen.StartPosition(intl), First: movegen.White, Minutes: 5, Moves: 75,
		Margin: 10 * time.Second, Wait: 10 * time.Minute}
}

// TestSessionBothRoles runs a session twice against itself: one
// listening, one connecting, one game at a small depth.
func TestSessionBothRoles(t *testing.T) {
	lw := watchStderr()
	var folOut bytes.Buffer
	done := make(chan error, 1)
	go func() {
		fol := testSession("follower")
		fol.Listen, fol.Wait = "127.0.0.1:0", 10*time.Second
		done <- fol.Run(&folOut, lw.w)
		lw.w.Close()
	}()
	var addr string
	select {
	case addr = <-lw.addr:
	case <-time.After(10 * time.Second):
		t.Fatal("the follower did not listen")
	}
	var out, errs bytes.Buffer
	ini := testSession("damaengine")
	ini.Connect, ini.Games, ini.First, ini.Minutes, ini.Moves, ini.Verbose = addr, 1, movegen.Black, 1, 0, true
	if err := ini.Run(&out, &errs); err != nil {
		t.Fatalf("initiator: %v\n%s", err, errs.String())
	}
	if err := <-done; err != nil {
		t.Fatalf("follower: %v\n%s", err, <-lw.all)
	}
	folLog := <-lw.all
	a, b := games(out.String()), games(folOut.String())
	if len(a) != 1 || fmt.Sprint(a) != fmt.Sprint(b) || !strings.HasPrefix(a[0], "[White \"follower\"]\n[Black \"damaengine\"]") {
		t.Fatalf("initiator PDN:\n%s\nfollower PDN:\n%s", out.String(), folOut.String())
	}
	if !strings.Contains(errs.String(), "dxp: > \"R01damaengine") || !strings.Contains(errs.String(), "W001000A") {
		t.Fatalf("the trace lacks the game request:\n%s", errs.String())
	}
	if !strings.Contains(folLog, "follower 0.") && !strings.Contains(folLog, "follower 1.") {
		t.Fatalf("follower log lacks the score:\n%s", folLog)
	}
}

// TestRefusedConnectionIsNoBadInput: a well-formed address where nobody
// listens fails the session; it is no mistake in the command line.
func TestRefusedConnectionIsNoBadInput(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	s := testSession("damaengine")
	s.Connect, s.Wait, s.Player.EGDB.Path, s.Player.Book = addr, time.Second, player.EGDBOff, player.Book{}
	err = s.Run(io.Discard, io.Discard)
	var bad interface{ BadInput() bool }
	if err == nil || errors.As(err, &bad) {
		t.Errorf("error %v; want a failure that is not bad input", err)
	}
}

func TestLoopbackDefault(t *testing.T) {
	for in, want := range map[string]string{
		"27531":           "127.0.0.1:27531",
		":27531":          "127.0.0.1:27531",
		"0.0.0.0:27531":   "0.0.0.0:27531",
		"127.0.0.1:27531": "127.0.0.1:27531",
		"[::1]:27531":     "[::1]:27531",
	} {
		if got := LoopbackDefault(in); got != want {
			t.Errorf("LoopbackDefault(%q) = %q, want %q", in, got, want)
		}
	}
}
