package player

import (
	"context"
	"math/bits"
	"slices"
	"testing"
	"time"

	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// levelGame plays plies moves of a game from v's start, p deciding both
// sides at its level, and returns them.
func levelGame(t *testing.T, p *Player, v movegen.Variant, plies int, limits search.Limits) []movegen.Move {
	t.Helper()
	g := movegen.NewGame(movegen.StartPosition(v))
	var moves []movegen.Move
	for range plies {
		pos := g.Position()
		var l movegen.MoveList
		pos.Generate(&l)
		if l.N == 0 {
			break
		}
		a := p.Decide(g, limits, nil)
		if !slices.Contains(l.Slice(), a.Move) {
			t.Fatalf("%s: level %+v played %v, not a legal move of %s", v, p.Level(), a.Move, pos.FEN())
		}
		moves = append(moves, a.Move)
		g.Play(a.Move)
	}
	return moves
}

// testRungs are rungs of every kind, weak and strong.
var testRungs = []string{"random", "material", "1", "8", "12"}

// TestLevelReproducibleFromSeed: under one seed a level plays the same
// game again (with two threads asked for: a level searches on one), and
// under other seeds other games.
func TestLevelReproducibleFromSeed(t *testing.T) {
	for _, v := range movegen.Variants {
		for _, name := range testRungs {
			rung, _ := RungNamed(name)
			play := func(seed uint64, threads int) []movegen.Move {
				p, _ := newTest(Book{On: true})
				p.setThreads(threads)
				p.SetLevel(rung.Level)
				p.SetSeed(seed)
				return levelGame(t, p, v, 24, search.Limits{MoveTime: 10 * time.Second})
			}
			first := play(7, 2)
			if again := play(7, 1); !slices.Equal(first, again) {
				t.Errorf("%s rung %s: seed 7 played two different games", v, name)
			}
			differ := false
			for seed := uint64(8); seed < 12 && !differ; seed++ {
				differ = !slices.Equal(first, play(seed, 1))
			}
			if !differ {
				t.Errorf("%s rung %s: seeds 7 to 11 all played the same game", v, name)
			}
		}
	}
}

// TestLevelIndependentOfTime: a level's move does not change with the
// time it is given (its node budget ends the search first), and a node
// limit below its budget bounds it.
func TestLevelIndependentOfTime(t *testing.T) {
	rung, _ := RungNamed("10")
	for _, v := range movegen.Variants {
		var games [2][]movegen.Move
		for i, mt := range []time.Duration{2 * time.Second, 8 * time.Second} {
			p, _ := newTest(Book{})
			p.SetLevel(rung.Level)
			p.SetSeed(3)
			games[i] = levelGame(t, p, v, 16, search.Limits{MoveTime: mt})
		}
		if !slices.Equal(games[0], games[1]) {
			t.Errorf("%s: rung 10 played other moves with 4x the move time", v)
		}
		p, _ := newTest(Book{})
		p.SetLevel(rung.Level)
		r := <-p.start(movegen.NewGame(movegen.StartPosition(v)), search.Limits{Nodes: 50}, 1, nil)
		if r.Nodes > 50 {
			t.Errorf("%s: a node limit of 50 under rung 10 searched %d nodes", v, r.Nodes)
		}
	}
}

// TestLevelBoundByMoveTime: a level whose budget would take minutes still
// answers within a short move time, and Stop ends it.
func TestLevelBoundByMoveTime(t *testing.T) {
	p, _ := newTest(Book{})
	p.SetLevel(Level{Nodes: 1 << 40, Noise: 5})
	g := movegen.NewGame(movegen.StartPosition(movegen.International))
	r := <-p.start(g, search.Limits{MoveTime: 50 * time.Millisecond}, 1, nil)
	if r.Move == (movegen.Move{}) || r.Time > 10*time.Second {
		t.Fatalf("under a 50 ms move time: move %v after %v", r.Move, r.Time)
	}
	done := p.start(g, search.Limits{}, 1, nil)
	time.Sleep(20 * time.Millisecond)
	p.stop()
	select {
	case r := <-done:
		if r.Move == (movegen.Move{}) {
			t.Fatal("a stopped level search gave no move")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Stop did not end a level's search")
	}
}

// TestLevelLeavesBookAndAnalysis: at a level the book is not played, and
// Analyse searches at full strength (all its nodes, no noise: the same
// move as the player at full strength).
func TestLevelLeavesBookAndAnalysis(t *testing.T) {
	p, _ := newTest(Book{On: true})
	g := movegen.NewGame(movegen.StartPosition(movegen.Italian))
	if _, ok := p.quick(g); !ok {
		t.Fatal("at full strength the shipped book does not answer the start")
	}
	p.SetLevel(Level{Nodes: 300, Noise: 80})
	if a, ok := p.quick(g); ok {
		t.Fatalf("at a level the book answered %+v", a)
	}
	full, _ := newTest(Book{})
	want := <-full.start(g, search.Limits{Depth: 6}, 1, nil)
	got := <-p.analyse(g, search.Limits{Depth: 6}, 1, nil)
	if got.Move != want.Move || got.Score != want.Score || got.Nodes != want.Nodes {
		t.Fatalf("Analyse at a level: %+v; at full strength: %+v", got, want)
	}
}

// onRandomGames calls f at every position, with its legal moves (at
// least one), of 20 games of 60 plies of the Random level in each of
// variants, seeds 0 to 19; seed is the game's.
func onRandomGames(variants []movegen.Variant, f func(g *movegen.Game, pos movegen.Position, l *movegen.MoveList, seed uint64)) {
	random, _ := newTest(Book{})
	random.SetLevel(Level{Kind: Random})
	for _, v := range variants {
		for seed := range uint64(20) {
			random.SetSeed(seed)
			g := movegen.NewGame(movegen.StartPosition(v))
			for range 60 {
				pos := g.Position()
				var l movegen.MoveList
				pos.Generate(&l)
				if l.N == 0 {
					break
				}
				f(g, pos, &l, seed)
				g.Play(random.Decide(g, search.Limits{}, nil).Move)
			}
		}
	}
}

// TestMaterialNeverHangsAMan: in positions from random games, when some
// move leaves the opponent no capture (and none crowns a man, which may
// be worth a man given back), the Material level never plays a move
// after which the opponent captures and it cannot capture back.
func TestMaterialNeverHangsAMan(t *testing.T) {
	p, _ := newTest(Book{})
	p.SetLevel(Level{Kind: Material})
	checked := 0
	onRandomGames(movegen.Variants, func(g *movegen.Game, pos movegen.Position, l *movegen.MoveList, seed uint64) {
		safe, crowns := false, false
		for i := range l.N {
			next := pos.Play(l.Moves[i])
			safe = safe || !opponentCaptures(next)
			crowns = crowns || bits.OnesCount64(next.Kings) > bits.OnesCount64(pos.Kings)
		}
		if safe && !crowns && !l.Moves[0].IsCapture() {
			p.SetSeed(seed)
			m := p.Decide(g, search.Limits{}, nil).Move
			if hangs(pos.Play(m)) {
				t.Fatalf("%s %s: Material played %s, which gives a piece away", pos.Variant, pos.FEN(), pos.FormatPDN(m))
			}
			checked++
		}
	})
	if checked < 200 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// TestMaterialHalf: the pool's material-50 player gives a piece away
// where Material never does (its random half), about half as often as
// the Random player does in the same positions.
func TestMaterialHalf(t *testing.T) {
	rung, ok := RungNamed("material-50")
	if !ok || rung.Level.Kind != Material || rung.Level.RandomShare != 50 {
		t.Fatalf("material-50: %+v, %v", rung, ok)
	}
	half, _ := newTest(Book{})
	half.SetLevel(rung.Level)
	random, _ := newTest(Book{})
	random.SetLevel(Level{Kind: Random})
	hung, randomHung, checked := 0, 0, 0
	variants := []movegen.Variant{movegen.Italian, movegen.International, movegen.Dameo}
	onRandomGames(variants, func(g *movegen.Game, pos movegen.Position, l *movegen.MoveList, seed uint64) {
		safeMoves := 0
		for i := range l.N {
			if next := pos.Play(l.Moves[i]); !hangs(next) && bits.OnesCount64(next.Kings) == bits.OnesCount64(pos.Kings) {
				safeMoves++
			}
		}
		if safeMoves == 0 || safeMoves == l.N || l.Moves[0].IsCapture() {
			return
		}
		half.SetSeed(seed)
		if hangs(pos.Play(half.Decide(g, search.Limits{}, nil).Move)) {
			hung++
		}
		random.SetSeed(seed + 1000) // not the walk's own next move
		if hangs(pos.Play(random.Decide(g, search.Limits{}, nil).Move)) {
			randomHung++
		}
		checked++
	})
	if checked < 1000 || randomHung < 200 || 4*hung < randomHung || 4*hung > 3*randomHung {
		t.Fatalf("of %d positions, material-50 gave a piece away in %d, Random in %d", checked, hung, randomHung)
	}
	t.Logf("of %d positions, material-50 gave a piece away in %d, Random in %d", checked, hung, randomHung)
}

// opponentCaptures reports whether the side to move in pos must capture.
func opponentCaptures(pos movegen.Position) bool {
	var l movegen.MoveList
	pos.Generate(&l)
	return l.N > 0 && l.Moves[0].IsCapture()
}

// hangs reports whether the side to move in pos has a capture after
// which its opponent has none.
func hangs(pos movegen.Position) bool {
	var l movegen.MoveList
	pos.Generate(&l)
	for i := range l.N {
		if l.Moves[i].IsCapture() && !opponentCaptures(pos.Play(l.Moves[i])) {
			return true
		}
	}
	return false
}

// TestRandomSpreads: the Random level plays every start move of Italian
// under some seed.
func TestRandomSpreads(t *testing.T) {
	p, _ := newTest(Book{})
	p.SetLevel(Level{Kind: Random})
	g := movegen.NewGame(movegen.StartPosition(movegen.Italian))
	var l movegen.MoveList
	start := g.Position()
	start.Generate(&l)
	seen := map[movegen.Move]bool{}
	for seed := range uint64(200) {
		p.SetSeed(seed)
		seen[p.Decide(g, search.Limits{}, nil).Move] = true
	}
	if len(seen) != l.N {
		t.Fatalf("200 seeds played %d of the %d start moves", len(seen), l.N)
	}
}

// TestDatabasesComeBackAfterALevel: a level searches without the
// databases, and the next full-strength search has them again.
func TestDatabasesComeBackAfterALevel(t *testing.T) {
	dir := t.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: movegen.Italian, Pieces: 3, Dir: dir}); err != nil {
		t.Fatal(err)
	}
	p := New(Settings{HashMB: 4, Threads: 1, EGDB: EGDB{Path: dir}, Params: search.DefaultParams()}, func(string) {})
	g := movegen.NewGame(mustFEN(t, movegen.Italian, "W:WK10:BK31"))
	hits := func() uint64 { return (<-p.start(g, search.Limits{Depth: 4}, 1, nil)).TBHits }
	if hits() == 0 {
		t.Fatal("no database hits at full strength")
	}
	p.SetLevel(Level{Nodes: 2000, Noise: 10})
	if n := hits(); n != 0 {
		t.Fatalf("a level probed the databases %d times", n)
	}
	p.SetLevel(Level{})
	if hits() == 0 {
		t.Fatal("no database hits at full strength after a level")
	}
}

// TestEveryRungPlaysLegally: every rung of the ladder, in every variant,
// plays legal moves (levelGame checks each) within a move time.
func TestEveryRungPlaysLegally(t *testing.T) {
	for _, v := range movegen.Variants {
		for _, r := range Ladder {
			p, _ := newTest(Book{})
			p.SetLevel(r.Level)
			if moves := levelGame(t, p, v, 8, search.Limits{MoveTime: 2 * time.Second}); len(moves) != 8 {
				t.Errorf("%s rung %s: %d moves from the start", v, r.Name, len(moves))
			}
		}
	}
}

// TestLevelScoresCarryNoNoise: the weakest level's scores in the opening,
// reported and answered, are the evaluation without its noise (±8 men):
// each is the unnoised evaluation at the end of its line, and within
// three men of an even start.
func TestLevelScoresCarryNoNoise(t *testing.T) {
	rung, _ := RungNamed("0")
	if rung.Level.Noise < 500 {
		t.Fatalf("rung 0's noise is %d centi-men: pick a noisier rung", rung.Level.Noise)
	}
	for seed := uint64(1); seed <= 8; seed++ {
		p, _ := newTest(Book{})
		p.SetLevel(rung.Level)
		p.SetSeed(seed)
		g := movegen.NewGame(movegen.StartPosition(movegen.Italian))
		root := g.Position()
		var infos []search.Info
		a := p.Decide(g, search.Limits{}, func(in search.Info) { infos = append(infos, in) })
		for _, in := range infos {
			pos := root
			for _, m := range in.PV {
				pos = pos.Play(m)
			}
			want := p.Evaluate(&pos)
			if len(in.PV)%2 == 1 {
				want = -want
			}
			if in.Score != want || in.Score > 300 || in.Score < -300 {
				t.Errorf("seed %d depth %d: score %d, the unnoised evaluation at the line's end %d", seed, in.Depth, in.Score, want)
			}
		}
		if len(infos) == 0 || a.Score != infos[len(infos)-1].Score {
			t.Errorf("seed %d: answered %d after %d reports", seed, a.Score, len(infos))
		}
	}
}
