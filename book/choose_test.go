package book

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// startBook scores the moves of Italian's start position: 23-19 +20,
// 22-19 +15, 21-18 +12, 24-20 -40, the others absent.
func startBook(t *testing.T) (*Book, movegen.Position, map[string]movegen.Move) {
	t.Helper()
	pos := movegen.StartPosition(movegen.Italian)
	scores := map[string]int16{"23-19": 20, "22-19": 15, "21-18": 12, "24-20": -40}
	moves := map[string]movegen.Move{}
	var entries []Entry
	for name, s := range scores {
		m, err := pos.ParseMove(name)
		if err != nil {
			t.Fatal(err)
		}
		moves[name] = m
		entries = append(entries, Entry{Key: pos.Key, Move: m, Score: s, Depth: 10, Flags: Searched})
	}
	b, err := Parse(encode(t, movegen.Italian, entries, ""))
	if err != nil {
		t.Fatal(err)
	}
	return b, pos, moves
}

func TestVarietyZeroPlaysTheBestAlways(t *testing.T) {
	b, pos, moves := startBook(t)
	for seed := range uint64(50) {
		e, ok := b.Choose(&pos, nil, movegen.NewCounters(&pos), 0, rand.New(rand.NewPCG(seed, 1)))
		if !ok || e.Move != moves["23-19"] {
			t.Fatalf("seed %d: got %v %v, want 23-19", seed, e.Move, ok)
		}
	}
}

func TestVarietyStaysInsideItsMargin(t *testing.T) {
	b, pos, moves := startBook(t)
	rng := rand.New(rand.NewPCG(2, 3))
	count := map[movegen.Move]int{}
	const draws = 30000
	for range draws {
		e, ok := b.Choose(&pos, nil, movegen.NewCounters(&pos), 10, rng)
		if !ok {
			t.Fatal("no book move")
		}
		count[e.Move]++
	}
	// Margin 10: 23-19 (weight 11), 22-19 (6), 21-18 (3); 24-20 never.
	want := map[string]float64{"23-19": 11.0 / 20, "22-19": 6.0 / 20, "21-18": 3.0 / 20, "24-20": 0}
	for name, share := range want {
		got := float64(count[moves[name]]) / draws
		if got < share-0.015 || got > share+0.015 {
			t.Errorf("%s played %.3f of the time, want %.3f", name, got, share)
		}
	}
}

func TestNoBookMoveThatRepeatsOrUnderARunningCount(t *testing.T) {
	// Kings on both sides: the FID count runs once a king has moved, and
	// the book is then left alone.
	pos, err := movegen.ParseFEN(movegen.Italian, "W:WK22,29:BK10,5")
	if err != nil {
		t.Fatal(err)
	}
	m, err := pos.ParseMove("22-18")
	if err != nil {
		t.Fatal(err)
	}
	b, err := Parse(encode(t, movegen.Italian, []Entry{{Key: pos.Key, Move: m, Score: 30, Flags: Searched}}, ""))
	if err != nil {
		t.Fatal(err)
	}
	counted := movegen.Counters{Reversible: 4, Endgame16: -1, Endgame5: -1}
	if _, ok := b.Choose(&pos, nil, counted, 0, nil); ok {
		t.Error("a book move was played while the 40-move count runs")
	}
	if _, ok := b.Choose(&pos, nil, movegen.NewCounters(&pos), 0, nil); !ok {
		t.Error("no book move where the 40-move count has not begun")
	}
	// International: the 25-move rule counts from the start, but nothing
	// has been counted there yet; a 16-move ending that runs stops the book.
	intl := movegen.StartPosition(movegen.International)
	im, _ := intl.ParseMove("32-28")
	ib, err := Parse(encode(t, movegen.International, []Entry{{Key: intl.Key, Move: im, Score: 5, Flags: Searched}}, ""))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := ib.Choose(&intl, nil, movegen.NewCounters(&intl), 0, nil); !ok {
		t.Error("no book move in International's start position")
	}
	if _, ok := ib.Choose(&intl, nil, movegen.Counters{Endgame16: 2, Endgame5: -1}, 0, nil); ok {
		t.Error("a book move under a running 16-move count")
	}
	// Only White has a king: no count; the move is played unless the
	// position after it was already on the board.
	pos, _ = movegen.ParseFEN(movegen.Italian, "W:WK22,29:B10,5")
	m, _ = pos.ParseMove("22-18")
	b, err = Parse(encode(t, movegen.Italian, []Entry{{Key: pos.Key, Move: m, Score: 30, Flags: Searched}}, ""))
	if err != nil {
		t.Fatal(err)
	}
	c := movegen.NewCounters(&pos)
	if e, ok := b.Choose(&pos, nil, c, 0, nil); !ok || e.Move != m {
		t.Fatal("the book move was not played")
	}
	after := pos.Play(m)
	if _, ok := b.Choose(&pos, []uint64{after.Key}, c, 0, nil); ok {
		t.Error("a book move that repeats a position was played")
	}
}

const games = `[Event "a"]
[Result "2-0"]
1. 23-19 10-14 2. 19x10 1-0

[Event "b"]
[Result "0-2"]
1. 23-19 9-13 0-2

[Event "c"]
[Result "1-1"]
1. 22-19 9-13 1-1

[Event "d"]
[Result "*"]
1. 22-19 *
`

func TestFromGamesCountsResultsForTheMover(t *testing.T) {
	recs, err := pdn.Read(strings.NewReader(games), movegen.Italian)
	if err != nil {
		t.Fatal(err)
	}
	entries, stats, err := FromGames(movegen.Italian, recs, GamesOptions{Plies: 2})
	if err != nil {
		t.Fatal(err)
	}
	if stats.Games != 3 || stats.Skipped != 1 {
		t.Fatalf("stats %+v, want 3 games and 1 skipped", stats)
	}
	start := movegen.StartPosition(movegen.Italian)
	after2319 := start.Play(mustMove(t, start, "23-19"))
	after2219 := start.Play(mustMove(t, start, "22-19"))
	type key struct {
		pos  movegen.Position
		move string
	}
	want := map[key][2]uint32{ // games, half-points of the mover
		{start, "23-19"}:     {2, 2},
		{start, "22-19"}:     {1, 1},
		{after2319, "10-14"}: {1, 0},
		{after2319, "9-13"}:  {1, 2},
		{after2219, "9-13"}:  {1, 1},
	}
	if len(entries) != len(want) {
		t.Fatalf("%d entries, want %d", len(entries), len(want))
	}
	for k, w := range want {
		m := mustMove(t, k.pos, k.move)
		found := false
		for _, e := range entries {
			if e.Key == k.pos.Key && e.Move == m {
				found = true
				if e.Games != w[0] || e.HalfPoints != w[1] || e.Flags != Played {
					t.Errorf("%s: %d games %d half-points flags %d, want %v", k.move, e.Games, e.HalfPoints, e.Flags, w)
				}
			}
		}
		if !found {
			t.Errorf("%s missing", k.move)
		}
	}
	// Rank from results: 23-19 scored 50% (0), 9-13 after 23-19 100% (+100).
	for _, e := range entries {
		if e.Key == after2319.Key && e.Move == mustMove(t, after2319, "9-13") && e.Rank() != 100 {
			t.Errorf("rank of a move that always won: %d, want 100", e.Rank())
		}
	}
	if _, _, err := FromGames(movegen.International, recs, GamesOptions{}); err == nil {
		t.Error("Italian games taken for an International book")
	}
}

func mustMove(t *testing.T, p movegen.Position, s string) movegen.Move {
	t.Helper()
	m, err := p.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestMergeKeepsTheDeepestScoreAndAddsGames(t *testing.T) {
	pos := movegen.StartPosition(movegen.Italian)
	m := mustMove(t, pos, "23-19")
	n := mustMove(t, pos, "22-19")
	a, _ := Parse(encode(t, movegen.Italian, []Entry{
		{Key: pos.Key, Move: m, Score: 10, Depth: 8, Flags: Searched},
		{Key: pos.Key, Move: n, Games: 3, HalfPoints: 4, Flags: Played}}, ""))
	b, _ := Parse(encode(t, movegen.Italian, []Entry{
		{Key: pos.Key, Move: m, Score: 25, Depth: 12, Flags: Searched | Played, Games: 2, HalfPoints: 1},
		{Key: pos.Key, Move: n, Score: 5, Depth: 4, Flags: Searched, Games: 0}}, ""))
	merged, err := Merge(a, b)
	if err != nil {
		t.Fatal(err)
	}
	want := map[movegen.Move]Entry{
		m: {Key: pos.Key, Move: m, Score: 25, Depth: 12, Flags: Searched | Played, Games: 2, HalfPoints: 1},
		n: {Key: pos.Key, Move: n, Score: 5, Depth: 4, Flags: Searched | Played, Games: 3, HalfPoints: 4},
	}
	if len(merged) != 2 {
		t.Fatalf("%d entries, want 2", len(merged))
	}
	for _, e := range merged {
		if e != want[e.Move] {
			t.Errorf("merged %+v, want %+v", e, want[e.Move])
		}
	}
	intl, _ := Parse(encode(t, movegen.International, nil, ""))
	if _, err := Merge(a, intl); err == nil {
		t.Error("an Italian and an International book were merged")
	}
}
