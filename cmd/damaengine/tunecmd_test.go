// Tests of the tune command: a small gen, then a fit that writes a pattern
// table package eval can read.

package main

import (
	"fmt"
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
	if err != nil || len(w) != eval.PatternTableSize(movegen.International) {
		t.Fatalf("written table: %d weights, %v", len(w), err)
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

// TestTuneRefusesBadInput: what a user can get wrong in tune gen and tune
// fit is refused with one line on stderr and exit 2, before any garbage is
// printed or any memory is spent: malformed data (named by file and line),
// a missing file, rates and ridges that are not finite, more workers than
// the machine runs, an output file that cannot be made, and a run whose
// random plies end every game before a position is kept.
func TestTuneRefusesBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	good := filepath.Join(dir, "good.txt")
	if err := os.WriteFile(bad, []byte("garbage\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(good, []byte(strings.Repeat("1 W:W21-32:B1-12\n0 B:W21-32:B1-12\n", 10)), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.txt")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"fit", "--data", bad}, bad + ": line 1: want RESULT FEN"},
		{[]string{"fit", "--data", filepath.Join(dir, "none.txt")}, "no such file"},
		{[]string{"fit", "--data", good, "--epochs", "0"}, "--epochs"},
		{[]string{"fit", "--data", good, "--rate", "NaN"}, "--rate"},
		{[]string{"fit", "--data", good, "--rate", "+Inf"}, "--rate"},
		{[]string{"fit", "--data", good, "--ridge", "NaN"}, "ridge"},
		{[]string{"fit", "--data", good, "--pattern-ridge", "Inf"}, "ridge"},
		{[]string{"fit", "--data", good, "--pattern-ridge-to-start"}, "--patterns-out"},
		{[]string{"fit", "--data", good, "--pattern-ridge-to-start", "--patterns-out", out, "--fresh-patterns"}, "--fresh-patterns"},
		{[]string{"gen", "--games", "0", "--out", out}, "--games"},
		{[]string{"gen", "--games", "1", "--workers", "100000", "--out", out}, "--workers"},
		{[]string{"gen", "--games", "1", "--nodes", "10", "--out", filepath.Join(dir, "no", "such", "dir.txt")}, "no such file"},
		{[]string{"gen", "--games", "1", "--nodes", "10", "--random-plies", "100000", "--out", out}, "no positions"},
	} {
		code, stdout, errOut := runArgs(append([]string{"tune"}, tc.args...)...)
		if code != 2 || stdout != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, stdout %.60q, stderr %q; want 2, nothing, one line with %q", tc.args, code, stdout, errOut, tc.want)
		}
	}
}

// TestTuneGenShardResumeMerge: a run cut short in the middle of a game
// and resumed ends with the same file as the run left alone; its shards
// merge into that file too; what cannot be merged or resumed is refused.
func TestTuneGenShardResumeMerge(t *testing.T) {
	dir := t.TempDir()
	path := func(name string) string { return filepath.Join(dir, name) }
	gen := func(out string, extra ...string) (int, string, string) {
		return runArgs(append([]string{"tune", "gen", "--games", "3", "--nodes", "60", "--seed", "5", "--out", out}, extra...)...)
	}
	if code, _, errOut := gen(path("full.txt")); code != 0 {
		t.Fatalf("tune gen: exit %d, %s", code, errOut)
	}
	full := checkResume(t, path("full.txt"), path("cut.txt"), gen)
	for _, s := range []string{"1/2", "2/2"} {
		if code, _, errOut := gen(path("s"+s[:1]+".txt"), "--shard", s, "--resume"); code != 0 {
			t.Fatalf("shard %s: exit %d, %s", s, code, errOut)
		}
	}
	code, out, errOut := runArgs("tune", "merge", "--out", path("merged.txt"), path("s2.txt"), path("s1.txt"))
	if got, _ := os.ReadFile(path("merged.txt")); code != 0 || string(got) != string(full) || !strings.Contains(out, "games 3 ") {
		t.Fatalf("merge: exit %d, stdout %q, stderr %q; equal to the unsharded run: %v", code, out, errOut, string(got) == string(full))
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"merge", "--out", path("m.txt"), path("s1.txt")}, "1 files for 2 shards"},
		{[]string{"merge", "--out", path("m.txt"), path("s1.txt"), path("none.txt")}, "no such file"},
		{[]string{"merge", path("s1.txt")}, "--out"},
		{[]string{"gen", "--games", "3", "--nodes", "60", "--seed", "6", "--out", path("full.txt"), "--resume"}, "from another run"},
		{[]string{"gen", "--games", "3", "--out", path("full.txt")}, "give --resume"},
		{[]string{"gen", "--games", "3", "--shard", "4/4", "--out", path("x.txt")}, "has no game"},
		{[]string{"gen", "--games", "3", "--shard", "3/2", "--out", path("x.txt")}, "--shard"},
	} {
		code, stdout, errOut := runArgs(append([]string{"tune"}, tc.args...)...)
		if code != 2 || stdout != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, stdout %.60q, stderr %q; want 2, nothing, one line with %q", tc.args, code, stdout, errOut, tc.want)
		}
	}
}

// TestTuneLabelResume: a relabelling cut short inside a game and resumed
// ends with the file of the run left alone; what cannot be relabelled or
// resumed is refused with one line.
func TestTuneLabelResume(t *testing.T) {
	dir := t.TempDir()
	path := func(name string) string { return filepath.Join(dir, name) }
	if code, _, errOut := runArgs("tune", "gen", "--games", "3", "--nodes", "60", "--seed", "5", "--out", path("gen.txt")); code != 0 {
		t.Fatalf("tune gen: exit %d, %s", code, errOut)
	}
	label := func(out string, extra ...string) (int, string, string) {
		return runArgs(append([]string{"tune", "label", "--data", path("gen.txt"), "--nodes", "300", "--min-pieces", "10", "--out", out}, extra...)...)
	}
	if code, out, errOut := label(path("full.txt")); code != 0 || !strings.HasPrefix(out, "games 3 ") {
		t.Fatalf("tune label: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	checkResume(t, path("full.txt"), path("cut.txt"), label)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--data", path("gen.txt"), "--nodes", "400", "--min-pieces", "10", "--out", path("full.txt"), "--resume"}, "from another run"},
		{[]string{"--data", path("gen.txt"), "--nodes", "300", "--min-pieces", "10", "--distinct", "--out", path("full.txt"), "--resume"}, "from another run"},
		{[]string{"--data", path("gen.txt"), "--nodes", "300", "--min-pieces", "10", "--out", path("full.txt")}, "give --resume"},
		{[]string{"--data", path("full.txt"), "--out", path("x.txt")}, "not a tune gen header"},
		{[]string{"--data", path("none.txt"), "--out", path("x.txt")}, "no such file"},
		{[]string{"--data", path("gen.txt"), "--min-pieces", "20", "--max-pieces", "10", "--out", path("x.txt")}, "--min-pieces"},
		{[]string{"--data", path("gen.txt"), "--shard", "3/2", "--out", path("x.txt")}, "--shard"},
		{[]string{"--out", path("x.txt")}, "--data"},
	} {
		code, stdout, errOut := runArgs(append([]string{"tune", "label"}, tc.args...)...)
		if code != 2 || stdout != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, stdout %.60q, stderr %q; want 2, nothing, one line with %q", tc.args, code, stdout, errOut, tc.want)
		}
	}
}

// checkResume cuts the finished run's file full inside its second game,
// writes that to cut, resumes it there with run (a command given its
// output file and extra flags) and checks that the result is the
// finished run's file, byte for byte; it returns that file.
func checkResume(t *testing.T, full, cut string, run func(out string, extra ...string) (int, string, string)) []byte {
	t.Helper()
	want, err := os.ReadFile(full)
	if err != nil {
		t.Fatal(err)
	}
	second := strings.Index(string(want), "# game 1 ")
	if err := os.WriteFile(cut, want[:second-20], 0o644); err != nil { // inside game 1
		t.Fatal(err)
	}
	code, out, errOut := run(cut, "--resume")
	if got, _ := os.ReadFile(cut); code != 0 || string(got) != string(want) || !strings.HasPrefix(out, "games 3 ") {
		t.Fatalf("resumed run: exit %d, stdout %q, stderr %q; file equal: %v", code, out, errOut, string(got) == string(want))
	}
	return want
}

// TestTuneNet trains a net on a small gen and checks that package eval
// reads the file it writes; bad input is refused with one line and exit 2
// and leaves an earlier net file whole.
func TestTuneNet(t *testing.T) {
	dir := t.TempDir()
	train, valid := filepath.Join(dir, "train.txt"), filepath.Join(dir, "valid.txt")
	for i, path := range []string{train, valid} {
		code, _, errOut := runArgs("tune", "gen", "--variant", "international", "--games", "2",
			"--nodes", "200", "--seed", string(rune('1'+i)), "--out", path)
		if code != 0 {
			t.Fatalf("tune gen: exit %d, stderr %q", code, errOut)
		}
	}
	net := filepath.Join(dir, "international.dnn")
	code, out, errOut := runArgs("tune", "net", "--data", train, "--valid", valid, "--epochs", "2",
		"--batch", "64", "--out", net)
	if code != 0 || !strings.Contains(out, "validation error: tables") {
		t.Fatalf("tune net: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	raw, err := os.ReadFile(net)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := eval.ReadNet(raw, movegen.International); err != nil {
		t.Fatalf("written net: %v", err)
	}
	// The training file as its own deeper labels: every line of it scored.
	lines, err := os.ReadFile(train)
	if err != nil {
		t.Fatal(err)
	}
	scored := 0
	for _, l := range strings.Split(string(lines), "\n") {
		if len(strings.Fields(l)) == 3 && !strings.HasPrefix(l, "#") {
			scored++
		}
	}
	deeper := filepath.Join(dir, "deeper.dnn")
	code, _, errOut = runArgs("tune", "net", "--data", train, "--valid", valid, "--epochs", "1",
		"--batch", "64", "--deeper", train, "--out", deeper)
	if want := fmt.Sprintf("%d training positions take their search scores from --deeper", scored); code != 0 || scored == 0 || !strings.Contains(errOut, want) {
		t.Fatalf("tune net --deeper: exit %d, stderr %q; want %q", code, errOut, want)
	}
	// Going on from the net just written: it starts where that file stands.
	code, out, errOut = runArgs("tune", "net", "--data", train, "--valid", valid, "--epochs", "1",
		"--batch", "64", "--from", net, "--out", filepath.Join(dir, "again.dnn"))
	if code != 0 || !strings.Contains(out, ", the starting net ") {
		t.Fatalf("tune net --from: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("1 W:W21-32:B1-12\ngarbage\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--data", bad, "--valid", valid}, bad + ": line 2"},
		{[]string{"--data", train, "--valid", valid, "--deeper", bad}, bad + ": line 2"},
		{[]string{"--data", train}, "--valid"},
		{[]string{"--data", train, "--valid", valid, "--rate", "NaN"}, "--rate"},
		{[]string{"--data", train, "--valid", train}, "nothing left to validate"},
		{[]string{"--data", filepath.Join(dir, "missing.txt"), "--valid", valid}, "missing.txt"},
		{[]string{"--data", train, "--valid", valid, "--from", bad}, bad + ": "},
		{[]string{"--data", train, "--valid", valid, "--from", filepath.Join(dir, "none.dnn")}, "none.dnn"},
	} {
		args := append([]string{"tune", "net", "--out", net}, c.args...)
		code, out, errOut := runArgs(args...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and one line with %q", c.args, code, out, errOut, c.want)
		}
	}
	if again, err := os.ReadFile(net); err != nil || string(again) != string(raw) {
		t.Errorf("the net file changed after refused runs (%v)", err)
	}
}
