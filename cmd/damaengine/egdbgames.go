// egdb games: how the endings of played games went, by the database.

package main

import (
	"fmt"
	"io"
	"math/bits"
	"os"
	"sort"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// endingTally counts, for one player, the endings it reached.
type endingTally struct {
	won, converted, wonDrawn, wonLost  int
	drawn, drawHeld, drawWon, drawLost int
	lost, lostSaved, lostLost          int
	wonDrawnBy                         map[string]int
}

func egdbGames(e *env, args []string) error {
	const usage = "damaengine egdb games [--variant V] [--dir DIR] FILE.pdn..."
	fs := newFlagSet("egdb games")
	var f egdbFlags
	f.register(fs)
	if done, err := e.parseFlagsArgs(fs, args, usage, true); done || err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usagef("give the PDN files of the games")
	}
	v, dir, err := f.resolveExisting()
	if err != nil {
		return err
	}
	db, err := egdb.Open(dir, v, egdb.Options{})
	if err != nil {
		return usageError{err}
	}
	var games []pdn.Record
	for _, name := range fs.Args() {
		file, err := os.Open(name)
		if err != nil {
			return usageError{err}
		}
		recs, err := pdn.Read(file, v)
		file.Close()
		if err != nil {
			return usagef("%s: %v", name, err)
		}
		games = append(games, recs...)
	}
	tallies, reached := tallyEndings(db, games)
	printEndings(e.stdout, db, len(games), reached, tallies)
	return db.Err()
}

// tallyEndings finds in each game the first position the database covers
// and scores what came of it for each player.
func tallyEndings(db *egdb.DB, games []pdn.Record) (map[string]*endingTally, int) {
	tallies := map[string]*endingTally{}
	tally := func(name string) *endingTally {
		if tallies[name] == nil {
			tallies[name] = &endingTally{wonDrawnBy: map[string]int{}}
		}
		return tallies[name]
	}
	reached := 0
	for _, g := range games {
		p := g.Start
		for i := 0; ; i++ {
			if bits.OnesCount64(p.Pieces[0]|p.Pieces[1]) <= db.Pieces() {
				if val, ok := db.Probe(&p); ok {
					reached++
					scoreEnding(tally, g, p.Side, val)
				}
				break
			}
			if i == len(g.Moves) {
				break
			}
			p = p.Play(g.Moves[i])
		}
	}
	return tallies, reached
}

// scoreEnding records an ending of value val for side (to move) and what
// the game's result made of it, for both players.
func scoreEnding(tally func(string) *endingTally, g pdn.Record, side movegen.Color, val egdb.Value) {
	names := [2]string{g.Tags["White"], g.Tags["Black"]}
	var winner = -1 // the colour that won the game, -1 for a draw
	switch g.Result {
	case "1-0", "2-0":
		winner = int(movegen.White)
	case "0-1", "0-2":
		winner = int(movegen.Black)
	case "1/2-1/2", "1-1":
	default:
		return // unfinished
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		t := tally(names[c])
		mine := val
		if c != side && !val.IsDraw() {
			mine = val.Parent() // seen from the other side: win <-> loss
		}
		switch {
		case mine.IsWin():
			t.won++
			switch winner {
			case int(c):
				t.converted++
			case -1:
				t.wonDrawn++
				t.wonDrawnBy[g.Tags["Termination"]]++
			default:
				t.wonLost++
			}
		case mine.IsLoss():
			t.lost++
			if winner == int(c.Other()) {
				t.lostLost++
			} else {
				t.lostSaved++
			}
		default:
			t.drawn++
			switch winner {
			case -1:
				t.drawHeld++
			case int(c):
				t.drawWon++
			default:
				t.drawLost++
			}
		}
	}
}

func printEndings(w io.Writer, db *egdb.DB, games, reached int, tallies map[string]*endingTally) {
	fmt.Fprintf(w, "%d games, %d reached the %s database (up to %d pieces)\n", games, reached, db.Variant(), db.Pieces())
	names := make([]string, 0, len(tallies))
	for n := range tallies {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		t := tallies[n]
		fmt.Fprintf(w, "%s: won endings %d: converted %d, drawn %d, lost %d; drawn endings %d: held %d, won %d, lost %d; lost endings %d: saved %d\n",
			n, t.won, t.converted, t.wonDrawn, t.wonLost, t.drawn, t.drawHeld, t.drawWon, t.drawLost, t.lost, t.lostSaved)
		if len(t.wonDrawnBy) > 0 {
			keys := make([]string, 0, len(t.wonDrawnBy))
			for k := range t.wonDrawnBy {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			fmt.Fprintf(w, "  won endings drawn by:")
			for _, k := range keys {
				fmt.Fprintf(w, " %q %d", k, t.wonDrawnBy[k])
			}
			fmt.Fprintln(w)
		}
	}
}
