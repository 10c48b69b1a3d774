// End to end: the real damaengine binary against itself, two games at
// once, through the command line; every saved game must replay legally
// and the counts must add up.

package match

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
)

// damaengine builds ./cmd/damaengine once; with no arguments it speaks Hub.
func damaengine(t *testing.T) string {
	t.Helper()
	return damaProgram.get(t)
}

func TestDamaengineSelfPlay(t *testing.T) {
	eng := damaengine(t)
	dir := t.TempDir()
	pdnPath, jsonPath := filepath.Join(dir, "games.pdn"), filepath.Join(dir, "result.json")
	const games = 6
	c := commandConfig(t, movegen.Italian, "nodes=3000", games, "cmd="+eng+" name=new option.hash=16 option.threads=1",
		"cmd="+eng+" name=old option.hash=16")
	c.Concurrency, c.Seed = 2, 3
	c.Openings, c.OpeningsName = loadOpenings(t, "testdata/italian-ballots.fen", movegen.Italian), "testdata/italian-ballots.fen"
	c.MaxPlies, c.Timeout, c.StartTimeout = 200, 20*time.Second, 20*time.Second
	stdout, stderr, err := play(c, Outputs{PDN: pdnPath, JSON: jsonPath})
	if err != nil {
		t.Fatalf("%v\nstderr:\n%s", err, stderr)
	}
	data, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	r, err := ReadReport(bytes.NewReader(data), jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	if n := r.Tally.Games(); n != games || len(r.Games) != games || r.Planned != games {
		t.Fatalf("%d games counted, %d listed, %d planned; want %d", n, len(r.Games), r.Planned, games)
	}
	penta := 0
	for _, c := range r.Pentanomial {
		penta += c
	}
	colour := r.ByColor[0] + r.ByColor[1] + r.ByColor[2]
	terms := 0
	for _, n := range r.Terminations {
		terms += n
	}
	if penta != games/2 || colour != games || terms != games {
		t.Errorf("pairs %d, by colour %d, terminations %d; want %d pairs and %d games", penta, colour, terms, games/2, games)
	}
	// No engine may lose by misbehaving: both are the same sound program.
	for _, g := range r.Games {
		switch g.Termination {
		case TermIllegal, TermUnparsable, TermTimeForfeit, TermCrash, TermTimeout:
			t.Errorf("game %d: %s (%s)", g.Round, g.Termination, g.Detail)
		}
	}

	text, err := os.ReadFile(pdnPath)
	if err != nil {
		t.Fatal(err)
	}
	read, err := readPDN(string(text), movegen.Italian)
	if err != nil {
		t.Fatalf("saved games do not replay: %v", err)
	}
	if len(read) != games {
		t.Fatalf("PDN holds %d games, want %d", len(read), games)
	}
	points := 0
	for _, g := range read {
		checkEnding(t, g, movegen.Italian, 200)
		if g.tags["SetUp"] != "1" || g.tags["GameType"] != "22" {
			t.Errorf("round %s: tags %v", g.tags["Round"], g.tags)
		}
		first := "White"
		if g.tags["Black"] == "new" {
			first = "Black"
		}
		switch {
		case g.result == "1/2-1/2":
			points++
		case (g.result == "1-0") == (first == "White"):
			points += 2
		}
	}
	if points != 2*r.Wins+r.Draws {
		t.Errorf("PDN gives new %d half-points, the report %d", points, 2*r.Wins+r.Draws)
	}
	if !strings.Contains(stdout, "Match new vs old, italian") {
		t.Errorf("summary:\n%s", stdout)
	}
}
