// Tests of the search: win distances, limits, draws, determinism, threads.

package search

import (
	"slices"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

func rootOf(t *testing.T, v movegen.Variant, fen string) Root {
	t.Helper()
	p, err := movegen.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	return Root{Position: p, Counters: movegen.NewCounters(&p)}
}

func isLegal(p movegen.Position, m movegen.Move) bool {
	var l movegen.MoveList
	p.Generate(&l)
	for _, x := range l.Slice() {
		if x == m {
			return true
		}
	}
	return false
}

func TestWinAndLossDistances(t *testing.T) {
	cases := []struct {
		v     movegen.Variant
		fen   string
		score int
	}{
		// White takes the last black man: Black cannot move, so White wins in 1.
		{movegen.Italian, "W:W22:B18", Mate - 1},
		// Black's man on 13 either walks into 22x13 or to 17, where White's
		// 22-18 leaves it without a move: lost in 2 plies either way.
		{movegen.Italian, "B:W21,22,26:B13", -(Mate - 2)},
		// No legal move at the root (17 is blocked and 26 stops 17x26): lost now.
		{movegen.Italian, "B:W21,26:B17", -Mate},
		{movegen.International, "W:W33:B28", Mate - 1},
		{movegen.Dameo, "W:Wd4:Bd5", Mate - 1},
		// Antidraughts, where the side without a move wins: White's man
		// blocked by 41 and 37 has won now; taking Black's last man loses
		// in 1; 33-28 makes Black take White's last man, 22x33: won in 2.
		{movegen.Antidraughts, "W:W46:B37,41", Mate},
		{movegen.Antidraughts, "W:W33:B28", -(Mate - 1)},
		{movegen.Antidraughts, "W:W33:B22", Mate - 2},
	}
	for _, c := range cases {
		e := New(4, 1)
		r := e.Search(rootOf(t, c.v, c.fen), Limits{Depth: 6}, 1, nil)
		if r.Score != c.score {
			t.Errorf("%s %s: score %d, want %d", c.v, c.fen, r.Score, c.score)
		}
	}
}

// TestWinDistanceConsistent: after the winning move the opponent's score is
// the same win seen one ply later.
func TestWinDistanceConsistent(t *testing.T) {
	root := rootOf(t, movegen.Italian, "B:W21,22,26:B13")
	e := New(4, 1)
	r := e.Search(root, Limits{Depth: 6}, 1, nil)
	child := root.Position.Play(r.Move)
	r2 := New(4, 1).Search(Root{Position: child, Counters: movegen.NewCounters(&child)}, Limits{Depth: 6}, 1, nil)
	if r2.Score != -r.Score-1 && r2.Score != Mate-1 {
		t.Errorf("root %d, child %d: distances disagree", r.Score, r2.Score)
	}
	if !IsWin(r2.Score) || PliesToEnd(r2.Score) != PliesToEnd(r.Score)-1 {
		t.Errorf("child score %d should win one ply sooner than root %d", r2.Score, r.Score)
	}
}

func TestDepthAndNodeLimits(t *testing.T) {
	for _, v := range movegen.Variants {
		p := movegen.StartPosition(v)
		root := Root{Position: p, Counters: movegen.NewCounters(&p)}
		r := New(8, 1).Search(root, Limits{Depth: 5}, 1, nil)
		if r.Depth != 5 || !isLegal(p, r.Move) {
			t.Errorf("%s: depth %d move legal %v", v, r.Depth, isLegal(p, r.Move))
		}
		r = New(8, 1).Search(root, Limits{Nodes: 3000}, 1, nil)
		if r.Nodes != 3000 || !isLegal(p, r.Move) {
			t.Errorf("%s: node limit 3000 searched %d nodes", v, r.Nodes)
		}
	}
}

func TestDeterministic(t *testing.T) {
	for _, v := range movegen.Variants {
		p := movegen.StartPosition(v)
		root := Root{Position: p, Counters: movegen.NewCounters(&p)}
		e := New(8, 1)
		a := e.Search(root, Limits{Depth: 6}, 1, nil)
		e.NewGame()
		b := e.Search(root, Limits{Depth: 6}, 1, nil)
		if a.Move != b.Move || a.Score != b.Score || a.Nodes != b.Nodes {
			t.Errorf("%s: two searches differ: %+v vs %+v", v, a, b)
		}
	}
}

// TestTableDoesNotChangeShallowResults: the table only saves work; at small
// depths plain alpha-beta (no reductions, whose choice of moves depends on
// the move order the table changes) scores the same with and without it.
// From depth 4 a position can recur two plies deeper and take the deeper
// entry's score, a legitimate difference, so the check stops at 3. It
// caught entries stored with the extended instead of the nominal depth.
func TestTableDoesNotChangeShallowResults(t *testing.T) {
	fens := map[movegen.Variant][]string{
		movegen.Italian:       {"W:W21-32:B1-12", "W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4", "W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3"},
		movegen.International: {"W:W31-50:B1-20", "W:WK46,33,34,38:B41,37,28,19,10,18"},
		movegen.Dameo:         {"W:WKd4,e2,f2,g2:Be3,f4,g5,d6,b4,c7"},
	}
	for v, list := range fens {
		for _, fen := range list {
			root := rootOf(t, v, fen)
			for depth := 1; depth <= 3; depth++ {
				e, plain := New(8, 1), New(0, 1)
				e.noReductions, plain.noReductions = true, true
				with := e.Search(root, Limits{Depth: depth}, 1, nil)
				without := plain.Search(root, Limits{Depth: depth}, 1, nil)
				if with.Score != without.Score {
					t.Errorf("%s %s depth %d: score %d with the table, %d without", v, fen, depth, with.Score, without.Score)
				}
			}
		}
	}
}

// TestRepetitionIsDraw: White is a king down but can repeat the position;
// with the game's history the search sees the draw.
func TestRepetitionIsDraw(t *testing.T) {
	start := rootOf(t, movegen.Italian, "W:WK29:BK4,K3").Position
	g := movegen.NewGame(start)
	for _, mv := range []string{"29-25", "4-8", "25-29", "8-4"} {
		pos := g.Position()
		m, err := pos.ParseMove(mv)
		if err != nil {
			t.Fatal(err)
		}
		g.Play(m)
	}
	// The position is the start again; one more cycle would repeat it.
	withHistory := Root{Position: g.Position(), History: append([]uint64(nil), g.RepetitionKeys()...), Counters: g.Counters()}
	fresh := Root{Position: start, Counters: movegen.NewCounters(&start)}
	e := New(8, 1)
	drawn := e.Search(withHistory, Limits{Depth: 8}, 1, nil)
	e.NewGame()
	lost := e.Search(fresh, Limits{Depth: 8}, 1, nil)
	if lost.Score >= -50 {
		t.Fatalf("without history White should be worse, got %d", lost.Score)
	}
	if drawn.Score <= lost.Score {
		t.Errorf("with a repetition in reach the score should rise: %d vs %d", drawn.Score, lost.Score)
	}
}

// TestMoveCountIsDraw: with the 40-move count one ply from its end any
// move draws, so the side a king down scores 0.
func TestMoveCountIsDraw(t *testing.T) {
	root := rootOf(t, movegen.Italian, "W:WK29:BK4,K3")
	before := New(8, 1).Search(root, Limits{Depth: 6}, 1, nil)
	root.Counters.Reversible = 79
	after := New(8, 1).Search(root, Limits{Depth: 6}, 1, nil)
	if before.Score >= -50 || after.Score != Draw {
		t.Errorf("score %d before the count, %d at its end (want < -50 and 0)", before.Score, after.Score)
	}
}

func TestThreadsAndStop(t *testing.T) {
	for _, v := range movegen.Variants {
		p := movegen.StartPosition(v)
		root := Root{Position: p, Counters: movegen.NewCounters(&p)}
		e := New(8, 2)
		r := e.Search(root, Limits{Depth: 6}, 1, nil)
		if !isLegal(p, r.Move) {
			t.Errorf("%s: 2 threads returned an illegal move", v)
		}
		done := make(chan Result)
		go func() { done <- e.Search(root, Limits{Infinite: true}, 1, nil) }()
		time.Sleep(30 * time.Millisecond)
		e.Stop()
		select {
		case r = <-done:
			if !isLegal(p, r.Move) {
				t.Errorf("%s: stopped search returned an illegal move", v)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: Stop did not end the search", v)
		}
	}
}

func TestMultiPV(t *testing.T) {
	p := movegen.StartPosition(movegen.Italian)
	root := Root{Position: p, Counters: movegen.NewCounters(&p)}
	lines := map[int]Info{}
	New(8, 1).Search(root, Limits{Depth: 4}, 3, func(i Info) {
		if i.Depth == 4 {
			lines[i.MultiPV] = i
		}
	})
	if len(lines) != 3 {
		t.Fatalf("want 3 lines at depth 4, got %d", len(lines))
	}
	seen := map[movegen.Move]bool{}
	for k := 1; k <= 3; k++ {
		l := lines[k]
		if len(l.PV) == 0 || !isLegal(p, l.PV[0]) || seen[l.PV[0]] {
			t.Fatalf("line %d: bad or repeated first move", k)
		}
		seen[l.PV[0]] = true
		if k > 1 && l.Score > lines[k-1].Score {
			t.Errorf("line %d scores %d above line %d (%d)", k, l.Score, k-1, lines[k-1].Score)
		}
	}
}

// TestRootOfCopiesHistory: a root taken from a game keeps its history when
// the game plays on (a search started by Start reads it later).
func TestRootOfCopiesHistory(t *testing.T) {
	p, err := movegen.ParseFEN(movegen.Italian, "W:WK29:BK4")
	if err != nil {
		t.Fatal(err)
	}
	g := movegen.NewGame(p)
	play := func() {
		pos := g.Position()
		var l movegen.MoveList
		pos.Generate(&l)
		g.Play(l.Moves[0])
	}
	play()
	play()
	root := RootOf(g)
	want := slices.Clone(g.RepetitionKeys())
	if len(want) == 0 || !slices.Equal(root.History, want) || root.Position != g.Position() || root.Counters != g.Counters() {
		t.Fatalf("RootOf = %+v; want the game's position, history %v and counters", root, want)
	}
	play()
	if !slices.Equal(root.History, want) {
		t.Errorf("the root's history changed when the game played on: %v, want %v", root.History, want)
	}
	if at := RootAt(p); at.History != nil || at.Counters != movegen.NewCounters(&p) {
		t.Errorf("RootAt = %+v; want no history and fresh counters", at)
	}
}
