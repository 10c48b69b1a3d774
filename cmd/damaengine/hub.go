// The hub command: the engine speaking the Hub protocol to a GUI; and the
// checks of the resource flags that the commands share.

package main

import (
	"github.com/damaengine/damaengine/protocol"
	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/tt"
)

func runHub(e *env, args []string) error {
	const usage = "damaengine [hub] [--hash MB] [--threads T]"
	fs := newFlagSet("hub")
	hashMB := fs.Int("hash", protocol.DefaultHashMB, "transposition table size in MiB (also the hash option)")
	threads := fs.Int("threads", 1, "search threads, at most two per CPU (also the threads option)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	if err := checkHash(*hashMB); err != nil {
		return err
	}
	if err := checkThreads(*threads); err != nil {
		return err
	}
	return protocol.Run(e.stdin, e.stdout, protocol.Config{Version: version, HashMB: *hashMB, Threads: *threads})
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
