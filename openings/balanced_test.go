package openings

import (
	"testing"

	"github.com/damaengine/damaengine/movegen"
)

// TestBalanced: the start is fair; a side a piece up, a capture pending,
// and a king against a man are not.
func TestBalanced(t *testing.T) {
	var l movegen.MoveList
	for _, v := range movegen.Variants {
		if p := movegen.StartPosition(v); !Balanced(&p, &l) {
			t.Errorf("%s start not balanced", v)
		}
	}
	for fen, want := range map[string]bool{
		"W:W21,22:B5,6": true,
		"W:W21,22:B5":   false, // a piece up
		"W:W22:B18":     false, // White takes at once
		"W:WK22:B5":     false, // a king against a man
	} {
		p, err := movegen.ParseFEN(movegen.Italian, fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := Balanced(&p, &l); got != want {
			t.Errorf("%s: %v, want %v", fen, got, want)
		}
	}
}
