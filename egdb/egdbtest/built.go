// Package egdbtest makes the small databases that the tests of egdb (the
// reader) and egdb/build (the builder) read, and the helpers they share
// to copy and spoil their files. Tests alone import it.
package egdbtest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
)

// built holds the databases Built made, each once per test binary, in a
// directory that Main removes. The tests only read them: a test that
// spoils files copies them first.
var built struct {
	sync.Mutex
	root string
	dirs map[string]string
}

// Main runs the tests of m and removes the databases Built made; a
// package's TestMain passes its result to os.Exit.
func Main(m *testing.M) int {
	code := m.Run()
	if built.root != "" {
		os.RemoveAll(built.root)
	}
	return code
}

// Built returns the directory of the distance files of up to pieces
// pieces of v, building them on first use.
func Built(t testing.TB, v movegen.Variant, pieces int) string {
	t.Helper()
	built.Lock()
	defer built.Unlock()
	name := fmt.Sprintf("%s-%d", v, pieces)
	if dir, ok := built.dirs[name]; ok {
		return dir
	}
	if built.root == "" {
		root, err := os.MkdirTemp("", "egdb-test-")
		if err != nil {
			t.Fatal(err)
		}
		built.root, built.dirs = root, map[string]string{}
	}
	dir := filepath.Join(built.root, name)
	start := time.Now()
	err := build.Run(context.Background(), build.Options{Variant: v, Pieces: pieces, Dir: dir, Threads: runtime.GOMAXPROCS(0)})
	if err != nil {
		t.Fatalf("build %s: %v", name, err)
	}
	t.Logf("build %s: %v", name, time.Since(start).Round(time.Millisecond))
	built.dirs[name] = dir
	return dir
}

// OpenBuilt opens the database of up to pieces pieces of v, building it
// on first use.
func OpenBuilt(t testing.TB, v movegen.Variant, pieces int) *egdb.DB {
	t.Helper()
	dir := Built(t, v, pieces)
	db, err := egdb.Open(dir, v, egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if db.Pieces() != pieces || db.Variant() != v {
		t.Fatalf("opened %s with %d pieces, want %s with %d", db.Variant(), db.Pieces(), v, pieces)
	}
	return db
}

// Pieces is the size of the databases checked position by position:
// every position of up to 3 pieces (about 0.4, 1.6 and 3.3 million
// positions with either side to move in Italian, International and
// Dameo), 2 in short mode (the race detector's run, many times slower).
func Pieces() int {
	if testing.Short() {
		return 2
	}
	return 3
}
