// Whole-game analysis: every position of the game searched to a fixed
// depth, the score after each move and the moves that lose much marked.

package web

import (
	"fmt"
	"net/http"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
	"github.com/damaengine/damaengine/search"
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
// move as a blunder.
const blunderMen = 1.0

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
	serial := s.game.serial
	games := make([]*movegen.Game, len(s.game.moves)+1)
	for ply := range games {
		games[ply] = s.game.replay(ply)
	}
	s.mu.Unlock()
	entries, err := s.review(r, games, depth)
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

// review searches each position of games (the game at each ply) to depth
// and marks the blunders.
func (s *Server) review(r *http.Request, games []*movegen.Game, depth int) ([]reviewEntry, error) {
	s.acquireEngine()
	defer s.engineMu.Unlock()
	entries := make([]reviewEntry, len(games))
	deadline := time.Now().Add(reviewTotal)
	for ply, game := range games {
		entries[ply] = reviewEntry{Ply: ply}
		root := search.RootOf(game)
		if o := game.Outcome(); o.Over() {
			entries[ply].Score, entries[ply].Value = o.String(), outcomeValue(o)
			continue
		}
		left := time.Until(deadline)
		if left <= 0 {
			return nil, fmt.Errorf("the whole-game analysis ran past %v at ply %d: choose a lower depth", reviewTotal, ply)
		}
		res := s.searchWatched(r, game, search.Limits{Depth: depth, MoveTime: min(reviewPerMove, left)}, 1, nil)
		if err := r.Context().Err(); err != nil {
			return nil, err
		}
		entries[ply].Score = player.WhiteScoreText(res.Score, root.Position.Side)
		entries[ply].Value = player.WhiteMen(res.Score, root.Position.Side)
		entries[ply].Best = root.Position.FormatPDN(res.Move)
	}
	for ply := 1; ply < len(entries); ply++ {
		loss := entries[ply-1].Value - entries[ply].Value // White's loss
		if games[ply-1].Position().Side == movegen.Black {
			loss = -loss
		}
		entries[ply].Blunder = loss >= blunderMen
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
