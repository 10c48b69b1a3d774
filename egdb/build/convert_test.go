// The dense win/loss/draw files against the distance files they are
// converted from, position by position.

package build_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
)

// TestBuildDenseMatchesConvert builds with Dense and compares its dense
// files byte for byte with those Convert makes from a plain build; a
// dense file deleted is made again by the next build.
func TestBuildDenseMatchesConvert(t *testing.T) {
	v := movegen.Italian
	dense, plain, out := t.TempDir(), t.TempDir(), t.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: v, Pieces: 3, Dir: dense, Threads: 2, Dense: true}); err != nil {
		t.Fatal(err)
	}
	if err := build.Run(context.Background(), build.Options{Variant: v, Pieces: 3, Dir: plain, Threads: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := build.Convert(context.Background(), build.ConvertOptions{Variant: v, Dir: plain, Out: out, Threads: 2}); err != nil {
		t.Fatal(err)
	}
	same := func() int {
		entries, _ := os.ReadDir(out)
		n := 0
		for _, e := range entries {
			want, _ := os.ReadFile(filepath.Join(out, e.Name()))
			got, err := os.ReadFile(filepath.Join(dense, e.Name()))
			if err != nil || string(got) != string(want) {
				t.Errorf("%s: the dense build's file differs from the converted one (%v)", e.Name(), err)
			}
			n++
		}
		return n
	}
	if n := same(); n != 304 {
		t.Fatalf("%d dense files, want 304", n)
	}
	if err := os.Remove(filepath.Join(dense, "0m2k-0m1k-r00.wld")); err != nil {
		t.Fatal(err)
	}
	if err := build.Run(context.Background(), build.Options{Variant: v, Pieces: 3, Dir: dense, Threads: 2, Dense: true}); err != nil {
		t.Fatal(err)
	}
	same()
	// A killed conversion's temporary of the file it makes again goes;
	// another slice's (another writer's) stays.
	if err := os.Remove(filepath.Join(dense, "0m2k-0m1k-r00.wld")); err != nil {
		t.Fatal(err)
	}
	left, other := filepath.Join(dense, "0m2k-0m1k-r00.wld.1.tmp"), filepath.Join(dense, "0m1k-0m1k-r00.wld.2.tmp")
	for _, p := range []string{left, other} {
		if err := os.WriteFile(p, []byte("partial"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if rep, err := build.Convert(context.Background(), build.ConvertOptions{Variant: v, Dir: dense, Threads: 2}); err != nil || rep.Slices != 1 {
		t.Fatalf("convert of the one missing file: %+v, %v", rep, err)
	}
	same()
	if _, err := os.Stat(left); err == nil {
		t.Error("the temporary of the file made again is still there")
	}
	if _, err := os.Stat(other); err != nil {
		t.Errorf("another writer's temporary was removed: %v", err)
	}
}

// TestConvertRefusesDamagedSources: a distance file that fails its
// checks, in its header or its payload, stops the conversion with an
// error naming it, and no dense file of it is written.
func TestConvertRefusesDamagedSources(t *testing.T) {
	v := movegen.Italian
	for _, c := range []struct {
		what  string
		spoil func([]byte) []byte
	}{
		{"payload", func(b []byte) []byte { b[len(b)-2] ^= 1; return b }},
		{"truncated", func(b []byte) []byte { return b[:len(b)-1] }},
	} {
		dir, out := t.TempDir(), t.TempDir()
		if err := build.Run(context.Background(), build.Options{Variant: v, Pieces: 2, Dir: dir, Threads: 1}); err != nil {
			t.Fatal(err)
		}
		name := "0m1k-0m1k-r00"
		path := filepath.Join(dir, name+".egdb")
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, c.spoil(data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err = build.Convert(context.Background(), build.ConvertOptions{Variant: v, Dir: dir, Out: out, Threads: 1})
		if err == nil || !strings.Contains(err.Error(), name) || !strings.Contains(err.Error(), "egdb build") {
			t.Errorf("%s: convert gave %v; want an error naming %s and the way out", c.what, err, name)
		}
		if _, err := os.Stat(filepath.Join(out, name+".wld")); err == nil {
			t.Errorf("%s: a dense file of the damaged slice was written", c.what)
		}
	}
}
