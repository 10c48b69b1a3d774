// Whole runs against the fake engine: the SPRT stop, shards merged back
// into the whole match, start failures, interruption, and the Command the
// command line runs with MergeFiles.

package match

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/shard"
)

func TestSPRTStopsTheMatch(t *testing.T) {
	t.Parallel()
	// b loses every game at once, so every pair is WW for a. With
	// elo1 = 200 (s1 = 0.7597) each WW pair adds about log(s1/s0) = 0.42 to
	// the LLR: H1 is accepted after 8 pairs, long before 100 games.
	cfg := fakeConfig(fake(t, "a"), fake(t, "b", "mode=illegal"), 100)
	cfg.Concurrency = 2
	cfg.SPRT = &SPRT{Elo0: 0, Elo1: 200, Alpha: 0.05, Beta: 0.05}
	r, pdnText := runMatch(t, cfg)
	if r.Stopped != "sprt: H1 accepted" || r.SPRT == nil || r.SPRT.Decision != "H1 accepted" {
		t.Fatalf("stopped %q, sprt %+v", r.Stopped, r.SPRT)
	}
	if r.SPRT.LLR < r.SPRT.Upper {
		t.Errorf("LLR %.3f below the upper bound %.3f", r.SPRT.LLR, r.SPRT.Upper)
	}
	if n := r.Tally.Games(); n >= 30 || n < 16 || r.Losses != 0 || r.Draws != 0 {
		t.Errorf("%d-%d-%d after the stop, want about 16 wins", r.Wins, r.Draws, r.Losses)
	}
	// The LLR one pair earlier was still inside the bounds.
	before := r.Pentanomial
	before[4]--
	if cfg.SPRT.Decide(cfg.SPRT.LLR(before)) != Continue {
		t.Errorf("the test should have stopped a pair earlier: %v", before)
	}
	checkGames(t, r, pdnText, movegen.Italian)
}

func TestShardsMergeToTheWholeMatch(t *testing.T) {
	t.Parallel()
	base := fakeConfig(fake(t, "a"), fake(t, "b"), 10)
	base.Openings = someOpenings(t, 4)
	base.OpeningsName = "some"
	base.MaxPlies = 40
	base.Seed = 5
	whole, _ := runMatch(t, base)
	var parts []*Report
	for i := 1; i <= 3; i++ {
		cfg := base
		cfg.Shard = shard.Shard{Index: i, Count: 3}
		r, _ := runMatch(t, cfg)
		// Through the JSON file, as on a cluster.
		path := filepath.Join(t.TempDir(), "r.json")
		if err := r.WriteJSON(path); err != nil {
			t.Fatal(err)
		}
		f, _ := os.Open(path)
		back, err := ReadReport(f, path)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, back)
	}
	merged, err := Merge(parts)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(merged.Tally, whole.Tally) {
		t.Errorf("merged counts %+v\nwhole %+v", merged.Tally, whole.Tally)
	}
	if merged.Planned != 10 || len(merged.Shards) != 3 {
		t.Errorf("planned %d, shards %v", merged.Planned, merged.Shards)
	}
	for i := range whole.Games {
		w, m := whole.Games[i], merged.Games[i]
		if len(m.MoveMs) != m.Plies {
			t.Errorf("game %d: %d move times kept through the file and the merge, for %d plies", i+1, len(m.MoveMs), m.Plies)
		}
		w.Date, m.Date = "", ""
		w.MoveMs, m.MoveMs = nil, nil // the time each move took differs from run to run
		if !reflect.DeepEqual(w, m) {
			t.Errorf("game %d differs:\nwhole  %+v\nmerged %+v", i+1, w, m)
		}
	}
	if !reflect.DeepEqual(merged.EloPentanomial, whole.EloPentanomial) {
		t.Errorf("Elo %+v, whole %+v", merged.EloPentanomial, whole.EloPentanomial)
	}
	if _, err := Merge([]*Report{parts[0], parts[0]}); err == nil || !strings.Contains(err.Error(), "two files") {
		t.Errorf("the same shard twice: %v", err)
	}
	other := *parts[1]
	other.Seed = 6
	if _, err := Merge([]*Report{parts[0], &other}); err == nil || !strings.Contains(err.Error(), "seed") {
		t.Errorf("another seed: %v", err)
	}
}

func TestStartFailures(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		spec EngineSpec
		msg  string
	}{
		{"no program", EngineSpec{Name: "x", Cmd: filepath.Join(t.TempDir(), "missing")}, "cannot start"},
		{"unknown option", fake(t, "x", "hahs=64"), `no parameter "hahs"`},
		{"dies at once", EngineSpec{Name: "x", Cmd: "sh", Args: []string{"-c", "echo broken >&2; exit 4"}}, "exit status 4; stderr: broken"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := fakeConfig(fake(t, "a"), c.spec, 2)
			cfg.Progress = &bytes.Buffer{}
			_, err := Run(context.Background(), cfg)
			if err == nil || !strings.Contains(err.Error(), c.msg) {
				t.Errorf("error %v, want one with %q", err, c.msg)
			}
		})
	}
}

func TestPickVariant(t *testing.T) {
	if v, err := pickVariant("normal killer bt frisian", movegen.International); err != nil || v != "normal" {
		t.Errorf("got %q, %v", v, err)
	}
	if _, err := pickVariant("normal killer", movegen.Italian); err == nil || !strings.Contains(err.Error(), "does not play italian") {
		t.Errorf("got %v", err)
	}
	if v, _ := pickVariant("", movegen.Dameo); v != "dameo" {
		t.Errorf("no list: %q", v)
	}
}

func TestInterrupt(t *testing.T) {
	t.Parallel()
	cfg := fakeConfig(fake(t, "a"), fake(t, "b", "mode=hang", "after=2"), 4)
	cfg.Progress = &bytes.Buffer{}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(500*time.Millisecond, cancel)
	start := time.Now()
	r, err := Run(ctx, cfg)
	if err != nil || !r.Interrupted || r.Tally.Games() != 0 {
		t.Fatalf("err %v, report %+v", err, r)
	}
	// The hanging engine ignores quit: one second, then it is killed.
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v to stop", d)
	}
}

// TestShardsAndMerge: two shards of a match with all its files, merged.
func TestShardsAndMerge(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	openings := filepath.Join(dir, "open.fen")
	os.WriteFile(openings, []byte("W:W21-32:B1-12\nB:W21-32:B1-12\n"), 0o644)
	var outs []string
	for i := 1; i <= 2; i++ {
		out := filepath.Join(dir, "r"+string(rune('0'+i))+".json")
		outs = append(outs, out)
		eng := fakeEngine(t)
		c := commandConfig(t, movegen.Italian, "moves=40 time=10", 4, "cmd="+eng+" name=a option.hash=8",
			"cmd="+eng+" name=b option.hash=8 option.mode=illegal option.after=6")
		c.Openings, c.OpeningsName = loadOpenings(t, openings, movegen.Italian), openings
		var err error
		if c.Shard, err = shard.Parse(string(rune('0'+i)) + "/2"); err != nil {
			t.Fatal(err)
		}
		sprt, err := ParseSPRT("elo0=0 elo1=5")
		if err != nil {
			t.Fatal(err)
		}
		c.SPRT, c.Concurrency = &sprt, 2
		stdout, stderr, err := play(c, Outputs{PDN: filepath.Join(dir, "all.pdn"), JSON: out, Log: filepath.Join(dir, "log")})
		if err != nil {
			t.Fatalf("%v\n%s", err, stderr)
		}
		if !strings.Contains(stdout, "Match a vs b, italian, time control moves=40 time=10") ||
			!strings.Contains(stderr, "Score of a vs b: 2 - 0 - 0  [1.000] 2\n") {
			t.Errorf("stdout:\n%s\nstderr:\n%s", stdout, stderr)
		}
	}
	pdnText, _ := os.ReadFile(filepath.Join(dir, "all.pdn"))
	games, err := readPDN(string(pdnText), movegen.Italian)
	if err != nil || len(games) != 4 {
		t.Fatalf("PDN: %d games, %v", len(games), err)
	}
	if log, _ := os.ReadFile(filepath.Join(dir, "log")); !bytes.Contains(log, []byte("set-param name=hash value=8")) {
		t.Error("the traffic log lacks the hash option")
	}

	var stdout bytes.Buffer
	merged := filepath.Join(dir, "merged.json")
	if err := MergeFiles(outs, merged, &stdout); err != nil {
		t.Fatalf("merge: %v", err)
	}
	var rep Report
	data, _ := os.ReadFile(merged)
	if err := json.Unmarshal(data, &rep); err != nil || rep.Wins != 4 || rep.Pentanomial != [5]int{0, 0, 0, 0, 2} || len(rep.Games) != 4 {
		t.Errorf("merged: %v %+v", err, rep.Tally)
	}
	if !strings.Contains(stdout.String(), "shards 1/2,2/2") || !strings.Contains(stdout.String(), "SPRT elo0=0 elo1=5") {
		t.Errorf("merge summary:\n%s", stdout.String())
	}
	for _, bad := range [][]string{nil, {filepath.Join(dir, "missing.json")}, {outs[0], openings}, {outs[0], outs[0]}} {
		if err := MergeFiles(bad, "", io.Discard); !badInput(err) {
			t.Errorf("merge %q: %v; want bad input", bad, err)
		}
	}
}
