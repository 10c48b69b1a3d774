// Board geometry: where each playable square lives in the 64-bit layout of
// its variant, and the neighbour tables derived from it.

package movegen

// Direction indexes the eight compass directions. Row 0 is Black's back row
// (the top of the board seen from White), so White's men move "up".
type Direction uint8

// The eight directions; the first four are diagonal.
const (
	UpLeft Direction = iota
	UpRight
	DownLeft
	DownRight
	Up
	Down
	Left
	Right
	numDirections
)

var directionDelta = [numDirections][2]int{ // row, file
	UpLeft: {-1, -1}, UpRight: {-1, 1}, DownLeft: {1, -1}, DownRight: {1, 1},
	Up: {-1, 0}, Down: {1, 0}, Left: {0, -1}, Right: {0, 1},
}

// Opposite returns the direction pointing the other way.
func (d Direction) Opposite() Direction {
	return [numDirections]Direction{DownRight, DownLeft, UpRight, UpLeft, Down, Up, Right, Left}[d]
}

// noSquare marks a step that leaves the board in the neighbour tables.
const noSquare = -1

// geometry describes one board layout.
type geometry struct {
	squares  int       // playable squares
	side     int       // board width and height
	bitOf    [64]uint8 // square index (0-based, Hub order) -> bit
	squareOf [64]int8  // bit -> square index, -1 for ghost bits
	rowOf    [64]int8  // bit -> row (0 = Black's back row)
	fileOf   [64]int8  // bit -> file (0 = a)
	board    uint64    // all playable bits
	promo    [2]uint64 // the far row of each colour
	next     [numDirections][64]int8
}

var geometries [numVariants]geometry

// promoMask is each variant's promotion rows, kept apart from the large
// geometry tables for Play.
var promoMask [numVariants][2]uint64

func init() {
	// Italian: 32 dark squares, square index i sits at bit i + (i+4)/8,
	// which puts a ghost bit after every even row so that diagonal steps
	// are shifts by 4 and 5. Row 0 holds a8 c8 e8 g8 (the board is
	// mirrored compared with International).
	geometries[Italian] = buildGeometry(8, 32,
		func(i int) int { return i + (i+4)/8 },
		func(i int) (int, int) { r := i / 4; return r, 2*(i%4) + r%2 })
	// International: 50 dark squares, square index i sits at bit i + i/10,
	// a ghost bit after every pair of rows; diagonal steps are shifts by 5
	// and 6. Row 0 holds b10 d10 f10 h10 j10.
	geometries[International] = buildGeometry(10, 50,
		func(i int) int { return i + i/10 },
		func(i int) (int, int) { r := i / 5; return r, 2*(i%5) + 1 - r%2 })
	setIntlRays(geometries[International].board)
	// Dameo: all 64 squares, index = row*8 + file with row 0 = rank 8.
	geometries[Dameo] = buildGeometry(8, 64,
		func(i int) int { return i },
		func(i int) (int, int) { return i / 8, i % 8 })
	// Brazilian: International's board turned 8x8, square 1 = b8 and a1
	// dark. Its squares sit where Italian's mirror images do (file f at
	// Italian's 7-f), so the two boards share the layout, its shifts and
	// the evaluation's shapes; the coordinates stay Brazilian's own.
	geometries[Brazilian] = buildGeometry(8, 32,
		func(i int) int { j := i - i%4 + 3 - i%4; return j + (j+4)/8 },
		func(i int) (int, int) { r := i / 4; return r, 2*(i%4) + 1 - r%2 })
	// Russian: Brazilian's board and numbering; International's variants
	// (Variant.Base): International's.
	geometries[Russian] = geometries[Brazilian]
	for _, v := range Variants {
		if v.Base() != v {
			geometries[v] = geometries[v.Base()]
		}
	}
	geometries[Frisian] = withOrthogonalJumps(geometries[Frisian])
	geometries[Frysk] = geometries[Frisian]
	frJumpRight, frJumpLeft = sidewaysJumpers(&geometries[Frisian])
	for v := range geometries {
		promoMask[v] = geometries[v].promo
	}
	mainRoad64 = longDiagonal(&geometries[Brazilian])
}

func buildGeometry(side, squares int, bitOf func(int) int, coords func(int) (int, int)) geometry {
	var g geometry
	g.side, g.squares = side, squares
	var at [10][10]int // (row, file) -> bit+1, 0 when not playable
	for b := range g.squareOf {
		g.squareOf[b], g.rowOf[b], g.fileOf[b] = -1, -1, -1
	}
	for i := 0; i < squares; i++ {
		b := bitOf(i)
		r, f := coords(i)
		g.bitOf[i] = uint8(b)
		g.squareOf[b], g.rowOf[b], g.fileOf[b] = int8(i), int8(r), int8(f)
		g.board |= 1 << uint(b)
		at[r][f] = b + 1
		if r == 0 {
			g.promo[White] |= 1 << uint(b)
		}
		if r == side-1 {
			g.promo[Black] |= 1 << uint(b)
		}
	}
	for d := range g.next {
		for b := range g.next[d] {
			g.next[d][b] = noSquare
			if g.squareOf[b] < 0 {
				continue
			}
			r := int(g.rowOf[b]) + directionDelta[d][0]
			f := int(g.fileOf[b]) + directionDelta[d][1]
			if r >= 0 && r < side && f >= 0 && f < side && at[r][f] != 0 {
				g.next[d][b] = int8(at[r][f] - 1)
			}
		}
	}
	return g
}

// withOrthogonalJumps returns g, a board of dark squares, with the
// orthogonal neighbour tables (Up, Down, Left, Right) leading to the next
// dark square on the same file or row, two squares away: the lines along
// which Frisian's pieces capture.
func withOrthogonalJumps(g geometry) geometry {
	var at [10][10]int8 // (row, file) -> bit+1
	for b := range g.squareOf {
		if g.squareOf[b] >= 0 {
			at[g.rowOf[b]][g.fileOf[b]] = int8(b + 1)
		}
	}
	for _, d := range orthogonalDirs {
		for b := range g.next[d] {
			g.next[d][b] = noSquare
			if g.squareOf[b] < 0 {
				continue
			}
			r := int(g.rowOf[b]) + 2*directionDelta[d][0]
			f := int(g.fileOf[b]) + 2*directionDelta[d][1]
			if r >= 0 && r < g.side && f >= 0 && f < g.side && at[r][f] != 0 {
				g.next[d][b] = at[r][f] - 1
			}
		}
	}
	return g
}
