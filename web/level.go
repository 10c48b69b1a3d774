// Strength levels: the Elo the engine's moves are played at, the levels
// a variant offers, their names, and the level kept across variants.

package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// levelJSON is one level the page offers: its Elo, the half-width of
// the rating's 95% interval (both rounded) and its name for people.
type levelJSON struct {
	Elo   int    `json:"elo"`
	Err95 int    `json:"err95"`
	Name  string `json:"name"`
}

// levelStateJSON is the level the engine plays at (Elo 0: full strength)
// and, after a change of variant that did not offer the level kept until
// then, a note saying it went back to full strength.
type levelStateJSON struct {
	Elo  int    `json:"elo"`
	Name string `json:"name"`
	Note string `json:"note,omitempty"`
}

// levelBands name the levels by Elo: a level is called by the first band
// whose bound it is below.
var levelBands = []struct {
	below int
	name  string
}{
	{900, "beginner"},
	{1300, "novice"},
	{1700, "casual"},
	{2100, "club"},
	{2500, "strong"},
}

// levelName names the level at elo for people; 0 is "full strength".
func levelName(elo int) string {
	if elo == 0 {
		return "full strength"
	}
	for _, b := range levelBands {
		if elo < b.below {
			return b.name
		}
	}
	return "expert"
}

// offeredLevels lists the levels of variant v, weakest first.
func offeredLevels(v movegen.Variant) []levelJSON {
	out := []levelJSON{}
	for _, r := range player.Levels(v) {
		elo := int(math.Round(r.Elo))
		out = append(out, levelJSON{Elo: elo, Err95: int(math.Round(r.Err95)), Name: levelName(elo)})
	}
	return out
}

// levelAt is the level that plays at elo in variant v: full strength for
// 0, else player.LevelFor's, which refuses an elo out of v's range.
func levelAt(v movegen.Variant, elo int) (player.Level, error) {
	if elo == 0 {
		return player.Level{}, nil
	}
	l, err := player.LevelFor(v, elo)
	if _, _, ok := player.EloRange(v); err != nil && !ok {
		err = fmt.Errorf("%v: only 0 (full strength) is offered", err)
	}
	return l, err
}

// parseElo reads the elo field of a request for variant v: a whole
// number, 0 or in v's range.
func parseElo(raw json.RawMessage, v movegen.Variant) (int, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return 0, fmt.Errorf("no elo given: want a whole number (%s)", player.EloChoices(v))
	}
	var elo int
	if err := json.Unmarshal(raw, &elo); err != nil {
		got := string(raw)
		var badType *json.UnmarshalTypeError
		if errors.As(err, &badType) {
			got = badType.Value
		}
		return 0, fmt.Errorf("bad JSON request: elo must be a whole number (%s), not %s", player.EloChoices(v), got)
	}
	_, err := levelAt(v, elo)
	return elo, err
}

// levelRequest sets the level of the engine's moves: POST /api/level
// {"elo": 1500}; 0 is full strength.
type levelRequest struct {
	Elo json.RawMessage `json:"elo"`
}

// handleLevel sets the Elo the engine plays at in this game and the
// next ones, and answers with the state.
func (s *Server) handleLevel(w http.ResponseWriter, r *http.Request) {
	var req levelRequest
	if !decode(w, r, maxBody, &req) {
		return
	}
	s.mu.Lock()
	elo, err := parseElo(req.Elo, s.game.start.Variant)
	if err != nil {
		s.mu.Unlock()
		writeError(w, http.StatusBadRequest, err)
		return
	}
	s.elo, s.levelNote = elo, ""
	st := s.state(flipped(r))
	s.mu.Unlock()
	writeJSON(w, st)
}

// fitLevel keeps the level for the game's variant after a new game: an
// Elo that variant does not offer becomes the nearest it offers (its
// weakest or its strongest level; full strength where it has none), which
// the note says until the next game or level. The caller holds s.mu.
func (s *Server) fitLevel() {
	s.levelNote = ""
	v := s.game.start.Variant
	if _, err := levelAt(v, s.elo); err == nil {
		return
	}
	lo, hi, ok := player.EloRange(v)
	if !ok {
		s.levelNote = fmt.Sprintf("the level %d (%s) is not offered in %s, which has no levels: the engine plays at full strength",
			s.elo, levelName(s.elo), v)
		s.elo = 0
		return
	}
	nearest := max(lo, min(s.elo, hi))
	s.levelNote = fmt.Sprintf("the level %d (%s) is not offered in %s, which offers %d..%d: the engine plays at %d (%s)",
		s.elo, levelName(s.elo), v, lo, hi, nearest, levelName(nearest))
	s.elo = nearest
}

// levelState describes the level for the state. The caller holds s.mu.
func (s *Server) levelState() levelStateJSON {
	return levelStateJSON{Elo: s.elo, Name: levelName(s.elo), Note: s.levelNote}
}
