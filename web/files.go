// PDN import and export, and the openings folder.

package web

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/openings"
	"github.com/damaengine/damaengine/pdn"
)

// pdnRequest imports PDN text: with several games and Game 0 the reply
// lists them; Game n (from 1) loads the n-th.
type pdnRequest struct {
	PDN     string `json:"pdn"`
	Game    int    `json:"game"`
	Variant string `json:"variant"` // used when the text has no GameType tag; "" the current variant
}

// gameInfo describes one game of a PDN file for the game picker.
type gameInfo struct {
	Number int    `json:"number"`
	White  string `json:"white"`
	Black  string `json:"black"`
	Event  string `json:"event"`
	Result string `json:"result"`
	Moves  int    `json:"moves"`
}

// pdnVariant reads the variant of a PDN text from its first GameType tag,
// or falls back to def.
func pdnVariant(text string, def movegen.Variant) movegen.Variant {
	if v, ok := pdn.VariantOf(text); ok {
		return v
	}
	return def
}

func (s *Server) handlePDNImport(w http.ResponseWriter, r *http.Request) {
	var req pdnRequest
	if !decode(w, r, maxPDNBody, &req) {
		return
	}
	v, err := s.requestVariant(req.Variant)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	v = pdnVariant(req.PDN, v)
	games, err := pdn.Read(strings.NewReader(req.PDN), v)
	switch {
	case err != nil:
		writeError(w, http.StatusBadRequest, fmt.Errorf("bad PDN: %v", err))
		return
	case len(games) == 0:
		writeError(w, http.StatusBadRequest, errors.New("bad PDN: no game found"))
		return
	case req.Game < 0 || req.Game > len(games):
		writeError(w, http.StatusBadRequest, fmt.Errorf("no game %d: the file has %d", req.Game, len(games)))
		return
	case req.Game == 0 && len(games) > 1:
		list := make([]gameInfo, len(games))
		for i, g := range games {
			list[i] = gameInfo{Number: i + 1, White: g.Tags["White"], Black: g.Tags["Black"],
				Event: g.Tags["Event"], Result: g.Result, Moves: len(g.Moves)}
		}
		writeJSON(w, map[string]any{"games": list})
		return
	}
	g := games[max(req.Game, 1)-1]
	s.acquireEngine() // the player is used under engineMu only
	s.mu.Lock()
	s.game.load(g.Start, g.Moves, len(g.Moves), g.Tags)
	s.fitLevel()
	s.mu.Unlock()
	s.pl.NewGame()
	s.engineMu.Unlock()
	s.reply(w, r)
}

// handlePDNExport writes the whole game as PDN: {"pdn": "..."}. With
// ?annotate=1 the moves carry the whole-game analysis (see reviewNotes).
func (s *Server) handlePDNExport(w http.ResponseWriter, r *http.Request) {
	annotate := r.URL.Query().Get("annotate")
	if annotate != "" && annotate != "1" {
		writeError(w, http.StatusBadRequest, fmt.Errorf("annotate=%q: want annotate=1 or none", annotate))
		return
	}
	s.mu.Lock()
	g := s.game
	end := g.replay(len(g.moves))
	s.mu.Unlock()
	o := end.Outcome()
	game := &pdn.Game{
		Event: g.tags["Event"], Site: g.tags["Site"], Date: time.Now(),
		White: g.tags["White"], Black: g.tags["Black"],
		Start: g.start, Moves: g.moves, Result: o.Result, Tags: g.tags,
	}
	if game.Event == "" {
		game.Event = "damaengine web"
	}
	if o.Over() {
		game.Termination = o.Reason.String()
	}
	if annotate != "" {
		var err error
		if game.Notes, game.Comment, err = reviewNotes(&g); err != nil {
			writeError(w, http.StatusBadRequest, err)
			return
		}
	}
	var b strings.Builder
	if err := pdn.Write(&b, game); err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, map[string]string{"pdn": b.String()})
}

// openingFile is an opening file offered for new games.
type openingFile struct {
	File  string `json:"file"`
	Count int    `json:"count"`
}

// handleOpenings lists the opening files of a variant that load:
// GET /api/openings?variant=V. The folder is Options.Openings, "" for the
// shipped sets.
func (s *Server) handleOpenings(w http.ResponseWriter, r *http.Request) {
	v, err := movegen.ParseVariant(r.URL.Query().Get("variant"))
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	files := []openingFile{}
	names, _ := openings.Files(s.openingFS(), v) // a folder gone since the start offers nothing
	for _, name := range names {
		if list, err := s.openings(v, name); err == nil {
			files = append(files, openingFile{File: name, Count: len(list)})
		}
	}
	writeJSON(w, map[string]any{"folder": s.opts.Openings, "files": files})
}

// openingFS is the folder of opening files: Options.Openings, or the
// shipped sets.
func (s *Server) openingFS() fs.FS {
	if s.opts.Openings == "" {
		return openings.Shipped()
	}
	return os.DirFS(s.opts.Openings)
}

// openings reads the positions of an opening file of variant v.
func (s *Server) openings(v movegen.Variant, file string) ([]movegen.Position, error) {
	return openings.LoadFile(s.openingFS(), file, v)
}
