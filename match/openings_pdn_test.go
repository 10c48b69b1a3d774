// The runner's own --pgn output fed back as openings.

package match

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	openingset "github.com/damaengine/damaengine/openings"
)

// The PDN file a match writes is an openings file for the next: with
// a limit of 6 plies every game ends, unfinished, after 6 plies, and the
// next match starts its pairs from those positions. Games played to their
// end are refused as openings, with the game's number.
func TestMatchOutputAsOpenings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	run := func(pdnPath string, change func(*Config)) error {
		c := fakeMatch(t, "", "", 0)
		c.Quiet = true
		change(&c)
		_, _, err := play(c, Outputs{PDN: pdnPath})
		return err
	}
	first := filepath.Join(dir, "first.pdn")
	if err := run(first, func(c *Config) { c.Games, c.RandomPlies, c.MaxPlies = 6, 4, 6 }); err != nil {
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
	openings := loadOpenings(t, first, movegen.Italian)
	if err := run(second, func(c *Config) { c.Openings, c.Games, c.Seed, c.MaxPlies = openings, 2*len(openings), 3, 2 }); err != nil {
		t.Fatalf("second match: %v", err)
	}
	text, _ = os.ReadFile(second)
	secondGames, err := readPDN(string(text), movegen.Italian)
	// Each opening played twice (what the command does without --games): 12 games.
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
	if err := run(full, func(c *Config) { c.Games = 2 }); err != nil {
		t.Fatalf("full games: %v", err)
	}
	f, err := os.Open(full)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	_, err = openingset.Load(f, full, movegen.Italian)
	if err == nil || !strings.Contains(err.Error(), full+": game 1: the game is over after its moves: ") {
		t.Errorf("finished games as openings: %v", err)
	}
}
