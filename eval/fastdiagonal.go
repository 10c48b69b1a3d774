// The fast scores of the diagonal boards. Each layout pads the rows with
// ghost bits so that a diagonal step is a shift by a fixed amount (White's
// men move up, toward bit 0); the step masks keep squares from crossing the
// board's edges.

package eval

import "github.com/damaengine/damaengine/movegen"

var italianFrom = stepMasks(movegen.Italian)

// Italian steps: a ghost bit after every second row, steps of 4 and 5 bits.
func itUL(b uint64) uint64 { return (b & italianFrom[upLeft]) >> 5 }
func itUR(b uint64) uint64 { return (b & italianFrom[upRight]) >> 4 }
func itDL(b uint64) uint64 { return (b & italianFrom[downLeft]) << 4 }
func itDR(b uint64) uint64 { return (b & italianFrom[downRight]) << 5 }

// italianShadow returns the squares b reaches in at most 7 steps down
// (every row below): b with its one-step reach, then that set's two-step
// reach, then that set's four-step reach, each a few shifts.
func italianShadow(b uint64) uint64 {
	b |= itDR(b) | itDL(b)
	b |= b&italianReach2[0]<<10 | b&italianReach2[1]<<9 | b&italianReach2[2]<<8
	return b | b&italianReach4[0]<<20 | b&italianReach4[1]<<19 | b&italianReach4[2]<<18 |
		b&italianReach4[3]<<17 | b&italianReach4[4]<<16
}

// italianReach2 and italianReach4 hold, by the number of steps down-left
// among 2 and 4 steps down, the squares from which some such path stays on
// the board; each path of k steps with l of them down-left shifts by
// 5k - l.
var italianReach2, italianReach4 = reachMasks(movegen.Italian, 2, itDL, itDR), reachMasks(movegen.Italian, 4, itDL, itDR)

// reachMasks returns, for paths of the given number of steps (up to 4) on
// the board of v, each step one of two, by the number l of them taken the
// first way, the squares from which some such path stays on the board.
func reachMasks(v movegen.Variant, steps int, first, second func(uint64) uint64) (masks [5]uint64) {
	for b := range 64 {
		for path := range 1 << steps {
			at, l := uint64(1)<<b&tabs[v].board, 0
			for i := range steps {
				if path>>i&1 != 0 {
					at, l = first(at), l+1
				} else {
					at = second(at)
				}
			}
			if at != 0 {
				masks[l] |= 1 << b
			}
		}
	}
	return masks
}

// italianScore is the packed weighted sum of the features of White (own)
// against Black (enemy) in Italian draughts, Exchange and ToMove aside:
// italianSide's counts.
func italianScore(own, enemy, kings uint64) int64 {
	t, pw, sums := &tabs[movegen.Italian], &packed[movegen.Italian], menSums[movegen.Italian]
	men, ownKings := own&^kings, own&kings
	enemyMen, enemyKings := enemy&^kings, enemy&kings
	empty := t.board &^ (own | enemy)
	sum := placementScore(t, sums, pw, men, ownKings)

	left, right := itUL(men)&empty, itUR(men)&empty
	movable := itDR(left) | itDL(right)
	backed := men &^ t.backRow[movegen.White] &
		(itUL(own) | ^italianFrom[downRight]) & (itUR(own) | ^italianFrom[downLeft])
	sum += (pieces(left)+pieces(right))*pw[Mobility] +
		pieces(men&^movable)*pw[Blocked] +
		pieces(backed)*pw[Backed]

	if enemyKings == 0 {
		sum += pieces(men&^italianShadow(enemy)) * pw[Runaway]
	}

	// Men capture forward only and never kings; kings capture anything.
	emptyUL, emptyUR := itUL(empty), itUR(empty)
	exposed := men & (itDR(enemyMen)&emptyUL | itDL(enemyMen)&emptyUR)
	if enemyKings != 0 {
		exposed |= own & (itDR(enemyKings)&emptyUL | itDL(enemyKings)&emptyUR |
			itUR(enemyKings)&itDL(empty) | itUL(enemyKings)&itDR(empty))
	}
	sum += pieces(exposed) * pw[Exposed]

	if ownKings != 0 {
		moves := pieces(itUL(ownKings)&empty) + pieces(itUR(ownKings)&empty) +
			pieces(itDL(ownKings)&empty) + pieces(itDR(ownKings)&empty)
		sum += moves * pw[KingMobility]
	}
	return sum
}
