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
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
	openingset "github.com/damaengine/damaengine/openings"
)

// buildDir holds the programs the tests build.
var buildDir string

// program is a package of the module built once, on first use, into
// buildDir.
type program struct {
	pkg, name string
	once      sync.Once
	path      string
	err       error
}

// Programs the tests run: the fake Hub engine, the fake engine of the
// first Hub protocol and damaengine itself.
var (
	fakeProgram = &program{pkg: "./match/testdata/fakeengine", name: "fakeengine"}
	hub1Program = &program{pkg: "./match/testdata/hub1engine", name: "hub1engine"}
	damaProgram = &program{pkg: "./cmd/damaengine", name: "damaengine"}
)

// get returns the program's path, building it the first time, and fails
// the test when it cannot be built.
func (p *program) get(t *testing.T) string {
	t.Helper()
	p.once.Do(func() { p.path, p.err = goBuild(p.pkg, p.name) })
	if p.err != nil {
		t.Fatal(p.err)
	}
	return p.path
}

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
	return fakeProgram.get(t)
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

// commandConfig is the configuration the match command gives by default
// (cmd/damaengine: seed 1, a 0.1 s time margin, minute-long waits) for
// the engines specs and the time control tc, both as the command line
// writes them, with n games.
func commandConfig(t *testing.T, v movegen.Variant, tc string, n int, specs ...string) Config {
	t.Helper()
	cfg := Config{Variant: v, Games: n, Concurrency: 1, Seed: 1, TimeMargin: 100 * time.Millisecond,
		Timeout: time.Minute, StartTimeout: time.Minute, Event: "damaengine match", Site: "?"}
	if len(specs) != 2 {
		t.Fatalf("%d engine specs", len(specs))
	}
	for i, s := range specs {
		var err error
		if cfg.Engines[i], err = ParseEngineSpec(s, EngineSpec{}); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	var err error
	if cfg.TC, err = ParseTimeControl(tc); err != nil {
		t.Fatalf("%s: %v", tc, err)
	}
	return cfg
}

// fakeMatch is a match between the fake engine as a and as b, each
// spec's items after its name, at depth 1, n games.
func fakeMatch(t *testing.T, a, b string, n int) Config {
	eng := fakeEngine(t)
	return commandConfig(t, movegen.Italian, "depth=1", n,
		strings.TrimSpace("cmd="+eng+" name=a "+a), strings.TrimSpace("cmd="+eng+" name=b "+b))
}

// play plays cfg with its files as the match command does and returns
// its stdout, its stderr and its error.
func play(cfg Config, out Outputs) (stdout, stderr string, err error) {
	var o, errOut bytes.Buffer
	err = Play(context.Background(), cfg, out, &o, &errOut)
	return o.String(), errOut.String(), err
}

// loadOpenings reads an opening file of variant v.
func loadOpenings(t *testing.T, path string, v movegen.Variant) []movegen.Position {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	list, err := openingset.Load(f, path, v)
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// badInput reports whether err blames the user's input (exit status 2).
func badInput(err error) bool {
	var bad interface{ BadInput() bool }
	return errors.As(err, &bad) && bad.BadInput()
}
