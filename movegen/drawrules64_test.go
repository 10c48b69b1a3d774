// The 64-square draw rules against a second reading of them, written
// from docs/RULES.md on plain piece lists, over random games.

package movegen_test

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// ref64 follows a Brazilian game by its own counts: the plies since the
// last capture, the plies of king moves without capture since the last
// man move or capture, and the positions seen since then.
type ref64 struct {
	sinceCapture, kingPlies int
	seen                    map[string]int
}

// squaresNamed returns the bitboard of the named Brazilian squares.
func squaresNamed(t *testing.T, names ...string) uint64 {
	t.Helper()
	var b uint64
	for _, n := range names {
		sq, err := movegen.Brazilian.ParseSquare(n)
		if err != nil {
			t.Fatal(err)
		}
		b |= 1 << movegen.Brazilian.Bit(sq)
	}
	return b
}

// drawn returns every rule that draws p (none: the game goes on).
func (r *ref64) drawn(p *movegen.Position, road uint64) []string {
	var by []string
	if r.seen[p.FEN()] >= 3 {
		by = append(by, "threefold repetition")
	}
	if r.kingPlies >= 30 {
		by = append(by, "15-move rule")
	}
	count := func(b uint64) int { return bits.OnesCount64(b) }
	for _, c := range []movegen.Color{movegen.White, movegen.Black} {
		lone, strong := p.Pieces[c.Other()], p.Pieces[c]
		if count(lone) != 1 || lone&p.Kings == 0 || strong&p.Kings == 0 || r.sinceCapture < 10 {
			continue
		}
		if count(strong) == 2 || count(strong) == 3 && lone&road != 0 && strong&road == 0 {
			by = append(by, "5-move endgame rule")
		}
	}
	w, b := p.Pieces[movegen.White], p.Pieces[movegen.Black]
	if kw := count(w & p.Kings); kw >= 1 && kw == count(b&p.Kings) && count(w) == count(b) {
		switch n := count(w); {
		case (n == 4 || n == 5) && r.sinceCapture >= 60, (n == 6 || n == 7) && r.sinceCapture >= 120:
			by = append(by, "equal-forces endgame rule")
		}
	}
	return by
}

// TestDrawRules64RandomGames plays random Brazilian and Russian games,
// mostly king moves once kings appear, and holds Game's outcome to
// ref64's at every position.
func TestDrawRules64RandomGames(t *testing.T) {
	for _, v := range []movegen.Variant{movegen.Brazilian, movegen.Russian} {
		t.Run(v.String(), func(t *testing.T) { checkDrawRules64(t, v) })
	}
}

// checkDrawRules64 is TestDrawRules64RandomGames in variant v.
func checkDrawRules64(t *testing.T, v movegen.Variant) {
	road := squaresNamed(t, "a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8")
	rng := rand.New(rand.NewPCG(64, 1))
	reasons := map[string]int{}
	games := 600
	if testing.Short() {
		games = 150
	}
	for i := range games {
		start := movegen.StartPosition(v)
		if i%4 != 0 {
			start = randomEnding(t, v, rng, i%4 == 1)
		}
		g := movegen.NewGame(start)
		ref := ref64{seen: map[string]int{}}
		p := g.Position()
		ref.seen[p.FEN()]++
		for ply := 0; ply < 600; ply++ {
			p = g.Position()
			by := ref.drawn(&p, road)
			var l movegen.MoveList
			p.Generate(&l)
			o := g.Outcome()
			if l.N == 0 {
				if !o.Over() || o.Reason != movegen.NoLegalMove {
					t.Fatalf("%s: no legal move, outcome %v", p.FEN(), o)
				}
				break
			}
			if o.Over() != (len(by) > 0) || o.Over() && !slices.Contains(by, o.Reason.String()) {
				t.Fatalf("%s after %d plies (%d since a capture, %d of kings): outcome %v, want a draw by any of %q",
					p.FEN(), ply, ref.sinceCapture, ref.kingPlies, o, by)
			}
			if o.Over() {
				reasons[o.Reason.String()]++
				break
			}
			m := randomMoveFavouringKings(&p, &l, rng)
			king := p.Kings&(1<<m.From) != 0
			g.Play(m)
			ref.sinceCapture++
			ref.kingPlies++
			if m.IsCapture() {
				ref.sinceCapture = 0
			}
			if m.IsCapture() || !king {
				ref.kingPlies = 0
				clear(ref.seen)
			}
			q := g.Position()
			ref.seen[q.FEN()]++
		}
	}
	for _, why := range []string{"15-move rule", "5-move endgame rule", "equal-forces endgame rule", "threefold repetition"} {
		if reasons[why] == 0 {
			t.Errorf("no game ended by the %s (ends: %v)", why, reasons)
		}
	}
}

// randomEnding places pieces at random, White to move: 1 to 7 a side,
// each a king half the time, or (when equal is set) 4 to 7 a side with
// one or two kings each, the rest men off their far row.
func randomEnding(t *testing.T, v movegen.Variant, rng *rand.Rand, equal bool) movegen.Position {
	var sets [2]uint64
	var kings uint64
	used := map[int]bool{}
	n, k := [2]int{1 + rng.IntN(7), 1 + rng.IntN(7)}, [2]int{-1, -1}
	if equal {
		n[0] = 4 + rng.IntN(4)
		n[1], k[0] = n[0], 1+rng.IntN(2)
		k[1] = k[0]
	}
	for c := range sets {
		for i := 0; i < n[c]; {
			sq := rng.IntN(v.Squares())
			row, _ := v.Place(movegen.Square(sq))
			king := i < k[c] || k[c] < 0 && rng.IntN(2) == 0
			if used[sq] || !king && (c == int(movegen.White) && row == 0 || c == int(movegen.Black) && row == 7) {
				continue
			}
			used[sq] = true
			bit := uint64(1) << v.Bit(movegen.Square(sq))
			sets[c] |= bit
			if king {
				kings |= bit
			}
			i++
		}
	}
	p, err := movegen.NewPosition(v, movegen.White, sets[movegen.White], sets[movegen.Black], kings)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// randomMoveFavouringKings picks a random legal move: one that offers no
// capture where there is one (so that games run long without captures),
// a king's nine times in ten where there is one, and a move among the
// first two of those a third of the time (so that positions repeat).
func randomMoveFavouringKings(p *movegen.Position, l *movegen.MoveList, rng *rand.Rand) movegen.Move {
	moves := l.Slice()
	if safe := slices.DeleteFunc(slices.Clone(moves), func(m movegen.Move) bool {
		return m.IsCapture() || p.OffersCapture(m)
	}); len(safe) > 0 {
		moves = safe
	}
	if kings := slices.DeleteFunc(slices.Clone(moves), func(m movegen.Move) bool {
		return p.Kings&(1<<m.From) == 0
	}); len(kings) > 0 && rng.IntN(10) < 9 {
		moves = kings
	}
	if rng.IntN(3) == 0 {
		return moves[rng.IntN(min(2, len(moves)))]
	}
	return moves[rng.IntN(len(moves))]
}
