// The runner's own --pgn output fed back as openings.

package match

import (
	"bytes"
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
