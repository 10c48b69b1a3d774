package player

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/eval"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// newTest is a small player with the book as given and no databases; its
// warnings are collected.
func newTest(b Book) (*Player, *[]string) {
	var warnings []string
	p := New(Settings{HashMB: 4, Threads: 1, EGDB: EGDB{Path: "none"}, Book: b, Params: search.DefaultParams()},
		func(w string) { warnings = append(warnings, w) })
	return p, &warnings
}

func mustFEN(t *testing.T, v movegen.Variant, fen string) movegen.Position {
	t.Helper()
	p, err := movegen.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestQuickForcedMove: a position with one legal move is answered at
// once with it, even with the book off.
func TestQuickForcedMove(t *testing.T) {
	p, _ := newTest(Book{})
	pos := mustFEN(t, movegen.Italian, "W:W22:B18,26") // 22x13 is White's only move
	var l movegen.MoveList
	pos.Generate(&l)
	if l.N != 1 {
		t.Fatalf("the test position has %d moves", l.N)
	}
	a, ok := p.quick(movegen.NewGame(pos))
	if !ok || a.Source != Forced || a.Move != l.Moves[0] {
		t.Fatalf("quick = %+v, %v; want the forced move %s", a, ok, pos.FormatPDN(l.Moves[0]))
	}
}

// TestQuickBookMove: at the start the shipped book answers with one of
// its moves within the variety; with the book off nothing answers at once.
func TestQuickBookMove(t *testing.T) {
	for _, v := range movegen.Variants {
		b, err := book.Shipped(v)
		if err != nil {
			continue
		}
		start := movegen.StartPosition(v)
		var found book.Moves
		if b.Probe(&start, &found) == 0 {
			t.Fatalf("%s: the shipped book has no start position", v)
		}
		p, warnings := newTest(Book{On: true, Variety: 5})
		a, ok := p.quick(movegen.NewGame(start))
		if !ok || a.Source != FromBook {
			t.Fatalf("%s: quick at the start = %+v, %v; want a book move", v, a, ok)
		}
		best := int(found.Entries[0].Score)
		if !slices.ContainsFunc(found.Slice(), func(e book.Entry) bool { return e.Move == a.Move && best-int(e.Score) <= 5 }) {
			t.Errorf("%s: %s is not a book move within 5 of the best", v, start.FormatPDN(a.Move))
		}
		if len(*warnings) > 0 {
			t.Errorf("%s: warnings %v", v, *warnings)
		}
		off, _ := newTest(Book{On: false})
		if a, ok := off.quick(movegen.NewGame(start)); ok {
			t.Errorf("%s: book off, quick answered %+v", v, a)
		}
	}
}

// TestBadBookWarnsOnce: a book file that is not there is reported once and
// the player searches.
func TestBadBookWarnsOnce(t *testing.T) {
	p, warnings := newTest(Book{On: true, File: filepath.Join(t.TempDir(), "none.book")})
	g := movegen.NewGame(movegen.StartPosition(movegen.Italian))
	for range 2 {
		if a := p.Decide(g, search.Limits{Depth: 2}, nil); a.Source != Searched || a.Move == (movegen.Move{}) {
			t.Fatalf("Decide = %+v; want a searched move", a)
		}
	}
	if len(*warnings) != 1 || !strings.Contains((*warnings)[0], "book not used") {
		t.Errorf("warnings %q; want one saying the book is not used", *warnings)
	}
}

// TestSettingsReachTheEngine: hash is rounded to a power of two, and
// params and threads set before or after the engine exists reach it.
func TestSettingsReachTheEngine(t *testing.T) {
	p, _ := newTest(Book{})
	if got, err := p.setHash(6); err != nil || got != 4 || p.Settings().HashMB != 4 {
		t.Errorf("SetHash(6) = %d, %v; want 4 in effect", got, err)
	}
	params := search.DefaultParams()
	params.AspirationWindow++
	if err := p.setParams(params); err != nil {
		t.Fatal(err)
	}
	p.Prepare(movegen.Italian)
	if got := p.eng.Params(); got != params {
		t.Errorf("params set before the engine: %+v, want %+v", got, params)
	}
	params.AspirationWindow++
	if err := p.setParams(params); err != nil || p.eng.Params() != params {
		t.Errorf("params set after: %+v, %v; want %+v", p.eng.Params(), err, params)
	}
}

// TestEvaluateAddsTheNet: Evaluate is the tables plus the net where the
// params use it, and the tables alone where they do not.
func TestEvaluateAddsTheNet(t *testing.T) {
	p, _ := newTest(Book{})
	pos := movegen.StartPosition(movegen.International)
	g := movegen.NewGame(pos)
	for range 6 {
		q := g.Position()
		var l movegen.MoveList
		q.Generate(&l)
		g.Play(l.Moves[l.N/2])
	}
	pos = g.Position()
	params := p.Settings().Params
	params.Net = 1
	if err := p.setParams(params); err != nil {
		t.Fatal(err)
	}
	if got, want := p.Evaluate(&pos), eval.Evaluate(&pos)+eval.NetScore(&pos); got != want {
		t.Errorf("with the net: %d, want %d", got, want)
	}
	params.Net = 0
	if err := p.setParams(params); err != nil {
		t.Fatal(err)
	}
	if got, want := p.Evaluate(&pos), eval.Evaluate(&pos); got != want {
		t.Errorf("without the net: %d, want %d", got, want)
	}
}

// TestDenseOnlyDatabasesUsed: a folder of win/loss/draw files alone is
// used without a warning: a won position the files cover is played to a
// lost one and scored as a win.
func TestDenseOnlyDatabasesUsed(t *testing.T) {
	dir, out := t.TempDir(), t.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: movegen.Italian, Pieces: 3, Dir: dir, Threads: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := build.Convert(context.Background(), build.ConvertOptions{Variant: movegen.Italian, Dir: dir, Out: out, Threads: 1}); err != nil {
		t.Fatal(err)
	}
	full, err := egdb.Open(dir, movegen.Italian, egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var warnings []string
	p := New(Settings{HashMB: 4, Threads: 1, EGDB: EGDB{Path: out}, Params: search.DefaultParams()},
		func(w string) { warnings = append(warnings, w) })
	pos := mustFEN(t, movegen.Italian, "W:WK1,K2:B23")
	if v, ok := full.Probe(&pos); !ok || !v.IsWin() {
		t.Fatalf("%s: %v, want a win", pos.FEN(), v)
	}
	// The slices are read in the background: the first searches may miss.
	a := p.Decide(movegen.NewGame(pos), search.Limits{Depth: 2}, nil)
	for deadline := time.Now().Add(10 * time.Second); a.Result.TBHits == 0 && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
		a = p.Decide(movegen.NewGame(pos), search.Limits{Depth: 2}, nil)
	}
	child := pos.Play(a.Move)
	if v, ok := full.Probe(&child); !ok || !v.IsLoss() || !search.IsWLDWin(a.Score) && !search.IsEGDBWin(a.Score) {
		t.Errorf("Decide = %+v: to %v; want a move to a lost position scored as a win", a, v)
	}
	if len(warnings) != 0 {
		t.Errorf("warnings %q; want none", warnings)
	}
	if pieces, _, ok := p.Databases(); !ok || pieces != 3 {
		t.Errorf("Databases = %d, %v; want 3 pieces in use", pieces, ok)
	}
}

// TestZeroParamsAreTheDefaults: a front end that leaves the search
// settings out (the CheckerBoard DLL's) gets the defaults, not zeros; a
// setting the engine refuses is said and replaced by the defaults.
func TestZeroParamsAreTheDefaults(t *testing.T) {
	if got := New(Settings{}, func(string) {}).Settings().Params; got != search.DefaultParams() {
		t.Errorf("zero params became %+v", got)
	}
	bad := search.DefaultParams()
	bad.LMRTwoPlies = 0 // out of its range
	var warned []string
	p := New(Settings{Params: bad, EGDB: EGDB{Path: EGDBOff}}, func(s string) { warned = append(warned, s) })
	p.Prepare(movegen.Italian)
	if len(warned) != 1 || p.Settings().Params != search.DefaultParams() {
		t.Errorf("refused params: warnings %q, params %+v", warned, p.Settings().Params)
	}
}
