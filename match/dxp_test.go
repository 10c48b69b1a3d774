// Matches against a DXP peer: our own dxp follower against the real
// damaengine binary through the command line, a scripted peer that
// misbehaves, and the settings a DXP peer cannot play.

package match

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/dxp"
	"github.com/damaengine/damaengine/movegen"
	openingset "github.com/damaengine/damaengine/openings"
	engineplayer "github.com/damaengine/damaengine/player"
)

// dxpFollower runs `damaengine dxp --listen 127.0.0.1:0` in-process at
// depth 1 and returns its address, then its PDN, stderr and error.
func dxpFollower(t *testing.T, name string) (string, func() (string, string, error)) {
	t.Helper()
	r, w := io.Pipe()
	addr := make(chan string, 1)
	stderr := make(chan string, 1)
	go func() {
		var all strings.Builder
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			all.WriteString(sc.Text() + "\n")
			if a, ok := strings.CutPrefix(sc.Text(), "dxp: listening on "); ok {
				addr <- strings.TrimSuffix(a, " as follower")
			}
		}
		stderr <- all.String()
	}()
	var games bytes.Buffer
	done := make(chan error, 1)
	go func() {
		s := dxp.Session{Listen: "127.0.0.1:0", Name: name, Depth: 1, Wait: 30 * time.Second, Margin: 10 * time.Second,
			Player: engineplayer.Settings{HashMB: 1, Threads: 1, Book: engineplayer.Book{On: true, Variety: engineplayer.DefaultBookVariety},
				Params: engineplayer.DefaultSettings().Params}}
		done <- s.Run(&games, w)
		w.Close()
	}()
	select {
	case a := <-addr:
		return a, func() (string, string, error) {
			select {
			case err := <-done:
				return games.String(), <-stderr, err
			case <-time.After(30 * time.Second):
				t.Fatal("the DXP follower did not end")
			}
			return "", "", nil
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the DXP follower did not listen")
	}
	return "", nil
}

// TestDXPPeerMatch plays damaengine (Hub) against our own DXP follower
// through the command line. Both sides must record the same games, every
// game must replay legally and end by the rules or the ply limit, and the
// counts must add up; the follower must see a clean session end.
func TestDXPPeerMatch(t *testing.T) {
	eng := damaengine(t)
	addr, followerDone := dxpFollower(t, "follower")
	dir := t.TempDir()
	pdnPath, jsonPath := filepath.Join(dir, "games.pdn"), filepath.Join(dir, "result.json")
	const games = 4
	c := commandConfig(t, movegen.International, "time=30", games, "cmd="+eng+" name=hub option.hash=16 tc=nodes=1000",
		"dxp="+addr+" name=follower")
	c.Openings = loadOpenings(t, "testdata/international-ballots.fen", movegen.International)
	c.OpeningsName, c.Seed = "testdata/international-ballots.fen", 2
	c.MaxPlies, c.StartTimeout, c.TimeMargin = 150, 20*time.Second, 5*time.Second
	if _, stderr, err := play(c, Outputs{PDN: pdnPath, JSON: jsonPath}); err != nil {
		t.Fatalf("%v\nstderr:\n%s", err, stderr)
	}
	fpdn, flog, ferr := followerDone()
	if ferr != nil || !strings.Contains(flog, "ended the session after 4 games") {
		t.Fatalf("follower: %v\n%s", ferr, flog)
	}

	data, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	r, err := ReadReport(bytes.NewReader(data), jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	terms := 0
	for _, n := range r.Terminations {
		terms += n
	}
	penta := 0
	for _, n := range r.Pentanomial {
		penta += n
	}
	if r.Tally.Games() != games || r.Wins+r.Draws+r.Losses != games || terms != games || penta != games/2 {
		t.Fatalf("%d-%d-%d, %d terminations, %d pairs; want %d games", r.Wins, r.Draws, r.Losses, terms, penta, games)
	}
	// 30 s is rounded up to DXP's whole minute for the peer.
	if r.TimeControl != [2]string{"nodes=1000", "time=60"} || r.Restarts != [2]int{0, 0} {
		t.Errorf("time controls %q, restarts %v", r.TimeControl, r.Restarts)
	}

	text, err := os.ReadFile(pdnPath)
	if err != nil {
		t.Fatal(err)
	}
	ours, err := readPDN(string(text), movegen.International)
	if err != nil {
		t.Fatalf("saved games do not replay: %v", err)
	}
	theirs, err := readPDN(fpdn, movegen.International)
	if err != nil {
		t.Fatalf("the follower's games do not replay: %v\n%s", err, fpdn)
	}
	if len(ours) != games || len(theirs) != games {
		t.Fatalf("%d games saved, the follower saved %d; want %d", len(ours), len(theirs), games)
	}
	points := 0
	for i, g := range ours {
		checkEnding(t, g, movegen.International, 150)
		// The follower saw the same game: colours, start and moves (it
		// may have played one more when the ply limit ended the game on
		// its turn), and the same result.
		f := theirs[i]
		ourMoves, theirMoves := g.game.Moves(), f.game.Moves()
		extra := len(theirMoves) - len(ourMoves)
		if f.tags["White"] != g.tags["White"] || f.tags["Black"] != g.tags["Black"] || f.tags["FEN"] != g.tags["FEN"] ||
			f.result != g.result || extra < 0 || extra > 1 || (extra == 1 && g.tags["Termination"] != TermMaxPlies) {
			t.Errorf("game %d: the follower recorded %v %s, %d moves; we %v %s, %d moves",
				i+1, f.tags, f.result, len(theirMoves), g.tags, g.result, len(ourMoves))
			continue
		}
		for j, m := range ourMoves {
			if theirMoves[j] != m {
				t.Errorf("game %d: ply %d differs", i+1, j+1)
				break
			}
		}
		switch {
		case g.result == "1-1":
			points++
		case (g.result == "2-0") == (g.tags["White"] == "hub"):
			points += 2
		}
	}
	if points != 2*r.Wins+r.Draws {
		t.Errorf("PDN gives hub %d half-points, the report %d", points, 2*r.Wins+r.Draws)
	}
}

// dxpConfig is a match of damaengine (Hub) against a DXP peer at addr.
func dxpConfig(t *testing.T, addr string, games int) Config {
	openings, err := os.Open("testdata/international-ballots.fen")
	if err != nil {
		t.Fatal(err)
	}
	defer openings.Close()
	cfg := Config{Variant: movegen.International, TC: TimeControl{Time: time.Minute}, Games: games,
		MaxPlies: 120, StartTimeout: 10 * time.Second, Timeout: 10 * time.Second, StopGrace: 300 * time.Millisecond,
		Engines: [2]EngineSpec{
			{Name: "hub", Cmd: damaengine(t), Options: []Option{{"hash", "16"}}, TC: &TimeControl{Nodes: 500}},
			{Name: "peer", DXP: addr}}}
	if cfg.Openings, err = openingset.Load(openings, "ballots", movegen.International); err != nil {
		t.Fatal(err)
	}
	return cfg
}

// TestDXPPeerFaults plays a peer that misbehaves in five of six games:
// each fault loses that game with its own termination, the runner
// reconnects where the fault ended the connection, and the match goes on.
func TestDXPPeerFaults(t *testing.T) {
	peer := startScriptedPeer(t, map[int]string{1: faultGarbage, 2: faultDisconnect, 3: faultIllegal, 4: faultClaim, 5: faultResign}, false)
	r, text := runMatch(t, dxpConfig(t, peer.addr(), 6))
	games := checkGames(t, r, text, movegen.International)
	want := []string{TermUnparsable, TermDisconnect, TermIllegal, TermFalseClaim, TermResignation}
	for i, g := range games {
		term := g.tags["Termination"]
		if i == len(want) {
			if o := g.game.Outcome(); term != TermMaxPlies && term != o.Reason.String() {
				t.Errorf("round 6: %s, but the final position says %v", term, o)
			}
			break
		}
		hubWins := (g.result == "2-0") == (g.tags["White"] == "hub")
		if term != want[i] || !hubWins || g.result == "1-1" {
			t.Errorf("round %d: %s %s, want a win for hub by %s", i+1, g.result, term, want[i])
		}
	}
	if r.Tally.Games() != 6 || r.Wins < 5 {
		t.Errorf("%d-%d-%d", r.Wins, r.Draws, r.Losses)
	}
	// Garbage, the disconnect and the illegal move each cost the
	// connection; the claims keep it.
	if n := peer.conns.Load(); n != 4 || r.Restarts != [2]int{0, 3} {
		t.Errorf("%d connections, restarts %v; want 4 and [0 3]", n, r.Restarts)
	}
}

// TestDXPPeerGone: a peer that disconnects and then refuses connections
// loses its game, and the match ends with an error and the finished game
// counted.
func TestDXPPeerGone(t *testing.T) {
	peer := startScriptedPeer(t, map[int]string{1: faultDisconnect}, true)
	var progress bytes.Buffer
	cfg := dxpConfig(t, peer.addr(), 4)
	cfg.Progress = &progress
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	r, err := Run(ctx, cfg)
	if err == nil || !strings.Contains(err.Error(), "cannot connect to the DXP peer") {
		t.Fatalf("Run: %v\n%s", err, progress.String())
	}
	if r == nil || r.Tally.Games() != 1 || r.Wins != 1 || r.Terminations[TermDisconnect] != 1 {
		t.Fatalf("report %+v", r)
	}
}

// TestDXPPlyLimit ends games by --max-plies on either side's turn; on
// the peer's turn it has moved on, and the connection must stay in step
// for the next game.
func TestDXPPlyLimit(t *testing.T) {
	peer := startScriptedPeer(t, nil, false)
	cfg := dxpConfig(t, peer.addr(), 4)
	cfg.MaxPlies = 5 // the openings have Black to move: games 2 and 4 end on the peer's turn
	r, text := runMatch(t, cfg)
	for _, g := range checkGames(t, r, text, movegen.International) {
		if g.tags["Termination"] != TermMaxPlies || g.game.Ply() != 5 {
			t.Errorf("round %s: %s after %d plies", g.tags["Round"], g.tags["Termination"], g.game.Ply())
		}
	}
	if r.Draws != 4 || peer.conns.Load() != 1 || peer.games.Load() != 4 {
		t.Errorf("%d draws, %d connections, %d games requested; want 4, 1, 4", r.Draws, peer.conns.Load(), peer.games.Load())
	}
}

// TestDXPInterrupt stops a match while the peer thinks: the run ends at
// once, without the game.
func TestDXPInterrupt(t *testing.T) {
	peer := startScriptedPeer(t, map[int]string{1: faultStall}, false)
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	start := time.Now()
	r, err := Run(ctx, dxpConfig(t, peer.addr(), 2))
	if err != nil || !r.Interrupted || r.Tally.Games() != 0 || time.Since(start) > 5*time.Second {
		t.Fatalf("Run: %v, report %+v, after %v", err, r, time.Since(start))
	}
}

// TestDXPSettings rejects what a DXP peer cannot play, as bad input.
func TestDXPSettings(t *testing.T) {
	const peer = "dxp=127.0.0.1:27531"
	for _, c := range []struct {
		engines     [2]string
		variant     movegen.Variant
		tc          string
		concurrency int
		want        string
	}{
		{[2]string{"cmd=./x", peer}, movegen.Italian, "time=60", 1, "International draughts only"},
		{[2]string{"cmd=./x", peer}, movegen.International, "time=60", 2, "--concurrency must be 1"},
		{[2]string{"cmd=./x", peer}, movegen.International, "time=60+1", 1, "sudden-death"},
		{[2]string{"cmd=./x", peer}, movegen.International, "moves=40 time=60", 1, "sudden-death"},
		{[2]string{"cmd=./x", peer}, movegen.International, "nodes=1000", 1, "sudden-death"},
		{[2]string{"cmd=./x", peer + " tc=move-time=1"}, movegen.International, "time=60", 1, "sudden-death"},
		{[2]string{"cmd=./x", peer}, movegen.International, "time=60000", 1, "999 minutes"},
		{[2]string{"cmd=./x", peer + " option.hash=1"}, movegen.International, "time=60", 1, "takes no cmd"},
		{[2]string{"cmd=./x", "dxp=localhost"}, movegen.International, "time=60", 1, "want HOST:PORT"},
		{[2]string{"dxp=127.0.0.1:1", "dxp=127.0.0.1:2"}, movegen.International, "time=60", 1, "only one engine"},
	} {
		cfg, err := dxpSettingsConfig(c.engines, c.variant, c.tc)
		var stdout, stderr string
		if err == nil {
			cfg.Concurrency = c.concurrency
			stdout, stderr, err = play(cfg, Outputs{})
		}
		if !badInput(err) || !strings.Contains(err.Error(), c.want) || stdout+stderr != "" {
			t.Errorf("%+v: error %v, output %q; want bad input about %q", c, err, stdout+stderr, c.want)
		}
	}
}

// dxpSettingsConfig is the match of two engine specs in variant v at the
// time control tc, 2 games, as the command line gives it; the first error
// of reading them.
func dxpSettingsConfig(specs [2]string, v movegen.Variant, tc string) (Config, error) {
	cfg := Config{Variant: v, Games: 2, Seed: 1, TimeMargin: 100 * time.Millisecond, Timeout: time.Minute, StartTimeout: time.Minute}
	var err error
	for i, s := range specs {
		if cfg.Engines[i], err = ParseEngineSpec(s, EngineSpec{}); err != nil {
			return cfg, inputError{err}
		}
	}
	if cfg.TC, err = ParseTimeControl(tc); err != nil {
		return cfg, inputError{err}
	}
	return cfg, nil
}

func TestDXPMinutes(t *testing.T) {
	for secs, want := range map[float64]int{1: 1, 59.5: 1, 60: 1, 60.001: 2, 90: 2, 120: 2, 121: 3} {
		if got := dxpMinutes(TimeControl{Time: time.Duration(secs * float64(time.Second))}); got != want {
			t.Errorf("time=%g: %d minutes, want %d", secs, got, want)
		}
	}
}
