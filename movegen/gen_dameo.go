// Dameo: all 64 squares, men step forward in three directions and advance
// over lines of their own men, captures are orthogonal only (men short,
// kings flying), pieces are removed when the move ends, majority rule.

package movegen

import "math/bits"

const (
	fileA = 0x0101010101010101
	fileH = 0x8080808080808080
)

// dameoStep is one direction of the plain 8x8 layout: the bit delta and the
// squares that may step that way without leaving the board.
type dameoStep struct {
	delta int
	from  uint64
}

var dameoSteps = [numDirections]dameoStep{
	UpLeft: {-9, ^uint64(fileA)}, UpRight: {-7, ^uint64(fileH)},
	DownLeft: {7, ^uint64(fileA)}, DownRight: {9, ^uint64(fileH)},
	Up: {-8, ^uint64(0)}, Down: {8, ^uint64(0)},
	Left: {-1, ^uint64(fileA)}, Right: {1, ^uint64(fileH)},
}

// shift moves every square of b one step in the direction.
func (s dameoStep) shift(b uint64) uint64 {
	b &= s.from
	if s.delta > 0 {
		return b << uint(s.delta)
	}
	return b >> uint(-s.delta)
}

var dameoForward = [2][3]Direction{
	White: {UpLeft, Up, UpRight},
	Black: {DownLeft, Down, DownRight},
}

func genDameo(p *Position, l *MoveList) {
	l.reset()
	if dameoHasCapture(p) {
		flyingCaptures(p, l, orthogonalDirs)
		return
	}
	dameoQuiet(p, l)
}

// dameoQuiet adds the quiet moves of the side to move: men one square
// forward or over a run of their own men, kings like chess queens.
func dameoQuiet(p *Position, l *MoveList) {
	empty := p.Empty()
	men := p.Men(p.Side)
	for _, d := range dameoForward[p.Side] {
		s := dameoSteps[d]
		t := men
		for k := 1; t != 0; k++ {
			t = s.shift(t)
			for targets := t & empty; targets != 0; targets &= targets - 1 {
				to := bits.TrailingZeros64(targets)
				l.addQuiet(to-k*s.delta, to)
			}
			t &= men
		}
	}
	addSlides(l, &geometries[Dameo], p.KingsOf(p.Side), empty, diagonalDirs)
	addSlides(l, &geometries[Dameo], p.KingsOf(p.Side), empty, orthogonalDirs)
}

func countDameo(p *Position, scratch *MoveList) int {
	if dameoHasCapture(p) {
		scratch.reset()
		flyingCaptures(p, scratch, orthogonalDirs)
		return scratch.N
	}
	empty := p.Empty()
	men, kings := p.Men(p.Side), p.KingsOf(p.Side)
	n := 0
	for _, d := range dameoForward[p.Side] {
		s := dameoSteps[d]
		for t := s.shift(men); t != 0; t = s.shift(t & men) {
			n += bits.OnesCount64(t & empty)
		}
	}
	if kings != 0 {
		for _, s := range dameoSteps {
			for f := s.shift(kings) & empty; f != 0; f = s.shift(f) & empty {
				n += bits.OnesCount64(f)
			}
		}
	}
	return n
}

func dameoHasCapture(p *Position) bool {
	us := p.Side
	empty := p.Empty()
	opp := p.Pieces[us.Other()]
	men, kings := p.Men(us), p.KingsOf(us)
	for _, d := range orthogonalDirs {
		s := dameoSteps[d]
		if s.shift(s.shift(men)&opp)&empty != 0 {
			return true
		}
		for f := kings; f != 0; f &= empty {
			f = s.shift(f)
			if s.shift(f&opp)&empty != 0 {
				return true
			}
		}
	}
	return false
}
