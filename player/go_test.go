package player

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// legalIn reports whether m is a legal move of p.
func legalIn(p movegen.Position, m movegen.Move) bool {
	var l movegen.MoveList
	p.Generate(&l)
	return l.Contains(m)
}

// TestGoStopsByContext: a search without limits runs until its context
// ends, then answers with a legal move at once.
func TestGoStopsByContext(t *testing.T) {
	p, _ := newTest(Book{})
	g := movegen.NewGame(movegen.StartPosition(movegen.International))
	ctx, cancel := context.WithCancel(context.Background())
	answers := p.Go(ctx, g, Request{Limits: search.Limits{Infinite: true}}, nil)
	select {
	case a := <-answers:
		t.Fatalf("an infinite search answered %+v before its context ended", a)
	case <-time.After(50 * time.Millisecond):
	}
	cancel()
	select {
	case a := <-answers:
		if a.Source != Searched || !legalIn(g.Position(), a.Move) {
			t.Fatalf("after cancel: %+v, want a searched legal move", a)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("cancelling the context did not end the search")
	}
}

// TestGoModes: Play answers a forced move at once, Ponder and Analyse
// search it; a position without moves is answered with None.
func TestGoModes(t *testing.T) {
	p, _ := newTest(Book{On: true})
	forced := mustFEN(t, movegen.Italian, "W:W21:B17,10") // 21x14 is White's only move
	g := movegen.NewGame(forced)
	a := <-p.Go(context.Background(), g, Request{Mode: Play, Limits: search.Limits{Depth: 3}}, nil)
	if a.Source != Forced || !legalIn(forced, a.Move) {
		t.Errorf("Play in a forced position: %+v, want the forced move", a)
	}
	for _, m := range []Mode{Ponder, Analyse} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		a := <-p.Go(ctx, g, Request{Mode: m, Limits: search.Limits{Depth: 3}}, nil)
		cancel()
		if a.Source != Searched || a.Move != a.Result.Move {
			t.Errorf("mode %d in a forced position: %+v, want a search", m, a)
		}
	}
	lost := movegen.NewGame(mustFEN(t, movegen.Italian, "W:W:B17,10"))
	if a := <-p.Go(context.Background(), lost, Request{Limits: search.Limits{Depth: 3}}, nil); !a.None() {
		t.Errorf("no white piece: %+v, want None", a)
	}
}

// TestGoChecksTheSearch: an answer whose move is not legal is replaced by
// a legal one, with a warning; a ponder move that is no legal reply is
// dropped.
func TestGoChecksTheSearch(t *testing.T) {
	p, warnings := newTest(Book{})
	pos := movegen.StartPosition(movegen.Italian)
	var l movegen.MoveList
	pos.Generate(&l)
	other := movegen.StartPosition(movegen.International)
	var foreign movegen.MoveList
	other.Generate(&foreign)

	a := p.checked(pos, Answer{Move: foreign.Moves[0]})
	if !legalIn(pos, a.Move) || len(*warnings) != 1 || !strings.Contains((*warnings)[0], "not a legal move") {
		t.Errorf("an illegal move: %+v, warnings %q; want a legal move and one warning", a, *warnings)
	}
	a = p.checked(pos, Answer{Move: l.Moves[0], Ponder: l.Moves[1]})
	if a.Move != l.Moves[0] || a.Ponder != (movegen.Move{}) {
		t.Errorf("White's move as Black's ponder move: %+v, want it dropped", a)
	}
}
