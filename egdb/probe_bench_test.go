// The cost of a probe, and that it allocates nothing once the slices are
// in memory.

package egdb_test

import (
	"context"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
)

// probeFixture builds Italian endings of up to 3 pieces and returns the
// database with positions to probe, captures pending among them.
func probeFixture(tb testing.TB) (*egdb.DB, []movegen.Position) {
	dir := tb.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: movegen.Italian, Pieces: 3, Dir: dir, Threads: 2}); err != nil {
		tb.Fatal(err)
	}
	db, err := egdb.Open(dir, movegen.Italian, egdb.Options{})
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

// denseProbeFixture converts the database of probeFixture into dense files,
// opened without the distance files.
func denseProbeFixture(tb testing.TB) (*egdb.DB, []movegen.Position) {
	db, ps := probeFixture(tb)
	out := tb.TempDir()
	if _, err := build.Convert(context.Background(), build.ConvertOptions{Variant: movegen.Italian, Dir: db.Dir(), Out: out, Threads: 2}); err != nil {
		tb.Fatal(err)
	}
	dense, err := egdb.Open(out, movegen.Italian, egdb.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	for i := range ps {
		if _, ok := dense.ProbeOutcome(&ps[i]); !ok {
			tb.Fatalf("%s not covered by the dense files", ps[i].FEN())
		}
	}
	return dense, ps
}

func TestProbeOutcomeAllocatesNothing(t *testing.T) {
	db, ps := denseProbeFixture(t)
	allocs := testing.AllocsPerRun(100, func() {
		for i := range ps {
			db.ProbeOutcome(&ps[i])
		}
	})
	if allocs != 0 {
		t.Errorf("%.1f allocations per round of probes, want 0", allocs)
	}
	// A miss of the block cache (a decode) allocates nothing either.
	allocs = testing.AllocsPerRun(100, func() {
		egdb.EmptyCaches(db)
		for i := range ps {
			db.ProbeOutcome(&ps[i])
		}
	})
	if allocs != 0 {
		t.Errorf("%.1f allocations per round of probes missing the cache, want 0", allocs)
	}
}

// BenchmarkProbeOutcome probes the dense files, the decoded blocks in the
// cache.
func BenchmarkProbeOutcome(b *testing.B) {
	db, ps := denseProbeFixture(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		db.ProbeOutcome(&ps[i%len(ps)])
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

// TestProbeConversionAllocatesNothing: conversion probes of the dense
// fixture with its conversion files, the cache hit or missed.
func TestProbeConversionAllocatesNothing(t *testing.T) {
	db, ps := denseProbeFixture(t)
	if _, err := build.Conversions(context.Background(), build.ConversionOptions{Variant: movegen.Italian, Dir: db.Dir(), Threads: 2}); err != nil {
		t.Fatal(err)
	}
	db, err := egdb.Open(db.Dir(), movegen.Italian, egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range ps {
		if _, ok := db.ProbeConversion(&ps[i]); !ok {
			t.Fatalf("%s has no conversion value", ps[i].FEN())
		}
	}
	for _, miss := range []bool{false, true} {
		allocs := testing.AllocsPerRun(100, func() {
			if miss {
				egdb.EmptyCaches(db)
			}
			for i := range ps {
				db.ProbeConversion(&ps[i])
			}
		})
		if allocs != 0 {
			t.Errorf("missing the cache %v: %.1f allocations per round of probes, want 0", miss, allocs)
		}
	}
}
