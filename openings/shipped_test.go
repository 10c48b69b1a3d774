// The shipped opening sets: embedded, listed per variant, and as
// openings/README.md describes them.

package openings

import (
	"math/bits"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/damaengine/damaengine/movegen"
)

// TestShippedOpenings loads every embedded opening set and checks each
// against what openings/README.md says of it: listed there, how many
// positions, no kings, no position twice, a game still to play, and the
// set's own shape. Every *.fen file of the folder is embedded.
func TestShippedOpenings(t *testing.T) {
	men := func(p *movegen.Position, c movegen.Color) int { return bits.OnesCount64(p.Men(c)) }
	sets := []struct {
		file      string
		variant   movegen.Variant
		positions int
		shape     string
		fits      func(p *movegen.Position) bool
	}{
		{"italian-11man-ballots.fen", movegen.Italian, 2400, "11 men each, White to move",
			func(p *movegen.Position) bool {
				return men(p, movegen.White) == 11 && men(p, movegen.Black) == 11 && p.Side == movegen.White
			}},
		{"international-2move-ballots.fen", movegen.International, 79, "20 men each, White to move",
			func(p *movegen.Position) bool {
				return men(p, movegen.White) == 20 && men(p, movegen.Black) == 20 && p.Side == movegen.White
			}},
		{"international-3move-ballots.fen", movegen.International, 331, "at least 19 men each",
			func(p *movegen.Position) bool { return men(p, movegen.White) >= 19 && men(p, movegen.Black) >= 19 }},
		{"dameo-ballots.fen", movegen.Dameo, 150, "level material, White to move, no capture pending",
			func(p *movegen.Position) bool {
				return men(p, movegen.White) == men(p, movegen.Black) && p.Side == movegen.White && !p.HasCapture()
			}},
		{"brazilian-ballots.fen", movegen.Brazilian, 150, "level material, White to move, no capture pending",
			func(p *movegen.Position) bool {
				return men(p, movegen.White) == men(p, movegen.Black) && p.Side == movegen.White && !p.HasCapture()
			}},
		{"russian-ballots.fen", movegen.Russian, 150, "level material, White to move, no capture pending",
			func(p *movegen.Position) bool {
				return men(p, movegen.White) == men(p, movegen.Black) && p.Side == movegen.White && !p.HasCapture()
			}},
		{"frysk-ballots.fen", movegen.Frysk, 150, "five men a side, White to move, no capture pending",
			func(p *movegen.Position) bool {
				return men(p, movegen.White) == 5 && men(p, movegen.Black) == 5 && p.Side == movegen.White && !p.HasCapture()
			}},
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	onDisk, _ := filepath.Glob("*.fen")
	var listed []string
	for _, s := range sets {
		listed = append(listed, s.file)
		if !strings.Contains(string(readme), "| `"+s.file+"` |") {
			t.Errorf("openings/README.md has no row for %s", s.file)
		}
		t.Run(s.file, func(t *testing.T) {
			if names, _ := Files(Shipped(), s.variant); !slices.Contains(names, s.file) {
				t.Fatalf("Files(Shipped(), %s) = %v, without %s", s.variant, names, s.file)
			}
			list, err := LoadFile(Shipped(), s.file, s.variant)
			if err != nil {
				t.Fatal(err)
			}
			if len(list) != s.positions {
				t.Fatalf("%d positions, openings/README.md says %d", len(list), s.positions)
			}
			seen := map[uint64]bool{}
			var moves movegen.MoveList
			for i, p := range list {
				if p.Generate(&moves); moves.N == 0 || p.Kings != 0 || seen[p.Key] || !s.fits(&p) {
					t.Fatalf("opening %d %s: want a new position with a legal move, no king, %s", i+1, p.FEN(), s.shape)
				}
				seen[p.Key] = true
			}
		})
	}
	slices.Sort(onDisk)
	slices.Sort(listed)
	if !slices.Equal(onDisk, listed) {
		t.Errorf("the folder holds %v, the test and README know %v", onDisk, listed)
	}
}

// TestFiles lists the opening files of each variant, whatever else the
// folder holds, and refuses to load a file that is not one.
func TestFiles(t *testing.T) {
	fsys := fstest.MapFS{
		"italian-a.fen":         {Data: []byte("W:W21-32:B1-12\n")},
		"italian-b.pdn":         {Data: []byte("1. 22-18 *\n")},
		"italian-notes.txt":     {Data: []byte("not openings\n")},
		"international-x.fen":   {Data: []byte("W:W31-50:B1-20\n")},
		"italian-dir.fen/x.fen": {Data: []byte("W:W21-32:B1-12\n")},
		"README.md":             {Data: []byte("# sets\n")},
	}
	want := map[movegen.Variant][]string{
		movegen.Italian:       {"italian-a.fen", "italian-b.pdn"},
		movegen.International: {"international-x.fen"},
		movegen.Killer:        {"international-x.fen"}, // International's sets: no opening has kings
		movegen.Dameo:         nil,
	}
	for v, names := range want {
		got, err := Files(fsys, v)
		if err != nil || !slices.Equal(got, names) {
			t.Errorf("%s: %v %v, want %v", v, got, err, names)
		}
	}
	if list, err := LoadFile(fsys, "italian-b.pdn", movegen.Italian); err != nil || len(list) != 1 {
		t.Errorf("italian-b.pdn: %d positions, %v", len(list), err)
	}
	for _, name := range []string{"italian-notes.txt", "../italian-a.fen", "international-x.fen"} {
		if _, err := LoadFile(fsys, name, movegen.Italian); err == nil || !strings.Contains(err.Error(), "not an opening file of italian") {
			t.Errorf("LoadFile(%q): %v", name, err)
		}
	}
}
