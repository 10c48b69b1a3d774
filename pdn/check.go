// Checking a game read from PDN against the rules: a result, no move
// after the game ended, and the result the rules give where they end it.

package pdn

import (
	"fmt"

	"github.com/damaengine/damaengine/movegen"
)

// Check replays r (whose moves Read has checked one by one) for variant v
// and reports what does not hold: the game has no result or "*", its
// Result tag says another result than the one after its moves, it goes
// on after the rules ended it (no legal move, repetition, move counts), or
// its result is not the one the rules give at its end. A game that ends
// before the rules end it (adjudicated, resigned, lost on time) may have
// any result.
func Check(r *Record, v movegen.Variant) error {
	if r.Result == "" || r.Result == "*" {
		return fmt.Errorf("no result")
	}
	if tag := r.Tags["Result"]; tag != "" && tag != "*" && ParseResult(tag) != ParseResult(r.Result) {
		return fmt.Errorf("the Result tag says %s, the moves end with %s", tag, r.Result)
	}
	g := movegen.NewGame(r.Start)
	for i, m := range r.Moves {
		if o := g.Outcome(); o.Over() {
			return fmt.Errorf("the game ended by the rules after %d plies (%s) but has %d", i, o, len(r.Moves))
		}
		g.Play(m)
	}
	if o := g.Outcome(); o.Over() && r.Result != ResultToken(v, o.Result) {
		return fmt.Errorf("result %s, but the rules give %s (%s)", r.Result, ResultToken(v, o.Result), o)
	}
	return nil
}
