// The cost of a probe, and that it allocates nothing once the slices are
// in memory.

package egdb

import (
	"context"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// probeFixture builds Italian endings of up to 3 pieces and returns the
// database with positions to probe, captures pending among them.
func probeFixture(tb testing.TB) (*DB, []movegen.Position) {
	dir := tb.TempDir()
	if err := Build(context.Background(), BuildOptions{Variant: movegen.Italian, Pieces: 3, Dir: dir, Threads: 2}); err != nil {
		tb.Fatal(err)
	}
	db, err := Open(dir, movegen.Italian, Options{})
	if err != nil {
		tb.Fatal(err)
	}
	var ps []movegen.Position
	for _, fen := range []string{"W:WK10:BK31", "B:WK22:BK30", "W:W22:B18,K1", "W:WK1,K2:BK32", "B:W28,K1:B5", "W:W21:B17,13"} {
		p, err := movegen.ParseFEN(movegen.Italian, fen)
		if err != nil {
			tb.Fatal(err)
		}
		if _, ok := db.Probe(&p); !ok {
			tb.Fatalf("%s not covered", fen)
		}
		ps = append(ps, p)
	}
	return db, ps
}

func TestProbeAllocatesNothing(t *testing.T) {
	db, ps := probeFixture(t)
	allocs := testing.AllocsPerRun(100, func() {
		for i := range ps {
			db.Probe(&ps[i])
		}
	})
	if allocs != 0 {
		t.Errorf("%.1f allocations per round of probes, want 0", allocs)
	}
}

func BenchmarkProbe(b *testing.B) {
	db, ps := probeFixture(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		db.Probe(&ps[i%len(ps)])
	}
}
