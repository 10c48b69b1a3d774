// NoWait: a probe never waits for the disk; the slice comes in the
// background.

package egdb_test

import (
	"context"
	"testing"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/build"
	"github.com/damaengine/damaengine/movegen"
)

func TestNoWaitLoadsInTheBackground(t *testing.T) {
	dir := t.TempDir()
	if err := build.Run(context.Background(), build.Options{Variant: movegen.Italian, Pieces: 2, Dir: dir, Threads: 1}); err != nil {
		t.Fatal(err)
	}
	p, err := movegen.ParseFEN(movegen.Italian, "B:WK22:BK30") // both Black moves are taken: a loss in 2
	if err != nil {
		t.Fatal(err)
	}
	waiting, err := egdb.Open(dir, movegen.Italian, egdb.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want, ok := waiting.Probe(&p)
	if !ok || want != egdb.LossIn(2) {
		t.Fatalf("blocking probe: %v %v, want loss in 2", want, ok)
	}
	db, err := egdb.Open(dir, movegen.Italian, egdb.Options{NoWait: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := db.Probe(&p); ok {
		t.Fatal("the first NoWait probe found the slice in memory before it was read")
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		if v, ok := db.Probe(&p); ok {
			if v != want {
				t.Fatalf("NoWait probe: %v, want %v", v, want)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the slice never arrived")
		}
		time.Sleep(time.Millisecond)
	}
}
