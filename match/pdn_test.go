// The PDN writer: tags, result conventions, numbering from a Black-to-move
// start, comments, wrapping and escaping.

package match

import (
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// playMoves plays moves given in any notation from start.
func playMoves(t *testing.T, start movegen.Position, moves ...string) []movegen.Move {
	t.Helper()
	var out []movegen.Move
	p := start
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
		p = p.Play(m)
	}
	return out
}

func TestWritePDN(t *testing.T) {
	// International, Black to move first (a three-move ballot style FEN).
	start := mustFEN(t, movegen.International, "B:W31-50:B1-20")
	g := &GameRecord{Round: 7, Pair: 3, White: 1, Names: [2]string{`new "x"`, `old\1`}, Start: start,
		Moves: playMoves(t, start, "19-23", "32-28", "23x32", "37x28"), Result: movegen.WhiteWins,
		Termination: TermTimeForfeit, Detail: "old took {too} long", Date: time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)}
	var b strings.Builder
	if err := writePDN(&b, g, "Test", "Here"); err != nil {
		t.Fatal(err)
	}
	want := `[Event "Test"]
[Site "Here"]
[Date "2026.03.04"]
[Round "7"]
[White "new \"x\""]
[Black "old\\1"]
[Result "2-0"]
[GameType "20"]
[SetUp "1"]
[FEN "B:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"]
[Termination "time forfeit"]

1... 19-23 2. 32-28 23x32 3. 37x28 {old took (too) long} 2-0

`
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	games, err := readPDN(b.String(), movegen.International)
	if err != nil || len(games) != 1 || games[0].game.Ply() != 4 || games[0].tags["White"] != `new "x"` {
		t.Errorf("read back: %v %+v", err, games)
	}
}

func TestPDNConventions(t *testing.T) {
	for _, c := range []struct {
		v        movegen.Variant
		gameType string
		results  [3]string // White wins, draw, Black wins
	}{
		{movegen.Italian, "22", [3]string{"1-0", "1/2-1/2", "0-1"}},
		{movegen.International, "20", [3]string{"2-0", "1-1", "0-2"}},
		{movegen.Dameo, "99,W,8,8,A0,0", [3]string{"1-0", "1/2-1/2", "0-1"}},
	} {
		for i, r := range []movegen.Result{movegen.WhiteWins, movegen.Draw, movegen.BlackWins} {
			if got := pdn.ResultToken(c.v, r); got != c.results[i] {
				t.Errorf("%s %v: %q, want %q", c.v, r, got, c.results[i])
			}
		}
		// From the initial position: no FEN or SetUp tag.
		var b strings.Builder
		g := &GameRecord{Round: 1, Names: [2]string{"a", "b"}, Start: movegen.StartPosition(c.v),
			Result: movegen.Draw, Termination: TermMaxPlies}
		writePDN(&b, g, "e", "s")
		out := b.String()
		if !strings.Contains(out, `[GameType "`+c.gameType+`"]`) || strings.Contains(out, "FEN") || strings.Contains(out, "SetUp") {
			t.Errorf("%s:\n%s", c.v, out)
		}
	}
}

func TestPDNWrapsLongGames(t *testing.T) {
	start := mustFEN(t, movegen.Italian, "W:WK29,K31:BK2,K4")
	g := movegen.NewGame(start)
	for range 60 {
		m, _ := wander(g)
		g.Play(m)
	}
	rec := &GameRecord{Round: 1, Names: [2]string{"a", "b"}, Start: start, Moves: g.Moves(), Result: movegen.Draw,
		Termination: TermMaxPlies, Detail: strings.Repeat("word ", 40)}
	var b strings.Builder
	writePDN(&b, rec, "e", "s")
	for _, line := range strings.Split(b.String(), "\n") {
		if len(line) > pdn.LineWidth && !strings.HasPrefix(line, "[") {
			t.Errorf("line of %d characters: %q", len(line), line)
		}
	}
	games, err := readPDN(b.String(), movegen.Italian)
	if err != nil || games[0].game.Ply() != 60 {
		t.Errorf("read back: %v", err)
	}
}
