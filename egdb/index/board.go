// The board seen by the database: squares, ranks and the half turn that
// puts the side to move on White.

package index

import (
	"math/bits"

	"github.com/damaengine/damaengine/movegen"
)

// Board holds the square tables of one variant in movegen's bit layout.
type Board struct {
	Variant movegen.Variant
	squares int // playable squares
	perRow  int // playable squares per row
	Ranks   int // ranks a man may stand on (rows - 1)
	// manPos maps a bit to the order of a White man on it, rank*perRow +
	// column, rank 0 being White's back row; -1 where a White man may not
	// stand (the promotion row, ghost bits). Black men use the bit turned
	// half a turn.
	manPos [64]int8
	// manRank maps a bit to the rank of a White man on it, manPos /
	// perRow without the division; 0 where manPos is -1.
	manRank [64]int8
	// posBit is manPos's inverse.
	posBit [64]uint8
	// turn maps a bit to the bit of the square half a turn away. In all
	// three layouts that is a fixed bit minus the bit, so a whole set
	// turns by reversing its bits and shifting them by turnShift.
	turn      [64]uint8
	turnShift int
	all       uint64 // every playable bit
	// runs: the index holds the runs of the kings' quiet moves
	// (movegen.KingRun) of a side with men and kings, on which a
	// position's value depends: so in Frisian and Frysk (runs.go).
	runs bool
}

// Boards holds the board of each variant, by movegen.Variant.
var Boards = make([]Board, len(movegen.Variants))

func init() {
	for _, v := range movegen.Variants {
		Boards[v] = newBoard(v)
	}
}

func newBoard(v movegen.Variant) Board {
	b := Board{Variant: v, squares: v.Squares(), runs: v.FrisianRules()}
	rows := v.Side()
	b.perRow = b.squares / rows
	b.Ranks = rows - 1
	for i := range b.manPos {
		b.manPos[i] = -1
	}
	for s := 0; s < b.squares; s++ {
		bit := v.Bit(movegen.Square(s))
		b.all |= 1 << bit
		b.turn[bit] = v.Bit(movegen.Square(b.squares - 1 - s))
		row, col := s/b.perRow, s%b.perRow
		if rank := rows - 1 - row; rank < b.Ranks {
			pos := rank*b.perRow + col
			b.manPos[bit] = int8(pos)
			b.manRank[bit] = int8(rank)
			b.posBit[pos] = bit
		}
	}
	sum := int(v.Bit(0)) + int(b.turn[v.Bit(0)])
	for s := 0; s < b.squares; s++ {
		if bit := v.Bit(movegen.Square(s)); int(bit)+int(b.turn[bit]) != sum {
			panic("egdb: the half turn of " + v.String() + " is not a bit reversal")
		}
	}
	b.turnShift = 63 - sum
	return b
}

// turnBits returns the bits of set after half a turn of the board.
func (b *Board) turnBits(set uint64) uint64 {
	return bits.Reverse64(set) >> b.turnShift
}

// Lead returns the rank of the most advanced of the White men in men, 0
// when there are none: the man on the lowest bit, as bits grow from
// Black's back row.
func (b *Board) Lead(men uint64) int {
	if men == 0 {
		return 0
	}
	return int(b.manRank[bits.TrailingZeros64(men)])
}

// KeepsLead reports whether a White man's quiet move to bit to, the most
// advanced White man being on rank lead, leaves both the men and their
// lead as they were: it does not promote nor pass that rank (men never
// move back).
func (b *Board) KeepsLead(to uint8, lead int) bool {
	return b.manPos[to] >= 0 && int(b.manRank[to]) <= lead
}

// blackLead returns the rank of the most advanced of the Black men in
// men (counted from Black's side), 0 when there are none.
func (b *Board) blackLead(men uint64) int {
	if men == 0 {
		return 0
	}
	return int(b.manRank[b.turn[63-bits.LeadingZeros64(men)]])
}

// Normal is a position with White to move, as the database stores it.
type Normal struct {
	White, Black, Kings uint64
	Runs                RunPair // each side's run (Frisian)
}

// RunPair holds White's run in its low byte and Black's in its high one:
// one field, so that a Normal stays small enough for the compiler to keep
// in registers (with the runs as an array or two fields it went through
// memory, and the builder's first pass paid for it at every index).
type RunPair uint16

// PairRuns returns the pair of runs white and black.
func PairRuns(white, black movegen.KingRun) RunPair { return RunPair(white) | RunPair(black)<<8 }

// White returns White's run.
func (r RunPair) White() movegen.KingRun { return movegen.KingRun(r) }

// Black returns Black's run.
func (r RunPair) Black() movegen.KingRun { return movegen.KingRun(r >> 8) }

// Normalize returns p seen from its side to move: as is with White to
// move, turned half a turn with the colours swapped with Black to move.
func (b *Board) Normalize(p *movegen.Position) Normal {
	if p.Side == movegen.White {
		return Normal{p.Pieces[movegen.White], p.Pieces[movegen.Black], p.Kings, PairRuns(p.Runs[movegen.White], p.Runs[movegen.Black])}
	}
	return Normal{b.turnBits(p.Pieces[movegen.Black]), b.turnBits(p.Pieces[movegen.White]), b.turnBits(p.Kings),
		PairRuns(b.turnRun(p.Runs[movegen.Black]), b.turnRun(p.Runs[movegen.White]))}
}

// Turned returns n turned half a turn with the colours swapped, Black to
// move: the same position for the database (normalize gives n back).
func (b *Board) Turned(n Normal) movegen.Position {
	return movegen.Position{Pieces: [2]uint64{b.turnBits(n.Black), b.turnBits(n.White)},
		Kings: b.turnBits(n.Kings), Side: movegen.Black, Variant: b.Variant,
		Runs: [2]movegen.KingRun{b.turnRun(n.Runs.Black()), b.turnRun(n.Runs.White())}}
}

// Position returns n as a movegen position with White to move.
func (b *Board) Position(n Normal) movegen.Position {
	return movegen.Position{Pieces: [2]uint64{n.White, n.Black}, Kings: n.Kings, Side: movegen.White, Variant: b.Variant,
		Runs: [2]movegen.KingRun{n.Runs.White(), n.Runs.Black()}}
}
