// Tests of the board drawings: layout against movegen's diagram, SVG data, PNG pixels.

package render

import (
	"bytes"
	"image/png"
	"regexp"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

var testFENs = map[movegen.Variant]string{
	movegen.Italian:       "W:W21,K30,31:B1,K5,12",
	movegen.International: "B:W31,K46,50:B1,K5,20",
	movegen.Dameo:         "W:Wa1,Kh1,d4:Ba8,Kh8,e5",
	movegen.Brazilian:     "W:Wa3,Kc1,e1:Bb8,Ka7,h6",
	movegen.Russian:       "W:Wa3,Kc1,e1:Bb8,Ka7,h6",
}

// TestLayoutMatchesDiagram checks every square's place and piece against
// movegen's own text diagram.
func TestLayoutMatchesDiagram(t *testing.T) {
	for v, fen := range testFENs {
		p, err := movegen.ParseFEN(v, fen)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(p.Diagram(), "\n")
		at := func(row, file int) string {
			line := lines[row] + strings.Repeat(" ", 40)
			return strings.TrimSpace(line[3+3*file : 5+3*file])
		}
		placed := map[[2]int]bool{}
		for _, c := range Cells(&p) {
			placed[[2]int{c.Row, c.File}] = true
			want := "."
			if c.Piece != 0 {
				want = string(c.Piece)
			}
			if got := at(c.Row, c.File); got != want {
				t.Errorf("%s square %s at row %d file %d: diagram shows %q, cells say %q", v, c.Name, c.Row, c.File, got, want)
			}
		}
		side := v.Side()
		for row := 0; row < side; row++ {
			for file := 0; file < side; file++ {
				if Playable(v, row, file) != placed[[2]int{row, file}] {
					t.Errorf("%s row %d file %d: Playable %v but a square is placed there: %v", v, row, file, !placed[[2]int{row, file}], placed[[2]int{row, file}])
				}
				if placed[[2]int{row, file}] && at(row, file) == "" {
					t.Errorf("%s row %d file %d: a cell where the diagram has no square", v, row, file)
				}
			}
		}
	}
}

var squareAttr = regexp.MustCompile(`data-square="([a-h0-9]+)" data-piece="([wbWB]?)" data-x="(\d+)" data-y="(\d+)"`)

func TestSVGCarriesThePosition(t *testing.T) {
	for v, fen := range testFENs {
		p, _ := movegen.ParseFEN(v, fen)
		for _, flip := range []bool{false, true} {
			svg := SVG(&p, Options{Flip: flip})
			found := squareAttr.FindAllStringSubmatch(svg, -1)
			if len(found) != v.Squares() {
				t.Fatalf("%s: %d squares in the SVG, want %d", v, len(found), v.Squares())
			}
			pieces := 0
			for _, m := range found {
				if m[2] != "" {
					pieces++
				}
			}
			if pieces != 6 {
				t.Errorf("%s: %d pieces, want 6", v, pieces)
			}
			// Square 1 (a8 on Dameo) is in the top row unless flipped.
			top := found[0][4] == "52"
			if top == flip {
				t.Errorf("%s flip=%v: the first square is drawn at y=%s", v, flip, found[0][4])
			}
		}
	}
}

func TestPNGDrawsPieces(t *testing.T) {
	p, _ := movegen.ParseFEN(movegen.Italian, testFENs[movegen.Italian])
	var buf bytes.Buffer
	if err := PNG(&buf, &p, Options{}); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	total := 2*margin + 8*unit
	if b := img.Bounds(); b.Dx() != total || b.Dy() != total {
		t.Fatalf("size %v, want %dx%d", b, total, total)
	}
	probe := func(name string) (uint32, uint32, uint32) {
		for _, c := range Cells(&p) {
			if c.Name == name {
				x, y := newFrame(p.Variant, false).corner(c.Row, c.File)
				r, g, b, _ := img.At(x+unit/2-10, y+unit/2+10).RGBA()
				return r >> 8, g >> 8, b >> 8
			}
		}
		t.Fatalf("no square %s", name)
		return 0, 0, 0
	}
	if r, g, b := probe("21"); r != uint32(colWhite.r) || g != uint32(colWhite.g) || b != uint32(colWhite.b) {
		t.Errorf("white man on 21: pixel %d,%d,%d", r, g, b)
	}
	if r, g, b := probe("1"); r != uint32(colBlack.r) || g != uint32(colBlack.g) || b != uint32(colBlack.b) {
		t.Errorf("black man on 1: pixel %d,%d,%d", r, g, b)
	}
	if r, g, b := probe("2"); r != uint32(colDark.r) || g != uint32(colDark.g) || b != uint32(colDark.b) {
		t.Errorf("empty square 2: pixel %d,%d,%d", r, g, b)
	}
}
