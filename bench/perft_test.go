// Tests of perft against published figures, and of threads, the hash table,
// Divide and progress against plain perft.

package bench

import (
	"bufio"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// perftCase is one line of testdata/perft.txt.
type perftCase struct {
	variant movegen.Variant
	fen     string
	pos     movegen.Position
	counts  []uint64 // counts[d-1] is the leaf count at depth d
}

func loadCases(t *testing.T) []perftCase {
	t.Helper()
	f, err := os.Open("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []perftCase
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "|")
		if len(fields) != 3 {
			t.Fatalf("perft.txt:%d: want 3 fields separated by |", line)
		}
		v, err := movegen.ParseVariant(fields[0])
		if err != nil {
			t.Fatalf("perft.txt:%d: %v", line, err)
		}
		c := perftCase{variant: v, fen: strings.TrimSpace(fields[1])}
		if c.fen == "start" {
			c.pos = movegen.StartPosition(v)
		} else if c.pos, err = movegen.ParseFEN(v, c.fen); err != nil {
			t.Fatalf("perft.txt:%d: %v", line, err)
		}
		for _, s := range strings.Fields(fields[2]) {
			n, err := strconv.ParseUint(s, 10, 64)
			if err != nil {
				t.Fatalf("perft.txt:%d: %v", line, err)
			}
			c.counts = append(c.counts, n)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatal("perft.txt holds no cases")
	}
	return cases
}

// TestPerftPublished checks every depth whose published count is within a
// leaf budget: plain runs go deepest (Italian 11, International 9 from the
// start, Dameo 4); threads and the hash table run as separate sub-tests to
// a smaller budget. With -short only the shallow depths run. Deeper depths:
// see README.md ("damaengine perft").
func TestPerftPublished(t *testing.T) {
	modes := []struct {
		name   string
		opts   Options
		budget uint64 // largest count to check, normal run
	}{
		{"plain", Options{}, 300_000_000},
		{"threads", Options{Threads: 2}, 100_000_000},
		{"hash", Options{HashMB: 16}, 100_000_000},
		{"threads+hash", Options{Threads: 2, HashMB: 16}, 20_000_000},
	}
	for _, c := range loadCases(t) {
		for _, mode := range modes {
			budget := mode.budget
			if testing.Short() {
				budget = 300_000
			}
			t.Run(c.variant.String()+"/"+c.fen+"/"+mode.name, func(t *testing.T) {
				for i, want := range c.counts {
					if want > budget {
						break
					}
					if got := mustPerft(t, c.pos, i+1, mode.opts); got != want {
						t.Fatalf("perft %d = %d, published %d", i+1, got, want)
					}
				}
			})
		}
	}
}

// mustPerft is Perft for runs that cannot be stopped.
func mustPerft(t *testing.T, p movegen.Position, depth int, opts Options) uint64 {
	t.Helper()
	n, err := Perft(p, depth, opts)
	if err != nil {
		t.Fatalf("perft %d of %s: %v", depth, p.FEN(), err)
	}
	return n
}

// randomPositions plays seeded random games and returns positions met on
// the way, so that kings and captures show up.
func randomPositions(v movegen.Variant, games, plies int) []movegen.Position {
	rng := rand.New(rand.NewPCG(uint64(v)+1, 42))
	list := new(movegen.MoveList)
	var out []movegen.Position
	for range games {
		p := movegen.StartPosition(v)
		for ply := 0; ply < plies; ply++ {
			p.Generate(list)
			if list.N == 0 {
				break
			}
			p = p.Play(list.Moves[rng.IntN(list.N)])
			if ply%10 == 9 {
				out = append(out, p)
			}
		}
	}
	return out
}

// TestOptionsAgree checks that threads, a table small enough to be
// overwritten all the time, and both together give the plain counts.
func TestOptionsAgree(t *testing.T) {
	depths := map[movegen.Variant]int{movegen.Italian: 6, movegen.International: 5, movegen.Dameo: 3}
	variants := []Options{{Threads: 2}, {HashMB: 1}, {Threads: 3, HashMB: 1}}
	for _, v := range movegen.Variants {
		games := 6
		if testing.Short() {
			games = 2
		}
		for i, p := range randomPositions(v, games, 80) {
			want := mustPerft(t, p, depths[v], Options{})
			for _, opts := range variants {
				if got := mustPerft(t, p, depths[v], opts); got != want {
					t.Errorf("%s position %d %s: perft %d with %+v = %d, plain %d",
						v, i, p.FEN(), depths[v], opts, got, want)
				}
			}
		}
	}
}

// TestTableTranspositions checks the table on a depth with many
// transpositions, where hits must happen and still give the right count.
func TestTableTranspositions(t *testing.T) {
	p := movegen.StartPosition(movegen.Italian)
	tt := NewTable(1)
	salt := variantSalt(p.Variant)
	w := newWalker(8, tt, salt, nil)
	if got, want := w.count(&p, 8), uint64(828783); got != want {
		t.Fatalf("perft 8 with a table = %d, want %d", got, want)
	}
	n, ok := tt.probe(p.Key^salt, 8)
	if !ok || n != 828783 {
		t.Fatalf("probe of the root after perft 8 = %d, %v; want 828783, true", n, ok)
	}
	if _, ok := tt.probe(p.Key^salt, 7); ok {
		t.Fatal("probe at another depth hit")
	}
	if _, ok := tt.probe(p.Key^salt^1, 8); ok {
		t.Fatal("probe with another key hit")
	}
	if _, ok := tt.probe(p.Key^variantSalt(movegen.Dameo), 8); ok {
		t.Fatal("probe for another variant hit")
	}
}

// TestSharedTable keeps one small table across depths, variants and
// thread counts: every count must stay the plain one.
func TestSharedTable(t *testing.T) {
	tt := NewTable(1)
	depths := map[movegen.Variant]int{movegen.Italian: 7, movegen.International: 6, movegen.Dameo: 3}
	for round := range 2 {
		for _, v := range movegen.Variants {
			p := movegen.StartPosition(v)
			for d := 1; d <= depths[v]; d++ {
				want := mustPerft(t, p, d, Options{})
				if got := mustPerft(t, p, d, Options{Table: tt, Threads: 1 + round}); got != want {
					t.Errorf("round %d %s perft %d with a shared table = %d, plain %d", round, v, d, got, want)
				}
			}
		}
	}
}

func TestDivide(t *testing.T) {
	for _, v := range movegen.Variants {
		for _, p := range append([]movegen.Position{movegen.StartPosition(v)}, randomPositions(v, 1, 60)...) {
			const depth = 3
			want := mustPerft(t, p, depth, Options{})
			for _, opts := range []Options{{}, {Threads: 2, HashMB: 1}} {
				var sum uint64
				div, err := Divide(p, depth, opts)
				if err != nil {
					t.Fatal(err)
				}
				for _, rc := range div {
					sum += rc.Leaves
					m, err := p.ParseMove(rc.Name)
					if err != nil || m != rc.Move {
						t.Errorf("%s %s: divide name %q does not read back (%v)", v, p.FEN(), rc.Name, err)
					}
					if below := mustPerft(t, p.Play(rc.Move), depth-1, Options{}); rc.Leaves != below {
						t.Errorf("%s %s: divide %s = %d, perft below it %d", v, p.FEN(), rc.Name, rc.Leaves, below)
					}
				}
				if sum != want {
					t.Errorf("%s %s: divide sums to %d, perft %d", v, p.FEN(), sum, want)
				}
				if n := mustPerft(t, p, 1, Options{}); len(div) != int(n) {
					t.Errorf("%s %s: divide has %d moves, perft 1 = %d", v, p.FEN(), len(div), n)
				}
			}
		}
	}
	if d, err := Divide(movegen.StartPosition(movegen.Italian), 0, Options{}); d != nil || err != nil {
		t.Errorf("divide at depth 0 = %v, %v; want nil", d, err)
	}
}

func TestProgress(t *testing.T) {
	p := movegen.StartPosition(movegen.International)
	for _, threads := range []int{1, 2} {
		var calls, lastDone, total int
		var last uint64
		opts := Options{Threads: threads, Progress: func(done, n int, leaves uint64) {
			calls++
			if done != lastDone+1 || leaves < last || (total != 0 && n != total) {
				t.Errorf("threads %d: progress (%d, %d, %d) after (%d, %d, %d)", threads, done, n, leaves, lastDone, total, last)
			}
			lastDone, total, last = done, n, leaves
		}}
		got := mustPerft(t, p, 5, opts)
		// 81 tasks: the positions after two plies.
		if calls != 81 || lastDone != total || last != got || got != 27117 {
			t.Errorf("threads %d: %d calls, last (%d of %d, %d leaves), perft %d; want 81 calls ending at 27117",
				threads, calls, lastDone, total, last, got)
		}
	}
}

func TestNoMoves(t *testing.T) {
	cases := []struct {
		v   movegen.Variant
		fen string
	}{
		{movegen.Italian, "W:W:B1,2"},        // White has no pieces
		{movegen.Italian, "B:W5,10:B1"},      // the man on 1 is blocked: 5 taken, 10 behind it
		{movegen.International, "B:W50:B45"}, // 50 is taken and there is no square behind it
	}
	for _, c := range cases {
		p, err := movegen.ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if n := mustPerft(t, p, 1, Options{}); n != 0 {
			t.Errorf("%s %s: perft 1 = %d, want 0 (no legal move)", c.v, c.fen, n)
		}
		if n := mustPerft(t, p, 4, Options{Threads: 2, HashMB: 1}); n != 0 {
			t.Errorf("%s %s: perft 4 = %d, want 0", c.v, c.fen, n)
		}
		if n := mustPerft(t, p, 0, Options{}); n != 1 {
			t.Errorf("%s %s: perft 0 = %d, want 1", c.v, c.fen, n)
		}
	}
}

// TestNoAllocsPerNode checks that allocations do not grow with the tree:
// depth 3 and the deeper runs split into the same tasks, and the deeper
// trees have 10^3 to 10^5 times more nodes, so even one allocation per
// thousand nodes would show. A little slack absorbs what the runtime itself
// allocates now and then (seen with a fresh table and under -race).
func TestNoAllocsPerNode(t *testing.T) {
	deep := map[movegen.Variant]int{movegen.Italian: 7, movegen.International: 6, movegen.Dameo: 4}
	for _, v := range movegen.Variants {
		p := movegen.StartPosition(v)
		for _, opts := range []Options{{}, {HashMB: 1}, {Stop: new(atomic.Bool)}} {
			shallow := leastAllocs(5, func() { Perft(p, 3, opts) })
			deeper := leastAllocs(2, func() { Perft(p, deep[v], opts) })
			if deeper > shallow+2 {
				t.Errorf("%s %+v: %v allocations at depth 3, %v at depth %d", v, opts, shallow, deeper, deep[v])
			}
		}
	}
}

// leastAllocs is the least of three testing.AllocsPerRun measurements: the
// runtime's own background work (seen on loaded machines) can add stray
// allocations to one measurement, never take the program's away.
func leastAllocs(runs int, f func()) float64 {
	least := math.Inf(1)
	for range 3 {
		least = min(least, testing.AllocsPerRun(runs, f))
	}
	return least
}

// BenchmarkPerft measures perft from the start positions, one thread, no
// table and no stop flag unless named; leaves/s is the figure docs/PERFORMANCE.md quotes.
func BenchmarkPerft(b *testing.B) {
	runs := []struct {
		v     movegen.Variant
		depth int
		opts  Options
		name  string
	}{
		{movegen.Italian, 9, Options{}, ""},
		{movegen.International, 7, Options{}, ""},
		{movegen.Dameo, 4, Options{}, ""},
		{movegen.Italian, 9, Options{HashMB: 64}, "hash64"},
		{movegen.Italian, 9, Options{Threads: 2}, "threads2"},
		{movegen.Italian, 9, Options{Stop: new(atomic.Bool)}, "stopflag"},
	}
	for _, r := range runs {
		name := fmt.Sprintf("%s/d%d", r.v, r.depth)
		if r.name != "" {
			name += "/" + r.name
		}
		b.Run(name, func(b *testing.B) {
			p := movegen.StartPosition(r.v)
			var leaves uint64
			for b.Loop() {
				n, _ := Perft(p, r.depth, r.opts)
				leaves += n
			}
			b.ReportMetric(float64(leaves)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
		})
	}
}

// TestPerftStops: a stop flag set during a run that would take minutes
// ends it promptly with ErrStopped and no count, with threads and with a
// table; a table kept across a stopped run still gives exact counts.
func TestPerftStops(t *testing.T) {
	p := movegen.StartPosition(movegen.Italian)
	for _, opts := range []Options{{}, {Threads: 2}, {Table: NewTable(1)}, {Threads: 2, Table: NewTable(1)}} {
		var stop atomic.Bool
		opts.Stop = &stop
		time.AfterFunc(20*time.Millisecond, func() { stop.Store(true) })
		start := time.Now()
		n, err := Perft(p, 15, opts)
		if took := time.Since(start); !errors.Is(err, ErrStopped) || n != 0 || took > 10*time.Second {
			t.Errorf("%+v: perft 15 stopped after 20ms: %d, %v after %v; want 0, ErrStopped, promptly", opts, n, err, took)
		}
		if div, err := Divide(p, 15, opts); div != nil || !errors.Is(err, ErrStopped) {
			t.Errorf("%+v: divide with the stop flag set: %d moves, %v; want none, ErrStopped", opts, len(div), err)
		}
		if opts.Table != nil {
			if n, err := Perft(p, 8, Options{Table: opts.Table}); n != 828783 || err != nil {
				t.Errorf("perft 8 with the table of a stopped run = %d, %v; want 828783", n, err)
			}
		}
		stop.Store(false)
		if n, err := Perft(p, 5, opts); n != 7361 || err != nil {
			t.Errorf("%+v: perft 5 with the flag clear = %d, %v; want 7361", opts, n, err)
		}
	}
}
