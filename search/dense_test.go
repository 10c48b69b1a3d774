// Tests of the search with the dense win/loss/draw files: the largest
// slices of the test database known by their outcomes alone, the smaller
// ones by their distances, the full distance database as the oracle.

package search

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
)

// denseDB opens (once per test binary and variant) a database of v whose
// slices of the test database's largest piece count are dense files and
// conversion files, those below distance files, made from the test
// database.
func denseDB(t *testing.T, v movegen.Variant) *egdb.DB {
	t.Helper()
	full := testDB(t, v)
	testDBs.Lock()
	defer testDBs.Unlock()
	key := v + 100 // the dense databases' entries in testDBs
	if db, ok := testDBs.dbs[key]; ok {
		return db
	}
	wld, mixed := testDBs.dir+"/"+v.String()+"-wld", testDBs.dir+"/"+v.String()+"-mixed"
	if _, err := build.Convert(context.Background(), build.ConvertOptions{Variant: v, Dir: full.Dir(), Out: wld, Threads: 2}); err != nil {
		t.Fatal(err)
	}
	co := build.ConversionOptions{Variant: v, Dir: wld, Pieces: full.Pieces(), Threads: 2}
	if _, err := build.Conversions(context.Background(), co); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(mixed, 0o755); err != nil {
		t.Fatal(err)
	}
	link := func(dir string, keep func(egdb.SliceInfo) bool) {
		infos, err := egdb.List(dir, v)
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range infos {
			if keep(in) {
				if err := os.Symlink(filepath.Join(dir, in.Name), filepath.Join(mixed, in.Name)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	n := full.Pieces()
	link(full.Dir(), func(in egdb.SliceInfo) bool { return in.Pieces < n })
	link(wld, func(in egdb.SliceInfo) bool { return in.Pieces == n })
	db, err := egdb.Open(mixed, v, egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if db.Pieces() != n-1 || db.OutcomePieces() != n {
		t.Fatalf("%s: the dense database covers %d pieces with distances and %d with outcomes, want %d and %d",
			v, db.Pieces(), db.OutcomePieces(), n-1, n)
	}
	testDBs.dbs[key] = db
	return db
}

// largest keeps the positions of the test database's largest piece count
// that keep accepts.
func largest(db *egdb.DB, keep func(dbPosition) bool) func(dbPosition) bool {
	return func(dp dbPosition) bool {
		return popcount(dp.pos.Pieces[0]|dp.pos.Pieces[1]) == db.Pieces() && keep(dp)
	}
}

// TestDenseScoresAndMoves: where the dense files alone know the root, the
// engine keeps its outcome (a won root's move leads to a lost position, a
// drawn one's never to a won one) and reports it: a win in the WLD band
// or a distance win it found, zero for a draw, a loss in a loss band.
func TestDenseScoresAndMoves(t *testing.T) {
	skipShort(t)
	v := movegen.Italian
	full, dense := testDB(t, v), denseDB(t, v)
	ps := randomPositions(t, full, full.Pieces(), 90, 11, largest(full, func(dbPosition) bool { return true }))
	if len(ps) < 60 {
		t.Fatalf("only %d positions", len(ps))
	}
	e := New(16, 1)
	e.SetEGDB(dense)
	kinds := map[string]int{}
	for _, dp := range ps {
		r := e.Search(dbRoot(dp.pos), Limits{Depth: 3}, 1, nil)
		child := dp.pos.Play(r.Move)
		cv, ok := full.Probe(&child)
		var bad bool
		switch {
		case !isLegal(dp.pos, r.Move) || !ok:
			bad = true
		case dp.val.IsWin():
			kinds["win"]++
			bad = !cv.IsLoss() || !IsWLDWin(r.Score) && !IsEGDBWin(r.Score) && !IsWin(r.Score)
		case dp.val.IsDraw():
			kinds["draw"]++
			bad = cv.IsWin() || r.Score != Draw
		default:
			kinds["loss"]++
			bad = !IsWLDLoss(r.Score) && !IsEGDBLoss(r.Score) && !IsLoss(r.Score)
		}
		if bad {
			t.Errorf("%s (%s): move %s to %s, score %d", dp.pos.FEN(), dp.val, dp.pos.FormatHub(r.Move), cv, r.Score)
		}
	}
	for _, k := range []string{"win", "draw", "loss"} {
		if kinds[k] < 5 {
			t.Errorf("only %d positions of kind %s: %v", kinds[k], k, kinds)
		}
	}
}

// TestDensePlayout: from the longest wins of the largest piece count,
// known to the engine by their outcomes and conversion values alone, the
// engine wins against the distance files' best defence before the
// variant's move-count rules draw the game.
func TestDensePlayout(t *testing.T) {
	skipShort(t)
	for _, v := range []movegen.Variant{movegen.Italian, movegen.International} {
		full, dense := testDB(t, v), denseDB(t, v)
		ps := longest(randomPositions(t, full, full.Pieces(), 400, 3, largest(full, winsWithinCount(full, 1))), 6)
		if len(ps) < 6 {
			t.Fatalf("%s: only %d won positions", v, len(ps))
		}
		e := New(16, 1)
		e.SetEGDB(dense)
		for _, dp := range ps {
			g := playoutWith(t, e, full, dp.pos, Limits{Depth: 8})
			o := g.Outcome()
			won := o.Reason == movegen.NoLegalMove &&
				(o.Result == movegen.WhiteWins) == (dp.pos.Side == movegen.White)
			if !won {
				t.Errorf("%s %s (%s): %s after %d plies", v, dp.pos.FEN(), dp.val, o, g.Ply())
			} else {
				t.Logf("%s %s (%s): won in %d plies", v, dp.pos.FEN(), dp.val, g.Ply())
			}
		}
	}
}
