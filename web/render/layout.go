// Where each square of a variant lies on the drawn board, and what stands
// on it.

package render

import "github.com/damaengine/damaengine/movegen"

// Cell is one playable square as drawn: its name, its place (row 0 at the
// top, file 0 at the left, both as seen from White) and its piece.
type Cell struct {
	Square movegen.Square
	Name   string // "22", "a1"
	Row    int
	File   int
	Piece  byte // 'w', 'b', 'W', 'B' (kings upper case) or 0 for empty
}

// Playable reports whether the square at row, file is one the variant
// plays on.
func Playable(v movegen.Variant, row, file int) bool {
	switch v.Base() {
	case movegen.Italian:
		return (row+file)%2 == 0
	case movegen.International, movegen.Brazilian, movegen.Russian:
		return (row+file)%2 == 1
	}
	return true
}

// Dark reports whether the square at row, file is painted dark: the
// playable squares of the diagonal boards; a chess pattern on Dameo's
// (a1 dark).
func Dark(v movegen.Variant, row, file int) bool {
	if v == movegen.Dameo {
		return (row+file)%2 == 1
	}
	return Playable(v, row, file)
}

// Cells lists the playable squares of p in square order with their
// pieces.
func Cells(p *movegen.Position) []Cell {
	v := p.Variant
	out := make([]Cell, v.Squares())
	for i := range out {
		s := movegen.Square(i)
		r, f := v.Place(s)
		bit := uint64(1) << v.Bit(s)
		var piece byte
		switch {
		case p.Pieces[movegen.White]&bit != 0:
			piece = 'w'
		case p.Pieces[movegen.Black]&bit != 0:
			piece = 'b'
		}
		if piece != 0 && p.Kings&bit != 0 {
			piece -= 'a' - 'A'
		}
		out[i] = Cell{Square: s, Name: v.SquareName(s), Row: r, File: f, Piece: piece}
	}
	return out
}
