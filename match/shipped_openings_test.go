package match

import (
	"math/bits"
	"os"
	"path/filepath"
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestShippedOpenings loads every opening set the project ships in
// openings/ (the README's examples use them) and checks each against what
// openings/README.md says of it: how many positions, no kings, no position
// twice, a game still to play, and the set's own shape.
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
	}
	for _, s := range sets {
		t.Run(s.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join("..", "openings", s.file))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			list, err := LoadOpenings(f, s.file, s.variant)
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
}
