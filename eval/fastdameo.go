// The fast score of Dameo: all 64 squares, bit = row*8 + file, so a step is
// a shift by 1, 7, 8 or 9 bits (White's men move up, toward bit 0); the
// step masks keep squares from crossing the board's edges.

package eval

import "github.com/damaengine/damaengine/movegen"

var dameoFrom = stepMasks(movegen.Dameo)

// Dameo steps.
func daUp(b uint64) uint64        { return (b & dameoFrom[up]) >> 8 }
func daDown(b uint64) uint64      { return (b & dameoFrom[down]) << 8 }
func daLeft(b uint64) uint64      { return (b & dameoFrom[left]) >> 1 }
func daRight(b uint64) uint64     { return (b & dameoFrom[right]) << 1 }
func daUpLeft(b uint64) uint64    { return (b & dameoFrom[upLeft]) >> 9 }
func daUpRight(b uint64) uint64   { return (b & dameoFrom[upRight]) >> 7 }
func daDownLeft(b uint64) uint64  { return (b & dameoFrom[downLeft]) << 7 }
func daDownRight(b uint64) uint64 { return (b & dameoFrom[downRight]) << 9 }

// dameoScore is the packed weighted sum of the features of White (own)
// against Black (enemy) in Dameo, Exchange and ToMove aside: dameoSide's
// counts.
func dameoScore(own, enemy, kings uint64) int64 {
	t, pw, sums := &tabs[movegen.Dameo], &packed[movegen.Dameo], menSums[movegen.Dameo]
	men, ownKings := own&^kings, own&kings
	enemyMen, enemyKings := enemy&^kings, enemy&kings
	empty := t.board &^ (own | enemy)
	sum := placementScore(t, sums, pw, men, ownKings)

	toLeft, ahead, toRight := daUpLeft(men)&empty, daUp(men)&empty, daUpRight(men)&empty
	movable := daDownRight(toLeft) | daDown(ahead) | daDownLeft(toRight)
	sum += (pieces(toLeft)+pieces(ahead)+pieces(toRight))*pw[Mobility] +
		pieces(men&^movable)*pw[Blocked] +
		pieces(men&^t.backRow[movegen.White]&daUp(men))*pw[Backed]

	if enemyKings == 0 {
		// Men capture orthogonally in every direction.
		shadow := enemy | daUp(enemyMen) | daDown(enemyMen) | daLeft(enemyMen) | daRight(enemyMen)
		for row := 1; row < 8 && men&^shadow != 0; row++ {
			shadow |= daDownRight(shadow) | daDown(shadow) | daDownLeft(shadow)
		}
		sum += pieces(men&^shadow) * pw[Runaway]
	}

	emptyUp, emptyDown, emptyLeft, emptyRight := daUp(empty), daDown(empty), daLeft(empty), daRight(empty)
	hit := daDown(enemyMen)&emptyUp | daUp(enemyMen)&emptyDown |
		daRight(enemyMen)&emptyLeft | daLeft(enemyMen)&emptyRight
	if enemyKings != 0 {
		hit |= t.ray(enemyKings, empty, down)&emptyUp | t.ray(enemyKings, empty, up)&emptyDown |
			t.ray(enemyKings, empty, right)&emptyLeft | t.ray(enemyKings, empty, left)&emptyRight
	}
	sum += pieces(own&hit) * pw[Exposed]

	if ownKings != 0 {
		var moves int64
		for d := range numDirs {
			moves += pieces(t.ray(ownKings, empty, d) & empty)
		}
		sum += moves * pw[KingMobility]
	}
	return sum
}
