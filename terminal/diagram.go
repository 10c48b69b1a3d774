// The board diagram, turned around with flip.

package terminal

import (
	"fmt"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// diagram draws p as movegen's Diagram does (seen from White), or turned
// half a circle (Black at the bottom) when the board is flipped.
func (s *Session) diagram(p *movegen.Position) string {
	if !s.flipped {
		return p.Diagram()
	}
	return flipDiagram(p.Diagram())
}

// flipDiagram turns a movegen Diagram half a circle: its board rows (the
// lines that begin with a rank number) come in reverse order, each with its
// squares and the square numbers beside them reversed, and the files run
// from right to left; the lines below the board are kept.
func flipDiagram(d string) string {
	lines := strings.SplitAfter(d, "\n")
	rows := 0
	for rows < len(lines) && len(lines[rows]) > 1 && '0' <= lines[rows][1] && lines[rows][1] <= '9' {
		rows++
	}
	var b strings.Builder
	for r := rows - 1; r >= 0; r-- {
		b.WriteString(flipRow(lines[r], rows))
	}
	b.WriteString(flipRow(lines[rows], rows)) // the files
	b.WriteString(strings.Join(lines[rows+1:], ""))
	return b.String()
}

// flipRow reverses a diagram line of a board with side squares a side: after
// its three-character label, the side three-character squares and, when the
// line goes on, the side square numbers after a three-character gap.
func flipRow(line string, side int) string {
	line = strings.TrimSuffix(line, "\n")
	board := 3 + 3*side
	if len(line) > board {
		line = fmt.Sprintf("%-*s", board+3+3*side, line)
		return strings.TrimRight(line[:3]+reverseCells(line[3:board])+"   "+reverseCells(line[board+3:]), " ") + "\n"
	}
	line = fmt.Sprintf("%-*s", board, line)
	return strings.TrimRight(line[:3]+reverseCells(line[3:]), " ") + "\n"
}

// reverseCells reverses the order of the three-character cells of s.
func reverseCells(s string) string {
	var b strings.Builder
	for i := len(s) - 3; i >= 0; i -= 3 {
		b.WriteString(s[i : i+3])
	}
	return b.String()
}
