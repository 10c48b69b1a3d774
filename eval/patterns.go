// Pattern terms: the men in each 4x4 region of the board, scored by a table
// with one weight per arrangement (Scan's idea, with our own data).

package eval

import (
	"slices"

	"github.com/damaengine/damaengine/movegen"
)

// Region geometry. A region covers 4 rows and 4 files on Italian's
// diagonal board (8 playable squares, 2 a row), from an even row and an
// even file; International's regions are 4 rows by 5 files, from an even
// row and every file (10 squares: 5 in each band of two rows); Dameo's
// every square, 2 rows (from any row) by 4 files (from an even file): 8
// squares. Each square of a region is empty (or a king), a White man or a
// Black man: 3^8 or 3^10 arrangements.
const (
	// MaxRegions bounds the regions of any board (International's 4 rows
	// of 6).
	MaxRegions = 24
	// maxRegionSquares bounds the squares of a region (International's 10).
	maxRegionSquares = 10
)

// regionShape is the shape of a variant's regions: rows and files, and
// the step between the first files of neighbouring regions.
type regionShape struct{ rows, files, step int }

// shapeOf returns the shape of v's regions.
func shapeOf(v movegen.Variant) regionShape {
	switch v.Base() {
	case movegen.International:
		return regionShape{rows: 4, files: 5, step: 1}
	case movegen.Dameo:
		return regionShape{rows: 2, files: 4, step: 2}
	}
	return regionShape{rows: 4, files: 4, step: 2}
}

// Patterns lists the pattern weights a position uses: one index per region
// into its variant's pattern table (region*patternsPerRegion(v) +
// arrangement).
type Patterns struct {
	N     int
	Index [MaxRegions]int32
}

// regionSet is the region geometry of a variant: for each region, its
// squares in increasing order. Square k of a region is digit k of the
// arrangement in base 3 (0 empty, 1 White man, 2 Black man).
type regionSet [][]int

// regionsOf returns the regions of v, row by row of regions from the top
// (a row of regions every half region's rows), left to right within a
// row.
func regionsOf(v movegen.Variant) regionSet {
	side, shape := tabs[v].side, shapeOf(v)
	var rs regionSet
	for top := 0; top+shape.rows <= side; top += shape.rows / 2 {
		for left := 0; left+shape.files <= side; left += shape.step {
			var sq []int
			for i := 0; i < v.Squares(); i++ {
				r, f := v.Place(movegen.Square(i))
				if r >= top && r < top+shape.rows && f >= left && f < left+shape.files {
					sq = append(sq, i)
				}
			}
			rs = append(rs, sq)
		}
	}
	return rs
}

var regions = [...]regionSet{
	movegen.Italian:       regionsOf(movegen.Italian),
	movegen.International: regionsOf(movegen.International),
	movegen.Dameo:         regionsOf(movegen.Dameo),
	movegen.Brazilian:     regionsOf(movegen.Brazilian),
	movegen.Russian:       regionsOf(movegen.Russian),
	movegen.Killer:        regionsOf(movegen.Killer),
	movegen.Breakthrough:  regionsOf(movegen.Breakthrough),
	movegen.Antidraughts:  regionsOf(movegen.Antidraughts),
	movegen.Frisian:       regionsOf(movegen.Frisian),
	movegen.Frysk:         regionsOf(movegen.Frysk),
}

// patternsPerRegion returns the arrangements of one region of v: 3 to the
// power of its squares.
func patternsPerRegion(v movegen.Variant) int {
	n := 1
	for range regions[v][0] {
		n *= 3
	}
	return n
}

// PatternTableSize returns the number of weights in a pattern table of
// variant v: an arrangement of each region each (0 for an unknown
// variant).
func PatternTableSize(v movegen.Variant) int {
	if int(v) >= len(regions) {
		return 0
	}
	return len(regions[v]) * patternsPerRegion(v)
}

// PatternsOf sets out to the pattern indices of p, square by square: the
// general path that the tuner uses and that tests hold the fast path to.
func PatternsOf(p *movegen.Position, out *Patterns) {
	out.N = 0
	v := p.Variant
	if int(v) >= len(regions) {
		return
	}
	men := [2]uint64{p.Pieces[movegen.White] &^ p.Kings, p.Pieces[movegen.Black] &^ p.Kings}
	per := patternsPerRegion(v)
	for r, sq := range regions[v] {
		idx, pow := 0, 1
		for _, s := range sq {
			b := uint64(1) << v.Bit(movegen.Square(s))
			switch {
			case men[movegen.White]&b != 0:
				idx += pow
			case men[movegen.Black]&b != 0:
				idx += 2 * pow
			}
			pow *= 3
		}
		out.Index[r] = int32(r*per + idx)
		out.N++
	}
}

// Total is the whole evaluation of the general path, from White's point of
// view: the tapered sum of the feature weights times the features and of
// the pattern weights the position uses. Evaluate equals it (negated when
// Black is to move) with the variant's tables. An empty pw scores no
// patterns.
func Total(w *Weights, pw []Weight, f *Vector, pat *Patterns, phase int) int {
	var open, end int
	for i, x := range f {
		open += int(w[i].Open) * int(x)
		end += int(w[i].End) * int(x)
	}
	for _, i := range pat.Index[:pat.N] {
		if len(pw) == 0 {
			break
		}
		open += int(pw[i].Open)
		end += int(pw[i].End)
	}
	return (open*phase + end*(PhaseScale-phase)) / PhaseScale
}

// fastRegions is the fast path's view of the regions: the board's rows in
// bands of a region's half (two rows on a diagonal board, one in Dameo),
// each band a run of bits of the same layout, so that one table lookup per
// colour and band gives the half-arrangements of all the regions' windows
// (the regions' files within the band, window c in byte c) at once, a
// byte each. A region is a window of two neighbouring bands. (The fields
// say pair for band.)
type fastRegions struct {
	pairs, windows int
	lo             [maxSide]uint8 // bit of the first square of each pair
	mask           uint64         // the bits a pair spans, from lo
	halves         []uint64       // pair bits of White's men -> half-arrangements
}

// newFastRegions builds the fast tables of v from its regions. The layouts
// repeat every band, which the construction checks.
func newFastRegions(v movegen.Variant) fastRegions {
	var g fastRegions
	rs, shape := regions[v], shapeOf(v)
	side := tabs[v].side
	g.pairs, g.windows = side/(shape.rows/2), (side-shape.files)/shape.step+1
	perPair := v.Squares() / g.pairs
	bitOf := func(s int) uint { return uint(v.Bit(movegen.Square(s))) }
	// A band's squares need not be in the order of their bits (Brazilian's
	// run backwards along a row): each band starts at its lowest bit.
	lowest := func(p int) uint {
		lo := bitOf(p * perPair)
		for k := range perPair {
			lo = min(lo, bitOf(p*perPair+k))
		}
		return lo
	}
	var span uint
	for k := range perPair {
		span = max(span, bitOf(k)-lowest(0)+1)
	}
	g.mask = 1<<span - 1
	g.halves = make([]uint64, 1<<span)
	for p := range g.pairs {
		g.lo[p] = uint8(lowest(p))
		for k := range perPair {
			if bitOf(p*perPair+k)-lowest(p) != bitOf(k)-lowest(0) {
				panic("eval: the layout of " + v.String() + " does not repeat every band of rows")
			}
		}
	}
	// Region c of the top row of regions holds window c of pair 0 in its
	// first half.
	for c := range g.windows {
		region := rs[c]
		for k, s := range region[:len(region)/2] {
			pow := uint64(1)
			for range k {
				pow *= 3
			}
			bit := uint64(1) << (bitOf(s) - lowest(0))
			for x := range g.halves {
				if uint64(x)&bit != 0 {
					g.halves[x] += pow << (8 * c)
				}
			}
		}
	}
	return g
}

var fastRegionsOf = [...]fastRegions{
	movegen.Italian:       newFastRegions(movegen.Italian),
	movegen.International: newFastRegions(movegen.International),
	movegen.Dameo:         newFastRegions(movegen.Dameo),
	movegen.Brazilian:     newFastRegions(movegen.Brazilian),
	movegen.Russian:       newFastRegions(movegen.Russian),
	movegen.Killer:        newFastRegions(movegen.Killer),
	movegen.Breakthrough:  newFastRegions(movegen.Breakthrough),
	movegen.Antidraughts:  newFastRegions(movegen.Antidraughts),
	movegen.Frisian:       newFastRegions(movegen.Frisian),
	movegen.Frysk:         newFastRegions(movegen.Frysk),
}

// patternScore returns the sum of the pattern weights of the men white
// and black, from a table and in the form of patternPacked, for regions
// of 8 squares (windowWeight's).
func (g *fastRegions) patternScore(table []uint32, white, black uint64) int64 {
	var halves [maxSide]uint64
	for p := range g.pairs {
		lo := g.lo[p]
		halves[p] = g.halves[white>>lo&g.mask] + 2*g.halves[black>>lo&g.mask]
	}
	var sum int64
	r := 0
	for q := 0; q+1 < g.pairs; q++ {
		for c := range g.windows {
			sum += windowWeight(table[r*smallRegion:], halves[q]>>(8*c), halves[q+1]>>(8*c), 0)
			r++
		}
	}
	return sum
}

// PatternMirror returns the pattern index that index i of variant v becomes
// when the board is turned by 180 degrees and the colours swapped. A
// colour-symmetric table has weight[PatternMirror(i)] == -weight[i].
func PatternMirror(v movegen.Variant, i int) int {
	rs, per := regions[v], patternsPerRegion(v)
	r, idx := i/per, i%per
	n, squares := v.Squares(), len(rs[r])
	rotated := make([]int, squares)
	for k, s := range rs[r] {
		rotated[squares-1-k] = n - 1 - s
	}
	var digits [maxRegionSquares]int
	for k := range squares {
		digits[k] = idx % 3
		idx /= 3
	}
	out, pow := 0, 1
	for k := range squares {
		d := digits[squares-1-k]
		out += (3 - d) % 3 * pow // the colours swap: 1 <-> 2
		pow *= 3
	}
	return slices.IndexFunc(rs, func(sq []int) bool { return slices.Equal(sq, rotated) })*per + out
}

// The International layout as the fast pattern sum sees it: pair p of rows
// starts at bit internationalPairBits*p and spans internationalPairMask; a
// region's half has 5 squares, internationalHalf arrangements
// (TestUnrolledLayouts checks them against newFastRegions).
const (
	internationalPairs    = 5
	internationalWindows  = 6
	internationalPairBits = 11
	internationalPairMask = 1<<10 - 1
	internationalHalf     = 243
	internationalRegion   = internationalHalf * internationalHalf
)

// internationalPatterns is fastRegions.patternScore for International,
// unrolled: the 24 table loads have no branch between them and can all be
// in flight at once.
func internationalPatterns(table []uint32, white, black uint64) int64 {
	halves := fastRegionsOf[movegen.International].halves[:internationalPairMask+1]
	const row = internationalWindows * internationalRegion
	table = table[:(internationalPairs-1)*row]
	pair := func(p int) uint64 {
		lo := internationalPairBits * p
		return halves[white>>lo&internationalPairMask] + 2*halves[black>>lo&internationalPairMask]
	}
	h0, h1, h2, h3, h4 := pair(0), pair(1), pair(2), pair(3), pair(4)
	return regionRow(table[:row], h0, h1) + regionRow(table[row:2*row], h1, h2) +
		regionRow(table[2*row:3*row], h2, h3) + regionRow(table[3*row:], h3, h4)
}

// regionRow returns the sum (as patternPacked holds weights) of the
// weights of one row of six International regions, from the
// half-arrangements of its top and bottom pairs of rows (a byte per
// window) and the row's part of the table.
func regionRow(table []uint32, top, bottom uint64) int64 {
	table = table[:internationalWindows*internationalRegion]
	return wideWeight(table, top, bottom, 0) + wideWeight(table, top, bottom, 1) + wideWeight(table, top, bottom, 2) +
		wideWeight(table, top, bottom, 3) + wideWeight(table, top, bottom, 4) + wideWeight(table, top, bottom, 5)
}

// wideWeight is windowWeight for International's regions of 10 squares.
func wideWeight(table []uint32, top, bottom uint64, c int) int64 {
	return int64(int32(table[c*internationalRegion+int(top>>(8*c)&0xff+internationalHalf*(bottom>>(8*c)&0xff))]))
}

// Regions of 8 squares (Italian, Dameo): a half has smallHalf
// arrangements, a region smallRegion.
const (
	smallHalf   = 81
	smallRegion = smallHalf * smallHalf
)

// rowOfThree returns the sum (as patternPacked holds weights) of the
// weights of a row of three regions of 8 squares, from the
// half-arrangements of its top and bottom bands (windows in bytes 0-2) and
// the row's part of the table: Dameo's rows.
func rowOfThree(table []uint32, top, bottom uint64) int64 {
	table = table[:3*smallRegion]
	return windowWeight(table, top, bottom, 0) + windowWeight(table, top, bottom, 1) + windowWeight(table, top, bottom, 2)
}

// windowWeight returns the weight of window c of a row of regions of 8
// squares as patternPacked holds it (Open*65536 + End), from the
// half-arrangements of its top and bottom bands (a byte per window) and
// the row's part of the table.
func windowWeight(table []uint32, top, bottom uint64, c int) int64 {
	return int64(int32(table[c*smallRegion+int(top>>(8*c)&0xff+smallHalf*(bottom>>(8*c)&0xff))]))
}

// unpackPatternSum turns a sum of weights as patternPacked holds them into
// the packed form of packedWeights (Open<<32 + End): the End part of the
// sum is within int16 (MaxPatternWeight), so it is the low 16 bits.
func unpackPatternSum(s int64) int64 {
	end := int64(int16(s))
	return (s-end)>>16<<32 + end
}

// The Dameo layout as the fast pattern sum sees it: band p is row p, bits
// 8p to 8p+7 (TestUnrolledLayouts checks them against newFastRegions).
const (
	dameoBands    = 8
	dameoWindows  = 3
	dameoBandBits = 8
	dameoBandMask = 1<<8 - 1
)

// dameoPatterns is fastRegions.patternScore for Dameo, unrolled like
// internationalPatterns: 21 table loads with no branch between them.
func dameoPatterns(table []uint32, white, black uint64) int64 {
	halves := fastRegionsOf[movegen.Dameo].halves[:dameoBandMask+1]
	const rowRegions = dameoWindows * smallRegion
	table = table[:(dameoBands-1)*rowRegions]
	band := func(p int) uint64 {
		lo := dameoBandBits * p
		return halves[white>>lo&dameoBandMask] + 2*halves[black>>lo&dameoBandMask]
	}
	h0, h1, h2, h3, h4, h5, h6, h7 := band(0), band(1), band(2), band(3), band(4), band(5), band(6), band(7)
	return rowOfThree(table[:rowRegions], h0, h1) + rowOfThree(table[rowRegions:2*rowRegions], h1, h2) +
		rowOfThree(table[2*rowRegions:3*rowRegions], h2, h3) + rowOfThree(table[3*rowRegions:4*rowRegions], h3, h4) +
		rowOfThree(table[4*rowRegions:5*rowRegions], h4, h5) + rowOfThree(table[5*rowRegions:6*rowRegions], h5, h6) +
		rowOfThree(table[6*rowRegions:], h6, h7)
}

// patternScore returns the packed sum (see packedWeights) of the pattern
// weights of the men white and black of variant v, from its table packed
// as patternPacked.
func patternScore(v movegen.Variant, table []uint32, white, black uint64) int64 {
	var sum int64
	switch v.Base() {
	case movegen.International:
		sum = internationalPatterns(table, white, black)
	case movegen.Dameo:
		sum = dameoPatterns(table, white, black)
	default:
		sum = fastRegionsOf[v].patternScore(table, white, black)
	}
	return unpackPatternSum(sum)
}
