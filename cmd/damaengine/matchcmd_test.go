// The match command's flags: every bad value is refused before any game
// with one line on stderr and exit status 2, and the mistakes of the
// command line itself.

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestMatchRejectsBadValues(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	// A program that does not exist: a value accepted by mistake ends in a
	// quick start failure instead of a match.
	eng := filepath.Join(dir, "no-engine")
	empty, comments, one := filepath.Join(dir, "empty.fen"), filepath.Join(dir, "comments.fen"), filepath.Join(dir, "one.fen")
	os.WriteFile(empty, nil, 0o644)
	os.WriteFile(comments, []byte("# nothing\n; here\n\n"), 0o644)
	os.WriteFile(one, []byte("W:W21-32:B1-12\n"), 0o644)
	base := []string{"--engine", "cmd=" + eng, "name=a", "--engine", "cmd=" + eng, "name=b", "--tc", "depth=1"}
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--games", "2", "--concurrency", "0"}, "--concurrency 0: want at least 1"},
		{[]string{"--games", "2", "--concurrency", "-3"}, "--concurrency -3: want at least 1"},
		{[]string{"--games", "0"}, "--games 0: want at least 1"},
		{[]string{"--games", "-4", "--openings", one}, "--games -4: want at least 1"},
		{[]string{"--games", "0", "--openings", one}, "--games 0: want at least 1"},
		{[]string{"--games", "20000000"}, "--games 20000000: want at most"},
		{[]string{"--rounds", "-1", "--openings", one}, "--rounds -1: want at least 1"},
		{[]string{"--rounds", "0", "--games", "2"}, "--rounds 0: want at least 1"},
		{[]string{"--rounds", "2", "--games", "2"}, "--games or --rounds, not both"},
		{[]string{"--games", "2", "--random-plies", "-1"}, "--random-plies -1: want 0 or more"},
		{[]string{"--games", "2", "--random-plies", "201"}, "--random-plies 201: want at most 200"},
		{[]string{"--games", "2", "--max-plies", "-1"}, "--max-plies -1: want 0 or more"},
		{[]string{"--games", "2", "--time-margin", "-1"}, "--time-margin -1: want seconds"},
		{[]string{"--games", "2", "--time-margin", "NaN"}, "--time-margin NaN: want seconds"},
		{[]string{"--games", "2", "--timeout", "0"}, "--timeout 0: want seconds"},
		{[]string{"--games", "2", "--timeout", "NaN"}, "--timeout NaN: want seconds"},
		{[]string{"--games", "2", "--start-timeout", "0"}, "--start-timeout 0: want seconds"},
		{[]string{"--games", "2", "--start-timeout", "+Inf"}, "--start-timeout +Inf: want seconds"},
		{[]string{"--games", "2", "--tc", "time=4000000000:00"}, "bad time control"},
		{[]string{"--games", "2", "--tc", "move-time=-1"}, "bad time control"},
		{[]string{"--games", "2", "--shard", "0/2"}, "bad shard"},
		{[]string{"--games", "2", "--shard", "2/1"}, "bad shard"},
		{[]string{"--games", "4", "--shard", "3/3"}, "shard 3/3 has no games"},
		{[]string{"--games", "2", "--sprt", "elo0=0", "elo1=+Inf"}, "sprt: elo0 and elo1 must be finite"},
		{[]string{"--games", "2", "--sprt", "elo0=-Inf", "elo1=5"}, "sprt: elo0 and elo1 must be finite"},
		{[]string{"--games", "2", "--sprt", "elo0=5", "elo1=0"}, "must be below elo1"},
		{[]string{"--games", "2", "--sprt", "elo0=0", "elo1=5", "alpha=0.6"}, "alpha and beta"},
		{[]string{"--games", "2", "--adjudicate-win", "score=NaN", "moves=2"}, "score: want a score >= 0"},
		{[]string{"--games", "2", "--adjudicate-draw", "score=1", "moves=0"}, "bad adjudication"},
		{[]string{"--games", "2", "--openings", filepath.Join(dir, "missing.fen")}, "missing.fen: no such file"},
		{[]string{"--games", "2", "--openings", empty}, "empty.fen: no positions"},
		{[]string{"--games", "2", "--openings", comments}, "comments.fen: no positions"},
		{[]string{"--games", "2", "--openings", dir}, "is a directory"},
		{[]string{"--games", "2", "--openings", one, "--random-plies", "4"}, "not both"},
		{[]string{"--games", "2", "--pgn", filepath.Join(dir, "no", "games.pdn")}, "no such file"},
		{[]string{"--games", "2", "--json", filepath.Join(dir, "no", "r.json")}, "no such file"},
		{[]string{"--games", "2", "--log", filepath.Join(dir, "no", "log")}, "no such file"},
	} {
		code, _, msg := runArgs(append(append([]string{"match"}, base...), c.args...)...)
		if code != 2 || !strings.Contains(msg, c.msg) || strings.Count(msg, "\n") != 1 || strings.Contains(msg, "Score of") {
			t.Errorf("%q: exit %d, stderr %q; want exit 2 and one line with %q", c.args, code, msg, c.msg)
		}
	}
}

func TestMatchUsageErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--engine", "cmd=x"}, "exactly two --engine"},
		{[]string{"--engine", "cmd=x", "--engine", "cmd=y", "--games", "2"}, "missing time control"},
		{[]string{"--engine", "cmd=x", "--engine", "cmd=y", "--tc", "depth=1"}, "give --games or --rounds"},
		{[]string{"--engine", "cmd=x", "--engine", "cmd=y", "--tc", "depth=x", "--games", "2"}, "bad time control"},
		{[]string{"--engine", "cmd=x", "--engine", "cmd=y", "--tc", "depth=1", "--games", "2", "--shard", "3/2"}, "bad shard"},
		{[]string{"--variant", "chess"}, "unknown variant"},
		{[]string{"--bogus"}, "unknown flag"},
		{[]string{"--tc"}, "flag needs an argument"},
		{[]string{"stray"}, "unexpected argument"},
		{[]string{"merge"}, "damaengine match merge: give the result files"},
		{[]string{"merge", "/nonexistent.json"}, "damaengine match merge: open /nonexistent.json: no such file"},
		{[]string{"check"}, "damaengine match check: no result file"},
		{[]string{"check", "/nonexistent.json"}, "damaengine match check: open /nonexistent.json: no such file"},
	} {
		code, out, msg := runArgs(append([]string{"match"}, c.args...)...)
		if code != 2 || !strings.Contains(msg, c.msg) || strings.Count(msg, "\n") != 1 || out != "" {
			t.Errorf("%q: exit %d, stderr %q; want exit 2 and one line with %q", c.args, code, msg, c.msg)
		}
	}
	for _, args := range [][]string{{"match", "--help"}, {"match", "merge", "--help"}, {"match", "check", "-h"}} {
		if code, out, _ := runArgs(args...); code != 0 || !strings.Contains(out, "Usage:\n  damaengine match") {
			t.Errorf("%q: exit %d\n%s", args, code, out)
		}
	}
	if _, out, _ := runArgs("match", "--help"); !strings.Contains(out, "--adjudicate-win") || !strings.Contains(out, "--cpuprofile") {
		t.Errorf("match --help lacks its flags:\n%s", out)
	}
}

// TestMatchFlagsConfig: without --games each opening is played twice,
// and --each applies its items to both engines before their own.
func TestMatchFlagsConfig(t *testing.T) {
	openings := filepath.Join(t.TempDir(), "open.fen")
	if err := os.WriteFile(openings, []byte("W:W21-32:B1-12\nB:W21-32:B1-12\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f := matchFlags{Variant: "italian", Shard: "1/1", Concurrency: 1, Seed: 1, TimeMargin: 0.1, Timeout: 60, StartTimeout: 60,
		Engines: []string{"cmd=./a name=a", "cmd=./b name=b option.hash=16"}, Each: []string{"option.hash=8 option.book=false"},
		TC: "depth=1", Openings: openings}
	cfg, err := f.config()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Games != 4 || len(cfg.Openings) != 2 {
		t.Errorf("%d games from %d openings, want 4 from 2", cfg.Games, len(cfg.Openings))
	}
	a, b := fmt.Sprint(cfg.Engines[0].Options), fmt.Sprint(cfg.Engines[1].Options)
	if a != "[{hash 8} {book false}]" || b != "[{hash 16} {book false}]" {
		t.Errorf("options %s and %s", a, b)
	}
}
