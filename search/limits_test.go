// Tests of the limits: node counts from search to search, the time plan.

package search

import (
	"fmt"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// TestNodeLimitEverySearch: every search of an engine counts its nodes
// from 0 and stops within 5% past its node limit (exactly at it with one
// thread), whatever the searches before it. The helpers' counts of a
// larger search once carried over into the next: its reports began at
// the old count and its main thread stopped at its first node.
func TestNodeLimitEverySearch(t *testing.T) {
	limits := []uint64{600_000, 60_000, 60_000}
	if testing.Short() {
		limits = []uint64{100_000, 10_000, 10_000}
	}
	for i, threads := range []int{1, 2, 4} {
		v := movegen.Variants[i%len(movegen.Variants)]
		p := movegen.StartPosition(v)
		root := Root{Position: p, Counters: movegen.NewCounters(&p)}
		e := New(16, threads)
		for k, limit := range limits {
			name := fmt.Sprintf("%s, %d threads, search %d (%d nodes)", v, threads, k+1, limit)
			var reported []uint64
			r := e.Search(root, Limits{Nodes: limit}, 1, func(in Info) { reported = append(reported, in.Nodes) })
			switch {
			case threads == 1 && r.Nodes != limit:
				t.Errorf("%s: searched %d nodes, want exactly the limit", name, r.Nodes)
			case r.Nodes < limit || r.Nodes > limit+limit/20:
				t.Errorf("%s: searched %d nodes, want within 5%% past the limit", name, r.Nodes)
			}
			if len(reported) == 0 {
				t.Errorf("%s: no iteration reported", name)
			}
			for j, n := range reported {
				if n > r.Nodes || j > 0 && n < reported[j-1] {
					t.Errorf("%s: reported counts %v, searched %d", name, reported, r.Nodes)
					break
				}
			}
		}
	}
}

// TestSharedNodeLimitAnswersAnIteration: with several threads a node limit
// smaller than the first iteration still gets that iteration's move and
// info line, as a spent clock does. The helpers' nodes once stopped the
// main thread before it had one (a move the search never looked at, and no
// info line; seen with 4 threads on 2 cores at 10,000 nodes).
func TestSharedNodeLimitAnswersAnIteration(t *testing.T) {
	for _, threads := range []int{2, 4} {
		for _, v := range []movegen.Variant{movegen.International, movegen.Italian} {
			p := movegen.StartPosition(v)
			e := New(16, threads)
			reports := 0
			r := e.Search(Root{Position: p, Counters: movegen.NewCounters(&p)}, Limits{Nodes: 4}, 1,
				func(Info) { reports++ })
			if reports == 0 || r.Depth < 1 {
				t.Errorf("%s, %d threads, 4 nodes: %d info lines, depth %d; want the first iteration", v, threads, reports, r.Depth)
			}
		}
	}
}

// TestMoveTimePlan: a move time is a bound the GUI enforces, so the search
// uses nearly all of it, up to a small reserve for the answer's way out.
func TestMoveTimePlan(t *testing.T) {
	for _, s := range []time.Duration{time.Millisecond, 10 * time.Millisecond, 20 * time.Millisecond,
		50 * time.Millisecond, 100 * time.Millisecond, time.Second, time.Minute} {
		b := plan(Limits{MoveTime: s}, DefaultParams().TimeMoves)
		if b.soft != 0 {
			t.Errorf("move time %v: soft limit %v would end the search early", s, b.soft)
		}
		if b.hard <= 0 || b.hard >= s || s >= 10*time.Millisecond && b.hard < s*9/10 {
			t.Errorf("move time %v: hard limit %v, want below it and from 10 ms at least 90%% of it", s, b.hard)
		}
	}
}

// TestClockNeverFlags: with a clock, the hard limit leaves the reserve
// (Overhead, or half the clock when that is less) unused, whatever the
// number of moves the clock is shared among (movesLeft gives 1 at least).
func TestClockNeverFlags(t *testing.T) {
	for _, moves := range []int{DefaultParams().TimeMoves, DefaultParams().TimeMovesEnd, 1} {
		clockNeverFlags(t, moves)
	}
}

func clockNeverFlags(t *testing.T, moves int) {
	for _, l := range []Limits{
		{Time: time.Millisecond},
		{Time: 20 * time.Millisecond},
		{Time: 40 * time.Millisecond, MovesToGo: 1},
		{Time: time.Second},
		{Time: time.Second, MovesToGo: 1},
		{Time: 100 * time.Millisecond, Inc: 100 * time.Millisecond},
		{Time: 2 * time.Second, Inc: time.Second, MovesToGo: 1},
		{Time: time.Hour, MovesToGo: 1},
	} {
		b := plan(l, moves)
		reserve := min(Overhead, l.Time/2)
		if b.hard <= 0 || b.hard > l.Time-reserve || b.soft <= 0 || b.soft > b.hard {
			t.Errorf("%+v shared among %d moves: soft %v, hard %v; want 0 < soft <= hard <= %v",
				l, moves, b.soft, b.hard, l.Time-reserve)
		}
	}
}

// TestTimeCountsFromLimitsStart: the time limits count from Limits.Start
// (when the GUI's go was read), not from the call to Start: a budget spent
// before the call stops the search after its first iteration (a few
// dozen nodes; a helper thread may have searched some hundreds more
// before it sees the stop, on a loaded machine over a thousand), which
// gives the move and its info line. A search that ignored the spent
// budget would run its 100 ms, hundreds of thousands of nodes.
func TestTimeCountsFromLimitsStart(t *testing.T) {
	p := movegen.StartPosition(movegen.International)
	root := Root{Position: p, Counters: movegen.NewCounters(&p)}
	for _, threads := range []int{1, 2} {
		e := New(16, threads)
		r := e.Search(root, Limits{MoveTime: 100 * time.Millisecond, Start: time.Now().Add(-time.Second)}, 1, nil)
		if r.Depth != 1 || r.Nodes > 10000 || !isLegal(p, r.Move) {
			t.Errorf("%d threads, budget spent before the search: depth %d, %d nodes, move legal %v",
				threads, r.Depth, r.Nodes, isLegal(p, r.Move))
		}
	}
}

// TestOnlyMoveWithClock: with a clock, a position with one legal move is
// answered after the first iteration, whatever the clock holds; with a
// depth limit and no clock it is searched as asked.
func TestOnlyMoveWithClock(t *testing.T) {
	// White's man on 22 must take 18 (Italian, forced capture).
	p, err := movegen.ParseFEN(movegen.Italian, "W:W22,29,30:B18,1,2")
	if err != nil {
		t.Fatal(err)
	}
	var moves movegen.MoveList
	p.Generate(&moves)
	if moves.N != 1 {
		t.Fatalf("%d legal moves, want 1", moves.N)
	}
	root := Root{Position: p, Counters: movegen.NewCounters(&p)}
	e := New(16, 1)
	if r := e.Search(root, Limits{Time: time.Minute, Inc: time.Second}, 1, nil); r.Depth != 1 || r.Move != moves.Moves[0] {
		t.Errorf("clock of a minute: depth %d, move %v; want the only move after depth 1", r.Depth, r.Move)
	}
	if r := e.Search(root, Limits{Depth: 6}, 1, nil); r.Depth != 6 {
		t.Errorf("depth 6 without a clock: searched to depth %d", r.Depth)
	}
}

// TestExtendedBudget: the aimed-for time grows by a quarter per change of
// the best move and per dropQuarter of a score drop, four of each at most,
// and never passes the hard limit; a rising score earns nothing.
func TestExtendedBudget(t *testing.T) {
	b := budget{soft: 100 * time.Millisecond, hard: time.Second}
	dropQuarter := DefaultParams().DropQuarter
	cases := []struct {
		changes, drop int
		want          time.Duration
	}{
		{0, 0, 100 * time.Millisecond},
		{0, -200, 100 * time.Millisecond},
		{1, 0, 125 * time.Millisecond},
		{0, dropQuarter - 1, 100 * time.Millisecond},
		{0, 2 * dropQuarter, 150 * time.Millisecond},
		{9, 0, 200 * time.Millisecond},
		{0, 1000, 200 * time.Millisecond},
		{9, 1000, 300 * time.Millisecond},
	}
	for _, c := range cases {
		if got := b.extended(c.changes, c.drop, dropQuarter); got != c.want {
			t.Errorf("changes %d, drop %d: %v, want %v", c.changes, c.drop, got, c.want)
		}
	}
	tight := budget{soft: 100 * time.Millisecond, hard: 150 * time.Millisecond}
	if got := tight.extended(9, 1000, dropQuarter); got != tight.hard {
		t.Errorf("past the hard limit: %v, want %v", got, tight.hard)
	}
}

// TestMovesLeftFollowsMaterial: a clock is shared among TimeMoves moves
// with the starting pieces on the board (24 in Italian, 40 in
// International, 36 in Dameo: RULES.md) and among fewer as they go, in
// proportion, towards TimeMovesEnd.
func TestMovesLeftFollowsMaterial(t *testing.T) {
	p := Params{TimeMoves: 30, TimeMovesEnd: 10}
	for v, pieces := range map[movegen.Variant]int{movegen.Italian: 24, movegen.International: 40, movegen.Dameo: 36} {
		pos := movegen.StartPosition(v)
		if got := p.movesLeft(&pos); got != 30 {
			t.Errorf("%v start: %d moves, want 30", v, got)
		}
		for left := pieces - 1; left >= 2; left-- {
			side := left % 2 // take the pieces of both colours in turn
			pos.Pieces[side] &= pos.Pieces[side] - 1
			want := 10 + 20*left/pieces
			if got := p.movesLeft(&pos); got != want {
				t.Fatalf("%v with %d pieces: %d moves, want %d", v, left, got, want)
			}
		}
	}
}
