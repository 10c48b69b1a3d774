// Tests of the ASCII diagram: pieces and square numbers where the rules put
// them.

package movegen

import (
	"strconv"
	"strings"
	"testing"
)

// diagramCell returns the character drawn for the square at rank and file
// (0 = a), reading the column the file letter sits in at the bottom.
func diagramCell(t *testing.T, d string, side, rank, file int) byte {
	t.Helper()
	lines := strings.Split(d, "\n")
	files := lines[side]
	col := strings.IndexByte(files, byte('a'+file))
	line := lines[side-rank]
	if col < 0 || strings.Fields(line)[0] != strconv.Itoa(rank) {
		t.Fatalf("no file %c or rank %d in diagram:\n%s", 'a'+file, rank, d)
	}
	if col >= len(line) {
		return ' '
	}
	return line[col]
}

// diagramNumber returns the square number shown beside the board for rank
// and file, "" when none.
func diagramNumber(d string, side, rank, file int) string {
	line := strings.Split(d, "\n")[side-rank]
	off := 3 + 3*side + 3 + 3*file
	if off >= len(line) {
		return ""
	}
	return strings.TrimSpace(line[off:min(off+3, len(line))])
}

func TestDiagram(t *testing.T) {
	type at struct {
		rank, file int // file 0 = a
		piece      byte
		number     string // "" on Dameo
	}
	cases := []struct {
		v      Variant
		fen    string
		side   int
		toMove string
		want   []at
	}{
		// RULES.md: Italian 1 = a8, 4 = g8, 29 = b1, 32 = h1.
		{Italian, "W:W29,K32:B1,K4", 8, "White to move", []at{
			{8, 0, 'b', "1"}, {8, 6, 'B', "4"}, {1, 1, 'w', "29"}, {1, 7, 'W', "32"},
			{8, 1, ' ', ""}, {1, 0, ' ', ""}, {7, 1, '.', "5"}, {6, 0, '.', "9"},
		}},
		// International 1 = b10, 5 = j10, 46 = a1, 50 = i1.
		{International, "B:W46,K50:B1,K5", 10, "Black to move", []at{
			{10, 1, 'b', "1"}, {10, 9, 'B', "5"}, {1, 0, 'w', "46"}, {1, 8, 'W', "50"},
			{10, 0, ' ', ""}, {1, 9, ' ', ""}, {9, 0, '.', "6"}, {2, 9, '.', "45"},
		}},
		// Dameo: every square is played on; no numbers beside the board.
		{Dameo, "W:Wa1,Kh1:Bh8,Ka8", 8, "White to move", []at{
			{1, 0, 'w', ""}, {1, 7, 'W', ""}, {8, 7, 'b', ""}, {8, 0, 'B', ""},
			{1, 1, '.', ""}, {4, 4, '.', ""},
		}},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		d := p.Diagram()
		for _, w := range c.want {
			if got := diagramCell(t, d, c.side, w.rank, w.file); got != w.piece {
				t.Errorf("%s %s: %c%d drawn %q, want %q\n%s", c.v, c.fen, 'a'+w.file, w.rank, got, w.piece, d)
			}
			if got := diagramNumber(d, c.side, w.rank, w.file); got != w.number {
				t.Errorf("%s %s: number beside %c%d is %q, want %q\n%s", c.v, c.fen, 'a'+w.file, w.rank, got, w.number, d)
			}
		}
		lines := strings.Split(strings.TrimSuffix(d, "\n"), "\n")
		if len(lines) != c.side+3 {
			t.Fatalf("%s: %d lines, want %d\n%s", c.v, len(lines), c.side+3, d)
		}
		if lines[c.side+1] != c.toMove {
			t.Errorf("%s: side line %q, want %q", c.v, lines[c.side+1], c.toMove)
		}
		fen, ok := strings.CutPrefix(lines[c.side+2], "FEN ")
		if q, err := ParseFEN(c.v, fen); !ok || err != nil || q != p {
			t.Errorf("%s: FEN line %q does not give the position back (%v)", c.v, lines[c.side+2], err)
		}
	}
}

// TestDiagramCounts checks the start positions: every playable square is
// drawn once, with the right number of men of each colour.
func TestDiagramCounts(t *testing.T) {
	men := map[Variant]int{Italian: 12, International: 20, Dameo: 18, Brazilian: 12, Russian: 12, Killer: 20, Breakthrough: 20, Antidraughts: 20, Frisian: 20, Frysk: 5}
	for _, v := range Variants {
		p := StartPosition(v)
		d := p.Diagram()
		side := v.Side()
		var w, b, empty int
		for _, line := range strings.Split(d, "\n")[:side] {
			board := line[3:min(len(line), 3+3*side)]
			w += strings.Count(board, "w")
			b += strings.Count(board, "b")
			empty += strings.Count(board, ".")
		}
		if w != men[v] || b != men[v] || w+b+empty != v.Squares() {
			t.Errorf("%s: %d white, %d black, %d empty drawn; want %d men each on %d squares\n%s",
				v, w, b, empty, men[v], v.Squares(), d)
		}
	}
}
