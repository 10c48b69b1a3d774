// ASCII diagrams of positions for people reading logs and terminals.

package movegen

import (
	"fmt"
	"strings"
)

// Diagram draws p as text seen from White: ranks on the left, files at the
// bottom, men as w and b, kings as W and B, '.' for an empty playable
// square. The numbered boards show the square numbers beside the board.
// The last two lines give the side to move and the FEN.
func (p *Position) Diagram() string {
	g := &geometries[p.Variant]
	var board, numbers [10][10]string // [row][file]; "" for squares not played on
	for sq := 0; sq < g.squares; sq++ {
		b := g.bitOf[sq]
		r, f := g.rowOf[b], g.fileOf[b]
		bit := uint64(1) << b
		piece := "."
		switch {
		case p.Pieces[White]&bit != 0:
			piece = "w"
		case p.Pieces[Black]&bit != 0:
			piece = "b"
		}
		if p.Kings&bit != 0 {
			piece = strings.ToUpper(piece)
		}
		board[r][f] = piece
		numbers[r][f] = p.Variant.SquareName(Square(sq))
	}
	var out strings.Builder
	for r := 0; r < g.side; r++ {
		var line strings.Builder
		fmt.Fprintf(&line, "%2d ", g.side-r)
		for f := 0; f < g.side; f++ {
			fmt.Fprintf(&line, "%2s ", board[r][f])
		}
		if p.Variant != Dameo {
			line.WriteString("   ")
			for f := 0; f < g.side; f++ {
				fmt.Fprintf(&line, "%3s", numbers[r][f])
			}
		}
		out.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	files := "   "
	for f := 0; f < g.side; f++ {
		files += fmt.Sprintf("%2c ", 'a'+f)
	}
	out.WriteString(strings.TrimRight(files, " "))
	side := "White"
	if p.Side == Black {
		side = "Black"
	}
	fmt.Fprintf(&out, "\n%s to move\nFEN %s\n", side, p.FEN())
	return out.String()
}
