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
