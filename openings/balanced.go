// Whether an opening is fair to start a pair of games from.

package openings

import (
	"math/bits"

	"github.com/damaengine/damaengine/movegen"
)

// Balanced reports whether p is fair to start a colour-reversed pair of
// games from: the game goes on, both sides have as many pieces and as
// many kings, and the side to move has no capture (no exchange is half
// done). scratch is a move list it may use.
func Balanced(p *movegen.Position, scratch *movegen.MoveList) bool {
	w, b := movegen.White, movegen.Black
	return bits.OnesCount64(p.Pieces[w]) == bits.OnesCount64(p.Pieces[b]) &&
		bits.OnesCount64(p.KingsOf(w)) == bits.OnesCount64(p.KingsOf(b)) &&
		!p.HasCapture() && p.CountMoves(scratch) > 0
}
