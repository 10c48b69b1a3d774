package main

import (
	"strings"
	"testing"
)

// TestEveryCommandAnswersHelp runs every command of the table, and every
// subcommand, with --help and with -h: each prints its usage on stdout and
// exits 0, so that a new command cannot forget it.
func TestEveryCommandAnswersHelp(t *testing.T) {
	lines := [][]string{{"match", "merge"}, {"tune", "gen"}, {"tune", "fit"}, {"tune", "net"}}
	for _, c := range commands {
		lines = append(lines, []string{c.name})
	}
	for _, line := range lines {
		for _, flag := range []string{"--help", "-h"} {
			args := append(append([]string(nil), line...), flag)
			code, out, errOut := runArgs(args...)
			if code != 0 || errOut != "" || !strings.Contains(out, "Usage") {
				t.Errorf("%q: exit %d, stderr %q, stdout %.80q; want 0 and a usage", args, code, errOut, out)
			}
		}
	}
}

// TestVersionFlag: --version, the flag users try first, prints what the
// version command prints.
func TestVersionFlag(t *testing.T) {
	_, want, _ := runArgs("version")
	for _, flag := range []string{"--version", "-V"} {
		code, out, errOut := runArgs(flag)
		if code != 0 || errOut != "" || out != want || !strings.HasPrefix(out, "damaengine ") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %q", flag, code, out, errOut, want)
		}
	}
}
