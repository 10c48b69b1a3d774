// One side's features on the diagonal boards: Italian and International.

package eval

import "github.com/damaengine/damaengine/movegen"

// italianSide sets the counts of colour c in Italian draughts: men capture
// forward only and never kings; kings are short.
func italianSide(p *movegen.Position, t *tables, c movegen.Color, f *Vector) {
	o := c.Other()
	men, kings, empty := p.Men(c), p.KingsOf(c), p.Empty()
	enemyMen, enemyKings := p.Men(o), p.KingsOf(o)
	diagonalShape(t, c, men, p.Pieces[c], empty, f)
	kingTerms(t, kings, f)
	f[Runaway] = runaways(t, men, p.Pieces[o], enemyKings, &t.forward[o])
	exposed := attackedByMen(t, men, enemyMen, empty, diagForward[c]) |
		attackedByMen(t, p.Pieces[c], enemyKings, empty, diagonals)
	f[Exposed] = count(exposed)
	f[KingMobility] = stepMobility(t, kings, empty, diagonals)
}

// internationalSide sets the counts of colour c in International draughts:
// men capture backward too; kings fly.
func internationalSide(p *movegen.Position, t *tables, c movegen.Color, f *Vector) {
	o := c.Other()
	own, men, kings, empty := p.Pieces[c], p.Men(c), p.KingsOf(c), p.Empty()
	enemy, enemyMen, enemyKings := p.Pieces[o], p.Men(o), p.KingsOf(o)
	diagonalShape(t, c, men, own, empty, f)
	kingTerms(t, kings, f)
	// A man that runs past an enemy man can still be taken from behind, so
	// the squares next to enemy men block too.
	shadow := enemy
	for _, d := range diagonals {
		shadow |= t.shift(enemyMen, d)
	}
	f[Runaway] = runaways(t, men, shadow, enemyKings, &t.forward[o])
	exposed := attackedByMen(t, own, enemyMen, empty, diagonals) |
		attackedByFlyers(t, own, enemyKings, empty, diagonals)
	f[Exposed] = count(exposed)
	f[KingMobility] = flyingMobility(t, kings, empty, diagonals)
}

// diagonalShape sets the men's terms common to the diagonal boards:
// placement, mobility and cover from behind.
func diagonalShape(t *tables, c movegen.Color, men, own, empty uint64, f *Vector) {
	menTerms(t, c, men, f)
	forward := diagForward[c]
	menMobility(t, men, empty, forward, f)
	// A man is backed when each square diagonally behind it is either off
	// the board or held by its own side: no enemy man can jump it from the
	// front.
	backed := men &^ t.backRow[c]
	for _, d := range forward {
		backed &= t.shift(own, d) | ^t.steps[opposite[d]].from
	}
	f[Backed] = count(backed)
}
