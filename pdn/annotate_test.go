// Tests of annotated movetext: marks and comments written, and read back
// to the same moves.

package pdn

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

func TestWriteAnnotatedReadsBack(t *testing.T) {
	for _, fen := range []string{"", "B:W21-32:B1-12"} {
		start := movegen.StartPosition(movegen.Italian)
		if fen != "" {
			var err error
			if start, err = movegen.ParseFEN(movegen.Italian, fen); err != nil {
				t.Fatal(err)
			}
		}
		var moves []movegen.Move
		p := start
		var l movegen.MoveList
		for range 12 {
			p.Generate(&l)
			moves = append(moves, l.Moves[l.N-1])
			p = p.Play(l.Moves[l.N-1])
		}
		notes := []Note{{Comment: "+0.10"}, {Mark: "??", Comment: "-1.20, best 9-13 {sic}"}, {Mark: "!?"}, {}, {Mark: "?"}}
		var b strings.Builder
		if err := Write(&b, &Game{Start: start, Moves: moves, Notes: notes}); err != nil {
			t.Fatal(err)
		}
		text := b.String()
		q := start.Play(moves[0])
		second := q.FormatPDN(moves[1])
		for _, want := range []string{"{+0.10}", second + "?? {-1.20, best 9-13 (sic)}", "!? "} {
			if !strings.Contains(text, want) {
				t.Errorf("%q: missing %q in\n%s", fen, want, text)
			}
		}
		// A Black move after a comment carries its number again.
		if fen == "" && !strings.Contains(text, "{+0.10} 1... ") {
			t.Errorf("no 1... after the comment in\n%s", text)
		}
		games, err := Read(strings.NewReader(text+"[Event \"nags\"]\n1. 22-19 $2 10-14 $4 {x} 2. 19x10! *\n"), movegen.Italian)
		if err != nil {
			t.Fatalf("%q: %v\n%s", fen, err, text)
		}
		if len(games) != 2 || games[0].Start != start || !slices.Equal(games[0].Moves, moves) || len(games[1].Moves) != 3 {
			t.Fatalf("%q: read back %d games, moves %v, want %v", fen, len(games), games[0].Moves, moves)
		}
	}
	for _, bad := range []*Game{
		{Start: movegen.StartPosition(movegen.Italian), Notes: []Note{{}}},
		{Start: movegen.StartPosition(movegen.Italian), Moves: playAll(t, movegen.StartPosition(movegen.Italian), "22-18"), Notes: []Note{{Mark: "?!?"}}},
	} {
		if err := Write(&strings.Builder{}, bad); err == nil {
			t.Errorf("notes %v: no error", bad.Notes)
		}
	}
}

// TestRecordGameWritesTheSame: a game read back and made a Game again
// writes the same PDN, tags, result and all.
func TestRecordGameWritesTheSame(t *testing.T) {
	start := movegen.StartPosition(movegen.International)
	g := &Game{Event: "e", Site: "s", Date: time.Date(2026, 3, 4, 0, 0, 0, 0, time.UTC), Round: 7, White: "w", Black: "b",
		Start: start, Moves: playAll(t, start, "32-28", "19-23", "28x19", "14x23"), Result: movegen.Draw, Termination: "agreement"}
	for _, date := range []time.Time{g.Date, {}} {
		g.Date = date
		var first, second strings.Builder
		if err := Write(&first, g); err != nil {
			t.Fatal(err)
		}
		games, err := Read(strings.NewReader(first.String()), movegen.International)
		if err != nil || len(games) != 1 {
			t.Fatalf("%v\n%s", err, first.String())
		}
		if err := Write(&second, games[0].Game()); err != nil {
			t.Fatal(err)
		}
		if second.String() != first.String() {
			t.Errorf("written again:\n%s\nwant:\n%s", second.String(), first.String())
		}
	}
	for token, want := range map[string]movegen.Result{"2-0": movegen.WhiteWins, "0-1": movegen.BlackWins, "1-1": movegen.Draw, "*": movegen.Ongoing, "": movegen.Ongoing} {
		if got := ParseResult(token); got != want {
			t.Errorf("ParseResult(%q) = %v, want %v", token, got, want)
		}
	}
}
