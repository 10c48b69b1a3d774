package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWebRefusesABadOpeningsFolder: an --openings folder that does not
// exist, or holds no opening file that loads, is refused with exit 2
// before the server starts; a file that does not load is named.
func TestWebRefusesABadOpeningsFolder(t *testing.T) {
	empty, broken := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(empty, "notes.txt"), []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(broken, "italian-bad.fen"), []byte("W:W99:B1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for dir, want := range map[string]string{
		filepath.Join(empty, "missing"): "no such folder",
		empty:                           "no opening file for any variant",
		broken:                          "italian-bad.fen:1:",
	} {
		code, out, errOut := runArgs("web", "--listen", "127.0.0.1:0", "--egdb", "none", "--openings", dir)
		if code != 2 || out != "" || !strings.Contains(errOut, want) || !strings.Contains(errOut, "--openings "+dir) {
			t.Errorf("--openings %s: exit %d, stdout %q, stderr %q; want 2 and %q", dir, code, out, errOut, want)
		}
	}
}
