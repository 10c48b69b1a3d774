// The Material level: one ply, and the captures that follow it.

package player

import (
	"math/bits"
	"math/rand/v2"

	"github.com/damaengine/damaengine/movegen"
)

// The Material level's piece values, in centi-men.
const (
	materialMan  = 100
	materialKing = 300
	// materialLoss scores a side without a move: it has lost.
	materialLoss = 1 << 20
)

// materialMove returns the move of pos after which the side to move keeps
// the most material once every capture it leads to is played out
// (settled), a random one (rng) among equals; the zero move when pos has
// none.
func materialMove(pos *movegen.Position, rng *rand.Rand) movegen.Move {
	var l movegen.MoveList
	pos.Generate(&l)
	best, ties := 0, 0
	var chosen movegen.Move
	for i := range l.N {
		next := pos.Play(l.Moves[i])
		v := -settled(&next)
		switch {
		case i == 0 || v > best:
			best, ties, chosen = v, 1, l.Moves[i]
		case v == best:
			ties++
			if rng.IntN(ties) == 0 { // each of the equals with the same chance
				chosen = l.Moves[i]
			}
		}
	}
	return chosen
}

// settled is the material balance of pos from the side to move's view
// after the captures it must make, and the captures they allow, are
// played out, each side choosing the capture that keeps it the most.
func settled(pos *movegen.Position) int {
	var l movegen.MoveList
	pos.Generate(&l)
	if l.N == 0 {
		return -materialLoss
	}
	if !l.Moves[0].IsCapture() {
		return material(pos, pos.Side) - material(pos, pos.Side.Other())
	}
	best := -materialLoss - 1
	for i := range l.N {
		next := pos.Play(l.Moves[i])
		best = max(best, -settled(&next))
	}
	return best
}

// material is the value of side c's pieces.
func material(pos *movegen.Position, c movegen.Color) int {
	return materialMan*bits.OnesCount64(pos.Men(c)) + materialKing*bits.OnesCount64(pos.KingsOf(c))
}
