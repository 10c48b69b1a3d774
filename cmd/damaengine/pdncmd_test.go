// Tests of pdn check: written games pass and are counted; an illegal
// move, a wrong result, a round twice and a wrong count fail naming the
// file and game.

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
)

// pdnText writes the games of an Italian line (ended by the rules when
// result is Ongoing: then no legal move decides) with rounds from first.
func pdnText(t *testing.T, moves []string, result movegen.Result, first, count int) string {
	t.Helper()
	g := movegen.NewGame(movegen.StartPosition(movegen.Italian))
	for _, s := range moves {
		p := g.Position()
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		g.Play(m)
	}
	var buf bytes.Buffer
	for r := first; r < first+count; r++ {
		if err := pdn.Write(&buf, &pdn.Game{Round: r, Start: g.Start(), Moves: g.Moves(), Result: result}); err != nil {
			t.Fatal(err)
		}
	}
	return buf.String()
}

// fileWriter returns a function that writes a file of the given name and
// text in dir and returns its path.
func fileWriter(t *testing.T, dir string) func(name, text string) string {
	return func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
}

func TestPDNCheck(t *testing.T) {
	dir := t.TempDir()
	write := fileWriter(t, dir)
	opening := []string{"22-19", "10-14", "19x10", "5x14"}
	a := write("a.pdn", pdnText(t, opening, movegen.Draw, 1, 3)) // adjudicated: any result
	b := write("b.pdn", pdnText(t, opening, movegen.WhiteWins, 4, 2))
	code, out, errOut := runArgs("pdn", "check", "--games", "5", a, b)
	if code != 0 || !strings.Contains(out, "a.pdn: 3 games replay legally") || !strings.HasSuffix(out, "5 games checked\n") {
		t.Fatalf("pdn check: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	illegal := write("illegal.pdn", strings.Replace(pdnText(t, opening, movegen.Draw, 1, 2), "5x14", "5x15", 1))
	noResult := write("none.pdn", strings.ReplaceAll(pdnText(t, opening, movegen.Draw, 1, 1), "1/2-1/2", "*"))
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{a, b, "--games", "6"}, 1, "5 games in all, want 6"},
		{[]string{a, a}, 1, "a.pdn game 1 and " + a + " game 1 are both round 1"},
		{[]string{illegal}, 1, "illegal.pdn: game 1 (line"},
		{[]string{noResult}, 1, "none.pdn: game 1: no result"},
		{[]string{filepath.Join(dir, "missing.pdn")}, 2, "no such file"},
		{[]string{}, 2, "give the PDN files"},
		{[]string{"--variant", "chess", a}, 2, "chess"},
	} {
		code, _, errOut := runArgs(append([]string{"pdn", "check"}, tc.args...)...)
		if code != tc.code || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want %d and %q", tc.args, code, errOut, tc.code, tc.want)
		}
	}
}

func TestPDNPositions(t *testing.T) {
	dir := t.TempDir()
	write := fileWriter(t, dir)
	// Of the opening's positions, the start and the one after 22-19 are
	// quiet; after 10-14 and after 19x10 a capture is pending.
	opening := []string{"22-19", "10-14", "19x10", "5x14"}
	start := movegen.StartPosition(movegen.Italian)
	first, _ := start.ParseMove("22-19")
	next := start.Play(first)
	quiet := []string{start.FEN(), next.FEN()}
	won := write("won.pdn", pdnText(t, opening, movegen.WhiteWins, 1, 2))
	open := write("open.pdn", strings.ReplaceAll(pdnText(t, opening, movegen.Draw, 3, 1), "1/2-1/2", "*"))
	out := filepath.Join(dir, "valid.txt")
	code, stdout, errOut := runArgs("pdn", "positions", "--out", out, won, open)
	if code != 0 || stdout != out+": 4 positions from 2 games (1 game without a result left out)\n" {
		t.Fatalf("pdn positions: exit %d, stdout %q, stderr %q", code, stdout, errOut)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want := "1 " + quiet[0] + "\n1 " + quiet[1] + "\n"
	if string(data) != want+want {
		t.Errorf("pdn positions wrote\n%s\nwant\n%s", data, want+want)
	}
	bad := write("bad.pdn", strings.Replace(pdnText(t, opening, movegen.Draw, 1, 1), "5x14", "5x15", 1))
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--out", out, bad}, 1, "bad.pdn: game 1 (line"},
		{[]string{"--out", out, filepath.Join(dir, "missing.pdn")}, 2, "no such file"},
		{[]string{won}, 2, "give --out"},
	} {
		code, _, errOut := runArgs(append([]string{"pdn", "positions"}, tc.args...)...)
		if code != tc.code || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want %d and %q", tc.args, code, errOut, tc.code, tc.want)
		}
	}
	if after, _ := os.ReadFile(out); !bytes.Equal(after, data) {
		t.Error("a failed pdn positions changed the file it was to write")
	}
}
