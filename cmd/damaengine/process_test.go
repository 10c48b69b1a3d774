// The engine as a GUI runs it: the built binary driven over pipes.

package main

import (
	"bufio"
	"io"
	"net"
	"os/exec"
	"sort"
	"strings"
	"testing"
	"time"
)

// engineProcess is a running damaengine with line access to its output.
type engineProcess struct {
	t     *testing.T
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
}

func startEngine(t *testing.T) *engineProcess {
	t.Helper()
	bin := testBinary(t)
	e := &engineProcess{t: t, cmd: exec.Command(bin), lines: make(chan string, 1024)}
	var err error
	if e.in, err = e.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := e.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := e.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			e.lines <- sc.Text()
		}
		close(e.lines)
	}()
	t.Cleanup(func() { e.cmd.Process.Kill(); e.cmd.Wait() })
	return e
}

func (e *engineProcess) send(line string) {
	if _, err := io.WriteString(e.in, line+"\n"); err != nil {
		e.t.Fatalf("send %q: %v", line, err)
	}
}

// expect reads lines until one starts with prefix, failing after timeout.
func (e *engineProcess) expect(prefix string, timeout time.Duration) string {
	e.t.Helper()
	deadline := time.After(timeout)
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				e.t.Fatalf("engine exited while waiting for %q", prefix)
			}
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-deadline:
			e.t.Fatalf("no %q within %v", prefix, timeout)
		}
	}
}

// TestProcessStopAndSilence: stop during an infinite analysis is answered
// by done within 50 ms (median of several tries), nothing follows done
// until the next go, and quit ends the process.
func TestProcessStopAndSilence(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	e := startEngine(t)
	e.send("hub")
	e.expect("wait", 10*time.Second)
	e.send("init")
	e.expect("ready", 10*time.Second)
	var latencies []time.Duration
	for _, variant := range []string{"italian", "international", "dameo", "italian", "international"} {
		e.send("set-param name=variant value=" + variant)
		e.send("pos start")
		e.send("go analyze")
		e.expect("info", 10*time.Second)
		time.Sleep(100 * time.Millisecond)
		start := time.Now()
		e.send("stop")
		e.expect("done", 5*time.Second)
		latencies = append(latencies, time.Since(start))
		select {
		case l := <-e.lines:
			t.Fatalf("%s: output after done: %q", variant, l)
		case <-time.After(200 * time.Millisecond):
		}
	}
	sort.Slice(latencies, func(i, j int) bool { return latencies[i] < latencies[j] })
	if median := latencies[len(latencies)/2]; median > 50*time.Millisecond {
		t.Errorf("stop answered after %v (median), want within 50ms; all %v", median, latencies)
	}
	e.send("quit")
	done := make(chan error, 1)
	go func() { done <- e.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("exit after quit: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the engine did not exit after quit")
	}
}

// TestProcessDXPGame: two damaengine processes play DXP games over
// loopback, one listening and one connecting; both record the same games.
func TestProcessDXPGame(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := testBinary(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	var followerOut, initiatorOut, followerErr, initiatorErr strings.Builder
	follower := exec.Command(bin, "dxp", "--listen", addr, "--depth", "2", "--hash", "4", "--wait", "20s")
	follower.Stdout, follower.Stderr = &followerOut, &followerErr
	if err := follower.Start(); err != nil {
		t.Fatal(err)
	}
	defer follower.Process.Kill()
	var initiator *exec.Cmd
	for try := 0; try < 50; try++ { // until the follower listens
		time.Sleep(100 * time.Millisecond)
		initiatorOut.Reset()
		initiatorErr.Reset()
		initiator = exec.Command(bin, "dxp", "--connect", addr, "--depth", "2", "--hash", "4", "--games", "2", "--time", "2", "--moves", "0")
		initiator.Stdout, initiator.Stderr = &initiatorOut, &initiatorErr
		if err = initiator.Run(); err == nil || !strings.Contains(initiatorErr.String(), "connect") {
			break
		}
	}
	if err != nil {
		t.Fatalf("initiator: %v\n%s", err, initiatorErr.String())
	}
	if err := follower.Wait(); err != nil {
		t.Fatalf("follower: %v\n%s", err, followerErr.String())
	}
	a, b := initiatorOut.String(), followerOut.String()
	if strings.Count(a, "[Result ") != 2 || strings.Count(b, "[Result ") != 2 {
		t.Fatalf("want 2 games on each side:\ninitiator:\n%s\nfollower:\n%s", a, b)
	}
	if !strings.Contains(movetext(a), " 10. ") && !strings.HasPrefix(movetext(a), "10. ") && !strings.Contains(movetext(a), "\n10. ") {
		t.Errorf("the games are shorter than 10 moves:\n%s", a)
	}
	if movetext(a) != movetext(b) {
		t.Errorf("the two sides recorded different games:\n%s\n---\n%s", a, b)
	}
}

// movetext keeps the lines of PDN games that are not tags (the moves and
// results), which both sides of a DXP game must agree on.
func movetext(pdn string) string {
	var out []string
	for _, line := range strings.Split(pdn, "\n") {
		if line != "" && !strings.HasPrefix(line, "[") {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}
