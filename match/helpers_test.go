// Test helpers: the fake Hub engine, built once, and short matches
// against it.

package match

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

var (
	fakeOnce sync.Once
	fakePath string
	fakeErr  error
	buildDir string
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "match-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	buildDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// goBuild builds the package at pkg (relative to the module root) into the
// test's build directory.
func goBuild(pkg, name string) (string, error) {
	out := filepath.Join(buildDir, name)
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = ".."
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %s: %v\n%s", pkg, err, msg)
	}
	return out, nil
}

// fakeEngine returns the path of the fake engine, building it once.
func fakeEngine(t *testing.T) string {
	t.Helper()
	fakeOnce.Do(func() { fakePath, fakeErr = goBuild("./match/testdata/fakeengine", "fakeengine") })
	if fakeErr != nil {
		t.Fatal(fakeErr)
	}
	return fakePath
}

// fake returns a spec of the fake engine with options "key=value".
func fake(t *testing.T, name string, opts ...string) EngineSpec {
	e := EngineSpec{Name: name, Cmd: fakeEngine(t)}
	for _, o := range opts {
		k, v, _ := strings.Cut(o, "=")
		e.Options = append(e.Options, Option{k, v})
	}
	return e
}

// fakeConfig is a small match between two fakes at depth 1.
func fakeConfig(a, b EngineSpec, games int) Config {
	return Config{Variant: movegen.Italian, Engines: [2]EngineSpec{a, b}, TC: TimeControl{Depth: 1},
		Games: games, StartTimeout: 10 * time.Second, Timeout: 10 * time.Second, StopGrace: 300 * time.Millisecond}
}

// runMatch runs cfg and fails the test on an error; it returns the report
// and the PDN written.
func runMatch(t *testing.T, cfg Config) (*Report, string) {
	t.Helper()
	var games, progress bytes.Buffer
	cfg.PDN, cfg.Progress = &games, &progress
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	r, err := Run(ctx, cfg)
	if err != nil {
		t.Fatalf("Run: %v\nprogress:\n%s", err, progress.String())
	}
	if r.Interrupted {
		t.Fatalf("match interrupted (timeout)\nprogress:\n%s", progress.String())
	}
	return r, games.String()
}

// mustFEN parses a FEN or fails the test.
func mustFEN(t *testing.T, v movegen.Variant, fen string) movegen.Position {
	t.Helper()
	p, err := movegen.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// given returns a Command.Given that knows the flags named.
func given(flags ...string) func(string) bool {
	return func(f string) bool { return slices.Contains(flags, f) }
}

// fakeCommand is a match command between the fake engine as a and as b,
// each spec's items after its name, at depth 1.
func fakeCommand(t *testing.T, a, b string) Command {
	eng := fakeEngine(t)
	c := NewCommand()
	c.Engines = []string{strings.TrimSpace("cmd=" + eng + " name=a " + a), strings.TrimSpace("cmd=" + eng + " name=b " + b)}
	c.TC = "depth=1"
	return c
}

// runCommand runs c as the match command does and returns its stdout,
// its stderr and its error.
func runCommand(c Command) (stdout, stderr string, err error) {
	var out, errOut bytes.Buffer
	err = c.Run(context.Background(), &out, &errOut)
	return out.String(), errOut.String(), err
}

// badInput reports whether err blames the user's input (exit status 2).
func badInput(err error) bool {
	var bad interface{ BadInput() bool }
	return errors.As(err, &bad) && bad.BadInput()
}
