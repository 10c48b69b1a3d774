// The Hub protocol's position string: the side to move, then one character
// per playable square in square order (w b W B e).

package movegen

import (
	"fmt"
	"strings"
)

// ParseHubPosition reads a Hub position such as "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww".
func ParseHubPosition(v Variant, s string) (Position, error) {
	s = strings.TrimSpace(s)
	if len(s) != v.Squares()+1 {
		return Position{}, fmt.Errorf("bad %s hub position: want %d characters, got %d", v, v.Squares()+1, len(s))
	}
	var side Color
	switch s[0] {
	case 'W', 'w':
		side = White
	case 'B', 'b':
		side = Black
	default:
		return Position{}, fmt.Errorf("bad hub position: side to move %q must be W or B", s[0])
	}
	var sets [2]uint64
	var kings uint64
	for i := 1; i < len(s); i++ {
		bit := uint64(1) << v.Bit(Square(i-1))
		switch s[i] {
		case 'w':
			sets[White] |= bit
		case 'b':
			sets[Black] |= bit
		case 'W':
			sets[White] |= bit
			kings |= bit
		case 'B':
			sets[Black] |= bit
			kings |= bit
		case 'e', '.':
		default:
			return Position{}, fmt.Errorf("bad hub position: %q at square %s (want w, b, W, B or e)", s[i], v.SquareName(Square(i-1)))
		}
	}
	p, err := NewPosition(v, side, sets[White], sets[Black], kings)
	if err != nil {
		return Position{}, fmt.Errorf("bad hub position: %v", err)
	}
	return p, nil
}

// HubString writes p as a Hub position string.
func (p *Position) HubString() string {
	var b strings.Builder
	b.WriteString(p.Side.String())
	for sq := Square(0); int(sq) < p.Variant.Squares(); sq++ {
		bit := uint64(1) << p.Variant.Bit(sq)
		c := byte('e')
		switch {
		case p.Pieces[White]&bit != 0:
			c = 'w'
		case p.Pieces[Black]&bit != 0:
			c = 'b'
		}
		if p.Kings&bit != 0 {
			c -= 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}
