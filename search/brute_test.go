// An exhaustive material-only minimax (plain alpha-beta, exact), independent
// of the engine's search, used to certify the tactical test positions.

package search

import (
	"math/bits"

	"github.com/damaengine/damaengine/movegen"
)

// kingValue is what material counts a king as, in men; the certificate is
// checked at several values so that it does not depend on one of them.
var kingValue = 3

// material counts men 1 and kings kingValue for the side to move minus the
// other.
func material(p *movegen.Position) int {
	us, them := p.Side, p.Side.Other()
	return bits.OnesCount64(p.Men(us)) + kingValue*bits.OnesCount64(p.KingsOf(us)) -
		bits.OnesCount64(p.Men(them)) - kingValue*bits.OnesCount64(p.KingsOf(them))
}

// bruteForce returns the material balance the side to move can force within
// depth plies, captures played out to the end, clamped to (alpha, beta); no
// legal move scores -100.
func bruteForce(p movegen.Position, depth, alpha, beta int) int {
	var l movegen.MoveList
	p.Generate(&l)
	if l.N == 0 {
		return -100
	}
	if depth <= 0 && !p.HasCapture() {
		return material(&p)
	}
	for _, m := range l.Slice() {
		alpha = max(alpha, -bruteForce(p.Play(m), depth-1, -beta, -alpha))
		if alpha >= beta {
			break
		}
	}
	return alpha
}

// uniqueWin returns the only move that reaches the best material balance
// within plies, and that balance; ok is false when several moves reach it
// or it wins no material.
func uniqueWin(p movegen.Position, plies int) (best movegen.Move, score int, ok bool) {
	var l movegen.MoveList
	p.Generate(&l)
	score, winners := -1000, 0
	for _, m := range l.Slice() {
		// A window of one above the best so far tells ties from losses.
		switch s := -bruteForce(p.Play(m), plies-1, -1000, -score+1); {
		case s > score:
			best, score, winners = m, s, 1
		case s == score:
			winners++
		}
	}
	return best, score, winners == 1 && score > material(&p)
}

// robustWin is uniqueWin's move when it is the same with kings worth 1, 3
// and 5 men: a win in pieces, not one that rests on what a promotion is
// worth (the engine's own weights may see that differently).
func robustWin(p movegen.Position, plies int) (movegen.Move, bool) {
	defer func(k int) { kingValue = k }(kingValue)
	var first movegen.Move
	for i, k := range []int{1, 3, 5} {
		kingValue = k
		m, _, ok := uniqueWin(p, plies)
		if !ok || i > 0 && m != first {
			return movegen.Move{}, false
		}
		first = m
	}
	return first, true
}
