// The state the page draws: the position on view, its legal moves, the
// move list, the outcome and the board picture.

package web

import (
	"math/bits"
	"net/http"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/web/render"
)

// stateJSON is the reply of GET /api/state and of every request that
// changes the game.
type stateJSON struct {
	Variant  string            `json:"variant"`
	FEN      string            `json:"fen"`
	StartFEN string            `json:"startFen"`
	Side     string            `json:"side"` // "white" or "black" to move
	Ply      int               `json:"ply"`  // the ply on view
	Moves    []string          `json:"moves"`
	Board    map[string]string `json:"board"` // square name -> w, b, W, B
	Legal    []legalJSON       `json:"legal"`
	Last     *legalJSON        `json:"last"` // the move that led to the position on view
	Outcome  outcomeJSON       `json:"outcome"`
	Review   []reviewEntry     `json:"review"`
	Tags     map[string]string `json:"tags"`
	SVG      string            `json:"svg"`
	Level    levelStateJSON    `json:"level"`  // the level of the engine's moves
	Levels   []levelJSON       `json:"levels"` // the levels the variant offers, weakest first
}

// legalJSON is a move with its route: every landing square, and the
// squares of the pieces it takes.
type legalJSON struct {
	Text     string   `json:"text"` // PDN: 22-18, 29x22x13
	Path     []string `json:"path"`
	Captured []string `json:"captured"`
}

type outcomeJSON struct {
	Over   bool   `json:"over"`
	Result string `json:"result"` // "white wins", "draw", ...
	Reason string `json:"reason"`
	Text   string `json:"text"`
}

// describe returns a move of p with its route.
func describe(p *movegen.Position, m movegen.Move) legalJSON {
	v := p.Variant
	out := legalJSON{Text: p.FormatPDN(m), Captured: []string{}}
	for _, sq := range p.Path(m) {
		out.Path = append(out.Path, v.SquareName(sq))
	}
	for set := m.Captured; set != 0; set &= set - 1 {
		out.Captured = append(out.Captured, v.BitName(uint8(bits.TrailingZeros64(set))))
	}
	return out
}

// state builds the state of the game on view; flip draws the board from
// Black's side. The caller holds s.mu.
func (s *Server) state(flip bool) stateJSON {
	g := &s.game
	game := g.current()
	p := game.Position()
	st := stateJSON{
		Variant:  p.Variant.String(),
		FEN:      p.FEN(),
		StartFEN: g.start.FEN(),
		Side:     "white",
		Ply:      g.ply,
		Moves:    []string{},
		Board:    map[string]string{},
		Legal:    []legalJSON{},
		Review:   g.review,
		Tags:     g.tags,
		Level:    s.levelState(),
		Levels:   offeredLevels(p.Variant),
	}
	if p.Side == movegen.Black {
		st.Side = "black"
	}
	q := g.start
	for _, m := range g.moves {
		st.Moves = append(st.Moves, q.FormatPDN(m))
		q = q.Play(m)
	}
	for _, c := range render.Cells(&p) {
		if c.Piece != 0 {
			st.Board[c.Name] = string(c.Piece)
		}
	}
	o := game.Outcome()
	st.Outcome = outcomeJSON{Over: o.Over(), Result: o.Result.String(), Text: o.String()}
	if o.Over() {
		st.Outcome.Reason = o.Reason.String()
	} else {
		var l movegen.MoveList
		p.Generate(&l)
		for _, m := range l.Slice() {
			st.Legal = append(st.Legal, describe(&p, m))
		}
	}
	opts := render.Options{Flip: flip}
	if g.ply > 0 {
		before := g.replay(g.ply - 1).Position()
		last := describe(&before, g.moves[g.ply-1])
		st.Last = &last
		opts.Last = before.Path(g.moves[g.ply-1])
	}
	st.SVG = render.SVG(&p, opts)
	return st
}

// flipped reads the flip query parameter.
func flipped(r *http.Request) bool { return r.URL.Query().Get("flip") == "1" }

// reply writes the state of the game.
func (s *Server) reply(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	st := s.state(flipped(r))
	s.mu.Unlock()
	writeJSON(w, st)
}
