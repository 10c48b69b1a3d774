// Tests of the tune command: a small gen, then a fit that writes a pattern
// table package eval can read.

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

func TestTuneGenAndFitPatterns(t *testing.T) {
	dir := t.TempDir()
	data, table := filepath.Join(dir, "data.txt"), filepath.Join(dir, "intl.dpw")
	code, _, errOut := runArgs("tune", "gen", "--variant", "international", "--games", "2",
		"--nodes", "200", "--out", data)
	if code != 0 {
		t.Fatalf("tune gen: exit %d, stderr %q", code, errOut)
	}
	code, out, errOut := runArgs("tune", "fit", "--variant", "international", "--data", data,
		"--epochs", "3", "--patterns-out", table, "--fresh-patterns")
	if code != 0 || !strings.Contains(out, "movegen.International: {") {
		t.Fatalf("tune fit: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	raw, err := os.ReadFile(table)
	if err != nil {
		t.Fatal(err)
	}
	w, err := eval.ReadPatternWeights(raw, movegen.International)
	if err != nil || len(w) != eval.PatternRegions(movegen.International)*eval.PatternsPerRegion {
		t.Fatalf("written table: %d weights, %v", len(w), err)
	}
	code, _, errOut = runArgs("tune", "fit", "--variant", "dameo", "--data", data, "--patterns-out", table)
	if code == 0 || !strings.Contains(errOut, "no pattern regions") {
		t.Errorf("Dameo patterns: exit %d, stderr %q", code, errOut)
	}
}

// TestTuneFitRefusesEmptyData: a data file without positions (empty, only
// comments) or with too few for a held-out part is refused with one line
// naming the file, exit 2, and no weights are printed.
func TestTuneFitRefusesEmptyData(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"empty.txt":    "",
		"comments.txt": "# nothing\n\n",
		"one.txt":      "1 W:W21-32:B1-12\n",
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runArgs("tune", "fit", "--data", path, "--epochs", "1")
		want := "no positions in " + path
		if name == "one.txt" {
			want = "a fit needs at least"
		}
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, want) {
			t.Errorf("%s: exit %d, stdout %.60q, stderr %q; want 2, nothing, %q", name, code, out, errOut, want)
		}
	}
}
