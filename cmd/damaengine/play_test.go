// Tests of the play command's commands: help, undo, new, flip, level,
// save, fen, the end of a game and the --hash check.

package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/book"
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/pdn"
	"github.com/damaengine/damaengine/player"
)

// playScript runs play with a tiny move time, a 1 MiB table and no book
// (args may name one), the script as its input, and returns what it
// printed; it fails the test unless play exits 0 with nothing on stderr.
func playScript(t *testing.T, script string, args ...string) string {
	t.Helper()
	var out, errOut strings.Builder
	args = append([]string{"play", "--move-time", "0.01", "--hash", "1", "--book", "none"}, args...)
	if code := run(args, strings.NewReader(script), &out, &errOut); code != 0 || errOut.Len() != 0 {
		t.Fatalf("%v: exit %d, stderr %q; stdout:\n%s", args, code, errOut.String(), out.String())
	}
	return out.String()
}

// linesWith returns the lines of out that contain s.
func linesWith(out, s string) []string {
	var found []string
	for line := range strings.Lines(out) {
		if strings.Contains(line, s) {
			found = append(found, line)
		}
	}
	return found
}

var italianStart = movegen.StartPosition(movegen.Italian)

func TestPlayHelp(t *testing.T) {
	out := playScript(t, "help\nquit\n")
	for _, cmd := range []string{"undo", "new", "flip", "level", "save FILE", "fen", "moves", "quit"} {
		if !strings.Contains(out, "\n  "+cmd) {
			t.Errorf("help lacks %q:\n%s", cmd, out)
		}
	}
}

func TestPlayUndo(t *testing.T) {
	startFEN := italianStart.FEN()
	out := playScript(t, "undo\n22-18\nundo\nfen\nquit\n")
	if got := linesWith(out, "nothing to undo"); len(got) != 1 {
		t.Errorf("undo at the start: %q, want one 'nothing to undo' line:\n%s", got, out)
	}
	if !strings.Contains(out, "took back 2 moves\n") || !strings.Contains(out, "> "+startFEN+"\n") {
		t.Errorf("after a move pair and undo, want 'took back 2 moves' and fen %s:\n%s", startFEN, out)
	}
	if n := strings.Count(out, "damaengine plays "); n != 1 {
		t.Errorf("%d engine moves, want 1:\n%s", n, out)
	}

	// Playing Black, the engine's first move is the only one to take back;
	// then the engine moves again.
	out = playScript(t, "undo\nquit\n", "--side", "black")
	if !strings.Contains(out, "took back 1 move\n") || strings.Count(out, "damaengine plays ") != 2 {
		t.Errorf("undo of the engine's first move:\n%s", out)
	}
}

func TestPlayNew(t *testing.T) {
	fen := "W:W21,22:B9,10"
	out := playScript(t, "21-17\nnew\nfen\nquit\n", "--fen", fen)
	if !strings.Contains(out, "new game\n") || !strings.Contains(out, "> W:W21,22:B9,10\n") {
		t.Errorf("new from --fen %s:\n%s", fen, out)
	}
}

func TestPlayFlip(t *testing.T) {
	out := playScript(t, "flip\nquit\n")
	flipped := out[strings.Index(out, "your move> ")+len("your move> "):]
	lines := strings.Split(flipped, "\n")
	want := []string{
		" 1  w     w     w     w        32    31    30    29",
		" 2     w     w     w     w        28    27    26    25",
		" 8     b     b     b     b         4     3     2     1",
		"    h  g  f  e  d  c  b  a",
		"White to move",
	}
	for i, w := range want {
		if j := []int{0, 1, 7, 8, 9}[i]; j >= len(lines) || lines[j] != w {
			t.Fatalf("flipped diagram line %d is not %q:\n%s", j, w, flipped)
		}
	}
	// flip again: White at the bottom.
	out = playScript(t, "flip\nflip\nquit\n")
	if n := strings.Count(out, " 8  b     b     b     b         1     2     3     4\n"); n != 2 {
		t.Errorf("%d diagrams seen from White, want 2 (start, flipped back):\n%s", n, out)
	}
}

func TestPlayLevel(t *testing.T) {
	out := playScript(t, "level depth 2\n22-18\nlevel 0.01\nlevel\nquit\n")
	if !strings.Contains(out, "level: depth 2\n") || !strings.Contains(out, ", depth 2)\n") ||
		!strings.Contains(out, "level: 0.01 s per move\n") {
		t.Errorf("level depth 2, then 0.01 s:\n%s", out)
	}
}

// TestPlayAtElo: --elo plays at a calibrated level (out of book, within
// its node budget: depth well below full strength's) and refuses a
// number outside the levels with their range.
func TestPlayAtElo(t *testing.T) {
	lo, hi, _ := player.EloRange(movegen.Italian)
	elo := strconv.Itoa(lo)
	out := playScript(t, "22-18\nquit\n", "--elo", elo, "--book", "")
	if !strings.Contains(out, "The engine plays at "+elo+" Elo") || len(linesWith(out, "damaengine plays")) != 1 ||
		len(linesWith(out, "(book")) != 0 {
		t.Errorf("--elo %s:\n%s", elo, out)
	}
	var errOut strings.Builder
	code := run([]string{"play", "--elo", strconv.Itoa(hi + 1)}, strings.NewReader(""), io.Discard, &errOut)
	if want := fmt.Sprintf("%d..%d", lo, hi); code != 2 || !strings.Contains(errOut.String(), want) {
		t.Errorf("--elo %d: exit %d, %q; want 2 and the range %s", hi+1, code, errOut.String(), want)
	}
}

func TestPlayFromTheBook(t *testing.T) {
	// The shipped Italian book knows the start and the replies to 22-18:
	// the engine answers from it, the best move with variety 0.
	start := movegen.StartPosition(movegen.Italian)
	after := start.Play(mustParse(t, start, "22-18"))
	b, err := book.Shipped(movegen.Italian)
	if err != nil {
		t.Fatal(err)
	}
	var found book.Moves
	if b.Probe(&after, &found) == 0 {
		t.Fatal("the shipped book does not know 22-18")
	}
	want := "damaengine plays " + after.FormatPDN(found.Entries[0].Move) + " (book, score "
	out := playScript(t, "22-18\nquit\n", "--book", "", "--book-variety", "0")
	if !strings.Contains(out, want) {
		t.Errorf("no %q in:\n%s", want, out)
	}
}

func mustParse(t *testing.T, p movegen.Position, s string) movegen.Move {
	t.Helper()
	m, err := p.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestPlayBadCommands(t *testing.T) {
	bad := []string{"foo", "help me", "level", "level 0", "level -1", "level x", "level 4000",
		"level depth 0", "level depth x", "level depth 2 3", "save", "22-17", "flip it"}
	script := ""
	for _, b := range bad {
		script += b + "\n"
	}
	out := playScript(t, script+"22-18\nquit\n", "--move-time", "0.01")
	// Each bad command's reply: one line, then the prompt again.
	replies := strings.Split(out, "your move> ")[1:]
	for i, b := range bad {
		want := "one line"
		if b == "level" { // level alone shows the level
			want = "level: 0.01 s per move\n"
		}
		if r := replies[i]; strings.Count(r, "\n") != 1 || len(r) < 10 || want != "one line" && r != want {
			t.Errorf("%q: reply %q, want %s", b, r, want)
		}
	}
	if !strings.Contains(out, "damaengine plays ") || !strings.Contains(out, "\n 3     w     .     w     w ") {
		t.Errorf("22-18 after the bad commands was not played:\n%s", out)
	}
}

func TestPlaySave(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args     []string
		start    movegen.Position
		moves    string
		fenTag   bool
		gameType string
	}{
		{nil, italianStart, "22-18", false, "22"},
		{[]string{"--variant", "international", "--fen", "W:W31,32:B19,20"}, mustFEN(t, movegen.International, "W:W31,32:B19,20"), "31-27", true, "20"},
	} {
		file := filepath.Join(dir, "game.pdn")
		out := playScript(t, c.moves+"\nsave "+file+"\nquit\n", c.args...)
		if !strings.Contains(out, "saved 2 moves to "+file+"\n") {
			t.Errorf("%v: no 'saved' line:\n%s", c.args, out)
		}
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		games, err := pdn.Read(f, c.start.Variant)
		f.Close()
		if err != nil || len(games) != 1 {
			t.Fatalf("%v: read back: %d games, %v", c.args, len(games), err)
		}
		g := games[0]
		first, err := c.start.ParseMove(c.moves)
		if err != nil {
			t.Fatal(err)
		}
		if g.Start != c.start || len(g.Moves) != 2 || g.Moves[0] != first {
			t.Errorf("%v: read back start %s, moves %v; want %s, %s and the reply", c.args, g.Start.FEN(), g.Moves, c.start.FEN(), c.moves)
		}
		if reply := g.Start.Play(first); !strings.Contains(out, "damaengine plays "+reply.FormatPDN(g.Moves[1])+" ") {
			t.Errorf("%v: the saved reply is not the one played:\n%s", c.args, out)
		}
		_, hasFEN := g.Tags["FEN"]
		if hasFEN != c.fenTag || g.Tags["GameType"] != c.gameType || g.Tags["White"] != "you" ||
			g.Tags["Black"] != "damaengine" || g.Tags["Event"] == "" || g.Tags["Date"] == "" || g.Result != "*" {
			t.Errorf("%v: tags %v, result %q", c.args, g.Tags, g.Result)
		}
	}
	// A file that cannot be written: one line, the game goes on.
	out := playScript(t, "save "+filepath.Join(dir, "no", "such", "dir.pdn")+"\nfen\nquit\n")
	if got := linesWith(out, "save:"); len(got) != 1 || !strings.Contains(out, "> "+italianStart.FEN()+"\n") {
		t.Errorf("save to a missing directory: %q\n%s", got, out)
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

// TestPlayGameEnd: from a position one move from the end, the player's
// capture ends the game; the result and the game's PDN are printed. As
// Black, the engine plays the last move with no input at all.
func TestPlayGameEnd(t *testing.T) {
	const fen = "W:W10:B6"
	for _, c := range []struct {
		script string
		args   []string
		white  string
	}{
		{"10x3\n", nil, "you"},
		{"", []string{"--side", "black"}, "damaengine"},
	} {
		out := playScript(t, c.script, append([]string{"--fen", fen}, c.args...)...)
		_, game, ok := strings.Cut(out, "Game over: white wins (no legal move)\n")
		if !ok {
			t.Fatalf("%v: no result line:\n%s", c.args, out)
		}
		games, err := pdn.Read(strings.NewReader(game), movegen.Italian)
		if err != nil || len(games) != 1 {
			t.Fatalf("%v: the printed PDN reads back as %d games, %v:\n%s", c.args, len(games), err, game)
		}
		g := games[0]
		if g.Result != "1-0" || g.Tags["FEN"] != fen || g.Tags["White"] != c.white || len(g.Moves) != 1 ||
			g.Start.FormatPDN(g.Moves[0]) != "10x3" {
			t.Errorf("%v: PDN %v %q %v:\n%s", c.args, g.Tags, g.Result, g.Moves, game)
		}
	}
}

func TestPlayHashRefused(t *testing.T) {
	withMemory(t, 100) // a 64 MiB table fits, 128 does not
	var out, errOut strings.Builder
	code := run([]string{"play", "--hash", "128"}, strings.NewReader("quit\n"), &out, &errOut)
	if want := "--hash 128: a 128 MiB table does not fit in the memory available"; code != 2 || out.Len() != 0 ||
		!strings.Contains(errOut.String(), want) || strings.Count(errOut.String(), "\n") != 1 {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", code, out.String(), errOut.String(), want)
	}
	if code, _, errOut := runArgs("play", "--hash", "0"); code != 2 || !strings.Contains(errOut, "--hash must be 1..") {
		t.Errorf("--hash 0: exit %d, stderr %q", code, errOut)
	}
}
