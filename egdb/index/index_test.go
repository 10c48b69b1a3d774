// Index round trips: every index of a slice names one position of that
// slice, and the position's index is that index.

package index

import (
	"fmt"
	"math/bits"
	"slices"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestIndexRoundTrip decodes every index of every slice of up to 3 pieces
// (4 for Italian) and checks the position's material, its legality and
// that indexing it gives the index back; it also counts the positions of
// each material against a count made by plain combinatorics.
func TestIndexRoundTrip(t *testing.T) {
	for _, v := range movegen.Variants {
		b := &Boards[v]
		most := 3
		if v == movegen.Italian {
			most = 4
		}
		for n := 2; n <= most; n++ {
			perMaterial := map[[4]int]uint64{}
			for _, m := range b.SlicesOf(n) {
				l := b.LayoutOf(m)
				for i := uint64(0); i < l.Count; i++ {
					nm, ok := b.Decode(&l, i)
					if !ok {
						continue
					}
					perMaterial[[4]int{m.WM, m.WK, m.BM, m.BK}]++
					if got := b.MaterialOf(nm); got != m {
						t.Fatalf("%s %s index %d: decodes to slice %s", v, m.Name(), i, got.Name())
					}
					// The index also numbers the finished games of
					// Breakthrough (a king of the side to move), which its
					// NewPosition refuses: its placements are International's.
					placed := v
					if v == movegen.Breakthrough {
						placed = movegen.International
					}
					if _, err := movegen.NewPosition(placed, movegen.White, nm.White, nm.Black, nm.Kings); err != nil {
						t.Fatalf("%s %s index %d: %v", v, m.Name(), i, err)
					}
					if err := runsFit(v, nm); err != nil {
						t.Fatalf("%s %s index %d: %v", v, m.Name(), i, err)
					}
					if j := b.Index(&l, nm); j != i {
						t.Fatalf("%s %s: index %d decodes to a position of index %d", v, m.Name(), i, j)
					}
				}
			}
			for mat, got := range perMaterial {
				if want := placements(v, mat) * runCount(v, mat[0], mat[1]) * runCount(v, mat[2], mat[3]); got != want {
					t.Errorf("%s material %v: %d positions, want %d", v, mat, got, want)
				}
			}
		}
	}
}

// runsFit returns an error unless each run of n is one a side may have:
// none outside Frisian and Frysk or for a side without men; else none or
// one to three moves of one of the side's kings.
func runsFit(v movegen.Variant, n Normal) error {
	runs := [2]movegen.KingRun{n.Runs.White(), n.Runs.Black()}
	for side, pieces := range [2]uint64{n.White, n.Black} {
		r := runs[side]
		switch {
		case r.Count() == 0:
		case !v.FrisianRules() || pieces&^n.Kings == 0:
			return fmt.Errorf("side %d has a run of %d moves, and no runs", side, r.Count())
		case r.Count() > 3 || pieces&n.Kings&(1<<uint(r.Bit())) == 0:
			return fmt.Errorf("side %d has a run of %d moves of bit %d, not one of its kings", side, r.Count(), r.Bit())
		}
	}
	return nil
}

// runCount returns how many runs a side of men men and kings kings may
// have: in Frisian and Frysk with men and kings, none or one of 3 counts
// for each king; else none.
func runCount(v movegen.Variant, men, kings int) uint64 {
	if v.FrisianRules() && men > 0 && kings > 0 {
		return uint64(1 + 3*kings)
	}
	return 1
}

// placements counts the boards with the given men and kings of each side
// by trying every square for each piece in turn.
func placements(v movegen.Variant, mat [4]int) uint64 {
	b := &Boards[v]
	var count func(kind int, from int, left int, used uint64) uint64
	count = func(kind, from, left int, used uint64) uint64 {
		if kind == 4 {
			return 1
		}
		if left == 0 {
			next := 0
			if kind+1 < 4 {
				next = mat[kind+1]
			}
			return count(kind+1, 0, next, used)
		}
		var n uint64
		for s := from; s < b.squares; s++ {
			bit := uint64(1) << v.Bit(movegen.Square(s))
			if used&bit != 0 {
				continue
			}
			row := s / b.perRow
			if kind == 0 && row == 0 || kind == 2 && row == b.squares/b.perRow-1 {
				continue // a man on its promotion row
			}
			n += count(kind, s+1, left-1, used|bit)
		}
		return n
	}
	return count(0, 0, mat[0], 0)
}

// TestCursorDecodesAsDecode walks the indices of the slices of each
// variant with one cursor, forwards and with jumps, and compares each with
// decode (a fresh cursor each time; TestIndexRoundTrip checks decode
// against index).
func TestCursorDecodesAsDecode(t *testing.T) {
	for _, v := range movegen.Variants {
		b := &Boards[v]
		pieces := 3
		if v == movegen.Italian {
			pieces = 4
		}
		for _, m := range b.SlicesOf(pieces) {
			l := b.LayoutOf(m)
			c := NewCursor(&l)
			for i := uint64(0); i < l.Count; i += 1 + i%3 {
				want, wok := b.Decode(&l, i)
				got, gok := b.DecodeAt(&c, i)
				if got != want || gok != wok {
					t.Fatalf("%s %s index %d: cursor %+v %v, decode %+v %v", v, m.Name(), i, got, gok, want, wok)
				}
			}
		}
	}
}

// TestPredecessorsIndexAsIndex checks the indices the builder's passes
// back compute move by move against the positions built whole: the
// position turned with the colours swapped and the piece moved back,
// with every run the mover may have had, kept where movegen plays the
// move forward from it to the position again (runs included).
func TestPredecessorsIndexAsIndex(t *testing.T) {
	for _, v := range movegen.Variants {
		b := &Boards[v]
		checked := 0
		for _, m := range b.SlicesOf(4) {
			l, into := b.LayoutOf(m), b.LayoutOf(m.Partner())
			for i := uint64(0); i < l.Count; i += 1 + l.Count/97 {
				n, ok := b.Decode(&l, i)
				if !ok {
					continue
				}
				q := movegen.Position{Pieces: [2]uint64{n.Black, n.White}, Kings: n.Kings, Side: movegen.White, Variant: v}
				var moves movegen.MoveList
				q.GenerateQuiet(&moves)
				pre := b.PredecessorsOf(&into, n)
				for _, mv := range moves.Slice() {
					var got []uint64
					if n.Kings&(1<<mv.From) != 0 {
						got = pre.AppendKing(nil, mv.From, mv.To)
					} else {
						got = pre.AppendMan(nil, mv.From, mv.To)
					}
					want := predecessorsPlayed(b, &into, n, mv)
					slices.Sort(got)
					if !slices.Equal(got, want) {
						t.Fatalf("%s %s index %d (runs %v %v), move %d-%d: predecessors %v, want %v", v, m.Name(), i, n.Runs.White(), n.Runs.Black(), mv.From, mv.To, got, want)
					}
					checked += len(want)
				}
			}
		}
		if checked < 1000 {
			t.Fatalf("%s: only %d predecessors checked", v, checked)
		}
	}
}

// predecessorsPlayed returns, in rising order, the indices in into of the
// positions from which the quiet move of n's Black piece that mv (a move
// of q, n with the colours swapped) plays backwards leads to n: each run
// the mover may have had is tried, the move played forward by movegen.
func predecessorsPlayed(b *Board, into *Layout, n Normal, mv movegen.Move) []uint64 {
	at, from := uint64(1)<<mv.From, uint64(1)<<mv.To
	kings := n.Kings
	if kings&at != 0 {
		kings = kings&^at | from
	}
	pn := Normal{White: b.turnBits(n.Black&^at | from), Black: b.turnBits(n.White), Kings: b.turnBits(kings)}
	if b.MaterialOf(pn) != into.Material {
		return nil
	}
	runs := []movegen.KingRun{0}
	if v := b.Variant; v.FrisianRules() && pn.White&^pn.Kings != 0 {
		for k := pn.White & pn.Kings; k != 0; k &= k - 1 {
			for c := 1; c <= 3; c++ {
				runs = append(runs, movegen.NewKingRun(bits.TrailingZeros64(k), c))
			}
		}
	}
	var out []uint64
	for _, r := range runs {
		pn.Runs = PairRuns(r, b.turnRun(n.Runs.White()))
		p := b.Position(pn)
		var l movegen.MoveList
		p.GenerateQuiet(&l)
		for _, fm := range l.Slice() {
			if c := p.Play(fm); fm.From == b.turn[mv.To] && fm.To == b.turn[mv.From] && b.Normalize(&c) == n {
				out = append(out, b.Index(into, pn))
			}
		}
	}
	slices.Sort(out)
	return out
}

// TestLeadFromSquares checks the rank of one man, and KeepsLead, against
// the rank counted from the square numbers: square 0 on Black's back row,
// White men on the rows below the last.
func TestLeadFromSquares(t *testing.T) {
	for _, v := range movegen.Variants {
		b := &Boards[v]
		rows := v.Side()
		perRow := v.Squares() / rows
		for s := range v.Squares() {
			bit := v.Bit(movegen.Square(s))
			rank := rows - 1 - s/perRow
			if rank == rows-1 {
				if b.KeepsLead(bit, rows) {
					t.Errorf("%v: a move to the promotion square %d keeps the lead", v, s)
				}
				continue
			}
			if got := b.Lead(1 << bit); got != rank {
				t.Errorf("%v: a White man on square %d leads on rank %d, want %d", v, s, got, rank)
			}
			if got := b.blackLead(1 << b.turn[bit]); got != rank {
				t.Errorf("%v: a Black man on the square turned from %d leads on rank %d, want %d", v, s, got, rank)
			}
			if !b.KeepsLead(bit, rank) || rank > 0 && b.KeepsLead(bit, rank-1) {
				t.Errorf("%v: KeepsLead of square %d wrong about rank %d", v, s, rank)
			}
		}
	}
}
