// Pattern terms: the men in each 4x4 region of the board, scored by a table
// with one weight per arrangement (Scan's idea, with our own data).

package eval

import (
	"slices"

	"github.com/damaengine/damaengine/movegen"
)

// Region geometry. A region covers 4 files, from an even file, and on a
// diagonal board 4 rows, from an even row: 8 playable squares, 2 per row.
// Dameo uses every square, so its regions are 2 rows (from any row) by 4
// files: 8 squares too. International also has regions from the odd files
// (1-4, 3-6, 5-8), after the others. Each square of a region is empty (or
// a king), a White man or a Black man: 3^8 arrangements.
const (
	regionFiles   = 4
	regionSquares = 8
	// PatternsPerRegion is the number of arrangements of one region.
	PatternsPerRegion = 6561 // 3^regionSquares
	// MaxRegions bounds the regions of any board (International's 4 rows
	// of 4 from the even files and 3 from the odd ones).
	MaxRegions   = 28
	halfSquares  = regionSquares / 2 // squares in a region's top half
	halfPatterns = 81                // 3^halfSquares
	// oddByte is the byte of the fast half-arrangements where the windows
	// from the odd files start (those from the even files are bytes 0-3).
	oddByte = 4
)

// Patterns lists the pattern weights a position uses: one index per region
// into its variant's pattern table (region*PatternsPerRegion + arrangement).
type Patterns struct {
	N     int
	Index [MaxRegions]int32
}

// regionSet is the region geometry of a variant: for each region, its
// squares in increasing order. Square k of a region is digit k of the
// arrangement in base 3 (0 empty, 1 White man, 2 Black man).
type regionSet [][regionSquares]int

// regionRows returns the rows of a region of v: 4 on a diagonal board, 2
// on Dameo's board of 64 squares. A region's top half is its first
// regionRows/2 rows, and regions start every regionRows/2 rows.
func regionRows(v movegen.Variant) int {
	if v == movegen.Dameo {
		return 2
	}
	return 4
}

// oddFileRegions reports whether v has regions from the odd files too:
// International, whose data pays for the larger table.
func oddFileRegions(v movegen.Variant) bool { return v == movegen.International }

// regionsOf returns the regions of v, row by row of regions from the top,
// left to right within a row: those from the even files, then those from
// the odd files where v has them.
func regionsOf(v movegen.Variant) regionSet {
	side, rows := tabs[v].side, regionRows(v)
	rs := regionsFrom(v, side, rows, 0)
	if oddFileRegions(v) {
		rs = append(rs, regionsFrom(v, side, rows, 1)...)
	}
	return rs
}

// regionsFrom returns the regions of v whose left files are first,
// first+2, ..., row by row of regions from the top.
func regionsFrom(v movegen.Variant, side, rows, first int) regionSet {
	var rs regionSet
	for top := 0; top+rows <= side; top += rows / 2 {
		for left := first; left+regionFiles <= side; left += 2 {
			var sq []int
			for i := 0; i < v.Squares(); i++ {
				r, f := coords(v, i)
				if r >= top && r < top+rows && f >= left && f < left+regionFiles {
					sq = append(sq, i)
				}
			}
			slices.Sort(sq)
			rs = append(rs, [regionSquares]int(sq))
		}
	}
	return rs
}

var regions = [...]regionSet{
	movegen.Italian:       regionsOf(movegen.Italian),
	movegen.International: regionsOf(movegen.International),
	movegen.Dameo:         regionsOf(movegen.Dameo),
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
		out.Index[r] = int32(r*PatternsPerRegion + idx)
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
// (files 0-3, 2-5, ... in bytes 0-3; files 1-4, 3-6, ... from byte
// oddByte where the variant has them) at once, a byte each. A region is a
// window of two neighbouring bands. (The fields say pair for band.)
type fastRegions struct {
	pairs, windows int
	oddWindows     int            // windows from the odd files (0 if none)
	lo             [maxSide]uint8 // bit of the first square of each pair
	mask           uint64         // the bits a pair spans, from lo
	halves         []uint64       // pair bits of White's men -> half-arrangements
}

// newFastRegions builds the fast tables of v from its regions. The layouts
// repeat every band, which the construction checks.
func newFastRegions(v movegen.Variant) fastRegions {
	var g fastRegions
	rs := regions[v]
	side := tabs[v].side
	g.pairs, g.windows = side/(regionRows(v)/2), side/2-1
	if oddFileRegions(v) {
		g.oddWindows = (side-1)/2 - 1
	}
	perPair := v.Squares() / g.pairs
	bitOf := func(s int) uint { return uint(v.Bit(movegen.Square(s))) }
	span := bitOf(perPair-1) - bitOf(0) + 1
	g.mask = 1<<span - 1
	g.halves = make([]uint64, 1<<span)
	for p := range g.pairs {
		g.lo[p] = uint8(bitOf(p * perPair))
		for k := range perPair {
			if bitOf(p*perPair+k)-bitOf(p*perPair) != bitOf(k)-bitOf(0) {
				panic("eval: the layout of " + v.String() + " does not repeat every band of rows")
			}
		}
	}
	// Region c of the top row of regions holds window c of pair 0 in its
	// first half; the odd-file regions follow all the even-file ones.
	evenRegions := (g.pairs - 1) * g.windows
	for c := range g.windows + g.oddWindows {
		region, byteOf := c, c
		if c >= g.windows {
			region, byteOf = evenRegions+c-g.windows, oddByte+c-g.windows
		}
		for k, s := range rs[region][:halfSquares] {
			pow := uint64(1)
			for range k {
				pow *= 3
			}
			bit := uint64(1) << (bitOf(s) - bitOf(0))
			for x := range g.halves {
				if uint64(x)&bit != 0 {
					g.halves[x] += pow << (8 * byteOf)
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
}

// patternScore returns the sum of the pattern weights of the men white
// and black, from a table and in the form of patternPacked.
func (g *fastRegions) patternScore(table []uint32, white, black uint64) int64 {
	var halves [maxSide]uint64
	for p := range g.pairs {
		lo := g.lo[p]
		halves[p] = g.halves[white>>lo&g.mask] + 2*g.halves[black>>lo&g.mask]
	}
	var sum int64
	r := 0
	for _, w := range [2]struct{ first, n int }{{0, g.windows}, {oddByte, g.oddWindows}} {
		for q := 0; q+1 < g.pairs; q++ {
			for c := range w.n {
				shift := 8 * (w.first + c)
				sum += windowWeight(table[r*PatternsPerRegion:], halves[q]>>shift, halves[q+1]>>shift, 0)
				r++
			}
		}
	}
	return sum
}

// PatternMirror returns the pattern index that index i of variant v becomes
// when the board is turned by 180 degrees and the colours swapped. A
// colour-symmetric table has weight[PatternMirror(i)] == -weight[i].
func PatternMirror(v movegen.Variant, i int) int {
	rs := regions[v]
	r, idx := i/PatternsPerRegion, i%PatternsPerRegion
	n := v.Squares()
	var rotated [regionSquares]int
	for k, s := range rs[r] {
		rotated[regionSquares-1-k] = n - 1 - s
	}
	var digits [regionSquares]int
	for k := range digits {
		digits[k] = idx % 3
		idx /= 3
	}
	out, pow := 0, 1
	for k := range regionSquares {
		d := digits[regionSquares-1-k]
		out += (3 - d) % 3 * pow // the colours swap: 1 <-> 2
		pow *= 3
	}
	return slices.Index(rs, rotated)*PatternsPerRegion + out
}

// The International layout as the fast pattern sum sees it: pair p of rows
// starts at bit internationalPairBits*p and spans internationalPairMask
// (TestUnrolledLayouts checks them against newFastRegions).
const (
	internationalPairs      = 5
	internationalWindows    = 4
	internationalOddWindows = 3
	internationalPairBits   = 11
	internationalPairMask   = 1<<10 - 1
)

// internationalPatterns is fastRegions.patternScore for International,
// unrolled: the 28 table loads have no branch between them and can all be
// in flight at once.
func internationalPatterns(table []uint32, white, black uint64) int64 {
	halves := fastRegionsOf[movegen.International].halves[:internationalPairMask+1]
	const (
		evenRow = internationalWindows * PatternsPerRegion
		oddRow  = internationalOddWindows * PatternsPerRegion
		odd     = (internationalPairs - 1) * evenRow
	)
	table = table[:odd+(internationalPairs-1)*oddRow]
	pair := func(p int) uint64 {
		lo := internationalPairBits * p
		return halves[white>>lo&internationalPairMask] + 2*halves[black>>lo&internationalPairMask]
	}
	h0, h1, h2, h3, h4 := pair(0), pair(1), pair(2), pair(3), pair(4)
	even := regionRow(table[:evenRow], h0, h1) + regionRow(table[evenRow:2*evenRow], h1, h2) +
		regionRow(table[2*evenRow:3*evenRow], h2, h3) + regionRow(table[3*evenRow:odd], h3, h4)
	const o = 8 * oddByte
	h0, h1, h2, h3, h4 = h0>>o, h1>>o, h2>>o, h3>>o, h4>>o
	return even + rowOfThree(table[odd:odd+oddRow], h0, h1) + rowOfThree(table[odd+oddRow:odd+2*oddRow], h1, h2) +
		rowOfThree(table[odd+2*oddRow:odd+3*oddRow], h2, h3) + rowOfThree(table[odd+3*oddRow:], h3, h4)
}

// regionRow returns the sum (as patternPacked holds weights) of the
// weights of one row of four International regions from the even files,
// from the half-arrangements of its top and bottom pairs of rows (a byte
// per window) and the row's part of the table.
func regionRow(table []uint32, top, bottom uint64) int64 {
	table = table[:internationalWindows*PatternsPerRegion]
	return windowWeight(table, top, bottom, 0) + windowWeight(table, top, bottom, 1) +
		windowWeight(table, top, bottom, 2) + windowWeight(table, top, bottom, 3)
}

// rowOfThree returns the sum (as patternPacked holds weights) of the
// weights of a row of three regions, from the half-arrangements of its top
// and bottom bands (windows in bytes 0-2) and the row's part of the table:
// International's regions from the odd files (their bytes shifted down),
// Dameo's rows.
func rowOfThree(table []uint32, top, bottom uint64) int64 {
	table = table[:3*PatternsPerRegion]
	return windowWeight(table, top, bottom, 0) + windowWeight(table, top, bottom, 1) + windowWeight(table, top, bottom, 2)
}

// windowWeight returns the weight of window c of a row of regions as
// patternPacked holds it (Open*65536 + End), from the half-arrangements of
// its top and bottom bands (a byte per window) and the row's part of the
// table.
func windowWeight(table []uint32, top, bottom uint64, c int) int64 {
	return int64(int32(table[c*PatternsPerRegion+int(top>>(8*c)&0xff+halfPatterns*(bottom>>(8*c)&0xff))]))
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
	const rowRegions = dameoWindows * PatternsPerRegion
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
	switch v {
	case movegen.International:
		sum = internationalPatterns(table, white, black)
	case movegen.Dameo:
		sum = dameoPatterns(table, white, black)
	default:
		sum = fastRegionsOf[v].patternScore(table, white, black)
	}
	return unpackPatternSum(sum)
}
