// The SVG drawing of a position.

package render

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

func (c rgb) hex() string { return fmt.Sprintf("#%02x%02x%02x", c.r, c.g, c.b) }

// SVG draws p as a standalone SVG document. Colours are presentation
// attributes and elements carry classes (sq, dark, light, last,
// piece, king, label), so a style sheet may restyle them.
func SVG(p *movegen.Position, o Options) string {
	f := newFrame(p.Variant, o.Flip)
	total := f.total()
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" class="board" data-variant="%s" data-flip="%t" data-fen="%s">`,
		total, total, p.Variant, o.Flip, p.FEN())
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="%s"/>`, total, total, colFrame.hex())
	cells := Cells(p)
	byPlace := map[[2]int]Cell{}
	for _, c := range cells {
		byPlace[[2]int{c.Row, c.File}] = c
	}
	for row := 0; row < f.side; row++ {
		for file := 0; file < f.side; file++ {
			x, y := f.corner(row, file)
			fill, class := colLight, "light"
			if Dark(p.Variant, row, file) {
				fill, class = colDark, "dark"
			}
			c, ok := byPlace[[2]int{row, file}]
			if !ok {
				fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" class="%s"/>`, x, y, unit, unit, fill.hex(), class)
				continue
			}
			if in(o.Last, c.Square) {
				class += " last"
				fill = colLast
			}
			piece := ""
			if c.Piece != 0 {
				piece = string(c.Piece)
			}
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" class="sq %s" data-square="%s" data-piece="%s" data-x="%d" data-y="%d"/>`,
				x, y, unit, unit, fill.hex(), class, c.Name, piece, x+unit/2, y+unit/2)
		}
	}
	writeLabels(&b, f, cells)
	for _, c := range cells {
		if c.Piece != 0 {
			x, y := f.corner(c.Row, c.File)
			writePiece(&b, c, x+unit/2, y+unit/2)
		}
	}
	b.WriteString("</svg>")
	return b.String()
}

// writeLabels writes the square numbers (diagonal boards: in each
// playable square's corner) or the files and ranks (Dameo: in the margin).
func writeLabels(b *strings.Builder, f frame, cells []Cell) {
	if f.v != movegen.Dameo {
		for _, c := range cells {
			x, y := f.corner(c.Row, c.File)
			fmt.Fprintf(b, `<text x="%d" y="%d" font-size="13" font-family="sans-serif" fill="%s" class="label">%s</text>`,
				x+3, y+13, colNumber.hex(), c.Name)
		}
		return
	}
	for i := 0; i < f.side; i++ {
		file, rank := string(rune('a'+i)), strconv.Itoa(f.side-i)
		x, _ := f.corner(0, i)
		_, y := f.corner(i, 0)
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="14" font-family="sans-serif" text-anchor="middle" fill="%s" class="label">%s</text>`,
			x+unit/2, f.total()-6, colLabel.hex(), file)
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="14" font-family="sans-serif" text-anchor="middle" fill="%s" class="label">%s</text>`,
			margin/2, y+unit/2+5, colLabel.hex(), rank)
	}
}

// writePiece writes a man (a disc with a ring) or a king (a crown mark
// on it) centred at x, y.
func writePiece(b *strings.Builder, c Cell, x, y int) {
	fill, ring := colWhite, colEdge
	if c.Piece == 'b' || c.Piece == 'B' {
		fill, ring = colBlack, colEdge
	}
	king := c.Piece == 'W' || c.Piece == 'B'
	class := "piece"
	if king {
		class += " king"
	}
	fmt.Fprintf(b, `<g class="%s" data-square="%s" transform="translate(%d %d)">`, class, c.Name, x, y)
	fmt.Fprintf(b, `<circle r="%d" fill="%s" stroke="%s" stroke-width="2"/>`, unit*4/10, fill.hex(), ring.hex())
	fmt.Fprintf(b, `<circle r="%d" fill="none" stroke="%s" stroke-width="1.5"/>`, unit*27/100, ring.hex())
	if king {
		fmt.Fprintf(b, `<path d="M-12 6 L-14 -8 L-6 -1 L0 -11 L6 -1 L14 -8 L12 6 Z" fill="%s" stroke="%s" stroke-width="1"/>`,
			colCrown.hex(), ring.hex())
	}
	b.WriteString("</g>")
}
