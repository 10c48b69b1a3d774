// The hub command's files: a book or database directory the user names
// must be there before the engine starts.

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHubRefusesMissingFiles: --book and --egdb naming nothing usable
// both end the command at once with exit code 2 and one line, before a
// GUI sees the engine.
func TestHubRefusesMissingFiles(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk.book")
	if err := os.WriteFile(junk, []byte("not a book"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"hub", "--book", filepath.Join(dir, "missing.book")},
		{"hub", "--book", junk},
		{"hub", "--egdb", filepath.Join(dir, "missing")},
	} {
		var out, errOut bytes.Buffer
		code := run(args, strings.NewReader("hub\nquit\n"), &out, &errOut)
		if code != 2 || out.Len() != 0 || strings.Count(errOut.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2, nothing, one line", args, code, out.String(), errOut.String())
		}
	}
}
