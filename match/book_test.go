package match

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/movegen"
)

// TestEachEngineHasItsOwnBookOptions plays damaengine with its shipped
// book (variety 0) against itself without one: only the first answers
// from the book, and its first move as White is the book's best.
func TestEachEngineHasItsOwnBookOptions(t *testing.T) {
	eng := damaengine(t)
	dir := t.TempDir()
	logPath, jsonPath := filepath.Join(dir, "traffic.log"), filepath.Join(dir, "r.json")
	c := commandConfig(t, movegen.Italian, "nodes=2000", 2, "cmd="+eng+" name=book option.hash=16 option.book-variety=0",
		"cmd="+eng+" name=nobook option.hash=16 option.book=false")
	c.MaxPlies, c.Timeout, c.StartTimeout, c.Quiet = 16, 20*time.Second, 20*time.Second, true
	if _, stderr, err := play(c, Outputs{Log: logPath, JSON: jsonPath}); err != nil {
		t.Fatalf("%v\nstderr:\n%s", err, stderr)
	}
	f, err := os.Open(logPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	bookLines := map[string]int{}
	firstMove := ""
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.SplitN(sc.Text(), " ", 4)
		if len(fields) < 4 || fields[2] != "<" {
			continue
		}
		name, _, _ := strings.Cut(fields[1], "#")
		if strings.HasPrefix(fields[3], "info ") && strings.HasSuffix(fields[3], " source=book") {
			bookLines[name]++
		}
		if name == "book" && firstMove == "" && strings.HasPrefix(fields[3], "done move=") {
			firstMove = strings.Fields(strings.TrimPrefix(fields[3], "done move="))[0]
		}
	}
	if bookLines["book"] == 0 || bookLines["nobook"] != 0 {
		t.Errorf("book lines: %v; want some from book and none from nobook", bookLines)
	}
	b, err := book.Shipped(movegen.Italian)
	if err != nil {
		t.Fatal(err)
	}
	start := movegen.StartPosition(movegen.Italian)
	var found book.Moves
	if b.Probe(&start, &found) == 0 {
		t.Fatal("the shipped book does not know the start")
	}
	if want := start.FormatHub(found.Entries[0].Move); firstMove != want {
		t.Errorf("first book move %q, want the book's best %q", firstMove, want)
	}
}
