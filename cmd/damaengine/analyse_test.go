package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// analyseGamePDN is an Italian game whose third move, 2. 18-14, gives a
// man away for nothing (checked by hand: 10x19 takes it and no white man
// can take back), and whose last, 10x19, is Black's only legal move.
const analyseGamePDN = `[GameType "22"]
[FEN "W:W18,21,30:B10,11"]
1. 30-26 11-15 2. 18-14 10x19 *
`

// TestAnalyseFindsTheBlunder: the move that gives a man away is listed as
// a mistake of at least a man, the only legal move loses nothing, and
// every move has its line.
func TestAnalyseFindsTheBlunder(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.pdn")
	if err := os.WriteFile(file, []byte(analyseGamePDN), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runArgs("analyse", "--pdn", file, "--depth", "8", "--egdb", "none", "--hash", "1")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	m := regexp.MustCompile(`(?m)^  2\. 18-14 lost (\d+\.\d\d) \(best `).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("2. 18-14 not listed as a mistake:\n%s", out)
	}
	if lost, _ := strconv.ParseFloat(m[1], 64); lost < 1 {
		t.Errorf("2. 18-14 lost %.2f men, want at least the man it gives away:\n%s", lost, out)
	}
	for _, line := range []string{"1. ", "1... ", "2. ", "2... "} {
		if !strings.Contains(out, "\n"+line) {
			t.Errorf("no line for move %q:\n%s", line, out)
		}
	}
	if !regexp.MustCompile(`(?m)^2\.\.\.\s+10x19\s+\S+\s*$`).MatchString(out) {
		t.Errorf("the only legal move 10x19 shows another best move or a loss:\n%s", out)
	}
	lostAgreesWithScores(t, out)
}

// lostAgreesWithScores checks that each loss the analysis prints is the
// fall of the mover's score: the score before the move (for the mover)
// plus the next line's (for the opponent), held at 0 or more.
func lostAgreesWithScores(t *testing.T, out string) {
	t.Helper()
	row := regexp.MustCompile(`(?m)^\d+\.(?:\.\.)?\s+\S+\s+([+-]\d+\.\d\d)(?:\s+\S+\s+(\d+\.\d\d))?\s*$`)
	rows := row.FindAllStringSubmatch(out, -1)
	if len(rows) != 4 {
		t.Fatalf("%d move lines with scores, want 4:\n%s", len(rows), out)
	}
	for i := 0; i+1 < len(rows); i++ {
		if rows[i][2] == "" {
			continue
		}
		before, _ := strconv.ParseFloat(rows[i][1], 64)
		after, _ := strconv.ParseFloat(rows[i+1][1], 64)
		lost, _ := strconv.ParseFloat(rows[i][2], 64)
		if want := max(before+after, 0); lost < want-0.011 || lost > want+0.011 {
			t.Errorf("move line %d: lost %.2f, but the scores %+.2f then %+.2f give %.2f:\n%s", i+1, lost, before, after, want, out)
		}
	}
}

// TestAnalyseRefusesBadInput: a missing file, a game beyond the file,
// two limits at once and a bad threshold each get a one-line error.
func TestAnalyseRefusesBadInput(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.pdn")
	if err := os.WriteFile(file, []byte(analyseGamePDN), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--pdn", file + ".missing"}, "no such file"},
		{[]string{}, "--pdn FILE is required"},
		{[]string{"--pdn", file, "--game", "2"}, "has 1 game\n"},
		{[]string{"--pdn", file, "--depth", "4", "--nodes", "100"}, "one of --depth"},
		{[]string{"--pdn", file, "--threshold", "0"}, "--threshold"},
		{[]string{"--pdn", file, "--variant", "international"}, file},
	} {
		code, out, errOut := runArgs(append([]string{"analyse", "--egdb", "none"}, c.args...)...)
		if code == 0 || out != "" || !strings.Contains(errOut, c.want) || strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want an error naming %q", c.args, code, out, errOut, c.want)
		}
	}
}
