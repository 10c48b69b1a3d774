// The record of a finished game: players, start, moves, result and why the
// game ended.

package match

import (
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// Termination reasons other than the rules of the game (those are
// movegen.Reason names such as "no legal move" or "threefold repetition").
const (
	TermMaxPlies     = "max plies"       // draw: --max-plies reached
	TermAdjudication = "adjudication"    // --adjudicate-win or --adjudicate-draw
	TermIllegal      = "illegal move"    // a well-formed move that is not legal
	TermUnparsable   = "unparsable move" // not a move at all, or no move
	TermTimeForfeit  = "time forfeit"    // over the time budget plus the margin
	TermCrash        = "crash"           // the engine process ended
	TermTimeout      = "timeout"         // no answer within --timeout (no clock)
	TermDisconnect   = "disconnect"      // a DXP peer's connection ended
	TermResignation  = "resignation"     // a DXP peer ended the game conceding it
	TermFalseClaim   = "false claim"     // a DXP peer ended the game with a result the rules do not give
)

// GameRecord is one finished game.
type GameRecord struct {
	Round       int              // game number in the whole match, from 1
	Pair        int              // opening pair, from 0; its two games share the start
	White       int              // index (0 or 1) of the engine playing White
	Names       [2]string        // White's and Black's names
	Start       movegen.Position // the opening position
	Moves       []movegen.Move   // the moves played from Start
	Times       []time.Duration  // per move of Moves, the time its engine took (none for games resumed from a PDN)
	Result      movegen.Result   // WhiteWins, BlackWins or Draw
	Termination string           // why the game ended: a rule or a Term* value
	Detail      string           // what happened, for forfeits and adjudications
	Date        time.Time        // when the game started
}

// Points returns the half-points (0, 1 or 2) engine eng (0 or 1) scored.
func (g *GameRecord) Points(eng int) int {
	switch {
	case g.Result == movegen.Draw:
		return 1
	case (g.Result == movegen.WhiteWins) == (eng == g.White):
		return 2
	}
	return 0
}
