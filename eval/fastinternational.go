// The fast score of International draughts and its variants (Variant.Base). Unlike the other variants it
// scores both colours in one pass on the unturned board: the shifted empty
// squares serve both, and no board is rotated.

package eval

import "github.com/damaengine/damaengine/movegen"

var internationalFrom = stepMasks(movegen.International)

// International steps: a ghost bit after every second row, steps of 5 and
// 6 bits.
func inUL(b uint64) uint64 { return (b & internationalFrom[upLeft]) >> 6 }
func inUR(b uint64) uint64 { return (b & internationalFrom[upRight]) >> 5 }
func inDL(b uint64) uint64 { return (b & internationalFrom[downLeft]) << 5 }
func inDR(b uint64) uint64 { return (b & internationalFrom[downRight]) << 6 }

// internationalShadow returns the squares b reaches in at most 9 steps down
// (every row below): b with its one-step reach (1 step at most), then that
// set's two-step reach (3), four-step reach (7) and two-step reach again
// (9), each a few shifts and no branch.
func internationalShadow(b uint64) uint64 {
	b |= inDR(b) | inDL(b)
	b |= b&internationalReach2[0]<<12 | b&internationalReach2[1]<<11 | b&internationalReach2[2]<<10
	b |= b&internationalReach4[0]<<24 | b&internationalReach4[1]<<23 | b&internationalReach4[2]<<22 |
		b&internationalReach4[3]<<21 | b&internationalReach4[4]<<20
	return b | b&internationalReach2[0]<<12 | b&internationalReach2[1]<<11 | b&internationalReach2[2]<<10
}

// internationalShadowUp is internationalShadow upward (every row above).
func internationalShadowUp(b uint64) uint64 {
	b |= inUL(b) | inUR(b)
	b |= b&internationalReachUp2[0]>>12 | b&internationalReachUp2[1]>>11 | b&internationalReachUp2[2]>>10
	b |= b&internationalReachUp4[0]>>24 | b&internationalReachUp4[1]>>23 | b&internationalReachUp4[2]>>22 |
		b&internationalReachUp4[3]>>21 | b&internationalReachUp4[4]>>20
	return b | b&internationalReachUp2[0]>>12 | b&internationalReachUp2[1]>>11 | b&internationalReachUp2[2]>>10
}

// internationalReach2 and internationalReach4 are italianReach2 and
// italianReach4 for International: a path of k steps down with l of them
// down-left shifts by 6k - l. The Up masks are the same upward, by the
// number of steps up-right.
var (
	internationalReach2   = reachMasks(movegen.International, 2, inDL, inDR)
	internationalReach4   = reachMasks(movegen.International, 4, inDL, inDR)
	internationalReachUp2 = reachMasks(movegen.International, 2, inUR, inUL)
	internationalReachUp4 = reachMasks(movegen.International, 4, inUR, inUL)
)

// blackMenSums are, for the variants scored in one pass, the byte sums of
// the weights Black's men earn by square (menSums turned by 180 degrees).
var blackMenSums = [...]*byteSums{
	movegen.International: rotatedSums(movegen.International),
	movegen.Brazilian:     rotatedSums(movegen.Brazilian),
	movegen.Russian:       rotatedSums(movegen.Russian),
	movegen.Killer:        rotatedSums(movegen.Killer),
	movegen.Breakthrough:  rotatedSums(movegen.Breakthrough),
	movegen.Antidraughts:  rotatedSums(movegen.Antidraughts),
	movegen.Frisian:       rotatedSums(movegen.Frisian),
	movegen.Frysk:         rotatedSums(movegen.Frysk),
}

// internationalNeighbours returns the squares next to those of b.
func internationalNeighbours(b uint64) uint64 { return inUL(b) | inUR(b) | inDL(b) | inDR(b) }

// internationalScores is the packed weighted sum of the features of White
// minus those of Black in International draughts or one of its variants (v), Exchange
// and ToMove aside: internationalSide's counts for each colour.
func internationalScores(v movegen.Variant, white, black, kings uint64) int64 {
	t, pw := &tabs[v], &packed[v]
	wMen, wKings := white&^kings, white&kings
	bMen, bKings := black&^kings, black&kings
	empty := t.board &^ (white | black)
	sum := placementScore(t, menSums[v], pw, wMen, wKings) -
		placementScore(t, blackMenSums[v], pw, bMen, bKings)

	// Men step forward: up for White, down for Black.
	wLeft, wRight := inUL(wMen)&empty, inUR(wMen)&empty
	bLeft, bRight := inDR(bMen)&empty, inDL(bMen)&empty
	wMovable := inDR(wLeft) | inDL(wRight)
	bMovable := inUL(bLeft) | inUR(bRight)
	wBacked := wMen &^ t.backRow[movegen.White] &
		(inUL(white) | ^internationalFrom[downRight]) & (inUR(white) | ^internationalFrom[downLeft])
	bBacked := bMen &^ t.backRow[movegen.Black] &
		(inDR(black) | ^internationalFrom[upLeft]) & (inDL(black) | ^internationalFrom[upRight])
	sum += (pieces(wLeft)+pieces(wRight)-pieces(bLeft)-pieces(bRight))*pw[Mobility] +
		(pieces(wMen&^wMovable)-pieces(bMen&^bMovable))*pw[Blocked] +
		(pieces(wBacked)-pieces(bBacked))*pw[Backed]

	// Men capture backward too, so the squares next to enemy men block a
	// run as well.
	if bKings == 0 {
		sum += pieces(wMen&^internationalShadow(black|internationalNeighbours(bMen))) * pw[Runaway]
	}
	if wKings == 0 {
		sum -= pieces(bMen&^internationalShadowUp(white|internationalNeighbours(wMen))) * pw[Runaway]
	}

	// A piece is exposed when an enemy piece next to it (a king anywhere
	// on its line) has the square behind it empty.
	emptyUL, emptyUR, emptyDL, emptyDR := inUL(empty), inUR(empty), inDL(empty), inDR(empty)
	hitByWhite := inDR(wMen)&emptyUL | inDL(wMen)&emptyUR | inUR(wMen)&emptyDL | inUL(wMen)&emptyDR
	hitByBlack := inDR(bMen)&emptyUL | inDL(bMen)&emptyUR | inUR(bMen)&emptyDL | inUL(bMen)&emptyDR
	if kings != 0 {
		hitByWhite |= kingHits(t, wKings, empty, emptyUL, emptyUR, emptyDL, emptyDR)
		hitByBlack |= kingHits(t, bKings, empty, emptyUL, emptyUR, emptyDL, emptyDR)
		sum += (kingMoves(t, wKings, empty) - kingMoves(t, bKings, empty)) * pw[KingMobility]
	}
	return sum + (pieces(white&hitByBlack)-pieces(black&hitByWhite))*pw[Exposed]
}

// kingHits returns the squares the kings of b could capture on, given the
// empty squares and those squares shifted one step each way.
func kingHits(t *tables, b, empty, emptyUL, emptyUR, emptyDL, emptyDR uint64) uint64 {
	if b == 0 {
		return 0
	}
	return t.ray(b, empty, downRight)&emptyUL | t.ray(b, empty, downLeft)&emptyUR |
		t.ray(b, empty, upRight)&emptyDL | t.ray(b, empty, upLeft)&emptyDR
}

// kingMoves returns the number of moves of the kings of b.
func kingMoves(t *tables, b, empty uint64) int64 {
	if b == 0 {
		return 0
	}
	return pieces(t.ray(b, empty, upLeft)&empty) + pieces(t.ray(b, empty, upRight)&empty) +
		pieces(t.ray(b, empty, downLeft)&empty) + pieces(t.ray(b, empty, downRight)&empty)
}
