// The binary the process tests run, built once for all of them.

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// built is this command compiled for the tests, on first use.
var built struct {
	sync.Once
	dir, path string
	out       []byte
	err       error
}

// testBinary returns the path of this command built for the tests; the
// first call builds it (in a folder TestMain removes).
func testBinary(t *testing.T) string {
	t.Helper()
	built.Do(func() {
		if built.dir, built.err = os.MkdirTemp("", "damaengine-test-"); built.err != nil {
			return
		}
		built.path = filepath.Join(built.dir, "damaengine")
		built.out, built.err = exec.Command("go", "build", "-o", built.path, ".").CombinedOutput()
	})
	if built.err != nil {
		t.Fatalf("go build: %v\n%s", built.err, built.out)
	}
	return built.path
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}
