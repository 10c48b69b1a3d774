package match

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// cancelAfter is a PDN writer that cancels the match once n games are
// written.
type cancelAfter struct {
	buf    bytes.Buffer
	n      int
	cancel context.CancelFunc
}

func (c *cancelAfter) Write(p []byte) (int, error) {
	c.buf.Write(p)
	if strings.Count(c.buf.String(), "[Event ") >= c.n {
		c.cancel()
	}
	return len(p), nil
}

func resumeConfig(t *testing.T) Config {
	cfg := fakeConfig(fake(t, "a"), fake(t, "b", "after=12", "mode=slow", "delay=1"), 10)
	cfg.RandomPlies, cfg.Seed, cfg.MaxPlies, cfg.Concurrency = 6, 9, 40, 2
	return cfg
}

func roundsOf(r *Report) []int {
	var out []int
	for _, g := range r.Games {
		out = append(out, g.Round)
	}
	return out
}

// TestResumeFromJSONAndPDN interrupts a match after a few games, resumes
// it from its JSON report and from its PDN (with a game cut short at its
// end), and checks that each resumed match counts exactly what the match
// played through counts, playing only the games that were missing.
func TestResumeFromJSONAndPDN(t *testing.T) {
	whole, _ := runMatch(t, resumeConfig(t))

	cfg := resumeConfig(t)
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	runCtx, stop := context.WithCancel(ctx)
	pdnOut := &cancelAfter{n: 3, cancel: stop}
	cfg.PDN = pdnOut
	first, err := Run(runCtx, cfg)
	if err != nil || !first.Interrupted || len(first.Games) < 3 || len(first.Games) >= 10 {
		t.Fatalf("first run: %v, interrupted %v, %d games", err, first != nil && first.Interrupted, len(first.Games))
	}
	dir := t.TempDir()
	jsonPath := filepath.Join(dir, "r.json")
	if err := first.WriteJSON(jsonPath); err != nil {
		t.Fatal(err)
	}
	pdnPath := filepath.Join(dir, "games.pdn")
	// A kill while a game was written leaves its start behind.
	torn := pdnOut.buf.String() + "[Event \"damaengine match\"]\n[Site \"?\"]\n[Round \"9\"]\n1. 22-18"
	if err := os.WriteFile(pdnPath, []byte(torn), 0o644); err != nil {
		t.Fatal(err)
	}

	for _, source := range []string{jsonPath, pdnPath} {
		res, err := ReadResume(source, cfg.Variant)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Games) != len(first.Games) {
			t.Fatalf("%s: %d games read, %d finished", source, len(res.Games), len(first.Games))
		}
		if source == pdnPath && res.WholePDN != int64(pdnOut.buf.Len()) {
			t.Errorf("whole games end at %d, want %d", res.WholePDN, pdnOut.buf.Len())
		}
		cfg := resumeConfig(t)
		cfg.Resume = res
		resumed, played := runMatch(t, cfg)
		if n := strings.Count(played, "[Event "); n != 10-len(first.Games) {
			t.Errorf("%s: the resumed run played %d games, want %d", source, n, 10-len(first.Games))
		}
		if !slices.Equal(roundsOf(resumed), roundsOf(whole)) {
			t.Errorf("%s: rounds %v, want %v", source, roundsOf(resumed), roundsOf(whole))
		}
		a, b := resumed.Tally, whole.Tally
		a.pending, b.pending = nil, nil
		if a.Wins != b.Wins || a.Draws != b.Draws || a.Losses != b.Losses || a.Pentanomial != b.Pentanomial ||
			a.ByColor != b.ByColor || a.FirstAsWhite != b.FirstAsWhite {
			t.Errorf("%s: resumed tally %+v, played through %+v", source, a, b)
		}
	}
}

func TestResumeRefusesAnotherMatch(t *testing.T) {
	cfg := resumeConfig(t)
	cfg.Games = 4
	done, _ := runMatch(t, cfg)
	path := filepath.Join(t.TempDir(), "r.json")
	if err := done.WriteJSON(path); err != nil {
		t.Fatal(err)
	}
	res, err := ReadResume(path, cfg.Variant)
	if err != nil {
		t.Fatal(err)
	}
	for name, change := range map[string]func(c *Config){
		"seed":    func(c *Config) { c.Seed++ },
		"games":   func(c *Config) { c.Games = 6 },
		"engines": func(c *Config) { c.Engines[0].Name = "c" },
	} {
		c := resumeConfig(t)
		c.Games = 4
		change(&c)
		c.Resume = res
		if _, err := Run(context.Background(), c); err == nil || !strings.Contains(err.Error(), "--resume") {
			t.Errorf("%s changed: %v", name, err)
		}
	}
}

// TestResumeFromFiles: a match killed while it wrote its third game is
// resumed from its PDN (Outputs.Resume, the command's --resume); the PDN
// then holds every game once, the cut one replaced.
func TestResumeFromFiles(t *testing.T) {
	dir := t.TempDir()
	pdnPath := filepath.Join(dir, "games.pdn")
	c := fakeMatch(t, "", "", 6)
	c.RandomPlies, c.Seed, c.MaxPlies, c.Quiet = 4, 5, 30, true
	if _, stderr, err := play(c, Outputs{PDN: pdnPath}); err != nil {
		t.Fatalf("%v: %s", err, stderr)
	}
	full, err := os.ReadFile(pdnPath)
	if err != nil {
		t.Fatal(err)
	}
	cut := bytes.Index(full, []byte("[Round \"3\"]"))
	if cut < 0 {
		t.Fatal("no round 3 in the PDN")
	}
	if err := os.WriteFile(pdnPath, full[:cut+40], 0o644); err != nil {
		t.Fatal(err)
	}
	if _, stderr, err := play(c, Outputs{Resume: pdnPath}); err != nil {
		t.Fatalf("resume: %v: %s", err, stderr)
	}
	res, err := ReadResume(pdnPath, 0)
	if err != nil {
		t.Fatal(err)
	}
	var rounds []int
	for _, g := range res.Games {
		rounds = append(rounds, g.Round)
	}
	slices.Sort(rounds)
	if !slices.Equal(rounds, []int{1, 2, 3, 4, 5, 6}) || res.WholePDN != int64(len(mustRead(t, pdnPath))) {
		t.Errorf("after the resume the PDN holds rounds %v (whole up to %d)", rounds, res.WholePDN)
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
