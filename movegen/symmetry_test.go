// Symmetry tests: the colour flip (and Dameo's left-right mirror) must not change the moves or the perft counts.

package movegen_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// symmetry maps squares and says whether it swaps the colours.
type symmetry struct {
	name  string
	apply func(v movegen.Variant, s movegen.Square) movegen.Square
	swap  bool
}

var (
	// symFlip turns the board round (square s -> N-1-s: row r, file f ->
	// last-r, last-f on every board) and swaps the colours and the side
	// to move.
	symFlip = symmetry{"colour flip", func(v movegen.Variant, s movegen.Square) movegen.Square {
		return movegen.Square(v.Squares()-1) - s
	}, true}
	// symMirror reflects Dameo's board left to right (file f -> 7-f).
	symMirror = symmetry{"left-right mirror", func(_ movegen.Variant, s movegen.Square) movegen.Square {
		return s/8*8 + 7 - s%8
	}, false}
)

// position returns the image of p.
func (y symmetry) position(t *testing.T, p movegen.Position) movegen.Position {
	t.Helper()
	v := p.Variant
	var pieces [2]uint64
	var kings uint64
	for s := movegen.Square(0); int(s) < v.Squares(); s++ {
		bit := uint64(1) << v.Bit(s)
		to := uint64(1) << v.Bit(y.apply(v, s))
		for c := movegen.White; c <= movegen.Black; c++ {
			if p.Pieces[c]&bit != 0 {
				pieces[y.color(c)] |= to
			}
		}
		if p.Kings&bit != 0 {
			kings |= to
		}
	}
	q, err := movegen.NewPosition(v, y.color(p.Side), pieces[movegen.White], pieces[movegen.Black], kings)
	if err != nil {
		t.Fatalf("%s of %s: %v", y.name, p.FEN(), err)
	}
	return q
}

func (y symmetry) color(c movegen.Color) movegen.Color {
	if y.swap {
		return c.Other()
	}
	return c
}

// move returns the image of m as a movegen move.
func (y symmetry) move(v movegen.Variant, m movegen.Move) movegen.Move {
	out := movegen.Move{
		From:    v.Bit(y.apply(v, v.SquareOf(m.From))),
		To:      v.Bit(y.apply(v, v.SquareOf(m.To))),
		Crowned: m.Crowned,
	}
	for s := movegen.Square(0); int(s) < v.Squares(); s++ {
		if m.Captured&(1<<v.Bit(s)) != 0 {
			out.Captured |= 1 << v.Bit(y.apply(v, s))
		}
	}
	return out
}

// symPerft counts the leaf nodes of p at depth d with movegen, counting
// moves at the last ply.
func symPerft(p movegen.Position, d int, lists []movegen.MoveList) int {
	if d == 1 {
		return p.CountMoves(&lists[0])
	}
	l := &lists[0]
	p.Generate(l)
	n := 0
	for _, m := range l.Slice() {
		n += symPerft(p.Play(m), d-1, lists[1:])
	}
	return n
}

// symPositions collects positions for the symmetry tests: every fifth
// position of random games, and random placements with many kings.
func symPositions(v movegen.Variant, games, placements int) []movegen.Position {
	rng := rand.New(rand.NewSource(3000 + int64(v)))
	var out []movegen.Position
	var l movegen.MoveList
	for g := 0; g < games; g++ {
		p := movegen.StartPosition(v)
		for ply := 0; ply < 200; ply++ {
			if ply%5 == 0 {
				out = append(out, p)
			}
			p.Generate(&l)
			if l.N == 0 {
				break
			}
			slices.SortFunc(l.Slice(), func(a, b movegen.Move) int { return refCompareMoves(refMoveOf(v, a), refMoveOf(v, b)) })
			p = p.Play(crossPick(rng, p, l.Slice()))
		}
	}
	for i := 0; i < placements; i++ {
		out = append(out, crossRandomPosition(rng, v))
	}
	return out
}

// symCheck checks that p and its image have the same moves (mapped), that
// playing commutes with the symmetry, and the same perft counts.
func symCheck(t *testing.T, y symmetry, p movegen.Position, depth int) bool {
	t.Helper()
	v := p.Variant
	q := y.position(t, p)
	var lp, lq movegen.MoveList
	p.Generate(&lp)
	q.Generate(&lq)
	var mapped, image []refMove
	for _, m := range lp.Slice() {
		mapped = append(mapped, refMoveOf(v, y.move(v, m)))
	}
	for _, m := range lq.Slice() {
		image = append(image, refMoveOf(v, m))
	}
	if !slices.Equal(refSorted(mapped), refSorted(image)) {
		onlyP, onlyQ := refDiff(v, mapped, image)
		t.Errorf("%s: %s has %d moves, its %s %s has %d\n  only the first (mapped): %v\n  only the image: %v",
			v, p.FEN(), lp.N, y.name, q.FEN(), lq.N, onlyP, onlyQ)
		return false
	}
	for _, m := range lp.Slice() {
		if got, want := q.Play(y.move(v, m)), y.position(t, p.Play(m)); got.FEN() != want.FEN() {
			t.Errorf("%s: %s: playing the image of a move gives %s, the image of the result is %s", v, p.FEN(), got.FEN(), want.FEN())
			return false
		}
	}
	lists := make([]movegen.MoveList, depth)
	for d := 1; d <= depth; d++ {
		if a, b := symPerft(p, d, lists), symPerft(q, d, lists); a != b {
			t.Errorf("%s: perft(%d) of %s is %d, of its %s %s is %d", v, d, p.FEN(), a, y.name, q.FEN(), b)
			return false
		}
	}
	return true
}

func TestSymmetry(t *testing.T) {
	games, placements := 40, 200
	if testing.Short() {
		games, placements = 8, 40
	}
	for _, v := range movegen.Variants {
		t.Run(v.String(), func(t *testing.T) {
			t.Parallel()
			depth := 4
			switch {
			case testing.Short():
				depth = 2
			case v == movegen.Dameo:
				depth = 3 // flying kings in eight directions: wide trees
			}
			syms := []symmetry{symFlip}
			if v == movegen.Dameo {
				syms = append(syms, symMirror)
			}
			positions := symPositions(v, games, placements)
			for _, y := range syms {
				for _, p := range positions {
					if !symCheck(t, y, p, depth) {
						break
					}
				}
			}
			t.Logf("%d positions, perft to depth %d", len(positions), depth)
		})
	}
}

func TestSymmetryOfStart(t *testing.T) {
	// The start positions are their own colour flip (and, for Dameo, their
	// own mirror); the flip with White to move must read back the start.
	for _, v := range movegen.Variants {
		start := movegen.StartPosition(v)
		flipped := symFlip.position(t, start)
		if flipped.Side != movegen.Black || flipped.Pieces != start.Pieces || flipped.Kings != 0 {
			t.Errorf("%s: the colour flip of the start is %s", v, flipped.FEN())
		}
		if v == movegen.Dameo {
			if m := symMirror.position(t, start); m.FEN() != start.FEN() {
				t.Errorf("dameo: the mirror of the start is %s", m.FEN())
			}
		}
	}
}
