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

// TestHubTerminalHint: started on a terminal (a character device; here
// /dev/null, which is one), the engine says on stderr what it is waiting
// for; started by a GUI through pipes, it prints nothing but Hub lines.
func TestHubTerminalHint(t *testing.T) {
	tty, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer tty.Close()
	var out, errOut bytes.Buffer
	if code := run([]string{"hub"}, tty, &out, &errOut); code != 0 || !strings.Contains(errOut.String(), "damaengine play") ||
		strings.Count(errOut.String(), "\n") != 1 || out.Len() != 0 {
		t.Errorf("on a terminal: exit %d, stdout %q, stderr %q; want 0, nothing, the hint", code, out.String(), errOut.String())
	}
	out.Reset()
	errOut.Reset()
	if code := run([]string{"hub"}, strings.NewReader("hub\nquit\n"), &out, &errOut); code != 0 || errOut.Len() != 0 {
		t.Errorf("through a pipe: exit %d, stderr %q; want 0, nothing", code, errOut.String())
	}
}
