// The moves command: the legal moves of a position, one per line, sorted.

package main

import (
	"fmt"
	"slices"

	"github.com/damaengine/damaengine/movegen"
)

func runMoves(e *env, args []string) error {
	const usage = `damaengine moves [--variant V] [--fen FEN] [--notation pdn|hub]

Prints the legal moves, one a line. When the side to move has none, stdout
stays empty and stderr says so (the exit status is 0: the position is legal).`
	fs := newFlagSet("moves")
	var pf positionFlags
	pf.register(fs)
	notation := fs.StringP("notation", "n", "pdn", "pdn (every landing square) or hub (from, to, captured squares)")
	if done, err := e.parseFlags(fs, args, usage); done || err != nil {
		return err
	}
	n, err := movegen.ParseNotation(*notation)
	if err != nil {
		return usageError{err}
	}
	p, err := pf.position()
	if err != nil {
		return err
	}
	list := new(movegen.MoveList)
	p.Generate(list)
	if list.N == 0 {
		side := "White"
		if p.Side == movegen.Black {
			side = "Black"
		}
		fmt.Fprintf(e.stderr, "damaengine moves: no legal moves (%s to move loses)\n", side)
		return nil
	}
	names := make([]string, list.N)
	for i, m := range list.Slice() {
		names[i] = p.FormatMove(m, n)
	}
	slices.SortFunc(names, naturalCompare)
	for _, s := range names {
		fmt.Fprintln(e.stdout, s)
	}
	return nil
}
