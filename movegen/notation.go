// Move notation: PDN paths ("29x22x13x6", short "29x6") and Hub moves
// ("28x19x23": from, to, then the captured squares).

package movegen

import (
	"fmt"
	"math/bits"
	"sort"
	"strings"
)

// Notation selects how moves are written.
type Notation uint8

// The move notations.
const (
	PDN Notation = iota // landing squares: 22-18, 29x22x13x6
	Hub                 // from, to, captured squares ascending: 28x19x23
)

// ParseNotation reads "pdn" or "hub".
func ParseNotation(s string) (Notation, error) {
	switch strings.ToLower(s) {
	case "pdn":
		return PDN, nil
	case "hub":
		return Hub, nil
	}
	return 0, fmt.Errorf("unknown notation %q (want pdn or hub)", quote(s))
}

// FormatMove writes m, a legal move of p, in notation n.
func (p *Position) FormatMove(m Move, n Notation) string {
	if n == Hub {
		return p.FormatHub(m)
	}
	return p.FormatPDN(m)
}

// FormatPDN writes m with every landing square: "22-18", "29x22x13x6"
// (Brazilian: "c3-d4", PDNSquareName).
func (p *Position) FormatPDN(m Move) string {
	v := p.Variant
	if !m.IsCapture() {
		return v.PDNSquareName(v.SquareOf(m.From)) + "-" + v.PDNSquareName(v.SquareOf(m.To))
	}
	path := p.Path(m)
	names := make([]string, len(path))
	for i, sq := range path {
		names[i] = v.PDNSquareName(sq)
	}
	return strings.Join(names, "x")
}

// FormatHub writes m as the Hub protocol does: "32-28", or from x to x
// captured squares in ascending square order.
func (p *Position) FormatHub(m Move) string {
	v := p.Variant
	if !m.IsCapture() {
		return v.BitName(m.From) + "-" + v.BitName(m.To)
	}
	var b strings.Builder
	b.WriteString(v.BitName(m.From) + "x" + v.BitName(m.To))
	for _, sq := range v.squaresOf(m.Captured) {
		b.WriteString("x" + v.SquareName(sq))
	}
	return b.String()
}

// squaresOf lists the squares of a bitboard in ascending square order.
func (v Variant) squaresOf(set uint64) []Square {
	out := make([]Square, 0, bits.OnesCount64(set))
	for ; set != 0; set &= set - 1 {
		out = append(out, v.SquareOf(uint8(bits.TrailingZeros64(set))))
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// ParseMove reads a move of p in any accepted form: quiet "22-18"; a PDN
// path "29x22x13x6" or its short form "29x6" when unambiguous; a Hub
// capture "28x19x23" with the captured squares in any order. The move must
// be legal.
func (p *Position) ParseMove(s string) (Move, error) {
	text := strings.ToLower(strings.TrimSpace(s))
	if text == "" {
		return Move{}, fmt.Errorf("empty move")
	}
	sep := "x"
	if strings.Contains(text, "-") {
		sep = "-"
	} else if strings.Contains(text, ":") {
		sep = ":"
	}
	fields := strings.Split(text, sep)
	if len(fields) < 2 {
		return Move{}, fmt.Errorf("bad move %q: want from-to or fromxto", quote(s))
	}
	squares := make([]Square, len(fields))
	for i, f := range fields {
		sq, err := p.Variant.ParseSquare(f)
		if err != nil {
			return Move{}, fmt.Errorf("bad move %q: %v", quote(s), err)
		}
		squares[i] = sq
	}
	var l MoveList
	p.Generate(&l)
	var found []Move
	for _, m := range l.Slice() {
		if p.moveMatches(m, squares, sep == "-") {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return Move{}, fmt.Errorf("illegal move %q", quote(s))
	}
	return Move{}, fmt.Errorf("ambiguous move %q: give the full path", quote(s))
}

// moveMatches reports whether the written squares describe m.
func (p *Position) moveMatches(m Move, squares []Square, quiet bool) bool {
	v := p.Variant
	last := squares[len(squares)-1]
	switch {
	case squares[0] != v.SquareOf(m.From):
		return false
	case !m.IsCapture():
		return quiet && len(squares) == 2 && last == v.SquareOf(m.To)
	case quiet:
		return false
	case squares[1] == v.SquareOf(m.To) && len(squares)-2 == bits.OnesCount64(m.Captured):
		// Hub: from, to, then every captured square in any order.
		var set uint64
		for _, sq := range squares[2:] {
			set |= 1 << v.Bit(sq)
		}
		if set == m.Captured {
			return true
		}
	}
	if last != v.SquareOf(m.To) {
		return false
	}
	return len(squares) == 2 || p.followsPath(m, squares)
}

// followsPath reports whether the landing squares are a route of capture m:
// each leg jumps exactly one of m's captured pieces, never one twice. A
// Russian man that lands on its crowning row flies from there, and the
// route crowns it exactly when m does.
func (p *Position) followsPath(m Move, squares []Square) bool {
	g := &geometries[p.Variant]
	empty := p.Empty() | 1<<m.From
	flying := p.Variant != Italian && p.Kings&(1<<m.From) != 0
	var crown uint64
	if p.Variant == Russian && !flying {
		crown = promoMask[Russian][p.Side&1]
	}
	crowned := false
	var captured uint64
	for i := 1; i < len(squares); i++ {
		to := p.Variant.Bit(squares[i])
		taken, ok := p.captureLeg(g, m.From, p.Variant.Bit(squares[i-1]), to, empty, flying)
		if !ok || taken&m.Captured == 0 || taken&captured != 0 {
			return false
		}
		captured |= taken
		if crown&(1<<to) != 0 {
			flying, crowned = true, true
		}
	}
	return captured == m.Captured && crowned == m.Crowned
}

// captureLeg finds the piece jumped on a straight leg from a to b.
func (p *Position) captureLeg(g *geometry, mover, a, b uint8, empty uint64, flying bool) (uint64, bool) {
	for _, d := range captureDirections(p, mover) {
		var taken uint64
		steps := 0
		for sq := g.next[d][a]; sq >= 0; sq = g.next[d][sq] {
			steps++
			bit := uint64(1) << uint(sq)
			if uint8(sq) == b {
				if taken != 0 && empty&bit != 0 && (flying || steps == 2) {
					return taken, true
				}
				break
			}
			if empty&bit == 0 {
				if taken != 0 {
					break
				}
				taken = bit
			}
		}
	}
	return 0, false
}
