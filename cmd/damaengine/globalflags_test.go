// The global flags before or after any command and subcommand, and the
// rewording of pflag's errors for values of the wrong type.

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGlobalFlagsAnywhere: --cpuprofile and --memprofile are taken before
// the command, between it and its subcommand and after either; the
// command then runs (or fails for its own reason) and the profile is
// written.
func TestGlobalFlagsAnywhere(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "x.json")
	for i, c := range []struct {
		args []string // PROF stands for the profile's file
		code int
		msg  string // in stderr; "" for none
	}{
		{[]string{"--cpuprofile", "PROF", "book", "stats"}, 0, ""},
		{[]string{"book", "--cpuprofile", "PROF", "stats"}, 0, ""},
		{[]string{"book", "stats", "--cpuprofile", "PROF"}, 0, ""},
		{[]string{"book", "--memprofile=PROF", "stats"}, 0, ""},
		{[]string{"egdb", "--cpuprofile", "PROF", "info", "--dir", dir}, 0, ""},
		{[]string{"match", "check", "--cpuprofile", "PROF", missing}, 2, "x.json: no such file"},
		{[]string{"match", "--cpuprofile", "PROF", "check", missing}, 2, "x.json: no such file"},
		{[]string{"match", "merge", missing, "--cpuprofile", "PROF"}, 2, "x.json: no such file"},
		{[]string{"match", "--engine", "cmd=" + filepath.Join(dir, "none"), "--engine", "cmd=" + filepath.Join(dir, "none"),
			"--tc", "depth=1", "--games", "2", "--cpuprofile", "PROF"}, 2, "cannot start"},
		{[]string{"dxp", "--cpuprofile", "PROF", "--connect", "127.0.0.1:1", "--wait", "1s", "--book", "none", "--egdb", "none"}, 1, "connection refused"},
		{[]string{"tune", "spsa", "--cpuprofile", "PROF"}, 2, "give the --engine"},
		{[]string{"tune", "--cpuprofile", "PROF", "spsa"}, 2, "give the --engine"},
		{[]string{"pdn", "check", "--cpuprofile", "PROF", missing}, 2, "x.json: no such file"},
	} {
		prof := filepath.Join(dir, "p"+string(rune('a'+i))+".prof")
		var args []string
		for _, a := range c.args {
			args = append(args, strings.ReplaceAll(a, "PROF", prof))
		}
		code, _, errOut := runArgs(args...)
		if code != c.code || (c.msg == "") != (errOut == "") || !strings.Contains(errOut, c.msg) || strings.Contains(errOut, "profile") {
			t.Errorf("%q: exit %d, stderr %q; want exit %d and %q", c.args, code, errOut, c.code, c.msg)
		}
		if st, err := os.Stat(prof); err != nil || st.Size() == 0 {
			t.Errorf("%q: no profile written: %v", c.args, err)
		}
	}
	if code, _, errOut := runArgs("book", "--cpuprofile"); code != 2 || !strings.Contains(errOut, "flag needs an argument: --cpuprofile") {
		t.Errorf("book --cpuprofile: exit %d, stderr %q", code, errOut)
	}
}

// TestFlagValueErrors: a value of the wrong type is said in words, with
// the flag's name, not in strconv's.
func TestFlagValueErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"perft", "-d", "9x"}, `damaengine perft: bad value "9x" for --depth: want an integer` + "\n"},
		{[]string{"perft", "--depth", "-99999999999999999999"}, `damaengine perft: bad value "-99999999999999999999" for --depth: out of range (see --help)` + "\n"},
		{[]string{"match", "--games", "two"}, `damaengine match: bad value "two" for --games: want an integer` + "\n"},
		{[]string{"match", "--seed", "-1"}, `damaengine match: bad value "-1" for --seed: want a whole number, 0 or more` + "\n"},
		{[]string{"match", "--timeout", "soon"}, `damaengine match: bad value "soon" for --timeout: want a number` + "\n"},
		{[]string{"dxp", "--wait", "5"}, `damaengine dxp: bad value "5" for --wait: want a duration such as 30s, 1m30s or 2h` + "\n"},
		{[]string{"tune", "spsa", "--quiet=maybe"}, `damaengine tune spsa: bad value "maybe" for --quiet: want true or false` + "\n"},
	} {
		code, out, errOut := runArgs(c.args...)
		if code != 2 || out != "" || errOut != c.want {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", c.args, code, errOut, c.want)
		}
	}
}
