// Breakthrough's end rule against the reference generator: perft of races
// to the crowning row.

package movegen_test

import (
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// refPerft counts the leaves depth plies below b by the reference
// generator alone.
func refPerft(b refBoard, depth int) uint64 {
	moves := b.legalMoves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += refPerft(b.apply(m), depth-1)
	}
	return n
}

// perftOf counts the leaves depth plies below p by movegen.
func perftOf(p movegen.Position, depth int) uint64 {
	var l movegen.MoveList
	p.Generate(&l)
	if depth == 1 {
		return uint64(l.N)
	}
	var n uint64
	for _, m := range l.Slice() {
		n += perftOf(p.Play(m), depth-1)
	}
	return n
}

// TestBreakthroughRacesAgainstReference counts the leaves of positions
// where men race to be crowned, by movegen and by the reference generator
// (which ends a game on a king): they must agree, and differ from
// International's counts, where the crowned man plays on.
func TestBreakthroughRacesAgainstReference(t *testing.T) {
	for _, fen := range []string{
		"W:W12,18,33,38,42:B9,24,29,37,41",       // both sides two steps from a king
		"B:W7,22,27,31,32:B19,26,36,40,44",       // Black to move, a capture on the way
		"W:W16,17,28,32,43,47:B3,14,23,34,38,45", // men either side of the middle
	} {
		p, err := movegen.ParseFEN(movegen.Breakthrough, fen)
		if err != nil {
			t.Fatal(err)
		}
		intl, _ := movegen.ParseFEN(movegen.International, fen)
		for depth := 1; depth <= 6; depth++ {
			got, want := perftOf(p, depth), refPerft(refFromPosition(p), depth)
			if got != want {
				t.Fatalf("%s depth %d: movegen %d, reference %d", fen, depth, got, want)
			}
			if depth == 6 && got == perftOf(intl, depth) {
				t.Errorf("%s: Breakthrough counts %d at depth 6, as International does: no crowning reached", fen, got)
			}
		}
	}
}
