// Openings from PDN files: the position after each game's moves, the
// format told by content or extension, clear errors, and the runner's own
// --pgn output fed back as openings.

package match

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// A PDN file of two short Italian lines: one from the initial position
// (with what PDN movetext may hold around its moves), one from a FEN tag.
const pdnBallots = `[Event "ballot 1"]
[GameType "22"]

1. 22-19 {the usual} 10-14 2. 19x10 (2. 23-20 14-18) 5x14 *

[Event "ballot 2"]
[SetUp "1"]
[FEN "B:W21-32:B1-12"]

1... 12-16 2. 22-18 *
`

func TestLoadOpeningsFromPDN(t *testing.T) {
	italian := movegen.StartPosition(movegen.Italian)
	one := play(t, italian, "22-19", "10-14", "19x10", "5x14")
	two := play(t, mustFEN(t, movegen.Italian, "B:W21-32:B1-12"), "12-16", "22-18")
	want := []string{one.FEN(), two.FEN()}
	// Told by content whatever the name, and by the .pdn extension
	// whatever the content (here bare movetext).
	for name, text := range map[string]string{"ballots.txt": pdnBallots, "short.pdn": "1. 22-19 10-14 2. 19x10 5x14\n"} {
		list, err := LoadOpenings(strings.NewReader(text), name, movegen.Italian)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var got []string
		for _, p := range list {
			got = append(got, p.FEN())
		}
		if n := len(strings.Split(strings.TrimSpace(text), "\n\n[")); !slices.Equal(got, want[:n]) {
			t.Errorf("%s: positions %q, want %q", name, got, want[:n])
		}
	}
	for text, msg := range map[string]string{
		pdnBallots + "\n[Event \"3\"]\n1. 22-18 11-16 *\n": `x.pdn: game 3 (line 13): move 1... 11-16: illegal move "11-16"`,
		"[Event \"won\"]\n[FEN \"B:W21:B\"]\n*\n":          "x.pdn: game 1: the game is over after its moves: white wins (no legal move)",
		"[Event \"x\"]\n[GameType \"20\"]\n1. 32-28 *\n":   `x.pdn: game 1 (line 2): GameType "20" is international, not italian`,
	} {
		_, err := LoadOpenings(strings.NewReader(text), "x.pdn", movegen.Italian)
		if err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%q: error %v, want one with %q", text, err, msg)
		}
	}
	if _, err := LoadOpenings(strings.NewReader("; nothing\n"), "x.pdn", movegen.Italian); err == nil || !strings.Contains(err.Error(), "x.pdn: no positions") {
		t.Errorf("no games: %v", err)
	}
}

// play plays moves from p.
func play(t *testing.T, p movegen.Position, moves ...string) movegen.Position {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(m)
	}
	return p
}

// The PDN file a match writes is an openings file for the next: with
// --max-plies 6 every game ends, unfinished, after 6 plies, and the next
// match starts its pairs from those positions. Games played to their end
// are refused as openings, with the game's number.
func TestMatchOutputAsOpenings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	eng := fakeEngine(t)
	engines := []string{"--engine", "cmd=" + eng, "name=a", "--engine", "cmd=" + eng, "name=b", "--tc", "depth=1"}
	run := func(pdnPath string, args ...string) (int, string) {
		var stdout, stderr bytes.Buffer
		code := Main(append(append(append([]string{}, engines...), "--quiet", "--pgn", pdnPath), args...), &stdout, &stderr)
		return code, stderr.String()
	}
	first := filepath.Join(dir, "first.pdn")
	if code, msg := run(first, "--games", "6", "--random-plies", "4", "--max-plies", "6"); code != 0 {
		t.Fatalf("first match: exit %d\n%s", code, msg)
	}
	text, _ := os.ReadFile(first)
	firstGames, err := readPDN(string(text), movegen.Italian)
	if err != nil || len(firstGames) != 6 {
		t.Fatalf("first match: %d games, %v", len(firstGames), err)
	}
	ends := map[string]bool{}
	for _, g := range firstGames {
		if g.game.Ply() != 6 {
			t.Fatalf("round %s: %d plies, want 6", g.tags["Round"], g.game.Ply())
		}
		p := g.game.Position()
		ends[p.FEN()] = true
	}

	second := filepath.Join(dir, "second.pdn")
	if code, msg := run(second, "--openings", first, "--seed", "3", "--max-plies", "2"); code != 0 {
		t.Fatalf("second match: exit %d\n%s", code, msg)
	}
	text, _ = os.ReadFile(second)
	secondGames, err := readPDN(string(text), movegen.Italian)
	// Without --games each opening is played twice: 12 games.
	if err != nil || len(secondGames) != 12 {
		t.Fatalf("second match: %d games, %v", len(secondGames), err)
	}
	for _, g := range secondGames {
		if !ends[g.tags["FEN"]] {
			t.Errorf("round %s starts at %q, not at the end of a game of the first match", g.tags["Round"], g.tags["FEN"])
		}
	}

	// Games played to the end leave no game to play.
	full := filepath.Join(dir, "full.pdn")
	if code, msg := run(full, "--games", "2"); code != 0 {
		t.Fatalf("full games: exit %d\n%s", code, msg)
	}
	code, msg := run(filepath.Join(dir, "third.pdn"), "--openings", full)
	if code != 2 || !strings.Contains(msg, full+": game 1: the game is over after its moves: ") || strings.Count(msg, "\n") != 1 {
		t.Errorf("finished games as openings: exit %d, %q", code, msg)
	}
}
