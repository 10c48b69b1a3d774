package match

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// TestPonderMatch plays damaengine against itself with pondering on, under
// a clock: the engines ponder, the runner hits or stops each ponder search,
// and no game ends other than by the rules. The time margin is wide: go
// test runs packages side by side, and on a loaded 2-core machine a stall
// of half a second was seen; time forfeits are the soak's to find (make
// soak, on a quiet machine).
func TestPonderMatch(t *testing.T) {
	eng := damaengine(t)
	dir := t.TempDir()
	logPath, jsonPath := filepath.Join(dir, "traffic.log"), filepath.Join(dir, "r.json")
	c := commandConfig(t, movegen.Italian, "time=1+0.01", 2, "cmd="+eng+" name=a option.hash=8 option.book=false",
		"cmd="+eng+" name=b option.hash=8 option.book=false")
	c.Ponder, c.RandomPlies, c.TimeMargin, c.StartTimeout, c.Quiet = true, 4, 3*time.Second, 20*time.Second, true
	if _, stderr, err := play(c, Outputs{Log: logPath, JSON: jsonPath}); err != nil {
		t.Fatalf("%v\nstderr:\n%s", err, stderr)
	}
	log, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}
	text := string(log)
	ponders, hits := strings.Count(text, "> go ponder"), strings.Count(text, "> ponder-hit")
	if ponders == 0 || hits == 0 || hits > ponders {
		t.Errorf("%d ponder searches, %d hits: want some of each", ponders, hits)
	}
	data, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	r, err := ReadReport(bytes.NewReader(data), jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	for term, n := range r.Terminations {
		switch term {
		case TermCrash, TermIllegal, TermUnparsable, TermTimeForfeit, TermTimeout:
			t.Errorf("%d games ended by %s", n, term)
		}
	}
	if len(r.Games) != 2 {
		t.Errorf("%d games, want 2", len(r.Games))
	}
}
