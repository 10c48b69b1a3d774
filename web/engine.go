// Engine moves: the limits the page sets, the book, and playing the
// engine's move at the game's level (level.go).

package web

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/damaengine/damaengine/player"
)

// strength is the engine's limit for a move: mode "depth" (plies),
// "movetime" (milliseconds) or "nodes".
type strength struct {
	Mode  string `json:"mode"`
	Value int64  `json:"value"`
}

// strengthRanges are the values a page may ask for in each mode: plies,
// milliseconds (at most MaxMoveTime) and nodes.
var strengthRanges = map[string][2]int64{
	"depth":    {1, player.MaxDepth},
	"movetime": {1, MaxMoveTime.Milliseconds()},
	"nodes":    {1, 2_000_000_000},
}

// strengthHint names the modes and their ranges, for error messages.
var strengthHint = fmt.Sprintf("depth %d..%d, movetime %d..%d ms, nodes %d..%d",
	strengthRanges["depth"][0], strengthRanges["depth"][1], strengthRanges["movetime"][0], strengthRanges["movetime"][1],
	strengthRanges["nodes"][0], strengthRanges["nodes"][1])

// limits turns a strength into search limits, every one of them bounded
// by MaxMoveTime; a value out of its mode's range is refused.
func (st strength) limits() (player.Limits, error) {
	l := player.Limits{MoveTime: MaxMoveTime}
	r, ok := strengthRanges[st.Mode]
	switch {
	case !ok:
		return l, fmt.Errorf("unknown strength %q (want %s)", st.Mode, strengthHint)
	case st.Value < r[0] || st.Value > r[1]:
		return l, fmt.Errorf("the engine's %s %d out of range %d..%d", st.Mode, st.Value, r[0], r[1])
	case st.Mode == "depth":
		l.Depth = int(st.Value)
	case st.Mode == "movetime":
		l.MoveTime = time.Duration(st.Value) * time.Millisecond
	default:
		l.Nodes = uint64(st.Value)
	}
	return l, nil
}

// engineMoveRequest asks the engine to play at the ply on view.
type engineMoveRequest struct {
	Strength strength `json:"strength"`
	Book     bool     `json:"book"` // play from the shipped book while it has a move
}

// engineMoveReply is the state after the engine's move with what the
// engine said about it.
type engineMoveReply struct {
	stateJSON
	Engine struct {
		Move  string `json:"move"`
		Book  bool   `json:"book"`
		Score string `json:"score"` // White's view
		Depth int    `json:"depth"`
		Elo   int    `json:"elo"` // the level it was played at, 0: full strength
	} `json:"engine"`
}

func (s *Server) handleEngineMove(w http.ResponseWriter, r *http.Request) {
	var req engineMoveRequest
	if !decode(w, r, maxBody, &req) {
		return
	}
	limits, err := req.Strength.limits()
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	s.acquireEngine()
	defer s.engineMu.Unlock()
	s.mu.Lock()
	game, serial, elo := s.game.current(), s.game.serial, s.elo
	s.mu.Unlock()
	if o := game.Outcome(); o.Over() {
		writeError(w, http.StatusBadRequest, fmt.Errorf("the game is over: %s", o))
		return
	}
	pos := game.Position()
	level, err := levelAt(pos.Variant, elo)
	if err != nil { // fitLevel keeps elo within the variant's levels
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	var reply engineMoveReply
	reply.Engine.Elo = elo
	s.pl.SetLevel(level)                                                   // a level plays without the book
	if err := s.pl.Set("book", strconv.FormatBool(req.Book)); err != nil { // the shipped book, its best moves (New)
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	a := <-s.pl.Go(r.Context(), game, player.Request{Limits: limits}, nil)
	move := a.Move
	reply.Engine.Book = a.Source == player.FromBook
	if a.Source == player.Searched {
		reply.Engine.Score = player.WhiteScoreText(a.Score, pos.Side)
		reply.Engine.Depth = a.Depth
	}
	if r.Context().Err() != nil {
		return // the page went away: its move is not played
	}
	reply.Engine.Move = pos.FormatPDN(move)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.game.serial != serial {
		writeError(w, http.StatusConflict, errors.New("the game changed while the engine was thinking"))
		return
	}
	if err := s.game.play(move); err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	reply.stateJSON = s.state(flipped(r))
	writeJSON(w, reply)
}
