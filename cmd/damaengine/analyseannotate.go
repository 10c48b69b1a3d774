// analyse --annotate: the analysed game written as PDN, each move with
// its score, the engine's move where it differs and a ? or ?? mark.

package main

import (
	"fmt"
	"io"
	"os"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/search"
)

// annotationOutput opens where --annotate writes: nothing for "", stdout
// for "-", else the file, created now so that a bad path fails before the
// analysis.
func annotationOutput(name string, stdout io.Writer) (io.Writer, func() error, error) {
	switch name {
	case "":
		return nil, nil, nil
	case "-":
		return stdout, func() error { return nil }, nil
	}
	f, err := os.Create(name)
	if err != nil {
		return nil, nil, usageError{fmt.Errorf("--annotate: %v", err)} // an output file that cannot be created: exit 2
	}
	return f, f.Close, nil
}

// writeAnnotated writes the game g as PDN with the analysis plies: after
// each move the score of the position it leads to in men from White's
// view (or how the game ended there) and, where the engine preferred
// another move, that move and what the move played lost; a loss of at
// least threshold centi-men is marked ?, of twice as much ??. A closing
// comment says so.
func writeAnnotated(w io.Writer, g *pdn.Record, plies []analysedPly, limits search.Limits, threshold int) error {
	game := g.Game()
	game.Notes = make([]pdn.Note, len(plies))
	played := movegen.NewGame(g.Start)
	for i, a := range plies {
		p := played.Position()
		note := &game.Notes[i]
		played.Play(a.played)
		note.Comment = player.WhiteScoreText(a.after, p.Side.Other())
		if o := played.Outcome(); o.Over() {
			note.Comment = o.String()
		}
		if a.played != a.best && a.best != (movegen.Move{}) {
			note.Comment += fmt.Sprintf(", best %s, lost %.2f", p.FormatPDN(a.best), float64(a.lost)/100)
		}
		note.Mark = player.Mark(a.lost, threshold)
	}
	game.Comment = fmt.Sprintf("damaengine analyse at %s a position: after each move the score in men from White's view "+
		"and, where the engine preferred another move, that move and what was lost; ? marks a loss of %.2f men or more, ?? of %.2f",
		limitsText(limits), float64(threshold)/100, float64(2*threshold)/100)
	return pdn.Write(w, game)
}

// limitsText names the limit of each search of an analysis.
func limitsText(l search.Limits) string {
	switch {
	case l.Nodes != 0:
		return fmt.Sprintf("%d nodes", l.Nodes)
	case l.MoveTime != 0:
		return fmt.Sprintf("%g s", l.MoveTime.Seconds())
	}
	return fmt.Sprintf("depth %d", l.Depth)
}
