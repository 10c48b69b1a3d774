// Tests of the PDN writer.

package pdn

import (
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

func playAll(t *testing.T, p movegen.Position, moves ...string) []movegen.Move {
	t.Helper()
	var out []movegen.Move
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

func TestWriteInitialGame(t *testing.T) {
	start := movegen.StartPosition(movegen.Italian)
	g := &Game{Event: "test", Date: time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC), Round: 3,
		White: `a "quoted" name`, Black: "b", Start: start, Result: movegen.Draw,
		Moves: playAll(t, start, "22-18", "11-14", "18x11", "7x14"), Termination: "agreement"}
	var b strings.Builder
	if err := Write(&b, g); err != nil {
		t.Fatal(err)
	}
	want := `[Event "test"]
[Site "?"]
[Date "2026.11.22"]
[Round "3"]
[White "a \"quoted\" name"]
[Black "b"]
[Result "1/2-1/2"]
[GameType "22"]
[Termination "agreement"]

1. 22-18 11-14 2. 18x11 7x14 1/2-1/2

`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

func TestWriteSetUpBlackToMoveAndWrap(t *testing.T) {
	start, err := movegen.ParseFEN(movegen.International, "B:W31-50:B1-20")
	if err != nil {
		t.Fatal(err)
	}
	var moves []movegen.Move
	p := start
	var l movegen.MoveList
	for i := 0; i < 40; i++ {
		p.Generate(&l)
		moves = append(moves, l.Moves[0])
		p = p.Play(l.Moves[0])
	}
	var b strings.Builder
	if err := Write(&b, &Game{Start: start, Moves: moves, Result: movegen.WhiteWins, Comment: "a {braced} note"}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{`[SetUp "1"]`, `[FEN "B:W31,`, `[GameType "20"]`, `[Result "2-0"]`, "\n1... ", "{a (braced) note} 2-0\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if len(line) > LineWidth && !strings.HasPrefix(line, "[") {
			t.Errorf("line longer than %d: %q", LineWidth, line)
		}
	}
}

func TestResultTokensAndGameTypes(t *testing.T) {
	if ResultToken(movegen.Dameo, movegen.BlackWins) != "0-1" || ResultToken(movegen.International, movegen.Draw) != "1-1" ||
		ResultToken(movegen.Italian, movegen.Ongoing) != "*" {
		t.Error("result tokens")
	}
	if GameType(movegen.Italian) != "22" || GameType(movegen.International) != "20" || !strings.HasPrefix(GameType(movegen.Dameo), "99,") {
		t.Error("game types")
	}
}
