// Brazilian draughts: International's rules on the 8x8 board (flying
// kings, men capture backward too, pieces removed when the move ends, the
// majority rule). Its squares sit in Italian's padded layout, mirrored, so
// its steps are Italian's shifts by 4 and 5; which of them is up-left does
// not matter here, as every rule below treats the two diagonals alike.

package movegen

import "math/bits"

func genBrazilian(p *Position, l *MoveList) {
	l.reset()
	if brazilianHasCapture(p) {
		flyingCaptures(p, l, diagonalDirs)
		return
	}
	brazilianQuiet(p, l)
}

func countBrazilian(p *Position, scratch *MoveList) int {
	if brazilianHasCapture(p) {
		scratch.reset()
		flyingCaptures(p, scratch, diagonalDirs)
		return scratch.N
	}
	return countBrazilianQuiet(p)
}

// countBrazilianQuiet counts the quiet moves on Brazilian's board (also
// Russian's).
func countBrazilianQuiet(p *Position) int {
	empty := p.Empty()
	men, kings := p.Men(p.Side), p.KingsOf(p.Side)
	var n int
	if p.Side == White {
		n = bits.OnesCount64(men>>itUL&empty) + bits.OnesCount64(men>>itUR&empty)
	} else {
		n = bits.OnesCount64(men<<itDL&empty) + bits.OnesCount64(men<<itDR&empty)
	}
	for f := kings >> itUL & empty; f != 0; f = f >> itUL & empty {
		n += bits.OnesCount64(f)
	}
	for f := kings >> itUR & empty; f != 0; f = f >> itUR & empty {
		n += bits.OnesCount64(f)
	}
	for f := kings << itDL & empty; f != 0; f = f << itDL & empty {
		n += bits.OnesCount64(f)
	}
	for f := kings << itDR & empty; f != 0; f = f << itDR & empty {
		n += bits.OnesCount64(f)
	}
	return n
}

// brazilianManJumpers returns the men with a first jump.
func brazilianManJumpers(men, opp, empty uint64) uint64 {
	return men & ((opp&(empty<<itUL))<<itUL | (opp&(empty<<itUR))<<itUR |
		(opp&(empty>>itDL))>>itDL | (opp&(empty>>itDR))>>itDR)
}

func brazilianHasCapture(p *Position) bool {
	us := p.Side
	empty := p.Empty()
	opp := p.Pieces[us.Other()]
	if brazilianManJumpers(p.Men(us), opp, empty) != 0 {
		return true
	}
	kings := p.KingsOf(us)
	if kings == 0 {
		return false
	}
	// Slide each king over empty squares; an enemy piece met with an empty
	// square behind it is a capture.
	for f := kings; f != 0; f &= empty {
		f >>= itUL
		if (f&opp)>>itUL&empty != 0 {
			return true
		}
	}
	for f := kings; f != 0; f &= empty {
		f >>= itUR
		if (f&opp)>>itUR&empty != 0 {
			return true
		}
	}
	for f := kings; f != 0; f &= empty {
		f <<= itDL
		if (f&opp)<<itDL&empty != 0 {
			return true
		}
	}
	for f := kings; f != 0; f &= empty {
		f <<= itDR
		if (f&opp)<<itDR&empty != 0 {
			return true
		}
	}
	return false
}

func brazilianQuiet(p *Position, l *MoveList) {
	empty := p.Empty()
	men, kings := p.Men(p.Side), p.KingsOf(p.Side)
	addManSteps(l, p.Side, men, empty, itUL, itUR)
	addSlides(l, &geometries[Brazilian], kings, empty, diagonalDirs)
}
