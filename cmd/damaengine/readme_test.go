// The README's commands, run as a user runs them: the built binary, from a
// folder laid out like the repository root.

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// readmeLimits are the shorter limits the test puts in place of the
// README's: the same commands, seconds instead of hours.
var readmeLimits = map[string]string{
	"--depth":     "4",
	"--move-time": "0.05",
	"--games":     "2",
	"--tc":        "nodes=300",
	"--pieces":    "3",
	"--positions": "20",
	"--nodes":     "2000",
}

// readmeAdded are flags the test adds to a command whose README form runs
// long, by the command's name.
var readmeAdded = map[string][]string{
	"bench":     {"--depth", "4"},
	"tune gen":  {"--nodes", "300"},
	"tune spsa": {"--iterations", "1", "--pairs", "1"},
	"dxp":       {"--games", "1", "--depth", "2"},
}

// readmeCommands returns the `./damaengine` lines of README.md's indented
// blocks, continuation lines joined and comments cut, as argument lists
// (without ./damaengine), and the Hub session of the first screen.
func readmeCommands(t *testing.T) (commands [][]string, hubSession []string) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(raw), "\n")
	for i := 0; i < len(lines); i++ {
		line, ok := strings.CutPrefix(lines[i], "    ")
		if !ok {
			continue
		}
		line = strings.TrimSpace(line)
		if line == "make build && ./damaengine" {
			for i+2 < len(lines) && strings.HasPrefix(lines[i+2], "    ") {
				hubSession = append(hubSession, strings.TrimSpace(lines[i+2]))
				i++
			}
			continue
		}
		if !strings.HasPrefix(line, "./damaengine") {
			continue
		}
		for strings.HasSuffix(line, `\`) && i+1 < len(lines) {
			i++
			line = strings.TrimSuffix(line, `\`) + " " + strings.TrimSpace(lines[i])
		}
		line, _, _ = strings.Cut(line, "#")
		commands = append(commands, strings.Fields(line)[1:])
	}
	if len(commands) < 10 || len(hubSession) == 0 {
		t.Fatalf("README.md: %d commands and a Hub session of %d lines; the test expects the Commands section and the first screen",
			len(commands), len(hubSession))
	}
	return commands, hubSession
}

// shortened puts readmeLimits and readmeAdded into args.
func shortened(args []string) []string {
	out := append([]string(nil), args...)
	for i := 0; i+1 < len(out); i++ {
		if v, ok := readmeLimits[out[i]]; ok {
			out[i+1] = v
		}
	}
	name := ""
	if len(out) > 0 {
		name = out[0]
	}
	if len(out) > 1 && (name == "tune" || name == "match") {
		name += " " + out[1]
	}
	return append(out, readmeAdded[name]...)
}

// TestReadmeCommands runs every command of the README with the built
// binary in a folder holding it as ./damaengine and the project's
// openings/ and eval/ (the shipped weights): each must exit 0 and print
// something. A README command that no longer parses, or a path a fresh
// clone lacks, fails here.
func TestReadmeCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and plays games; run without -short")
	}
	commands, session := readmeCommands(t)
	dir := t.TempDir()
	if err := os.Symlink(testBinary(t), filepath.Join(dir, "damaengine")); err != nil {
		t.Fatal(err)
	}
	for _, shipped := range []string{"openings", "eval"} {
		path, err := filepath.Abs(filepath.Join("..", "..", shipped))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(path, filepath.Join(dir, shipped)); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range commands {
		args := shortened(args)
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var out string
			switch {
			case len(args) == 0 || args[0] == "hub":
				out = runHubSession(t, dir, args, session)
			case args[0] == "dxp":
				out = runDXPPair(t, dir, args)
			case args[0] == "web":
				out = runWebServer(t, dir, args)
			default:
				out = runIn(t, dir, "", args...)
			}
			if strings.TrimSpace(out) == "" {
				t.Fatalf("printed nothing")
			}
		})
	}
}

// runIn runs ./damaengine args in dir with stdin and returns its stdout;
// it fails the test unless the command exits 0 within two minutes.
func runIn(t *testing.T, dir, stdin string, args ...string) string {
	t.Helper()
	cmd := exec.Command("./damaengine", args...)
	cmd.Dir, cmd.Stdin = dir, strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(2*time.Minute, func() { cmd.Process.Kill() })
	defer timer.Stop()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("%v: %v\nstderr: %s", args, err, errOut.String())
	}
	return out.String()
}

// runHubSession types the README's first-screen session (with its move time
// shortened) into the Hub engine, waits for the search's done line and
// quits; it returns what the engine printed.
func runHubSession(t *testing.T, dir string, args, session []string) string {
	t.Helper()
	cmd := exec.Command("./damaengine", args...)
	cmd.Dir = dir
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	for _, line := range session {
		if strings.HasPrefix(line, "level move-time=") {
			line = "level move-time=" + readmeLimits["--move-time"]
		}
		fmt.Fprintln(in, line)
	}
	var got strings.Builder
	sc := bufio.NewScanner(stdout)
	done := make(chan bool, 1)
	go func() {
		for sc.Scan() {
			got.WriteString(sc.Text() + "\n")
			if strings.HasPrefix(sc.Text(), "done move=") {
				done <- true
				io.Copy(io.Discard, stdout)
				return
			}
		}
		done <- false
	}()
	select {
	case ok := <-done:
		if !ok {
			t.Fatalf("the engine ended without a done line")
		}
	case <-time.After(time.Minute):
		t.Fatalf("no done line within a minute")
	}
	fmt.Fprintln(in, "quit")
	if err := cmd.Wait(); err != nil {
		t.Fatalf("after quit: %v", err)
	}
	return got.String()
}

// onFreePort returns a free loopback address and a copy of args whose
// --listen value is that address.
func onFreePort(t *testing.T, args []string) (string, []string) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	args = append([]string(nil), args...)
	for i := range args {
		if args[i] == "--listen" && i+1 < len(args) {
			args[i+1] = addr
		}
	}
	return addr, args
}

// runDXPPair runs the README's DXP follower on a free port with an
// initiator of our own connecting to it (one short game); it returns the
// follower's output.
func runDXPPair(t *testing.T, dir string, args []string) string {
	t.Helper()
	addr, args := onFreePort(t, args)
	peer := make(chan string, 1)
	go func() {
		// The follower may take a while to listen on a loaded machine:
		// the initiator tries again while the connection is refused.
		deadline := time.Now().Add(30 * time.Second)
		for {
			time.Sleep(500 * time.Millisecond)
			cmd := exec.Command("./damaengine", "dxp", "--connect", addr, "--games", "1", "--depth", "2", "--time", "1")
			cmd.Dir = dir
			out, err := cmd.CombinedOutput()
			switch {
			case err == nil:
				peer <- ""
			case strings.Contains(string(out), "refused") && time.Now().Before(deadline):
				continue
			default:
				peer <- fmt.Sprintf("initiator: %v\n%s", err, out)
			}
			return
		}
	}()
	out := runIn(t, dir, "", args...)
	if msg := <-peer; msg != "" {
		t.Fatal(msg)
	}
	return out
}

// runWebServer runs the README's web command on a free port, fetches the
// page's state from it and stops it; it returns what the command printed.
func runWebServer(t *testing.T, dir string, args []string) string {
	t.Helper()
	addr, args := onFreePort(t, args)
	cmd := exec.Command("./damaengine", args...)
	cmd.Dir = dir
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer cmd.Process.Kill()
	first, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("web printed no address: %v", err)
	}
	res, err := http.Get("http://" + addr + "/api/state")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !bytes.Contains(body, []byte(`"variant"`)) {
		t.Fatalf("GET /api/state: %d %s", res.StatusCode, body)
	}
	return first
}
