// Square names: numbers 1..N on the diagonal boards, a1..h8 for Dameo;
// Brazilian and Russian number their squares from White's side and their
// PDN names them a1..h8.

package movegen

import (
	"fmt"
	"strconv"
	"strings"
)

// Square is a playable square index, 0-based in Hub order: square number
// minus one on the diagonal boards; a8, b8, ..., h1 for Dameo; b8, d8, f8,
// h8, a7, ..., g1 for Brazilian and Russian, whose square numbers run the
// other way (SquareName).
type Square int

// Bit returns the square's bit in the variant's internal layout.
func (v Variant) Bit(s Square) uint8 { return geometries[v].bitOf[s] }

// SquareOf returns the square at internal bit b.
func (v Variant) SquareOf(b uint8) Square { return Square(geometries[v].squareOf[b]) }

// SquareName returns the notation of square s: "1".."50" or "a1".."h8".
// Brazilian's and Russian's numbers are their federations', which the
// draughts sites and pydraughts use for their moves: from White's side, 1
// a1, 2 c1, 3 e1, 4 g1, 5 b2, ..., 32 h8.
func (v Variant) SquareName(s Square) string {
	switch {
	case v == Dameo:
		return string(rune('a'+int(s)%8)) + strconv.Itoa(8-int(s)/8)
	case v.numbersFromWhite():
		return strconv.Itoa((7-int(s)/4)*4 + int(s)%4 + 1)
	}
	return strconv.Itoa(int(s) + 1)
}

// numbersFromWhite reports whether the variant numbers its squares from
// White's side and names them a1..h8 in PDN (Brazilian, Russian).
func (v Variant) numbersFromWhite() bool { return v == Brazilian || v == Russian }

// numbered returns the square numbered n (1-based) on a numbered board.
func (v Variant) numbered(n int) Square {
	if v.numbersFromWhite() {
		return Square((7-(n-1)/4)*4 + (n-1)%4)
	}
	return Square(n - 1)
}

// PDNSquareName returns the name PDN gives square s: SquareName, except
// in Brazilian and Russian, whose PDN (GameTypes 26 and 25) names squares
// by file and rank, a1 to h8, as the draughts sites write it.
func (v Variant) PDNSquareName(s Square) string {
	if v.numbersFromWhite() {
		r, f := v.Place(s)
		return string(rune('a'+f)) + strconv.Itoa(8-r)
	}
	return v.SquareName(s)
}

// BitName returns the notation of the square at internal bit b.
func (v Variant) BitName(b uint8) string { return v.SquareName(v.SquareOf(b)) }

// ParseSquare reads a square in the variant's notation.
func (v Variant) ParseSquare(s string) (Square, error) {
	s = strings.TrimSpace(s)
	if v == Dameo {
		if len(s) == 2 {
			f, r := strings.ToLower(s)[0], s[1]
			if f >= 'a' && f <= 'h' && r >= '1' && r <= '8' {
				return Square(int('8'-r)*8 + int(f-'a')), nil
			}
		}
		return 0, fmt.Errorf("bad dameo square %q (want a1..h8)", quote(s))
	}
	if v.numbersFromWhite() && len(s) == 2 && s[0] >= 'a' && s[0] <= 'h' {
		for sq := range Square(v.Squares()) {
			if v.PDNSquareName(sq) == s {
				return sq, nil
			}
		}
		return 0, fmt.Errorf("bad %s square %q (want 1..32 or a dark square a1..h8)", v, quote(s))
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > v.Squares() {
		return 0, fmt.Errorf("bad %s square %q (want 1..%d)", v, quote(s), v.Squares())
	}
	return v.numbered(n), nil
}

// Place returns the row and file of square s (0-based, Hub order) on the
// variant's board seen from White: row 0 is Black's back row (rank 8, or
// 10 in International), file 0 is a. Italian has a8 c8 e8 g8 as squares
// 1..4 (its double corner at the right), International b10 d10 ... j10
// as 1..5, Dameo every square from a8.
func (v Variant) Place(s Square) (row, file int) {
	g := &geometries[v]
	b := g.bitOf[s]
	return int(g.rowOf[b]), int(g.fileOf[b])
}

// Side returns the number of rows (and files) of the variant's board.
func (v Variant) Side() int { return geometries[v].side }
