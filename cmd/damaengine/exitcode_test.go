// The exit status rule of printUsage, walked over every command and
// subcommand: a flag that does not exist and an input file that is not
// there are bad input, exit status 2 and one line on stderr.

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// subcommandLines are the subcommands, each as its command line.
var subcommandLines = [][]string{
	{"match", "merge"}, {"match", "check"},
	{"book", "build"}, {"book", "probe"}, {"book", "stats"}, {"book", "merge"}, {"book", "from-pdn"},
	{"egdb", "build"}, {"egdb", "waves"}, {"egdb", "verify"}, {"egdb", "probe"}, {"egdb", "info"}, {"egdb", "games"},
	{"tune", "gen"}, {"tune", "merge"}, {"tune", "label"}, {"tune", "fit"}, {"tune", "net"}, {"tune", "spsa"},
	{"pdn", "check"},
	{"levels", "calibrate"}, {"levels", "fit"},
}

// missingFile gives, for each command line of commandLines, the flags and
// arguments that name an input file (or folder) that is not there: MISSING
// stands for it, OUT for an output in the test's folder. An empty entry is
// a command that reads no file the user names.
var missingFile = map[string]string{
	"hub":              "--book MISSING",
	"perft":            "",
	"moves":            "",
	"board":            "--pdn MISSING",
	"analyse":          "--pdn MISSING",
	"bench":            "--movetime 0.01 --engine MISSING",
	"play":             "--book MISSING",
	"web":              "--openings MISSING",
	"match":            "--engine cmd=MISSING --engine cmd=MISSING --tc depth=1 --games 2 --openings MISSING",
	"match merge":      "MISSING",
	"match check":      "MISSING",
	"dxp":              "--book MISSING --connect 127.0.0.1:1",
	"egdb":             "games --dir MISSING OUT",
	"egdb build":       "",
	"egdb waves":       "",
	"egdb verify":      "--dir MISSING",
	"egdb probe":       "--fen W:WK10:BK31 --dir MISSING",
	"egdb info":        "--dir MISSING",
	"egdb games":       "--dir MISSING OUT",
	"book":             "stats --book MISSING",
	"book build":       "--out OUT --positions 1 --depth 1 --openings MISSING",
	"book probe":       "--book MISSING",
	"book stats":       "--book MISSING",
	"book merge":       "--out OUT MISSING",
	"book from-pdn":    "--out OUT MISSING",
	"tune":             "fit --data MISSING",
	"tune gen":         "--games 2 --out OUT --openings MISSING",
	"tune merge":       "--out OUT MISSING",
	"tune label":       "--data MISSING --out OUT",
	"tune fit":         "--data MISSING",
	"tune net":         "--data MISSING --valid MISSING --out OUT",
	"tune spsa":        "--engine cmd=x --tc nodes=1 --log OUT --param a=1,0,2,1,1 --openings MISSING",
	"pdn":              "check MISSING",
	"pdn check":        "MISSING",
	"version":          "",
	"help":             "",
	"levels":           "",
	"levels calibrate": "",
	"levels fit":       "--dir MISSING",
}

// commandLines returns every command and subcommand as its command line.
func commandLines() [][]string {
	var lines [][]string
	for _, c := range commands {
		lines = append(lines, []string{c.name})
	}
	return append(lines, subcommandLines...)
}

// wantBadInput fails the test unless args exit with status 2, nothing on
// stdout and one line on stderr.
func wantBadInput(t *testing.T, args []string, why string) {
	t.Helper()
	code, out, errOut := runArgs(args...)
	if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasSuffix(errOut, "\n") {
		t.Errorf("%s %q: exit %d, stdout %.80q, stderr %q; want exit 2 and one line on stderr", why, args, code, out, errOut)
	}
}

func TestEveryCommandRefusesAnUnknownFlag(t *testing.T) {
	for _, line := range commandLines() {
		wantBadInput(t, append(append([]string(nil), line...), "--no-such-flag"), "unknown flag:")
		wantBadInput(t, append(append([]string(nil), line...), "--no-such-flag=1"), "unknown flag:")
	}
}

func TestEveryCommandRefusesAMissingFile(t *testing.T) {
	dir := t.TempDir()
	for _, line := range commandLines() {
		name := strings.Join(line, " ")
		rest, ok := missingFile[name]
		if !ok {
			t.Errorf("%s: not in missingFile: say which file it reads, or that it reads none", name)
			continue
		}
		if rest == "" {
			continue
		}
		args := append([]string(nil), line...)
		for _, a := range strings.Fields(rest) {
			a = strings.ReplaceAll(a, "MISSING", filepath.Join(dir, "missing"))
			args = append(args, strings.ReplaceAll(a, "OUT", filepath.Join(dir, "out")))
		}
		wantBadInput(t, args, "missing file:")
	}
}

// TestCorruptInputIsBadInput: a file that is there but is not what the
// flag wants is bad input too.
func TestCorruptInputIsBadInput(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage")
	if err := os.WriteFile(garbage, []byte("garbage\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"board", "--pdn", garbage},
		{"analyse", "--pdn", garbage},
		{"book", "stats", "--book", garbage},
		{"book", "probe", "--book", garbage},
		{"match", "check", garbage},
		{"match", "merge", garbage},
		{"board", "--svg", filepath.Join(dir, "no", "board.svg")},
		{"book", "merge", "--out", filepath.Join(dir, "no", "x.book"), garbage},
		{"dxp", "--connect", "nonsense"},
		{"dxp", "--listen", "nonsense"},
		{"web", "--listen", "nonsense"},
	} {
		wantBadInput(t, args, "corrupt input:")
	}
}
