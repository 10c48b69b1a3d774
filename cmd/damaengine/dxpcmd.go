// The dxp command: its flags, checked into a session of package dxp.

package main

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/damaengine/damaengine/dxp"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/search"
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

// dxpFlags are the dxp command's flags as given, not yet checked.
type dxpFlags struct {
	listen, connect, name, fen, colour string
	minutes, moves, games, depth, elo  int
	nodes                              uint64
	margin, wait                       time.Duration
	verbose                            bool
	given                              func(string) bool
	player                             *playerFlags
}

func runDXP(e *env, args []string) error {
	fs := newFlagSet("dxp")
	var f dxpFlags
	f.register(fs)
	if done, err := e.parseFlags(fs, args, dxpUsage); done || err != nil {
		return err
	}
	f.given = fs.Changed
	s, err := f.session()
	if err != nil {
		return usageError{err}
	}
	return s.Run(e.stdout, e.stderr)
}

func (f *dxpFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&f.listen, "listen", dxp.DefaultAddr, "follower: wait for an initiator at `ADDR:PORT` (a port or :PORT alone means 127.0.0.1)")
	fs.StringVar(&f.connect, "connect", "", "initiator: connect to the program listening at `ADDR:PORT`")
	fs.StringVar(&f.name, "name", "damaengine", "our name in DXP messages (at most 32 characters)")
	fs.IntVar(&f.minutes, "time", 5, "initiator: thinking time in `minutes` per side for --moves moves")
	fs.IntVar(&f.moves, "moves", 75, "initiator: moves per --time period; 0 gives --time for the whole game")
	fs.IntVar(&f.games, "games", 0, "games to play; 0: 2 as initiator, as many as the initiator asks as follower")
	fs.StringVar(&f.fen, "fen", "", "initiator: start position as a PDN FEN (default the initial position)")
	fs.StringVar(&f.colour, "colour", "white", "initiator: our colour in the first game (white or black); colours alternate")
	fs.IntVar(&f.depth, "depth", 0, "limit our search to this depth (0: the clock decides)")
	fs.Uint64Var(&f.nodes, "nodes", 0, "limit our search to this many nodes per move (0: no limit)")
	fs.DurationVar(&f.margin, "margin", 10*time.Second, "how far the peer may overrun its clock before it is scored as stalled")
	fs.DurationVar(&f.wait, "wait", 10*time.Minute, "how long to wait for a connection or a game request")
	fs.BoolVarP(&f.verbose, "verbose", "v", false, "log every DXP message on stderr")
	f.player = registerPlayerFlags(fs, false, "hash", "threads", "egdb", "book", "book-variety")
	fs.IntVar(&f.elo, "elo", 0, "play at this strength in Elo (damaengine levels --variant international; 0: full strength)")
}

// session checks the flags and returns the session they ask for.
func (f *dxpFlags) session() (dxp.Session, error) {
	given := func(flag string) bool { return f.given != nil && f.given(flag) }
	s := dxp.Session{Connect: f.connect, Listen: f.listen, Name: f.name, Minutes: f.minutes, Moves: f.moves,
		Games: f.games, Depth: f.depth, Nodes: f.nodes, Margin: f.margin, Wait: f.wait, Verbose: f.verbose}
	if f.connect != "" {
		if given("listen") {
			return s, errors.New("give --listen or --connect, not both")
		}
		if err := dxp.CheckAddr("--connect", f.connect, f.connect); err != nil {
			return s, err
		}
	} else {
		if err := dxp.CheckAddr("--listen", f.listen, dxp.LoopbackDefault(f.listen)); err != nil {
			return s, err
		}
		for _, flag := range []string{"time", "moves", "fen", "colour"} {
			if given(flag) {
				return s, fmt.Errorf("--%s is for the initiator (--connect): the initiator's game request sets it", flag)
			}
		}
	}
	switch {
	case len(f.name) == 0 || len(f.name) > dxp.MaxNameLength:
		return s, fmt.Errorf("--name %q must have 1 to %d characters", f.name, dxp.MaxNameLength)
	case f.minutes < 1 || f.minutes > 999:
		return s, fmt.Errorf("--time %d is not 1..999 minutes", f.minutes)
	case f.moves < 0 || f.moves > 999:
		return s, fmt.Errorf("--moves %d is not 0..999", f.moves)
	case f.games < 0 || f.depth < 0 || f.depth > search.MaxDepth:
		return s, fmt.Errorf("--games must be at least 0 and --depth 0..%d", search.MaxDepth)
	case f.margin < 0 || f.wait <= 0:
		return s, errors.New("--margin must be at least 0 and --wait more than 0")
	}
	var err error
	if s.Player, err = f.player.settings(); err != nil {
		return s, err
	}
	if f.elo != 0 {
		if s.Level, err = player.LevelFor(movegen.International, f.elo); err != nil {
			return s, fmt.Errorf("--elo: %v", err)
		}
	}
	s.Start = movegen.StartPosition(movegen.International)
	if strings.TrimSpace(f.fen) != "" {
		if s.Start, err = movegen.ParseFEN(movegen.International, f.fen); err != nil {
			return s, fmt.Errorf("--fen: %v", err)
		}
	}
	switch strings.ToLower(f.colour) {
	case "white", "w":
		s.First = movegen.White
	case "black", "b", "z":
		s.First = movegen.Black
	default:
		return s, fmt.Errorf("--colour %q is not white or black", f.colour)
	}
	return s, nil
}
