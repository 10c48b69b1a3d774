// Whole-game analysis: every position of a game judged, and what each
// move gave away.

package player

import (
	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/search"
)

// Judged is one position of a game with the engine's view of it.
type Judged struct {
	Side movegen.Color // to move
	// Outcome is the game's end when the game is over there (no search
	// then).
	Outcome movegen.Outcome
	// Score is for the side to move: the search's, or for a finished
	// game search.Draw, or -search.Mate where the side to move has lost
	// and search.Mate where it has won (Antidraughts' side without a move).
	Score int
	Best  movegen.Move // the engine's move; zero when the game is over
}

// LossCap bounds the scores a move's loss is counted between, in
// centi-men: a missed win costs this much, not a mate score.
const LossCap = 1000

// Judge searches the position of g and returns its score for the side to
// move and the best move; an error ends the review.
type Judge func(g *movegen.Game) (score int, best movegen.Move, err error)

// Review judges the len(moves)+1 positions of the game played from start
// and returns them with what each move lost: lost[i] is, in centi-men,
// the score of the position before moves[i] less the score after it, both
// for the side that moved and held within LossCap; 0 when moves[i] is the
// engine's move.
func Review(start movegen.Position, moves []movegen.Move, judge Judge) (positions []Judged, lost []int, err error) {
	g := movegen.NewGame(start)
	positions = make([]Judged, len(moves)+1)
	for i := range positions {
		pos := g.Position()
		j := &positions[i]
		j.Side, j.Outcome = pos.Side, g.Outcome()
		switch {
		case j.Outcome.Over() && j.Outcome.Result == movegen.Draw:
			j.Score = search.Draw
		case j.Outcome.Over() && (j.Outcome.Result == movegen.WhiteWins) == (pos.Side == movegen.White):
			j.Score = search.Mate
		case j.Outcome.Over():
			j.Score = -search.Mate
		default:
			if j.Score, j.Best, err = judge(g); err != nil {
				return nil, nil, err
			}
		}
		if i < len(moves) {
			g.Play(moves[i])
		}
	}
	capped := func(s int) int { return max(-LossCap, min(s, LossCap)) }
	lost = make([]int, len(moves))
	for i, m := range moves {
		if m != positions[i].Best {
			lost[i] = max(capped(positions[i].Score)-capped(-positions[i+1].Score), 0)
		}
	}
	return positions, lost, nil
}

// Mark is the PDN mark of a move that lost lost centi-men: "??" from
// twice threshold, "?" from threshold, else none.
func Mark(lost, threshold int) string {
	switch {
	case lost >= 2*threshold:
		return "??"
	case lost >= threshold:
		return "?"
	}
	return ""
}
