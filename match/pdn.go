// Writing finished games as PDN (through package pdn) and the short game
// descriptions of the progress output.

package match

import (
	"fmt"
	"io"
	"strings"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// writePDN writes one game followed by a blank line.
func writePDN(w io.Writer, g *GameRecord, event, site string) error {
	return pdn.Write(w, &pdn.Game{
		Event: event, Site: site, Date: g.Date, Round: g.Round,
		White: g.Names[movegen.White], Black: g.Names[movegen.Black],
		Start: g.Start, Moves: g.Moves, Result: g.Result,
		Termination: g.Termination, Comment: g.Detail,
	})
}

// pdnMoves writes the moves of a game in PDN notation, blank-separated,
// without numbers (for the JSON results).
func pdnMoves(start movegen.Position, moves []movegen.Move) string {
	out := make([]string, len(moves))
	p := start
	for i, m := range moves {
		out[i] = p.FormatPDN(m)
		p = p.Play(m)
	}
	return strings.Join(out, " ")
}

// describeGame is the one-line account of a finished game for the
// progress output.
func describeGame(g *GameRecord) string {
	why := g.Termination
	if g.Detail != "" {
		why = g.Detail
	}
	return fmt.Sprintf("game %d (%s vs %s): %s {%s}", g.Round, g.Names[0], g.Names[1],
		pdn.ResultToken(g.Start.Variant, g.Result), why)
}
