package safefile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestWriteReplacesWhole: the target gets the new data, mode 0644, and no
// temporary file is left.
func TestWriteReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f.txt")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteBytes(path, []byte("new data")); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	fi, _ := os.Stat(path)
	if err != nil || string(data) != "new data" || fi.Mode().Perm() != 0o644 {
		t.Errorf("%q %v %v", data, err, fi.Mode())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left beside it: %v", entries)
	}
}

// TestFailedWriteKeepsTheOld: a writer that fails leaves the old file and
// no temporary one; the error comes back.
func TestFailedWriteKeepsTheOld(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f.txt")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	broken := errors.New("broken")
	err := Write(path, func(w io.Writer) error {
		w.Write([]byte("half"))
		return broken
	})
	if !errors.Is(err, broken) {
		t.Fatalf("error %v", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "old" {
		t.Errorf("the target holds %q", data)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left beside it: %v", entries)
	}
	if err := WriteBytes(filepath.Join(dir, "missing", "f"), nil); err == nil {
		t.Error("a file in a missing folder was written")
	}
}
