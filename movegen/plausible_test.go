package movegen

import (
	"strings"
	"testing"
)

// TestPlausible: start positions and random games pass; a side with a
// piece too many is named.
func TestPlausible(t *testing.T) {
	for _, v := range Variants {
		g, _ := randomPlayout(v, 3, 200)
		for _, p := range append([]Position{StartPosition(v)}, g...) {
			if err := p.Plausible(); err != nil {
				t.Fatalf("%s: %v in a position of a game", v, err)
			}
		}
	}
	cases := map[string]string{
		"W:WK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13:B20": "13 pieces",
	}
	for fen, want := range cases {
		p, err := ParseFEN(Italian, fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		if err := p.Plausible(); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", fen, err, want)
		}
	}
}

// randomPlayout returns the positions of a game of random moves from v's
// start, seeded, of at most plies plies.
func randomPlayout(v Variant, seed uint64, plies int) ([]Position, bool) {
	g := NewGame(StartPosition(v))
	var out []Position
	var l MoveList
	x := seed
	for g.Ply() < plies && !g.Outcome().Over() {
		p := g.Position()
		p.Generate(&l)
		x = x*6364136223846793005 + 1442695040888963407
		g.Play(l.Moves[int(x>>33)%l.N])
		out = append(out, g.Position())
	}
	return out, g.Outcome().Over()
}
