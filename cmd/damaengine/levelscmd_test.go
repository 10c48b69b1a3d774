package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// TestLevelsCalibrateResumes plays a shard of a small calibration (the
// random mover against the Material player, and a pairing far up the
// ladder), keeps its games, plays nothing when run again, plays only the
// game a kill cut short; levels fit of a directory without games says so.
func TestLevelsCalibrateResumes(t *testing.T) {
	dir := t.TempDir()
	bin, games := testBinary(t), filepath.Join(dir, "games")
	calibrate := func() string {
		t.Helper()
		var stderr bytes.Buffer
		cmd := exec.Command(bin, "levels", "calibrate", "--variant", "dameo", "--dir", games,
			"--near", "2", "--far", "0", "--shard", "1/12", "--concurrency", "1")
		cmd.Stderr = &stderr
		if out, err := cmd.Output(); err != nil || !strings.Contains(string(out), "shard 1/12 played") {
			t.Fatalf("levels calibrate: %v\n%s\n%s", err, out, stderr.String())
		}
		return stderr.String()
	}
	first := calibrate()
	pdn := filepath.Join(games, "dameo", "random-vs-material.pdn")
	data, err := os.ReadFile(pdn)
	if err != nil || strings.Count(string(data), "[Event ") != 2 || !strings.Contains(first, "2 of 2 games to play") {
		t.Fatalf("after the first run: %v, %d games in %s; stderr:\n%s", err, strings.Count(string(data), "[Event "), pdn, first)
	}
	if again := calibrate(); strings.Contains(again, "games to play") {
		t.Fatalf("a finished calibration played again:\n%s", again)
	}
	// A kill in the middle of the second game leaves half of it.
	cut := bytes.LastIndex(data, []byte("[Event "))
	if err := os.WriteFile(pdn, data[:cut+len(data[cut:])/2], 0o644); err != nil {
		t.Fatal(err)
	}
	if resumed := calibrate(); !strings.Contains(resumed, "rung random against rung material, 1 of 2 games to play") {
		t.Fatalf("after a cut game:\n%s", resumed)
	}
	empty := filepath.Join(dir, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "levels", "fit", "--variant", "dameo", "--dir", empty).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "no reference rung has played") {
		t.Fatalf("levels fit of a directory without games: %v\n%s", err, out)
	}
}

// TestLevelsList lists the levels on offer and every rung with --all.
func TestLevelsList(t *testing.T) {
	var out, errOut strings.Builder
	if code := run([]string{"levels", "--variant", "italian"}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("levels: exit %d, %s", code, errOut.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if want := len(player.Levels(movegen.Italian)) + 1; len(lines) != want || !strings.Contains(out.String(), "nodes a move") {
		t.Errorf("levels printed %d lines, want %d:\n%s", len(lines), want, out.String())
	}
	out.Reset()
	if code := run([]string{"levels", "--all"}, strings.NewReader(""), &out, &errOut); code != 0 ||
		!strings.Contains(out.String(), "a random legal move") {
		t.Errorf("levels --all: exit %d:\n%s", code, out.String())
	}
}

// TestLevelsCalibratePool plays a small pool (the weakest rung against the
// Material player, the references of other designs and an outside engine
// given on the command line: this binary playing a pool reference under
// another name) into DIR/VARIANT/pool, and plays nothing when run again.
func TestLevelsCalibratePool(t *testing.T) {
	dir := t.TempDir()
	bin, games := testBinary(t), filepath.Join(dir, "games")
	calibrate := func() string {
		t.Helper()
		var stderr bytes.Buffer
		cmd := exec.Command(bin, "levels", "calibrate", "--variant", "dameo", "--dir", games,
			"--near", "0", "--pool", "2", "--up-to", "0", "--concurrency", "1",
			"--opponent", "cmd="+bin+" name=outside-m4 arg=hub option.ladder-rung=mobility-4")
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		// The fit of four two-game pairings may find every player
		// unbounded; the games are what is checked here.
		if err != nil && !strings.Contains(stderr.String(), "levels calibrate: dameo:") {
			t.Fatalf("levels calibrate: %v\n%s\n%s", err, out, stderr.String())
		}
		return stderr.String()
	}
	first := calibrate()
	opponents := []string{"material", "mobility-2", "mobility-4", "outside-m4"}
	for _, o := range opponents {
		pdn := filepath.Join(games, "dameo", "pool", "0-vs-"+o+".pdn")
		data, err := os.ReadFile(pdn)
		if err != nil || strings.Count(string(data), "[Event ") != 2 || !strings.Contains(string(data), `"rung-0"`) {
			t.Fatalf("%s: %v, %d games; stderr:\n%s", pdn, err, strings.Count(string(data), "[Event "), first)
		}
	}
	if !strings.Contains(first, "rung 0 against outside-m4, 2 games to play") {
		t.Errorf("the first run said:\n%s", first)
	}
	if again := calibrate(); strings.Contains(again, "games to play") {
		t.Fatalf("a finished pool played again:\n%s", again)
	}
}
