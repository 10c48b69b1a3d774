// egdb games: how the endings of played games went, by the database.

package main

import (
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/match"
	"github.com/damaengine/damaengine/pdn"
	"github.com/damaengine/damaengine/words"
)

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
	tallies, reached := match.Endings(db, games)
	printEndings(e.stdout, db, len(games), reached, tallies)
	return db.Err()
}

// printEndings prints each player's endings (match.Endings).
func printEndings(w io.Writer, db *egdb.DB, games, reached int, tallies map[string]*match.EndingTally) {
	fmt.Fprintf(w, "%s, %d reached the %s database (up to %d pieces)\n", words.Count(games, "game", "games"), reached, db.Variant(), db.OutcomePieces())
	names := make([]string, 0, len(tallies))
	for n := range tallies {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		t := tallies[n]
		fmt.Fprintf(w, "%s: won endings %d: converted %d, drawn %d, lost %d; drawn endings %d: held %d, won %d, lost %d; lost endings %d: saved %d\n",
			n, t.Won, t.Converted, t.WonDrawn, t.WonLost, t.Drawn, t.DrawHeld, t.DrawWon, t.DrawLost, t.Lost, t.LostSaved)
		if len(t.WonDrawnBy) > 0 {
			keys := make([]string, 0, len(t.WonDrawnBy))
			for k := range t.WonDrawnBy {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			fmt.Fprintf(w, "  won endings drawn by:")
			for _, k := range keys {
				fmt.Fprintf(w, " %q %d", k, t.WonDrawnBy[k])
			}
			fmt.Fprintln(w)
		}
	}
}
