// CheckerBoard's 8x8 board and its Italian square numbers.

package checkerboard

import (
	"fmt"

	"github.com/damaengine/damaengine/movegen"
)

// The values of a board square and of the colour argument.
const (
	Empty = 0
	White = 1
	Black = 2
	Man   = 4
	King  = 8
)

// Board is CheckerBoard's board, indexed [x][y] (column first), as the C
// type int[8][8].
type Board [8][8]int32

// Coor is a square's x and y on the Board.
type Coor struct{ X, Y int32 }

// Squares is the number of playable squares.
const Squares = 32

// CoorOf returns the coordinates of square n (1..32).
func CoorOf(n int) Coor {
	y := (n - 1) / 4
	x := 2*((n-1)%4) + y%2
	return Coor{int32(x), int32(y)}
}

// SquareAt returns the square number at x, y, or 0 when x, y is not a
// playable square of the board.
func SquareAt(x, y int) int {
	if x < 0 || x > 7 || y < 0 || y > 7 || (x+y)%2 != 0 {
		return 0
	}
	return 4*y + x/2 + 1
}

// colourOf reads CheckerBoard's colour argument.
func colourOf(color int32) (movegen.Color, error) {
	switch color {
	case White:
		return movegen.White, nil
	case Black:
		return movegen.Black, nil
	}
	return 0, fmt.Errorf("colour %d: want 1 (white) or 2 (black)", color)
}

// cbColour is CheckerBoard's value of colour c.
func cbColour(c movegen.Color) int32 {
	if c == movegen.White {
		return White
	}
	return Black
}

// PositionOf returns the Italian position of b with color to move. A
// value that is no piece, a piece off the playable squares and a man on
// its promotion row are refused.
func PositionOf(b *Board, color int32) (movegen.Position, error) {
	return positionOf(b, color, true)
}

// positionOf is PositionOf; unless strict, a man on its promotion row is
// kept as it stands. Such a man can neither move nor be taken (it is on
// the edge), so moves are generated right around it, but the search,
// whose tables know no such men, must not see the position.
func positionOf(b *Board, color int32, strict bool) (movegen.Position, error) {
	side, err := colourOf(color)
	if err != nil {
		return movegen.Position{}, err
	}
	var sets [2]uint64
	var kings uint64
	for x := range 8 {
		for y := range 8 {
			v := b[x][y]
			if v == Empty {
				continue
			}
			n := SquareAt(x, y)
			if n == 0 {
				return movegen.Position{}, fmt.Errorf("board[%d][%d] = %d: a piece on a light square", x, y, v)
			}
			c, kind := v&^(Man|King), v&(Man|King)
			if (c != White && c != Black) || (kind != Man && kind != King) {
				return movegen.Position{}, fmt.Errorf("square %d holds %d: want 5, 6, 9 or 10 (colour 1 or 2 plus man 4 or king 8)", n, v)
			}
			bit := uint64(1) << movegen.Italian.Bit(movegen.Square(n-1))
			colour, _ := colourOf(c)
			sets[colour] |= bit
			if kind == King {
				kings |= bit
			}
		}
	}
	if !strict {
		p := movegen.Position{Pieces: sets, Kings: kings, Side: side, Variant: movegen.Italian}
		p.Key = p.ComputeKey()
		return p, nil
	}
	return movegen.NewPosition(movegen.Italian, side, sets[movegen.White], sets[movegen.Black], kings)
}

// pieceAt returns the board value of square n in pos.
func pieceAt(pos *movegen.Position, n int) int32 {
	bit := uint64(1) << movegen.Italian.Bit(movegen.Square(n-1))
	var v int32
	switch {
	case pos.Pieces[movegen.White]&bit != 0:
		v = White
	case pos.Pieces[movegen.Black]&bit != 0:
		v = Black
	default:
		return Empty
	}
	if pos.Kings&bit != 0 {
		return v | King
	}
	return v | Man
}

// BoardOf returns the board of pos, an Italian position.
func BoardOf(pos *movegen.Position) Board {
	var b Board
	for n := 1; n <= Squares; n++ {
		c := CoorOf(n)
		b[c.X][c.Y] = pieceAt(pos, n)
	}
	return b
}
