// Choosing the move to play from the book.

package book

import (
	"math/rand/v2"

	"github.com/damaengine/damaengine/movegen"
)

// MaxVariety bounds the variety margin, in centi-men.
const MaxVariety = 100

// Choose picks the book move to play in pos, or reports false when the
// book has none that is right here. history holds the keys of the
// positions since the last man move or capture (as search.Root.History)
// and counters the game's move counts at pos.
//
// A book knows nothing of the game's past, so it is left alone once a
// move-count rule has begun to count (its scores ignore the count) and a
// move that would repeat a position of the game is never played. Among the moves
// left, variety (centi-men, 0..MaxVariety) is the margin below the best
// within which a move may be chosen: 0 always plays the best (the first of
// equals in the book's order); above 0 a move is drawn with a weight that
// falls linearly from the best to the margin's edge, times one plus the
// games it was played in. rng draws it (nil: the package's generator).
// A nil book has no move.
func (b *Book) Choose(pos *movegen.Position, history []uint64, counters movegen.Counters, variety int, rng *rand.Rand) (Entry, bool) {
	if counting(pos, counters) {
		return Entry{}, false
	}
	var found Moves
	if b.Probe(pos, &found) == 0 {
		return Entry{}, false
	}
	var ok [MaxMoves]bool
	best, any := 0, false
	for i, e := range found.Slice() {
		next := pos.Play(e.Move)
		if repeats(history, next.Key) {
			continue
		}
		ok[i] = true
		if r := e.Rank(); !any || r > best {
			best, any = r, true
		}
	}
	if !any {
		return Entry{}, false
	}
	variety = min(max(variety, 0), MaxVariety)
	var weights [MaxMoves]uint64
	var total uint64
	first := -1
	for i, e := range found.Slice() {
		deficit := best - e.Rank()
		if !ok[i] || deficit > variety {
			continue
		}
		if first < 0 {
			first = i
		}
		weights[i] = uint64(variety+1-deficit) * (1 + uint64(e.Games))
		total += weights[i]
	}
	if variety == 0 {
		return found.Entries[first], true
	}
	var draw uint64
	if rng != nil {
		draw = rng.Uint64N(total)
	} else {
		draw = rand.Uint64N(total)
	}
	for i := range found.N {
		if draw < weights[i] {
			return found.Entries[i], true
		}
		draw -= weights[i]
	}
	return found.Entries[first], true
}

// repeats reports whether the position with key key, reached by a move
// from the position after history, was on the board before: the keys with
// its side to move are history's last, third last and so on.
func repeats(history []uint64, key uint64) bool {
	for i := len(history) - 1; i >= 0; i -= 2 {
		if history[i] == key {
			return true
		}
	}
	return false
}

// counting reports whether a move-count rule has begun to count at pos: an
// FMJD endgame count, or a rule of reversible moves (FID 40 moves, FMJD 25
// moves) with such moves already played.
func counting(pos *movegen.Position, c movegen.Counters) bool {
	if c.Endgame16 >= 0 || c.Endgame5 >= 0 {
		return true
	}
	reason, _ := c.Limit(pos)
	return reason != movegen.NoReason && c.Reversible > 0
}
