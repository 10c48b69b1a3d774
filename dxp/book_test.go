package dxp

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// TestThinkPlaysTheBookMove gives the player a book that knows one move
// of the start position, a weak one a search would not choose: think
// plays it at once, and searches once out of the book.
func TestThinkPlaysTheBookMove(t *testing.T) {
	start := movegen.StartPosition(movegen.International)
	m, err := start.ParseMove("31-26")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := book.Encode(&buf, movegen.International, []book.Entry{{Key: start.Key, Move: m, Score: 10, Flags: book.Searched}}, ""); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "one.book")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	pl := ours{engine: testEngine(player.Book{On: true, File: path}), depth: 1}
	g := movegen.NewGame(start)
	c := newClock(5, 75)
	if got := pl.think(g, &c); got != m {
		t.Fatalf("think played %s, want the book's 31-26", start.FormatPDN(got))
	}
	g.Play(m)
	var l movegen.MoveList
	after := g.Position()
	after.Generate(&l)
	got := pl.think(g, &c)
	legal := false
	for _, x := range l.Slice() {
		legal = legal || x == got
	}
	if !legal {
		t.Fatal("out of the book think played an illegal move")
	}
}
