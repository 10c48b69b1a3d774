package player

import (
	"errors"
	"testing"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// TestReviewLosses: with a judge of known scores, each move's loss is the
// score before it less the score after it for the side that moved,
// capped at LossCap, and 0 for the engine's own move; a finished game is
// judged without a search; an error ends the review.
func TestReviewLosses(t *testing.T) {
	start := mustFEN(t, movegen.Italian, "W:W21,22:B9,10") // quiet: several moves a side
	g := movegen.NewGame(start)
	var moves []movegen.Move
	for range 3 {
		pos := g.Position()
		var l movegen.MoveList
		pos.Generate(&l)
		moves = append(moves, l.Moves[l.N-1])
		g.Play(l.Moves[l.N-1])
	}
	// Position i scores scores[i] for its side to move; the engine's move
	// is the played one at position 1 only.
	scores := []int{50, 200, search.Mate - 3, -20}
	calls := 0
	judge := func(g *movegen.Game) (int, movegen.Move, error) {
		i := g.Ply()
		calls++
		best := movegen.Move{}
		if i == 1 {
			best = moves[1]
		}
		return scores[i], best, nil
	}
	positions, lost, err := Review(start, moves, judge)
	if err != nil || len(positions) != 4 || calls != 4 {
		t.Fatalf("Review: %d positions, %d searches, %v; want 4 and 4", len(positions), calls, err)
	}
	// Move 0: 50 before; after it the opponent has 200, i.e. -200 for the
	// mover: lost 250. Move 1 is the engine's: 0. Move 2: before a win
	// (capped 1000), after it -20 for the opponent, +20 for the mover:
	// lost 980.
	if want := []int{250, 0, 980}; lost[0] != want[0] || lost[1] != want[1] || lost[2] != want[2] {
		t.Errorf("lost %v, want %v", lost, want)
	}
	if Mark(lost[0], 100) != "??" || Mark(150, 100) != "?" || Mark(99, 100) != "" {
		t.Errorf("marks: %q %q %q", Mark(lost[0], 100), Mark(150, 100), Mark(99, 100))
	}
	stop := errors.New("stop")
	if _, _, err := Review(start, moves, func(*movegen.Game) (int, movegen.Move, error) { return 0, movegen.Move{}, stop }); err != stop {
		t.Errorf("a judge's error: %v, want it back", err)
	}
	over := mustFEN(t, movegen.Italian, "W:W22:B18") // 22x13 takes Black's last piece
	g = movegen.NewGame(over)
	pos := g.Position()
	var l movegen.MoveList
	pos.Generate(&l)
	calls = 0
	positions, _, _ = Review(over, []movegen.Move{l.Moves[0]}, func(*movegen.Game) (int, movegen.Move, error) {
		calls++
		return 0, movegen.Move{}, nil
	})
	if !positions[1].Outcome.Over() || positions[1].Score != -search.Mate || calls != 1 {
		t.Errorf("a finished game: %+v after %d searches; want it lost for the side to move without a search", positions[1], calls)
	}
}
