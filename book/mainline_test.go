package book

import (
	"slices"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestMainLine: a book of three positions on one line, with a worse
// alternative at the first, gives the line of best moves and stops where
// the book does.
func TestMainLine(t *testing.T) {
	p0 := movegen.StartPosition(movegen.Italian)
	var want []movegen.Move
	var entries []Entry
	p := p0
	for i := range 3 {
		var l movegen.MoveList
		p.Generate(&l)
		best := l.Moves[i%l.N]
		entries = append(entries, Entry{Key: p.Key, Move: best, Score: 20, Flags: Searched})
		if i == 0 {
			other := l.Moves[l.N-1]
			entries = append(entries, Entry{Key: p.Key, Move: other, Score: -30, Flags: Searched})
		}
		want = append(want, best)
		p = p.Play(best)
	}
	b, err := Parse(encode(t, movegen.Italian, entries, ""))
	if err != nil {
		t.Fatal(err)
	}
	if got := b.MainLine(p0); !slices.Equal(got, want) {
		t.Errorf("MainLine = %v, want %v", got, want)
	}
}
