// Tests of the search with endgame databases: database-optimal moves,
// playouts against the database's best defence within the move-count rules,
// the FMJD 16- and 5-move counts, hit counts, threads, allocations.

package search

import (
	"context"
	"flag"
	"math/rand/v2"
	"os"
	"slices"
	"sync"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
)

// internationalPieces is the size of the International database the tests
// build: 3 pieces by default (5-move endings; about a second), 4 with
// -egdb.international=4 (16-move endings too; 25 to 60 s on a shared
// 2-core machine).
var internationalPieces = flag.Int("egdb.international", 3, "pieces of the International endgame database the tests build")

// testDBPieces is the size of the databases the tests build: enough for
// long wins, a few seconds at most to build (Italian 4 pieces: about 4 s).
// Short mode (the race detector's run, where building is many times
// slower) builds 3 pieces and runs only the tests of threads and
// allocations (skipShort).
func testDBPieces(v movegen.Variant) int {
	switch {
	case testing.Short():
		return 3
	case v == movegen.International:
		return *internationalPieces
	}
	return 4
}

// skipShort skips the tests that need the full test databases in short
// mode.
func skipShort(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode: the endgame database tests run in the full test run")
	}
}

// testDBs holds the databases built for the tests, one per variant, in a
// directory removed by TestMain.
var testDBs struct {
	sync.Mutex
	dir string
	dbs map[movegen.Variant]*egdb.DB
	err map[movegen.Variant]error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if testDBs.dir != "" {
		os.RemoveAll(testDBs.dir)
	}
	os.Exit(code)
}

// testDB builds (once per test binary) and opens the database of v.
func testDB(t testing.TB, v movegen.Variant) *egdb.DB {
	t.Helper()
	testDBs.Lock()
	defer testDBs.Unlock()
	if testDBs.dbs == nil {
		testDBs.dbs = map[movegen.Variant]*egdb.DB{}
		testDBs.err = map[movegen.Variant]error{}
	}
	if db, ok := testDBs.dbs[v]; ok || testDBs.err[v] != nil {
		if !ok {
			t.Fatal(testDBs.err[v])
		}
		return db
	}
	if testDBs.dir == "" {
		dir, err := os.MkdirTemp("", "search-egdb-")
		if err != nil {
			t.Fatal(err)
		}
		testDBs.dir = dir
	}
	dir := testDBs.dir + "/" + v.String()
	err := build.Run(context.Background(), build.Options{Variant: v, Pieces: testDBPieces(v), Dir: dir, Threads: 2})
	var db *egdb.DB
	if err == nil {
		db, err = egdb.Open(dir, v, egdb.Options{})
	}
	if err == nil && db.Pieces() < testDBPieces(v) {
		t.Fatalf("%s: the database covers %d pieces, want %d", v, db.Pieces(), testDBPieces(v))
	}
	if err != nil {
		testDBs.err[v] = err
		t.Fatal(err)
	}
	testDBs.dbs[v] = db
	return db
}

// dbPosition is a position the database covers with its value.
type dbPosition struct {
	pos movegen.Position
	val egdb.Value
}

// randomPositions returns up to n distinct positions of 2 to pieces pieces
// (each side at least one) that db covers and keep accepts, from a seeded
// generator; it gives up after many tries.
func randomPositions(t *testing.T, db *egdb.DB, pieces, n int, seed uint64, keep func(dbPosition) bool) []dbPosition {
	t.Helper()
	v := db.Variant()
	r := rand.New(rand.NewPCG(seed, 7))
	seen := map[uint64]bool{}
	var out []dbPosition
	for try := 0; try < 200000 && len(out) < n; try++ {
		total := 2 + r.IntN(pieces-1)
		white := 1 + r.IntN(total-1)
		perm := r.Perm(v.Squares())
		var w, b, k uint64
		for i := 0; i < total; i++ {
			bit := uint64(1) << v.Bit(movegen.Square(perm[i]))
			if i < white {
				w |= bit
			} else {
				b |= bit
			}
			if r.IntN(2) == 0 {
				k |= bit
			}
		}
		p, err := movegen.NewPosition(v, movegen.Color(r.IntN(2)), w, b, k)
		if err != nil || seen[p.Key] {
			continue
		}
		val, ok := db.Probe(&p)
		if !ok {
			t.Fatalf("%s: %s not covered by a %d-piece database", v, p.FEN(), db.Pieces())
		}
		if dp := (dbPosition{p, val}); keep(dp) {
			seen[p.Key] = true
			out = append(out, dp)
		}
	}
	return out
}

// countLeft returns the plies a fresh game at p has before its move-count
// rule draws, and whether that rule is an ending's count (FMJD 16 or 5
// moves, Frisian 7 or 2), which no move inside the ending resets.
func countLeft(p *movegen.Position) (int, bool) {
	c := movegen.NewCounters(p)
	r, left := c.Limit(p)
	return left, r.EndingCount()
}

// countFree reports whether no FMJD endgame count turns the database
// value of dp or of one of its children into a draw in a fresh game.
func countFree(db *egdb.DB, dp dbPosition) bool {
	if left, endgame := countLeft(&dp.pos); endgame && dp.val.Plies() > left {
		return false
	}
	c := movegen.NewCounters(&dp.pos)
	var l movegen.MoveList
	dp.pos.Generate(&l)
	for _, m := range l.Slice() {
		child := dp.pos.Play(m)
		r, left := c.Next(&dp.pos, m, &child).Limit(&child)
		if !r.EndingCount() {
			continue
		}
		if v, ok := db.Probe(&child); !ok || v.Plies() > left {
			return false
		}
	}
	return true
}

// winsWithinCount keeps wins of at least minPlies plies that no endgame
// count turns into draws.
func winsWithinCount(db *egdb.DB, minPlies int) func(dbPosition) bool {
	return func(dp dbPosition) bool {
		return dp.val.IsWin() && dp.val.Plies() >= minPlies && countFree(db, dp)
	}
}

// longest returns the n positions of ps with the longest wins, longest first.
func longest(ps []dbPosition, n int) []dbPosition {
	slices.SortStableFunc(ps, func(a, b dbPosition) int { return b.val.Plies() - a.val.Plies() })
	return ps[:min(n, len(ps))]
}

func dbRoot(p movegen.Position) Root {
	return Root{Position: p, Counters: movegen.NewCounters(&p)}
}

// TestEGDBOptimalMoves: in won positions the engine with the database plays
// a move to a position the database scores lost for the opponent one ply
// sooner, and scores the root as a database win of the database's
// distance.
func TestEGDBOptimalMoves(t *testing.T) {
	skipShort(t)
	for _, v := range []movegen.Variant{movegen.Italian, movegen.International} {
		db := testDB(t, v)
		ps := randomPositions(t, db, db.Pieces(), 300, 1, winsWithinCount(db, 1))
		if len(ps) < 20 {
			t.Fatalf("%s: only %d won positions", v, len(ps))
		}
		// The 10 longest wins and 10 of any length.
		ps = append(slices.Clone(longest(ps, 10)), ps[len(ps)-10:]...)
		e := New(16, 1)
		e.SetEGDB(db)
		for _, dp := range ps {
			r := e.Search(dbRoot(dp.pos), Limits{Depth: 3}, 1, nil)
			d := dp.val.Plies()
			child := dp.pos.Play(r.Move)
			cv, ok := db.Probe(&child)
			switch {
			case !isLegal(dp.pos, r.Move):
				t.Errorf("%s %s: illegal move", v, dp.pos.FEN())
			case !ok || !cv.IsLoss() || cv.Plies() != d-1:
				t.Errorf("%s %s (%s): move %s leads to %s", v, dp.pos.FEN(), dp.val, dp.pos.FormatHub(r.Move), cv)
			case !IsEGDBWin(r.Score) || PliesToEnd(r.Score) != d:
				t.Errorf("%s %s (%s): score %d, want %d", v, dp.pos.FEN(), dp.val, r.Score, EGDBWin-d)
			case r.TBHits == 0:
				t.Errorf("%s %s: no database hits", v, dp.pos.FEN())
			}
		}
	}
}

// TestEGDBLossesAndDraws: lost positions score the database's distance as a
// loss, drawn ones zero.
func TestEGDBLossesAndDraws(t *testing.T) {
	skipShort(t)
	for _, v := range []movegen.Variant{movegen.Italian, movegen.International} {
		db := testDB(t, v)
		ps := randomPositions(t, db, db.Pieces(), 40, 2, func(dp dbPosition) bool {
			return (dp.val.IsDraw() || dp.val.IsLoss() && dp.val.Plies() > 0) && countFree(db, dp)
		})
		e := New(16, 1)
		e.SetEGDB(db)
		for _, dp := range ps {
			r := e.Search(dbRoot(dp.pos), Limits{Depth: 3}, 1, nil)
			want := Draw
			if dp.val.IsLoss() {
				want = -(EGDBWin - dp.val.Plies())
			}
			if r.Score != want {
				t.Errorf("%s %s (%s): score %d, want %d", v, dp.pos.FEN(), dp.val, r.Score, want)
			}
		}
	}
}

// playout plays from a won position: the engine (database on, a small
// depth) for the winner, the database's best defence for the loser. It
// returns the finished game.
func playout(t *testing.T, e *Engine, db *egdb.DB, start movegen.Position) *movegen.Game {
	t.Helper()
	return playoutWith(t, e, db, start, Limits{Depth: 3})
}

// playoutWith is playout with the engine searching to limits.
func playoutWith(t *testing.T, e *Engine, db *egdb.DB, start movegen.Position, limits Limits) *movegen.Game {
	t.Helper()
	g := movegen.NewGame(start)
	winner := start.Side
	for g.Ply() < 400 && !g.Outcome().Over() {
		p := g.Position()
		var m movegen.Move
		if p.Side == winner {
			root := Root{Position: p, History: slices.Clone(g.RepetitionKeys()), Counters: g.Counters()}
			m = e.Search(root, limits, 1, nil).Move
		} else {
			var ok bool
			if m, _, ok = db.BestMove(&p); !ok {
				t.Fatalf("%s: no database move in %s", p.Variant, p.FEN())
			}
		}
		if err := g.PlayChecked(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestEGDBPlayout: from the longest wins the engine wins against the best
// defence within the database's distance, before the variant's move-count
// rule (Italian 40 moves, FMJD 25 moves and, where they run, 16 and 5
// moves).
func TestEGDBPlayout(t *testing.T) {
	skipShort(t)
	for _, v := range []movegen.Variant{movegen.Italian, movegen.International} {
		db := testDB(t, v)
		ps := longest(randomPositions(t, db, db.Pieces(), 400, 3, winsWithinCount(db, 1)), 4)
		// And the longest wins inside an FMJD endgame count.
		if v == movegen.International {
			in := randomPositions(t, db, db.Pieces(), 300, 4, func(dp dbPosition) bool {
				_, endgame := countLeft(&dp.pos)
				return endgame && winsWithinCount(db, 1)(dp)
			})
			ps = append(ps, longest(in, 3)...)
		}
		e := New(16, 1)
		e.SetEGDB(db)
		for _, dp := range ps {
			g := playout(t, e, db, dp.pos)
			o := g.Outcome()
			won := o.Reason == movegen.NoLegalMove &&
				(o.Result == movegen.WhiteWins) == (dp.pos.Side == movegen.White)
			if !won || g.Ply() > dp.val.Plies() {
				t.Errorf("%s %s (%s): %s after %d plies", v, dp.pos.FEN(), dp.val, o, g.Ply())
			} else {
				t.Logf("%s %s (%s): won in %d plies", v, dp.pos.FEN(), dp.val, g.Ply())
			}
		}
	}
}

// TestEGDBEndgameCounts: in International the FMJD 16- and 5-move counts,
// in Frisian its 7- and 2-move counts, turn database wins that need more
// plies than the count has left into draws, unless a capture leaves the
// endings first; a win that ends exactly when the count runs out still
// counts (the loser has no move before the draw is claimed). Short wins
// in these endings, with the count moved on to leave one ply more than
// the win needs down to two fewer, score as a win or a draw exactly as a
// full search of the rules (forcedWin) finds, once the search reaches as
// deep as the win is long: a win may leave the ending by a sacrifice
// (Frisian's lone king forced to take a king, the other king taking it
// back), which restarts the count and which the probe cannot see.
func TestEGDBEndgameCounts(t *testing.T) {
	skipShort(t)
	for _, v := range []movegen.Variant{movegen.International, movegen.Frisian} {
		t.Run(v.String(), func(t *testing.T) { testEndgameCounts(t, v) })
	}
}

func testEndgameCounts(t *testing.T, v movegen.Variant) {
	db := testDB(t, v)
	ps := randomPositions(t, db, db.Pieces(), 60, 6, func(dp dbPosition) bool {
		_, endgame := countLeft(&dp.pos)
		return endgame && dp.val.IsWin() && dp.val.Plies() >= 3 && dp.val.Plies() <= 7
	})
	e := New(16, 1)
	e.SetEGDB(db)
	wins, draws := 0, 0
	for _, dp := range ps {
		d := dp.val.Plies()
		for _, left := range []int{d + 1, d, d - 1, d - 2} {
			root := dbRoot(dp.pos)
			// Move the running count on so that left plies are left.
			_, fresh := root.Counters.Limit(&dp.pos)
			if root.Counters.Endgame5 >= 0 {
				root.Counters.Endgame5 += fresh - left
			} else {
				root.Counters.Endgame16 += fresh - left
			}
			if _, l := root.Counters.Limit(&dp.pos); l != left {
				t.Fatalf("%s: %d plies left, want %d", dp.pos.FEN(), l, left)
			}
			want := Draw
			if forcedWin(db, &dp.pos, root.Counters, d) {
				want = EGDBWin - d
				wins++
			} else {
				draws++
			}
			if r := e.Search(root, Limits{Depth: d + 1}, 1, nil); r.Score != want {
				t.Errorf("%s (%s) with %d plies left: score %d, want %d", dp.pos.FEN(), dp.val, left, r.Score, want)
			}
		}
	}
	if wins < 20 || draws < 20 {
		t.Errorf("%d wins and %d draws: too few to tell", wins, draws)
	}
}

// forcedWin reports whether the side to move at p, with counters c, wins
// within n plies under all the rules but repetitions: a full search, the
// database only pruning the lines that cannot end in time.
func forcedWin(db *egdb.DB, p *movegen.Position, c movegen.Counters, n int) bool {
	if _, left := c.Limit(p); n <= 0 || left == 0 {
		return false
	}
	var l movegen.MoveList
	p.Generate(&l)
	for _, m := range l.Slice() {
		child := p.Play(m)
		if forcedLoss(db, &child, c.Next(p, m, &child), n-1) {
			return true
		}
	}
	return false
}

// forcedLoss reports whether the side to move at p loses within n plies
// (forcedWin's other half). A side without a move loses even when a count
// runs out there, as movegen.Game.Outcome rules.
func forcedLoss(db *egdb.DB, p *movegen.Position, c movegen.Counters, n int) bool {
	var l movegen.MoveList
	p.Generate(&l)
	if l.N == 0 {
		return true
	}
	if _, left := c.Limit(p); left == 0 || n <= 0 {
		return false
	}
	// A loss within n plies under the counts is one within n without them.
	if v, ok := db.Probe(p); ok && (!v.IsLoss() || v.Plies() > n) {
		return false
	}
	for _, m := range l.Slice() {
		child := p.Play(m)
		if !forcedWin(db, &child, c.Next(p, m, &child), n-1) {
			return false
		}
	}
	return true
}

// TestEGDBHits: the database hits are counted and reported with it, none
// without it or with another variant's database.
func TestEGDBHits(t *testing.T) {
	skipShort(t)
	db := testDB(t, movegen.Italian)
	ps := randomPositions(t, db, db.Pieces(), 1, 8, winsWithinCount(db, 5))
	root := dbRoot(ps[0].pos)
	e := New(16, 1)
	var infoHits uint64
	onInfo := func(in Info) { infoHits = in.TBHits }
	if r := e.Search(root, Limits{Depth: 4}, 1, onInfo); r.TBHits != 0 || infoHits != 0 {
		t.Errorf("no database: %d hits (info %d)", r.TBHits, infoHits)
	}
	e.SetEGDB(db)
	if r := e.Search(root, Limits{Depth: 4}, 1, onInfo); r.TBHits == 0 || infoHits == 0 || infoHits > r.TBHits {
		t.Errorf("database: %d hits (info %d)", r.TBHits, infoHits)
	}
	// A 6-piece position reaches the database through captures.
	p := rootOf(t, movegen.Italian, "W:W14,K31,29:B10,K2,7").Position
	if r := e.Search(dbRoot(p), Limits{Depth: 6}, 1, nil); r.TBHits == 0 {
		t.Errorf("%s: no database hits", p.FEN())
	}
	// Another variant's database is ignored.
	q := movegen.StartPosition(movegen.International)
	if r := e.Search(dbRoot(q), Limits{Depth: 3}, 1, nil); r.TBHits != 0 {
		t.Errorf("international search with an italian database: %d hits", r.TBHits)
	}
	e.SetEGDB(nil)
	if r := e.Search(root, Limits{Depth: 4}, 1, nil); r.TBHits != 0 {
		t.Errorf("database removed: %d hits", r.TBHits)
	}
}

// TestEGDBThreads searches with two threads sharing the database (run
// under the race detector by make test).
func TestEGDBThreads(t *testing.T) {
	db := testDB(t, movegen.Italian)
	e := New(16, 2)
	e.SetEGDB(db)
	for _, fen := range []string{"W:W14,K31,29:B10,K2,7", "B:W14,K31,29:B10,K2,7"} {
		root := rootOf(t, movegen.Italian, fen)
		r := e.Search(root, Limits{Nodes: 30000}, 1, nil)
		if !isLegal(root.Position, r.Move) || r.TBHits == 0 {
			t.Errorf("%s: move legal %v, %d hits", fen, isLegal(root.Position, r.Move), r.TBHits)
		}
	}
}

// TestEGDBSearchAllocatesNothing: probing keeps the search loop free of
// allocations.
func TestEGDBSearchAllocatesNothing(t *testing.T) {
	skipShort(t)
	db := testDB(t, movegen.Italian)
	root := rootOf(t, movegen.Italian, "W:W14,K31,29:B10,K2,7")
	e := New(4, 1)
	e.SetEGDB(db)
	e.Search(root, Limits{Depth: 4}, 1, nil)
	w := e.workers[0]
	e.stop.Store(false)
	w.stopped = false
	n := testing.AllocsPerRun(3, func() {
		e.table.Clear()
		w.nodes = 0
		w.search(-inf, inf, 6, 0)
	})
	if w.tbHits == 0 {
		t.Fatal("no database hits")
	}
	if n != 0 {
		t.Errorf("%v allocations per search", n)
	}
}

// TestEvaluationsBelowEGDBBound: no evaluation comes near the database
// bands (the WLD band's bottom, WLDBound, the lowest), so that none is
// taken for a database win (random positions of
// every variant up to full sides, and a full side of kings against one
// man).
func TestEvaluationsBelowEGDBBound(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for _, v := range movegen.Variants {
		start := movegen.StartPosition(v)
		side := popcount(start.Pieces[movegen.White])
		worst := 0
		for try := 0; try < 20000; try++ {
			perm := r.Perm(v.Squares())
			nw, nb := 1+r.IntN(side), 1+r.IntN(side)
			if try%2 == 0 {
				nb = 1
			}
			kings := r.Float64()
			if try%10 == 0 {
				kings = 1
			}
			var w, b, k uint64
			for i := 0; i < nw+nb; i++ {
				bit := uint64(1) << v.Bit(movegen.Square(perm[i]))
				if i < nw {
					w |= bit
				} else {
					b |= bit
				}
				if r.Float64() < kings {
					k |= bit
				}
			}
			p, err := movegen.NewPosition(v, movegen.Color(try%2), w, b, k)
			if err != nil {
				continue
			}
			s := eval.Evaluate(&p) + eval.NetScore(&p)
			worst = max(worst, s, -s)
		}
		if worst >= WLDBound*3/4 {
			t.Errorf("%s: an evaluation of %d, near the database bands (%d)", v, worst, WLDBound)
		}
	}
}

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
