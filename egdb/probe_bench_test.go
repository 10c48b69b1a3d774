// The cost of a probe, and that it allocates nothing once the slices are
// in memory.

package egdb

import (
	"context"
	"testing"

	"github.com/damaengine/damaengine/egdb/index"
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

// denseFixture converts the database of probeFixture into dense files,
// opened without the distance files.
func denseProbeFixture(tb testing.TB) (*DB, []movegen.Position) {
	db, ps := probeFixture(tb)
	out := tb.TempDir()
	if _, err := Convert(context.Background(), ConvertOptions{Variant: movegen.Italian, Dir: db.Dir(), Out: out, Threads: 2}); err != nil {
		tb.Fatal(err)
	}
	dense, err := Open(out, movegen.Italian, Options{})
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
		for i := range db.cache.entries {
			db.cache.entries[i].key = 0
		}
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

// BenchmarkDecodeBlock decodes one full coded block of a 4-piece slice:
// the cost of a miss of the block cache.
func BenchmarkDecodeBlock(b *testing.B) {
	bd := &index.Board{}
	*bd = index.Boards[movegen.Italian]
	m := index.Material{WM: 1, WK: 1, BM: 0, BK: 2, WL: 3, BL: 0}
	l := bd.LayoutOf(m)
	sym := make([]byte, denseBlockSize)
	for i := range sym {
		switch {
		case i%97 < 60:
			sym[i] = byte(Drawn)
		case i%97 < 80:
			sym[i] = byte(Won)
		default:
			sym[i] = byte(Lost)
		}
	}
	s := stridesOf(&l)
	code, _ := appendDenseBlock(nil, sym, s)
	var out [denseBlockSize]byte
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		decodeDenseBlock(code, out[:], s)
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
	if _, err := BuildConversions(context.Background(), ConversionOptions{Variant: movegen.Italian, Dir: db.Dir(), Threads: 2}); err != nil {
		t.Fatal(err)
	}
	db, err := Open(db.Dir(), movegen.Italian, Options{})
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
			for i := range db.convs.entries {
				if miss {
					db.convs.entries[i].key = 0
				}
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

// BenchmarkDecodeConversionBlock decodes one full conversion block of values
// drifting as neighbours' do: the cost of a miss of the conversion cache.
func BenchmarkDecodeConversionBlock(b *testing.B) {
	vals := make([]byte, denseBlockSize)
	for i := range vals {
		switch {
		case i%97 < 30:
			vals[i] = byte(Draw)
		default:
			vals[i] = byte(WinIn(1 + 2*(i/300%9)))
		}
	}
	s := strides{28, 28 * 27}
	code, _ := appendConversionBlock(nil, vals, s)
	var out [denseBlockSize]byte
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		decodeConversionBlock(code, out[:], s)
	}
}
