// The move-time bench's flags.

package main

import (
	"strings"
	"testing"
)

func TestMoveTimeBenchBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "--movetime", "fast"},
		{"bench", "--movetime", "0.01,0"},
		{"bench", "--movetime", "0.01", "--moves", "0"},
	} {
		code, out, errOut := runArgs(args...)
		if code != 2 || out != "" || !strings.Contains(errOut, "--") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want a usage error", args, code, out, errOut)
		}
	}
}
