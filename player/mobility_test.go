// The Mobility level against a plain minimax written here from its
// description.

package player

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// plainValue is the value of pos by full minimax (no pruning) to depth
// plies, then through its captures for at most captures plies, scored at
// the leaves by men 100, kings 300 and 5 a legal move more than the
// opponent would have, a side without a move lost: the Mobility level's
// description, written apart from its code.
func plainValue(pos *movegen.Position, depth, captures int) int {
	var l movegen.MoveList
	pos.Generate(&l)
	if l.N == 0 {
		return -1 << 20
	}
	if depth <= 0 {
		if !l.Moves[0].IsCapture() || captures == 0 {
			them := *pos
			them.Side = pos.Side.Other()
			var tl movegen.MoveList
			them.Generate(&tl)
			worth := func(c movegen.Color) int {
				return 100*bits.OnesCount64(pos.Men(c)) + 300*bits.OnesCount64(pos.KingsOf(c))
			}
			return worth(pos.Side) - worth(pos.Side.Other()) + 5*(l.N-tl.N)
		}
		captures--
	}
	best := -1<<20 - 1
	for _, m := range l.Slice() {
		next := pos.Play(m)
		best = max(best, -plainValue(&next, depth-1, captures))
	}
	return best
}

// TestMobilityMoveIsMinimax: on positions from random games of every
// variant, the Mobility level's move at depths 1 to 3 is one of those
// the plain minimax values best, and where several share the best value
// different seeds choose different ones.
func TestMobilityMoveIsMinimax(t *testing.T) {
	varied := 0
	for _, v := range []movegen.Variant{movegen.Italian, movegen.International, movegen.Dameo} {
		rng := rand.New(rand.NewPCG(uint64(v), 7))
		for game := range 6 {
			g := movegen.NewGame(movegen.StartPosition(v))
			for range 10 + game*8 {
				var l movegen.MoveList
				p := g.Position()
				p.Generate(&l)
				if l.N == 0 {
					break
				}
				g.Play(l.Moves[rng.IntN(l.N)])
			}
			pos := g.Position()
			var l movegen.MoveList
			pos.Generate(&l)
			if l.N == 0 {
				continue
			}
			for depth := 1; depth <= 3; depth++ {
				values := map[movegen.Move]int{}
				best := -1<<20 - 1
				for _, m := range l.Slice() {
					next := pos.Play(m)
					values[m] = -plainValue(&next, depth-1, mobilityCapturePlies)
					best = max(best, values[m])
				}
				ties, chosen := 0, map[movegen.Move]bool{}
				for _, val := range values {
					if val == best {
						ties++
					}
				}
				for seed := range uint64(16) {
					m := mobilityMove(&pos, depth, rand.New(rand.NewPCG(seed, pos.Key)))
					if values[m] != best {
						t.Fatalf("%s %s depth %d: chose %s worth %d, the best is %d", v, pos.FEN(), depth,
							pos.FormatPDN(m), values[m], best)
					}
					chosen[m] = true
				}
				if ties > 1 && len(chosen) > 1 {
					varied++
				}
				if ties == 1 && len(chosen) != 1 {
					t.Fatalf("%s %s depth %d: one best move, %d chosen", v, pos.FEN(), depth, len(chosen))
				}
			}
		}
	}
	if varied == 0 {
		t.Error("no position with equal best moves saw more than one of them chosen")
	}
}
