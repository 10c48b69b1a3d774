// Square masks and shift steps of each variant, built once from the movegen
// square geometry.

package eval

import (
	"math/bits"

	"github.com/damaengine/damaengine/movegen"
)

// dir is a board direction; "up" is toward row 0, Black's back row, where
// White's men promote.
type dir uint8

const (
	upLeft dir = iota
	upRight
	downLeft
	downRight
	up
	down
	left
	right
	numDirs
)

// dirDelta gives each direction's (row, file) step.
var dirDelta = [numDirs][2]int{
	upLeft: {-1, -1}, upRight: {-1, 1}, downLeft: {1, -1}, downRight: {1, 1},
	up: {-1, 0}, down: {1, 0}, left: {0, -1}, right: {0, 1},
}

// opposite gives the direction pointing the other way.
var opposite = [numDirs]dir{
	upLeft: downRight, upRight: downLeft, downLeft: upRight, downRight: upLeft,
	up: down, down: up, left: right, right: left,
}

// Direction sets. Per-colour sets are indexed by movegen.Color; Black's are
// White's rotated by 180 degrees, and one colour's forward directions are
// the other's backward ones.
var (
	diagForward  = [2][]dir{{upLeft, upRight}, {downRight, downLeft}}
	dameoForward = [2][]dir{{upLeft, up, upRight}, {downRight, down, downLeft}}
	straight     = [2]dir{up, down}
	diagonals    = []dir{upLeft, upRight, downLeft, downRight}
	orthogonals  = []dir{up, down, left, right}
	allDirs      = []dir{upLeft, upRight, downLeft, downRight, up, down, left, right}
)

// Region sizes in rows and files.
const (
	nearPromoRows = 2  // rows in front of the promotion row that count as near
	kingBorder    = 2  // rows and files around the edge outside the king centre
	centreBorder  = 2  // files on each side outside the centre
	advPlanes     = 4  // bit planes of the rows-advanced count (rows < 16)
	maxSide       = 10 // the widest board
	maxMen        = 64 // the most men a 64-square board can hold
)

// guardFiles are, per variant, the files of White's back-row squares that
// guard against promotion (Black's are the rotated squares): Italian 30 and
// 31, International and its variants 47, 48 and 49, Dameo c1 to f1.
var guardFiles = [...]uint16{
	movegen.Italian:       1<<3 | 1<<5,
	movegen.International: 1<<2 | 1<<4 | 1<<6,
	movegen.Dameo:         1<<2 | 1<<3 | 1<<4 | 1<<5,
	movegen.Brazilian:     1<<2 | 1<<4,
	movegen.Russian:       1<<2 | 1<<4,
	movegen.Killer:        1<<2 | 1<<4 | 1<<6,
	movegen.Breakthrough:  1<<2 | 1<<4 | 1<<6,
	movegen.Antidraughts:  1<<2 | 1<<4 | 1<<6,
	movegen.Frisian:       1<<2 | 1<<4 | 1<<6,
	movegen.Frysk:         1<<2 | 1<<4 | 1<<6,
}

// step moves a set of squares one square in a direction: the squares with a
// neighbour that way, rotated by the bit delta (a shift, since no bit of
// from can cross the ends of the word).
type step struct {
	from  uint64
	delta int
}

// tables are the masks of one variant. Per-colour masks are indexed by
// movegen.Color; Black's are White's rotated by 180 degrees.
type tables struct {
	side        int // board width in squares
	board       uint64
	steps       [numDirs]step
	forward     [2][3]step           // each colour's men's steps; spare entries move nothing
	adv         [2][advPlanes]uint64 // bit k set in the rows advanced
	nearPromo   [2]uint64
	backRow     [2]uint64
	guard       [2]uint64
	centre      uint64
	kingCentre  uint64
	longDiag    uint64
	leftWing    uint64
	rightWing   uint64
	startPieces int
	phase       [maxMen + 1]int // men on the board -> phase
	// startPip is the rows the men have to go to promotion at the start,
	// where the phase follows them (phaseOf); 0 where it follows the men.
	startPip int
	rotation int // see rotate
}

var tabs = [...]tables{
	movegen.Italian:       newTables(movegen.Italian),
	movegen.International: newTables(movegen.International),
	movegen.Dameo:         newTables(movegen.Dameo),
	movegen.Brazilian:     newTables(movegen.Brazilian),
	movegen.Russian:       newTables(movegen.Russian),
	movegen.Killer:        newTables(movegen.Killer),
	movegen.Breakthrough:  newTables(movegen.Breakthrough),
	movegen.Antidraughts:  newTables(movegen.Antidraughts),
	movegen.Frisian:       newTables(movegen.Frisian),
	movegen.Frysk:         newTables(movegen.Frysk),
}

func newTables(v movegen.Variant) tables {
	var t tables
	n := v.Squares()
	for i := 0; i < n; i++ {
		r, _ := v.Place(movegen.Square(i))
		t.side = max(t.side, r+1)
	}
	var at [maxSide][maxSide]int // (row, file) -> bit + 1, 0 when not playable
	for i := 0; i < n; i++ {
		r, f := v.Place(movegen.Square(i))
		at[r][f] = int(v.Bit(movegen.Square(i))) + 1
	}
	bit := func(i int) uint64 { return 1 << v.Bit(movegen.Square(i)) }
	last := t.side - 1
	cornerDiag := at[0][0] != 0 // the long diagonal runs from (0,0)
	cornerAnti := at[0][last] != 0
	forward := diagForward
	if v == movegen.Dameo {
		forward = dameoForward
	}
	for i := 0; i < n; i++ {
		r, f := v.Place(movegen.Square(i))
		b := bit(i)
		t.board |= b
		for d := range numDirs {
			nr, nf := r+dirDelta[d][0], f+dirDelta[d][1]
			if nr < 0 || nr > last || nf < 0 || nf > last || at[nr][nf] == 0 {
				continue
			}
			t.steps[d].from |= b
			t.steps[d].delta = at[nr][nf] - at[r][f]
		}
		advanced := last - r // rows advanced by a White man
		for k := range advPlanes {
			if advanced>>k&1 != 0 {
				t.adv[movegen.White][k] |= b
			}
		}
		if r >= 1 && r <= nearPromoRows {
			t.nearPromo[movegen.White] |= b
		}
		if r == last {
			t.backRow[movegen.White] |= b
			if guardFiles[v]>>f&1 != 0 {
				t.guard[movegen.White] |= b
			}
		}
		inCentre := f >= centreBorder && f <= last-centreBorder
		if inCentre && (r == t.side/2-1 || r == t.side/2) {
			t.centre |= b
		}
		if min(r, f) >= kingBorder && max(r, f) <= last-kingBorder {
			t.kingCentre |= b
		}
		if (cornerDiag && r == f) || (cornerAnti && r+f == last) {
			t.longDiag |= b
		}
		if f < t.side/2 {
			t.leftWing |= b
		} else {
			t.rightWing |= b
		}
	}
	for c, dirs := range forward {
		for k, d := range dirs {
			t.forward[c][k] = t.steps[d]
		}
	}
	// Square i and square n-1-i sit at bits adding up to the top bit of
	// the board (not always square n-1's: Brazilian's mirrored layout).
	t.rotation = bits.LeadingZeros64(t.board)
	for k := range advPlanes {
		t.adv[movegen.Black][k] = t.rotate(t.adv[movegen.White][k])
	}
	t.nearPromo[movegen.Black] = t.rotate(t.nearPromo[movegen.White])
	t.backRow[movegen.Black] = t.rotate(t.backRow[movegen.White])
	t.guard[movegen.Black] = t.rotate(t.guard[movegen.White])

	start := movegen.StartPosition(v)
	t.startPieces = bits.OnesCount64(start.Pieces[movegen.White] | start.Pieces[movegen.Black])
	startMen := t.startPieces // the start position has no kings
	for men := range t.phase {
		t.phase[men] = min(men, startMen) * PhaseScale / startMen
	}
	if v.Side() == 10 {
		t.startPip = t.rowsToGo(start.Pieces[movegen.White], start.Pieces[movegen.Black])
	}
	return t
}

// phaseOf returns the phase of a board with these men: on the 10x10 board
// (International and its variants) the rows they still have to go to promotion, as a share of the start's
// (as Scan 2.0 tapers), elsewhere their number. PhaseScale at the start, 0
// on a board without men.
func (t *tables) phaseOf(whiteMen, blackMen uint64) int {
	if t.startPip == 0 {
		return t.phase[bits.OnesCount64(whiteMen|blackMen)]
	}
	return min(t.rowsToGo(whiteMen, blackMen), t.startPip) * PhaseScale / t.startPip
}

// rowsToGo returns the rows the men have to go to promotion, summed.
func (t *tables) rowsToGo(whiteMen, blackMen uint64) int {
	last := t.side - 1
	return last*bits.OnesCount64(whiteMen|blackMen) -
		t.advanced(whiteMen, movegen.White) - t.advanced(blackMen, movegen.Black)
}

// advanced returns the rows colour c's men have advanced from its back
// row, summed.
func (t *tables) advanced(men uint64, c movegen.Color) int {
	adv := 0
	for k, plane := range t.adv[c] {
		adv += bits.OnesCount64(men&plane) << k
	}
	return adv
}

// shift moves the squares of b one step in direction d; squares that would
// leave the board are dropped.
func (t *tables) shift(b uint64, d dir) uint64 {
	return t.steps[d].move(b)
}

// rotate turns the squares of b by 180 degrees: square i becomes square
// n-1-i of the n squares. The layouts keep the ghost bits symmetric, so this
// is a bit reversal.
func (t *tables) rotate(b uint64) uint64 { return bits.Reverse64(b) >> t.rotation }

// move moves the squares of b one step.
func (s *step) move(b uint64) uint64 { return bits.RotateLeft64(b&s.from, s.delta) }

// ray returns the squares reached from the pieces in b moving in direction
// d through empty squares, plus the first occupied square met on each line.
func (t *tables) ray(b, empty uint64, d dir) uint64 {
	var reach uint64
	for b = t.shift(b, d); b != 0; b = t.shift(b&empty, d) {
		reach |= b
	}
	return reach
}
