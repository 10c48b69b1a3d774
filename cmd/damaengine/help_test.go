package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestEveryCommandAnswersHelp runs every command of the table, and every
// subcommand, with --help and with -h: each prints its usage on stdout and
// exits 0, so that a new command cannot forget it; no flag's default is
// said twice, by its text and by pflag.
func TestEveryCommandAnswersHelp(t *testing.T) {
	twice := regexp.MustCompile(`\(default:? [^)]*\) \(default `)
	for _, line := range commandLines() {
		for _, flag := range []string{"--help", "-h"} {
			args := append(append([]string(nil), line...), flag)
			code, out, errOut := runArgs(args...)
			if code != 0 || errOut != "" || !strings.Contains(out, "Usage") {
				t.Errorf("%q: exit %d, stderr %q, stdout %.80q; want 0 and a usage", args, code, errOut, out)
			}
			if m := twice.FindString(out); m != "" {
				t.Errorf("%q: a default said twice: %q", args, m)
			}
			if line := variantFlagLine(out); line != "" {
				for _, v := range movegen.Variants {
					if !strings.Contains(line, v.String()) {
						t.Errorf("%q: --variant's help %q omits %s", args, line, v)
					}
				}
			}
		}
	}
}

var flagVariant = regexp.MustCompile(`^\s+(-v, )?--variant `)

// variantFlagLine returns the line of a usage that explains --variant, or "".
func variantFlagLine(usage string) string {
	for line := range strings.Lines(usage) {
		if flagVariant.MatchString(line) {
			return line
		}
	}
	return ""
}

// TestUsageStatesTheExitStatus: the top-level usage gives the rule that
// every command follows.
func TestUsageStatesTheExitStatus(t *testing.T) {
	_, out, _ := runArgs("--help")
	for _, want := range []string{"Exit status, the same for every command:", "  0  success", "  2  bad input", "  1  the work failed"} {
		if !strings.Contains(out, want) {
			t.Errorf("usage lacks %q:\n%s", want, out)
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
