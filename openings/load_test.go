// Reading opening files: FEN lists, PDN games, clear errors.

package openings

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

func TestLoadFENs(t *testing.T) {
	text := "# comment\n\nW:W21-32:B1-12\n[FEN \"B:W21-32:B1-12\"]\n; another\n"
	list, err := Load(strings.NewReader(text), "x", movegen.Italian)
	if err != nil || len(list) != 2 || list[1].Side != movegen.Black {
		t.Errorf("got %d positions, %v", len(list), err)
	}
	for bad, msg := range map[string]string{
		"W:W21-32:B1-12\nW:W99:B1\n": "x:2:",
		"B:W21:B\n":                  "already over",
		"# nothing\n":                "no positions",
	} {
		if _, err := Load(strings.NewReader(bad), "x", movegen.Italian); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("Load(%q): %v, want an error with %q", bad, err, msg)
		}
	}
}

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

func TestLoadPDN(t *testing.T) {
	italian := movegen.StartPosition(movegen.Italian)
	one := play(t, italian, "22-19", "10-14", "19x10", "5x14")
	two := play(t, mustFEN(t, "B:W21-32:B1-12"), "12-16", "22-18")
	want := []string{one.FEN(), two.FEN()}
	// Told by content whatever the name, and by the .pdn extension
	// whatever the content (here bare movetext).
	for name, text := range map[string]string{"ballots.txt": pdnBallots, "short.pdn": "1. 22-19 10-14 2. 19x10 5x14\n"} {
		list, err := Load(strings.NewReader(text), name, movegen.Italian)
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
		_, err := Load(strings.NewReader(text), "x.pdn", movegen.Italian)
		if err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%q: error %v, want one with %q", text, err, msg)
		}
	}
	if _, err := Load(strings.NewReader("; nothing\n"), "x.pdn", movegen.Italian); err == nil || !strings.Contains(err.Error(), "x.pdn: no positions") {
		t.Errorf("no games: %v", err)
	}
}

// FuzzLoad feeds any text to Load, as a FEN list and as PDN, for each
// variant: an error or positions of that variant, never a panic.
func FuzzLoad(f *testing.F) {
	f.Add("W:W21-32:B1-12\n# comment\nB:W18,21-32:B1-12\n", "a.fen")
	f.Add(pdnBallots, "b.pdn")
	f.Add("W:Wa1,b1:Bh8\n", "d.fen")
	f.Fuzz(func(t *testing.T, text, name string) {
		for _, v := range movegen.Variants {
			list, err := Load(strings.NewReader(text), name, v)
			if err != nil {
				continue
			}
			for _, p := range list {
				if p.Variant != v {
					t.Fatalf("a %s opening read as %s", p.Variant, v)
				}
			}
		}
	})
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

// mustFEN parses an Italian FEN.
func mustFEN(t *testing.T, fen string) movegen.Position {
	t.Helper()
	p, err := movegen.ParseFEN(movegen.Italian, fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestLoadRefusesOtherVariants: the shipped Italian ballots, whose
// squares are all International squares too, are refused for
// International by their name; the same positions under a neutral name
// load, and a position with a piece too many is refused by its count.
func TestLoadRefusesOtherVariants(t *testing.T) {
	data, err := os.ReadFile("italian-11man-ballots.fen")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(strings.NewReader(string(data)), "italian-11man-ballots.fen", movegen.International); err == nil ||
		!strings.Contains(err.Error(), "an opening set for italian") {
		t.Errorf("Italian ballots for International: %v", err)
	}
	if _, err := Load(strings.NewReader(string(data)), "dir/italian-11man-ballots.fen", movegen.Italian); err != nil {
		t.Errorf("Italian ballots for Italian: %v", err)
	}
	ballots, err := os.ReadFile("international-3move-ballots.fen")
	if err != nil {
		t.Fatal(err)
	}
	if list, err := Load(strings.NewReader(string(ballots)), "international-3move-ballots.fen", movegen.Killer); err != nil || len(list) == 0 ||
		list[0].Variant != movegen.Killer {
		t.Errorf("International ballots for Killer: %d positions, %v", len(list), err)
	}
	if _, err := Load(strings.NewReader(string(ballots)), "international-3move-ballots.fen", movegen.Brazilian); err == nil {
		t.Error("International ballots for Brazilian: loaded")
	}
	thirteen := "W:WK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13:B20\n"
	if _, err := Load(strings.NewReader(thirteen), "mine.fen", movegen.Italian); err == nil || !strings.Contains(err.Error(), "13 pieces") {
		t.Errorf("13 pieces a side in Italian: %v", err)
	}
}
