// Tests of building the conversion files as files: resumed builds,
// Verify, and an older format written again.

package build_test

import (
	"context"
	"encoding/binary"
	"hash/crc32"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/egdb/egdbtest"
	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// TestConversionFilesVerify: Verify checks the conversion files with the
// dense files and passes them; a file rewritten whole (sound checksums)
// with one value changed is named.
func TestConversionFilesVerify(t *testing.T) {
	v := movegen.Italian
	dir := egdbtest.Conversions(t)
	infos, err := egdb.List(dir, v)
	if err != nil {
		t.Fatal(err)
	}
	conversions := 0
	for _, in := range infos {
		if in.Kind == "conversion" {
			conversions++
		}
	}
	rep, err := build.Verify(context.Background(), dir, v, 2, nil)
	if err != nil || len(rep.Errors) != 0 || rep.Slices != len(infos) || conversions == 0 {
		t.Fatalf("verify: %+v, %v; want %d files (%d of conversions) checked and no errors", rep, err, len(infos), conversions)
	}

	// Change the value of one position that stores one (a king's win).
	p, err := movegen.ParseFEN(v, "W:WK1,K2:BK32")
	if err != nil {
		t.Fatal(err)
	}
	b := &index.Boards[v]
	n := b.Normalize(&p)
	m := b.MaterialOf(n)
	name := rewriteConversions(t, dir, v, m, func(l *index.Layout, values []byte) {
		i := b.Index(l, n)
		if !egdb.Value(values[i]).IsWin() {
			t.Fatalf("%s: conversion value %v, want a win", p.FEN(), egdb.Value(values[i]))
		}
		values[i] += 2 // a win two plies longer
	})
	rep, err = build.Verify(context.Background(), dir, v, 2, nil)
	if err != nil || len(rep.Errors) == 0 || !strings.Contains(strings.Join(rep.Errors, "\n"), name) {
		t.Errorf("verify of a wrong value: %v, %v; want %s named", rep.Errors, err, name)
	}
}

// rewriteConversions rewrites the conversion file of slice m in dir
// whole (sound checksums), its values changed by change; it returns the
// file's name.
func rewriteConversions(t *testing.T, dir string, v movegen.Variant, m index.Material, change func(*index.Layout, []byte)) string {
	t.Helper()
	b := &index.Boards[v]
	l := b.LayoutOf(m)
	stored, err := egdb.ReadStored(dir, v, egdb.Conversions, m)
	if err != nil {
		t.Fatal(err)
	}
	values := make([]byte, l.Count)
	for i := range values {
		values[i] = stored.At(uint64(i))
	}
	change(&l, values)
	var st egdb.Counts
	for _, x := range values {
		st.Add(egdb.Value(x))
	}
	if _, err := egdb.WriteSlice(dir, egdb.Conversions, v, &l, values, st, 1); err != nil {
		t.Fatal(err)
	}
	return m.Name() + ".dtc"
}

// TestConversionsRebuildAnOlderFormat: a conversion file of format
// version 1 (one byte a value) is named by List and left out, and
// Conversions writes it again in the present format rather than
// stop on it.
func TestConversionsRebuildAnOlderFormat(t *testing.T) {
	v := movegen.Italian
	src := egdbtest.Conversions(t)
	p, want := egdbtest.ProbeConversionIn(t, src, "W:WK1,K2:BK32")
	if !want.IsWin() {
		t.Fatalf("%s: conversion %v, want a win", p.FEN(), want)
	}
	name := "0m2k-0m1k-r00.dtc"
	dir := t.TempDir()
	egdbtest.CopyDir(t, src, dir, name, func(b []byte) []byte {
		binary.LittleEndian.PutUint16(b[4:], 1)
		binary.LittleEndian.PutUint32(b[76:], crc32.Checksum(b[:76], crc32.MakeTable(crc32.Castagnoli)))
		return b
	})
	egdbtest.WantListedBroken(t, dir, v, name)
	old, err := egdb.Open(dir, v, egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := old.ProbeConversion(&p); ok {
		t.Errorf("the older file answered %v", got)
	}
	rep, err := build.Conversions(context.Background(), build.ConversionOptions{Variant: v, Dir: dir, Pieces: 3, Threads: 2})
	if err != nil || rep.Slices != 2 {
		t.Fatalf("conversions over the older file: %+v, %v; want its unit's 2 files written", rep, err)
	}
	infos, err := egdb.List(dir, v)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range infos {
		if in.Err != nil {
			t.Errorf("%s: %v", in.Name, in.Err)
		}
	}
	db, err := egdb.Open(dir, v, egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := db.ProbeConversion(&p); !ok || got != want {
		t.Errorf("rebuilt: %v %v, want %v", got, ok, want)
	}
}
