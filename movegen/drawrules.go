// The draw rules as cheap per-ply state, shared by Game and the search.

package movegen

import "math/bits"

// Move-count limits in plies (moves by each side times two).
const (
	italianKingPlies  = 80 // FID: 40 moves each without man move or capture
	fmjdKingPlies     = 50 // FMJD: 25 moves each with only king moves, no capture
	fmjd16Plies       = 32 // FMJD: 16 moves each, 3 pieces against a lone king
	fmjd5Plies        = 10 // FMJD: 5 moves each, 2 or 1 pieces against a lone king
	frisianKingsPlies = 14 // Frisian: 7 moves each, two kings against one
	frisianLonePlies  = 4  // Frisian: 2 moves each, a king against a king
)

// RepetitionLimit returns the occurrence of the same position (same pieces,
// same side to move) that draws: 4 in Italian (FID), 3 in International
// (FMJD) and Dameo. The search needs it only for positions of the game
// history; inside its own tree it may score any repetition as a draw.
func (v Variant) RepetitionLimit() int {
	if v == Italian {
		return 4
	}
	return 3
}

// repetitionReason names the repetition draw of the variant.
func (v Variant) repetitionReason() Reason {
	if v == Italian {
		return FourfoldRepetition
	}
	return ThreefoldRepetition
}

// Repetitions returns how many earlier occurrences of the position with
// Zobrist key key are in history: the keys of the positions since the last
// man move or capture, oldest first, the current position excluded (as
// Game.RepetitionKeys returns them). The current position is occurrence
// Repetitions+1; a draw when that reaches RepetitionLimit. Only every second
// key from the newest back is compared, the ones with the same side to move.
// Positions before a man move or capture cannot recur, as men never move
// back and pieces never come back.
func Repetitions(history []uint64, key uint64) int {
	n := 0
	for i := len(history) - 2; i >= 0; i -= 2 {
		if history[i] == key {
			n++
		}
	}
	return n
}

// Counters are the ply counts behind the move-count draw rules. A Counters
// is a small value: the search keeps one per ply next to the position, as
// Game does for the game. Counting starts at the position a game starts
// from (a FEN or Hub position carries no counts), so a count already
// running before that position is not known.
//
// Interpretation of the FMJD endgame rules (International only): the
// "16-move" ending is a lone king against three pieces of which at least one
// is a king (3 kings, 2 kings and a man, a king and 2 men); the "5-move"
// ending is a lone king against 2 kings, a king and a man, or a king. Either
// colour may be the lone king. Each count starts at the position where its
// ending arises (a capture or a promotion, both of which also reset
// Reversible) and goes on, moves of men included, as long as the material
// stays in that ending: a promotion inside an ending (2 kings and a man
// becoming 3 kings) or a capture that keeps a 5-move ending (2 kings against
// a king becoming king against king) does not restart it. A capture that
// turns a 16-move ending into a 5-move one starts the 5-move count but does
// not lift the 16-move limit already running: the game is drawn at whichever
// limit comes first: the 16-move maximum still holds.
type Counters struct {
	// Reversible counts the plies since the last man move or capture.
	Reversible int
	// Endgame16 counts the plies since a 16-move ending arose, -1 when none
	// runs. It keeps running when the ending becomes a 5-move one. In
	// Frisian it counts the 7-move ending (two kings against one).
	Endgame16 int
	// Endgame5 counts the plies since a 5-move ending arose, -1 when none
	// runs. In Frisian it counts the 2-move ending (king against king).
	Endgame5 int
	// SinceCapture counts the plies since the last capture (the counts of
	// the 64-square rules, drawrules64.go).
	SinceCapture int
}

// NewCounters returns the counters of a game starting at p.
func NewCounters(p *Position) Counters {
	c := Counters{Endgame16: -1, Endgame5: -1}
	switch endgameOf(p) {
	case endgame16:
		c.Endgame16 = 0
	case endgame5:
		c.Endgame5 = 0
	}
	return c
}

// Next returns the counters after the legal move m from p; next is
// p.Play(m). It allocates nothing and only looks at the material after a
// man move or capture.
func (c Counters) Next(p *Position, m Move, next *Position) Counters {
	c.SinceCapture++
	if m.Captured != 0 {
		c.SinceCapture = 0
	}
	if m.Captured == 0 && p.Kings&(1<<m.From) != 0 {
		c.Reversible++
		c.Endgame16 = advanceCount(c.Endgame16)
		c.Endgame5 = advanceCount(c.Endgame5)
		return c
	}
	c.Reversible = 0
	switch endgameOf(next) {
	case endgame16:
		c.Endgame16 = startCount(c.Endgame16)
		c.Endgame5 = -1
	case endgame5:
		c.Endgame16 = advanceCount(c.Endgame16)
		c.Endgame5 = startCount(c.Endgame5)
	default:
		c.Endgame16, c.Endgame5 = -1, -1
	}
	return c
}

// advanceCount counts one more ply of a running count.
func advanceCount(n int) int {
	if n < 0 {
		return n
	}
	return n + 1
}

// startCount counts one more ply of a running count or starts a new one.
func startCount(n int) int {
	if n < 0 {
		return 0
	}
	return n + 1
}

// Limit returns the move-count rule that ends the game soonest from p and
// the plies left before it does: 0 means p is drawn by that rule. The
// 64-square games (Brazilian, Russian) have rules of their own (limit64). It
// returns (NoReason, -1) when no count runs: always in Dameo, and in
// Italian while a side has no king (the FID count runs only while both
// sides have a king; the king sets change only with a promotion or a
// capture, which reset Reversible, so Reversible is the FID count whenever
// both sides have a king). On a tie the FMJD endgame rules are named before
// the 25-move rule, the 5-move rule before the 16-move one.
func (c Counters) Limit(p *Position) (Reason, int) {
	switch p.Variant {
	case Italian:
		if p.KingsOf(White) == 0 || p.KingsOf(Black) == 0 {
			return NoReason, -1
		}
		return FortyMoveRule, max(italianKingPlies-c.Reversible, 0)
	case International, Killer, Antidraughts: // the FMJD endings are International's alone (endgameOf)
		r, left := TwentyFiveMoveRule, fmjdKingPlies-c.Reversible
		if c.Endgame16 >= 0 && fmjd16Plies-c.Endgame16 <= left {
			r, left = SixteenMoveRule, fmjd16Plies-c.Endgame16
		}
		if c.Endgame5 >= 0 && fmjd5Plies-c.Endgame5 <= left {
			r, left = FiveMoveRule, fmjd5Plies-c.Endgame5
		}
		return r, max(left, 0)
	case Brazilian, Russian:
		return c.limit64(p)
	case Frisian, Frysk:
		switch endgameOf(p) {
		case endgame16:
			return SevenMoveRule, max(frisianKingsPlies-c.Endgame16, 0)
		case endgame5:
			return TwoMoveRule, max(frisianLonePlies-c.Endgame5, 0)
		}
	}
	return NoReason, -1
}

// endgame classifies material for the FMJD endgame rules.
type endgame uint8

const (
	noEndgame endgame = iota
	endgame16
	endgame5
)

// endgameOf returns the FMJD ending p is in, or in Frisian its own:
// endgame16 for two kings against one, endgame5 for a king against a
// king; noEndgame in the other variants.
func endgameOf(p *Position) endgame {
	if p.Variant.FrisianRules() {
		return frisianEndgame(p)
	}
	if p.Variant != International {
		return noEndgame
	}
	strong := White
	switch {
	case loneKing(p, Black):
	case loneKing(p, White):
		strong = Black
	default:
		return noEndgame
	}
	if p.KingsOf(strong) == 0 {
		return noEndgame
	}
	switch bits.OnesCount64(p.Pieces[strong]) {
	case 1, 2:
		return endgame5
	case 3:
		return endgame16
	}
	return noEndgame
}

// loneKing reports whether colour c has one piece, a king.
func loneKing(p *Position, c Color) bool {
	b := p.Pieces[c]
	return b != 0 && b&(b-1) == 0 && b&p.Kings != 0
}

// frisianEndgame classifies Frisian's drawn-by-count endings: kings
// alone, two against one (endgame16) or one against one (endgame5).
func frisianEndgame(p *Position) endgame {
	if (p.Pieces[White]|p.Pieces[Black])&^p.Kings != 0 {
		return noEndgame
	}
	switch [2]int{bits.OnesCount64(p.Pieces[White]), bits.OnesCount64(p.Pieces[Black])} {
	case [2]int{2, 1}, [2]int{1, 2}:
		return endgame16
	case [2]int{1, 1}:
		return endgame5
	}
	return noEndgame
}
