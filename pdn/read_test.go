// Tests of the PDN reader: what it understands of the movetext, its
// errors, and that it reads back what Write writes.

package pdn

import (
	"math/bits"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// An Italian game with most of what PDN movetext may hold: tags with an
// escaped quote, numbers glued to moves, comments over two lines, a
// comment to the end of the line (holding a result that is not one),
// nested variations with a parenthesis in a comment, a NAG, move
// annotations, and a two-piece capture with its full path; then a game
// from a FEN tag with Black to move, and one with no tags at all.
const italianGames = `[Event "opening \"test\""]
[Site "?"]
[GameType "22"]
[Result "*"]

1. 22-19 10-14 2.19x10 5x14 {a comment
over two lines} 3. 23-19 $1 14x23 (3... 11-15 {with ) inside} (3... 12-16)) 4. 28x19! 11-15
5. 21-17 15x22 ; a line comment 1-0
6. 27x18 7-11 7. 31-28 4-7 8. 28-23 12-15 9. 25-21 15-19?! 10. 23x14 8-12
11. 18-13 9x18x25 *

[Event "from a position"]
[SetUp "1"]
[FEN "B:W13,14,17,21,24,26,29,30,32:B1,2,3,6,7,9,11,12"]
1... 9x18x25 2. 26-22 1/2-1/2

1. 22-18 11-15 0-1
`

func TestReadItalian(t *testing.T) {
	games, err := Read(strings.NewReader(italianGames), movegen.Italian)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 3 {
		t.Fatalf("%d games, want 3", len(games))
	}
	g := games[0]
	if g.Tags["Event"] != `opening "test"` || g.Result != "*" || len(g.Moves) != 22 || g.Start != movegen.StartPosition(movegen.Italian) {
		t.Errorf("game 1: tags %q, result %q, %d moves", g.Tags, g.Result, len(g.Moves))
	}
	if last := g.Moves[len(g.Moves)-1]; bits.OnesCount64(last.Captured) != 2 {
		t.Errorf("9x18x25 took %d pieces, want 2", bits.OnesCount64(last.Captured))
	}
	second := games[1]
	if second.Start.FEN() != "B:W13,14,17,21,24,26,29,30,32:B1,2,3,6,7,9,11,12" || len(second.Moves) != 2 || second.Result != "1/2-1/2" {
		t.Errorf("game 2: start %s, %d moves, result %q", second.Start.FEN(), len(second.Moves), second.Result)
	}
	// The first game's end is the second game's start after 9x18x25.
	end := g.Position()
	if after := second.Start.Play(second.Moves[0]); end != after {
		t.Errorf("game 1 ends at %s, want %s", end.FEN(), after.FEN())
	}
	if third := games[2]; len(third.Tags) != 0 || len(third.Moves) != 2 || third.Result != "0-1" {
		t.Errorf("game 3: %q, %d moves, %q", third.Tags, len(third.Moves), third.Result)
	}
}

func TestReadErrors(t *testing.T) {
	for _, c := range []struct{ text, msg string }{
		{"[Event \"a\"]\n1. 22-18 11-15 *\n\n[Event \"b\"]\n1. 22-18 11-16 2. 18x11 *\n", `game 2 (line 5): move 1... 11-16: illegal move "11-16"`},
		{"1. 22-18 hello *", `game 1 (line 1): move 1... hello: bad move "hello"`},
		{"1. 22-18 {never closed", "game 1 (line 1): unterminated comment"},
		{"1. 22-18 (1... 11-15", "game 1 (line 1): unterminated variation"},
		{"1. 22-18 ) *", `game 1 (line 1): unexpected ")"`},
		{"[Event \"a]\n1. 22-18 *", "game 1 (line 1): bad tag"},
		{"[Event a]\n", "game 1 (line 1): bad tag"},
		{"[GameType \"20\"]\n1. 32-28 *", `game 1 (line 1): GameType "20" is international, not italian`},
		{"[GameType \"21\"]\n1. 22-18 *", `game 1 (line 1): GameType "21" is not italian`},
		{"[FEN \"W:W99:B1\"]\n*", "game 1 (line 1): FEN"},
	} {
		_, err := Read(strings.NewReader(c.text), movegen.Italian)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: error %v, want one with %q", c.text, err, c.msg)
		}
	}
	if games, err := Read(strings.NewReader(" \n; nothing\n"), movegen.Italian); err != nil || len(games) != 0 {
		t.Errorf("no games: %d, %v", len(games), err)
	}
}

// Read reads back what Write writes, in every variant: the start, every
// move (multi-captures with their full path) and the result, International's
// 2-0 included.
func TestReadWhatWriteWrites(t *testing.T) {
	lines := map[movegen.Variant]struct {
		fen   string
		moves []string
	}{
		movegen.Italian: {"", strings.Fields("22-19 10-14 19x10 5x14 23-19 14x23 28x19 11-15 21-17 15x22 27x18 7-11 " +
			"31-28 4-7 28-23 12-15 25-21 15-19 23x14 8-12 18-13 9x18x25")},
		movegen.International: {"", strings.Fields("32-28 17-22 28x17 11x22 34-29 7-11 38-32 1-7 31-26 19-23 29-24 20x29x38x27")},
		movegen.Dameo: {"W:Wa1,b1,c1,d1,e1,f1,g1,h1,b2,c2,d2,e2,f2,g2,c3,d3,e3,f3:Ba8,b8,c8,d8,e8,f8,g8,h8,b7,c7,d7,e7,f7,g7,c6,d6,e6,f6",
			strings.Fields("g2-h3 d8-d5 f1-g2 d5-e4 e3xe5 e6xe4 a1-a2 d6-d5 f2-e3 d5-c4 e3xe5 c6-c5 c1-e3 e7-d6 " +
				"f3-f4 d7-e6 e5xe7 e8xe6 e3-d4 c4xe4xg4")},
	}
	for v, line := range lines {
		start := movegen.StartPosition(v)
		if line.fen != "" {
			start = mustFEN(t, v, line.fen)
		}
		for i, result := range []movegen.Result{movegen.WhiteWins, movegen.Draw, movegen.BlackWins} {
			// Odd rounds start one move in, from a FEN tag with Black to move.
			from, moves := start, playAll(t, start, line.moves...)
			if i%2 == 1 {
				from, moves = from.Play(moves[0]), moves[1:]
			}
			var b strings.Builder
			g := &Game{Event: "e", Date: time.Date(2026, 1, 2, 0, 0, 0, 0, time.UTC), Round: i + 1, White: "w", Black: "b",
				Start: from, Moves: moves, Result: result, Termination: "adjudication", Comment: "a {closing} comment"}
			if err := Write(&b, g); err != nil {
				t.Fatal(err)
			}
			back, err := Read(strings.NewReader(b.String()+b.String()), v)
			if err != nil {
				t.Fatalf("%s: %v\n%s", v, err, b.String())
			}
			if len(back) != 2 || back[1].Start != from || len(back[1].Moves) != len(moves) || back[1].Result != ResultToken(v, result) {
				t.Fatalf("%s: read %d games back; the second: start %s, %d moves, %q\n%s", v, len(back), back[1].Start.FEN(), len(back[1].Moves), back[1].Result, b.String())
			}
			for j := range moves {
				if back[1].Moves[j] != moves[j] {
					t.Errorf("%s: move %d differs", v, j+1)
				}
			}
		}
	}
}

func mustFEN(t *testing.T, v movegen.Variant, fen string) movegen.Position {
	t.Helper()
	p, err := movegen.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
