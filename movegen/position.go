// The position value and making moves.

package movegen

import "math/bits"

// Color is a side: White or Black.
type Color uint8

// The two sides. White moves first.
const (
	White Color = iota
	Black
)

// Other returns the opponent's colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "W" or "B".
func (c Color) String() string {
	if c == White {
		return "W"
	}
	return "B"
}

// Position is a board position with the side to move. It is a small value:
// copy it freely. Bits are in the variant's internal layout; use the
// notation functions to talk about squares.
type Position struct {
	Pieces  [2]uint64 // the squares of each colour's pieces
	Kings   uint64    // the squares of the kings of both colours
	Key     uint64    // Zobrist key of pieces, side to move and runs
	Side    Color     // the side to move
	Variant Variant
	Runs    [2]KingRun // each colour's run of king moves (Frisian)
}

// Empty returns the empty playable squares.
func (p *Position) Empty() uint64 {
	return geometries[p.Variant].board &^ (p.Pieces[White] | p.Pieces[Black])
}

// Men returns the men of colour c.
func (p *Position) Men(c Color) uint64 { return p.Pieces[c] &^ p.Kings }

// KingsOf returns the kings of colour c.
func (p *Position) KingsOf(c Color) uint64 { return p.Pieces[c] & p.Kings }

// Play returns the position after move m, which must be legal in p.
func (p Position) Play(m Move) Position {
	p.Make(m)
	return p
}

// Make plays move m, which must be legal in p, on p itself.
func (p *Position) Make(m Move) { p.PlayInto(m, p) }

// PlayInto sets *dst to the position after move m, which must be legal in
// p; dst may be p. All of p is read before dst is written, and each field
// of dst is written once: reading a position just made does not wait on
// stores still being merged, and a search needs no copy of p first.
func (p *Position) PlayInto(m Move, dst *Position) {
	// The masks (&1, &63) cost nothing and spare the bounds checks.
	us := p.Side & 1
	them := us ^ 1
	fromSq, toSq := m.From&63, m.To&63
	from, to := uint64(1)<<fromSq, uint64(1)<<toSq
	own, opp := &zobristKeys.piece[us], &zobristKeys.piece[them]
	key, kings, variant := p.Key, p.Kings, p.Variant
	ours, theirs := p.Pieces[us], p.Pieces[them]
	if m.Captured != 0 {
		for c := m.Captured & kings; c != 0; c &= c - 1 {
			key ^= opp[king][bits.TrailingZeros64(c)&63]
		}
		for c := m.Captured &^ kings; c != 0; c &= c - 1 {
			key ^= opp[man][bits.TrailingZeros64(c)&63]
		}
		theirs &^= m.Captured
		kings &^= m.Captured
	}
	// A capture may end where it started, so clear before setting.
	ours = ours&^from | to
	switch {
	case kings&from != 0:
		kings = kings&^from | to
		key ^= own[king][fromSq] ^ own[king][toSq]
	case to&promoMask[variant%numVariants][us] != 0 || m.Crowned:
		kings |= to
		key ^= own[man][fromSq] ^ own[king][toSq]
	default:
		key ^= own[man][fromSq] ^ own[man][toSq]
	}
	var runs [2]KingRun
	if variant.FrisianRules() {
		runs = p.nextRuns(m, ours, theirs, kings)
		key ^= runKey(p.Runs) ^ runKey(runs)
	}
	dst.Pieces[us], dst.Pieces[them] = ours, theirs
	dst.Kings, dst.Key, dst.Side, dst.Variant = kings, key^zobristKeys.side, them, variant
	dst.Runs = runs
}

// KeysAfter sets keys[i] to the Zobrist key of the position after
// moves[i], without playing it: the search uses them to prefetch the table
// entries of the children. keys must be at least as long as moves.
func (p *Position) KeysAfter(moves []Move, keys []uint64) {
	us := p.Side & 1
	own, opp := &zobristKeys.piece[us], &zobristKeys.piece[us^1]
	base, kings, promo := p.Key^zobristKeys.side, p.Kings, promoMask[p.Variant%numVariants][us]
	keys = keys[:len(moves)]
	if p.Variant.FrisianRules() { // the kings' runs too
		for i, m := range moves {
			keys[i] = p.Play(m).Key
		}
		return
	}
	for i, m := range moves {
		key := base
		for c := m.Captured & kings; c != 0; c &= c - 1 {
			key ^= opp[king][bits.TrailingZeros64(c)&63]
		}
		for c := m.Captured &^ kings; c != 0; c &= c - 1 {
			key ^= opp[man][bits.TrailingZeros64(c)&63]
		}
		// The piece leaves as a man or a king and lands as a king when
		// it was one or promotes (man = 0, king = 1).
		fromSq, toSq := m.From&63, m.To&63
		left := kings >> fromSq & 1
		landed := left | promo>>toSq&1
		if m.Crowned {
			landed = king
		}
		keys[i] = key ^ own[left][fromSq] ^ own[landed][toSq]
	}
}

// IsManMove reports whether m moves a man (the move counters reset on it).
func (p *Position) IsManMove(m Move) bool { return p.Kings&(1<<m.From) == 0 }

// Promotes reports whether m turns a man into a king.
func (p *Position) Promotes(m Move) bool {
	return p.Kings&(1<<(m.From&63)) == 0 && (m.Crowned || promoMask[p.Variant%numVariants][p.Side&1]&(1<<(m.To&63)) != 0)
}

// ComputeKey returns the Zobrist key of p computed from scratch.
func (p *Position) ComputeKey() uint64 {
	var k uint64
	for c := White; c <= Black; c++ {
		for b := p.Pieces[c] &^ p.Kings; b != 0; b &= b - 1 {
			k ^= zobristKeys.piece[c][man][bits.TrailingZeros64(b)]
		}
		for b := p.Pieces[c] & p.Kings; b != 0; b &= b - 1 {
			k ^= zobristKeys.piece[c][king][bits.TrailingZeros64(b)]
		}
	}
	if p.Side == Black {
		k ^= zobristKeys.side
	}
	return k ^ runKey(p.Runs)
}
