// Evaluate's fast path: each colour's terms summed straight into the packed
// weights, with the layout's shifts as constants. Italian and Dameo score
// both colours as White: Black on the board rotated by 180 degrees, which
// turns its masks and directions into White's; International scores both
// in one pass (fastinternational.go), and so do Brazilian and Russian
// (fastbrazilian.go). Features and Breakdown take the
// general path (sides); TestFastMatchesFeatures holds the two equal.

package eval

import (
	"math/bits"

	"github.com/damaengine/damaengine/movegen"
)

// Evaluate returns the static evaluation of p in centi-men (a man is 100)
// from the side to move's point of view. It equals Total of the variant's
// tables, the Features and the PatternsOf p, divided by the DrawishDivisors
// of the side it favours, and negated when Black is to move.
// It allocates nothing. An unknown variant scores 0.
func Evaluate(p *movegen.Position) int {
	v := p.Variant
	if int(v) >= len(tabs) {
		return 0
	}
	t, pw := &tabs[v], &packed[v]
	white, black, kings := p.Pieces[movegen.White], p.Pieces[movegen.Black], p.Kings
	var sum int64
	switch v.Base() {
	case movegen.Italian:
		sum = italianScore(white, black, kings) - italianScore(t.rotate(black), t.rotate(white), t.rotate(kings))
	case movegen.International:
		sum = internationalScores(v, white, black, kings)
	case movegen.Brazilian, movegen.Russian:
		sum = brazilianScores(v, white, black, kings)
	default:
		sum = dameoScore(white, black, kings) - dameoScore(t.rotate(black), t.rotate(white), t.rotate(kings))
	}
	if pt := patternPacked[v]; len(pt) != 0 {
		sum += patternScore(v, pt, white&^kings, black&^kings)
	}
	// Exchange, KingExchange and ToMove, as sides sets them.
	nWhite, nBlack := pieces(white), pieces(black)
	gone := max(0, int64(t.startPieces)-nWhite-nBlack)
	exchange := gone * pw[Exchange]
	if kings != 0 {
		exchange += gone * pw[KingExchange]
	}
	switch {
	case nWhite > nBlack:
		sum += exchange
	case nBlack > nWhite:
		sum -= exchange
	}
	phase := t.phaseOf(white&^kings, black&^kings)
	if p.Side == movegen.Black {
		sum -= pw[ToMove]
	} else {
		sum += pw[ToMove]
	}
	score := blend(sum, phase)
	// Without kings nothing is drawish: no divisions (and no mispredicted
	// sign test) in the opening and middlegame. Killer has no drawish
	// material: two kings beat one there; in Breakthrough a king ends the
	// game; Antidraughts' aim is the other way round.
	if v == movegen.International && kings != 0 {
		forWhite, forBlack := drawishDivisors(white, black, kings)
		if score > 0 {
			score /= forWhite
		} else {
			score /= forBlack
		}
	}
	if p.Side == movegen.Black {
		return -score
	}
	return score
}

// pieces returns the number of squares in b.
func pieces(b uint64) int64 { return int64(bits.OnesCount64(b)) }

// placementScore is the packed weighted sum of the material and placement
// terms of White's men and kings (menTerms and kingTerms).
func placementScore(t *tables, sums *byteSums, pw *packedWeights, men, kings uint64) int64 {
	wing := pieces(men&t.leftWing) - pieces(men&t.rightWing)
	sum := sums.of(men) + max(wing, -wing)*pw[Flank]
	if kings != 0 {
		sum += pieces(kings)*pw[King] +
			pieces(kings&t.kingCentre)*pw[KingCentre] +
			pieces(kings&t.longDiag)*pw[KingDiagonal]
	}
	return sum
}

// byteSums hold, for each byte of a bitboard and each value of that byte,
// the summed packed weights of the squares it sets.
type byteSums [8][256]int64

// of returns the summed weights of the squares of b.
func (s *byteSums) of(b uint64) int64 {
	return s[0][b&0xff] + s[1][b>>8&0xff] + s[2][b>>16&0xff] + s[3][b>>24&0xff] +
		s[4][b>>32&0xff] + s[5][b>>40&0xff] + s[6][b>>48&0xff] + s[7][b>>56]
}

// menSums are, per variant, the byte sums of the weights White's men earn
// by square: Man, Advance, NearPromo, BackRow, Guard and Centre.
var menSums = [...]*byteSums{
	movegen.Italian:       sumsOf(menSquares(movegen.Italian)),
	movegen.International: sumsOf(menSquares(movegen.International)),
	movegen.Dameo:         sumsOf(menSquares(movegen.Dameo)),
	movegen.Brazilian:     sumsOf(menSquares(movegen.Brazilian)),
	movegen.Russian:       sumsOf(menSquares(movegen.Russian)),
	movegen.Killer:        sumsOf(menSquares(movegen.Killer)),
	movegen.Breakthrough:  sumsOf(menSquares(movegen.Breakthrough)),
	movegen.Antidraughts:  sumsOf(menSquares(movegen.Antidraughts)),
	movegen.Frisian:       sumsOf(menSquares(movegen.Frisian)),
	movegen.Frysk:         sumsOf(menSquares(movegen.Frysk)),
}

// rotatedSums returns the byte sums of the weights Black's men earn by
// square in variant v: White's, turned by 180 degrees.
func rotatedSums(v movegen.Variant) *byteSums {
	t, white := &tabs[v], menSquares(v)
	var black [64]int64
	for b := range black {
		if m := uint64(1) << b; t.board&m != 0 {
			black[b] = white[bits.TrailingZeros64(t.rotate(m))]
		}
	}
	return sumsOf(black)
}

// menSquares returns, by bit, the packed weights a White man of variant v
// earns on that square.
func menSquares(v movegen.Variant) (square [64]int64) {
	t, pw := &tabs[v], &packed[v]
	for b := range square {
		m := uint64(1) << b
		if t.board&m == 0 {
			continue
		}
		var advance int64
		for k, plane := range t.adv[movegen.White] {
			advance += pieces(m&plane) << k
		}
		square[b] = pw[Man] + advance*pw[Advance] +
			pieces(m&t.nearPromo[movegen.White])*pw[NearPromo] +
			pieces(m&t.backRow[movegen.White])*pw[BackRow] +
			pieces(m&t.guard[movegen.White])*pw[Guard] +
			pieces(m&t.centre)*pw[Centre]
	}
	return square
}

// sumsOf returns the byte sums of the weights by bit of square.
func sumsOf(square [64]int64) *byteSums {
	s := new(byteSums)
	for i := range s {
		for x := range s[i] {
			for bit := range 8 {
				if x>>bit&1 != 0 {
					s[i][x] += square[8*i+bit]
				}
			}
		}
	}
	return s
}

// stepMasks returns the squares of variant v with a neighbour in each
// direction.
func stepMasks(v movegen.Variant) (m [numDirs]uint64) {
	for d := range m {
		m[d] = tabs[v].steps[d].from
	}
	return m
}
