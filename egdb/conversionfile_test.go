// Tests of the conversion files as files: resumed builds, Verify, and
// damaged or wrong files refused.

package egdb

import (
	"context"
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/egdb/index"
	"github.com/damaengine/damaengine/movegen"
)

// conversionFixture returns a folder of the dense Italian files of up to 3
// pieces with their conversion files beside them.
func conversionFixture(t *testing.T) string {
	t.Helper()
	_, dense := denseFixture(t, movegen.Italian, 3)
	dir := t.TempDir()
	copyDir(t, dense.Dir(), dir, "", nil)
	for n := 2; n <= 3; n++ {
		o := ConversionOptions{Variant: movegen.Italian, Dir: dir, Pieces: n, Threads: 2}
		rep, err := BuildConversions(context.Background(), o)
		if err != nil || rep.Slices == 0 || rep.Kept != 0 {
			t.Fatalf("conversions of %d pieces: %+v, %v", n, rep, err)
		}
		if again, err := BuildConversions(context.Background(), o); err != nil || again.Slices != 0 || again.Kept != rep.Slices {
			t.Fatalf("a second build of %d pieces: %+v, %v; want every file kept", n, again, err)
		}
	}
	return dir
}

// copyDir copies the files of src to dst, the one named name through spoil.
func copyDir(t *testing.T, src, dst, name string, spoil func([]byte) []byte) {
	t.Helper()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if e.Name() == name {
			b = spoil(b)
		}
		if err := os.WriteFile(filepath.Join(dst, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// wantListedBroken fails t unless List names the file name of dir broken.
func wantListedBroken(t *testing.T, dir string, v movegen.Variant, name string) {
	t.Helper()
	infos, err := List(dir, v)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range infos {
		if in.Name == name && in.Err != nil {
			return
		}
	}
	t.Errorf("List does not name %s as broken", name)
}

// TestConversionFilesVerify: Verify checks the conversion files with the
// dense files and passes them; a file rewritten whole (sound checksums)
// with one value changed is named.
func TestConversionFilesVerify(t *testing.T) {
	v := movegen.Italian
	dir := conversionFixture(t)
	infos, err := List(dir, v)
	if err != nil {
		t.Fatal(err)
	}
	conversions := 0
	for _, in := range infos {
		if in.Kind == "conversion" {
			conversions++
		}
	}
	rep, err := Verify(context.Background(), dir, v, 2, nil)
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
		if !Value(values[i]).IsWin() {
			t.Fatalf("%s: conversion value %v, want a win", p.FEN(), Value(values[i]))
		}
		values[i] += 2 // a win two plies longer
	})
	rep, err = Verify(context.Background(), dir, v, 2, nil)
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
	name := m.Name() + conversionFormat.ext
	tab, err := readSlice(filepath.Join(dir, name), b, m, conversionFormat)
	if err != nil {
		t.Fatal(err)
	}
	values := make([]byte, l.Count)
	cache := newBlockCache(1, false)
	for i := range values {
		values[i] = byte(tab.conversion(uint64(i), 0, cache))
	}
	change(&l, values)
	var st stats
	for _, x := range values {
		st.add(Value(x))
	}
	if _, err := (&builder{b: b, threads: 1}).writeCoded(dir, conversionFormat, &l, values, st); err != nil {
		t.Fatal(err)
	}
	return name
}

// probeConversionIn returns the Italian position of fen and its
// conversion value in the database of dir, failing t when it has none.
func probeConversionIn(t *testing.T, dir, fen string) (movegen.Position, Value) {
	t.Helper()
	p, err := movegen.ParseFEN(movegen.Italian, fen)
	if err != nil {
		t.Fatal(err)
	}
	db, err := Open(dir, movegen.Italian, Options{})
	if err != nil {
		t.Fatal(err)
	}
	v, ok := db.ProbeConversion(&p)
	if !ok {
		t.Fatalf("%s: no conversion value in %s", fen, dir)
	}
	return p, v
}

// TestConversionFilesRefuseDamage: a conversion file damaged on disk is
// named by List, its slice answers no conversion probe, and the outcomes
// and the other slices still answer.
func TestConversionFilesRefuseDamage(t *testing.T) {
	v := movegen.Italian
	src := conversionFixture(t)
	p, _ := probeConversionIn(t, src, "W:WK1,K2:BK32")
	other, want := probeConversionIn(t, src, "W:WK10:BK31")
	name := "0m2k-0m1k-r00" + conversionFormat.ext
	for _, c := range []struct {
		what  string
		spoil func([]byte) []byte
	}{
		{"a flipped payload byte", func(b []byte) []byte { b[len(b)-3] ^= 0x10; return b }},
		{"truncated", func(b []byte) []byte { return b[:len(b)-1] }},
		{"a dense file's magic", func(b []byte) []byte { copy(b, denseFormat.magic); return b }},
		{"another variant", func(b []byte) []byte { b[6] = byte(movegen.International); return b }},
	} {
		t.Run(strings.ReplaceAll(c.what, " ", "_"), func(t *testing.T) {
			dir := t.TempDir()
			copyDir(t, src, dir, name, c.spoil)
			wantListedBroken(t, dir, v, name)
			db, err := Open(dir, v, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got, ok := db.ProbeConversion(&p); ok {
				t.Errorf("conversion probe of the spoiled slice answered %v", got)
			}
			if _, ok := db.ProbeOutcome(&p); !ok {
				t.Errorf("the outcome of %s is lost with its conversion file", p.FEN())
			}
			if got, ok := db.ProbeConversion(&other); !ok || got != want {
				t.Errorf("a sound slice: %v %v, want %v", got, ok, want)
			}
		})
	}
}

// TestConversionsRebuildAnOlderFormat: a conversion file of format
// version 1 (one byte a value) is named by List and left out, and
// BuildConversions writes it again in the present format rather than
// stop on it.
func TestConversionsRebuildAnOlderFormat(t *testing.T) {
	v := movegen.Italian
	src := conversionFixture(t)
	p, want := probeConversionIn(t, src, "W:WK1,K2:BK32")
	if !want.IsWin() {
		t.Fatalf("%s: conversion %v, want a win", p.FEN(), want)
	}
	name := "0m2k-0m1k-r00" + conversionFormat.ext
	dir := t.TempDir()
	copyDir(t, src, dir, name, func(b []byte) []byte {
		binary.LittleEndian.PutUint16(b[4:], 1)
		binary.LittleEndian.PutUint32(b[76:], crc32.Checksum(b[:76], castagnoli))
		return b
	})
	wantListedBroken(t, dir, v, name)
	old, err := Open(dir, v, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := old.ProbeConversion(&p); ok {
		t.Errorf("the older file answered %v", got)
	}
	rep, err := BuildConversions(context.Background(), ConversionOptions{Variant: v, Dir: dir, Pieces: 3, Threads: 2})
	if err != nil || rep.Slices != 2 {
		t.Fatalf("conversions over the older file: %+v, %v; want its unit's 2 files written", rep, err)
	}
	infos, err := List(dir, v)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range infos {
		if in.Err != nil {
			t.Errorf("%s: %v", in.Name, in.Err)
		}
	}
	db, err := Open(dir, v, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := db.ProbeConversion(&p); !ok || got != want {
		t.Errorf("rebuilt: %v %v, want %v", got, ok, want)
	}
}
