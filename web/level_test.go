// Tests of the strength levels through the API: the levels listed, an
// Elo set, refused or reset on a change of variant, the engine's move at
// the level and the analysis at full strength. The ratings table is
// read at test time: no test depends on its numbers.

package web

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/damaengine/damaengine/movegen"
	"github.com/damaengine/damaengine/player"
)

// italianRange is the range of Elo numbers Italian's levels cover.
func italianRange(t *testing.T) (lo, hi int) {
	t.Helper()
	lo, hi, ok := player.EloRange(movegen.Italian)
	if !ok {
		t.Fatal("player.EloRange: Italian has no levels in player/levels.tsv")
	}
	return lo, hi
}

// noLevels returns a variant that has no levels, if one has none.
func noLevels() (movegen.Variant, bool) {
	for _, v := range movegen.Variants {
		if _, _, ok := player.EloRange(v); !ok {
			return v, true
		}
	}
	return 0, false
}

// engineLevel is the level the server's player plays its moves at.
func engineLevel(s *Server) player.Level {
	s.engineMu.Lock()
	defer s.engineMu.Unlock()
	return s.pl.Level()
}

func TestLevelNames(t *testing.T) {
	for elo, want := range map[int]string{0: "full strength", 1: "beginner", 899: "beginner", 900: "novice",
		1299: "novice", 1300: "casual", 1699: "casual", 1700: "club", 2099: "club", 2100: "strong", 2499: "strong", 2500: "expert", 3200: "expert"} {
		if got := levelName(elo); got != want {
			t.Errorf("levelName(%d) = %q, want %q", elo, got, want)
		}
	}
}

func TestLevelsAreListed(t *testing.T) {
	for _, v := range movegen.Variants {
		_, ts := newTestServer(t, v)
		st := mustState(t, ts, "GET", "/api/state", nil)
		rated := player.Levels(v)
		if st.Level.Elo != 0 || st.Level.Name != "full strength" || st.Level.Note != "" || len(st.Levels) != len(rated) {
			t.Fatalf("%s: level %+v, %d levels listed, want full strength and the %d of player.Levels", v, st.Level, len(st.Levels), len(rated))
		}
		for i, l := range st.Levels {
			r := rated[i]
			if l.Elo != int(math.Round(r.Elo)) || l.Err95 != int(math.Round(r.Err95)) || l.Name != levelName(l.Elo) || i > 0 && l.Elo <= st.Levels[i-1].Elo {
				t.Errorf("%s: level %d is %+v, player.Levels has %+v", v, i, l, r)
			}
		}
		if lo, hi, ok := player.EloRange(v); ok && (st.Levels[0].Elo != lo || st.Levels[len(st.Levels)-1].Elo != hi) {
			t.Errorf("%s: levels %d..%d listed, player.EloRange %d..%d", v, st.Levels[0].Elo, st.Levels[len(st.Levels)-1].Elo, lo, hi)
		}
	}
}

func TestLevelIsSetOrRefused(t *testing.T) {
	_, ts := newTestServer(t, movegen.Italian)
	lo, hi := italianRange(t)
	for _, elo := range []int{lo, (lo + hi) / 2, hi, 0} {
		st := mustState(t, ts, "POST", "/api/level", map[string]int{"elo": elo})
		if st.Level.Elo != elo || st.Level.Name != levelName(elo) {
			t.Fatalf("elo %d: the state's level is %+v", elo, st.Level)
		}
		if got := mustState(t, ts, "GET", "/api/state", nil).Level; got.Elo != elo {
			t.Fatalf("elo %d: then GET /api/state has %+v", elo, got)
		}
	}
	mustState(t, ts, "POST", "/api/level", map[string]int{"elo": lo})
	span := fmt.Sprintf("%d..%d", lo, hi)
	cases := []struct {
		body any
		want string
	}{
		{map[string]int{"elo": lo - 1}, fmt.Sprintf("elo %d is outside the levels of italian: want %s", lo-1, span)},
		{map[string]int{"elo": hi + 1}, fmt.Sprintf("elo %d is outside the levels of italian: want %s", hi+1, span)},
		{map[string]int{"elo": -1}, span},
		{map[string]any{"elo": "strong"}, "elo must be a whole number (0: full strength, or " + span + " in italian), not string"},
		{map[string]any{"elo": 1500.5}, "elo must be a whole number (0: full strength, or " + span + " in italian), not number 1500.5"},
		{map[string]any{"elo": true}, "elo must be a whole number (0: full strength, or " + span + " in italian), not bool"},
		{map[string]any{"elo": json.Number("1e30")}, "not number 1e30"},
		{map[string]any{"elo": nil}, "no elo given: want a whole number (0: full strength, or " + span},
		{map[string]any{}, "no elo given"},
		{map[string]any{"elo": lo, "strength": 3}, "bad JSON request"},
	}
	for _, c := range cases {
		code, out := call(t, ts, "POST", "/api/level", c.body)
		msg, _ := out["error"].(string)
		if code != http.StatusBadRequest || !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("%v: %d %q, want 400 and %q", c.body, code, msg, c.want)
		}
	}
	if got := mustState(t, ts, "GET", "/api/state", nil).Level; got.Elo != lo {
		t.Fatalf("after the refusals the level is %+v, want %d kept", got, lo)
	}
	if v, ok := noLevels(); ok {
		mustState(t, ts, "POST", "/api/new", map[string]string{"variant": v.String()})
		code, out := call(t, ts, "POST", "/api/level", map[string]int{"elo": lo})
		if msg, _ := out["error"].(string); code != http.StatusBadRequest || !strings.Contains(msg, "no strength levels are calibrated for "+v.String()) {
			t.Errorf("%s, which has no levels: elo %d: %d %q", v, lo, code, msg)
		}
		if st := mustState(t, ts, "POST", "/api/level", map[string]int{"elo": 0}); st.Level.Elo != 0 || len(st.Levels) != 0 {
			t.Errorf("%s: full strength: %+v, levels %v", v, st.Level, st.Levels)
		}
	}
}

// TestAVariantSwitchResetsTheLevel: a new game or an imported one in a
// variant that does not offer the level plays at the nearest level it
// offers (its weakest for a level below them all) and says so; one that
// offers it keeps it.
func TestAVariantSwitchResetsTheLevel(t *testing.T) {
	lo, hi := italianRange(t)
	for _, v := range movegen.Variants {
		if v == movegen.Italian {
			continue
		}
		elo := hi // outside v's levels if one of Italian's ends is
		if vlo, vhi, ok := player.EloRange(v); ok && hi <= vhi && lo < vlo {
			elo = lo
		}
		_, offered := levelAt(v, elo)
		for _, how := range []string{"new", "pdn"} {
			s, ts := newTestServer(t, movegen.Italian)
			mustState(t, ts, "POST", "/api/level", map[string]int{"elo": elo})
			var st stateJSON
			if how == "new" {
				st = mustState(t, ts, "POST", "/api/new", map[string]string{"variant": v.String()})
			} else {
				st = mustState(t, ts, "POST", "/api/pdn", pdnRequest{PDN: pdnOf(t, v)})
			}
			if st.Variant != v.String() {
				t.Fatalf("%s %s: the game is %s", how, v, st.Variant)
			}
			if offered == nil {
				if st.Level.Elo != elo || st.Level.Note != "" {
					t.Errorf("%s %s offers %d: level %+v, want it kept", how, v, elo, st.Level)
				}
				continue
			}
			vlo, vhi, ok := player.EloRange(v)
			if !ok {
				if st.Level.Elo != 0 || !strings.Contains(st.Level.Note, v.String()+", which has no levels: the engine plays at full strength") {
					t.Errorf("%s %s, which has no levels: level %+v, want full strength and a note", how, v, st.Level)
				}
				continue
			}
			nearest := max(vlo, min(elo, vhi))
			if st.Level.Elo != nearest || !strings.Contains(st.Level.Note, fmt.Sprintf("the level %d", elo)) ||
				!strings.Contains(st.Level.Note, v.String()) {
				t.Errorf("%s %s without %d: level %+v, want %d (the nearest of %d..%d) and a note", how, v, elo, st.Level, nearest, vlo, vhi)
			}
			if got := mustState(t, ts, "GET", "/api/state", nil).Level; got != st.Level {
				t.Errorf("%s %s: GET /api/state has %+v, the reply had %+v", how, v, got, st.Level)
			}
			mustState(t, ts, "POST", "/api/engine-move", engineMoveRequest{Strength: strength{"depth", 1}})
			if l, want := engineLevel(s), mustLevel(t, v, nearest); l != want {
				t.Errorf("%s %s: the engine moved at %+v, want %+v", how, v, l, want)
			}
			// Back in Italian: the level kept where Italian offers it, the note gone.
			if st = mustState(t, ts, "POST", "/api/new", map[string]string{"variant": "italian"}); st.Level.Elo != nearest || st.Level.Note != "" {
				t.Errorf("%s %s then italian: level %+v", how, v, st.Level)
			}
		}
	}
}

// pdnOf is the PDN of a one-move game of variant v.
func pdnOf(t *testing.T, v movegen.Variant) string {
	t.Helper()
	_, ts := newTestServer(t, v)
	mustState(t, ts, "POST", "/api/move", map[string]string{"text": example(v)})
	_, out := call(t, ts, "GET", "/api/pdn", nil)
	return out["pdn"].(string)
}

// TestTheEngineMovesAtTheLevel: the engine's move is the level's (no
// book at a level) and legal; full strength again after elo 0.
func TestTheEngineMovesAtTheLevel(t *testing.T) {
	s, ts := newTestServer(t, movegen.Italian)
	lo, hi := italianRange(t)
	elo := (lo + hi) / 2
	want, err := player.LevelFor(movegen.Italian, elo)
	if err != nil {
		t.Fatal(err)
	}
	before := mustState(t, ts, "POST", "/api/level", map[string]int{"elo": elo})
	code, out := call(t, ts, "POST", "/api/engine-move", engineMoveRequest{Strength: strength{"depth", 6}, Book: true})
	if code != http.StatusOK {
		t.Fatalf("engine move: %d %v", code, out)
	}
	eng := out["engine"].(map[string]any)
	if eng["elo"] != float64(elo) || eng["book"] != false || !isLegal(before, eng["move"].(string)) {
		t.Fatalf("engine move at %d: %v (legal: %v)", elo, eng, before.Legal)
	}
	if got := engineLevel(s); got != want {
		t.Fatalf("the player plays at %+v, want %+v", got, want)
	}
	if st := mustState(t, ts, "GET", "/api/state", nil); st.Ply != 1 || st.Moves[0] != eng["move"] {
		t.Fatalf("after the engine's move: ply %d, moves %v", st.Ply, st.Moves)
	}
	mustState(t, ts, "POST", "/api/level", map[string]int{"elo": 0})
	mustState(t, ts, "POST", "/api/engine-move", engineMoveRequest{Strength: strength{"depth", 2}})
	if got := engineLevel(s); !got.Full() {
		t.Fatalf("elo 0: the player plays at %+v", got)
	}
}

// isLegal reports whether text is a legal move of the state's position.
func isLegal(st stateJSON, text string) bool {
	for _, m := range st.Legal {
		if m.Text == text {
			return true
		}
	}
	return false
}

// TestAnalysisIsAtFullStrength: with the player at the weakest level
// (a small node budget), the live analysis searches far past its budget.
func TestAnalysisIsAtFullStrength(t *testing.T) {
	s, ts := newTestServer(t, movegen.Italian)
	lo, _ := italianRange(t)
	mustState(t, ts, "POST", "/api/level", map[string]int{"elo": lo})
	mustState(t, ts, "POST", "/api/engine-move", engineMoveRequest{Strength: strength{"depth", 4}})
	weak := engineLevel(s)
	if weak.Full() || weak.Nodes == 0 {
		t.Fatalf("elo %d: the player plays at %+v, want a node budget", lo, weak)
	}
	res, err := ts.Client().Get(ts.URL + "/api/analysis")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	deadline := time.AfterFunc(30*time.Second, func() { res.Body.Close() })
	defer deadline.Stop()
	sc := bufio.NewScanner(res.Body)
	var most uint64
	for sc.Scan() && most <= 10*weak.Nodes {
		var l lineJSON
		if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok && json.Unmarshal([]byte(data), &l) == nil {
			most = max(most, l.Nodes)
		}
	}
	if most <= 10*weak.Nodes {
		t.Fatalf("the analysis searched %d nodes, the level's budget is %d", most, weak.Nodes)
	}
	s.stopAnalysis()
	if got := engineLevel(s); got != weak {
		t.Fatalf("after the analysis the player plays at %+v, want %+v", got, weak)
	}
}

// mustLevel is the level of elo in variant v.
func mustLevel(t *testing.T, v movegen.Variant, elo int) player.Level {
	t.Helper()
	l, err := player.LevelFor(v, elo)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
