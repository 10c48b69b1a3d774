package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// TestAnalyseAnnotate: --annotate FILE writes the analysed game as PDN
// that reads back to the same moves, the blunder 2. 18-14 marked ?? with
// the engine's move, and --annotate - writes it alone on stdout.
func TestAnalyseAnnotate(t *testing.T) {
	dir := t.TempDir()
	file, annotated := filepath.Join(dir, "g.pdn"), filepath.Join(dir, "annotated.pdn")
	if err := os.WriteFile(file, []byte(analyseGamePDN), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"analyse", "--pdn", file, "--depth", "8", "--egdb", "none", "--hash", "1", "--annotate"}
	code, table, errOut := runArgs(append(args, annotated)...)
	if code != 0 || errOut != "" || !strings.Contains(table, "mistakes") {
		t.Fatalf("exit %d, stderr %q, stdout:\n%s", code, errOut, table)
	}
	data, err := os.ReadFile(annotated)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	code, stdout, errOut := runArgs(append(args, "-")...)
	if code != 0 || errOut != "" || stdout != text {
		t.Fatalf("--annotate -: exit %d, stderr %q, stdout:\n%s\nwant the file:\n%s", code, errOut, stdout, text)
	}
	for _, want := range []string{"2. 18-14?? {", ", best ", ", lost ", "10x19 {", "White's view"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	orig, err := pdn.Read(strings.NewReader(analyseGamePDN), movegen.Italian)
	if err != nil {
		t.Fatal(err)
	}
	back, err := pdn.Read(strings.NewReader(text), movegen.Italian)
	if err != nil || len(back) != 1 || back[0].Start != orig[0].Start || !slices.Equal(back[0].Moves, orig[0].Moves) {
		t.Fatalf("read back: %v %v\n%s", back, err, text)
	}
	code, _, errOut = runArgs(append(args, filepath.Join(dir, "no", "such", "x.pdn"))...)
	if code == 0 || !strings.Contains(errOut, "--annotate") || strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
		t.Errorf("a bad --annotate path: exit %d, stderr %q", code, errOut)
	}
}
