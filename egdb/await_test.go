// Await: the wait for a root's slices ends when every one is in memory,
// however quickly each read ends.

package egdb_test

import (
	"testing"
	"time"

	"github.com/damaengine/damaengine/egdb"
	"github.com/damaengine/damaengine/egdb/egdbtest"
	"github.com/damaengine/damaengine/movegen"
)

// TestAwaitWaitsForTheWholeLine opens the database afresh many times and
// waits each time for a won root whose best line crosses several slices
// (a promotion, then captures into smaller endings). Every wait must end
// with the whole line known: a read that starts and ends between two of
// the waiter's looks must not be taken for no read at all.
func TestAwaitWaitsForTheWholeLine(t *testing.T) {
	dir := egdbtest.Built(t, movegen.Italian, 3)
	p, err := movegen.ParseFEN(movegen.Italian, "W:W21,22:B12")
	if err != nil {
		t.Fatal(err)
	}
	const line = 40
	for i := range 100 {
		db, err := egdb.Open(dir, movegen.Italian, egdb.Options{NoWait: true})
		if err != nil {
			t.Fatal(err)
		}
		if !db.Await(&p, line, 10*time.Second) {
			t.Fatalf("open %d: Await gave up with the slices on disk", i)
		}
		q, plies := p, 0
		for ; plies < line; plies++ {
			m, v, ok := db.BestMove(&q)
			if !ok {
				t.Fatalf("open %d: after Await, no best move at ply %d of the line", i, plies)
			}
			if v.IsDraw() || m == (movegen.Move{}) {
				break
			}
			q = q.Play(m)
		}
		if plies < 2 {
			t.Fatalf("open %d: a line of %d plies, want the win played out", i, plies)
		}
	}
}
