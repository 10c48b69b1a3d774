package checkerboard

import (
	"testing"
	"unsafe"

	"github.com/damaengine/damaengine/movegen"
)

// TestSquareMapping checks all 32 squares both ways against the rules
// core's own geometry: x is the file, y the row from Black's back row.
func TestSquareMapping(t *testing.T) {
	seen := map[Coor]bool{}
	for n := 1; n <= Squares; n++ {
		c := CoorOf(n)
		row, file := movegen.Italian.Place(movegen.Square(n - 1))
		if int(c.X) != file || int(c.Y) != row {
			t.Errorf("square %d at %v, movegen places it at file %d row %d", n, c, file, row)
		}
		if got := SquareAt(int(c.X), int(c.Y)); got != n {
			t.Errorf("SquareAt(%v) = %d, want %d", c, got, n)
		}
		seen[c] = true
	}
	for x := range 8 {
		for y := range 8 {
			if !seen[Coor{int32(x), int32(y)}] && SquareAt(x, y) != 0 {
				t.Errorf("SquareAt(%d, %d) = %d on a light square", x, y, SquareAt(x, y))
			}
		}
	}
	for _, c := range []Coor{{-1, 0}, {8, 0}, {0, 8}} {
		if SquareAt(int(c.X), int(c.Y)) != 0 {
			t.Errorf("SquareAt(%v) off the board is not 0", c)
		}
	}
}

// TestStartBoard checks the start: White's men on 21-32, Black's on 1-12,
// and the board read back is the rules' start position.
func TestStartBoard(t *testing.T) {
	start := movegen.StartPosition(movegen.Italian)
	b := BoardOf(&start)
	for n := 1; n <= Squares; n++ {
		c := CoorOf(n)
		want := int32(Empty)
		switch {
		case n <= 12:
			want = Black | Man
		case n >= 21:
			want = White | Man
		}
		if b[c.X][c.Y] != want {
			t.Errorf("square %d holds %d, want %d", n, b[c.X][c.Y], want)
		}
	}
	pos, err := PositionOf(&b, White)
	if err != nil || pos != start {
		t.Fatalf("PositionOf(start board) = %v, %v", pos.FEN(), err)
	}
}

func TestPositionOfRefuses(t *testing.T) {
	start := movegen.StartPosition(movegen.Italian)
	cases := map[string]func(b *Board) int32{
		"colour 3":            func(b *Board) int32 { return 3 },
		"light square":        func(b *Board) int32 { b[1][0] = White | Man; return White },
		"unknown value":       func(b *Board) int32 { b[0][0] = 7; return White },
		"man on promo row":    func(b *Board) int32 { b[0][0] = White | Man; return White },
		"black man on 29":     func(b *Board) int32 { c := CoorOf(29); b[c.X][c.Y] = Black | Man; return Black },
		"colour with no kind": func(b *Board) int32 { c := CoorOf(15); b[c.X][c.Y] = White; return White },
	}
	for name, spoil := range cases {
		b := BoardOf(&start)
		c := spoil(&b)
		if _, err := PositionOf(&b, c); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestCBMoveLayout checks the struct is CheckerBoard's 268 bytes with
// the fields at the C offsets.
func TestCBMoveLayout(t *testing.T) {
	var m CBMove
	if s := unsafe.Sizeof(m); s != 268 {
		t.Errorf("CBMove is %d bytes, want 268", s)
	}
	offsets := map[string]uintptr{
		"from": unsafe.Offsetof(m.From), "to": unsafe.Offsetof(m.To), "path": unsafe.Offsetof(m.Path),
		"del": unsafe.Offsetof(m.Del), "delpiece": unsafe.Offsetof(m.DelPiece),
	}
	want := map[string]uintptr{"from": 12, "to": 20, "path": 28, "del": 124, "delpiece": 220}
	for k, v := range want {
		if offsets[k] != v {
			t.Errorf("%s at offset %d, want %d", k, offsets[k], v)
		}
	}
	if unsafe.Sizeof(Board{}) != 256 {
		t.Errorf("Board is %d bytes, want 256", unsafe.Sizeof(Board{}))
	}
}

func TestFENRoundTrip(t *testing.T) {
	for _, fen := range []string{"W:WK5,21,22:B1,2,K30", "B:W31:B3", "B:W1:B", "W:W:B12"} {
		b, c, err := ParseFEN(fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		if got := FEN(&b, c); got != fen {
			t.Errorf("FEN(ParseFEN(%s)) = %s", fen, got)
		}
	}
	for _, bad := range []string{"", "X:W1:B2", "W:W1", "W:W33:B1", "W:W1,1:B2", "W:W1:W2", "W:Wx:B1", "W:Q1:B2"} {
		if _, _, err := ParseFEN(bad); err == nil {
			t.Errorf("ParseFEN(%q) accepted", bad)
		}
	}
}
