// The hub command: the engine speaking the Hub protocol to a GUI; and the
// checks of the resource flags that the commands share.

package main

import (
	"fmt"

	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/player"
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
	hashMB := fs.Int("hash", protocol.DefaultHashMB, "transposition table size in MiB (also the hash option)")
	threads := fs.Int("threads", 1, "search threads, at most two per CPU (also the threads option)")
	var eg egdbUse
	eg.register(fs)
	var bk bookUse
	bk.register(fs)
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	if err := bk.check(); err != nil {
		return err
	}
	if err := checkHash(*hashMB); err != nil {
		return err
	}
	if err := checkThreads(*threads); err != nil {
		return err
	}
	if err := eg.check(); err != nil {
		return err
	}
	if isTerminal(e.stdin) {
		fmt.Fprintln(e.stderr, terminalHint())
	}
	return protocol.Run(e.stdin, e.stdout, protocol.Config{Version: version, HashMB: *hashMB, Threads: *threads,
		EGDBPath: eg.path, EGDBPieces: eg.pieces, EGDBMemoryMB: eg.memoryMB,
		Book: bk.path, BookVariety: &bk.variety})
}

// egdbUse are the flags that choose the endgame databases a player uses.
type egdbUse struct {
	path             string
	pieces, memoryMB int
}

func (u *egdbUse) register(fs *pflag.FlagSet) {
	fs.StringVar(&u.path, "egdb", "", "endgame database directory, or one with a subdirectory per variant; none: no databases (default: $XDG_DATA_HOME/damaengine/egdb/VARIANT; also the egdb-path option)")
	fs.IntVar(&u.pieces, "egdb-pieces", 0, "use endings of at most N pieces, 0: all on disk (also egdb-pieces)")
	fs.IntVar(&u.memoryMB, "egdb-memory", 0, "MiB of database slices kept in memory, 0: no limit (also egdb-memory)")
}

// check refuses negative limits and a named directory that is not there.
func (u *egdbUse) check() error {
	if u.pieces < 0 || u.pieces > player.MaxEGDBPieces {
		return usagef("--egdb-pieces must be 0..%d, got %d", player.MaxEGDBPieces, u.pieces)
	}
	if u.memoryMB < 0 {
		return usagef("--egdb-memory must be 0 or more, got %d", u.memoryMB)
	}
	if err := player.CheckEGDBDir(u.path); err != nil {
		return usagef("--egdb %v", err)
	}
	return nil
}

// settings are the player's database settings the flags give.
func (u *egdbUse) settings() player.EGDB {
	return player.EGDB{Path: u.path, Pieces: u.pieces, MemoryMB: u.memoryMB}
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

// warn prints what a player could not use and went on without, one line
// on stderr.
func (e *env) warn(msg string) { fmt.Fprintf(e.stderr, "damaengine: %s\n", msg) }
