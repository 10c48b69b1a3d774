// CheckerBoard's FEN: "W:W21,22,K5:B1,2", the side to move, then each
// colour's squares, K before a king.

package checkerboard

import (
	"fmt"
	"strconv"
	"strings"
)

// maxFEN bounds the FEN text read; a full board takes under 120 bytes.
const maxFEN = 256

// ParseFEN reads a FEN as CheckerBoard writes it into a board and the
// colour to move. Squares may come in any order; ranges are not used.
func ParseFEN(s string) (Board, int32, error) {
	var b Board
	s = strings.TrimSpace(s)
	if len(s) > maxFEN {
		return b, 0, fmt.Errorf("FEN of %d bytes: at most %d", len(s), maxFEN)
	}
	parts := strings.Split(s, ":")
	if len(parts) != 3 {
		return b, 0, fmt.Errorf("bad FEN %q: want SIDE:W...:B...", s)
	}
	var color int32
	switch strings.ToUpper(parts[0]) {
	case "W":
		color = White
	case "B":
		color = Black
	default:
		return b, 0, fmt.Errorf("bad FEN %q: the side to move must be W or B", s)
	}
	seen := [3]bool{}
	for _, part := range parts[1:] {
		part = strings.TrimSpace(part)
		var c int32
		switch strings.ToUpper(part[:min(1, len(part))]) {
		case "W":
			c = White
		case "B":
			c = Black
		default:
			return b, 0, fmt.Errorf("bad FEN %q: section %q must start with W or B", s, part)
		}
		if seen[c] {
			return b, 0, fmt.Errorf("bad FEN %q: colour %s given twice", s, part[:1])
		}
		seen[c] = true
		if err := placeList(&b, c, part[1:]); err != nil {
			return b, 0, fmt.Errorf("bad FEN %q: %v", s, err)
		}
	}
	return b, color, nil
}

// placeList puts colour c's pieces of list ("21,K5") on b.
func placeList(b *Board, c int32, list string) error {
	if strings.TrimSpace(list) == "" {
		return nil
	}
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		kind := int32(Man)
		if rest, ok := strings.CutPrefix(strings.ToUpper(item), "K"); ok {
			kind, item = King, rest
		}
		n, err := strconv.Atoi(item)
		if err != nil || n < 1 || n > Squares {
			return fmt.Errorf("bad square %q (want 1..32)", item)
		}
		at := CoorOf(n)
		if b[at.X][at.Y] != Empty {
			return fmt.Errorf("square %d given twice", n)
		}
		b[at.X][at.Y] = c | kind
	}
	return nil
}

// FEN writes b with color to move as CheckerBoard does: White's squares
// then Black's, ascending, K before a king.
func FEN(b *Board, color int32) string {
	var sb strings.Builder
	if color == Black {
		sb.WriteString("B")
	} else {
		sb.WriteString("W")
	}
	for _, side := range []struct {
		c   int32
		tag string
	}{{White, ":W"}, {Black, ":B"}} {
		c := side.c
		sb.WriteString(side.tag)
		first := true
		for n := 1; n <= Squares; n++ {
			at := CoorOf(n)
			v := b[at.X][at.Y]
			if v&^(Man|King) != c {
				continue
			}
			if !first {
				sb.WriteByte(',')
			}
			first = false
			if v&King != 0 {
				sb.WriteByte('K')
			}
			sb.WriteString(strconv.Itoa(n))
		}
	}
	return sb.String()
}
