// A game read from PDN made a game to write again.

package pdn

import (
	"strconv"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// Game returns r as a game to write: its seven tags (a Date that is not
// YYYY.MM.DD and a Round that is not a number are left unknown), its
// Termination tag, start, moves and result. Write writes the same game
// back; the tags Write does not know are dropped.
func (r *Record) Game() *Game {
	g := &Game{
		Event: r.Tags["Event"], Site: r.Tags["Site"], White: r.Tags["White"], Black: r.Tags["Black"],
		Start: r.Start, Moves: r.Moves, Result: ParseResult(r.Result), Termination: r.Tags["Termination"],
	}
	g.Date, _ = time.Parse("2006.01.02", r.Tags["Date"])
	g.Round, _ = strconv.Atoi(r.Tags["Round"])
	return g
}

// ParseResult reads a result token of any variant: 1-0 and 2-0 White
// wins, 0-1 and 0-2 Black wins, 1/2-1/2 and 1-1 a draw; anything else
// (*, 0-0, "") is no result.
func ParseResult(token string) movegen.Result {
	switch token {
	case "1-0", "2-0":
		return movegen.WhiteWins
	case "0-1", "0-2":
		return movegen.BlackWins
	case "1/2-1/2", "1-1":
		return movegen.Draw
	}
	return movegen.Ongoing
}
