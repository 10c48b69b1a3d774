// FEN in PDN style: "W:W21-32:B1-12", K before kings, ranges allowed on the
// numbered boards, algebraic squares for Dameo.

package movegen

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// StartPosition returns the initial position of the variant.
func StartPosition(v Variant) Position {
	fens := [numVariants]string{
		Italian:       "W:W21-32:B1-12",
		International: "W:W31-50:B1-20",
		Killer:        "W:W31-50:B1-20",
		Breakthrough:  "W:W31-50:B1-20",
		Antidraughts:  "W:W31-50:B1-20",
		Frisian:       "W:W31-50:B1-20",
		Frysk:         "W:W46-50:B1-5",
		Brazilian:     "W:W1-12:B21-32",
		Russian:       "W:W1-12:B21-32",
		Dameo: "W:Wa1,b1,c1,d1,e1,f1,g1,h1,b2,c2,d2,e2,f2,g2,c3,d3,e3,f3" +
			":Ba8,b8,c8,d8,e8,f8,g8,h8,b7,c7,d7,e7,f7,g7,c6,d6,e6,f6",
	}
	p, err := ParseFEN(v, fens[v])
	if err != nil {
		panic(err) // the constants above are valid
	}
	return p
}

// NewPosition builds a position from piece sets given as internal bits and
// checks that it is one the rules can reach.
func NewPosition(v Variant, side Color, white, black, kings uint64) (Position, error) {
	p := Position{Pieces: [2]uint64{white, black}, Kings: kings, Side: side, Variant: v}
	g := &geometries[v]
	switch {
	case white&black != 0:
		return p, fmt.Errorf("square %s holds both colours", v.BitName(uint8(bits.TrailingZeros64(white&black))))
	case (white|black|kings)&^g.board != 0:
		return p, fmt.Errorf("pieces off the playable squares")
	case kings&^(white|black) != 0:
		return p, fmt.Errorf("a king with no colour")
	case (white&^kings)&g.promo[White] != 0:
		return p, fmt.Errorf("white man on the promotion row")
	case (black&^kings)&g.promo[Black] != 0:
		return p, fmt.Errorf("black man on the promotion row")
	case v == Breakthrough && kings&p.Pieces[side] != 0:
		return p, fmt.Errorf("the side to move has a king: in breakthrough the game ended when it was made")
	}
	p.Key = p.ComputeKey()
	return p, nil
}

// ParseFEN reads a PDN-style FEN such as "W:W21-32:B1-12" or
// "B:WK4,28:B5" (Dameo: "W:Wa1,Kd4:Bh8"). Quotes and a trailing dot are
// tolerated, and so are lidraughts' move counters after the pieces
// (":H0:F1"), which are dropped.
func ParseFEN(v Variant, s string) (Position, error) {
	s = strings.Trim(strings.TrimSuffix(strings.TrimSpace(s), "."), `"`)
	parts := dropCounters(strings.Split(s, ":"))
	if len(parts) < 1 || len(parts) > 3 {
		return Position{}, fmt.Errorf("bad FEN %q: want SIDE:W...:B...", quote(s))
	}
	var side Color
	switch strings.ToUpper(strings.TrimSpace(parts[0])) {
	case "W":
		side = White
	case "B":
		side = Black
	default:
		return Position{}, fmt.Errorf("bad FEN %q: side to move must be W or B", quote(s))
	}
	var sets [2]uint64
	var kings uint64
	seen := [2]bool{}
	for _, part := range parts[1:] {
		part = strings.TrimSpace(part)
		if part == "" {
			return Position{}, fmt.Errorf("bad FEN %q: empty section", quote(s))
		}
		var c Color
		switch part[0] {
		case 'W', 'w':
			c = White
		case 'B', 'b':
			c = Black
		default:
			return Position{}, fmt.Errorf("bad FEN %q: section %q must start with W or B", quote(s), quote(part))
		}
		if seen[c] {
			return Position{}, fmt.Errorf("bad FEN %q: colour %s given twice", quote(s), c)
		}
		seen[c] = true
		men, k, err := parsePieceList(v, part[1:])
		if err != nil {
			return Position{}, fmt.Errorf("bad FEN %q: %v", quote(s), err)
		}
		sets[c] |= men | k
		kings |= k
	}
	p, err := NewPosition(v, side, sets[White], sets[Black], kings)
	if err != nil {
		return Position{}, fmt.Errorf("bad FEN %q: %v", quote(s), err)
	}
	return p, nil
}

// parsePieceList reads "K1,5-8,K12" into men and kings bitboards.
func parsePieceList(v Variant, list string) (men, kings uint64, err error) {
	if strings.TrimSpace(list) == "" {
		return 0, 0, nil
	}
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		isKing := strings.HasPrefix(item, "K") || strings.HasPrefix(item, "k")
		if isKing {
			item = item[1:]
		}
		squares, err := v.parseSquares(item)
		if err != nil {
			return 0, 0, err
		}
		for _, sq := range squares {
			bit := uint64(1) << v.Bit(sq)
			if (men|kings)&bit != 0 {
				return 0, 0, fmt.Errorf("square %s listed twice", v.SquareName(sq))
			}
			if isKing {
				kings |= bit
			} else {
				men |= bit
			}
		}
	}
	return men, kings, nil
}

// parseSquares reads one square or a range of square numbers ("5-8",
// the numbers in between; no ranges of algebraic squares).
func (v Variant) parseSquares(item string) ([]Square, error) {
	first, last, isRange := strings.Cut(item, "-")
	if !isRange {
		sq, err := v.ParseSquare(item)
		return []Square{sq}, err
	}
	a, errA := strconv.Atoi(strings.TrimSpace(first))
	b, errB := strconv.Atoi(strings.TrimSpace(last))
	if v == Dameo || errA != nil || errB != nil {
		return nil, fmt.Errorf("ranges are only of square numbers: %q", quote(item))
	}
	for _, n := range []string{first, last} {
		if _, err := v.ParseSquare(n); err != nil {
			return nil, err
		}
	}
	if b < a {
		return nil, fmt.Errorf("empty range %q", quote(item))
	}
	var out []Square
	for n := a; n <= b; n++ {
		out = append(out, v.numbered(n))
	}
	return out, nil
}

// FEN returns the position in PDN FEN, squares in ascending order, kings
// marked with K, no ranges; squares named as PDN names them
// (PDNSquareName).
func (p *Position) FEN() string {
	var b strings.Builder
	b.WriteString(p.Side.String())
	for c := White; c <= Black; c++ {
		b.WriteString(":" + c.String())
		first := true
		for sq := Square(0); int(sq) < p.Variant.Squares(); sq++ {
			bit := uint64(1) << p.Variant.Bit(sq)
			if p.Pieces[c]&bit == 0 {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			if p.Kings&bit != 0 {
				b.WriteByte('K')
			}
			b.WriteString(p.Variant.PDNSquareName(sq))
		}
	}
	return b.String()
}

// dropCounters removes the move counters lidraughts appends to a FEN
// (W:W21-32:B1-12:H0:F1: the plies since the last capture or man's move,
// and the move number), which the position does not hold: sections after
// the pieces that start with H or F and go on with digits alone.
func dropCounters(parts []string) []string {
	for len(parts) > 3 {
		last := strings.TrimSpace(parts[len(parts)-1])
		if len(last) < 2 || (last[0] != 'H' && last[0] != 'F') || strings.Trim(last[1:], "0123456789") != "" {
			break
		}
		parts = parts[:len(parts)-1]
	}
	return parts
}
