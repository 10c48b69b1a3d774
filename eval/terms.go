// Term helpers shared by the variants: each computes one side's counts from
// bitboards and the variant's tables.

package eval

import (
	"math/bits"

	"github.com/damaengine/damaengine/movegen"
)

func count(b uint64) int16 { return int16(bits.OnesCount64(b)) }

// menTerms sets the men's material and placement counts of colour c.
func menTerms(t *tables, c movegen.Color, men uint64, f *Vector) {
	f[Man] = count(men)
	f[Advance] = int16(t.advanced(men, c))
	f[NearPromo] = count(men & t.nearPromo[c])
	f[BackRow] = count(men & t.backRow[c])
	f[Guard] = count(men & t.guard[c])
	f[Centre] = count(men & t.centre)
	wing := count(men&t.leftWing) - count(men&t.rightWing)
	f[Flank] = max(wing, -wing)
}

// kingTerms sets the kings' material and placement counts.
func kingTerms(t *tables, kings uint64, f *Vector) {
	f[King] = count(kings)
	f[KingCentre] = count(kings & t.kingCentre)
	f[KingDiagonal] = count(kings & t.longDiag)
}

// menMobility sets the free forward steps of the men and the men that
// have none; forward lists the men's step directions.
func menMobility(t *tables, men, empty uint64, forward []dir, f *Vector) {
	var steps int16
	var movable uint64
	for _, d := range forward {
		to := t.shift(men, d) & empty
		steps += count(to)
		movable |= t.shift(to, opposite[d])
	}
	f[Mobility] = steps
	f[Blocked] = count(men &^ movable)
}

// runaways counts the men whose forward cone no enemy piece can enter in
// time. shadow starts as the squares of enemy pieces (with whatever squares
// they attack from the side or from behind) and is spread along the enemy
// men's forward directions: a man outside it has a free run to promotion.
// Enemy kings can come from anywhere, so with one no man runs away.
func runaways(t *tables, men, shadow, enemyKings uint64, enemyForward *[3]step) int16 {
	if enemyKings != 0 {
		return 0
	}
	a, b, c := enemyForward[0], enemyForward[1], enemyForward[2]
	for row := 1; row < t.side && men&^shadow != 0; row++ {
		shadow |= a.move(shadow) | b.move(shadow) | c.move(shadow)
	}
	return count(men &^ shadow)
}

// attackedByMen returns the targets that an enemy piece in attackers next to
// them in one of dirs could jump, landing on the empty square behind.
func attackedByMen(t *tables, targets, attackers, empty uint64, dirs []dir) uint64 {
	var hit uint64
	for _, d := range dirs {
		hit |= t.shift(attackers, opposite[d]) & t.shift(empty, d)
	}
	return targets & hit
}

// attackedByFlyers returns the targets that a flying king in kings, on a line
// in one of dirs with only empty squares between, could jump.
func attackedByFlyers(t *tables, targets, kings, empty uint64, dirs []dir) uint64 {
	if kings == 0 {
		return 0
	}
	var hit uint64
	for _, d := range dirs {
		hit |= t.ray(kings, empty, opposite[d]) & t.shift(empty, d)
	}
	return targets & hit
}

// stepMobility counts the one-square moves of kings in dirs.
func stepMobility(t *tables, kings, empty uint64, dirs []dir) int16 {
	var n int16
	for _, d := range dirs {
		n += count(t.shift(kings, d) & empty)
	}
	return n
}

// flyingMobility counts the moves of flying kings along dirs.
func flyingMobility(t *tables, kings, empty uint64, dirs []dir) int16 {
	if kings == 0 {
		return 0
	}
	var n int16
	for _, d := range dirs {
		n += count(t.ray(kings, empty, d) & empty)
	}
	return n
}
