// The Mobility level: a shallow alpha-beta search on material and
// mobility, a player of another design than the engine's.

package player

import (
	"math/rand/v2"

	"github.com/damaengine/damaengine/movegen"
)

// The Mobility level's evaluation weights and its capture horizon.
const (
	// mobilityPerMove is what one legal move more than the opponent's is
	// worth, in centi-men.
	mobilityPerMove = 5
	// mobilityCapturePlies bounds the captures searched beyond the
	// depth: a capture sequence is played out, up to this many plies.
	mobilityCapturePlies = 12
	// mobilityInf is above every score.
	mobilityInf = materialLoss + 1
)

// mobilityMove returns the move of pos that a depth-ply alpha-beta search
// scores best with mobilityEval at its leaves (a position whose side must
// capture is never a leaf), a random one (rng) among equals; the zero
// move when pos has none. It keeps no table and orders no moves.
func mobilityMove(pos *movegen.Position, depth int, rng *rand.Rand) movegen.Move {
	var l movegen.MoveList
	pos.Generate(&l)
	moves := l.Slice()
	// Searched in a random order, the first of equal moves is kept: each
	// of them with the same chance.
	rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	var best movegen.Move
	alpha := -mobilityInf
	for _, m := range moves {
		next := pos.Play(m)
		if v := -mobilitySearch(&next, depth-1, mobilityCapturePlies, -mobilityInf, -alpha); v > alpha || best == (movegen.Move{}) {
			alpha, best = v, m
		}
	}
	return best
}

// mobilitySearch is the alpha-beta score of pos searched depth plies
// deep, then on through its captures for at most capturePlies plies.
func mobilitySearch(pos *movegen.Position, depth, capturePlies, alpha, beta int) int {
	var l movegen.MoveList
	pos.Generate(&l)
	if l.N == 0 {
		return -materialLoss
	}
	if depth <= 0 {
		if !l.Moves[0].IsCapture() || capturePlies == 0 {
			return mobilityEval(pos, l.N)
		}
		capturePlies--
	}
	for _, m := range l.Slice() {
		next := pos.Play(m)
		v := -mobilitySearch(&next, depth-1, capturePlies, -beta, -alpha)
		if v >= beta {
			return v
		}
		alpha = max(alpha, v)
	}
	return alpha
}

// mobilityEval scores pos from the side to move's view: the material
// (men 1, kings 3) and mobilityPerMove for each of its moves (n of them)
// more than the opponent would have.
func mobilityEval(pos *movegen.Position, n int) int {
	them := *pos
	them.Side = pos.Side.Other()
	var scratch movegen.MoveList
	theirs := them.CountMoves(&scratch)
	return material(pos, pos.Side) - material(pos, pos.Side.Other()) + mobilityPerMove*(n-theirs)
}
