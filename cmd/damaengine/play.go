// The play command: a game against the engine in the terminal.

package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/search"
	"github.com/damaengine/damaengine/terminal"
)

// maxMoveSeconds bounds a move time given on the command line (play's,
// analyse's): the terminal game's level command has the same bound.
const maxMoveSeconds = terminal.MaxMoveSeconds

func runPlay(e *env, args []string) error {
	const usage = "damaengine play [--variant V] [--fen FEN] [--side white|black] [--elo N] [--move-time S] [--hash MB] [--egdb DIR] [--book FILE]"
	fs := newFlagSet("play")
	var posf positionFlags
	posf.register(fs)
	side := fs.String("side", "white", "the side you play: white or black")
	moveTime := fs.Float64("move-time", 1, "the engine's seconds per move (also the level command)")
	elo := fs.Int("elo", 0, "the engine's strength in Elo (damaengine levels lists them; 0: full strength)")
	pf := registerPlayerFlags(fs, false, "hash", "egdb", "book", "book-variety")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	set, err := pf.settings()
	if err != nil {
		return err
	}
	var human movegen.Color
	switch strings.ToLower(*side) {
	case "white", "w":
		human = movegen.White
	case "black", "b":
		human = movegen.Black
	default:
		return usagef("--side must be white or black, got %q", *side)
	}
	if *moveTime <= 0 || *moveTime > maxMoveSeconds {
		return usagef("--move-time must be in (0, %d] seconds, got %g", maxMoveSeconds, *moveTime)
	}
	start, err := posf.position()
	if err != nil {
		return err
	}
	level := player.Level{}
	if *elo != 0 {
		if level, err = player.LevelFor(start.Variant, *elo); err != nil {
			return usageError{fmt.Errorf("--elo: %v", err)}
		}
	}
	pl := player.New(set, e.warn)
	pl.SetLevel(level)
	pl.Prepare(start.Variant)
	if *elo != 0 {
		fmt.Fprintf(e.stdout, "The engine plays at %d Elo (%s).\n", *elo, describe(level))
	}
	return terminal.New(e.stdout, start, human, search.Limits{MoveTime: seconds(*moveTime)}, pl).Run(e.stdin)
}

// seconds converts seconds to a duration.
func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
