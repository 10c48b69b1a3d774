// The runner's own --pgn output fed back as openings.

package match

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// The PDN file a match writes is an openings file for the next: with
// --max-plies 6 every game ends, unfinished, after 6 plies, and the next
// match starts its pairs from those positions. Games played to their end
// are refused as openings, with the game's number.
func TestMatchOutputAsOpenings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	run := func(pdnPath string, change func(*Command)) error {
		c := fakeCommand(t, "", "")
		c.Quiet, c.PDN = true, pdnPath
		change(&c)
		_, _, err := runCommand(c)
		return err
	}
	first := filepath.Join(dir, "first.pdn")
	if err := run(first, func(c *Command) { c.Games, c.RandomPlies, c.MaxPlies, c.Given = 6, 4, 6, given("games") }); err != nil {
		t.Fatalf("first match: %v", err)
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
	if err := run(second, func(c *Command) { c.Openings, c.Seed, c.MaxPlies = first, 3, 2 }); err != nil {
		t.Fatalf("second match: %v", err)
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
	if err := run(full, func(c *Command) { c.Games, c.Given = 2, given("games") }); err != nil {
		t.Fatalf("full games: %v", err)
	}
	err = run(filepath.Join(dir, "third.pdn"), func(c *Command) { c.Openings = full })
	if !badInput(err) || !strings.Contains(err.Error(), full+": game 1: the game is over after its moves: ") {
		t.Errorf("finished games as openings: %v", err)
	}
}
