// Test helpers: random positions from play and colour-flipped copies.

package eval

import (
	"math/bits"
	"math/rand"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// randomPositions returns n positions reached by random play from the
// start position of v, with game lengths spread up to 160 plies.
func randomPositions(tb testing.TB, v movegen.Variant, n int, seed int64) []movegen.Position {
	tb.Helper()
	return randomGames(tb, v, n, seed, 0, 160)
}

// randomGames returns n positions after between minPlies and maxPlies-1
// random moves from the start (fewer when a game ends first).
func randomGames(tb testing.TB, v movegen.Variant, n int, seed int64, minPlies, maxPlies int) []movegen.Position {
	tb.Helper()
	rng := rand.New(rand.NewSource(seed))
	var l movegen.MoveList
	out := make([]movegen.Position, 0, n)
	for len(out) < n {
		p := movegen.StartPosition(v)
		plies := minPlies + rng.Intn(maxPlies-minPlies)
		for i := 0; i < plies; i++ {
			p.Generate(&l)
			if l.N == 0 {
				break
			}
			p = p.Play(l.Moves[rng.Intn(l.N)])
		}
		out = append(out, p)
	}
	return out
}

// flip returns p rotated by 180 degrees with the colours and the side to
// move swapped: the same game seen from the other side.
func flip(tb testing.TB, p movegen.Position) movegen.Position {
	tb.Helper()
	v := p.Variant
	n := v.Squares()
	rot := func(b uint64) uint64 {
		var out uint64
		for s := 0; s < n; s++ {
			if b&(1<<v.Bit(movegen.Square(s))) != 0 {
				out |= 1 << v.Bit(movegen.Square(n-1-s))
			}
		}
		return out
	}
	q, err := movegen.NewPosition(v, p.Side.Other(),
		rot(p.Pieces[movegen.Black]), rot(p.Pieces[movegen.White]), rot(p.Kings))
	if err != nil {
		tb.Fatalf("flip %s: %v", p.FEN(), err)
	}
	for c, run := range p.Runs { // Frisian's runs of king moves change colour too
		if run.Count() > 0 {
			to := rot(1 << uint(run.Bit()))
			q.Runs[c^1] = movegen.NewKingRun(bits.TrailingZeros64(to), run.Count())
		}
	}
	q.Key = q.ComputeKey()
	return q
}

// mustFEN parses a FEN or fails the test.
func mustFEN(tb testing.TB, v movegen.Variant, fen string) movegen.Position {
	tb.Helper()
	p, err := movegen.ParseFEN(v, fen)
	if err != nil {
		tb.Fatalf("%s FEN %q: %v", v, fen, err)
	}
	return p
}

// drawish divides a score from White's side by the DrawishDivisors of the
// side it favours.
func drawish(p *movegen.Position, score int) int {
	forWhite, forBlack := DrawishDivisors(p)
	if score > 0 {
		return score / forWhite
	}
	return score / forBlack
}
