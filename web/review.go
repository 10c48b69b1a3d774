// Whole-game analysis: every position of the game searched to a fixed
// depth, the score after each move and the moves that lose much marked.

package web

import (
	"fmt"
	"net/http"
	"slices"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// reviewEntry is the analysis of the position at one ply: its score from
// White's view, the engine's best move there and, for the move that led
// to it, whether it was a blunder.
type reviewEntry struct {
	Ply     int     `json:"ply"`
	Score   string  `json:"score"`
	Value   float64 `json:"value"` // men, White's view, wins ±100
	Best    string  `json:"best"`  // "" at the end of the game
	Blunder bool    `json:"blunder"`
}

// reviewDepths names the depths a whole-game analysis accepts.
var reviewDepths = fmt.Sprintf("%d..%d", minReviewDepth, maxReviewDepth)

// blunderMen is the loss (in men, for the side that moved) that marks a
// move as a blunder; blunderCentiMen the same in centi-men.
const (
	blunderMen      = 1.0
	blunderCentiMen = 100
)

// Bounds of a whole-game analysis. Below minReviewDepth the scores of
// consecutive positions swing by a man on ordinary moves (at depth 4 the
// Italian 22-18 and 22-19 come out as blunders), so a shallower review
// is refused rather than marking ?? it cannot back.
const (
	minReviewDepth = 6
	maxReviewDepth = 16
	reviewPerMove  = 5 * time.Second
	reviewTotal    = 5 * time.Minute
)

// reviewRequest asks for a whole-game analysis; Depth nil: minReviewDepth.
type reviewRequest struct {
	Depth *int `json:"depth"`
}

func (s *Server) handleAnalyseGame(w http.ResponseWriter, r *http.Request) {
	var req reviewRequest
	if !decode(w, r, maxBody, &req) {
		return
	}
	depth := minReviewDepth
	if req.Depth != nil {
		depth = *req.Depth
	}
	if depth < minReviewDepth || depth > maxReviewDepth {
		writeError(w, http.StatusBadRequest, fmt.Errorf("depth %d out of range %s (below %d plies a review misjudges ordinary moves)", depth, reviewDepths, minReviewDepth))
		return
	}
	s.mu.Lock()
	serial, start, moves := s.game.serial, s.game.start, slices.Clone(s.game.moves)
	s.mu.Unlock()
	entries, err := s.review(r, start, moves, depth)
	switch {
	case r.Context().Err() != nil:
		return // the page went away
	case err != nil:
		writeError(w, http.StatusBadRequest, err)
		return
	}
	s.mu.Lock()
	if s.game.serial == serial {
		s.game.review, s.game.reviewDepth = entries, depth
	}
	st := s.state(flipped(r))
	s.mu.Unlock()
	st.Review = entries
	writeJSON(w, st)
}

// review searches each position of the game from start to depth
// (player.Review) and marks the moves that lost blunderMen or more.
func (s *Server) review(r *http.Request, start movegen.Position, moves []movegen.Move, depth int) ([]reviewEntry, error) {
	s.acquireEngine()
	defer s.engineMu.Unlock()
	deadline := time.Now().Add(reviewTotal)
	positions, lost, err := player.Review(start, moves, func(g *movegen.Game) (int, movegen.Move, error) {
		left := time.Until(deadline)
		if left <= 0 {
			return 0, movegen.Move{}, fmt.Errorf("the whole-game analysis ran past %v at ply %d: choose a lower depth", reviewTotal, g.Ply())
		}
		req := player.Request{Mode: player.Analyse, Limits: player.Limits{Depth: depth, MoveTime: min(reviewPerMove, left)}} // full strength
		a := <-s.pl.Go(r.Context(), g, req, nil)
		return a.Score, a.Move, r.Context().Err()
	})
	if err != nil {
		return nil, err
	}
	entries := make([]reviewEntry, len(positions))
	p := start
	for i, j := range positions {
		e := &entries[i]
		e.Ply = i
		if j.Outcome.Over() {
			e.Score, e.Value = j.Outcome.String(), outcomeValue(j.Outcome)
		} else {
			e.Score, e.Value, e.Best = player.WhiteScoreText(j.Score, j.Side), player.WhiteMen(j.Score, j.Side), p.FormatPDN(j.Best)
		}
		if i > 0 {
			e.Blunder = lost[i-1] >= blunderCentiMen
		}
		if i < len(moves) {
			p = p.Play(moves[i])
		}
	}
	return entries, nil
}

// outcomeValue is the value of a finished game from White's view.
func outcomeValue(o movegen.Outcome) float64 {
	switch o.Result {
	case movegen.WhiteWins:
		return 100
	case movegen.BlackWins:
		return -100
	}
	return 0
}
