// Drawing options and the placement of squares in the picture.

package render

import "github.com/damaengine/damaengine/movegen"

// Options say how to draw a board.
type Options struct {
	// Flip draws the board from Black's side.
	Flip bool
	// Last marks the squares of the last move (from and landing squares).
	Last []movegen.Square
}

// Sizes of the picture in SVG units (pixels in a PNG of scale 1): a
// square and the margin that holds the coordinates.
const (
	unit   = 60
	margin = 22
)

// Colours of the board and pieces, shared by SVG and PNG.
var (
	colLight  = rgb{0xf0, 0xd9, 0xb5}
	colDark   = rgb{0x8b, 0x5a, 0x2b}
	colFrame  = rgb{0x3b, 0x2a, 0x1a}
	colLabel  = rgb{0xf0, 0xe6, 0xd2}
	colNumber = rgb{0xe8, 0xd0, 0xa8}
	colWhite  = rgb{0xfa, 0xf7, 0xf0}
	colBlack  = rgb{0x22, 0x22, 0x22}
	colEdge   = rgb{0x55, 0x55, 0x55}
	colCrown  = rgb{0xd4, 0xa0, 0x17}
	colLast   = rgb{0xc8, 0xb0, 0x3c}
)

type rgb struct{ r, g, b uint8 }

// frame places a variant's board in the picture.
type frame struct {
	v    movegen.Variant
	side int
	flip bool
}

func newFrame(v movegen.Variant, flip bool) frame {
	return frame{v: v, side: v.Side(), flip: flip}
}

// total is the width and height of the picture in units of 1.
func (f frame) total() int { return 2*margin + f.side*unit }

// corner returns the top-left corner of the square at row, file (as seen
// from White) in the picture.
func (f frame) corner(row, file int) (x, y int) {
	if f.flip {
		row, file = f.side-1-row, f.side-1-file
	}
	return margin + file*unit, margin + row*unit
}

// in reports whether sq is in the list.
func in(list []movegen.Square, sq movegen.Square) bool {
	for _, s := range list {
		if s == sq {
			return true
		}
	}
	return false
}
