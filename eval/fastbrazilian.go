// The fast score of Brazilian and Russian draughts: International's terms
// (internationalScores) on the 8x8 board. Their squares sit in Italian's
// layout mirrored, so a step is Italian's shift by 4 or 5 with the two
// diagonals swapped.

package eval

import "github.com/damaengine/damaengine/movegen"

var brazilianFrom = stepMasks(movegen.Brazilian)

// Brazilian steps: up-left a right shift by 4, up-right by 5.
func brUL(b uint64) uint64 { return (b & brazilianFrom[upLeft]) >> 4 }
func brUR(b uint64) uint64 { return (b & brazilianFrom[upRight]) >> 5 }
func brDL(b uint64) uint64 { return (b & brazilianFrom[downLeft]) << 5 }
func brDR(b uint64) uint64 { return (b & brazilianFrom[downRight]) << 4 }

// brazilianReach2 and brazilianReach4 are italianReach2 and italianReach4
// on Brazilian's board: a path of k steps down with l of them down-left
// shifts by 4k + l; the Up masks are the same upward, by the number of
// steps up-right.
var (
	brazilianReach2   = reachMasks(movegen.Brazilian, 2, brDL, brDR)
	brazilianReach4   = reachMasks(movegen.Brazilian, 4, brDL, brDR)
	brazilianReachUp2 = reachMasks(movegen.Brazilian, 2, brUR, brUL)
	brazilianReachUp4 = reachMasks(movegen.Brazilian, 4, brUR, brUL)
)

// brazilianShadow returns the squares b reaches in at most 7 steps down
// (every row below): b with its one-step reach, then that set's two-step
// reach, then that set's four-step reach.
func brazilianShadow(b uint64) uint64 {
	b |= brDR(b) | brDL(b)
	b |= b&brazilianReach2[0]<<8 | b&brazilianReach2[1]<<9 | b&brazilianReach2[2]<<10
	return b | b&brazilianReach4[0]<<16 | b&brazilianReach4[1]<<17 | b&brazilianReach4[2]<<18 |
		b&brazilianReach4[3]<<19 | b&brazilianReach4[4]<<20
}

// brazilianShadowUp is brazilianShadow upward (every row above).
func brazilianShadowUp(b uint64) uint64 {
	b |= brUL(b) | brUR(b)
	b |= b&brazilianReachUp2[0]>>8 | b&brazilianReachUp2[1]>>9 | b&brazilianReachUp2[2]>>10
	return b | b&brazilianReachUp4[0]>>16 | b&brazilianReachUp4[1]>>17 | b&brazilianReachUp4[2]>>18 |
		b&brazilianReachUp4[3]>>19 | b&brazilianReachUp4[4]>>20
}

// brazilianNeighbours returns the squares next to those of b.
func brazilianNeighbours(b uint64) uint64 { return brUL(b) | brUR(b) | brDL(b) | brDR(b) }

// brazilianScores is internationalScores for variant v, Brazilian or
// Russian (the same board, their own weights).
func brazilianScores(v movegen.Variant, white, black, kings uint64) int64 {
	t, pw := &tabs[v], &packed[v]
	wMen, wKings := white&^kings, white&kings
	bMen, bKings := black&^kings, black&kings
	empty := t.board &^ (white | black)
	sum := placementScore(t, menSums[v], pw, wMen, wKings) - placementScore(t, blackMenSums[v], pw, bMen, bKings)

	wLeft, wRight := brUL(wMen)&empty, brUR(wMen)&empty
	bLeft, bRight := brDR(bMen)&empty, brDL(bMen)&empty
	wMovable := brDR(wLeft) | brDL(wRight)
	bMovable := brUL(bLeft) | brUR(bRight)
	wBacked := wMen &^ t.backRow[movegen.White] &
		(brUL(white) | ^brazilianFrom[downRight]) & (brUR(white) | ^brazilianFrom[downLeft])
	bBacked := bMen &^ t.backRow[movegen.Black] &
		(brDR(black) | ^brazilianFrom[upLeft]) & (brDL(black) | ^brazilianFrom[upRight])
	sum += (pieces(wLeft)+pieces(wRight)-pieces(bLeft)-pieces(bRight))*pw[Mobility] +
		(pieces(wMen&^wMovable)-pieces(bMen&^bMovable))*pw[Blocked] +
		(pieces(wBacked)-pieces(bBacked))*pw[Backed]

	if bKings == 0 {
		sum += pieces(wMen&^brazilianShadow(black|brazilianNeighbours(bMen))) * pw[Runaway]
	}
	if wKings == 0 {
		sum -= pieces(bMen&^brazilianShadowUp(white|brazilianNeighbours(wMen))) * pw[Runaway]
	}

	emptyUL, emptyUR, emptyDL, emptyDR := brUL(empty), brUR(empty), brDL(empty), brDR(empty)
	hitByWhite := brDR(wMen)&emptyUL | brDL(wMen)&emptyUR | brUR(wMen)&emptyDL | brUL(wMen)&emptyDR
	hitByBlack := brDR(bMen)&emptyUL | brDL(bMen)&emptyUR | brUR(bMen)&emptyDL | brUL(bMen)&emptyDR
	if kings != 0 {
		hitByWhite |= kingHits(t, wKings, empty, emptyUL, emptyUR, emptyDL, emptyDR)
		hitByBlack |= kingHits(t, bKings, empty, emptyUL, emptyUR, emptyDL, emptyDR)
		sum += (kingMoves(t, wKings, empty) - kingMoves(t, bKings, empty)) * pw[KingMobility]
	}
	return sum + (pieces(white&hitByBlack)-pieces(black&hitByWhite))*pw[Exposed]
}
