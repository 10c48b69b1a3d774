// The handlers that read or change the game: state, new game, moves,
// take back and navigation.

package web

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strings"

	"github.com/damaengine/damaengine/movegen"
)

func (s *Server) handleState(w http.ResponseWriter, r *http.Request) { s.reply(w, r) }

// newRequest starts a game: at the variant's start, at a FEN, or at an
// opening of an opening file, numbered from 1 as the page shows them
// (index 0 or none: a random one).
type newRequest struct {
	Variant string `json:"variant"` // "" keeps the current variant
	FEN     string `json:"fen"`
	Opening *struct {
		File  string `json:"file"`
		Index int    `json:"index"`
	} `json:"opening"`
}

func (s *Server) handleNew(w http.ResponseWriter, r *http.Request) {
	var req newRequest
	if !decode(w, r, maxBody, &req) {
		return
	}
	v, err := s.requestVariant(req.Variant)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	start, err := s.startPosition(v, req)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	s.acquireEngine() // the player is used under engineMu only
	s.mu.Lock()
	s.game.reset(start)
	s.fitLevel()
	s.mu.Unlock()
	s.pl.NewGame()
	s.engineMu.Unlock()
	s.reply(w, r)
}

// startPosition finds the start a new-game request asks for.
func (s *Server) startPosition(v movegen.Variant, req newRequest) (movegen.Position, error) {
	fen := strings.TrimSpace(req.FEN)
	switch {
	case req.Opening != nil && fen != "":
		return movegen.Position{}, fmt.Errorf("give fen or opening, not both")
	case req.Opening != nil:
		list, err := s.openings(v, req.Opening.File)
		if err != nil {
			return movegen.Position{}, err
		}
		i := req.Opening.Index
		if i == 0 {
			i = rand.IntN(len(list)) + 1
		}
		if i < 1 || i > len(list) {
			return movegen.Position{}, fmt.Errorf("opening index %d out of range 1..%d of %s (0: a random one)", i, len(list), req.Opening.File)
		}
		return list[i-1], nil
	case fen == "" || fen == "start":
		return movegen.StartPosition(v), nil
	}
	return movegen.ParseFEN(v, fen)
}

// moveRequest plays a move at the ply on view: Legal indexes the state's
// legal moves of the position FEN (a guard against a stale page), or Text
// is a move typed in the variant's notation.
type moveRequest struct {
	Legal *int   `json:"legal"`
	FEN   string `json:"fen"`
	Text  string `json:"text"`
}

func (s *Server) handleMove(w http.ResponseWriter, r *http.Request) {
	var req moveRequest
	if !decode(w, r, maxBody, &req) {
		return
	}
	s.changeGame(w, r, func() error { return s.playRequest(req) })
}

// playRequest plays the move req names. The caller holds s.mu.
func (s *Server) playRequest(req moveRequest) error {
	p := s.game.current().Position()
	if req.Legal == nil {
		if strings.TrimSpace(req.Text) == "" {
			return errors.New("no move given: type one such as " + example(p.Variant))
		}
		m, err := p.ParseMove(req.Text)
		if err != nil {
			return err
		}
		return s.game.play(m)
	}
	if req.FEN != p.FEN() {
		return errors.New("the position has changed since the page asked: reload it")
	}
	var l movegen.MoveList
	p.Generate(&l)
	if *req.Legal < 0 || *req.Legal >= l.N {
		return fmt.Errorf("no legal move %d (the position has %d)", *req.Legal, l.N)
	}
	return s.game.play(l.Moves[*req.Legal])
}

// example is a move written in the variant's notation, legal from its
// start.
func example(v movegen.Variant) string {
	if v == movegen.Frysk {
		return "47-42"
	}
	switch v.Base() {
	case movegen.International:
		return "32-28"
	case movegen.Dameo:
		return "e3-e4"
	case movegen.Brazilian, movegen.Russian:
		return "9-13"
	}
	return "22-18"
}

// plyRequest is the body of /api/undo (Plies: moves to take back, default
// 1) and /api/goto (Ply: the ply to show).
type plyRequest struct {
	Plies int `json:"plies"`
	Ply   int `json:"ply"`
}

func (s *Server) handleUndo(w http.ResponseWriter, r *http.Request) {
	req := plyRequest{Plies: 1}
	if !decode(w, r, maxBody, &req) {
		return
	}
	s.changeGame(w, r, func() error { return s.game.takeBack(req.Plies) })
}

func (s *Server) handleGoto(w http.ResponseWriter, r *http.Request) {
	var req plyRequest
	if !decode(w, r, maxBody, &req) {
		return
	}
	s.changeGame(w, r, func() error { return s.game.seek(req.Ply) })
}

// requestVariant is the variant a request names, or the current game's when
// it names none.
func (s *Server) requestVariant(name string) (movegen.Variant, error) {
	if name == "" {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.game.start.Variant, nil
	}
	return movegen.ParseVariant(name)
}

// changeGame stops the live analysis, applies change to the game under
// the game's lock, and answers with the new state, or with change's error
// as a bad request.
func (s *Server) changeGame(w http.ResponseWriter, r *http.Request, change func() error) {
	s.stopAnalysis()
	s.mu.Lock()
	err := change()
	s.mu.Unlock()
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	s.reply(w, r)
}
