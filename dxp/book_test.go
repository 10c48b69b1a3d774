package dxp

import (
	"bytes"
	"testing"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
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
	b, err := book.Parse(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	pl := player{engine: search.New(1, 1), depth: 1, book: b}
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
