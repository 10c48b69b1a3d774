// The book command: build, stats, probe, merge and from-pdn through the
// command line, and its refusals.

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/movegen"
)

func TestBookCommand(t *testing.T) {
	dir := t.TempDir()
	out1 := filepath.Join(dir, "a.book")
	code, out, errOut := runArgs("book", "build", "--variant", "italian", "--positions", "12", "--depth", "3", "--threads", "2", "--out", out1)
	if code != 0 || !strings.Contains(out, "wrote "+out1+": 12 positions expanded") {
		t.Fatalf("build: exit %d\n%s%s", code, out, errOut)
	}
	b, err := book.Open(out1)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.Note(), "book build --variant italian --positions 12 --depth 3") {
		t.Errorf("the note does not record the command: %q", b.Note())
	}
	code, out, _ = runArgs("book", "stats", "--book", out1)
	if code != 0 || !strings.Contains(out, "positions   12") || !strings.Contains(out, "main line") {
		t.Fatalf("stats: exit %d\n%s", code, out)
	}
	// probe lists the start position's moves, best first, as the book
	// holds them.
	start := movegen.StartPosition(movegen.Italian)
	var found book.Moves
	if b.Probe(&start, &found) == 0 {
		t.Fatal("the start position is not in the book")
	}
	code, out, _ = runArgs("book", "probe", "--book", out1)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != found.N+1 || !strings.HasPrefix(lines[1], start.FormatPDN(found.Entries[0].Move)+" ") {
		t.Fatalf("probe: exit %d\n%s", code, out)
	}
	if code, out, _ := runArgs("book", "probe", "--book", out1, "--fen", "W:WK1:BK32"); code != 0 || !strings.Contains(out, "not in the book") {
		t.Errorf("probe out of the book: exit %d\n%s", code, out)
	}

	// from-pdn, then merge with the built book.
	games := filepath.Join(dir, "g.pdn")
	os.WriteFile(games, []byte("[Result \"2-0\"]\n1. 23-19 10-14 2-0\n\n[Result \"1-1\"]\n1. 23-19 9-13 1-1\n"), 0o644)
	played := filepath.Join(dir, "g.book")
	if code, out, errOut := runArgs("book", "from-pdn", "--variant", "italian", "--out", played, games); code != 0 || !strings.Contains(out, "3 entries from 2 games") {
		t.Fatalf("from-pdn: exit %d\n%s%s", code, out, errOut)
	}
	// The note keeps the command line, but not the folders of the machine
	// that made the book.
	if code, out, _ := runArgs("book", "stats", "--book", played); code != 0 || !strings.Contains(out, ": g.pdn") || strings.Contains(out, dir) {
		t.Errorf("stats of the from-pdn book: exit %d, want g.pdn without its folder %s:\n%s", code, dir, out)
	}
	merged := filepath.Join(dir, "m.book")
	if code, out, errOut := runArgs("book", "merge", "--out", merged, out1, played); code != 0 || !strings.Contains(out, "from 2 books") {
		t.Fatalf("merge: exit %d\n%s%s", code, out, errOut)
	}
	m, err := book.Open(merged)
	if err != nil {
		t.Fatal(err)
	}
	m2319, _ := start.ParseMove("23-19")
	if m.Probe(&start, &found) == 0 {
		t.Fatal("merged book lost the start position")
	}
	for _, e := range found.Slice() {
		if e.Move == m2319 && (e.Games != 2 || e.HalfPoints != 3) {
			t.Errorf("merged 23-19: %d games, %d half-points; want 2 and 3", e.Games, e.HalfPoints)
		}
	}

	// A build stopped early goes on from its log (here: grown further).
	code, out, _ = runArgs("book", "build", "--variant", "italian", "--positions", "15", "--depth", "3", "--threads", "1", "--out", out1)
	if code != 0 || !strings.Contains(out, "15 positions expanded") {
		t.Fatalf("growing the book: exit %d\n%s", code, out)
	}
}

func TestBookCommandRefusals(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.book")
	os.WriteFile(bad, []byte("DAMABOOK but not really a book at all, just some bytes......................"), 0o644)
	intl := filepath.Join(dir, "intl.book")
	if err := book.WriteFile(intl, movegen.International, nil, ""); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"book"}, 2, "missing subcommand"},
		{[]string{"book", "grow"}, 2, "unknown subcommand"},
		{[]string{"book", "build", "--positions", "10", "--depth", "3"}, 2, "--out"},
		{[]string{"book", "build", "--positions", "10", "--out", bad}, 2, "--depth D or --nodes K"},
		{[]string{"book", "build", "--positions", "0", "--depth", "3", "--out", bad}, 2, "--positions"},
		{[]string{"book", "build", "--positions", "5", "--depth", "3", "--from", "W:W99:B1", "--out", bad}, 2, ""},
		{[]string{"book", "build", "--positions", "5", "--depth", "3", "--openings", filepath.Join(dir, "none"), "--out", bad}, 2, ""},
		{[]string{"book", "stats", "--book", bad}, 2, "checksum"},
		{[]string{"book", "probe", "--book", intl}, 2, "is a book for international, not italian"},
		{[]string{"book", "probe", "--book", filepath.Join(dir, "none")}, 2, "no such file"},
		{[]string{"book", "merge", "--out", filepath.Join(dir, "x.book"), intl, filepath.Join(dir, "none")}, 2, "no such file"},
		{[]string{"book", "fly"}, 2, "damaengine book: unknown subcommand"},
		{[]string{"book", "merge", "--out", filepath.Join(dir, "x.book")}, 2, "usage"},
		{[]string{"book", "from-pdn", "--out", filepath.Join(dir, "x.book"), bad}, 2, ""},
		{[]string{"hub", "--book-variety", "101"}, 2, "--book-variety"},
	} {
		code, out, errOut := runArgs(c.args...)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if code != c.code || !strings.Contains(errOut, c.msg) || len(lines) != 1 {
			t.Errorf("%v: exit %d (want %d), stderr %q (want one line with %q)\n%s", c.args, code, c.code, errOut, c.msg, out)
		}
	}
}
