package bookbuild

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

const testDepth = 4

func smallConfig(v movegen.Variant, positions int) Config {
	return Config{Variant: v, Positions: positions, Depth: testDepth, HashMB: 1, Threads: 2, Batch: 4}
}

func build(t *testing.T, cfg Config) *book.Book {
	t.Helper()
	res, err := Build(context.Background(), cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Interrupted || res.Progress.Expanded != cfg.Positions {
		t.Fatalf("build ended after %d of %d positions (interrupted %v)", res.Progress.Expanded, cfg.Positions, res.Interrupted)
	}
	var buf bytes.Buffer
	if err := book.Encode(&buf, cfg.Variant, res.Entries, ""); err != nil {
		t.Fatal(err)
	}
	b, err := book.Parse(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// directScore searches pos alone with a fresh engine, as a leaf is scored:
// the side to move's score, a loss when it has no move.
func directScore(pos movegen.Position) int {
	var l movegen.MoveList
	pos.Generate(&l)
	if l.N == 0 {
		return -search.Mate
	}
	e := search.New(1, 1)
	return e.Search(search.Root{Position: pos, Counters: movegen.NewCounters(&pos)}, search.Limits{Depth: testDepth}, 1, nil).Score
}

// TestEntriesAgreeWithDirectSearches walks the book from the start and
// checks every entry: its score is minus the best score of the position it
// leads to when the book holds that position, else minus a direct search
// of it; every move is legal; and every book position is reached.
func TestEntriesAgreeWithDirectSearches(t *testing.T) {
	for _, v := range []movegen.Variant{movegen.Italian, movegen.International} {
		b := build(t, smallConfig(v, 60))
		reached := map[uint64]bool{}
		var walk func(pos movegen.Position)
		walk = func(pos movegen.Position) {
			if reached[pos.Key] {
				return
			}
			reached[pos.Key] = true
			var found book.Moves
			b.Probe(&pos, &found)
			if raw := countKey(b, pos.Key); raw != found.N {
				t.Fatalf("%s %s: %d entries, %d of them legal", v, pos.FEN(), raw, found.N)
			}
			best := int(found.Entries[0].Score)
			for _, e := range found.Slice() {
				child := pos.Play(e.Move)
				var next book.Moves
				want := 0
				if b.Probe(&child, &next) > 0 {
					want = -int(next.Entries[0].Score)
					walk(child)
				} else {
					want = -directScore(child)
				}
				if int(e.Score) != want {
					t.Fatalf("%s %s %s: book score %d, want %d", v, pos.FEN(), pos.FormatPDN(e.Move), e.Score, want)
				}
				if best-int(e.Score) > book.MaxVariety || e.Flags != book.Searched {
					t.Fatalf("%s: entry %+v beyond the margin or with flags %d", v, e, e.Flags)
				}
			}
			// Every position the book holds is reached through some legal
			// move, also those whose move from the parent is not kept.
			var l movegen.MoveList
			pos.Generate(&l)
			for _, m := range l.Slice() {
				child := pos.Play(m)
				if countKey(b, child.Key) > 0 {
					walk(child)
				}
			}
		}
		walk(movegen.StartPosition(v))
		if len(reached) != b.Positions() || b.Positions() != 60 {
			t.Errorf("%s: reached %d positions of %d; want 60", v, len(reached), b.Positions())
		}
	}
}

func countKey(b *book.Book, key uint64) int {
	n := 0
	for i := range b.Len() {
		if b.Entry(i).Key == key {
			n++
		}
	}
	return n
}

func TestSameBookWhateverTheThreads(t *testing.T) {
	cfg := smallConfig(movegen.Italian, 40)
	cfg.Threads = 1
	one := build(t, cfg)
	cfg.Threads = 3
	three := build(t, cfg)
	if !slices.Equal(one.Entries(), three.Entries()) {
		t.Error("1 and 3 threads built different books")
	}
}

func TestInterruptedBuildResumesFromItsLog(t *testing.T) {
	dir := t.TempDir()
	cfg := smallConfig(movegen.Italian, 50)
	whole := build(t, cfg)

	cfg.Log = filepath.Join(dir, "b.log")
	ctx, cancel := context.WithCancel(context.Background())
	first, err := Build(ctx, cfg, func(p Progress) {
		if p.Expanded >= 20 {
			cancel()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if !first.Interrupted || first.Progress.Expanded >= 50 {
		t.Fatalf("first run: interrupted %v after %d", first.Interrupted, first.Progress.Expanded)
	}
	// A line cut short by the interruption is dropped.
	f, err := os.OpenFile(cfg.Log, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("00ff00ff 12")
	f.Close()

	second, err := Build(context.Background(), cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if second.Interrupted || second.Progress.Expanded != 50 {
		t.Fatalf("second run: %+v", second.Progress)
	}
	if second.Progress.Searched >= second.Progress.Scored {
		t.Errorf("the second run searched %d of %d positions: nothing came from the log", second.Progress.Searched, second.Progress.Scored)
	}
	var buf bytes.Buffer
	if err := book.Encode(&buf, cfg.Variant, second.Entries, ""); err != nil {
		t.Fatal(err)
	}
	resumed, err := book.Parse(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(resumed.Entries(), whole.Entries()) {
		t.Error("the resumed build differs from one that ran through")
	}

	cfg.Depth++
	if _, err := Build(context.Background(), cfg, nil); err == nil || !strings.Contains(err.Error(), "another build") {
		t.Errorf("a log of another depth: %v", err)
	}
}

func TestFullPliesGrowsEveryOpening(t *testing.T) {
	cfg := smallConfig(movegen.Italian, 60)
	cfg.FullPlies = 2
	b := build(t, cfg)
	start := movegen.StartPosition(movegen.Italian)
	var l movegen.MoveList
	start.Generate(&l)
	for _, m := range l.Slice() {
		child := start.Play(m)
		if countKey(b, child.Key) == 0 {
			t.Errorf("ply 1 after %s not grown", start.FormatPDN(m))
		}
	}
}

func TestBadConfigsAreRefused(t *testing.T) {
	for name, cfg := range map[string]Config{
		"no size":  {Variant: movegen.Italian, Depth: 3},
		"no limit": {Variant: movegen.Italian, Positions: 10},
		"foreign root": {Variant: movegen.Italian, Positions: 10, Depth: 3,
			Roots: []movegen.Position{movegen.StartPosition(movegen.Dameo)}},
	} {
		if _, err := Build(context.Background(), cfg, nil); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
