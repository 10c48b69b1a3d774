// The dxp command: its flags, run by package dxp.

package main

import (
	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/dxp"
)

const dxpUsage = `damaengine dxp [--listen ADDR:PORT | --connect ADDR:PORT] [flags]

Plays International draughts against another program over DXP (DamExchange).
--connect makes us the initiator: we request the games, alternating colours.
--listen (the default, on ` + dxp.DefaultAddr + `) waits for one initiator and
plays the games it requests. Games are written to stdout as PDN; events,
results and the score go to stderr.

Exit status: 0 when the session ended normally; 2 for a mistake in the
command line (a malformed address included); 1 when the session failed: no
connection (refused, or none within --wait), or a peer that misbehaved.`

func runDXP(e *env, args []string) error {
	c := dxp.NewCommand()
	fs := newFlagSet("dxp")
	registerDXPFlags(fs, &c)
	if done, err := e.parseFlags(fs, args, dxpUsage); done || err != nil {
		return err
	}
	c.Given = fs.Changed
	return c.Run(e.stdout, e.stderr)
}

// registerDXPFlags adds the flags of a DXP session to fs, their defaults
// those c holds.
func registerDXPFlags(fs *pflag.FlagSet, c *dxp.Command) {
	fs.StringVar(&c.Listen, "listen", c.Listen, "follower: wait for an initiator at `ADDR:PORT` (a port or :PORT alone means 127.0.0.1)")
	fs.StringVar(&c.Connect, "connect", c.Connect, "initiator: connect to the program listening at `ADDR:PORT`")
	fs.StringVar(&c.Name, "name", c.Name, "our name in DXP messages (at most 32 characters)")
	fs.IntVar(&c.Hash, "hash", c.Hash, "transposition table size in `MiB`")
	fs.IntVar(&c.Threads, "threads", c.Threads, "search threads")
	fs.IntVar(&c.Minutes, "time", c.Minutes, "initiator: thinking time in `minutes` per side for --moves moves")
	fs.IntVar(&c.Moves, "moves", c.Moves, "initiator: moves per --time period; 0 gives --time for the whole game")
	fs.IntVar(&c.Games, "games", c.Games, "games to play; 0: 2 as initiator, as many as the initiator asks as follower")
	fs.StringVar(&c.FEN, "fen", c.FEN, "initiator: start position as a PDN FEN (default the initial position)")
	fs.StringVar(&c.Colour, "colour", c.Colour, "initiator: our colour in the first game (white or black); colours alternate")
	fs.IntVar(&c.Depth, "depth", c.Depth, "limit our search to this depth (0: the clock decides)")
	fs.Uint64Var(&c.Nodes, "nodes", c.Nodes, "limit our search to this many nodes per move (0: no limit)")
	fs.DurationVar(&c.Margin, "margin", c.Margin, "how far the peer may overrun its clock before it is scored as stalled")
	fs.DurationVar(&c.Wait, "wait", c.Wait, "how long to wait for a connection or a game request")
	fs.BoolVarP(&c.Verbose, "verbose", "v", c.Verbose, "log every DXP message on stderr")
	fs.StringVar(&c.EGDB, "egdb", c.EGDB, "International endgame database directory, or one with a subdirectory per variant; none: no databases (default: $XDG_DATA_HOME/damaengine/egdb/international)")
	fs.StringVar(&c.Book, "book", c.Book, "International opening book file; none: no book (default: the shipped book)")
	fs.IntVar(&c.BookVariety, "book-variety", c.BookVariety, "play book moves up to this many centi-men below the best, 0: always the best")
	fs.IntVar(&c.Elo, "elo", c.Elo, "play at this strength in Elo (damaengine levels --variant international; 0: full strength)")
}
