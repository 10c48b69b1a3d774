// The hub command: the engine speaking the Hub protocol to a GUI.

package main

import (
	"github.com/damaengine/damaengine/protocol"
)

func runHub(e *env, args []string) error {
	const usage = "damaengine [hub] [--hash MB] [--threads T]"
	fs := newFlagSet("hub")
	hashMB := fs.Int("hash", protocol.DefaultHashMB, "transposition table size in MiB (also the hash option)")
	threads := fs.Int("threads", 1, "search threads (also the threads option)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	if *hashMB < 1 || *threads < 1 {
		return usagef("--hash and --threads must be positive")
	}
	return protocol.Run(e.stdin, e.stdout, protocol.Config{Version: version, HashMB: *hashMB, Threads: *threads})
}
