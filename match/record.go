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

// resultToken writes the result as the PDN standard's result type for the
// variant's GameType: International "2-0 0-2 1-1", Italian and Dameo (the
// default type) "1-0 0-1 1/2-1/2"; always from White's side.
func resultToken(v movegen.Variant, r movegen.Result) string {
	intl := v == movegen.International
	switch {
	case r == movegen.WhiteWins && intl:
		return "2-0"
	case r == movegen.WhiteWins:
		return "1-0"
	case r == movegen.BlackWins && intl:
		return "0-2"
	case r == movegen.BlackWins:
		return "0-1"
	case r == movegen.Draw && intl:
		return "1-1"
	case r == movegen.Draw:
		return "1/2-1/2"
	}
	return "*"
}

// gameType is the PDN GameType of each variant. Dameo has no registered
// number: 99 is a private value, with the board described in full (White
// starts, 8x8, algebraic squares from a1 at the lower left, which is a
// playing square).
func gameType(v movegen.Variant) string {
	switch v {
	case movegen.International:
		return "20"
	case movegen.Italian:
		return "22"
	}
	return "99,W,8,8,A0,0"
}
