// The hub command: the engine speaking the Hub protocol to a GUI; and the
// checks of the resource flags that the commands share.

package main

import (
	"fmt"

	"github.com/damaengine/damaengine/protocol"
	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/tt"
)

// terminalHint is printed on stderr when the Hub session's input is a
// terminal (someone started the engine by hand, or double-clicked
// damaengine.exe), not a GUI: what the waiting engine is and what else
// there is.
func terminalHint() string {
	return "damaengine " + version + " speaks the Hub protocol here, for GUIs: type help for its commands, quit to leave. " +
		"To play: damaengine play (in this terminal) or damaengine web (in the browser); damaengine help lists everything."
}

func runHub(e *env, args []string) error {
	const usage = "damaengine [hub] [--hash MB] [--threads T] [--egdb DIR] [--egdb-pieces N] [--egdb-memory MB] [--book FILE] [--book-variety N]"
	fs := newFlagSet("hub")
	pf := registerPlayerFlags(fs, true, "hash", "threads", "egdb", "egdb-pieces", "egdb-memory", "book", "book-variety")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	set, err := pf.settings()
	if err != nil {
		return err
	}
	if isTerminal(e.stdin) {
		fmt.Fprintln(e.stderr, terminalHint())
	}
	return protocol.Run(e.stdin, e.stdout, protocol.Config{Version: version, Settings: set})
}

// checkThreads refuses a thread count below 1 or above two per CPU
// (search.MaxThreads).
func checkThreads(n int) error {
	if most := search.MaxThreads(); n < 1 || n > most {
		return usagef("--threads must be 1..%d (two per CPU at most), got %d", most, n)
	}
	return nil
}

// checkHash refuses a table of mb MiB outside tt.MinMB..tt.MaxMB or one that
// does not fit in the memory available (tt.Fit), before anything is
// allocated.
func checkHash(mb int) error {
	if mb < tt.MinMB || mb > tt.MaxMB {
		return usagef("--hash must be %d..%d MiB, got %d", tt.MinMB, tt.MaxMB, mb)
	}
	if _, err := tt.Fit(mb); err != nil {
		return usagef("--hash %d: %v", mb, err)
	}
	return nil
}
