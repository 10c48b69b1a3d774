// The match command: engine-vs-engine matches, run by package match.

package main

import (
	"github.com/damaengine/damaengine/match"
)

// matchFailed carries match's own exit code; it has already told the user.
type matchFailed struct{ code int }

func (m matchFailed) Error() string { return "" }

func runMatch(e *env, args []string) error {
	if code := match.Main(args, e.stdout, e.stderr); code != 0 {
		return matchFailed{code}
	}
	return nil
}
