// An independent check of the conversion files: the solver's positions
// (solver_test.go) are given their plies to the next capture or man's
// move by naive passes over the whole set, and compared with the files
// Conversions makes from the dense files alone.

package build_test

import (
	"context"
	"runtime"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
)

// conversionKids are the children of one position by the kind of move:
// after a king's quiet move (the counts run on), after any other move.
type conversionKids struct {
	inside []int32
	exits  []int32 // terminal for a child without pieces to move
}

// solveConversions returns the conversion value of every position of s
// (solved), as egdb values: won positions a win in 1 + the king moves to
// the next capture or man's move the loser can be held to, lost ones a
// loss in the king moves they can make before one, by Jacobi passes
// until nothing changes (each position recomputed from the last pass).
func solveConversions(s *solution) []egdb.Value {
	n := len(s.positions)
	kids := make([]conversionKids, n)
	var l movegen.MoveList
	for i := range s.positions {
		p := &s.positions[i]
		p.Generate(&l)
		capture := p.HasCapture()
		for _, m := range l.Slice() {
			c := p.Play(m)
			j, ok := s.find(&c)
			if !ok {
				j = terminal
			}
			if !capture && p.Kings&(1<<m.From) != 0 {
				kids[i].inside = append(kids[i].inside, j)
			} else {
				kids[i].exits = append(kids[i].exits, j)
			}
		}
	}
	outcome := func(j int32) egdb.Outcome { return s.value(j).Outcome() }
	const none = -1
	cur := make([]int, n)
	for i := range cur {
		cur[i] = none
	}
	for changed := true; changed; {
		changed = false
		next := make([]int, n)
		for i := range s.positions {
			next[i] = cur[i]
			if cur[i] != none {
				continue
			}
			switch outcome(int32(i)) {
			case egdb.Won:
				best := none
				if len(kids[i].exits)+len(kids[i].inside) == 0 {
					best = int(s.end) // won without a move (Antidraughts): the game ends now
				}
				for _, c := range kids[i].exits {
					if outcome(c) == egdb.Lost {
						best = 1
					}
				}
				for _, c := range kids[i].inside {
					if outcome(c) == egdb.Lost && cur[c] != none && (best == none || cur[c]+1 < best) {
						best = cur[c] + 1
					}
				}
				next[i] = best
			case egdb.Lost:
				worst, known := 0, true
				for _, c := range kids[i].inside {
					if cur[c] == none {
						known = false
					}
					worst = max(worst, cur[c]+1)
				}
				if known {
					next[i] = worst
				}
			}
			changed = changed || next[i] != cur[i]
		}
		cur = next
	}
	out := make([]egdb.Value, n)
	for i, d := range cur {
		switch {
		case d == none:
			out[i] = egdb.Draw
		case outcome(int32(i)) == egdb.Won:
			out[i] = egdb.WinIn(d)
		default:
			out[i] = egdb.LossIn(d)
		}
	}
	return out
}

// checkConversions builds the conversion files of up to s.pieces pieces
// beside the dense files of dense (outcomes alone) and compares every
// position's with the solver's.
func checkConversions(t *testing.T, s *solution, dense *egdb.DB) {
	t.Helper()
	for n := 2; n <= s.pieces; n++ {
		rep, err := build.Conversions(context.Background(), build.ConversionOptions{Variant: s.v, Dir: dense.Dir(), Pieces: n, Threads: runtime.GOMAXPROCS(0)})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Slices == 0 || rep.Kept != 0 {
			t.Fatalf("%s: %d conversion files of %d pieces written, %d kept; want some written, none kept", s.v, rep.Slices, n, rep.Kept)
		}
	}
	db, err := egdb.Open(dense.Dir(), s.v, egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := solveConversions(s)
	bad, longest := 0, 0
	for i := range s.positions {
		p := &s.positions[i]
		longest = max(longest, want[i].Plies())
		if got, ok := db.ProbeConversion(p); !ok || got != want[i] {
			if bad++; bad <= 10 {
				t.Errorf("%s %s: conversion probe %v (ok %v), solver %v", s.v, p.FEN(), got, ok, want[i])
			}
		}
	}
	if bad > 10 {
		t.Errorf("%s: %d conversion values disagree in all", s.v, bad)
	}
	t.Logf("%s ≤%d: conversions agree; the longest %d plies", s.v, s.pieces, longest)
}
