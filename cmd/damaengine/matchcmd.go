// The match and dxp commands: run by their packages, which parse their own
// flags and print their own errors.

package main

import (
	"github.com/damaengine/damaengine/dxp"
	"github.com/damaengine/damaengine/match"
)

// exitStatus carries a command's exit code when the command has already
// told the user what went wrong.
type exitStatus struct{ code int }

// Error is empty: the command has printed its own message.
func (s exitStatus) Error() string { return "" }

func runMatch(e *env, args []string) error {
	if code := match.Main(args, e.stdout, e.stderr); code != 0 {
		return exitStatus{code}
	}
	return nil
}

func runDXP(e *env, args []string) error {
	if code := dxp.Main(args, e.stdout, e.stderr); code != 0 {
		return exitStatus{code}
	}
	return nil
}
