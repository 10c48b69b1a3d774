// Drawish material: International endings that the side ahead can rarely
// win, whatever the terms say.

package eval

import "github.com/damaengine/damaengine/movegen"

// Drawish material in International draughts, judged as Scan 2.0 does: a
// side with at most drawishPieces pieces rarely beats a king (three kings
// against one is a draw when the lone king holds the long diagonal), and
// with kings equal and men within drawishMenGap the advantage is small.
const (
	drawishPieces = 3
	drawishMenGap = 1
	fewPiecesDiv  = 8 // a score favouring the side with few pieces is divided so
	equalKingsDiv = 2 // ... and with kings equal and men close
	undivided     = 1
)

// DrawishDivisors returns the numbers that divide a score favouring White
// and one favouring Black in p (1: the score stands). Only International
// positions are scaled.
func DrawishDivisors(p *movegen.Position) (forWhite, forBlack int) {
	if p.Variant != movegen.International {
		return undivided, undivided
	}
	return drawishDivisors(p.Pieces[movegen.White], p.Pieces[movegen.Black], p.Kings)
}

// drawishDivisors is DrawishDivisors on the bitboards of an International
// position.
func drawishDivisors(white, black, kings uint64) (forWhite, forBlack int) {
	whiteKings, blackKings := pieces(white&kings), pieces(black&kings)
	menGap := pieces(white&^kings) - pieces(black&^kings)
	equalish := whiteKings == blackKings && max(menGap, -menGap) <= drawishMenGap
	divisor := func(own, enemyKings int64) int {
		switch {
		case enemyKings == 0:
			return undivided
		case own <= drawishPieces:
			return fewPiecesDiv
		case equalish:
			return equalKingsDiv
		}
		return undivided
	}
	return divisor(pieces(white), blackKings), divisor(pieces(black), whiteKings)
}
