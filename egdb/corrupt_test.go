// Damaged databases: a flipped byte, a truncated file, a file of another
// variant, a stray file. Open, Probe, BestMove, List and Verify must each
// notice and name the file, never panic, never return a value from it.

package egdb_test

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/egdb/egdbtest"
	"github.com/damaengine/damaengine/movegen"
)

// corruptTarget is the slice the damage is done to, and a position that
// the probe reads from it: two White kings against a Black king, White to
// move, no capture pending (the database turns Black to move round, and
// resolves captures through other slices). In short mode (2-piece
// databases) it is king against king.
func corruptTarget(t *testing.T, v movegen.Variant) (file string, p movegen.Position) {
	t.Helper()
	file, kings := "0m2k-0m1k-r00.egdb", 2
	if egdbtest.Pieces() < 3 {
		file, kings = "0m1k-0m1k-r00.egdb", 1
	}
	found := false
	egdbtest.KingsOnly(t, v, kings, func(q *movegen.Position, _ int, quiet bool) {
		if !found && quiet && q.Side == movegen.White {
			p, found = *q, true
		}
	})
	if !found {
		t.Fatal("no quiet position")
	}
	return file, p
}

// otherPosition returns a position outside the damaged slice: king against
// king with neither side attacked, when the damaged slice has 3 pieces.
func otherPosition(t *testing.T, v movegen.Variant) (movegen.Position, bool) {
	if egdbtest.Pieces() < 3 {
		return movegen.Position{}, false
	}
	var p movegen.Position
	found := false
	egdbtest.KingsOnly(t, v, 1, func(q *movegen.Position, _ int, quiet bool) {
		if !found && quiet {
			p, found = *q, true
		}
	})
	return p, found
}

// TestCorruptFiles damages one slice file of an Italian database in a copy
// of it, in several ways, and checks that every entry point notices.
func TestCorruptFiles(t *testing.T) {
	v := movegen.Italian
	src := egdbtest.Built(t, v, egdbtest.Pieces())
	foreign := egdbtest.Built(t, movegen.International, egdbtest.Pieces())
	file, target := corruptTarget(t, v)
	if _, err := os.Stat(filepath.Join(src, file)); err != nil {
		t.Fatalf("the database has no %s: %v", file, err)
	}
	pristine := egdbtest.OpenBuilt(t, v, egdbtest.Pieces())
	want, ok := pristine.Probe(&target)
	if !ok {
		t.Fatalf("%s: not covered by the sound database", target.FEN())
	}
	other, checkOther := otherPosition(t, v)
	var otherWant egdb.Value
	if checkOther {
		otherWant, _ = pristine.Probe(&other)
	}

	// Each case spoils file in a copy of the database; stray names
	// another file the damage is about, when it is not file.
	cases := []struct {
		name  string
		stray string
		spoil func(t *testing.T, path string)
	}{
		{"byte flipped in the middle", "", func(t *testing.T, path string) {
			b := readAll(t, path)
			if len(b) < 400 {
				t.Fatalf("%s: only %d bytes", path, len(b))
			}
			b[len(b)/2] ^= 0x5a
			writeAll(t, path, b)
		}},
		{"byte flipped in the last block", "", func(t *testing.T, path string) {
			b := readAll(t, path)
			b[len(b)-3] ^= 0x01
			writeAll(t, path, b)
		}},
		{"byte flipped in the header", "", func(t *testing.T, path string) {
			b := readAll(t, path)
			b[9] ^= 0x01 // the material
			writeAll(t, path, b)
		}},
		{"truncated to half", "", func(t *testing.T, path string) {
			b := readAll(t, path)
			writeAll(t, path, b[:len(b)/2])
		}},
		{"truncated by one byte", "", func(t *testing.T, path string) {
			b := readAll(t, path)
			writeAll(t, path, b[:len(b)-1])
		}},
		{"truncated inside the header", "", func(t *testing.T, path string) {
			b := readAll(t, path)
			writeAll(t, path, b[:40])
		}},
		{"emptied", "", func(t *testing.T, path string) {
			writeAll(t, path, nil)
		}},
		{"extended", "", func(t *testing.T, path string) {
			writeAll(t, path, append(readAll(t, path), 0, 0, 0, 0))
		}},
		{"International file in an Italian directory", "", func(t *testing.T, path string) {
			egdbtest.CopyFile(t, filepath.Join(foreign, filepath.Base(path)), path)
		}},
		{"stray file", "junk.egdb", func(t *testing.T, path string) {
			writeAll(t, filepath.Join(filepath.Dir(path), "junk.egdb"), []byte("not a database"))
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("panic: %v", r)
				}
			}()
			dir := t.TempDir()
			egdbtest.CopyDir(t, src, dir, "", nil)
			c.spoil(t, filepath.Join(dir, file))
			bad := file
			if c.stray != "" {
				bad = c.stray
			}
			checkOpenAndProbe(t, dir, v, bad, c.stray == "", &target, want)
			if checkOther {
				checkOtherSlices(t, dir, v, &other, otherWant)
			}
			checkListAndVerify(t, dir, v, bad)
		})
	}

	t.Run("missing directory", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "none")
		if db, err := egdb.Open(dir, v, egdb.Options{}); err == nil {
			t.Errorf("Open of a missing directory: no error (%d pieces)", db.Pieces())
		}
		if _, err := egdb.List(dir, v); err == nil {
			t.Error("List of a missing directory: no error")
		}
		if _, err := build.Verify(context.Background(), dir, v, 1, nil); err == nil {
			t.Error("Verify of a missing directory: no error")
		}
	})
}

// checkOpenAndProbe opens dir: Open fails, or the position p, whose slice
// is bad when spoiled, probes ok=false (BestMove too) with db.Err naming
// the file; otherwise p must probe to want.
func checkOpenAndProbe(t *testing.T, dir string, v movegen.Variant, bad string, spoiled bool, p *movegen.Position, want egdb.Value) {
	t.Helper()
	db, err := egdb.Open(dir, v, egdb.Options{})
	if err != nil {
		if !strings.Contains(err.Error(), bad) {
			t.Logf("Open fails without naming %s: %v", bad, err)
		}
		return
	}
	got, ok := db.Probe(p)
	switch {
	case spoiled && ok:
		t.Errorf("%s: probe %v, ok, from a spoiled file (sound value %v)", p.FEN(), got, want)
	case !spoiled && (!ok || got != want):
		t.Errorf("%s: probe %v (ok %v), want %v", p.FEN(), got, ok, want)
	}
	if spoiled {
		if _, bv, ok := db.BestMove(p); ok {
			t.Errorf("%s: BestMove gives %v, ok, from a spoiled file", p.FEN(), bv)
		}
	}
	// A second probe, with the failure remembered, must agree.
	if got2, ok2 := db.Probe(p); ok2 != ok || got2 != got {
		t.Errorf("%s: second probe %v (ok %v), first %v (ok %v)", p.FEN(), got2, ok2, got, ok)
	}
	err = db.Err()
	if err == nil {
		t.Fatalf("db.Err() is nil after opening and probing a directory with a bad %s", bad)
	}
	if !strings.Contains(err.Error(), bad) {
		t.Errorf("db.Err() does not name %s: %v", bad, err)
	}
	t.Logf("opened with %d pieces; probe ok %v; db.Err: %v", db.Pieces(), ok, err)
}

// checkOtherSlices checks that a position of a sound slice still probes
// right (it may be left out only when the damage leaves its piece count
// incomplete, which a 2-piece position is not).
func checkOtherSlices(t *testing.T, dir string, v movegen.Variant, p *movegen.Position, want egdb.Value) {
	t.Helper()
	db, err := egdb.Open(dir, v, egdb.Options{})
	if err != nil {
		return
	}
	if got, ok := db.Probe(p); !ok || got != want {
		t.Errorf("%s, in a sound slice: probe %v (ok %v), want %v", p.FEN(), got, ok, want)
	}
}

// checkListAndVerify checks that List gives an error for the bad file and
// for no other, and that Verify reports it.
func checkListAndVerify(t *testing.T, dir string, v movegen.Variant, bad string) {
	t.Helper()
	infos, err := egdb.List(dir, v)
	if err != nil {
		t.Fatal(err)
	}
	seen := false
	for _, info := range infos {
		switch {
		case info.Name == bad:
			seen = true
			if info.Err == nil {
				t.Errorf("List: %s has no error", bad)
			}
		case info.Err != nil:
			t.Errorf("List: %s, not spoiled: %v", info.Name, info.Err)
		}
	}
	if !seen {
		t.Errorf("List does not list %s", bad)
	}
	rep, err := build.Verify(context.Background(), dir, v, runtime.GOMAXPROCS(0), nil)
	if err != nil {
		t.Fatalf("Verify: %v", err)
	}
	named := false
	for _, e := range rep.Errors {
		named = named || strings.Contains(e, bad)
	}
	if !named {
		t.Errorf("Verify: no error names %s: %q", bad, rep.Errors)
	}
}

// readAll reads the file path.
func readAll(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// writeAll replaces the file path by b.
func writeAll(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
