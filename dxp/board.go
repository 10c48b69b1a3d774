// Positions and moves between DXP's square numbers and movegen's bits.

package dxp

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

// intl is the only variant DXP plays.
const intl = movegen.International

// isInitial reports whether p is the initial position with white to move,
// which a GameRequest sends as A.
func isInitial(p *movegen.Position) bool {
	s := movegen.StartPosition(intl)
	return p.Pieces == s.Pieces && p.Kings == s.Kings && p.Side == s.Side
}

// appendBoard writes the side to move (W or Z) and the 50 squares: w and z
// for white and black men, W and Z for kings, e for empty.
func appendBoard(b []byte, p *movegen.Position) []byte {
	b = append(b, colourChar(p.Side))
	for sq := movegen.Square(0); sq < boardWidth; sq++ {
		bit := uint64(1) << intl.Bit(sq)
		c := byte('e')
		switch {
		case p.Pieces[movegen.White]&bit != 0:
			c = 'w'
		case p.Pieces[movegen.Black]&bit != 0:
			c = 'z'
		}
		if p.Kings&bit != 0 {
			c -= 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// parseBoard reads what appendBoard writes: 51 characters.
func parseBoard(s []byte) (movegen.Position, error) {
	if len(s) != 1+boardWidth {
		return movegen.Position{}, fmt.Errorf("start position has %d characters, want %d", len(s), 1+boardWidth)
	}
	side, err := parseColour(s[0], "colour to move")
	if err != nil {
		return movegen.Position{}, err
	}
	var sets [2]uint64
	var kings uint64
	for i, c := range s[1:] {
		bit := uint64(1) << intl.Bit(movegen.Square(i))
		switch c {
		case 'w', 'W':
			sets[movegen.White] |= bit
		case 'z', 'Z':
			sets[movegen.Black] |= bit
		case 'e':
		default:
			return movegen.Position{}, fmt.Errorf("square %d holds %q, want w, z, W, Z or e", i+1, c)
		}
		if c == 'W' || c == 'Z' {
			kings |= bit
		}
	}
	p, err := movegen.NewPosition(intl, side, sets[movegen.White], sets[movegen.Black], kings)
	if err != nil {
		return movegen.Position{}, fmt.Errorf("start position: %v", err)
	}
	return p, nil
}

// parseColour reads W (white) or Z (zwart, black).
func parseColour(c byte, field string) (movegen.Color, error) {
	switch c {
	case 'W':
		return movegen.White, nil
	case 'Z':
		return movegen.Black, nil
	}
	return 0, fmt.Errorf("%s %q is not W or Z", field, c)
}

// squareNumber returns the DXP number (1..50) of internal bit b.
func squareNumber(b uint8) int { return int(intl.SquareOf(b)) + 1 }

// squareBit returns the internal bit of square number n (1..50).
func squareBit(n int) uint8 { return intl.Bit(movegen.Square(n - 1)) }

// moveMessage describes m, a legal move, as an M message. The captured
// squares come out ascending: the International bit order follows the
// square numbers.
func moveMessage(m movegen.Move, seconds int) MoveMessage {
	msg := MoveMessage{Seconds: seconds, From: squareNumber(m.From), To: squareNumber(m.To)}
	for c := m.Captured; c != 0; c &= c - 1 {
		msg.Captured = append(msg.Captured, squareNumber(uint8(bits.TrailingZeros64(c))))
	}
	return msg
}

// match finds the legal move of p that msg names by its from and to
// squares and its set of captured squares. msg must hold valid squares,
// as Decode guarantees.
func match(p *movegen.Position, msg MoveMessage) (movegen.Move, error) {
	var captured uint64
	for _, sq := range msg.Captured {
		captured |= 1 << squareBit(sq)
	}
	from, to := squareBit(msg.From), squareBit(msg.To)
	var l movegen.MoveList
	p.Generate(&l)
	for _, m := range l.Slice() {
		if m.From == from && m.To == to && m.Captured == captured {
			return m, nil
		}
	}
	return movegen.Move{}, fmt.Errorf("%w %s in %s", ErrIllegal, msg, p.FEN())
}

// String writes the move as Hub notation does: "32-28", or from, to and
// the captured squares as listed: "28x19x23".
func (m MoveMessage) String() string {
	if len(m.Captured) == 0 {
		return strconv.Itoa(m.From) + "-" + strconv.Itoa(m.To)
	}
	parts := []string{strconv.Itoa(m.From), strconv.Itoa(m.To)}
	for _, sq := range m.Captured {
		parts = append(parts, strconv.Itoa(sq))
	}
	return strings.Join(parts, "x")
}
