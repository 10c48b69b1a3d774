// Copying and spoiling the files of a database, and finding them named.

package egdbtest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/movegen"
)

// CopyDir copies the files of src to dst, the one named name through
// spoil.
func CopyDir(t testing.TB, src, dst, name string, spoil func([]byte) []byte) {
	t.Helper()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
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

// CopyFile copies the file from to the new file to.
func CopyFile(t testing.TB, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// WantListedBroken fails t unless List names the file name of dir
// broken.
func WantListedBroken(t testing.TB, dir string, v movegen.Variant, name string) {
	t.Helper()
	infos, err := egdb.List(dir, v)
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
