// Tests of the command line: each command through run with buffers, bad
// input, profiles, and one real build to check the version stamp.

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// runArgs runs the command line and returns the exit code and both outputs.
func runArgs(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestPerftCommand(t *testing.T) {
	for _, args := range [][]string{
		{"perft", "--variant", "italian", "--depth", "5"},
		{"perft", "-v", "italian", "-d", "5", "--threads", "2", "--hash", "1"},
		{"--cpuprofile", "", "perft", "--depth=5"}, // global flag before the command
	} {
		code, out, errOut := runArgs(args...)
		if code != 0 || errOut != "" {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errOut)
		}
		// Published Italian counts (bench/testdata/perft.txt).
		want := []uint64{7, 49, 302, 1469, 7361}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) != len(want) {
			t.Fatalf("%v: %d lines, want %d:\n%s", args, len(lines), len(want), out)
		}
		for i, line := range lines {
			f := strings.Fields(line)
			if len(f) != 7 || f[0] != "perft" || f[1] != strconv.Itoa(i+1) || f[3] != "time" || f[5] != "leaves/s" ||
				!strings.HasSuffix(f[6], "M") && f[6] != "-" {
				t.Fatalf("%v: line %q, want 'perft D NODES time S leaves/s XM' (or - for no time)", args, line)
			}
			if n, err := strconv.ParseUint(f[2], 10, 64); err != nil || n != want[i] {
				t.Errorf("%v: perft %d printed %s, want %d", args, i+1, f[2], want[i])
			}
		}
	}
}

func TestPerftDivide(t *testing.T) {
	code, out, errOut := runArgs("perft", "--variant", "international", "--depth", "3", "--divide")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	// 3 perft lines, 9 moves, the move count.
	if len(lines) != 3+9+1 || lines[len(lines)-1] != "moves 9" {
		t.Fatalf("divide output:\n%s", out)
	}
	var sum uint64
	prev := ""
	for _, line := range lines[3:12] {
		f := strings.Fields(line)
		n, err := strconv.ParseUint(f[1], 10, 64)
		if err != nil || len(f) != 2 {
			t.Fatalf("divide line %q", line)
		}
		if prev != "" && naturalCompare(prev, f[0]) >= 0 {
			t.Errorf("divide lines out of order: %s before %s", prev, f[0])
		}
		prev = f[0]
		sum += n
	}
	if sum != 658 || !strings.HasPrefix(lines[2], "perft 3 658 ") {
		t.Errorf("divide sums to %d, perft line %q; want 658", sum, lines[2])
	}
}

func TestMovesCommand(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"moves"}, "21-17\n21-18\n22-18\n22-19\n23-19\n23-20\n24-20\n"},
		// RULES.md: the man on 29 takes 26, 18 and 10 and ends on 6.
		{[]string{"moves", "--fen", "W:W29:B26,18,10"}, "29x22x13x6\n"},
		{[]string{"moves", "--fen", "W:W29:B26,18,10", "--notation", "hub"}, "29x6x10x18x26\n"},
		// Hub position string: White men on 9 and 10, Black man on 1 (blocked).
		{[]string{"moves", "--fen", "W" + "b" + strings.Repeat("e", 7) + "ww" + strings.Repeat("e", 22)},
			"9-5\n10-5\n10-6\n"},
		// International: the man on 50 (i1) moves to 44 (h2) or 45 (j2).
		{[]string{"moves", "-v", "international", "--fen", "W:W50:B1"}, "50-44\n50-45\n"},
		{[]string{"moves", "-v", "dameo", "--fen", "W:Wa1:Bh8"}, "a1-a2\na1-b2\n"},
		{[]string{"moves", "--fen", "B:W5,10:B1"}, ""},
	}
	for _, c := range cases {
		code, out, errOut := runArgs(c.args...)
		if code != 0 || out != c.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
	// No legal move: stdout stays empty, stderr says so.
	if _, _, errOut := runArgs("moves", "--fen", "B:W5,10:B1"); errOut != "damaengine moves: no legal moves (Black to move loses)\n" {
		t.Errorf("no legal moves: stderr %q", errOut)
	}
}

func TestBoardCommand(t *testing.T) {
	code, out, _ := runArgs("board", "--variant", "italian", "--fen", "B:W29:B4")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(out, "\n")
	// Square 4 is g8, square 29 is b1 (RULES.md); a8 is played on, b8 not.
	cell := func(rank int, file byte) byte {
		col := strings.IndexByte(lines[8], file)
		return lines[8-rank][col]
	}
	if !strings.HasPrefix(lines[0], " 8") || !strings.HasPrefix(lines[7], " 1") {
		t.Fatalf("rank labels missing:\n%s", out)
	}
	if cell(8, 'g') != 'b' || cell(1, 'b') != 'w' || cell(8, 'a') != '.' || cell(8, 'b') != ' ' {
		t.Errorf("want b on g8, w on b1, . on a8, nothing on b8:\n%s", out)
	}
	if !strings.Contains(out, "Black to move\nFEN B:W29:B4\n") {
		t.Errorf("no side and FEN lines in:\n%s", out)
	}
}

func TestVersionAndHelp(t *testing.T) {
	code, out, _ := runArgs("version")
	if code != 0 || !strings.HasPrefix(out, "damaengine dev (go") {
		t.Errorf("version: exit %d, %q", code, out)
	}
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}} {
		code, out, _ = runArgs(args...)
		if code != 0 || !strings.Contains(out, "Commands:") || !strings.Contains(out, "perft") {
			t.Errorf("%v: exit %d, %q", args, code, out)
		}
	}
	for _, args := range [][]string{{"help", "perft"}, {"perft", "--help"}} {
		code, out, _ = runArgs(args...)
		if code != 0 || !strings.Contains(out, "--depth") || !strings.Contains(out, "--cpuprofile") {
			t.Errorf("%v: exit %d, %q", args, code, out)
		}
	}
}

// TestBadInput checks that mistakes give exit code 2 and one line on
// stderr naming the problem.
func TestBadInput(t *testing.T) {
	cases := []struct {
		args []string
		want string // in the error line
	}{
		{[]string{"fly"}, `unknown command "fly"`},
		{[]string{"--bogus"}, "unknown flag: --bogus"},
		{[]string{"perft"}, "--depth is required (1..40)"},
		{[]string{"perft", "--depth", "0"}, "--depth must be"},
		{[]string{"perft", "--depth", "x"}, `bad value "x" for --depth: want an integer`},
		{[]string{"perft", "--depth", "99999999999999999999"}, `bad value "99999999999999999999" for --depth: out of range`},
		{[]string{"perft", "--depth", "99"}, "--depth must be"},
		{[]string{"perft", "--depth", "3", "--threads", "0"}, "--threads must be"},
		{[]string{"perft", "--depth", "3", "--hash", "-1"}, "--hash must be"},
		{[]string{"perft", "--depth", "3", "--variant", "chess"}, `unknown variant "chess"`},
		{[]string{"perft", "--depth", "3", "--fen", "W:W33:B1"}, "bad FEN"},
		{[]string{"perft", "--depth", "3", "--fen", "X:W1:B2"}, "bad FEN"},
		{[]string{"perft", "--depth", "3", "--fen", "Wbbbb"}, `bad --fen "Wbbbb": want a FEN like W:W21-32:B1-12 or a Hub position string of 33 characters`},
		{[]string{"moves", "--fen", "garbage"}, `bad --fen "garbage": want a FEN like W:W21-32:B1-12 or a Hub position string`},
		{[]string{"moves", "-v", "international", "--fen", "garbage"}, "W:W31-50:B1-20 or a Hub position string of 51 characters"},
		{[]string{"moves", "--fen", "W:W:B"}, `bad --fen "W:W:B": no piece on the board`},
		{[]string{"book", "fly"}, `damaengine book: unknown subcommand "fly"`},
		{[]string{"perft", "--depth", "3", "extra"}, `unexpected argument "extra"`},
		{[]string{"moves", "--notation", "sms"}, `unknown notation "sms"`},
		{[]string{"moves", "-v", "dameo", "--fen", "W:W1-3:B4"}, "bad FEN"},
		{[]string{"board", "--fen", "W:W1,1:B5"}, "bad FEN"},
		{[]string{"board", "--fen", "W:W1:B1"}, "bad FEN"},
		{[]string{"help", "fly"}, `unknown command "fly"`},
		{[]string{"help", "a", "b"}, "at most one"},
		{[]string{"--cpuprofile", "a", "--memprofile", "b", "version"}, "only one of"},
		{[]string{"version", "--cpuprofile", "/nonexistent/dir/cpu.out"}, "cannot write profile"},
	}
	for _, c := range cases {
		code, out, errOut := runArgs(c.args...)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", c.args, code, errOut, c.want)
		}
		if len(lines) != 1 || out != "" {
			t.Errorf("%v: want one error line and no output, got stdout %q, stderr %q", c.args, out, errOut)
		}
	}
}

func TestProfiles(t *testing.T) {
	dir := t.TempDir()
	for _, flag := range []string{"--cpuprofile", "--memprofile"} {
		file := filepath.Join(dir, strings.TrimPrefix(flag, "--")+".out")
		code, _, errOut := runArgs("perft", "--depth", "6", flag, file)
		if code != 0 {
			t.Fatalf("%s: exit %d, %q", flag, code, errOut)
		}
		if st, err := os.Stat(file); err != nil || st.Size() == 0 {
			t.Errorf("%s: profile file %v, %v", flag, st, err)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) != 2 {
		t.Errorf("want only the two profiles in %s, got %v (%v)", dir, entries, err)
	}
}

func TestNaturalCompare(t *testing.T) {
	sorted := []string{"1-5", "9-13", "10-14", "29x6", "29x22x13x6", "a1-a2", "a2-a3", "b1-a2"}
	for i := range sorted {
		for j := range sorted {
			got := naturalCompare(sorted[i], sorted[j])
			if want := (i > j) == (got > 0) && (i < j) == (got < 0); !want {
				t.Errorf("naturalCompare(%q, %q) = %d", sorted[i], sorted[j], got)
			}
		}
	}
}

// TestBuildVersion builds the binary as the Makefile does and checks the
// stamped version and the exit code of a bad command line.
func TestBuildVersion(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "damaengine")
	build := exec.Command("go", "build", "-ldflags", "-X main.version=v9.8.7-test", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "version").Output()
	if err != nil || !strings.HasPrefix(string(out), "damaengine v9.8.7-test ") {
		t.Errorf("version: %q, %v", out, err)
	}
	err = exec.Command(bin, "perft", "--depth", "nine").Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
		t.Errorf("bad flag: %v, want exit status 2", err)
	}
}

func TestProgressPrinter(t *testing.T) {
	var buf bytes.Buffer
	progress := progressPrinter(&buf, 9, time.Now().Add(-3*time.Second))
	progress(5, 20, 1000)
	progress(6, 20, 1200) // too soon after the first line
	progress(20, 20, 4000)
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 1 || !strings.HasPrefix(lines[0], "progress perft 9: 5/20 subtrees (25%), 1000 leaves, 3.0s") {
		t.Errorf("progress output %q", buf.String())
	}
	buf.Reset()
	progressPrinter(&buf, 9, time.Now())(1, 20, 10)
	if buf.Len() != 0 {
		t.Errorf("progress printed at once: %q", buf.String())
	}
}

// TestNoArgumentsSpeaksHub: with no command the engine answers Hub
// commands on stdin, and so does the hub command.
func TestNoArgumentsSpeaksHub(t *testing.T) {
	for _, args := range [][]string{nil, {"hub", "--hash", "8"}} {
		var out, errOut strings.Builder
		code := run(args, strings.NewReader("hub\ninit\nping\nquit\n"), &out, &errOut)
		got := out.String()
		if code != 0 || errOut.Len() != 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut.String())
		}
		for _, want := range []string{"id name=damaengine", "param name=variant", "\nwait\n", "\nready\n", "\npong\n"} {
			if !strings.Contains(got, want) {
				t.Errorf("%v: output lacks %q:\n%s", args, want, got)
			}
		}
	}
}

// TestPlay: a short game in the terminal; an illegal move is refused and
// asked again, the engine answers, quit ends the game.
func TestPlay(t *testing.T) {
	var out, errOut strings.Builder
	in := strings.NewReader("moves\n22-17\n22-18\nquit\n")
	code := run([]string{"play", "--move-time", "0.05", "--hash", "4"}, in, &out, &errOut)
	got := out.String()
	if code != 0 || errOut.Len() != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
	for _, want := range []string{"21-17 ", "24-20 ", `illegal move "22-17"`, "damaengine plays ", "White to move"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Count(got, "damaengine plays ") != 1 {
		t.Errorf("want exactly one engine move:\n%s", got)
	}
}

func TestLeavesRate(t *testing.T) {
	for _, c := range []struct {
		leaves uint64
		secs   float64
		want   string
	}{{7361, 0, "-"}, {1000000, 0.5, "2.00M"}, {36473, 0.001, "36.47M"}} {
		if got := leavesRate(c.leaves, c.secs); got != c.want {
			t.Errorf("leavesRate(%d, %v) = %q, want %q", c.leaves, c.secs, got, c.want)
		}
	}
}
