// One side's features in Dameo: three forward directions, orthogonal
// captures by men (also sideways and backward) and by flying kings.

package eval

import "github.com/damaengine/damaengine/movegen"

// dameoSide sets the counts of colour c in Dameo.
func dameoSide(p *movegen.Position, t *tables, c movegen.Color, f *Vector) {
	o := c.Other()
	own, men, kings, empty := p.Pieces[c], p.Men(c), p.KingsOf(c), p.Empty()
	enemy, enemyMen, enemyKings := p.Pieces[o], p.Men(o), p.KingsOf(o)
	menTerms(t, c, men, f)
	kingTerms(t, kings, f)
	menMobility(t, men, empty, dameoForward[c], f)
	// Men capture orthogonally in every direction, so the squares beside,
	// in front of and behind enemy men block a run too.
	shadow := enemy
	for _, d := range orthogonals {
		shadow |= t.shift(enemyMen, d)
	}
	f[Runaway] = runaways(t, men, shadow, enemyKings, &t.forward[o])
	exposed := attackedByMen(t, own, enemyMen, empty, orthogonals) |
		attackedByFlyers(t, own, enemyKings, empty, orthogonals)
	f[Exposed] = count(exposed)
	f[KingMobility] = flyingMobility(t, kings, empty, allDirs)
	// A line: a man with one of its own men right behind it on the file
	// (which also keeps it from being jumped from the front).
	f[Backed] = count(men &^ t.backRow[c] & t.shift(men, straight[c]))
}
